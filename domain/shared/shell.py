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
from types import MappingProxyType
from typing import Any

from eventsourcing.domain import Aggregate
from eventsourcing.domain import Snapshot as _Snapshot

from domain import games
from domain.shared import clock as clocks
from domain.shared import undo as undos

LOBBY, PLAYING, FINISHED, CANCELLED = "lobby", "playing", "finished", "cancelled"
HUMAN, BOT, OPEN = "human", "bot", "open"
BOXED = ("state", "undo", "clock")  # attributes a snapshot boxes for the state transcoding


@dataclass
class StateBox:
    """Wraps an engine state inside a snapshot, so one registered transcoding handles any game."""

    value: Any


class GameMatch(Aggregate):
    """One game: its lobby, its engine state and the commands already stored (idempotency)."""

    class Event(Aggregate.Event):
        pass

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
        at: int | None = None

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.status = PLAYING

    class SeatLeft(Event):
        """A player left an open seat before the start: it is open again."""

        seat: int

        def apply(self, aggregate: GameMatch) -> None:
            seats = list(aggregate.seats)
            seats[self.seat] = {"kind": OPEN, "name": None, "bot": None, "player": None,
                                "token_hash": None}
            aggregate.seats = seats

    class Cancelled(Event):
        """The creator cancelled the game before it started."""

        at: int | None = None

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.status = CANCELLED

    class TimedOut(Event):
        """A seat's clock ran out at `at`; `policy` says what followed (domain.shared.clock)."""

        seat: int
        at: int
        policy: str

        def apply(self, aggregate: GameMatch) -> None:
            # neither what came before nor the move a bot plays now may be taken back
            aggregate.undo = undos.EMPTY
            aggregate.undo_barrier = True
            if self.policy == "expel":
                aggregate.left = (*aggregate.left, self.seat)

    class Conceded(Event):
        """A player gave up: ranked last (rated as a loss); a bot plays the seat on."""

        seat: int
        at: int | None = None

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.left = (*aggregate.left, self.seat)

    class TakenOver(Event):
        """A bot of kind `bot` plays the seat from now on (`reason`: conceded, timeout)."""

        seat: int
        bot: str
        reason: str

        def apply(self, aggregate: GameMatch) -> None:
            seats = list(aggregate.seats)
            seats[self.seat] = {**seats[self.seat], "kind": BOT, "bot": self.bot,
                                "taken_over": self.reason}
            aggregate.seats = seats
            aggregate.undo = undos.EMPTY

    class Undone(Event):
        """The seat took back its command stored at `version` (domain.shared.undo)."""

        seat: int
        version: int
        at: int | None = None
        idempotency_key: str | None = None

        def apply(self, aggregate: GameMatch) -> None:
            if self.idempotency_key is not None:
                commands = dict(aggregate.commands)
                commands[self.idempotency_key] = [self.seat, "undo", self.originator_version,
                                                  self.originator_version]
                aggregate.commands = commands
            stack, taken = undos.after_undo(aggregate.undo)
            state, clock = taken.before
            aggregate.undo = stack
            aggregate.state = state
            if clock is not None and aggregate.clock is not None:
                # the bank as it was before the move, but the time since counts
                running = list(clock.running)
                running[self.seat] = aggregate.clock.running[self.seat] or running[self.seat]
                aggregate.clock = clocks.Clock(clock.remaining, tuple(running))

    class Rematched(Event):
        """A new game with the same players: `game_id`."""

        game_id: str

        def apply(self, aggregate: GameMatch) -> None:
            aggregate.rematch = self.game_id

    class WebhookSet(Event):
        """A seat's turn notifications go to `url` (None: no more notifications)."""

        seat: int
        url: str | None

        def apply(self, aggregate: GameMatch) -> None:
            hooks = dict(aggregate.webhooks)
            if self.url is None:
                hooks.pop(str(self.seat), None)
            else:
                hooks[str(self.seat)] = self.url
            aggregate.webhooks = hooks

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
        `seat`/`action`: the command (both None for the setup stored with `Started`); `at`:
        when it was stored (epoch ms) and `took_ms`: how long its seat had been due (both
        absent in events stored before time was recorded)."""

        events: list
        seat: int | None
        action: str | None
        idempotency_key: str | None
        at: int | None = None
        took_ms: int | None = None

        def apply(self, aggregate: GameMatch) -> None:
            # The live path hands over the state the decider already folded (see `record`);
            # replays fold the stored dicts.
            before = aggregate.state
            decider = games.get(aggregate.game)
            state = aggregate.__dict__.pop("_folded", None)
            if state is None:
                state = decider.fold([decider.event_from_dict(d) for d in self.events],
                                     aggregate.state)
            aggregate.state = state
            aggregate.undo = undos.after_command(aggregate.undo, decider, self.seat,
                                                 self.action, self.originator_version,
                                                 self.events, (before, aggregate.clock))
            if aggregate.undo_barrier:  # the move a bot played for a timed-out seat
                aggregate.undo, aggregate.undo_barrier = undos.EMPTY, False
            if self.at is not None:
                aggregate.tick(self.seat, self.at)
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
        """Aggregate state with engine states (and what holds them) boxed for the registered
        transcoding."""

        @classmethod
        def take(cls, aggregate: GameMatch) -> GameMatch.Snapshot:
            snap = _Snapshot.take(aggregate)
            state = dict(snap.state)
            for name in BOXED:
                if name in state:
                    state[name] = StateBox(state[name])
            return cls(originator_id=snap.originator_id,
                       originator_version=snap.originator_version,
                       timestamp=snap.timestamp, topic=snap.topic, state=state)

        def mutate(self, _: None) -> GameMatch:
            aggregate = super().mutate(None)
            for name in BOXED:
                value = aggregate.__dict__.get(name)
                if isinstance(value, StateBox):
                    setattr(aggregate, name, value.value)
            return aggregate

    # Defaults of what aggregates restored from older snapshots do not hold yet (plain class
    # attributes, not annotated: the library turns annotations into dataclass fields).
    clock_rules = None  # dict | None: the clock's rules
    clock = None  # clocks.Clock | None: bank and running times (moves are timed always)
    table = None  # dict | None: {private, invite_hash, creator}
    left = ()  # seats that conceded or were expelled, in order: ranked last
    undo = undos.EMPTY  # what may still be taken back
    rematch = None  # str | None: the id of the rematch game
    webhooks = MappingProxyType({})  # seat (str) -> url; replaced, never mutated
    ticked_at = None  # int | None: when the clocks last changed (the last command's `at`)
    undo_barrier = False  # a time-out was just stored: its bot move is not undoable either

    def __init__(self, game: str, variant: str, seed: int, preset: dict | None,
                 seats: list, clock: dict | None = None, table: dict | None = None) -> None:
        self.game = game
        self.variant = variant
        self.seed = seed
        self.preset = preset
        self.seats = list(seats)
        self.status = LOBBY
        self.state: Any = None
        self.commands: dict[str, list] = {}
        self.clock_rules = clock
        self.table = table

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

    def start(self, setup_data: list[dict], at: int | None = None) -> None:
        self.trigger_event(self.Started, players=len(self.seats), at=at)
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
        if self.status == PLAYING and games.get(self.game).is_over(self.state):
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
        self.tick(None, at)

    def rematched(self, game_id: str) -> None:
        self.trigger_event(self.Rematched, game_id=game_id)

    def set_webhook(self, seat: int, url: str | None) -> None:
        self.trigger_event(self.WebhookSet, seat=seat, url=url)

    def tick(self, seat: int | None, at: int) -> None:
        """Clocks after a command of `seat` (None: automatic) stored at `at`: the seats due
        now run, the others stop. Kept without rules too: move times are facts for
        analytics."""
        if self.status != PLAYING or self.state is None:
            return
        due = tuple(self.decider.seats_to_act(self.state))
        rules = self.rules()
        self.ticked_at = at
        if self.clock is None:
            self.clock = clocks.start(rules, len(self.seats), due, at)
        else:
            self.clock, _ = clocks.moved(rules, self.clock, seat, due, at)

    # -- queries -----------------------------------------------------------------------------

    @property
    def decider(self):
        return games.get(self.game)

    def rules(self) -> clocks.Rules:
        """The clock's rules (a game without a clock still times its moves)."""
        if self.clock_rules is None:
            return clocks.Rules(mode="turn")
        return clocks.Rules(**self.clock_rules)

    def deadline(self) -> tuple[int, int] | None:
        """(epoch ms, seat) of the next clock to run out, if the game has a clock."""
        if self.clock_rules is None or self.clock is None or self.status != PLAYING:
            return None
        return clocks.next_deadline(self.rules(), self.clock)

    def newly_due(self) -> list[int]:
        """The seats whose turn began with the last command (their clocks started then)."""
        if self.status != PLAYING or self.clock is None or self.ticked_at is None:
            return []
        return [s for s, since in enumerate(self.clock.running) if since == self.ticked_at]

    def undo_refusal(self, seat: int) -> tuple[str, str] | None:
        return undos.refusal(self.undo, self.decider, self.state, seat)

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == OPEN]

    def creator_seat(self) -> int | None:
        """Who created the game: its first human seat (the one createGame's caller holds)."""
        return next((i for i, s in enumerate(self.seats) if s["kind"] == HUMAN), None)

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
