"""The table: everything a hosted game's stream holds beyond the rules (seats, status, clock,
the moves that may be taken back, who left, rematch, webhooks, idempotency keys, move times)
and the engine state, as ONE pure fold over the stored records.

    t = created(fields, version, at)              # from a `Created` record
    t = apply(t, kind, fields, version, at)       # any later record (kind: its class name)

The write side's aggregate (domain.shared.shell.GameMatch) and the read side's follower
(projections.games) both apply exactly this, so they cannot drift apart; a `Table` is an
immutable value, shared freely. `facts` derives what a version implies (status, seats to act,
pending decisions, progress, outcome) once per Table: every reader takes it from there.

Records are the stored events' fields: a write-side event's attributes or a read-side
decoded row, the same names either way (docs/events-store.md)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

from domain import games
from domain.shared import clock as clocks
from domain.shared import undo as undos
from domain.shared.decider import Outcome
from domain.shared.messages import said_in
from domain.shared.plain import from_plain

LOBBY, PLAYING, FINISHED, CANCELLED = "lobby", "playing", "finished", "cancelled"
HUMAN, BOT, OPEN = "human", "bot", "open"
# the service's own records that are a step of the game's log and replay (projections.log)
LOGGED = ("Undone", "Conceded", "TimedOut", "TakenOver", "SeatLeft", "Cancelled", "Rematched",
          "Forked")


class Facts:
    """What a version implies: each fact derived once, when first asked for (a fold that
    only needs the seats to act, for the clocks, never derives the rest)."""

    def __init__(self, decider, state, left: tuple = ()) -> None:
        self._decider, self._state, self._left = decider, state, left

    @cached_property
    def over(self) -> bool:  # the engine says the game is over
        return self._state is not None and self._decider.is_over(self._state)

    @cached_property
    def seats_to_act(self) -> tuple:  # () in the lobby and once over
        if self._state is None or self.over:
            return ()
        return tuple(self._decider.seats_to_act(self._state))

    @cached_property
    def pending(self) -> list:  # the decider's pending decisions ([] once over)
        if self._state is None or self.over:
            return []
        return [said_in(p, self._decider.name) for p in self._decider.pending(self._state)]

    @cached_property
    def progress(self) -> dict | None:  # Progress as a dict (None before the start)
        if self._state is None:
            return None
        p = self._decider.progress(self._state)
        return said_in({"turn": p.turn, "total": p.total, "text": p.text, "message": p.message},
                       self._decider.name)

    @cached_property
    def outcome(self) -> Outcome | None:  # with seats that left ranked last
        return _ranked(self._decider.outcome(self._state), self._left) if self.over else None


@dataclass(frozen=True)
class Table:
    game: str
    variant: str
    seed: int  # secret: never leaves the server
    preset: dict | None
    seats: tuple  # of {kind, name, bot, player, token_hash[, taken_over]}
    status: str = LOBBY
    state: Any = None  # the engine state (immutable by the decider contract)
    version: int = 0
    options: dict | None = None  # {private, invite_hash, creator}
    clock_rules: dict | None = None
    clock: clocks.Clock | None = None  # bank and running times (moves are timed always)
    ticked_at: int | None = None  # when the clocks last changed (the last command's `at`)
    left: tuple = ()  # seats that conceded or were expelled, in order: ranked last
    undo: undos.UndoStack = undos.EMPTY  # what may still be taken back
    undo_barrier: bool = False  # a time-out was just stored: its bot move is not undoable
    rematch: str | None = None
    origin: dict | None = None  # a fork's {"game_id", "step"}: where it was played on from
    webhooks: dict = None  # type: ignore[assignment]  # seat (str) -> url; replaced, not mutated
    commands: dict = None  # type: ignore[assignment]  # idempotency key -> [seat, action, first, last]
    move_times: dict = None  # type: ignore[assignment]  # seat -> [moves, ms]
    partial: tuple | None = None  # legacy per-domain-event records: (before, clock, [dicts])
    steps: int = 0  # the game log's steps so far: one per domain event and per LOGGED record
    created_at: str = ""  # ISO 8601 (UTC) of Created
    last_activity: str = ""  # ISO 8601 of the last record

    def __post_init__(self) -> None:
        for name in ("webhooks", "commands", "move_times"):
            if getattr(self, name) is None:
                object.__setattr__(self, name, {})

    @property
    def decider(self):
        return games.get(self.game)

    @cached_property
    def facts(self) -> Facts:
        """Derived once per Table (a Table is one version): the single place these are
        computed, whoever asks (duties, read models, the mutation's answer)."""
        return derive(self.decider, self.state, self.left)

    # -- questions every side asks -----------------------------------------------------------

    def rules(self) -> clocks.Rules:
        """The clock's rules (a game without a clock still times its moves)."""
        return clocks.Rules(mode="turn") if self.clock_rules is None \
            else clocks.Rules(**self.clock_rules)

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

    def bot_seats_to_act(self) -> list[int]:
        if self.status != PLAYING:
            return []
        return [i for i in self.facts.seats_to_act if self.seats[i]["kind"] == BOT]

    def undo_refusal(self, seat: int) -> tuple[str, str] | None:
        """(code, message) of the rule forbidding `seat` an undo now; None if it may."""
        if self.status != PLAYING:
            return ("undo_not_your_turn", "it is no longer your turn")
        return undos.refusal(self.undo, self.facts.seats_to_act, seat)

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == OPEN]

    def creator_seat(self) -> int | None:
        """Who created the game: its first human seat (the one createGame's caller holds)."""
        return next((i for i, s in enumerate(self.seats) if s["kind"] == HUMAN), None)


