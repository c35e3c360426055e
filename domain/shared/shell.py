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

Beyond the rules, the shell records what players of an online service do with a game, each
as an event of the game's stream: clocks (time enters as recorded epoch milliseconds, `at`,
written by the service: nothing here reads a clock), time-outs, concessions and bots taking
seats over, cancelling or leaving an open game, taking moves back (domain.shared.undo),
rematches and turn-notification webhooks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eventsourcing.domain import Aggregate
from eventsourcing.domain import Snapshot as _Snapshot

from domain.shared import clock as clocks
from domain.shared import table
from domain.shared.table import (  # noqa: F401 - the shell's vocabulary, re-exported
    BOT,
    CANCELLED,
    FINISHED,
    HUMAN,
    LOBBY,
    OPEN,
    PLAYING,
    Table,
)


@dataclass
class StateBox:
    """Wraps an engine state inside a snapshot, so one registered transcoding handles any game."""

    value: Any

    TRANSCODING = "signoria_state"  # its stored name (infra's transcoding; the read side reads it)


class GameMatch(Aggregate):
    """One game: a `Table` (domain.shared.table) folded from its events. The events below only
    declare what is stored; what each does to the table is the one fold both sides apply."""

    class Event(Aggregate.Event):
        def apply(self, aggregate: GameMatch) -> None:
            # The live path hands over the engine state the decider already folded (`record`).
            aggregate.t = table.apply(aggregate.t, type(self).__name__, self.__dict__,
                                      self.originator_version, self.timestamp,
                                      aggregate.__dict__.pop("_folded", None))

    class Created(Aggregate.Created):
        """A game was created. `seats`: [{kind, name, bot, player, token_hash}]; `seed` is
        secret. `clock`: the clock's rules (domain.shared.clock) or None; `table`: {private,
        invite_hash, creator} (absent in games created before tables had options)."""

        game: str
        variant: str
        seed: int
        preset: dict | None
        seats: list
        clock: dict | None = None
        table: dict | None = None

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.t = table.created(self.__dict__, self.originator_version, self.timestamp)

    class Forked(Event):
        """A fork's first record after `Created`: the game is played on from `step` of game
        `game_id`; `state` is the engine state it starts from (tagged plain JSON,
        domain.shared.plain), secret like a set-up: what was hidden there is drawn afresh."""

        game_id: str
        step: int
        state: dict

    class SeatJoined(Event):
        """A player took an open seat (only the hash of its token is stored). `player`: the
        joiner's rating identity (from a player key), absent in events stored before it."""

        seat: int
        name: str
        token_hash: str
        player: str | None = None

    class Started(Event):
        """Every seat is filled: the game begins (the setup's `Decided` follows)."""

        players: int
        at: int | None = None

    class SeatLeft(Event):
        """A player left an open seat before the start: it is open again."""

        seat: int

    class Cancelled(Event):
        """The creator cancelled the game before it started."""

        at: int | None = None

    class TimedOut(Event):
        """A seat's clock ran out at `at`; `policy` says what followed (domain.shared.clock)."""

        seat: int
        at: int
        policy: str

    class Conceded(Event):
        """A player gave up: ranked last (rated as a loss); a bot plays the seat on."""

        seat: int
        at: int | None = None

    class TakenOver(Event):
        """A bot of kind `bot` plays the seat from now on (`reason`: conceded, timeout)."""

        seat: int
        bot: str
        reason: str

    class Undone(Event):
        """The seat took back its command stored at `version` (domain.shared.undo)."""

        seat: int
        version: int
        at: int | None = None
        idempotency_key: str | None = None

    class Rematched(Event):
        """A new game with the same players: `game_id`."""

        game_id: str

    class WebhookSet(Event):
        """A seat's turn notifications go to `url` (None: no more notifications)."""

        seat: int
        url: str | None

    class GameEvent(Event):
        """One domain event. `data` = decider.event_to_dict(event); the other fields say which
        command produced it: part `part` (1-based) of `parts` events of command `command_id`.
        (What earlier versions stored; read, never written.)"""

        data: dict
        seat: int | None
        action: str | None
        command_id: str
        idempotency_key: str | None
        part: int
        parts: int

    class Decided(Event):
        """One command's outcome: `events` = [decider.event_to_dict(event), ...] in order.
        `seat`/`action`: the command (both None for the setup stored with `Started`); `at`:
        when it was stored (epoch ms) and `took_ms`: how long its seat had been due (both
        absent in events stored before time was recorded)."""

        events: list
        seat: int | None
        action: str | None
        idempotency_key: str | None
        at: int | None = None
        took_ms: int | None = None

    class Finished(Event):
        """The engine reports the game over (stored in the same transaction as the last move)."""

    class Snapshot(_Snapshot):
        """The aggregate with its table boxed for the registered transcoding; snapshots taken
        before the table (the table's fields as attributes) are read too."""

        @classmethod
        def take(cls, aggregate: GameMatch) -> GameMatch.Snapshot:
            snap = _Snapshot.take(aggregate)
            state = {k: v for k, v in snap.state.items() if k != "t"}
            state["t"] = StateBox(aggregate.t)
            return cls(originator_id=snap.originator_id,
                       originator_version=snap.originator_version,
                       timestamp=snap.timestamp, topic=snap.topic, state=state)

        def mutate(self, _: None) -> GameMatch:
            aggregate = super().mutate(None)
            held = aggregate.__dict__
            for name in ("t", *OLD_BOXED):
                if isinstance(held.get(name), StateBox):
                    held[name] = held[name].value
            if "t" not in held:
                aggregate.t = _old_layout(held, aggregate.version)
                # what only the events hold (move times, the log's step count) is missing:
                # the service folds such a game from its events instead (OLD_SNAPSHOT)
                held[OLD_SNAPSHOT] = True
            return aggregate

    def __init__(self, game: str, variant: str, seed: int, preset: dict | None,
                 seats: list, clock: dict | None = None, table: dict | None = None) -> None:
        pass  # the table is made by `Created.apply`, the fold's first step

    # -- commands (the service decides; these only record) ---------------------------------

    @classmethod
    def create(cls, *, game: str, variant: str, seed: int, preset: dict | None,
               seats: list, id: Any = None, clock: dict | None = None,  # noqa: A002
               table: dict | None = None) -> GameMatch:
        return cls._create(cls.Created, id=id, game=game, variant=variant, seed=seed,
                           preset=preset, seats=seats, clock=clock, table=table)

    def join(self, seat: int, name: str, token_hash: str, player: str | None = None) -> None:
        self.trigger_event(self.SeatJoined, seat=seat, name=name, token_hash=token_hash,
                           player=player)

    def forked(self, game_id: str, step: int, state: dict) -> None:
        self.trigger_event(self.Forked, game_id=game_id, step=step, state=state)

    def start(self, setup_data: list[dict] | None, at: int | None = None) -> None:
        """Start the game; `setup_data`: the set-up's domain events (None for a fork, which
        is set up by its `Forked` record)."""
        self.trigger_event(self.Started, players=len(self.seats), at=at)
        if setup_data is not None:
            self.record(setup_data, seat=None, action=None, at=at)

    def record(self, data: list[dict], *, seat: int | None, action: str | None,
               idempotency_key: str | None = None, state: Any = None,
               at: int | None = None) -> None:
        """Store one command's domain events (as dicts), then `Finished` if it ended the game.
        `state`, when given, must be the decider's fold of exactly `data` onto the current
        state (`Decider.step` returns it): it spares folding the events a second time. `at`:
        the time the service stores it (epoch ms)."""
        took = None
        if at is not None and seat is not None and self.clock is not None \
                and self.clock.running[seat] is not None:
            took = max(0, at - self.clock.running[seat])
        if state is not None:
            self._folded = state
        self.trigger_event(self.Decided, events=data, seat=seat, action=action,
                           idempotency_key=idempotency_key, at=at, took_ms=took)
        if self.status == PLAYING and self.t.facts.over:
            self.trigger_event(self.Finished)

    def leave(self, seat: int) -> None:
        self.trigger_event(self.SeatLeft, seat=seat)

    def cancel(self, at: int) -> None:
        self.trigger_event(self.Cancelled, at=at)

    def concede(self, seat: int, bot: str, at: int) -> None:
        self.trigger_event(self.Conceded, seat=seat, at=at)
        self.trigger_event(self.TakenOver, seat=seat, bot=bot, reason="conceded")

    def time_out(self, seat: int, at: int, policy: str, bot: str) -> None:
        self.trigger_event(self.TimedOut, seat=seat, at=at, policy=policy)
        if policy in ("bot_takeover", "expel"):
            self.trigger_event(self.TakenOver, seat=seat, bot=bot, reason="timeout")

    def take_back(self, seat: int, at: int, idempotency_key: str | None = None) -> None:
        self.trigger_event(self.Undone, seat=seat, version=self.undo.items[-1].version, at=at,
                           idempotency_key=idempotency_key)

    def rematched(self, game_id: str) -> None:
        self.trigger_event(self.Rematched, game_id=game_id)

    def set_webhook(self, seat: int, url: str | None) -> None:
        self.trigger_event(self.WebhookSet, seat=seat, url=url)

    # -- queries: the table's -------------------------------------------------------------------

    game = property(lambda self: self.t.game)
    variant = property(lambda self: self.t.variant)
    seed = property(lambda self: self.t.seed)
    preset = property(lambda self: self.t.preset)
    seats = property(lambda self: self.t.seats)
    status = property(lambda self: self.t.status)
    state = property(lambda self: self.t.state)
    commands = property(lambda self: self.t.commands)
    clock_rules = property(lambda self: self.t.clock_rules)
    clock = property(lambda self: self.t.clock)
    table = property(lambda self: self.t.options)
    left = property(lambda self: self.t.left)
    undo = property(lambda self: self.t.undo)
    rematch = property(lambda self: self.t.rematch)
    origin = property(lambda self: self.t.origin)
    webhooks = property(lambda self: self.t.webhooks)
    ticked_at = property(lambda self: self.t.ticked_at)
    decider = property(lambda self: self.t.decider)

    def rules(self) -> clocks.Rules:
        return self.t.rules()

    def deadline(self) -> tuple[int, int] | None:
        return self.t.deadline()

    def newly_due(self) -> list[int]:
        return self.t.newly_due()

    def undo_refusal(self, seat: int) -> tuple[str, str] | None:
        return self.t.undo_refusal(seat)

    def open_seats(self) -> list[int]:
        return self.t.open_seats()

    def creator_seat(self) -> int | None:
        return self.t.creator_seat()

    def bot_seats_to_act(self) -> list[int]:
        return self.t.bot_seats_to_act()

    def fork(self) -> GameMatch:
        """A working copy for one command: shares the immutable table."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy._pending_events = []
        return copy

    def __deepcopy__(self, memo: dict) -> GameMatch:
        # The aggregate cache deep-copies on every get; the table is an immutable value.
        return self.fork()


OLD_BOXED = ("state", "undo", "clock")  # what snapshots before the table boxed
OLD_SNAPSHOT = "_from_old_snapshot"  # set on an aggregate made from such a snapshot


def _old_layout(held: dict, version: int) -> Table:
    """The table of a snapshot taken before it existed (the table's fields as attributes)."""
    names = {"game", "variant", "seed", "preset", "seats", "status", "state", "commands",
             "clock_rules", "clock", "left", "undo", "rematch", "webhooks", "ticked_at",
             "undo_barrier"}
    fields = {k: held.pop(k) for k in list(held) if k in names}
    fields["seats"] = tuple(fields.get("seats", ()))
    fields["webhooks"] = dict(fields.get("webhooks") or {})
    fields["left"] = tuple(fields.get("left", ()))
    return Table(**fields, options=held.pop("table", None), version=version)


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
