"""Group commit for the SQLite event store: commits without an fsync each, one fsync of the
write-ahead log for every commit made before it, and no answer before it. (Its writer is
infra.storage.sqlite_recorder; it lives here because the projections sync what they read too.)

With `synchronous=FULL` every commit fsyncs the WAL: about 0.15-0.2 ms of kernel CPU and about
1 ms of wall time a move on this machine kind, and on the event loop for a move run there
(api.context), so at 1,000 moves/s the loop spent most of its time waiting for the disk. The
writer connection commits with `synchronous=NORMAL` (the WAL is written, not synced: a commit
survives the process, not yet a power cut), and a command is answered only once an fsync of
the WAL that began after its commit has returned: as durable as before when acknowledged.
Commits made while an fsync runs share the next one.

Positions (notification ids) are appended to the WAL in order, and an fsync covers every frame
written before it began, whichever process wrote it: so one number says what is on disk, the
highest position an fsync has covered (`durable`).

- A thread's save (`sync`): fsyncs at once unless one since its commit already did.
- A move on the event loop (`flushed`): lets the loop run what is ready first (other requests
  reach their commits), then fsyncs on the loop, once for all of them.
- The projections (projections.runner) `sync` what a batch read before they commit it: the read
  side never holds an event a power cut could take from the event store (its positions would
  then be reused by new events, which the read side would skip).
"""
from __future__ import annotations

import asyncio
import os
import threading
import weakref

# one per file, while a recorder or a runner of this process uses it
_BY_PATH: weakref.WeakValueDictionary[str, WalSync] = weakref.WeakValueDictionary()
_BY_PATH_LOCK = threading.Lock()
# turns of the event loop a move awaiting its fsync lets run first (while commits keep coming):
# bounded, so a move is never kept waiting by a stream of others
GATHER = 4


def for_path(path) -> WalSync:
    """This process's WalSync of the SQLite database at `path`."""
    key = os.path.realpath(str(path))
    with _BY_PATH_LOCK:
        sync = _BY_PATH.get(key)
        if sync is None:
            sync = _BY_PATH[key] = WalSync(key)
        return sync


class WalSync:
    def __init__(self, path: str) -> None:
        self._wal_path = path + "-wal"
        self._ino: int | None = None  # the WAL file last synced (a new one: its name too)
        self.last = 0  # the highest position this process committed
        self.durable = 0  # every position up to here is on disk
        self._lock = threading.Lock()  # one fsync at a time

    def committed(self, position: int) -> None:
        """This process committed up to `position` (called under the writer's lock)."""
        if position > self.last:
            self.last = position

    def sync(self, upto: int | None = None) -> None:
        """Return once position `upto` (default: this process's last commit) is on disk."""
        upto = self.last if upto is None else upto
        if self.durable < upto:
            self._fsync(max(upto, self.last))

    async def flushed(self) -> None:
        """Return once every commit this process made so far is on disk. The fsync is made
        here, on the event loop, as a commit's own fsync was: handing it to a thread cost a
        lone move more than the fsync (a wake-up, a GIL exchange, a future). Before it, the
        loop runs what is ready (up to GATHER turns, while commits keep coming): requests
        already received reach their commits and share this fsync; whoever syncs last covers
        the others, who find their commits on disk when they resume."""
        target = self.last
        seen = -1
        for _ in range(GATHER):
            if self.durable >= target:
                return
            if seen == self.last:
                break  # a turn brought no commit: sync now
            seen = self.last
            await asyncio.sleep(0)
        if self.durable < target:
            self._fsync(self.last)

    def _fsync(self, upto: int) -> None:
        """fsync the WAL; then every position up to `upto` (all written before) is on disk."""
        with self._lock:
            if self.durable >= upto:
                return  # another fsync began after it
            try:  # opened for each fsync: no descriptor outlives it
                fd = os.open(self._wal_path, os.O_RDONLY)
            except FileNotFoundError:
                fd = None  # no WAL: every commit is checkpointed into the (synced) database
            if fd is not None:
                try:
                    os.fdatasync(fd)  # as SQLite syncs: data and size, not times
                    ino = os.fstat(fd).st_ino
                finally:
                    os.close(fd)
                if ino != self._ino:  # a new WAL file: its name must survive a power cut too
                    directory = os.open(os.path.dirname(self._wal_path) or ".", os.O_RDONLY)
                    try:
                        os.fsync(directory)
                    finally:
                        os.close(directory)
                    self._ino = ino
            self.durable = upto
