"""The answers the engine keeps for speed (legal.compute's last list, placing's free workshops
per owner, state.in_play's people in play) never change what is legal: every seat's actions in
a live game equal those of the same position rebuilt from its events (new objects, so nothing
kept is reused), asked in another seat order."""
import pytest

from domain.florenza import GAME
from domain.shared.playout import play_game


def _actions(state, seat):
    return [(a.key, a.kind, a.fields, a.description) for a in GAME.legal_actions(state, seat)]


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 11), (5, 7)])
def test_kept_answers_match_fresh_ones(players, seed):
    _, events, moves = play_game(GAME, players, seed, ("random",))
    setup = GAME.setup(players=players, variant=GAME.variants[0], seed=seed)
    live, done = GAME.fold(setup), len(setup)
    for number, (seat, key) in enumerate(moves):
        if number % 3 == 0:
            fresh = GAME.fold(events[:done])
            assert fresh == live
            for s in reversed(range(players)):
                assert _actions(fresh, s) == _actions(live, s)
        new, live = GAME.step(live, seat, key)
        done += len(new)
    assert done == len(events)
