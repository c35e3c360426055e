"""The random bot lists only the part of the legal actions its draw falls in (legal.pick): it
must pick exactly what the shared bot picks from the whole list with the same draw, and what
it keeps for `decide` must be that action's kind and fields."""
import pytest

from domain.florenza import GAME, legal
from domain.florenza.rules import market, placing
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


def _positions(players, seed):
    """Every position of a random game with the seat to act, in order."""
    _, _, moves = play_game(GAME, players, seed, ("random",))
    s = GAME.fold(GAME.setup(players=players, variant=GAME.variants[0], seed=seed))
    for seat, key in moves:
        yield s, seat
        _, s = GAME.step(s, seat, key)


@pytest.mark.parametrize("players, seed", [(3, 4), (4, 9)])
def test_one_option_listed_alone_is_the_one_at_its_place_in_the_whole_list(players, seed):
    """Art options and trades listed one at a time (from the end, for the latter half) are
    those of the whole list, and the counts are its length."""
    for s, seat in _positions(players, seed):
        if s.stage == "place":
            n, what = placing.art_options(s, seat)
            every = placing.listed_art(what, 0, n)
        elif s.stage == "market":
            what = market.trade_pairs(s, seat)
            n = market.trade_count(what)
            every = market.listed_trades(what, 0, n)
        else:
            continue
        listed = placing.listed_art if s.stage == "place" else market.listed_trades
        assert len(every) == n
        assert [listed(what, i, i + 1)[0] for i in range(n)] == every


@pytest.mark.parametrize("players, seed", [(2, 6), (4, 3)])
def test_free_people_kept_or_taken_out_equal_fresh_ones(players, seed):
    """`free_people` answers from its last answer (one more person busy) as from scratch."""
    states = [s for s, _ in _positions(players, seed)]
    kept = [placing.free_people(s.people, s.busy) for s in states]  # one after the other
    fresh = [placing.free_people(dict(s.people), dict(s.busy)) for s in states]  # new objects
    assert kept == fresh
