"""A faster PostgreSQL application recorder (same table, same guarantees as the library's).

The library's insert path (pipeline + composite-type array, unprepared) ran at about half the
rate of the same statements sent plainly. This one keeps every guarantee: one transaction,
`LOCK TABLE ... IN EXCLUSIVE MODE` (commit order = notification order), `NOTIFY` for
subscribers, unique (originator_id, originator_version) -> IntegrityError on a stale save; it
inserts all rows with one prepared `unnest` statement. Inserts are not retried on connection
errors: a retry after a lost commit acknowledgement could store a command twice.
"""
from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from psycopg.sql import SQL, Identifier


class FastInsertPostgresRecorder(PostgresApplicationRecorder):
    def __init__(self, datastore, *, events_table_name: str = "stored_events") -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        schema, table = Identifier(self.datastore.schema), Identifier(self.events_table_name)
        id_type = "uuid" if self.datastore.originator_id_type == "uuid" else "text"
        self._fast_insert = SQL(
            "INSERT INTO {}.{} (originator_id, originator_version, topic, state) "
            "SELECT * FROM unnest(%s::" + id_type + "[], %s::bigint[], %s::text[], "
            "%s::bytea[]) RETURNING notification_id"
        ).format(schema, table)
        # One round trip opens the transaction, takes the table lock and queues the NOTIFY.
        self._fast_begin = SQL(
            "BEGIN; SET LOCAL lock_timeout = '{}s'; LOCK TABLE {}.{} IN EXCLUSIVE MODE; NOTIFY {}"
        ).format(self.datastore.lock_timeout, schema, table, Identifier(self.channel_name))

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any):
        if not stored_events:
            return []
        params = (
            [e.originator_id for e in stored_events],
            [e.originator_version for e in stored_events],
            [e.topic for e in stored_events],
            [e.state for e in stored_events],
        )
        with self.datastore.get_connection() as conn, conn.cursor() as c:
            assert conn.autocommit
            try:
                c.execute(self._fast_begin)
                c.execute(self._fast_insert, params, prepare=True)
                ids = sorted(row["notification_id"] for row in c.fetchall())
                c.execute("COMMIT")
            except BaseException:
                if not conn.closed:
                    with contextlib.suppress(Exception):
                        c.execute("ROLLBACK")
                raise
        return ids
