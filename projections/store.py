"""The read-side database: the projections' view tables plus the library's tracking table.

Each projection commits its view updates and its tracking record (eventsourcing's `Tracking`,
application name `rm.<projection>`) in one transaction, through the library's tracking
recorder (`SQLiteTrackingRecorder` / `PostgresTrackingRecorder`): exactly-once and resumable.
SQL is written once with `?` placeholders; `Cursor` adapts it to psycopg (`%s`). Rows are
read by column name (sqlite3.Row and psycopg's dict_row both allow it).
"""
from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence

from eventsourcing.persistence import Tracking
from eventsourcing.postgres import PostgresDatastore, PostgresTrackingRecorder
from eventsourcing.sqlite import (
    SQLiteConnectionPool,
    SQLiteDatastore,
    SQLiteTrackingRecorder,
)

from projections.config import Config

TRACKING_PREFIX = "rm."
PG_TRACKING_TABLE = "rm_tracking"


class Cursor:
    """A thin dialect adapter around the library's cursor."""

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
        if rows:
            self.raw.executemany(self._sql(sql), [list(r) for r in rows])

    def fetchone(self):
        return self.raw.fetchone()

    def fetchall(self) -> list:
        return list(self.raw.fetchall())


class _ViewsPool(SQLiteConnectionPool):
    """Connections to the read-side file with `synchronous=NORMAL`: in WAL mode a commit then
    survives a crashed process but not a power cut, and that is enough for views, because a
    view and its tracking record commit together and a lost batch is simply projected again
    from the event store (which keeps full durability). It saves an fsync per batch."""

    def _create_connection(self):
        conn = super()._create_connection()
        conn._sqlite_conn.execute("PRAGMA synchronous=NORMAL")
        return conn


class _SQLiteRecorder(SQLiteTrackingRecorder):
    def __init__(self, datastore, ddl: list[str]) -> None:
        self._ddl = ddl
        super().__init__(datastore)

    def construct_create_table_statements(self) -> list[str]:
        return super().construct_create_table_statements() + self._ddl


class _PostgresRecorder(PostgresTrackingRecorder):
    def __init__(self, datastore, ddl: list[str]) -> None:
        from psycopg.sql import SQL

        super().__init__(datastore, tracking_table_name=PG_TRACKING_TABLE)
        schema = datastore.schema
        self.sql_create_statements.extend(
            SQL(f'SET search_path TO "{schema}"; ' + statement) for statement in ddl)


class ViewStore:
    """Transactions on the read-side database, tracking positions, clearing for rebuilds."""

    def __init__(self, config: Config, projections: Sequence, recorder, dialect: str) -> None:
        self.config = config
        self.projections = list(projections)
        self.recorder = recorder
        self.dialect = dialect
        self._schema = config.postgres.view_schema if config.postgres else None

    @classmethod
    def open(cls, config: Config, projections: Sequence) -> ViewStore:
        dialect = config.backend
        ddl = [s for p in projections for s in p.ddl(dialect)]
        if config.postgres is None:
            config.views_path.parent.mkdir(parents=True, exist_ok=True)
            datastore = SQLiteDatastore(str(config.views_path), lock_timeout=30)
            datastore.pool = _ViewsPool(db_name=str(config.views_path), lock_timeout=30)
            recorder = _SQLiteRecorder(datastore, ddl)
        else:
            pg = config.postgres
            _ensure_schema(pg)
            datastore = PostgresDatastore(pg.dbname, pg.host, pg.port, pg.user, pg.password,
                                          schema=pg.view_schema, pool_size=4,
                                          max_overflow=8, connect_timeout=5)
            recorder = _PostgresRecorder(datastore, ddl)
        recorder.create_table()
        return cls(config, projections, recorder, dialect)

    @contextlib.contextmanager
    def transaction(self, *, commit: bool = True) -> Iterator[Cursor]:
        with self.recorder.datastore.transaction(commit=commit) as raw:
            if self._schema is not None:
                raw.execute(f'SET LOCAL search_path TO "{self._schema}"')
            yield Cursor(raw, self.dialect)

    def read(self):
        """A read-only transaction (a consistent snapshot for one query)."""
        return self.transaction(commit=False)

    def track(self, cur: Cursor, name: str, position: int) -> None:
        """Record, in the caller's transaction, that `name` processed up to `position`."""
        self.recorder._insert_tracking(cur.raw, Tracking(TRACKING_PREFIX + name, position))

    def position_of(self, name: str) -> int:
        return self.recorder.max_tracking_id(TRACKING_PREFIX + name) or 0

    def positions(self) -> dict[str, int]:
        return {p.name: self.position_of(p.name) for p in self.projections}

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

    def clear(self, projection) -> None:
        """Empty a projection's tables and forget its position (before a rebuild)."""
        table = "tracking" if self.dialect == "sqlite" else PG_TRACKING_TABLE
        with self.transaction() as cur:
            for t in projection.tables:
                cur.execute(f"DELETE FROM {t}")
            cur.execute(f"DELETE FROM {table} WHERE application_name = ?",
                        [TRACKING_PREFIX + projection.name])
        projection.reset()

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
        self.recorder.datastore.close()


def _ensure_schema(pg) -> None:
    import psycopg

    with psycopg.connect(pg.conninfo(), autocommit=True, connect_timeout=5) as conn:
        for schema in {pg.schema, pg.view_schema}:
            if schema != "public":
                conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
