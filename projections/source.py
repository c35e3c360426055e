"""Reading the event store's notification log (SQLite rowid / PostgreSQL notification_id).

Stored `GameMatch.*` events are decoded with the library's JSONTranscoder into `Record`s; the
kind is the class name (Created, SeatJoined, Started, Decided, Finished ...), one record per
stored event. A projection that counts domain events one by one reads a `Decided` (one stored
event per command) through `domain_fields`: one dict per domain event it holds, with the
fields the older one-per-domain-event `GameEvent` had (data, seat, action, idempotency_key,
part, parts) plus the command's `at` and `took_ms` (None before they were kept), so it sees
the same whichever way a command was stored. A game's analysis (infra.duty.analysis_stream, a stream
of its own) is read as records of the analysed game with `stream` "analysis" and kinds
`Analysis<Event>`; projections take the streams they name. Other topics are skipped. A missing events table reads as
an empty log (the write side has not started yet).
"""
from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from functools import lru_cache
from uuid import UUID

import msgspec
from eventsourcing.persistence import DatetimeAsISO, DecimalAsStr, JSONTranscoder, UUIDAsHex

from domain.shared.plain import from_plain
from domain.shared.shell import StateBox
from domain.shared.table import Table
from projections.config import (
    POSTGRES_EVENTS_TABLE,
    POSTGRES_SNAPSHOTS_TABLE,
    SQLITE_EVENTS_TABLE,
    SQLITE_SNAPSHOTS_TABLE,
    Config,
)

SNAPSHOT_TOPIC = "domain.shared.shell:GameMatch"  # a game's snapshots; its events add ".<kind>"
TOPIC_PREFIX = SNAPSHOT_TOPIC + "."
ANALYSIS_PREFIX = "infra.duty.analysis_stream:GameAnalysis."  # its events name the game analysed


@dataclass(slots=True)
class Record:
    position: int
    game_id: str
    version: int
    kind: str
    fields: dict
    timestamp: str  # ISO 8601
    stream: str = "game"  # or "analysis" (game_id: the game analysed)


def transcoder() -> JSONTranscoder:
    t = JSONTranscoder()
    for transcoding in (UUIDAsHex(), DecimalAsStr(), DatetimeAsISO()):
        t.register(transcoding)
    return t


_decode = transcoder().decode
_TYPED = b'"_type_"'  # how the transcoder marks a value it encoded (UUID, Decimal, datetime)


_MSGSPEC = msgspec.json.Decoder().decode


def _loads(state: bytes):
    """JSON by msgspec's decoder (the same values as json's, from the bytes, at about twice its
    speed: reading is a third of a rebuild); what it refuses (json's NaN or Infinity, which a
    stored event never holds) by json's."""
    try:
        return _MSGSPEC(state)
    except msgspec.DecodeError:
        return json.loads(state.decode("utf8"))


def _fields(state: bytes) -> tuple[dict, str]:
    """(fields, ISO timestamp) of a stored event's state. Its one transcoded value is its
    timestamp, nearly always: then json's C decoder reads it alone, without the transcoder's
    object hook (a Python call for every dict: a third of a rebuild's reading), and the
    timestamp is taken as it is stored when that is already `_iso`'s spelling. Anything else
    goes through the transcoder."""
    if state.count(_TYPED) == 1:
        fields = _loads(state)  # as the transcoder reads it
        ts = fields.get("timestamp")
        if type(ts) is dict and ts.get("_type_") == "datetime_iso" and len(ts) == 2:
            del fields["timestamp"]
            text = ts["_data_"]
            if len(text) == 32 and text[19] == "." and text.endswith("+00:00"):
                return fields, text  # UTC with microseconds: what `_iso` writes
            return fields, _iso(datetime.fromisoformat(text))
    fields = _decode(state)
    return fields, _iso(fields.pop("timestamp", None))


def _game_id(originator_id) -> str:
    """A game's id as the API spells it (a UUID's canonical form)."""
    if isinstance(originator_id, UUID):
        return str(originator_id)
    return _canonical(originator_id)


@lru_cache(maxsize=4096)
def _canonical(stored_id: str) -> str:
    """Kept: a game's records come one after another, a hundred and more of them."""
    return str(UUID(str(stored_id)))


