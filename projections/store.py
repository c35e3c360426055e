"""The read-side database: the projections' view tables plus their tracking table.

A projection's position is its row in the tracking table (`tracking` on SQLite, `rm_tracking`
on PostgreSQL: application name `rm.<projection>`, the last notification id processed; the
columns of eventsourcing's single-row tracking table, so existing stores keep their
positions). A batch reads its projections' positions inside its own transaction
(`lock_positions`: the rows are locked on PostgreSQL, the whole file on SQLite) and moves them
by compare-and-set (`advance`), in the same transaction as its view changes: exactly once
whoever runs it. The view tables' unique keys make any second application fail loudly.

Queries read through a pool (`read()`); the runner writes on its lease's own connection
(projections.lease). SQL is written once with `?` placeholders; `Cursor` adapts it to psycopg
(`%s`). Rows are read by column name (sqlite3.Row and psycopg's dict_row both allow it).

DDL (`create_tables`) runs on PostgreSQL under the schema's DDL advisory lock, so processes
starting together never race on the catalog; `signoria migrate` uses the same lock.
"""
from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator, Sequence

from eventsourcing.postgres import PostgresDatastore
from eventsourcing.sqlite import SQLiteConnectionPool, SQLiteDatastore

from projections.config import SQLITE_EVENTS_TABLE, Config, channel, lock_key

TRACKING_PREFIX = "rm."
VERSIONS_TABLE = "rm_versions"  # projection name -> the `version` its tables were built by
PRESENCE_TABLE = "rm_presence"  # API processes' live connections per game (api.presence)
PG_TRACKING_TABLE = "rm_tracking"
SQLITE_TRACKING_TABLE = "tracking"
EVENTS_ALIAS = "ev"  # the event store's file, attached to every SQLite read connection


class PositionMoved(RuntimeError):
    """A projection's position is not where this runner left it: another runner advanced it
    (or a rebuild reset it). Nothing of the batch is stored."""


class Cursor:
    """A thin dialect adapter around a DB-API cursor."""

    __slots__ = ("raw", "dialect")

    def __init__(self, raw, dialect: str) -> None:
        self.raw = raw
        self.dialect = dialect

    def _sql(self, sql: str) -> str:
        return sql.replace("?", "%s") if self.dialect == "postgres" else sql

    def execute(self, sql: str, params: Sequence = ()) -> Cursor:
        self.raw.execute(self._sql(sql), list(params))
        return self

    def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        if len(rows) == 1:  # psycopg's executemany enters pipeline mode: 20-30 us more a call
            self.raw.execute(self._sql(sql), list(rows[0]))
        elif rows:
            self.raw.executemany(self._sql(sql), [list(r) for r in rows])

    def fetchone(self):
        return self.raw.fetchone()

    def fetchall(self) -> list:
        return list(self.raw.fetchall())

    @property
    def rowcount(self) -> int:
        return self.raw.rowcount

    def defer(self, sql: str, params: Sequence = ()) -> None:
        """A statement whose result nobody reads (a NOTIFY): here, run at once."""
        self.execute(sql, params)


_WRITES = ("INSERT", "UPDATE", "DELETE")


class BatchCursor(Cursor):
    """PostgreSQL: a projection batch's transaction in few round trips (on the lease's session,
    projections.lease). Each statement was a round trip (about 0.05 ms of the process's CPU and
    a wake-up of PostgreSQL's backend); a batch of one move made about ten. Here statements
    whose results nobody reads (writes without RETURNING, `defer`) wait, bound client-side, and
    go with the next statement that must run now: a read (its result is the last), `rowcount`
    (the last statement's count: the positions' compare-and-set), or COMMIT. BEGIN goes with the
    first. A batch of one move: BEGIN and the positions' read; the view writes and the
    positions' update; the change signal and COMMIT. A failing statement stops the rest and the
    transaction is rolled back, as before: the batch fails, whichever statement it was."""

    __slots__ = ("pending", "begun")

    def __init__(self, raw) -> None:
        super().__init__(raw, "postgres")
        self.pending: list[str] = ["BEGIN"]
        self.begun = False

    def _bound(self, sql: str, params: Sequence) -> str:
        return self.raw.mogrify(self._sql(sql), list(params))

    def execute(self, sql: str, params: Sequence = ()) -> Cursor:
        head = sql.lstrip()[:6].upper()
        if head in _WRITES and "RETURNING" not in sql.upper():
            self.pending.append(self._bound(sql, params))
        else:
            self._send(self._bound(sql, params))
        return self

    def executemany(self, sql: str, rows: Sequence[Sequence]) -> None:
        for row in rows:
            self.execute(sql, row)

    def defer(self, sql: str, params: Sequence = ()) -> None:
        self.pending.append(self._bound(sql, params))

    def _send(self, last: str | None = None) -> None:
        statements = self.pending if last is None else [*self.pending, last]
        self.pending = []
        if not statements:
            return
        if statements[0] == "BEGIN":
            self.begun = True
        self.raw.execute("; ".join(statements))
        while self.raw.nextset():  # to the last statement's result
            pass

    @property
    def rowcount(self) -> int:
        self._send()
        return self.raw.rowcount

    def commit(self) -> None:
        if self.begun or len(self.pending) > 1:  # (nothing but BEGIN: nothing to commit)
            self._send("COMMIT")
        self.pending = []


