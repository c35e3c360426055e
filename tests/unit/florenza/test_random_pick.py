"""The random bot lists only the part of the legal actions its draw falls in (legal.pick): it
must pick exactly what the shared bot picks from the whole list with the same draw, and what
it keeps for `decide` must be that action's kind and fields."""
import pytest

from domain.florenza import GAME, legal
from domain.shared import bots
from domain.shared.playout import play_game
from domain.shared.rng import Rng


@pytest.mark.parametrize("players, seed", [(2, 5), (3, 8), (4, 2), (5, 13)])
def test_pick_draws_what_the_shared_bot_draws_from_the_whole_list(players, seed):
    _, events, moves = play_game(GAME, players, seed, ("random",))
    setup = GAME.setup(players=players, variant=GAME.variants[0], seed=seed)
    s = GAME.fold(setup)
    for number, (seat, key) in enumerate(moves):
        for draw in range(3):
            picked = legal.pick(s, seat, Rng(number * 3 + draw))
            whole = legal.compute(s, seat)
            assert picked == bots.choose(whole, seat, "random", Rng(number * 3 + draw), None)
            expected = whole.details(picked)
            legal.pick(s, seat, Rng(number * 3 + draw))  # kept again: the answer asked next
            assert legal.action_for_key(s, seat, picked) == expected
        _, s = GAME.step(s, seat, key)


def test_pick_refuses_a_seat_with_nothing_to_do():
    s = GAME.fold(GAME.setup(players=2, variant=GAME.variants[0], seed=1))
    idle = next(seat for seat in range(2) if seat != s.seat)
    with pytest.raises(ValueError):
        legal.pick(s, idle, Rng(1))