def derive(decider, state, left: tuple = ()) -> Facts:
    """The facts of an engine state (`left`: seats ranked last, in the order they left)."""
    return Facts(decider, state, left)


def iso(ts: datetime | str | None) -> str:
    """A stored timestamp as the read models show it (UTC, microseconds)."""
    if ts is None:
        return ""
    if isinstance(ts, str):
        return ts
    if ts.tzinfo is not None:
        ts = ts.astimezone(UTC)
    return ts.isoformat(timespec="microseconds")


def created(f, version: int = 1, at=None) -> Table:
    """The table of a `Created` record (`at`: its timestamp)."""
    ts = iso(at)
    return Table(game=f["game"], variant=f["variant"], seed=f["seed"], preset=f["preset"],
                 seats=tuple(f["seats"]), version=version, options=f.get("table"),
                 clock_rules=f.get("clock"), created_at=ts, last_activity=ts)


def apply(t: Table, kind: str, f, version: int, at=None, folded: Any = None) -> Table:
    """The table after one stored record. `folded`, when given, is the engine state the
    decider already folded from a `Decided` record's events (Decider.step): it spares
    folding them again."""
    change = _APPLY.get(kind)
    new = {} if change is None else change(t, f, version, folded)
    facts = new.pop("facts", None)
    steps = t.steps + (len(f["events"]) if kind == "Decided" else
                       1 if kind == "GameEvent" or kind in LOGGED else 0)
    fields = t.__dict__.copy()
    fields.pop("facts", None)  # a cached property of the old version, never carried over
    fields.update(new, version=version, last_activity=iso(at) or t.last_activity, steps=steps)
    if facts is not None:  # derived while ticking the clocks, from this very state
        fields["facts"] = facts
    # a copy of the fields, not `dataclasses.replace`: replace calls __init__ with every field
    # by keyword, a tenth of a read-side rebuild (__post_init__'s defaults are in `t` already)
    out = object.__new__(Table)
    out.__dict__.update(fields)
    return out


# -- the records --------------------------------------------------------------------------------

def _joined(t, f, v, _):
    seats = list(t.seats)
    seats[f["seat"]] = {"kind": HUMAN, "name": f["name"], "bot": None,
                        "player": f.get("player"), "token_hash": f["token_hash"]}
    return {"seats": tuple(seats)}


def _left_seat(t, f, v, _):
    seats = list(t.seats)
    seats[f["seat"]] = {"kind": OPEN, "name": None, "bot": None, "player": None,
                        "token_hash": None}
    return {"seats": tuple(seats)}


def _timed_out(t, f, v, _):
    # neither what came before nor the move a bot plays now may be taken back
    out = {"undo": undos.EMPTY, "undo_barrier": True}
    if f["policy"] == "expel":
        out["left"] = (*t.left, f["seat"])
    return out


def _taken_over(t, f, v, _):
    seats = list(t.seats)
    seats[f["seat"]] = {**seats[f["seat"]], "kind": BOT, "bot": f["bot"],
                        "taken_over": f["reason"]}
    return {"seats": tuple(seats), "undo": undos.EMPTY}


def _undone(t, f, v, _):
    stack, taken = undos.after_undo(t.undo)
    state, clock = taken.before
    if clock is not None and t.clock is not None:
        # the bank as it was before the move, but the time since counts
        running = list(clock.running)
        running[f["seat"]] = t.clock.running[f["seat"]] or running[f["seat"]]
        clock = clocks.Clock(clock.remaining, tuple(running))
    else:
        clock = t.clock
    out = {"undo": stack, "state": state, "clock": clock}
    key = f.get("idempotency_key")
    if key is not None:
        out["commands"] = {**t.commands, key: [f["seat"], "undo", v, v]}
    return _ticked(t, out, None, f.get("at"))


def _forked(t, f, v, _):
    """A fork's first record: its origin, and the engine state it starts from (the position
    at that step with everything its forker could not see drawn afresh: domain.shared.fork)."""
    return {"origin": {"game_id": f["game_id"], "step": f["step"]},
            "state": forked_state(f)}


def forked_state(f) -> Any:
    """The engine state a `Forked` record holds (tagged plain JSON: domain.shared.plain)."""
    return from_plain(f["state"])


