"""`signoria migrate`: create and upgrade every table, once, whoever asks.

The schema version lives in `signoria_schema` (PostgreSQL: the event store's schema; SQLite:
the events file): one row per migration applied. Migrations run under a lock, so processes
started together never race on the catalog (PostgreSQL: a session advisory lock named for the
deployment, the same one every read-side DDL statement takes; SQLite: `flock` on
`<events file>.migrate.lock`); every step is idempotent, so a step interrupted by a crash is
simply run again.

    migrate(settings) -> [applied (version, description)]      the CLI, or auto at start
    ensure(settings)  checks once per process: current -> nothing; pending -> migrate (or,
                      with SIGNORIA_AUTO_MIGRATE=0, SchemaError); newer than this code -> SchemaError
    current_version(settings) / LATEST

Steps:
 1. event store, snapshots (the library's DDL), read side (projections' DDL and tracking),
    duties table;
 2. the game log becomes an index of the event store: an `rm_log` that still holds event data
    is dropped with `rm_log_games` and re-projected from the event store;
 3. duties back-filled from the games stored before the duties table existed;
 4. read models: each projection whose `version` differs from the one its tables were built
    by (table `rm_versions`) is dropped and re-projected from the event store, and the tables
    of read models this code no longer has are dropped. This one also runs at the end of
    every `migrate` (and `ensure` notices a changed version): a read-model change needs no
    migration step of its own, only a bumped `version`;
 5. read-side tables added since (the API's presence table).
"""
from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from infra.duty import ledger as duties
from infra.settings import Settings

log = logging.getLogger(__name__)

VERSION_TABLE = "signoria_schema"
LOCK_WAIT_S = 300


class SchemaError(RuntimeError):
    """The database's schema is not the one this code runs on (pending or newer)."""


@dataclass(frozen=True)
class Step:
    version: int
    description: str
    run: Callable  # (Migrator) -> None


class Migrator:
    """One migration session: the lock, the version table, the steps' helpers."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.postgres = settings.postgres is not None
        self._conn = None
        self._lockfile = None

    # -- the lock and the version table ------------------------------------------------------

    @contextlib.contextmanager
    def locked(self):
        if self.postgres:
            import psycopg
            from psycopg.rows import dict_row

            from projections.config import Config, lock_key
            from projections.store import ddl_lock_name

            key = lock_key(ddl_lock_name(Config.from_settings(self.settings)))
            with psycopg.connect(self.settings.postgres.conninfo(), autocommit=True,
                                 row_factory=dict_row, connect_timeout=5,
                                 application_name="signoria-migrate") as conn:
                conn.execute(f"SET lock_timeout = '{LOCK_WAIT_S}s'")
                conn.execute("SELECT pg_advisory_lock(%s, %s)", list(key))
                self._conn = conn
                try:
                    yield self
                finally:
                    self._conn = None
                    with contextlib.suppress(Exception):
                        conn.execute("SELECT pg_advisory_unlock(%s, %s)", list(key))
            return
        path = self.settings.sqlite_path
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(str(path) + ".migrate.lock", "a+") as f:
            try:
                import fcntl

                fcntl.flock(f.fileno(), fcntl.LOCK_EX)
            except ImportError:  # no flock (Windows): one process per SQLite file there
                pass
            self._lockfile = f
            try:
                yield self
            finally:
                self._lockfile = None

    def execute(self, sql: str, params=()) -> list:
        """Run a statement on the events database (PostgreSQL: on the locked session)."""
        if self.postgres:
            cur = self._conn.execute(sql, list(params))
            return list(cur.fetchall()) if cur.description else []
        import sqlite3

        with contextlib.closing(sqlite3.connect(str(self.settings.sqlite_path),
                                                timeout=30)) as conn:
            conn.row_factory = sqlite3.Row
            with conn:
                cur = conn.execute(sql, list(params))
                return list(cur.fetchall())

    @property
    def schema(self) -> str:
        return self.settings.postgres.schema

    def version_table(self) -> str:
        return f'"{self.schema}".{VERSION_TABLE}' if self.postgres else VERSION_TABLE

    def applied(self) -> int:
        if self.postgres:
            self.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
        self.execute(f"CREATE TABLE IF NOT EXISTS {self.version_table()} (version INTEGER "
                     "PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)")
        rows = self.execute(f"SELECT MAX(version) AS v FROM {self.version_table()}")
        return int(rows[0]["v"] or 0) if rows else 0

    def record(self, step: Step) -> None:
        now = "now()::text" if self.postgres else "datetime('now')"
        mark = "%s" if self.postgres else "?"
        self.execute(f"INSERT INTO {self.version_table()} (version, description, applied_at) "
                     f"VALUES ({mark}, {mark}, {now})", [step.version, step.description])

    # -- helpers for steps --------------------------------------------------------------------

    def views(self):
        """The read side's store, without creating anything (the steps do, on the lock)."""
        from projections.config import Config
        from projections.registry import all_projections
        from projections.store import ViewStore

        return ViewStore.open(Config.from_settings(self.settings), all_projections(),
                              create=False)

    def views_execute(self, statements: list[str]) -> None:
        """DDL on the read side: PostgreSQL on the locked session, SQLite in the views file."""
        if self.postgres:
            from projections.config import Config

            schema = Config.from_settings(self.settings).postgres.view_schema
            with self._conn.transaction():
                self._conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
                self._conn.execute(f'SET LOCAL search_path TO "{schema}"')
                for statement in statements:
                    self._conn.execute(statement)
            return
        import sqlite3

        from projections.config import Config

        path = Config.from_settings(self.settings).views_path
        path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(str(path), timeout=30)) as conn:
            conn.row_factory = sqlite3.Row
            with conn:
                for statement in statements:
                    conn.execute(statement)