def ddl_lock_name(config: Config) -> str:
    """The advisory lock every DDL statement of this deployment runs under."""
    return channel(config.namespace, "ddl")


class _ViewsPool(SQLiteConnectionPool):
    """Connections to the read-side file with `synchronous=NORMAL`: in WAL mode a commit then
    survives a crashed process but not a power cut, and that is enough for views, because a
    view and its tracking record commit together and a lost batch is simply projected again
    from the event store (which keeps full durability). It saves an fsync per batch.
    The event store's file is attached read-only in spirit (queries read event data from it:
    the game log keeps only an index)."""

    events_path: str | None = None

    def _create_connection(self):
        conn = super()._create_connection()
        raw = conn._sqlite_conn
        raw.execute("PRAGMA synchronous=NORMAL")
        if self.events_path:
            raw.execute(f"ATTACH DATABASE ? AS {EVENTS_ALIAS}", [self.events_path])
        return conn


class ViewStore:
    """Reads of the read-side database, tracking positions, DDL, clearing for rebuilds."""

    def __init__(self, config: Config, projections: Sequence, datastore, dialect: str) -> None:
        from projections.base import bound_followers

        self.config = config
        self.projections = list(projections)
        for p in self.projections:  # named and bounded like a runner's (they stay empty)
            bound_followers(p, config.cache_bytes)
        self.datastore = datastore
        self.dialect = dialect
        self._schema = config.postgres.view_schema if config.postgres else None
        self.tracking_table = PG_TRACKING_TABLE if dialect == "postgres" \
            else SQLITE_TRACKING_TABLE
        self._here = threading.local()  # read_now's connections
        self._here_conns: list = []
        self._here_lock = threading.Lock()

    @classmethod
    def open(cls, config: Config, projections: Sequence, *, create: bool = True) -> ViewStore:
        """The views of `config`; `create` makes missing tables first (under the DDL lock)."""
        if config.postgres is None:
            config.views_path.parent.mkdir(parents=True, exist_ok=True)
            datastore = SQLiteDatastore(str(config.views_path), lock_timeout=30)
            pool = _ViewsPool(db_name=str(config.views_path), lock_timeout=30)
            pool.events_path = str(config.events_path) if config.events_path else None
            datastore.pool = pool
        else:
            pg = config.postgres
            datastore = PostgresDatastore(pg.dbname, pg.host, pg.port, pg.user, pg.password,
                                          schema=pg.view_schema, pool_size=4,
                                          max_overflow=8, connect_timeout=5)
        store = cls(config, projections, datastore, config.backend)
        if create:
            store.create_tables()
        return store

    # -- DDL --------------------------------------------------------------------------------------

    def ddl(self) -> list[str]:
        """Every statement creating the read side (tracking table and every view table)."""
        table = self.tracking_table
        statements = [f"CREATE TABLE IF NOT EXISTS {table} (application_name TEXT, "
                      f"notification_id BIGINT, PRIMARY KEY (application_name))",
                      f"CREATE TABLE IF NOT EXISTS {VERSIONS_TABLE} (name TEXT PRIMARY KEY, "
                      "version INTEGER NOT NULL)",
                      f"CREATE TABLE IF NOT EXISTS {PRESENCE_TABLE} (process TEXT, game_id TEXT, "
                      f"seat INTEGER, connections INTEGER, seen "
                      f"{'DOUBLE PRECISION' if self.dialect == 'postgres' else 'REAL'}, "
                      "PRIMARY KEY (process, game_id, seat))",
                      f"CREATE INDEX IF NOT EXISTS {PRESENCE_TABLE}_game ON {PRESENCE_TABLE} "
                      "(game_id)"]
        return statements + [s for p in self.projections for s in p.ddl(self.dialect)]

    def tables(self) -> list[str]:
        return [self.tracking_table, VERSIONS_TABLE, PRESENCE_TABLE] + [
            t for p in self.projections for t in p.tables]

    def stale(self) -> list:
        """The projections whose tables were built by another `version` of them (or by a
        version of the code that did not record it): they must be re-projected."""
        try:
            with self.read() as cur:
                rows = cur.execute(f"SELECT name, version FROM {VERSIONS_TABLE}").fetchall()
        except Exception as e:  # noqa: BLE001 - no versions table yet: every one is stale
            if "no such table" in str(e) or "does not exist" in str(e):
                return list(self.projections)
            raise
        built = {r["name"]: int(r["version"]) for r in rows}
        return [p for p in self.projections if built.get(p.name) != p.version]

    def rebuild_statements(self, projection) -> list[str]:
        """Drop a projection's tables, create them anew at its version and reset its position
        (its runner re-projects it from the event store)."""
        name = projection.name.replace("'", "")
        return [*(f"DROP TABLE IF EXISTS {t}" for t in projection.tables),
                *projection.ddl(self.dialect),
                f"DELETE FROM {self.tracking_table} WHERE application_name = "
                f"'{TRACKING_PREFIX}{name}'",
                f"DELETE FROM {VERSIONS_TABLE} WHERE name = '{name}'",
                f"INSERT INTO {VERSIONS_TABLE} (name, version) VALUES ('{name}', "
                f"{int(projection.version)})"]

    def missing_tables(self) -> list[str]:
        want = self.tables()
        with self.read() as cur:
            if self.dialect == "postgres":
                rows = cur.execute("SELECT table_name AS name FROM information_schema.tables "
                                   "WHERE table_schema = ?", [self._schema]).fetchall()
            else:
                rows = cur.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                                   ).fetchall()
        have = {r["name"] for r in rows}
        return [t for t in want if t not in have]

    def create_tables(self) -> bool:
        """Create what is missing (idempotent, safe when processes start together); True if
        anything had to be created."""
        if self.dialect == "postgres":
            missing = self.missing_tables()
            if not missing:
                return False
            with self.datastore.transaction(commit=True) as raw:
                raw.execute("SELECT pg_advisory_xact_lock(%s, %s)",
                            list(lock_key(ddl_lock_name(self.config))))
                raw.execute(f'CREATE SCHEMA IF NOT EXISTS "{self._schema}"')
                raw.execute(f'SET LOCAL search_path TO "{self._schema}"')
                for statement in self.ddl() + self._fresh_versions(missing):
                    raw.execute(statement)
            return True
        missing = self.missing_tables()
        with self.datastore.transaction(commit=True) as raw:
            for statement in self.ddl() + self._fresh_versions(missing):
                raw.execute(statement)
        return bool(missing)

    def _fresh_versions(self, missing: list[str]) -> list[str]:
        """Version rows for the projections created from nothing now (built by this code);
        tables that existed without a version row are left for `signoria migrate`."""
        return [f"INSERT INTO {VERSIONS_TABLE} (name, version) VALUES "
                f"('{p.name}', {int(p.version)}) ON CONFLICT DO NOTHING"
                for p in self.projections if p.tables and set(p.tables) <= set(missing)]

    # -- reading ----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def transaction(self, *, commit: bool = True) -> Iterator[Cursor]:
        with self.datastore.transaction(commit=commit) as raw:
            if self._schema is not None:
                raw.execute(f'SET LOCAL search_path TO "{self._schema}"')
            yield Cursor(raw, self.dialect)

    def read(self):
        """A read-only transaction (a consistent snapshot for one query)."""
        return self.transaction(commit=False)

    def read_now(self, sql: str, params: Sequence = ()) -> list | None:
        """One statement's rows (a consistent snapshot by itself), read on the calling thread
        without waiting for anything, or None when that cannot be: PostgreSQL (a round trip),
        or a SQLite file busy this instant. For the event loop's few small reads: a read in a
        worker thread cost the loop more CPU for the hand-over and back (0.19 ms on this 2-core
        machine) than the read itself (under 0.05 ms on its own connection, 0.29 through the
        pool's transaction in the worker). A connection per calling thread, on the read-side
        file alone (no attached event store), never waiting on a lock (timeout 0)."""
        if self.dialect != "sqlite":
            return None
        local = self._here
        conn = getattr(local, "conn", None)
        try:
            if conn is None:
                conn = sqlite3.connect(str(self.config.views_path), timeout=0,
                                       isolation_level=None, check_same_thread=False)
                conn.row_factory = sqlite3.Row
                local.conn = conn
                with self._here_lock:
                    self._here_conns.append(conn)
            return conn.execute(sql, params).fetchall()
        except sqlite3.Error:  # busy or locked (or closed): the caller reads as ever, and the
            return None  # pool's read reports whatever is really wrong

    def events_table(self) -> str:
        """The event store's table as seen from a read transaction of this store."""
        if self.dialect == "postgres":
            from projections.config import POSTGRES_EVENTS_TABLE

            return f'"{self.config.postgres.schema}"."{POSTGRES_EVENTS_TABLE}"'
        return f"{EVENTS_ALIAS}.{SQLITE_EVENTS_TABLE}"

    def position_of(self, name: str) -> int:
        return self.positions([name]).get(name, 0)

    def positions(self, names: Sequence[str] | None = None) -> dict[str, int]:
        names = [p.name for p in self.projections] if names is None else list(names)
        with self.read() as cur:
            found = _select_positions(cur, self.tracking_table, names, lock=False)
        return {n: found.get(n, 0) for n in names}

    def min_position(self) -> int:
        return min(self.positions().values(), default=0)

    def status(self, head: int | None = None) -> list[dict]:
        if head is None:
            from projections.source import EventSource

            source = EventSource(self.config)
            try:
                head = source.max_position()
            finally:
                source.close()
        return [{"name": name, "position": pos, "lag": max(0, head - pos)}
                for name, pos in self.positions().items()]

    # -- a batch's transaction (the runner's lease connection) -----------------------------------

    def lock_positions(self, cur: Cursor, names: Sequence[str]) -> dict[str, int]:
        """The positions as committed, read in the batch's transaction; the rows stay locked
        until it ends (PostgreSQL; SQLite's IMMEDIATE transaction holds the whole file).
        Missing rows (a new projection) are made first; a batch finds them all, so that costs
        a statement only then (on PostgreSQL each statement is a round trip)."""
        found = _select_positions(cur, self.tracking_table, names, lock=True)
        missing = [n for n in names if n not in found]
        if missing:
            cur.executemany(f"INSERT INTO {self.tracking_table} (application_name, "
                            "notification_id) VALUES (?, 0) ON CONFLICT (application_name) "
                            "DO NOTHING", [(TRACKING_PREFIX + n,) for n in missing])
            found = _select_positions(cur, self.tracking_table, names, lock=True)
        return {n: found.get(n, 0) for n in names}

    def advance(self, cur: Cursor, names: Sequence[str], old: int, new: int) -> None:
        """Move the projections `names`, all at `old`, to `new` in the caller's transaction
        (one statement for all: a batch usually moves every projection alike), or raise
        PositionMoved."""
        marks = ", ".join("?" * len(names))
        cur.execute(f"UPDATE {self.tracking_table} SET notification_id = ? "
                    f"WHERE application_name IN ({marks}) AND notification_id = ?",
                    [new, *(TRACKING_PREFIX + n for n in names), old])
        if cur.rowcount != len(names):
            raise PositionMoved(f"projections {', '.join(names)} are no longer at {old}")

    def clear(self, cur: Cursor, projection) -> None:
        """Empty a projection's tables and reset its position (a rebuild, holding the lease)."""
        for t in projection.tables:
            cur.execute(f"DELETE FROM {t}")
        cur.execute(f"UPDATE {self.tracking_table} SET notification_id = 0 "
                    "WHERE application_name = ?", [TRACKING_PREFIX + projection.name])
        projection.reset()

    # -- tests and tools --------------------------------------------------------------------------

    def dump(self, projection) -> dict[str, list]:
        """Every row of a projection's tables, sorted (for live-vs-rebuild comparisons)."""
        out = {}
        with self.read() as cur:
            for t in projection.tables:
                rows = cur.execute(f"SELECT * FROM {t}").fetchall()
                out[t] = sorted((tuple(r) if self.dialect == "sqlite" else tuple(r.values())
                                 for r in rows), key=repr)
        return out

    def close(self) -> None:
        with self._here_lock:
            conns, self._here_conns = self._here_conns, []
        for conn in conns:
            conn.close()
        self.datastore.close()


def _select_positions(cur: Cursor, table: str, names: Sequence[str], *, lock: bool) -> dict:
    if not names:
        return {}
    marks = ", ".join("?" * len(names))
    # in name order: two transactions locking rows always lock them in the same order
    sql = (f"SELECT application_name, notification_id FROM {table} "
           f"WHERE application_name IN ({marks}) ORDER BY application_name")
    if lock and cur.dialect == "postgres":
        sql += " FOR UPDATE"
    rows = cur.execute(sql, [TRACKING_PREFIX + n for n in names]).fetchall()
    return {r["application_name"][len(TRACKING_PREFIX):]: int(r["notification_id"] or 0)
            for r in rows}