def _started(t, f, v, _):
    out = {"status": PLAYING}
    if t.state is None:  # the set-up `Decided` that follows starts the clocks
        return out
    # a fork is set up already: its clocks start with the game
    return _ticked(replace(t, status=PLAYING), {**out, "state": t.state}, None, f.get("at"))


def _webhook(t, f, v, _):
    hooks = dict(t.webhooks)
    if f["url"] is None:
        hooks.pop(str(f["seat"]), None)
    else:
        hooks[str(f["seat"])] = f["url"]
    return {"webhooks": hooks}


def _decided(t, f, v, folded):
    """One command's outcome: its domain events folded, the undo stack, clocks, move times,
    the idempotency key."""
    d = games.get(t.game)
    state = folded
    if state is None:
        state = d.fold([d.event_from_dict(e) for e in f["events"]], t.state)
    return _command(t, f, v, v, f["events"], (t.state, t.clock), state)


def _game_event(t, f, v, _):
    """One domain event of a command stored one event per record (before `Decided`)."""
    d = games.get(t.game)
    before, clock, events = t.partial if f["part"] != 1 and t.partial else (t.state, t.clock,
                                                                           [])
    events = [*events, f["data"]]
    state = d.evolve(t.state, d.event_from_dict(f["data"]))
    if f["part"] != f["parts"]:
        return {"state": state, "partial": (before, clock, events)}
    out = _command(t, f, v - f["parts"] + 1, v, events, (before, clock), state)
    out["partial"] = None
    return out


def _command(t, f, first, v, events, before, state) -> dict:
    seat, action = f.get("seat"), f.get("action")
    undo = undos.after_command(t.undo, games.get(t.game), seat, action, v, events, before)
    if t.undo_barrier:  # the move a bot played for a timed-out seat
        undo = undos.EMPTY
    out = {"state": state, "undo": undo, "undo_barrier": False}
    key = f.get("idempotency_key")
    if key is not None:
        out["commands"] = {**t.commands, key: [seat, action, first, v]}
    out["move_times"] = timed(t.move_times, f)
    return _ticked(t, out, seat, f.get("at"))


def timed(move_times: dict, f) -> dict:
    """Per seat {seat: [moves, ms]} after a command's record `f` (its `took_ms`: how long the
    seat had been due; unknown for commands stored before times were kept)."""
    took, seat = f.get("took_ms"), f.get("seat")
    if took is None or seat is None:
        return move_times
    n, ms = move_times.get(seat, (0, 0))
    return {**move_times, seat: [n + 1, ms + int(took)]}


def _ticked(t: Table, out: dict, seat: int | None, at: int | None) -> dict:
    """`out` (the fields a command changes on `t`, its new engine state among them) plus the
    clocks after it: the seats due now run, the others stop. The new state's facts are
    carried to the new table, so what the clocks derived is not derived again."""
    if at is None or t.status != PLAYING or out["state"] is None:
        return out
    facts = out["facts"] = Facts(t.decider, out["state"], t.left)
    due = facts.seats_to_act
    out["ticked_at"] = at
    if t.clock is None:
        out["clock"] = clocks.start(t.rules(), len(t.seats), due, at)
    else:
        out["clock"], _ = clocks.moved(t.rules(), out.get("clock", t.clock), seat, due, at)
    return out


_APPLY = {
    "SeatJoined": _joined,
    "Started": _started,
    "Forked": _forked,
    "SeatLeft": _left_seat,
    "Cancelled": lambda t, f, v, _: {"status": CANCELLED},
    "TimedOut": _timed_out,
    "Conceded": lambda t, f, v, _: {"left": (*t.left, f["seat"])},
    "TakenOver": _taken_over,
    "Undone": _undone,
    "Rematched": lambda t, f, v, _: {"rematch": f["game_id"]},
    "WebhookSet": _webhook,
    "Decided": _decided,
    "GameEvent": _game_event,
    "Finished": lambda t, f, v, _: {"status": FINISHED},
}


def _ranked(o: Outcome | None, left: tuple) -> Outcome | None:
    """The decider's outcome with the seats that left (conceded, expelled) ranked last: the
    first to leave is the very last."""
    if o is None or not left:
        return o
    gone = [s for s in left if 0 <= s < len(o.ranks)]
    stay = [s for s in o.ranking if s not in gone]
    ranks = list(o.ranks)
    for s in stay:  # the others keep their order (and ties) among themselves
        ranks[s] = sorted({o.ranks[x] for x in stay}).index(o.ranks[s])
    top = max((ranks[s] for s in stay), default=-1)
    for place, s in enumerate(reversed(gone), start=1):
        ranks[s] = top + place
    return o._replace(ranking=tuple(stay + list(reversed(gone))), ranks=tuple(ranks),
                      winners=tuple(s for s in stay if ranks[s] == 0))