# -- the steps ------------------------------------------------------------------------------------

def _base(m: Migrator) -> None:
    from eventsourcing.persistence import InfrastructureFactory
    from eventsourcing.utils import Environment

    from infra.storage.stores import eventsourcing_env

    env = dict(eventsourcing_env(m.settings), CREATE_TABLE="y")
    factory = InfrastructureFactory.construct(Environment("signoria", env))
    try:  # the library's own DDL for what the library reads and writes
        factory.application_recorder()
        factory.aggregate_recorder(purpose="snapshots")
    finally:
        factory.close()
    store = m.views()
    try:
        m.views_execute(store.ddl())
    finally:
        store.close()
    _duties_table(m)


def _duties_table(m: Migrator) -> None:
    for statement in duties.ddl("postgres" if m.postgres else "sqlite",
                                m.schema if m.postgres else None):
        m.execute(statement)  # every statement idempotent: only what is missing is made


def _log_index(m: Migrator) -> None:
    store = m.views()
    try:
        with store.read() as cur:
            if m.postgres:
                rows = cur.execute("SELECT column_name AS name FROM information_schema.columns "
                                   "WHERE table_schema = current_schema() AND "
                                   "table_name = 'rm_log'").fetchall()
            else:
                rows = cur.execute("SELECT name FROM pragma_table_info('rm_log')").fetchall()
        if "data" not in {r["name"] for r in rows}:
            return  # already an index
        log_ddl = [s for p in store.projections if p.name == "log" for s in p.ddl(store.dialect)]
        m.views_execute(["DROP TABLE IF EXISTS rm_log", "DROP TABLE IF EXISTS rm_log_games",
                         *log_ddl,
                         f"DELETE FROM {store.tracking_table} WHERE application_name = 'rm.log'"])
    finally:
        store.close()


def _backfill_duties(m: Migrator) -> None:
    """Step 3 needs the write side (infra.game_service.service registers it here: this module imports
    no service, so the two stay one-way)."""
    table = f'"{m.schema}".signoria_events' if m.postgres else "stored_events"
    if not m.execute(f"SELECT 1 AS one FROM {table} LIMIT 1"):
        return  # a new store: nothing written before the duties table
    if BACKFILL is None:
        raise RuntimeError("the duties back-fill needs infra.game_service.service imported")
    owed = BACKFILL(replace(m.settings, run_bots=False))
    if owed:
        log.info("duties back-filled for %d games", owed)


BACKFILL: Callable[[Settings], int] | None = None  # set by infra.game_service.service


# Read models this code no longer has (the board became part of `games`; analytics tables
# keyed without the game moved into per-game plug-ins).
RETIRED_TABLES = ("rm_board_games", "rm_an_cards", "rm_an_leaders", "rm_an_excomm")
RETIRED_PROJECTIONS = ("board",)


