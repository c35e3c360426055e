"""Snapshots: a registered transcoding rebuilds any engine state exactly; a due snapshot is
saved in its command's transaction and can never fail the command."""
from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import NamedTuple

import pytest
from eventsourcing.persistence import JSONTranscoder

from domain.shared.shell import GameMatch, StateBox
from infra.game_service.errors import VersionConflict
from infra.storage.state_codec import StateBoxAsPlain


class Colour(enum.Enum):
    BLACK = "black"


@dataclass(frozen=True, slots=True)
class Inner:
    cards: dict
    placed: tuple = ()


class Seat(NamedTuple):
    seat: int
    res: dict
    hand: tuple = ()


@dataclass(frozen=True)
class Outer:
    players: tuple
    occupants: dict
    flags: frozenset
    colour: Colour
    nothing: None = None


def test_transcoding_round_trips_tuples_dataclasses_and_odd_keys():
    transcoder = JSONTranscoder()
    transcoder.register(StateBoxAsPlain())
    state = Outer(players=(Inner(cards={"green": (1, 2)}, placed=(("tower", 1),)),
                           Seat(1, {"coins": 5}, ("a",))),
                  occupants={"market.1": ((0, "black"),), 3: [1, {"~t": 2}], (1, 2): "pair"},
                  flags=frozenset({"a", "b"}), colour=Colour.BLACK)
    back = transcoder.decode(transcoder.encode({"state": StateBox(state)}))["state"].value
    assert back == state
    assert type(back.players) is tuple and type(back.players[0].placed[0]) is tuple
    assert type(back.players[1]) is Seat and back.players[1].hand == ("a",)


def test_cold_load_from_a_snapshot_equals_the_live_game(store, make_service):
    service = make_service(replace(store, snapshot_every=10))
    created = service.create_game(game="race", seats=["human:A", "human:B"], seed=1,
                                  preset={"target": 40})
    tokens = created.tokens
    for n in range(25):
        service.play(created.game_id, tokens[n % 2], "step.1", idempotency_key=f"k{n}")
    live = service.game(created.game_id)
    [snapshot] = list(service.snapshots.get(created.game_id, desc=True, limit=1))
    assert snapshot.originator_version == 20  # 3 lobby/setup events + 25 moves, every 10
    cold_service = make_service(replace(store, cache_size=0))
    cold = cold_service.game(created.game_id)
    assert cold == live and cold.commands == live.commands
    replayed = None
    for event in service.events.get(created.game_id, lte=20):
        replayed = event.mutate(replayed)
    assert snapshot.mutate(None) == replayed


def _race(service, moves: int):
    created = service.create_game(game="race", seats=["human:A", "human:B"], seed=1,
                                  preset={"target": 40})
    _steps(service, created, moves)
    return created


def _steps(service, created, moves: int) -> None:
    for _ in range(moves):  # two seats alternate: version 4 is seat 0's move
        seat = (service.game(created.game_id).version - 3) % 2
        service.play(created.game_id, created.tokens[seat], "step.1")


def test_a_snapshot_is_saved_with_its_command_and_never_fails_it(store, make_service,
                                                                monkeypatch, caplog):
    service = make_service(replace(store, snapshot_every=5))
    created = _race(service, 2)  # versions 1-3 lobby/setup, 4-5 moves: snapshot at 5
    [snapshot] = list(service.snapshots.get(created.game_id))
    assert snapshot.originator_version == 5

    # A snapshot that cannot be taken is logged; the command is still stored.
    def broken(aggregate):
        raise RuntimeError("cannot encode")

    monkeypatch.setattr(GameMatch.Snapshot, "take", broken)
    _steps(service, created, 5)
    assert service.game(created.game_id).version == 10
    assert [s.originator_version for s in service.snapshots.get(created.game_id)] == [5]
    assert "snapshot of game" in caplog.text
    monkeypatch.undo()

    # A snapshot already stored at that version is kept and the command still stored.
    game = service.game(created.game_id)
    pre = GameMatch.Snapshot.take(game)
    service.snapshots.put([type(pre)(originator_id=pre.originator_id, originator_version=15,
                                     timestamp=pre.timestamp, topic=pre.topic,
                                     state=pre.state)])
    _steps(service, created, 5)
    assert service.game(created.game_id).version == 15
    versions = [s.originator_version for s in service.snapshots.get(created.game_id)]
    assert versions == [15]  # only the newest is kept (a bound on disk per game)


def test_a_command_that_loses_a_race_stores_no_snapshot(store, make_service):
    first = make_service(replace(store, snapshot_every=4))
    second = make_service(replace(store, snapshot_every=4))
    created = _race(first, 0)  # at version 3: the next stored version takes a snapshot
    second.game(created.game_id)  # its cache now holds version 3 too
    first.play(created.game_id, created.tokens[0], "step.2")
    with pytest.raises(VersionConflict):  # stored first by the other service
        second.play(created.game_id, created.tokens[0], "step.1", expected_version=3)
    [snapshot] = list(first.snapshots.get(created.game_id))
    assert snapshot.mutate(None) == first.game(created.game_id)  # the winner's, not the loser's
