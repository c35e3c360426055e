"""Duties: work the service owes a game at a time (a bot's move now; later a move deadline),
kept in a table derived from the store, so no process holds them only in memory.

    signoria_duties (PostgreSQL, the event store's schema) / duties (SQLite, the events file)
    (game_id, kind, due_at, version, lease_owner, lease_until, attempts), key (game_id, kind)

* Written with the command: each save replaces the game's duties of the kinds it derives
  (`derive`), in the SAME transaction as the events (the recorders take `duties=`), so a
  duty exists exactly when the stored game says it is owed; `version` is the game version it
  was derived from. A save clears any lease on the rows it rewrites.
* Leased to perform: `claim_due` takes due, unleased (or expired) rows in a short transaction
  (`FOR UPDATE SKIP LOCKED` on PostgreSQL) that only sets the lease columns; no row lock is
  held while the duty is performed (its command's save rewrites the row). A claimer that dies
  loses nothing: its lease expires and another process claims the duty.
* Performed with `expected_version` = the duty's version: a duty done twice, or on a game that
  moved on, is a version conflict and stores nothing.

Kinds are first-class: `Kind(name, derive)`: `bot` (a bot seat must move, due now) and
`clock` (the next seat clock to run out, due at its deadline: the time-out policy is played
then); a kind whose `due_at` lies in the future is claimed only once it is due. Turn
notifications are rows of their own (`webhook:<seat>:<since>:<what>`, infra.duty.webhooks): a
claim of kind `webhook` takes every row whose kind starts with `webhook:`. A game's analysis
(`analysis`) is written by its request and deleted by its result (infra.duty.analysis), not
derived from the game's saves.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from uuid import UUID

from infra.duty import webhooks

PG_TABLE = "signoria_duties"
SQLITE_TABLE = "duties"
# Seconds a duty of a kind may wait after falling due: duties are served (claimed, queued) by
# due + slack, so a bot move, due "as soon as possible", gives way to a clock or a turn
# notification that fell due up to this much after it; older, it goes first (no starvation).
# Above a busy runner's cycle through its games (1-2 s with 150 bot games on 2 cores).
SLACK = {"bot": 5.0}
_SLACK_SQL = "CASE kind " + " ".join(f"WHEN '{k}' THEN {v}" for k, v in SLACK.items()) \
    + " ELSE 0 END"


def slack(kind: str) -> float:
    return SLACK.get(kind.split(":", 1)[0], 0.0)


@dataclass(frozen=True)
class Duty:
    """What a save leaves owed: `due_at` None means now (the database's clock)."""

    kind: str
    version: int
    due_at: datetime | None = None
    # written already leased to the saving process (its own fresh bot move, queued there at
    # once): other runners' claims and look-ups for due rows skip it until the lease runs out
    owner: str | None = None
    lease: float = 0.0


@dataclass(frozen=True)
class DutyWrite:
    """Replace `game_id`'s duties of `kinds` with `duties` (none: the kinds are cleared)."""

    game_id: UUID
    kinds: tuple[str, ...]
    duties: tuple[Duty, ...]

    @property
    def due_now(self) -> bool:
        """Is a duty due now that any runner may take (worth waking the runners for)?"""
        return any(d.due_at is None and d.owner is None for d in self.duties)

    def leased(self, kind: str, owner: str, lease: float) -> DutyWrite:
        """The same write with the duty of `kind` leased to `owner` for `lease` seconds."""
        return replace(self, duties=tuple(replace(d, owner=owner, lease=lease)
                                          if d.kind == kind else d for d in self.duties))


@dataclass(frozen=True)
class Claim:
    game_id: UUID
    kind: str
    version: int
    attempts: int
    due: float = 0.0  # when it fell due (epoch seconds): the scheduler serves earliest first


@dataclass(frozen=True)
class Kind:
    name: str
    derive: Callable  # (GameMatch after the save) -> Duty | None
    applies: Callable  # (GameMatch) -> bool: does this game ever owe this kind?


def _bot_duty(agg) -> Duty | None:
    return Duty("bot", agg.version) if agg.bot_seats_to_act() else None


def _has_bots(agg) -> bool:
    return any(s.get("kind") == "bot" for s in agg.seats)


def _clock_duty(agg) -> Duty | None:
    """The next clock to run out: due at its deadline (the time-out is played then)."""
    found = agg.deadline()
    if found is None:
        return None
    return Duty("clock", agg.version, datetime.fromtimestamp(found[0] / 1000, UTC))


def _has_clock(agg) -> bool:
    return agg.clock_rules is not None


KINDS: dict[str, Kind] = {"bot": Kind("bot", _bot_duty, _has_bots),
                          "clock": Kind("clock", _clock_duty, _has_clock)}


def derive(agg) -> DutyWrite | None:
    """The duty write for a game after a save (None: the game owes no kind, nothing to write:
    a human-only game without clock or webhooks costs no duty statement at all). Turn
    notifications (infra.duty.webhooks) are rows of their own, one per notification."""
    kinds = tuple(k for k in KINDS.values() if k.applies(agg))
    notes = [Duty(name, agg.version, due) for name, due in webhooks.owed(agg)]
    if not kinds and not notes:
        return None
    duties = tuple(d for d in (k.derive(agg) for k in kinds) if d is not None)
    return DutyWrite(agg.id, tuple(k.name for k in kinds) + tuple(d.kind for d in notes),
                     duties + tuple(notes))


# -- DDL ------------------------------------------------------------------------------------------

def ddl(dialect: str, schema: str | None = None) -> list[str]:
    if dialect == "postgres":
        t = f'"{schema}".{PG_TABLE}'
        return [
            f"CREATE TABLE IF NOT EXISTS {t} (game_id uuid NOT NULL, kind text NOT NULL, "
            "due_at timestamptz NOT NULL, version bigint NOT NULL, lease_owner text, "
            "lease_until timestamptz, attempts integer NOT NULL DEFAULT 0, "
            "PRIMARY KEY (game_id, kind))",
            f"CREATE INDEX IF NOT EXISTS signoria_duties_due ON {t} (due_at)",
            f"CREATE INDEX IF NOT EXISTS signoria_duties_lease ON {t} (lease_until)",
        ]
    return [
        f"CREATE TABLE IF NOT EXISTS {SQLITE_TABLE} (game_id TEXT NOT NULL, kind TEXT NOT NULL, "
        "due_at REAL NOT NULL, version INTEGER NOT NULL, lease_owner TEXT, lease_until REAL, "
        "attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, kind))",
        f"CREATE INDEX IF NOT EXISTS duties_due ON {SQLITE_TABLE} (due_at)",
        f"CREATE INDEX IF NOT EXISTS duties_lease ON {SQLITE_TABLE} (lease_until)",
    ]


# -- the write that goes with a save --------------------------------------------------------------

# a save rewrites its duty rows whole (a lease of an older version's duty ends with it)
_REWRITE = ("due_at = excluded.due_at, version = excluded.version, lease_owner = "
            "excluded.lease_owner, lease_until = excluded.lease_until, attempts = 0")


def pg_statements(write: DutyWrite, table: str, channel: str | None) -> tuple[str, list]:
    """SQL (several statements, %s placeholders) and parameters for a PostgreSQL save."""
    sql, params = [], []
    owed = {d.kind: d for d in write.duties}
    for kind in write.kinds:
        d = owed.get(kind)
        if d is None:
            sql.append(f"DELETE FROM {table} WHERE game_id = %s AND kind = %s; ")
            params += [write.game_id, kind]
        else:
            due = "now()" if d.due_at is None else "%s"
            until = "NULL" if d.owner is None else "now() + make_interval(secs => %s)"
            sql.append(
                f"INSERT INTO {table} (game_id, kind, due_at, version, lease_owner, "
                f"lease_until) VALUES (%s, %s, {due}, %s, %s, {until}) ON CONFLICT (game_id, "
                f"kind) DO UPDATE SET {_REWRITE}; ")
            params += [write.game_id, kind] + ([] if d.due_at is None else [d.due_at]) \
                + [d.version, d.owner] + ([] if d.owner is None else [d.lease])
    if channel and write.due_now:
        sql.append(f'NOTIFY "{channel}"; ')
    return "".join(sql), params


def sqlite_write(cursor, write: DutyWrite) -> None:
    """The duty rows of a SQLite save, on the writer's cursor inside its transaction."""
    owed = {d.kind: d for d in write.duties}
    gid = write.game_id.hex
    for kind in write.kinds:
        d = owed.get(kind)
        if d is None:
            cursor.execute(f"DELETE FROM {SQLITE_TABLE} WHERE game_id = ? AND kind = ?",
                           (gid, kind))
        else:
            now = time.time()
            due = now if d.due_at is None else d.due_at.timestamp()
            cursor.execute(
                f"INSERT INTO {SQLITE_TABLE} (game_id, kind, due_at, version, lease_owner, "
                f"lease_until) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, kind) DO UPDATE "
                f"SET {_REWRITE}", (gid, kind, due, d.version, d.owner,
                                    None if d.owner is None else now + d.lease))


# -- claiming, releasing, counting ----------------------------------------------------------------

# when the first lease still held runs out: a duty its dead holder left is taken over then, not
# at the next poll (index duties_lease)
_LEASE_ENDS = ("SELECT MIN(lease_until) AS v FROM {t} WHERE lease_until IS NOT NULL AND "
               "lease_until >= {now} AND {which}")


def _which(kinds: Sequence[str]) -> tuple[str, list]:
    """The WHERE clause (and its parameters) for rows of `kinds`: a kind also takes its rows
    `kind:...` (one row per notification)."""
    marks = ", ".join(["%s"] * len(kinds))
    likes = " OR ".join(["kind LIKE %s"] * len(kinds))
    return f"(kind IN ({marks}) OR {likes})", [*kinds, *(f"{k}:%" for k in kinds)]


class DutyTable:
    """Claims and counts on the configured store (a GameService's recorder datastore)."""

    def __init__(self, service) -> None:
        self.service = service
        self.postgres = service.settings.postgres is not None
        if self.postgres:
            self.table = f'"{service.settings.postgres.schema}".{PG_TABLE}'
        else:
            self.table = SQLITE_TABLE

    def _run(self, sql: str, params: Sequence, *, commit: bool = True) -> list:
        datastore = self.service.recorder.datastore
        with datastore.transaction(commit=commit) as cur:
            cur.execute(sql if self.postgres else sql.replace("%s", "?"), list(params))
            try:
                return list(cur.fetchall())
            except Exception:  # noqa: BLE001 - a statement without rows
                return []

    def _now(self, offset: float = 0.0) -> str | float:
        return "now()" if self.postgres else time.time() + offset

    def claim_due(self, owner: str, lease: float, limit: int = 8,
                  kinds: Sequence[str] = ("bot",)) -> list[Claim]:
        """Lease up to `limit` due duties nobody holds (or whose lease expired)."""
        which, named = _which(kinds)
        if self.postgres:
            sql = (f"UPDATE {self.table} d SET lease_owner = %s, lease_until = now() + "
                   f"make_interval(secs => %s), attempts = d.attempts + 1 "
                   f"FROM (SELECT game_id, kind FROM {self.table} WHERE due_at <= now() "
                   f"AND {which} AND (lease_until IS NULL OR lease_until < now()) "
                   f"ORDER BY due_at + make_interval(secs => {_SLACK_SQL}) "
                   f"LIMIT %s FOR UPDATE SKIP LOCKED) due "
                   f"WHERE d.game_id = due.game_id AND d.kind = due.kind "
                   f"RETURNING d.game_id, d.kind, d.version, d.attempts, "
                   f"EXTRACT(EPOCH FROM d.due_at) AS due")
            params = [owner, lease, *named, limit]
        else:
            now = time.time()
            sql = (f"UPDATE {self.table} SET lease_owner = %s, lease_until = %s, "
                   f"attempts = attempts + 1 WHERE (game_id, kind) IN (SELECT game_id, kind "
                   f"FROM {self.table} WHERE due_at <= %s AND {which} AND "
                   f"(lease_until IS NULL OR lease_until < %s) "
                   f"ORDER BY due_at + {_SLACK_SQL} LIMIT %s) "
                   f"RETURNING game_id, kind, version, attempts, due_at AS due")
            params = [owner, now + lease, now, *named, now, limit]
        return [self._claim(r) for r in self._run(sql, params)]

    def claim_round(self, owner: str, lease: float, limit: int,
                    kinds: Sequence[str]) -> tuple[list[Claim], float | None]:
        """`claim_due` and then `next_due` of the rows left. On PostgreSQL one statement,
        one round trip (a runner does this at every deadline it knows of)."""
        if not self.postgres:
            return self.claim_due(owner, lease, limit, kinds), self.next_due(kinds)
        which, named = _which(kinds)
        free = "(lease_until IS NULL OR lease_until < now())"
        sql = (f"WITH due AS (SELECT game_id, kind FROM {self.table} WHERE due_at <= now() "
               f"AND {which} AND {free} "
               f"ORDER BY due_at + make_interval(secs => {_SLACK_SQL}) "
               f"LIMIT %s FOR UPDATE SKIP LOCKED), "
               f"taken AS (UPDATE {self.table} d SET lease_owner = %s, lease_until = now() + "
               f"make_interval(secs => %s), attempts = d.attempts + 1 FROM due "
               f"WHERE d.game_id = due.game_id AND d.kind = due.kind "
               f"RETURNING d.game_id, d.kind, d.version, d.attempts, "
               f"EXTRACT(EPOCH FROM d.due_at) AS due) "
               f"SELECT game_id, kind, version, attempts, due, NULL AS s FROM taken "
               f"UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, EXTRACT(EPOCH FROM MIN(n.v) - "
               f"now()) FROM (SELECT MIN(x.due_at) AS v FROM {self.table} x "
               f"WHERE {which} AND {free} AND NOT EXISTS (SELECT 1 FROM due "
               f"WHERE due.game_id = x.game_id AND due.kind = x.kind) UNION ALL "
               f"{_LEASE_ENDS.format(t=self.table, which=which, now='now()')}) n")
        rows = self._run(sql, [*named, limit, owner, lease, *named, *named])
        soon = next((r["s"] for r in rows if r["game_id"] is None), None)
        return ([self._claim(r) for r in rows if r["game_id"] is not None],
                None if soon is None else float(soon))

    def next_due(self, kinds: Sequence[str]) -> float | None:
        """Seconds until a duty of `kinds` can next be claimed: a free one falls due (0 or
        less: one is due now) or a lease still held runs out (its holder may have died); None
        when none is owed: a runner sleeps until then, not a whole poll interval."""
        which, named = _which(kinds)
        if self.postgres:
            ends = _LEASE_ENDS.format(t=self.table, which=which, now="now()")
            sql = (f"SELECT EXTRACT(EPOCH FROM MIN(n.v) - now()) AS s FROM (SELECT MIN(due_at) "
                   f"AS v FROM {self.table} WHERE {which} AND (lease_until IS NULL OR "
                   f"lease_until < now()) UNION ALL {ends}) n")
            params = [*named, *named]
        else:
            now = time.time()
            ends = _LEASE_ENDS.format(t=self.table, which=which, now="%s")
            sql = (f"SELECT MIN(n.v) - %s AS s FROM (SELECT MIN(due_at) AS v FROM {self.table} "
                   f"WHERE {which} AND (lease_until IS NULL OR lease_until < %s) "
                   f"UNION ALL {ends}) n")
            params = [now, *named, now, now, *named]
        rows = self._run(sql, params, commit=False)
        return None if not rows or rows[0]["s"] is None else float(rows[0]["s"])

    def claim(self, game_id: UUID, kind: str, owner: str, lease: float) -> Claim | None:
        """Lease one game's duty if it is due and free, or already ours (the saving process's
        own fast path)."""
        if self.postgres:
            sql = (f"UPDATE {self.table} SET lease_owner = %s, lease_until = now() + "
                   f"make_interval(secs => %s), attempts = attempts + 1 WHERE game_id = %s "
                   f"AND kind = %s AND due_at <= now() AND (lease_until IS NULL OR "
                   f"lease_until < now() OR lease_owner = %s) "
                   f"RETURNING game_id, kind, version, attempts")
            params = [owner, lease, game_id, kind, owner]
        else:
            now = time.time()
            sql = (f"UPDATE {self.table} SET lease_owner = %s, lease_until = %s, "
                   f"attempts = attempts + 1 WHERE game_id = %s AND kind = %s AND due_at <= %s "
                   f"AND (lease_until IS NULL OR lease_until < %s OR lease_owner = %s) "
                   f"RETURNING game_id, kind, version, attempts")
            params = [owner, now + lease, game_id.hex, kind, now, now, owner]
        rows = self._run(sql, params)
        return self._claim(rows[0]) if rows else None

    def release(self, claim: Claim, owner: str, *, retry_in: float | None) -> None:
        """Give a claimed duty back (if no save rewrote it meanwhile): due again in
        `retry_in` seconds, or dropped (None: nothing is owed after all)."""
        gid = claim.game_id if self.postgres else claim.game_id.hex
        where = "WHERE game_id = %s AND kind = %s AND version = %s AND lease_owner = %s"
        if retry_in is None:
            self._run(f"DELETE FROM {self.table} {where}", [gid, claim.kind, claim.version,
                                                            owner])
        elif self.postgres:
            self._run(f"UPDATE {self.table} SET lease_owner = NULL, lease_until = NULL, "
                      f"due_at = now() + make_interval(secs => %s) {where}",
                      [retry_in, gid, claim.kind, claim.version, owner])
        else:
            self._run(f"UPDATE {self.table} SET lease_owner = NULL, lease_until = NULL, "
                      f"due_at = %s {where}", [time.time() + retry_in, gid, claim.kind,
                                               claim.version, owner])

    def counts(self) -> dict[str, int]:
        """{"due": due and free, "leased": held by someone now, "scheduled": due later}."""
        now = "now()" if self.postgres else "%s"
        params = [] if self.postgres else [time.time()] * 4
        rows = self._run(
            f"SELECT "
            f"SUM(CASE WHEN due_at <= {now} AND (lease_until IS NULL OR lease_until < {now}) "
            f"THEN 1 ELSE 0 END) AS due, "
            f"SUM(CASE WHEN lease_until >= {now} THEN 1 ELSE 0 END) AS leased, "
            f"SUM(CASE WHEN due_at > {now} THEN 1 ELSE 0 END) AS scheduled FROM {self.table}",
            params, commit=False)
        row = rows[0] if rows else {}
        return {k: int(row[k] or 0) for k in ("due", "leased", "scheduled")}

    def pending(self, kinds: Sequence[str] = ("bot",)) -> int:
        """Duties due now, leased or not (tests and tools: "is anything still owed?")."""
        marks = ", ".join(["%s"] * len(kinds))
        now = "now()" if self.postgres else "%s"
        params = list(kinds) + ([] if self.postgres else [time.time()])
        rows = self._run(f"SELECT count(*) AS n FROM {self.table} WHERE kind IN ({marks}) "
                         f"AND due_at <= {now}", params, commit=False)
        return int(rows[0]["n"]) if rows else 0

    def _claim(self, row) -> Claim:
        gid = row["game_id"]
        due = row["due"] if "due" in row.keys() else None
        return Claim(gid if isinstance(gid, UUID) else UUID(str(gid)), row["kind"],
                     int(row["version"]), int(row["attempts"]),
                     time.time() if due is None else float(due))
