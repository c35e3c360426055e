"""What every projection is: DDL per dialect, `apply` a batch of records in the caller's
transaction, `reset` its in-memory caches (after a failed batch or before a rebuild).

`GameFollower` is the shared helper for projections that keep per-game in-memory state while
a game runs: when a record arrives for a game it has not seen (the process restarted, the
cache evicted it, or the runner was reset because another runner advanced meanwhile), it folds
that game's earlier records from the event store first. Its states are held in a ByteLRU, so
the games a process follows cost a bounded amount of memory, whatever their number
(abandoned games are evicted and folded again if they ever move).
"""
from __future__ import annotations

import json
from collections.abc import Callable

import msgspec

from domain.shared.lru import ByteLRU, deep_size
from projections.source import Record

_encode = msgspec.json.Encoder(order="sorted").encode


def dumps(value) -> str:
    """Compact JSON with sorted keys, as every projection stores it. msgspec is several times
    faster than `json` (every viewer's view of every game touched is encoded on each batch);
    the text is the same except that non-ASCII characters are written as UTF-8, not \\u
    escapes (it reads back the same). What msgspec cannot encode goes to `json`."""
    try:
        return _encode(value).decode()
    except (TypeError, ValueError):
        return json.dumps(value, separators=(",", ":"), sort_keys=True)


class DoubleApplication(RuntimeError):
    """A projection was handed an event it has already applied (never expected: the runner
    applies each event once; raised so that a bug fails the batch instead of counting twice)."""


class Context:
    """What the runner offers a projection besides the cursor."""

    def __init__(self, history: Callable[[str, int], list[Record]],
                 snapshots: Callable[[dict[str, int]], dict] | None = None,
                 versions: Callable[[str, int, int], list[Record]] | None = None) -> None:
        self.history = history  # (game_id, upto position) -> that game's records
        # {game_id: highest version} -> {game_id: (version, table)}: the write side's
        # snapshots (projections.source.EventSource.snapshots); None where there are none
        self.snapshots = snapshots
        self.versions = versions  # (game_id, after, upto) -> its records of those versions


class Projection:
    name: str = ""
    tables: tuple[str, ...] = ()
    # Bump when what the tables hold changes (layout, or what an event makes of them):
    # `signoria migrate` (or the automatic one at start) then drops and re-projects them.
    version: int = 1
    streams: tuple[str, ...] = ("game",)  # the records it is given (projections.source)

    def ddl(self, dialect: str) -> list[str]:
        raise NotImplementedError

    def apply(self, cur, records: list[Record], ctx: Context) -> set[str]:
        """Update the views for `records` (in notification order); return changed game ids."""
        raise NotImplementedError

    def reset(self) -> None:
        """Forget in-memory caches (they are rebuilt from the event store on demand)."""


class GameFollower:
    """Per-game state, built by `start(record)` on Created and `step(state, record)` after.

    A state's size is measured (deep_size) when a game is first followed, then after
    `REMEASURE` steps, and after twice as many steps each time up to `REMEASURE_MAX`: the byte
    bound costs a walk of the state now and then, not per event (a record is a whole command:
    a game's size is seen as it grows, and it grows less and less in proportion). A walk of a
    4-player table is about 0.3 ms; every 16 records it was about 5 % of a move's CPU. A
    measurement that falls due is made at the end of the batch (`settle`, called by the
    runner), and only for a game still held then: a rebuild's batches start and finish whole
    games, and walking their states only to drop them was a quarter of a rebuild's CPU."""

    REMEASURE = 16  # records (one per command) to the first measure after the start
    REMEASURE_MAX = 128
    DEFAULT_BYTES = 32 << 20

    def __init__(self, start: Callable, step: Callable, maxsize: int | None = None, *,
                 max_bytes: int | None = None, name: str = "follower") -> None:
        self._start = start
        self._step = step
        # game id -> (state, steps since it was measured, steps between measures); bounded by
        # bytes (and `maxsize` games when given)
        self.games = ByteLRU(name, self.DEFAULT_BYTES if max_bytes is None else max_bytes,
                             max_entries=maxsize, sizeof=lambda held: deep_size(held[0]))
        self._due: set[str] = set()  # games whose measurement waits for the batch's end

    def apply(self, record: Record, ctx: Context):
        gid = record.game_id
        held = self.games.get(gid)
        if held is None:
            if record.kind == "Created":
                state = self._start(record)
            else:  # not seen yet in this process: catch up from the event store
                earlier = ctx.history(gid, record.position - 1)
                if not earlier or earlier[0].kind != "Created":
                    return None
                state = self._start(earlier[0])
                for r in earlier[1:]:
                    state = self._step(state, r)
                state = self._step(state, record)
            self.games.put(gid, (state, 0, self.REMEASURE))
            return state
        state = self._step(held[0], record)
        self._keep(gid, state, held)
        return state

    def put(self, game_id: str, state):
        """Follow `game_id` from `state` on (a state obtained without folding)."""
        self._keep(game_id, state, self.games.get(game_id))
        return state

    def _keep(self, gid: str, state, held: tuple | None) -> None:
        """Hold a game's new state; its size is measured again when due (at the batch's end:
        `settle`). A game not held yet is measured there too, as it stands then (a state
        handed over or read from a snapshot may be followed by more records in the batch)."""
        if held is None:
            self.games.put(gid, (state, 0, self.REMEASURE), 0)
            self._due.add(gid)
            return
        since, every = held[1] + 1, held[2]
        if since >= every:
            self._due.add(gid)
        self.games.replace(gid, (state, since, every))

    def settle(self) -> None:
        """Measure the games whose measurement fell due in this batch and are still held."""
        due, self._due = self._due, set()
        for gid in due:
            held = self.games.get(gid)
            if held is not None:
                every = held[2]
                if held[1] >= every:  # (a game measured anew in between is not due)
                    every = min(every * 2, self.REMEASURE_MAX)
                self.games.put(gid, (held[0], 0, every))

    def drop(self, game_id: str) -> None:
        self._due.discard(game_id)
        self.games.pop(game_id)

    def clear(self) -> None:
        self._due.clear()
        self.games.clear()

    def resize(self, max_bytes: int) -> None:
        self.games.resize(max_bytes)


def followers(projection: Projection) -> list[GameFollower]:
    """The game followers a projection keeps (its attributes of type GameFollower)."""
    return [v for v in vars(projection).values() if isinstance(v, GameFollower)]


def bound_followers(projection: Projection, max_bytes: int) -> None:
    """Name and bound the game followers a projection keeps (attributes of type
    GameFollower), so every one is limited and reported (`projection_<name>`)."""
    for value in followers(projection):
        value.games.name = f"projection_{projection.name}"
        value.resize(max_bytes)
