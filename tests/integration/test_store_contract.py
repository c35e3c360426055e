"""The write-side contract, run on SQLite and on PostgreSQL (fixture `store`)."""
from __future__ import annotations

import uuid
from dataclasses import replace

import pytest

from domain.shared.errors import MalformedAction, NotYourTurn
from domain.shared.shell import GameMatch
from infra.game_service.errors import (
    GameAlreadyStarted,
    GameFinished,
    GameNotFound,
    GameNotStarted,
    IdempotencyKeyReused,
    InvalidCommand,
    SeatUnavailable,
    Unauthorized,
    VersionConflict,
)
from tests.support.checks import assert_commands_whole, replayed_state


def two_humans(service, **kw):
    created = service.create_game(game="race", seats=["human:Ann", "open"], seed=11, **kw)
    joined = service.join_game(created.game_id, "Bea")
    return created.game_id, created.tokens[0], joined.token


def test_create_join_start_play_and_reload(store, service, make_service):
    created = service.create_game(game="race", seats=["human:Ann", "open", "open"], seed=3)
    assert not created.started and set(created.tokens) == {0}
    first = service.join_game(created.game_id, "Bea")
    assert (first.seat, first.started) == (1, False)
    assert service.view(created.game_id)["status"] == "lobby"
    second = service.join_game(created.game_id, "Cid")
    assert second.started and second.seat == 2
    assert len({created.tokens[0], first.token, second.token}) == 3

    result = service.play(created.game_id, created.tokens[0], "roll")
    assert result.seat == 0 and result.version == second.version + 1  # one stored event
    assert [e["type"] for e in result.events] == ["DieRolled", "PawnMoved"]
    service.play(created.game_id, first.token, "step.2")

    view = service.view(created.game_id, second.token)
    assert view["status"] == "playing" and view["seat"] == 2
    assert [s["name"] for s in view["seats"]] == ["Ann", "Bea", "Cid"]
    assert view["state"]["positions"][1] == 2

    live = service.game(created.game_id)
    cold = make_service(store).game(created.game_id)
    assert cold == live and cold.state == live.state
    assert replayed_state(service, created.game_id) == live.state
    assert_commands_whole(service, created.game_id)


def test_only_hashes_of_tokens_are_stored(service):
    created = service.create_game(game="race", seats=["human:Ann", "human:Bea"], seed=1)
    stored = service.stored_events(created.game_id)
    blob = repr([vars(e) for e in stored])
    for token in created.tokens.values():
        assert token not in blob
    assert service.seat_of(created.game_id, created.tokens[1]) == 1


def test_a_whole_bot_filled_game_plays_itself_and_reloads_equal(store, make_service):
    service = make_service(store, run_bots=True)
    created = service.create_game(game="race", seats=["bot:random", "bot:random", "bot:stepper",
                                                      "bot:random"], seed=42)
    assert created.started and created.tokens == {}
    assert service.bots.wait_idle(30)
    live = service.game(created.game_id)
    assert live.status == "finished" and live.state.winner is not None
    assert not service.bots.failures
    assert replayed_state(service, created.game_id) == live.state
    events = assert_commands_whole(service, created.game_id)
    assert isinstance(events[-1], GameMatch.Finished)

    cold = make_service(replace(store, cache_size=0)).game(created.game_id)
    assert cold == live


def test_read_your_writes_position(service):
    game_id, ann, bea = two_humans(service)
    result = service.play(game_id, ann, "roll")
    assert result.position == service.position()
    [last] = service.recorder.select_notifications(result.position, 1)
    assert (last.originator_id, last.originator_version) == (game_id, result.version)
    later = service.play(game_id, bea, "step.1")
    assert later.position > result.position and later.version == result.version + 1


def test_idempotent_retry_is_stored_once(service):
    game_id, ann, bea = two_humans(service)
    first = service.play(game_id, ann, "roll", idempotency_key="req-1")
    again = service.play(game_id, ann, "roll", idempotency_key="req-1")
    assert again.replayed and not first.replayed
    assert (again.version, again.position, again.events) == (
        first.version, first.position, first.events)
    assert service.game(game_id).version == first.version
    with pytest.raises(IdempotencyKeyReused):
        service.play(game_id, bea, "step.1", idempotency_key="req-1")
    assert service.play(game_id, bea, "step.1", idempotency_key="req-2").version > first.version


def test_expected_version_is_strict(service):
    game_id, ann, bea = two_humans(service)
    version = service.game(game_id).version
    with pytest.raises(VersionConflict) as err:
        service.play(game_id, ann, "step.1", expected_version=version - 1)
    assert err.value.actual == version
    ok = service.play(game_id, ann, "step.1", expected_version=version)
    assert ok.version == version + 1


