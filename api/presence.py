"""Presence: which seats of a game have a live connection and how many spectators watch, from
the WebSocket connections that follow the game (gameUpdated, gameEvents subscriptions).

Each API process counts its own connections per (game, seat) (a connection with several
subscriptions to one game counts once) and keeps them in the read side's `rm_presence` table
(process, game_id, seat, connections, seen): one upsert per (process, game, seat) when a count
changes (0 included: never delete-then-insert), the process's writes of one game serialised
(each writes the counts as they are when it runs, so the last write is the newest); `seen`
renewed every heartbeat (SIGNORIA_PRESENCE_HEARTBEAT seconds), rows at 0 swept then, all rows
removed on a clean shutdown; a process that died stops counting once its rows are older than
three heartbeats. Every process reads the same table, so presence is the
same whichever process a client asks. A change wakes the game's subscribers everywhere (the
read side's change signal with position 0: "nothing new in the game's stream"), and
gameUpdated sends the game again with its new presence.
"""
from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections import defaultdict

from projections import repeats
from projections.store import PRESENCE_TABLE as TABLE

log = logging.getLogger(__name__)
HEARTBEAT = 10.0  # default seconds between heartbeats; a row is stale after three
SPECTATOR = -1
LOCKS = 64  # stripes: one game's writes in this process never overlap


class Presence:
    def __init__(self, read, heartbeat: float = HEARTBEAT) -> None:
        self.read = read
        self.heartbeat = heartbeat
        self.stale = 3 * heartbeat
        self._writing = [threading.Lock() for _ in range(LOCKS)]
        self._seats_written: dict[str, set[int]] = {}  # game -> seats with a row of ours
        self.process = f"{socket.gethostname()}:{os.getpid()}:{id(self):x}"
        # game -> seat (-1: spectator) -> connection id -> its subscriptions to the game
        self._local: dict[str, dict[int, dict]] = defaultdict(lambda: defaultdict(dict))
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._beat: threading.Thread | None = None

    # -- this process's connections ----------------------------------------------------------

    def arrive(self, game_id: str, seat: int | None, connection: int) -> bool:
        """A connection follows the game; True when the game's counts changed."""
        key = SPECTATOR if seat is None else seat
        with self._lock:
            seen = self._local[game_id][key]
            new = connection not in seen
            seen[connection] = seen.get(connection, 0) + 1
        self._start()
        return new

    def depart(self, game_id: str, seat: int | None, connection: int) -> bool:
        """Called once per arrive (a connection's subscriptions each arrive and depart; the
        connection counts while any of them runs); True when the game's counts changed."""
        key = SPECTATOR if seat is None else seat
        with self._lock:
            seats = self._local.get(game_id)
            if seats is None or connection not in seats.get(key, {}):
                return False
            refs = seats[key]
            refs[connection] -= 1
            if refs[connection] > 0:
                return False
            del refs[connection]
            if not refs:
                del seats[key]
            if not seats:
                del self._local[game_id]
            return True

    def counts(self, game_id: str) -> dict[int, int]:
        with self._lock:
            return {k: len(v) for k, v in self._local.get(game_id, {}).items()}

    # -- the shared table --------------------------------------------------------------------

    def write(self, game_id: str) -> None:
        """Store this process's counts for the game (as they are now) and signal the change."""
        store = self.read.store
        with self._writing[hash(game_id) % LOCKS]:
            counts = self.counts(game_id)
            written = self._seats_written.setdefault(game_id, set())
            rows = [(self.process, game_id, seat, counts.get(seat, 0), time.time())
                    for seat in sorted(written | set(counts))]
            with store.transaction() as cur:
                if rows:
                    cur.executemany(
                        f"INSERT INTO {TABLE} (process, game_id, seat, connections, seen) "
                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (process, game_id, seat) DO UPDATE "
                        "SET connections = excluded.connections, seen = excluded.seen", rows)
                if store.dialect == "postgres":  # delivered on commit, to every process
                    cur.execute("SELECT pg_notify(?, ?)",
                                [self.read.config.changes_channel, f"0;{game_id}:0"])
            written |= set(counts)
            if not counts:  # our rows of the game are at 0; the heartbeat sweeps them
                del self._seats_written[game_id]
        if store.dialect != "postgres":
            self.read.changes.deliver(game_id, 0)

    def of(self, game_id: str) -> dict:
        """{"seats": [seats with a live connection], "spectators": n} across processes."""
        with self.read.store.read() as cur:
            rows = cur.execute(f"SELECT seat, SUM(connections) AS n FROM {TABLE} WHERE "
                               "game_id = ? AND seen > ? GROUP BY seat",
                               [game_id, time.time() - self.stale]).fetchall()
        n = {int(r["seat"]): int(r["n"] or 0) for r in rows}
        return {"seats": sorted(s for s, c in n.items() if s != SPECTATOR and c > 0),
                "spectators": n.get(SPECTATOR, 0)}

    # -- heartbeat and shutdown --------------------------------------------------------------

    def _start(self) -> None:
        with self._lock:
            if self._beat is not None:
                return
            self._beat = threading.Thread(target=self._heartbeat, name="signoria-presence",
                                          daemon=True)
            self._beat.start()

    def _heartbeat(self) -> None:
        while not self._stop.wait(self.heartbeat):
            try:
                with self.read.store.transaction() as cur:
                    cur.execute(f"UPDATE {TABLE} SET seen = ? WHERE process = ?",
                                [time.time(), self.process])
                    # our rows at 0 (one statement: a row a write raised again stays), and
                    # rows of processes that died: gone for good after a while
                    cur.execute(f"DELETE FROM {TABLE} WHERE (process = ? AND connections = 0) "
                                "OR seen < ?", [self.process, time.time() - 10 * self.stale])
            except Exception as e:  # noqa: BLE001 - try again at the next beat
                repeats.report("presence heartbeat failed", e)

    def close(self) -> None:
        self._stop.set()
        try:
            with self.read.store.transaction() as cur:
                cur.execute(f"DELETE FROM {TABLE} WHERE process = ?", [self.process])
        except Exception as e:  # noqa: BLE001 - the rows go stale by themselves
            repeats.report("presence cleanup failed", e)
