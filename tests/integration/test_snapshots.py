"""Snapshots: a registered transcoding rebuilds any engine state exactly."""
from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import NamedTuple

from eventsourcing.persistence import JSONTranscoder

from domain.shared.shell import StateBox
from infra.state_codec import StateBoxAsPlain


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