def _read_models(m: Migrator) -> None:
    from projections.store import TRACKING_PREFIX

    store = m.views()
    try:
        stale = store.stale()
        # the read side's tables first: a store upgraded without its read-side file (deleted
        # to be rebuilt, or never copied) has no tracking table for the statements below
        statements = list(store.ddl())
        statements += [s for p in stale for s in store.rebuild_statements(p)]
        statements += [f"DROP TABLE IF EXISTS {t}" for t in RETIRED_TABLES
                       if t not in store.tables()]
        statements += [f"DELETE FROM {store.tracking_table} WHERE application_name = "
                       f"'{TRACKING_PREFIX}{name}'" for name in RETIRED_PROJECTIONS]
    finally:
        store.close()
    if stale:
        log.info("read models re-projected: %s", ", ".join(p.name for p in stale))
    m.views_execute(statements)


def _read_side_tables(m: Migrator) -> None:
    store = m.views()
    try:
        m.views_execute(store.ddl())  # every statement idempotent: only what is missing changes
    finally:
        store.close()


def read_side_stale(settings: Settings) -> bool:
    """Whether a read model must be re-projected (read without the lock)."""
    store = Migrator(settings).views()
    try:
        return bool(store.stale())
    finally:
        store.close()


STEPS = (
    Step(1, "event store, snapshots, read side, duties table", _base),
    Step(2, "game log as an index of the event store", _log_index),
    Step(3, "duties back-filled from stored games", _backfill_duties),
    Step(4, "read models re-projected whose version changed", _read_models),
    Step(5, "read-side tables added since (presence)", _read_side_tables),
    Step(6, "PostgreSQL: board rows kept inline, pages half filled (updates prune in place)",
         _read_side_tables),
    Step(7, "duties indexed by lease end (a dead process's duties taken over on time)",
         _duties_table),
)
LATEST = STEPS[-1].version


def current_version(settings: Settings) -> int:
    """The version applied (0: none), read without the lock."""
    m = Migrator(settings)
    table = m.version_table()
    try:
        if m.postgres:
            import psycopg

            with psycopg.connect(settings.postgres.conninfo(), autocommit=True,
                                 connect_timeout=5) as conn:
                row = conn.execute(f"SELECT MAX(version) FROM {table}").fetchone()
        else:
            import sqlite3

            if not settings.sqlite_path.exists():
                return 0
            with contextlib.closing(sqlite3.connect(str(settings.sqlite_path),
                                                    timeout=30)) as conn:
                row = conn.execute(f"SELECT MAX(version) FROM {table}").fetchone()
    except Exception as e:  # noqa: BLE001 - no version table yet: nothing applied
        if "does not exist" in str(e) or "no such table" in str(e):
            return 0
        raise
    return int(row[0] or 0)


def migrate(settings: Settings) -> list[tuple[int, str]]:
    """Apply the pending steps (under the lock); the ones applied by this call."""
    done = []
    with Migrator(settings).locked() as m:
        current = m.applied()
        if current > LATEST:
            raise SchemaError(_too_new(current))
        for step in STEPS:
            if step.version > current:
                log.info("migration %d: %s", step.version, step.description)
                step.run(m)
                m.record(step)
                done.append((step.version, step.description))
        if current >= _read_models_step().version:  # (a fresh run of step 4 just did it)
            _read_models(m)
    _ensured.add(_key(settings))
    return done


_ensured: set = set()
_ensure_lock = threading.Lock()


def _key(settings: Settings) -> tuple:
    pg = settings.postgres
    return (pg.host, pg.port, pg.dbname, pg.schema) if pg else (str(settings.sqlite_path),)


def ensure(settings: Settings, *, auto: bool | None = None) -> None:
    """Make sure the database is at this code's version (once per process and database)."""
    key = _key(settings)
    if key in _ensured:
        return
    with _ensure_lock:
        if key in _ensured:
            return
        current = current_version(settings)
        if current > LATEST:
            raise SchemaError(_too_new(current))
        stale = current == LATEST and read_side_stale(settings)
        if current < LATEST or stale:
            if not (settings.auto_migrate if auto is None else auto):
                what = ("read models built by another version of this code" if stale else
                        f"schema version {current}, this code needs {LATEST}")
                raise SchemaError(f"the database has {what}: run `signoria migrate` first")
            migrate(settings)
        _ensured.add(key)


def _read_models_step() -> Step:
    return next(s for s in STEPS if s.run is _read_models)


def _too_new(current: int) -> str:
    return (f"the database is at schema version {current}, newer than this code knows "
            f"({LATEST}): run a newer signoria")
