"""The game-log projection: `rm_log` (one row per domain event, the engine's event dict
stored complete) and `rm_log_games` (game name, step count, finished). Redaction happens at
query time (log.queries), so a game revealed at its end needs no rewrite."""
from __future__ import annotations

from projections.base import Projection, dumps


class LogProjection(Projection):
    name = "log"
    tables = ("rm_log", "rm_log_games")

    def ddl(self, dialect: str) -> list[str]:
        return [
            "CREATE TABLE IF NOT EXISTS rm_log (game_id TEXT, step INTEGER, position BIGINT, "
            "version INTEGER, seat INTEGER, action TEXT, type TEXT, part INTEGER, "
            "parts INTEGER, data TEXT, PRIMARY KEY (game_id, step))",
            "CREATE TABLE IF NOT EXISTS rm_log_games (game_id TEXT PRIMARY KEY, game TEXT, "
            "players INTEGER, steps INTEGER, finished INTEGER, position BIGINT)",
        ]

    def apply(self, cur, records, ctx) -> set[str]:
        games: dict[str, dict] = {}
        rows = []
        for r in records:
            g = games.get(r.game_id)
            if g is None:
                g = games[r.game_id] = self._load(cur, r.game_id)
            if r.kind == "Created":
                g.update(game=r.fields["game"], players=len(r.fields["seats"]))
            elif r.kind == "GameEvent":
                f = r.fields
                g["steps"] += 1
                rows.append((r.game_id, g["steps"], r.position, r.version, f["seat"],
                             f["action"], f["data"].get("type"), f["part"], f["parts"],
                             dumps(f["data"])))
            elif r.kind == "Finished":
                g["finished"] = 1
            g["position"] = r.position
        cur.executemany("INSERT INTO rm_log (game_id, step, position, version, seat, action, "
                        "type, part, parts, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        cur.executemany(
            "INSERT INTO rm_log_games (game_id, game, players, steps, finished, position) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET game = excluded.game, "
            "players = excluded.players, steps = excluded.steps, finished = excluded.finished, "
            "position = excluded.position",
            [(gid, g["game"], g["players"], g["steps"], g["finished"], g["position"])
             for gid, g in games.items()])
        return set(games)

    @staticmethod
    def _load(cur, game_id: str) -> dict:
        row = cur.execute("SELECT game, players, steps, finished FROM rm_log_games "
                          "WHERE game_id = ?", [game_id]).fetchone()
        if row is None:
            return {"game": None, "players": 0, "steps": 0, "finished": 0}
        return {"game": row["game"], "players": row["players"], "steps": row["steps"],
                "finished": row["finished"]}
