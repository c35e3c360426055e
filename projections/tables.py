"""A game's table (domain.shared.table) at an exact version, for readers: a seat's view and
legal actions, and the spectator's view, are derived when first read, not written at every
move (projections.board).

Where the table comes from, cheapest first: the games projection's follower in this process
(it holds each running game's latest table), a table this reader folded before (then only
the newer records are read), or a fold of the game's stored records. Each is exactly the fold
the write side applied, so the answer belongs to the version asked for and to no other.

A viewer's part of a snapshot ({view, legal_actions}) is kept per (game, version, viewer; None
for a spectator): the seats of a game, its spectators and their subscribers ask for it at
every version."""
from __future__ import annotations

import threading
import weakref
from collections import OrderedDict

from domain.shared import table
from domain.shared.lru import ByteLRU, deep_size
from domain.shared.table import PLAYING, Table
from projections import snapshot
from projections.source import EventSource

TABLE_BYTES = 8 << 20
SEAT_PARTS = 4096
REMEASURE = 16  # versions between two full measurements of a seat's part

_followers: weakref.WeakSet = weakref.WeakSet()  # GameFollowers of (Table, position) states


def follow(follower) -> None:
    """Let readers of this process take tables from a games follower (projections.games)."""
    _followers.add(follower)


def _followed(game_id: str, version: int) -> Table | None:
    """The game's table at `version` when a follower of this process holds it."""
    for follower in list(_followers):
        held = follower.games.get(game_id)  # ((table, position), since measured, interval)
        if held is not None and held[0][0].version == version:
            return held[0][0]
    return None


NOT_HELD = object()  # `held_only`: the answer needs a database read


class _PartSizes:
    """The bytes of a seat's part, for the parts cache's bound: measured in full (deep_size
    walks every object: it was most of the CPU of a seat's first read at a version) every
    REMEASURE parts of a game, in between the view as last measured plus the legal actions at
    their last measured size each (their number is what changes most). Per game, not per
    seat: the seats' views of one game differ only by a seat's own hands (a few names), and
    measuring each seat's was 4x the walks in a 4-player game."""

    def __init__(self, maxsize: int = SEAT_PARTS) -> None:
        self._known: OrderedDict = OrderedDict()  # game -> (view, per action, uses)
        self._maxsize = maxsize

    def of(self, game_id: str, part: dict) -> int:
        known = self._known.pop(game_id, None)
        legal = part["legal_actions"]
        n = len(legal)
        if known is None or known[2] >= REMEASURE:
            per_action = deep_size(legal) / n if n else (known[1] if known else 0)
            known = (deep_size(part["view"]), per_action, 0)
        elif n and not known[1]:  # the first actions seen: measured alone (the view is dozens
            known = (known[0], deep_size(legal) / n, known[2] + 1)  # of times their size)
        else:
            known = (known[0], known[1], known[2] + 1)
        self._known[game_id] = known
        if len(self._known) > self._maxsize:
            self._known.popitem(last=False)
        return int(known[0] + known[1] * n) + 256


class Tables:
    def __init__(self, config) -> None:
        self.source = EventSource(config)
        self._held = ByteLRU("reader_tables", TABLE_BYTES, sizeof=deep_size)
        self._parts = ByteLRU("seat_parts", TABLE_BYTES, max_entries=SEAT_PARTS,
                              sizeof=deep_size)
        self._sizes = _PartSizes()
        self._lock = threading.Lock()
        self._sizes_lock = threading.Lock()

    def at(self, game_id: str, version: int) -> Table | None:
        """The game's table at `version` (None: no such game or version stored)."""
        t = _followed(game_id, version)
        if t is not None:
            return t
        with self._lock:
            t = self._held.get(game_id)
            if t is not None and t.version == version:
                return t
            if t is None or t.version > version:
                t = None
            records = self.source.versions(game_id, 0 if t is None else t.version, version)
            if t is None:
                if not records or records[0].kind != "Created":
                    return None
                first, records = records[0], records[1:]
                t = table.created(first.fields, first.version, first.timestamp)
            for r in records:
                t = table.apply(t, r.kind, r.fields, r.version, r.timestamp)
            if t.version != version:
                return None
            self._held.put(game_id, t)
            return t

    def _held_at(self, game_id: str, version: int) -> Table | None:
        """`at` without reading: a follower's table or one this reader folded before (the
        cache locks itself, briefly)."""
        t = _followed(game_id, version)
        if t is None:
            t = self._held.get(game_id)
        return t if t is not None and t.version == version else None

    def seat_part(self, game_id: str, version: int, seat: int | None, *,
                  held_only: bool = False):
        """{"view", "legal_actions"} of a running game's seat (None: a spectator) at
        `version`. `held_only`: from a part or a table this process holds (never a database
        read, nor a wait on a reader that does one), else NOT_HELD."""
        key = (game_id, version, seat)
        part = self._parts.get(key)
        if part is not None:
            return part
        t = self._held_at(game_id, version) if held_only else self.at(game_id, version)
        if t is None:
            return NOT_HELD if held_only else None
        if t.state is None or t.status != PLAYING:
            return None
        part = snapshot.seat_part(t, seat)
        with self._sizes_lock:  # (not `_lock`: a fold holds that over its database read)
            size = self._sizes.of(game_id, part)
        self._parts.put(key, part, size)
        return part

    def close(self) -> None:
        self.source.close()
