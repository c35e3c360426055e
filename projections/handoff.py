"""Tables the write side of this process has just saved, handed to the read side's follower.

A saved command's table (domain.shared.table) is exactly what the follower would fold from the
same stored events, so when the games projection of the same process reaches that version it
takes the table instead of folding it again, with the facts already derived (one fold and one
derivation per version in a single-process deployment). Keyed by (game, version): a version is
one stored event, so the table can only be that one. Bounded: in a process that does not
project, the oldest offers are dropped."""
from __future__ import annotations

import threading
from collections import OrderedDict

MAX_TABLES = 512

_lock = threading.Lock()
_tables: OrderedDict[tuple[str, int], object] = OrderedDict()


def offer(game_id: str, version: int, table) -> None:
    with _lock:
        _tables[(game_id, version)] = table
        while len(_tables) > MAX_TABLES:
            _tables.popitem(last=False)


def take(game_id: str, version: int):
    """The table saved at exactly that version, once (None when not offered or dropped)."""
    with _lock:
        return _tables.pop((game_id, version), None)


def offered(game_id: str, version: int) -> bool:
    """Whether the table saved at that version waits here (not taken)."""
    with _lock:
        return (game_id, version) in _tables


def clear() -> None:
    with _lock:
        _tables.clear()
