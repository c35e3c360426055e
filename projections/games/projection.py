"""The game-list projection: `rm_games`, one row per game, upserted per batch.

Status: "open" until Started, "running" until Finished, then "finished". Seats never carry
token hashes; the seed is never projected. `round` is the engine's round (RoundStarted)."""
from __future__ import annotations

import json

from projections.base import Projection, dumps

OPEN, RUNNING, FINISHED = "open", "running", "finished"
COLUMNS = ("game_id", "game", "status", "variant", "players", "seats", "open_seats", "round",
           "last_activity", "version", "position")


def public_seats(seats: list) -> list[dict]:
    return [{"seat": i, "name": s.get("name"), "bot": s.get("bot"),
             "open": s.get("kind") == "open"} for i, s in enumerate(seats)]


class GamesProjection(Projection):
    name = "games"
    tables = ("rm_games",)

    def ddl(self, dialect: str) -> list[str]:
        return [
            "CREATE TABLE IF NOT EXISTS rm_games (game_id TEXT PRIMARY KEY, game TEXT, "
            "status TEXT, variant TEXT, players INTEGER, seats TEXT, open_seats INTEGER, "
            "round INTEGER, last_activity TEXT, version INTEGER, position BIGINT)",
            "CREATE INDEX IF NOT EXISTS rm_games_activity ON rm_games "
            "(last_activity DESC, game_id DESC)",
        ]

    def apply(self, cur, records, ctx) -> set[str]:
        rows: dict[str, dict] = {}
        for r in records:
            row = rows.get(r.game_id)
            if row is None:
                row = rows[r.game_id] = self._load(cur, r.game_id) or {}
            self._step(row, r)
        rows = {g: row for g, row in rows.items() if row.get("game")}
        cur.executemany(
            f"INSERT INTO rm_games ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))}) "
            "ON CONFLICT (game_id) DO UPDATE SET "
            + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[1:]),
            [[dumps(row[c]) if c == "seats" else row[c] for c in COLUMNS]
             for row in rows.values()])
        return set(rows)

    @staticmethod
    def _load(cur, game_id: str) -> dict | None:
        row = cur.execute(f"SELECT {', '.join(COLUMNS)} FROM rm_games WHERE game_id = ?",
                          [game_id]).fetchone()
        if row is None:
            return None
        out = {c: row[c] for c in COLUMNS}
        out["seats"] = json.loads(out["seats"])
        return out

    @staticmethod
    def _step(row: dict, r) -> None:
        f = r.fields
        if r.kind == "Created":
            row.update(game_id=r.game_id, game=f["game"], status=OPEN, variant=f["variant"],
                       players=len(f["seats"]), seats=public_seats(f["seats"]), round=0)
        elif not row:
            return  # a game created before this projection's start (cannot happen from 0)
        elif r.kind == "SeatJoined":
            seats = list(row["seats"])
            seats[f["seat"]] = {"seat": f["seat"], "name": f["name"], "bot": None,
                                "open": False}
            row["seats"] = seats
        elif r.kind == "Started":
            row["status"] = RUNNING
        elif r.kind == "Finished":
            row["status"] = FINISHED
        elif r.kind == "GameEvent" and f["data"].get("type") == "RoundStarted":
            row["round"] = f["data"].get("round", row["round"])
        row["open_seats"] = sum(1 for s in row["seats"] if s["open"])
        row["last_activity"] = r.timestamp
        row["version"] = r.version
        row["position"] = r.position
