"""Bots: random and greedy choose only legal keys, reproducibly; greedy beats random."""
import pytest

from domain.patrizier import GAME
from domain.shared.playout import play_game
from domain.shared.rng import Rng


def greedy_share(games: int, players: int = 2) -> float:
    """Greedy's share of wins against random (a shared victory counts as half), greedy taking
    each seat in turn."""
    won = 0.0
    for seed in range(games):
        greedy = seed % players
        bots = tuple("greedy" if seat == greedy else "random" for seat in range(players))
        state, _, _ = play_game(GAME, players, seed, bots)
        winners = GAME.outcome(state).winners
        if greedy in winners:
            won += 1 / len(winners)
    return won / games


def test_greedy_wins_more_than_70_percent_of_two_player_games_against_random():
    assert greedy_share(200) > 0.7


def test_bots_choose_legal_keys_reproducibly():
    s = GAME.fold(GAME.setup(players=3, seed=4))
    for kind in GAME.bot_kinds:
        a = GAME.bot_action(s, s.seat, kind, Rng(1))
        assert a == GAME.bot_action(s, s.seat, kind, Rng(1))
        assert a in GAME.legal_actions(s, s.seat).keys


def test_an_unknown_bot_kind_or_a_seat_with_nothing_to_do_is_refused():
    s = GAME.fold(GAME.setup(players=3, seed=4))
    with pytest.raises(ValueError, match="unknown bot kind"):
        GAME.bot_action(s, s.seat, "clever", Rng(1))
    with pytest.raises(ValueError, match="nothing to do"):
        GAME.bot_action(s, (s.seat + 1) % 3, "random", Rng(1))
