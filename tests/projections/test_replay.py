"""Replay: the state at every step equals the engine's fold of the events up to that step
(redacted for the viewer while the game runs, revealed when finished); the action list."""
from __future__ import annotations

import json

from domain.lorenzo import GAME
from tests.projections.corpus import engine_events


def revealed(state, players):
    out = GAME.view(state, None)
    out["players"] = [GAME.view(state, seat)["players"][seat] for seat in range(players)]
    out["decks"] = {t: list(c) for t, c in state.decks.items()}
    out["dice_plan"] = [dict(d) for d in state.dice_plan]
    return out


def plain(value):
    """As stored: JSON (tuples become lists)."""
    return json.loads(json.dumps(value))


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
                shown = got["snapshot"]
                if step == 0:
                    assert shown["view"] is None and got["event"] is None
                    continue
                want = (revealed(state, game.players) if game.finished
                        else GAME.view(state, viewer))
                assert shown["view"] == want, (game.seed, step, viewer)
                assert shown["seats"] == corpus.read.game_summary(game.game_id)["seats"]
                assert shown["version"] >= 1 and shown["legal_actions"] == []
                assert got["event"]["step"] == step
                assert got["event"]["type"] == type(events[step - 1]).__name__
        if game.finished:  # the last step is the game itself, field for field
            for viewer in (None, 0):
                last = rm.replay_state(game.game_id, len(events), viewer)["snapshot"]
                board = rm.board(game.game_id, viewer)
                assert plain(last) == {k: v for k, v in board.items()
                                       if k not in ("game_id", "viewer")}


def test_replay_clamps_the_step_and_knows_no_unknown_game(corpus):
    game = corpus.finished()[0]
    length = corpus.read.replay_length(game.game_id, None)
    assert corpus.read.replay_state(game.game_id, 10**6)["step"] == length
    assert corpus.read.replay_state(game.game_id, -5)["step"] == 0
    assert corpus.read.replay_state("00000000-0000-0000-0000-000000000000", 3) is None


def test_moves_list_each_command_at_the_step_it_completes(corpus):
    for game in sample(corpus):
        actions = corpus.read.replay_moves(game.game_id)
        # a spectator of a running game does not learn which leader a seat keeps
        assert [(a["seat"], a["action"]) for a in actions] == [
            (seat, None if key.startswith("draft ") and not game.finished else key)
            for seat, key in game.moves[:game.played]]
        mine = corpus.read.replay_moves(game.game_id, 0)
        assert [a["action"] for a in mine if a["seat"] == 0] == [
            key for seat, key in game.moves[:game.played] if seat == 0]
        steps = [a["step"] for a in actions]
        assert steps == sorted(steps) and len(set(steps)) == len(steps)
        if actions:
            assert steps[-1] <= corpus.read.replay_length(game.game_id, None)
        # stepping to an action's step shows the state right after that command
        for a in actions[:5]:
            log = corpus.read.game_log(game.game_id, None, a["step"] - 1, 1)[0]
            assert log["action"] == a["action"] and log["seat"] == a["seat"]
            first = corpus.read.game_log(game.game_id, None, a["first_step"] - 1, 1)[0]
            assert a["description"] == first["description"]
            assert a["version"] == log["version"]