def records(rows) -> list[Record]:
    """Records of stored-event rows (position, originator_id, version, topic, state)."""
    out: list[Record] = []
    for position, originator_id, version, topic, state in rows:
        if topic.startswith(ANALYSIS_PREFIX):
            fields, ts = _fields(bytes(state))
            out.append(Record(position, fields["game_id"], version,
                              "Analysis" + topic[len(ANALYSIS_PREFIX):], fields, ts, "analysis"))
            continue
        if not topic.startswith(TOPIC_PREFIX):
            continue
        fields, ts = _fields(bytes(state))
        out.append(Record(position, _game_id(originator_id), version,
                          topic[len(TOPIC_PREFIX):], fields, ts))
    return out


def domain_fields(r: Record) -> list[dict]:
    """The domain events a record holds, one GameEvent-shaped dict each (none for the
    service's own records)."""
    if r.kind == "GameEvent":
        return [r.fields]
    if r.kind != "Decided":
        return []
    f = r.fields
    parts = len(f["events"])
    return [{"data": data, "seat": f["seat"], "action": f["action"],
             "idempotency_key": f["idempotency_key"], "part": part, "parts": parts,
             "at": f.get("at"), "took_ms": f.get("took_ms")}
            for part, data in enumerate(f["events"], start=1)]


def expand(recs) -> list[Record]:
    """Records with each `Decided` expanded into one `GameEvent` record per domain event
    (readers that walk a game's log event by event)."""
    out: list[Record] = []
    for r in recs:
        if r.kind != "Decided":
            out.append(r)
            continue
        out.extend(Record(r.position, r.game_id, r.version, "GameEvent", f, r.timestamp)
                   for f in domain_fields(r))
    return out


def stored_range(cur, events_table: str, game_id: str, first: int, last: int) -> list[Record]:
    """The records of one game's stored versions first..last, through `cur` (a read
    transaction of projections.store.ViewStore; `events_table` = its `events_table()`),
    expanded event by event (`expand`)."""
    gid = UUID(game_id)
    postgres = cur.dialect == "postgres"
    pos = "notification_id" if postgres else "rowid"
    rows = cur.execute(
        f"SELECT {pos} AS position, originator_id, originator_version, topic, state "
        f"FROM {events_table} WHERE originator_id = ? AND originator_version BETWEEN ? AND ? "
        f"ORDER BY originator_version", [gid if postgres else gid.hex, first, last]).fetchall()
    return expand(records((r["position"], r["originator_id"], r["originator_version"],
                           r["topic"], r["state"]) for r in rows))


