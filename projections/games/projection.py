"""The games projection: `rm_games`, one summary row per game, and `rm_board`, each game as
each viewer sees it (projections.board), both upserted per batch from one fold of the engine
table (domain.shared.table: the write side's own fold; `GameFollower`, caught up from the event
store on a miss, or handed over by this process's write side: projections.handoff).

Status: lobby until Started, playing until Finished, then finished (the schema's vocabulary).
Seats never carry token hashes; the seed is never projected. Progress, seats to act and the
outcome come from the decider protocol."""
from __future__ import annotations

import json

from domain.shared import table
from domain.shared.table import CANCELLED, FINISHED, Table
from projections import board, handoff, snapshot, tables
from projections.base import GameFollower, Projection, dumps
from projections.seats import public_seats

COLUMNS = ("game_id", "game", "status", "variant", "players", "seats", "open_seats",
           "seats_to_act", "progress", "outcome", "created_at", "last_activity", "version",
           "position", "private", "creator", "rematch", "left_seats")
JSON_COLUMNS = ("seats", "seats_to_act", "progress", "outcome", "left_seats")
CACHE_GAMES = 2000
# records of one game in a batch from which its snapshot is looked up (a catch-up or rebuild
# reads whole games; a live batch holds a few records a game and never asks)
JUMP = 16


def summary(game_id: str, t: Table, position: int) -> dict:
    facts = t.facts
    opts = t.options or {}
    return {"game_id": game_id, "game": t.game, "status": t.status, "variant": t.variant,
            "players": len(t.seats), "seats": public_seats(t.seats),
            "created_at": t.created_at, "last_activity": t.last_activity,
            "version": t.version, "position": position, "creator": opts.get("creator"),
            "rematch": t.rematch, "private": int(bool(opts.get("private"))),
            "left_seats": list(t.left),
            "open_seats": sum(1 for s in t.seats if s["kind"] == "open"),
            "seats_to_act": list(facts.seats_to_act), "progress": facts.progress,
            "outcome": snapshot.outcome_dict(facts.outcome)}


def _start(r) -> tuple:
    return table.created(r.fields, r.version, r.timestamp), r.position


def _step(held: tuple, r) -> tuple:
    return table.apply(held[0], r.kind, r.fields, r.version, r.timestamp), r.position


class GamesProjection(Projection):
    name = "games"
    version = 6  # 2: statuses, progress, outcome, identities, board; 3: clocks, undo, tables;
    # 4: outcomes keep the game's order of score categories; 5: move times; 6: the board's
    # one row per game (seats' parts derived on read)
    tables = ("rm_games", "rm_board")

    def __init__(self) -> None:
        # follows each game's table with the one fold the write side applies too
        self.follower = GameFollower(_start, _step, maxsize=CACHE_GAMES)
        tables.follow(self.follower)  # readers of this process take its tables

    def ddl(self, dialect: str) -> list[str]:
        return [
            "CREATE TABLE IF NOT EXISTS rm_games (game_id TEXT PRIMARY KEY, game TEXT, "
            "status TEXT, variant TEXT, players INTEGER, seats TEXT, open_seats INTEGER, "
            "seats_to_act TEXT, progress TEXT, outcome TEXT, created_at TEXT, "
            "last_activity TEXT, version INTEGER, position BIGINT, private INTEGER, "
            "creator TEXT, rematch TEXT, left_seats TEXT)",
            "CREATE INDEX IF NOT EXISTS rm_games_activity ON rm_games "
            "(last_activity DESC, game_id DESC)",
            *board.ddl(dialect),
        ]

    def reset(self) -> None:
        self.follower.clear()

    def apply(self, cur, records, ctx) -> set[str]:
        touched: dict[str, tuple] = {}
        jumps = self._jumps(records, ctx)
        for r in records:
            jump = jumps.get(r.game_id)
            if jump is not None and r.version <= jump[0]:
                if r.version == jump[0]:  # (the records before it: what the snapshot holds)
                    touched[r.game_id] = self.follower.put(r.game_id, (jump[1], r.position))
                continue
            saved = handoff.take(r.game_id, r.version)
            if saved is not None:  # this process's write side folded it already
                held = self.follower.put(r.game_id, (saved, r.position))
            else:
                held = self.follower.apply(r, ctx)
            if held is not None:
                touched[r.game_id] = held
        board.write(cur, {gid: held[0] for gid, held in touched.items()})
        rows = [summary(gid, t, position) for gid, (t, position) in touched.items()]
        for gid, (t, _) in touched.items():
            if t.status in (FINISHED, CANCELLED):
                self.follower.drop(gid)
        cur.executemany(
            f"INSERT INTO rm_games ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))}) "
            "ON CONFLICT (game_id) DO UPDATE SET "
            + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[1:]),
            [[dumps(row[c]) if c in JSON_COLUMNS else row[c] for c in COLUMNS]
             for row in rows])
        return set(touched)

    def _jumps(self, records, ctx) -> dict[str, tuple]:
        """{game id: (version, table)}: the write side's snapshots this batch starts games
        from instead of folding their records (a rebuild folded every record of every game:
        about half of its CPU). Asked for a game with JUMP records or more here, and for a
        game not held that does not start here, unless this process's write side handed its
        table over (after a restart it was folded from its first record, now from its
        snapshot and the records after it). A snapshot among the batch's versions and ahead
        of the table held is jumped to (the records before it skipped, those after folded);
        an older one, for a game not held, is followed up to the batch from the store."""
        first: dict[str, tuple[int, str]] = {}
        last: dict[str, int] = {}
        count: dict[str, int] = {}
        for r in records:
            first.setdefault(r.game_id, (r.version, r.kind))
            last[r.game_id] = r.version
            count[r.game_id] = count.get(r.game_id, 0) + 1
        wanted = {g: last[g] for g, n in count.items()
                  if n >= JUMP or (first[g][1] != "Created" and g not in self.follower.games
                                   and not handoff.offered(g, first[g][0]))}
        if not wanted or ctx.snapshots is None:
            return {}
        jumps = {}
        for gid, (version, t) in ctx.snapshots(wanted).items():
            held = self.follower.games.get(gid)
            start = first[gid][0]
            if version >= start:
                if held is None or held[0][0].version < version:
                    jumps[gid] = (version, t)
            elif held is None and ctx.versions is not None:
                state = (t, 0)  # the batch's first record is folded next: it sets the position
                for r in ctx.versions(gid, version, start - 1):
                    state = _step(state, r)
                if state[0].version == start - 1:  # else left to the follower's own catch-up
                    self.follower.put(gid, state)
        return jumps


def decode(row) -> dict:
    out = {c: row[c] for c in COLUMNS if c != "position"}
    for c in JSON_COLUMNS:
        out[c] = json.loads(out[c]) if out[c] is not None else None
    return out
