"""Game clocks, for any game: pure arithmetic over recorded times (epoch milliseconds that the
service writes into the events; nothing here reads a clock).

Two kinds, as on Board Game Arena:
    realtime   a time bank per seat: `initial_ms` at the start, `increment_ms` added after each
               of the seat's moves, never more than `max_ms`
    turn       a deadline per move: `per_move_ms` from the moment a seat must act
A seat's clock runs while it must act (several at once when several seats decide together).
When it runs out the game's `on_timeout` policy applies: `bot_move` (a bot plays that move),
`bot_takeover` (a bot takes the seat for the rest of the game) or `expel` (the seat is ranked
last and a bot plays its remaining moves)."""
from __future__ import annotations

from dataclasses import dataclass, replace

MODES = ("realtime", "turn")
POLICIES = ("bot_move", "bot_takeover", "expel")
MAX_MS = 30 * 24 * 3600 * 1000  # a month: the longest any setting may be


class ClockError(ValueError):
    """Clock settings that cannot be used."""


@dataclass(frozen=True)
class Rules:
    mode: str
    on_timeout: str = "bot_move"
    initial_ms: int = 0
    increment_ms: int = 0
    max_ms: int = 0
    per_move_ms: int = 0

    @classmethod
    def parse(cls, d: dict) -> Rules:
        """From the JSON a game is created with (checked)."""
        if not isinstance(d, dict):
            raise ClockError("a clock is an object")
        mode = d.get("mode")
        if mode not in MODES:
            raise ClockError(f"a clock's mode is {' or '.join(MODES)}")
        policy = d.get("on_timeout", "bot_move")
        if policy not in POLICIES:
            raise ClockError(f"on_timeout is one of {', '.join(POLICIES)}")
        fields = ("initial_ms", "increment_ms", "max_ms") if mode == "realtime" \
            else ("per_move_ms",)
        values = {}
        for f in fields:
            v = d.get(f, 0)
            if type(v) is not int or not 0 <= v <= MAX_MS:
                raise ClockError(f"{f} is a whole number of milliseconds up to {MAX_MS}")
            values[f] = v
        if mode == "realtime":
            if values["initial_ms"] <= 0:
                raise ClockError("a real-time clock needs initial_ms > 0")
            if not values["max_ms"]:
                values["max_ms"] = max(values["initial_ms"], MAX_MS)
            if values["max_ms"] < values["initial_ms"]:
                raise ClockError("max_ms may not be below initial_ms")
        elif values["per_move_ms"] <= 0:
            raise ClockError("a turn clock needs per_move_ms > 0")
        return cls(mode=mode, on_timeout=policy, **values)

    def as_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if v or k in ("mode", "on_timeout")}


@dataclass(frozen=True)
class Clock:
    """Per seat: the time left when its clock last stopped (realtime) and, while it runs, the
    recorded time it started."""

    remaining: tuple  # ms per seat (realtime; 0 for turn clocks)
    running: tuple  # per seat: epoch ms it started running, or None


def start(rules: Rules, seats: int, due: tuple, at: int) -> Clock:
    bank = rules.initial_ms if rules.mode == "realtime" else 0
    return Clock(remaining=(bank,) * seats,
                 running=tuple(at if s in due else None for s in range(seats)))


def moved(rules: Rules, clock: Clock, seat: int | None, due: tuple, at: int) -> tuple:
    """After a command stored at `at` by `seat` (None: automatic), `due` being the seats that
    must act next: (the new clock, the milliseconds that seat's move took or None)."""
    remaining, running = list(clock.remaining), list(clock.running)
    used = None
    if seat is not None and running[seat] is not None:
        used = max(0, at - running[seat])
        if rules.mode == "realtime":
            remaining[seat] = min(rules.max_ms,
                                  max(0, remaining[seat] - used) + rules.increment_ms)
        running[seat] = None
    for s in range(len(running)):
        if s in due:
            if running[s] is None:
                running[s] = at
        else:
            running[s] = None
    return replace(clock, remaining=tuple(remaining), running=tuple(running)), used


def deadline(rules: Rules, clock: Clock, seat: int) -> int | None:
    """When the seat's time runs out (epoch ms), or None while its clock does not run."""
    since = clock.running[seat]
    if since is None:
        return None
    if rules.mode == "realtime":
        return since + clock.remaining[seat]
    return since + rules.per_move_ms


def next_deadline(rules: Rules, clock: Clock) -> tuple[int, int] | None:
    """(deadline, seat) of the clock that runs out first, or None."""
    found = [(d, s) for s in range(len(clock.running))
             if (d := deadline(rules, clock, s)) is not None]
    return min(found) if found else None


def left(rules: Rules, clock: Clock, seat: int, now: int) -> int:
    """Milliseconds the seat has left at `now` (its bank, or until its move's deadline)."""
    end = deadline(rules, clock, seat)
    if end is None:
        return clock.remaining[seat] if rules.mode == "realtime" else rules.per_move_ms
    return max(0, end - now)