def test_typed_errors_store_nothing(service):
    game_id, ann, bea = two_humans(service)
    lobby = service.create_game(game="race", seats=["human:Ann", "open"], seed=1)
    before = service.position()
    cases = [
        (GameNotFound, lambda: service.play(uuid.uuid4(), ann, "roll")),
        (GameNotFound, lambda: service.play("not-a-game", ann, "roll")),
        (Unauthorized, lambda: service.play(game_id, "forged-token", "roll")),
        (Unauthorized, lambda: service.play(game_id, lobby.tokens[0], "roll")),
        (GameNotStarted, lambda: service.play(lobby.game_id, lobby.tokens[0], "roll")),
        (NotYourTurn, lambda: service.play(game_id, bea, "roll")),
        (MalformedAction, lambda: service.play(game_id, ann, "fly.away")),
        (InvalidCommand, lambda: service.play(game_id, ann, "")),
        (InvalidCommand, lambda: service.play(game_id, ann, 42)),
        (InvalidCommand, lambda: service.play(game_id, ann, "roll", expected_version="3")),
        (InvalidCommand, lambda: service.play(game_id, ann, "roll", idempotency_key="")),
        (InvalidCommand, lambda: service.create_game(game="chess", seats=["open", "open"])),
        (InvalidCommand, lambda: service.create_game(game="race", seats=["open"])),
        (InvalidCommand, lambda: service.create_game(game="race", seats=["bot:genius", "open"])),
        (InvalidCommand, lambda: service.create_game(game="race", seats=["human:", "open"])),
        (InvalidCommand, lambda: service.create_game(game="race", seats=["open", "open"],
                                                     variant="blitz")),
        (GameAlreadyStarted, lambda: service.join_game(game_id, "Cid")),
        (SeatUnavailable, lambda: service.join_game(lobby.game_id, "Cid", seat=0)),
    ]
    for error, call in cases:
        with pytest.raises(error):
            call()
    assert service.position() == before


def test_finished_game_refuses_moves(service):
    created = service.create_game(game="race", seats=["human:Ann", "human:Bea"], seed=1,
                                  preset={"target": 2})
    result = service.play(created.game_id, created.tokens[0], "step.2", idempotency_key="win")
    assert result.finished
    assert service.view(created.game_id)["status"] == "finished"
    with pytest.raises(GameFinished):
        service.play(created.game_id, created.tokens[1], "step.1")
    replay = service.play(created.game_id, created.tokens[0], "step.2", idempotency_key="win")
    assert replay.replayed and replay.finished and replay.version == result.version


def _stale_once(monkeypatch, service, stale):
    """The next load returns `stale`, as if another request saved right after we loaded."""
    calls = []

    def stale_first(real):
        def load(gid, *rest):
            calls.append(gid)
            return stale.fork() if len(calls) == 1 else real(gid, *rest)
        return load

    monkeypatch.setattr(service, "_load", stale_first(service._load))
    monkeypatch.setattr(service, "_cached", stale_first(service._cached))
    return calls


def test_lost_race_still_legal_is_decided_again_and_stored(service, monkeypatch):
    created = service.create_game(game="race", seats=["human:Ann", "human:Bea"], seed=1,
                                  variant="free")
    game_id, (ann, bea) = created.game_id, (created.tokens[0], created.tokens[1])
    stale = service.game(game_id)
    other = service.play(game_id, bea, "step.2")
    calls = _stale_once(monkeypatch, service, stale)
    mine = service.play(game_id, ann, "step.1")
    assert len(calls) == 2 and mine.version == other.version + 1
    assert service.view(game_id)["state"]["positions"] == [1, 2]
    assert_commands_whole(service, game_id)


def test_lost_race_no_longer_legal_is_a_typed_conflict(service, monkeypatch):
    game_id, ann, bea = two_humans(service)
    stale = service.game(game_id)
    service.play(game_id, ann, "step.1")  # stored first: now it is Bea's turn
    before = service.position()
    _stale_once(monkeypatch, service, stale)
    with pytest.raises(VersionConflict) as err:
        service.play(game_id, ann, "step.2")
    assert isinstance(err.value.cause, NotYourTurn)
    assert service.position() == before
    with pytest.raises(VersionConflict):  # strict: no second decision at all
        _stale_once(monkeypatch, service, service.game(game_id).fork())
        service.play(game_id, bea, "step.1", expected_version=stale.version)
