"""Replay: the state at every step equals the engine's fold of the events up to that step
(redacted for the viewer while the game runs, revealed when finished); the action list."""
from __future__ import annotations

from domain.lorenzo import GAME
from tests.projections.corpus import engine_events


def revealed(state, players):
    out = GAME.view(state, None)
    out["players"] = [GAME.view(state, seat)["players"][seat] for seat in range(players)]
    out["decks"] = {t: list(c) for t, c in state.decks.items()}
    out["dice_plan"] = [dict(d) for d in state.dice_plan]
    return out


def sample(corpus):
    finished = corpus.finished()
    return finished[:4] + finished[-3:] + corpus.running()


def test_every_step_equals_the_engine_fold(corpus):
    rm = corpus.read
    for game in sample(corpus):
        events = engine_events(game)
        assert rm.replay_length(game.game_id, None) == len(events)
        state = None
        for step in range(len(events) + 1):
            if step:
                state = GAME.evolve(state, events[step - 1])
            for viewer in (None, 0):
                got = rm.replay_state(game.game_id, step, viewer)
                assert got["step"] == step and got["length"] == len(events)
                assert got["finished"] == game.finished
                if step == 0:
                    assert got["state"] is None and got["event"] is None
                    continue
                want = (revealed(state, game.players) if game.finished
                        else GAME.view(state, viewer))
                assert got["state"] == want, (game.seed, step, viewer)
                assert got["event"]["step"] == step
                assert got["event"]["type"] == type(events[step - 1]).__name__


def test_replay_clamps_the_step_and_knows_no_unknown_game(corpus):
    game = corpus.finished()[0]
    length = corpus.read.replay_length(game.game_id, None)
    assert corpus.read.replay_state(game.game_id, 10**6)["step"] == length
    assert corpus.read.replay_state(game.game_id, -5)["step"] == 0
    assert corpus.read.replay_state("00000000-0000-0000-0000-000000000000", 3) is None


def test_actions_list_each_command_at_the_step_it_completes(corpus):
    for game in sample(corpus):
        actions = corpus.read.replay_actions(game.game_id)
        assert [(a["seat"], a["action"]) for a in actions] == [
            tuple(m) for m in game.moves[:game.played]]
        steps = [a["step"] for a in actions]
        assert steps == sorted(steps) and len(set(steps)) == len(steps)
        if actions:
            assert steps[-1] <= corpus.read.replay_length(game.game_id, None)
        # stepping to an action's step shows the state right after that command
        for a in actions[:5]:
            log = corpus.read.game_log(game.game_id, None, a["step"] - 1, 1)[0]
            assert log["action"] == a["action"] and log["seat"] == a["seat"]
