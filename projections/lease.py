"""The projection lease: at most one runner advances the read models of one views store.

Runners in any number of processes may follow the log; the one holding the lease projects,
the others stand by and take over when it dies. The lease is bound to a session the operating
system or the database ends when its process dies, so a kill -9 frees it at once, without
timeouts:

* PostgreSQL: a session advisory lock held on the runner's own connection, and the runner's
  batches commit on that same connection, so no batch can commit after its lease is gone.
  A blocking acquirer (a rebuild) is visible in `pg_locks`; the holder notices it between
  batches and hands over (`waiters()`).
* SQLite: an exclusive `flock` on `<views file>.lease`, and batches on one connection
  opened with `BEGIN IMMEDIATE`. Without `fcntl` (Windows) the lease is always granted:
  one process per SQLite file there.

The lease only avoids wasted work; correctness does not rest on it: every batch reads its
projections' positions inside its transaction and advances them by compare-and-set
(projections.store), so even two runners without leases never apply an event twice.
"""
from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from projections.config import Config, channel, lock_key
from projections.store import BatchCursor, Cursor


class LeaseBusy(RuntimeError):
    """Another runner holds the lease (a rebuild that may not wait says so)."""



class Lease:
    """The runner's lease and the connection its batches commit on."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.held = False
        self.acquired_at = 0.0
        self.owner = f"{os.uname().nodename if hasattr(os, 'uname') else 'host'}:{os.getpid()}"

    # subclasses: try_acquire(), acquire(wait), release(), waiters(), transaction(), close()

    @staticmethod
    def for_config(config: Config) -> Lease:
        return PostgresLease(config) if config.postgres is not None else SQLiteLease(config)


class PostgresLease(Lease):
    def __init__(self, config: Config) -> None:
        super().__init__(config)
        pg = config.postgres
        self.name = channel(config.namespace, f"runner:{pg.view_schema}")
        self.key = lock_key(self.name)
        self._conn = None
        self._lock = threading.Lock()

    def _connection(self):
        if self._conn is None or self._conn.closed or self._conn.broken:
            import psycopg
            from psycopg.rows import dict_row

            self.held = False  # a new session holds nothing
            # keepalives: a peer that vanished without closing frees the lease in ~30 s
            self._conn = psycopg.connect(self.config.postgres.conninfo(), autocommit=True,
                                         row_factory=dict_row, connect_timeout=5,
                                         keepalives=1, keepalives_idle=10,
                                         keepalives_interval=5, keepalives_count=3,
                                         application_name="signoria-projections")
            # the views' schema for the session (it serves only this lease's transactions),
            # not SET LOCAL in each: a round trip less per batch
            self._conn.execute(f'SET search_path TO "{self.config.postgres.view_schema}"')
        return self._conn

    def try_acquire(self) -> bool:
        with self._lock:
            if self.held and self._alive():
                return True
            row = self._connection().execute("SELECT pg_try_advisory_lock(%s, %s) AS ok",
                                              list(self.key)).fetchone()
            self._granted(bool(row["ok"]))
            return self.held

    def acquire(self, wait: float) -> bool:
        """Wait up to `wait` seconds (queued: the holder hands over, standbys cannot jump in)."""
        if wait <= 0:
            return self.try_acquire()
        with self._lock:
            conn = self._connection()
            try:
                conn.execute(f"SET lock_timeout = '{int(wait * 1000)}ms'")
                conn.execute("SELECT pg_advisory_lock(%s, %s)", list(self.key))
                self._granted(True)
            except Exception as e:  # noqa: BLE001 - lock_timeout: not granted in time
                if "lock timeout" not in str(e).lower():
                    raise
                self._granted(False)
            finally:
                if not conn.broken:
                    conn.execute("SET lock_timeout = 0")
            return self.held

    def _granted(self, ok: bool) -> None:
        if ok and not self.held:
            self.acquired_at = time.monotonic()
        self.held = ok

    def _alive(self) -> bool:
        return self._conn is not None and not self._conn.closed and not self._conn.broken

    def release(self) -> None:
        with self._lock:
            if self.held and self._alive():
                with contextlib.suppress(Exception):
                    self._conn.execute("SELECT pg_advisory_unlock(%s, %s)", list(self.key))
            self.held = False

    def waiters(self) -> int:
        """How many sessions wait for this lease (a rebuild asking for a hand-over)."""
        with self._lock:
            row = self._connection().execute(
                "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' "
                "AND NOT granted AND classid = %s AND objid = %s AND objsubid = 2",
                list(self.key)).fetchone()
            return int(row["n"])

    def holder(self) -> str | None:
        """The holder's application name and pid, for messages."""
        row = self._connection().execute(
            "SELECT a.pid, a.client_addr::text AS addr FROM pg_locks l "
            "JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' "
            "AND l.granted AND l.classid = %s AND l.objid = %s AND l.objsubid = 2",
            list(self.key)).fetchone()
        return None if row is None else f"backend pid {row['pid']} from {row['addr'] or 'local'}"

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Cursor]:
        """A transaction on the lease's own session (ends with the lease if the session dies),
        its statements sent in few round trips (projections.store.BatchCursor)."""
        from psycopg import ClientCursor

        with self._lock:
            conn = self._connection()
            try:
                with ClientCursor(conn) as raw:
                    cur = BatchCursor(raw)
                    try:
                        yield cur
                        cur.commit()
                    except BaseException:
                        if cur.begun and not (conn.broken or conn.closed):
                            with contextlib.suppress(Exception):
                                conn.execute("ROLLBACK")
                        raise
            finally:
                if conn.broken or conn.closed:
                    self.held = False

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                with contextlib.suppress(Exception):
                    self._conn.close()
            self._conn = None
            self.held = False


class SQLiteLease(Lease):
    def __init__(self, config: Config) -> None:
        super().__init__(config)
        self.path = Path(str(config.views_path) + ".lease")
        self._file = None
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def try_acquire(self) -> bool:
        with self._lock:
            if self.held:
                return True
            try:
                import fcntl
            except ImportError:  # no flock: one process per SQLite file
                self.held = True
                self.acquired_at = time.monotonic()
                return True
            self.path.parent.mkdir(parents=True, exist_ok=True)
            f = open(self.path, "a+")  # noqa: SIM115 - held open as long as the lease
            try:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                f.close()
                return False
            f.seek(0)
            f.truncate()
            f.write(self.owner)
            f.flush()
            self._file = f
            self.held = True
            self.acquired_at = time.monotonic()
            return True

    def acquire(self, wait: float) -> bool:
        deadline = time.monotonic() + max(0.0, wait)
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)
        return True

    def release(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()  # closing the file drops the flock
                self._file = None
            self.held = False

    def waiters(self) -> int:
        return 0  # flock cannot tell; a rebuild waits for the holder to stop instead

    def holder(self) -> str | None:
        try:
            return self.path.read_text().strip() or None
        except OSError:
            return None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Cursor]:
        with self._lock:
            if self._conn is None:
                self._conn = sqlite3.connect(str(self.config.views_path), timeout=30,
                                             isolation_level=None, check_same_thread=False)
                self._conn.row_factory = sqlite3.Row
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")  # see projections.store
            raw = self._conn.cursor()
            raw.execute("BEGIN IMMEDIATE")
            try:
                yield Cursor(raw, "sqlite")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def close(self) -> None:
        self.release()
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
