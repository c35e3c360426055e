"""What every projection is: DDL per dialect, `apply` a batch of records in the caller's
transaction, `reset` its in-memory caches (after a failed batch or before a rebuild).

`GameFollower` is the shared helper for projections that keep per-game in-memory state while
a game runs: when a record arrives for a game it has not seen (the process restarted, or the
cache evicted it), it folds that game's earlier records from the event store first.
"""
from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable

import msgspec

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


class Context:
    """What the runner offers a projection besides the cursor."""

    def __init__(self, history: Callable[[str, int], list[Record]]) -> None:
        self.history = history  # (game_id, upto position) -> that game's records


class Projection:
    name: str = ""
    tables: tuple[str, ...] = ()

    def ddl(self, dialect: str) -> list[str]:
        raise NotImplementedError

    def apply(self, cur, records: list[Record], ctx: Context) -> set[str]:
        """Update the views for `records` (in notification order); return changed game ids."""
        raise NotImplementedError

    def reset(self) -> None:
        """Forget in-memory caches (they are rebuilt from the event store on demand)."""


class GameFollower:
    """Per-game state, built by `start(record)` on Created and `step(state, record)` after."""

    def __init__(self, start: Callable, step: Callable, maxsize: int | None = None) -> None:
        self._start = start
        self._step = step
        self.maxsize = maxsize
        self.games: OrderedDict[str, object] = OrderedDict()

    def apply(self, record: Record, ctx: Context):
        state = self.games.get(record.game_id)
        if state is None:
            if record.kind == "Created":
                state = self._start(record)
            else:  # not seen yet in this process: catch up from the event store
                earlier = ctx.history(record.game_id, record.position - 1)
                if not earlier or earlier[0].kind != "Created":
                    return None
                state = self._start(earlier[0])
                for r in earlier[1:]:
                    state = self._step(state, r)
                state = self._step(state, record)
        else:
            state = self._step(state, record)
            self.games.move_to_end(record.game_id)
        self.games[record.game_id] = state
        if self.maxsize is not None and len(self.games) > self.maxsize:
            self.games.popitem(last=False)
        return state

    def drop(self, game_id: str) -> None:
        self.games.pop(game_id, None)

    def clear(self) -> None:
        self.games.clear()
