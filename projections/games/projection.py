"""The games projection: `rm_games`, one summary row per game, and `rm_board`, each game as
each viewer sees it (projections.board), both upserted per batch from one fold of the engine
state (`GameFollower`, caught up from the event store on a miss).

Status: lobby until Started, playing until Finished, then finished (the schema's vocabulary).
Seats never carry token hashes; the seed is never projected. Progress, seats to act and the
outcome come from the decider protocol."""
from __future__ import annotations

import json

from domain import games
from projections import board, snapshot, table
from projections.base import GameFollower, Projection, dumps
from projections.snapshot import FINISHED

COLUMNS = ("game_id", "game", "status", "variant", "players", "seats", "open_seats",
           "seats_to_act", "progress", "outcome", "created_at", "last_activity", "version",
           "position", "private", "creator", "rematch", "left_seats")
JSON_COLUMNS = ("seats", "seats_to_act", "progress", "outcome", "left_seats")
CACHE_GAMES = 2000


def summary(g: dict) -> dict:
    state = g["state"]
    decider = games.get(g["game"])
    over = state is not None and decider.is_over(state)
    outcome = table.outcome(g)
    return {**{k: g[k] for k in ("game_id", "game", "status", "variant", "players", "seats",
                                 "created_at", "last_activity", "version", "position",
                                 "creator", "rematch")},
            "private": int(g["private"]), "left_seats": list(g["left"]),
            "open_seats": sum(1 for s in g["seats"] if s["kind"] == "open"),
            "seats_to_act": [] if state is None or over else list(decider.seats_to_act(state)),
            "progress": None if state is None else decider.progress(state)._asdict(),
            "outcome": snapshot.outcome_dict(outcome)}


class GamesProjection(Projection):
    name = "games"
    version = 5  # 2: statuses, progress, outcome, identities, board; 3: clocks, undo, tables;
    # 4: outcomes keep the game's order of score categories; 5: move times
    tables = ("rm_games", "rm_board")

    def __init__(self) -> None:
        self.follower = GameFollower(table.start, table.step, maxsize=CACHE_GAMES)

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
        touched: dict[str, dict] = {}
        for r in records:
            g = self.follower.apply(r, ctx)
            if g is not None:
                touched[r.game_id] = g
        rows = {gid: summary(g) for gid, g in touched.items()}  # once per game and batch
        board.write(cur, touched)
        for gid, g in touched.items():
            if g["status"] in (FINISHED, table.CANCELLED):
                self.follower.drop(gid)
        cur.executemany(
            f"INSERT INTO rm_games ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))}) "
            "ON CONFLICT (game_id) DO UPDATE SET "
            + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[1:]),
            [[dumps(row[c]) if c in JSON_COLUMNS else row[c] for c in COLUMNS]
             for row in rows.values()])
        return set(rows)


def decode(row) -> dict:
    out = {c: row[c] for c in COLUMNS if c != "position"}
    for c in JSON_COLUMNS:
        out[c] = json.loads(out[c]) if out[c] is not None else None
    return out
