"""A faster SQLite application recorder (same table, same guarantees as the library's).

The library takes a pooled connection through a reader/writer lock and three nested context
managers for every save; on SQLite, where a commit costs about 0.15 ms, that bookkeeping was a
large share of a command. This recorder keeps one dedicated writer connection (SQLite has one
writer at a time anyway) behind a lock and saves with `BEGIN IMMEDIATE` (the write lock up
front, so competing processes wait in SQLite's busy handler instead of failing an upgrade),
one INSERT per stored event and COMMIT. A duplicate (originator_id, originator_version) still
raises the library's IntegrityError and stores nothing. Reads still use the library's pool.

A save may carry the game's snapshot (`snapshot=`): it goes into the snapshots table in the
same transaction, so it costs no commit of its own (a commit is most of a save's cost), and an
existing snapshot of that version is kept (INSERT OR IGNORE), so it can never fail the save;
the game's older snapshots are deleted (only the newest is read).

A save may carry the game's duties (`duties=`, infra.duty.ledger.DutyWrite): their rows (table
`duties`, in this file) are replaced in the same transaction.

`wait=False` (a command run on the API's event loop, infra.game_service.service) never waits:
when this process's writer is busy, or another process holds the file's write lock, it raises
`WouldWait` and stores nothing; the caller then saves from a thread, where waiting is harmless.
Nor does it wait for the disk: the commit is made durable by a shared fsync the caller awaits
(`flushed`) before it answers (group commit, projections.wal_sync); a save that waits
returns once its commit is on disk.
"""
from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from typing import Any
from uuid import UUID

from eventsourcing.persistence import IntegrityError, OperationalError, StoredEvent
from eventsourcing.sqlite import SQLITE3_DEFAULT_LOCK_TIMEOUT, SQLiteApplicationRecorder

from infra.duty import ledger as duty_sql
from infra.game_service.errors import WouldWait
from projections import wal_sync


class FastInsertSQLiteRecorder(SQLiteApplicationRecorder):
    def __init__(self, datastore, events_table_name: str = "stored_events") -> None:
        super().__init__(datastore, events_table_name)
        self._writer: sqlite3.Connection | None = None
        self._cursor: sqlite3.Cursor | None = None  # reused: a cursor per statement costs
        self._writer_lock = threading.Lock()
        self.snapshots_table: str | None = None  # set by the service: snapshots go with saves
        self.wal: wal_sync.WalSync | None = None  # group commit (projections.wal_sync)

    def _connection(self) -> sqlite3.Connection:
        if self._writer is None:
            pool = self.datastore.pool
            timeout = pool.lock_timeout or SQLITE3_DEFAULT_LOCK_TIMEOUT
            self._timeout_ms = int(timeout * 1000)
            self._writer = sqlite3.connect(
                pool.db_name, uri=True, check_same_thread=False, isolation_level=None,
                timeout=timeout)
            self._cursor = self._writer.cursor()
            path = self._writer.execute("PRAGMA database_list").fetchone()[2]
            if path:  # (an in-memory database has no file to sync)
                # commits write the WAL; WalSync syncs it before anyone is answered
                self._writer.execute("PRAGMA synchronous=NORMAL")
                self.wal = wal_sync.for_path(path)
        return self._writer

    async def flushed(self) -> None:
        """Every commit of this process on disk (a save made with `wait=False` returns before
        its fsync: its caller awaits this before answering)."""
        if self.wal is not None:
            await self.wal.flushed()

    def insert_events(self, stored_events: Sequence[StoredEvent], *,
                      snapshot: StoredEvent | None = None, duties=None, wait: bool = True,
                      **kwargs: Any):
        if not stored_events:
            return []
        rows = [_row(e) for e in stored_events]
        if not self._writer_lock.acquire(blocking=wait):
            raise WouldWait("this process's writer is busy")
        try:
            conn = self._connection()
            c, insert, ids = self._cursor, self.insert_events_statement, []
            try:
                if not wait:  # another process's write lock: busy at once, not after a wait
                    c.execute("PRAGMA busy_timeout = 0")
                    try:
                        c.execute("BEGIN IMMEDIATE")
                    except sqlite3.OperationalError as e:
                        if e.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY:  # (extended codes)
                            raise WouldWait("the file's write lock is held") from e
                        raise
                    finally:
                        c.execute(f"PRAGMA busy_timeout = {self._timeout_ms}")
                else:
                    c.execute("BEGIN IMMEDIATE")
                for row in rows:
                    c.execute(insert, row)
                    ids.append(c.lastrowid)
                if snapshot is not None and self.snapshots_table:
                    row = _row(snapshot)
                    c.execute(f"INSERT OR IGNORE INTO {self.snapshots_table} VALUES (?,?,?,?)",
                              row)
                    c.execute(f"DELETE FROM {self.snapshots_table} WHERE originator_id = ? "
                              "AND originator_version < ?", row[:2])
                if duties is not None:
                    duty_sql.sqlite_write(c, duties)
                c.execute("COMMIT")
            except sqlite3.Error as e:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                if isinstance(e, sqlite3.IntegrityError):
                    raise IntegrityError(e) from e
                raise OperationalError(e) from e
            wal = self.wal
            if wal is not None:
                wal.committed(ids[-1])
        finally:
            self._writer_lock.release()
        if wait and wal is not None:
            wal.sync(ids[-1])  # on disk before the save returns (later ones may share it)
        return ids

    def close(self) -> None:
        with self._writer_lock:
            if self._writer is not None:
                self._writer.close()
                self._writer = self._cursor = None


def _row(e: StoredEvent) -> tuple:
    return (e.originator_id.hex if isinstance(e.originator_id, UUID) else e.originator_id,
            e.originator_version, e.topic, e.state)
