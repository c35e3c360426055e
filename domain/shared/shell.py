"""The event-sourced shell around any game: one `GameMatch` aggregate per game.

It is the only domain module that imports `eventsourcing`. It holds the lobby (seats, tokens
as hashes, status) and the engine state, and it never decides a rule itself: the decider
(found by name in `domain.games`) decides; the shell records each command's outcome as ONE
stored `Decided` event whose `events` are the decider's `event_to_dict` outputs, and replays it
with `event_from_dict` + `fold`. (One stored event per command, not per domain event: the
library's cost is per stored event, and a command is the unit that is atomic anyway.) Stored
event classes and their fields are a public contract (docs/events-store.md): never rename or
reshape them in place; `GameEvent` (one per domain event) is what earlier versions wrote and is
still read.

Aggregates are treated as immutable values once built: a command works on `fork()`, so the
aggregate cache can hand out shared copies cheaply (the engine state is immutable by contract).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eventsourcing.domain import Aggregate
from eventsourcing.domain import Snapshot as _Snapshot

from domain import games

LOBBY, PLAYING, FINISHED = "lobby", "playing", "finished"
HUMAN, BOT, OPEN = "human", "bot", "open"


@dataclass
class StateBox:
    """Wraps an engine state inside a snapshot, so one registered transcoding handles any game."""

    value: Any


class GameMatch(Aggregate):
    """One game: its lobby, its engine state and the commands already stored (idempotency)."""

    class Event(Aggregate.Event):
        pass

    class Created(Aggregate.Created):
        """A game was created. `seats`: [{kind, name, bot, token_hash}]; `seed` is secret."""

        game: str
        variant: str
        seed: int
        preset: dict | None
        seats: list

    class SeatJoined(Event):
        """A player took an open seat (only the hash of its token is stored). `player`: the
        joiner's rating identity (from a player key), absent in events stored before it."""

        seat: int
        name: str
        token_hash: str
        player: str | None = None

        def apply(self, aggregate: GameMatch) -> None:
            seats = list(aggregate.seats)
            seats[self.seat] = {"kind": HUMAN, "name": self.name, "bot": None,
                                "player": self.player, "token_hash": self.token_hash}
            aggregate.seats = seats

    class Started(Event):
        """Every seat is filled: the game begins (the setup GameEvents follow)."""

        players: int

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.status = PLAYING

    class GameEvent(Event):
        """One domain event. `data` = decider.event_to_dict(event); the other fields say which
        command produced it: part `part` (1-based) of `parts` events of command `command_id`."""

        data: dict
        seat: int | None
        action: str | None
        command_id: str
        idempotency_key: str | None
        part: int
        parts: int

        def apply(self, aggregate: GameMatch) -> None:
            decider = games.get(aggregate.game)
            aggregate.state = decider.fold([decider.event_from_dict(self.data)], aggregate.state)
            if self.part == self.parts and self.idempotency_key is not None:
                commands = dict(aggregate.commands)
                commands[self.idempotency_key] = [
                    self.seat, self.action, self.originator_version - self.parts + 1,
                    self.originator_version]
                aggregate.commands = commands

    class Decided(Event):
        """One command's outcome: `events` = [decider.event_to_dict(event), ...] in order.
        `seat`/`action`: the command (both None for the setup stored with `Started`)."""

        events: list
        seat: int | None
        action: str | None
        idempotency_key: str | None

        def apply(self, aggregate: GameMatch) -> None:
            # The live path hands over the state the decider already folded (see `record`);
            # replays fold the stored dicts.
            state = aggregate.__dict__.pop("_folded", None)
            if state is None:
                decider = games.get(aggregate.game)
                state = decider.fold([decider.event_from_dict(d) for d in self.events],
                                     aggregate.state)
            aggregate.state = state
            if self.idempotency_key is not None:
                commands = dict(aggregate.commands)
                commands[self.idempotency_key] = [self.seat, self.action,
                                                  self.originator_version,
                                                  self.originator_version]
                aggregate.commands = commands

    class Finished(Event):
        """The engine reports the game over (stored in the same transaction as the last move)."""

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.status = FINISHED

    class Snapshot(_Snapshot):
        """Aggregate state with the engine state boxed for the registered transcoding."""

        @classmethod
        def take(cls, aggregate: GameMatch) -> GameMatch.Snapshot:
            snap = _Snapshot.take(aggregate)
            state = dict(snap.state)
            state["state"] = StateBox(state["state"])
            return cls(originator_id=snap.originator_id,
                       originator_version=snap.originator_version,
                       timestamp=snap.timestamp, topic=snap.topic, state=state)

        def mutate(self, _: None) -> GameMatch:
            aggregate = super().mutate(None)
            if isinstance(aggregate.state, StateBox):
                aggregate.state = aggregate.state.value
            return aggregate

    def __init__(self, game: str, variant: str, seed: int, preset: dict | None,
                 seats: list) -> None:
        self.game = game
        self.variant = variant
        self.seed = seed
        self.preset = preset
        self.seats = list(seats)
        self.status = LOBBY
        self.state: Any = None
        self.commands: dict[str, list] = {}

    # -- commands (the service decides; these only record) ---------------------------------

    @classmethod
    def create(cls, *, game: str, variant: str, seed: int, preset: dict | None,
               seats: list, id: Any = None) -> GameMatch:  # noqa: A002
        return cls._create(cls.Created, id=id, game=game, variant=variant, seed=seed,
                           preset=preset, seats=seats)

    def join(self, seat: int, name: str, token_hash: str, player: str | None = None) -> None:
        self.trigger_event(self.SeatJoined, seat=seat, name=name, token_hash=token_hash,
                           player=player)

    def start(self, setup_data: list[dict]) -> None:
        self.trigger_event(self.Started, players=len(self.seats))
        self.record(setup_data, seat=None, action=None)

    def record(self, data: list[dict], *, seat: int | None, action: str | None,
               idempotency_key: str | None = None, state: Any = None) -> None:
        """Store one command's domain events (as dicts), then `Finished` if it ended the game.
        `state`, when given, must be the decider's fold of exactly `data` onto the current
        state (`Decider.step` returns it): it spares folding the events a second time."""
        if state is not None:
            self._folded = state
        self.trigger_event(self.Decided, events=data, seat=seat, action=action,
                           idempotency_key=idempotency_key)
        if self.status == PLAYING and games.get(self.game).is_over(self.state):
            self.trigger_event(self.Finished)

    # -- queries -----------------------------------------------------------------------------

    @property
    def decider(self):
        return games.get(self.game)

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == OPEN]

    def bot_seats_to_act(self) -> list[int]:
        if self.status != PLAYING:
            return []
        due = self.decider.seats_to_act(self.state)
        return [i for i in due if self.seats[i]["kind"] == BOT]

    def fork(self) -> GameMatch:
        """A working copy for one command: shares the immutable engine state."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy._pending_events = []
        return copy

    def __deepcopy__(self, memo: dict) -> GameMatch:
        # The aggregate cache deep-copies on every get; everything here is replaced, never
        # mutated in place (engine states are immutable by the decider contract).
        return self.fork()


def domain_dicts(stored) -> list[dict]:
    """The domain-event dicts held by a game's stored events, in order (`Decided`, or the
    `GameEvent`s that earlier versions wrote)."""
    out: list[dict] = []
    for e in stored:
        if isinstance(e, GameMatch.Decided):
            out.extend(e.events)
        elif isinstance(e, GameMatch.GameEvent):
            out.append(e.data)
    return out