class EventSource:
    """Batches of decoded records after a position; one game's records up to a position."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self._lock = threading.Lock()
        self._conn = None
        pg = config.postgres
        if pg is None:
            self._ph = "?"
            self._table = SQLITE_EVENTS_TABLE
            self._snapshots = SQLITE_SNAPSHOTS_TABLE
            self._pos = "rowid"
        else:
            self._ph = "%s"
            self._table = f'"{pg.schema}"."{POSTGRES_EVENTS_TABLE}"'
            self._snapshots = f'"{pg.schema}"."{POSTGRES_SNAPSHOTS_TABLE}"'
            self._pos = "notification_id"

    def _connection(self):
        if self._conn is None:
            pg = self.config.postgres
            if pg is None:
                path = self.config.events_path
                path.parent.mkdir(parents=True, exist_ok=True)
                self._conn = sqlite3.connect(str(path), check_same_thread=False, timeout=30,
                                             isolation_level=None)
            else:
                import psycopg

                self._conn = psycopg.connect(pg.conninfo(), autocommit=True)
        return self._conn

    def data_version(self) -> int | None:
        """SQLite: a number any commit to the event store by another connection (this
        process's writer or another process) changes (PRAGMA data_version); None on
        PostgreSQL, whose saves are NOTIFYed instead."""
        if self.config.postgres is not None:
            return None
        rows = self._rows("PRAGMA data_version", [])
        return rows[0][0] if rows else None

    def _rows(self, sql: str, params: list) -> list:
        with self._lock:
            conn = self._connection()
            try:
                return list(conn.execute(sql, params).fetchall())
            except Exception as e:  # noqa: BLE001 - a missing table means an empty log
                if _missing_table(e):
                    return []
                # the connection may be dead (the database restarted): the next read opens
                # a new one instead of failing on this one for ever
                with contextlib.suppress(Exception):
                    conn.close()
                self._conn = None
                raise

    def _records(self, rows) -> list[Record]:
        return records(rows)

    def batch(self, after: int, limit: int) -> tuple[list[Record], int]:
        """Records with position > after (at most `limit` notifications) and the last position
        read (== after when the log has nothing new)."""
        rows = self._rows(
            f"SELECT {self._pos}, originator_id, originator_version, topic, state "
            f"FROM {self._table} WHERE {self._pos} > {self._ph} "
            f"ORDER BY {self._pos} LIMIT {self._ph}", [after, limit])
        if not rows:
            return [], after
        return self._records(rows), rows[-1][0]

    def game(self, game_id: str, upto: int) -> list[Record]:
        """Every record of one game with position <= upto, in version order."""
        gid = UUID(game_id)
        key = gid.hex if self.config.postgres is None else gid
        rows = self._rows(
            f"SELECT {self._pos}, originator_id, originator_version, topic, state "
            f"FROM {self._table} WHERE originator_id = {self._ph} AND {self._pos} <= {self._ph} "
            f"ORDER BY originator_version", [key, upto])
        return self._records(rows)

    def versions(self, game_id: str, after: int, upto: int) -> list[Record]:
        """One game's records of versions after..upto, in version order."""
        gid = UUID(game_id)
        key = gid.hex if self.config.postgres is None else gid
        rows = self._rows(
            f"SELECT {self._pos}, originator_id, originator_version, topic, state "
            f"FROM {self._table} WHERE originator_id = {self._ph} AND originator_version > "
            f"{self._ph} AND originator_version <= {self._ph} ORDER BY originator_version",
            [key, after, upto])
        return self._records(rows)

    def snapshots(self, wanted: dict[str, int]) -> dict[str, tuple[int, object]]:
        """{game id: (version, table)}: the write side's snapshot of each game in `wanted`
        ({game id: highest version}) at a version no higher, where it has one. A snapshot
        holds the table (domain.shared.table) its save folded, the one fold both sides apply:
        the same table the read side would fold from the game's records up to that version.
        A save deletes a game's older snapshots, so a game has at most one; one of the old
        shape (before the table) is left out: it lacks what only the records hold."""
        if not wanted:
            return {}
        postgres = self.config.postgres is not None
        keys = [UUID(g) if postgres else UUID(g).hex for g in wanted]
        rows = self._rows(
            f"SELECT originator_id, originator_version, state FROM {self._snapshots} "
            f"WHERE originator_id IN ({', '.join([self._ph] * len(keys))})", keys)
        out: dict[str, tuple[int, object]] = {}
        for originator_id, version, state in rows:
            gid = _game_id(originator_id)
            if version > wanted.get(gid, -1) or version <= out.get(gid, (-1,))[0]:
                continue
            t = _snapshot_table(bytes(state))
            if t is not None and getattr(t, "version", None) == version:
                out[gid] = (version, t)
        return out

    def max_position(self) -> int:
        rows = self._rows(f"SELECT MAX({self._pos}) FROM {self._table}", [])
        return (rows[0][0] or 0) if rows else 0

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def _snapshot_table(state: bytes):
    """The table a stored GameMatch snapshot holds (its "t", boxed by the StateBox
    transcoding as tagged plain JSON: domain.shared.plain); None for any other shape."""
    d = _loads(state)
    held = d.get("state") if type(d) is dict and d.get("topic") == SNAPSHOT_TOPIC else None
    box = held.get("t") if type(held) is dict else None
    if type(box) is not dict or box.get("_type_") != StateBox.TRANSCODING:
        return None
    plain = box["_data_"]
    if type(plain) is not dict or not _TABLE_FIELDS <= plain.get("f", {}).keys():
        return None  # taken before a field of today's table existed: fold its records
    return from_plain(plain)


_TABLE_FIELDS = frozenset(f.name for f in fields(Table))


def _iso(ts) -> str:
    if ts is None:
        return ""
    if ts.tzinfo is not None:
        ts = ts.astimezone(UTC)
    return ts.isoformat(timespec="microseconds")


def _missing_table(e: Exception) -> bool:
    text = str(e).lower()
    return "no such table" in text or "does not exist" in text
