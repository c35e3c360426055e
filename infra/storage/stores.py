"""Event-store configuration: SQLite file (default) or PostgreSQL (psycopg 3 + psycopg_pool).

`eventsourcing_env` turns Settings into the library's environment (the library never reads the
process environment: GameService passes this dict explicitly). Tables and the PostgreSQL
schema are created by `infra.storage.migrate` (under its lock), never by the library at start-up.
"""
from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from infra.settings import PostgresUrl, Settings

SQLITE_LOCK_TIMEOUT_S = 30


def eventsourcing_env(settings: Settings) -> dict[str, str]:
    env = {
        "CREATE_TABLE": "n",  # infra.storage.migrate creates every table, under its lock
        "IS_SNAPSHOTTING_ENABLED": "y",
        "AGGREGATE_CACHE_MAXSIZE": str(settings.cache_size) if settings.cache_size > 0 else "",
        "AGGREGATE_CACHE_FASTFORWARD": "y",
        "DEEPCOPY_FROM_AGGREGATE_CACHE": "y",  # GameMatch.__deepcopy__ is a cheap fork
    }
    if settings.postgres is not None:
        pg = settings.postgres
        env.update({
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "APPLICATION_RECORDER_TOPIC": "infra.storage.pg_recorder:FastInsertPostgresRecorder",
            "POSTGRES_DBNAME": pg.dbname,
            "POSTGRES_HOST": pg.host,
            "POSTGRES_PORT": str(pg.port),
            "POSTGRES_USER": pg.user,
            "POSTGRES_PASSWORD": pg.password,
            "POSTGRES_SCHEMA": pg.schema,
            "POSTGRES_CONNECT_TIMEOUT": "5",
            "POSTGRES_LOCK_TIMEOUT": "10",
            "POSTGRES_POOL_SIZE": str(settings.postgres_pool_size),
            "POSTGRES_MAX_OVERFLOW": str(settings.postgres_pool_size * 2),
        })
    else:
        path = settings.sqlite_path
        path.parent.mkdir(parents=True, exist_ok=True)
        env.update({
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "APPLICATION_RECORDER_TOPIC": "infra.storage.sqlite_recorder:FastInsertSQLiteRecorder",
            "SQLITE_DBNAME": str(path),
            "SQLITE_LOCK_TIMEOUT": str(SQLITE_LOCK_TIMEOUT_S),
        })
    return env


def connect_postgres(pg: PostgresUrl, *, timeout: float = 5.0):
    import psycopg

    return psycopg.connect(pg.conninfo(), autocommit=True, connect_timeout=int(timeout))


def drop_schema(pg: PostgresUrl) -> None:
    """Drop a (test) schema and everything in it."""
    if pg.schema == "public":
        raise ValueError("refusing to drop the public schema")
    from psycopg import sql

    with connect_postgres(pg) as conn:
        conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(
            sql.Identifier(pg.schema)))


def notification_ids(recorder, originator_id: UUID, versions: Sequence[int]) -> dict[int, int]:
    """Position in the global notification log of given stored versions of one aggregate."""
    if not versions:
        return {}
    from eventsourcing.sqlite import SQLiteApplicationRecorder

    if isinstance(recorder, SQLiteApplicationRecorder):
        marks = ",".join("?" * len(versions))
        statement = (f"SELECT rowid AS nid, originator_version FROM {recorder.events_table_name} "
                     f"WHERE originator_id=? AND originator_version IN ({marks})")
        with recorder.datastore.transaction(commit=False) as c:
            c.execute(statement, [originator_id.hex, *versions])
            rows = c.fetchall()
    else:
        from psycopg import sql

        statement = sql.SQL(
            "SELECT notification_id AS nid, originator_version FROM {}.{} "
            "WHERE originator_id = %s AND originator_version = ANY(%s)"
        ).format(sql.Identifier(recorder.datastore.schema),
                 sql.Identifier(recorder.events_table_name))
        with recorder.datastore.transaction(commit=False) as c:
            c.execute(statement, [originator_id, list(versions)])
            rows = c.fetchall()
    return {row["originator_version"]: row["nid"] for row in rows}
