"""The game-list projection: `rm_games`, one summary row per game, upserted per batch.

Status: lobby until Started, playing until Finished, then finished (the schema's vocabulary).
Seats never carry token hashes; the seed is never projected. Progress, seats to act and the
outcome come from the decider protocol (the engine state is folded in memory, `GameFollower`)."""
from __future__ import annotations

import json

from domain import games
from projections.base import GameFollower, Projection, dumps
from projections.seats import joined, public_seats
from projections.snapshot import FINISHED, LOBBY, PLAYING

COLUMNS = ("game_id", "game", "status", "variant", "players", "seats", "open_seats",
           "seats_to_act", "progress", "outcome", "created_at", "last_activity", "version",
           "position")
JSON_COLUMNS = ("seats", "seats_to_act", "progress", "outcome")
CACHE_GAMES = 2000


def _start(r) -> dict:
    f = r.fields
    return {"game_id": r.game_id, "game": f["game"], "status": LOBBY, "variant": f["variant"],
            "players": len(f["seats"]), "seats": public_seats(f["seats"]),
            "created_at": r.timestamp, "last_activity": r.timestamp, "version": r.version,
            "position": r.position, "state": None}


def _step(g: dict, r) -> dict:
    f = r.fields
    if r.kind == "SeatJoined":
        g["seats"] = joined(g["seats"], f)
    elif r.kind == "Started":
        g["status"] = PLAYING
    elif r.kind == "GameEvent":
        decider = games.get(g["game"])
        g["state"] = decider.evolve(g["state"], decider.event_from_dict(f["data"]))
    elif r.kind == "Finished":
        g["status"] = FINISHED
    g["last_activity"] = r.timestamp
    g["version"] = r.version
    g["position"] = r.position
    return g


def summary(g: dict) -> dict:
    state = g["state"]
    decider = games.get(g["game"])
    over = state is not None and decider.is_over(state)
    outcome = decider.outcome(state) if over else None
    return {**{k: g[k] for k in ("game_id", "game", "status", "variant", "players", "seats",
                                 "created_at", "last_activity", "version", "position")},
            "open_seats": sum(1 for s in g["seats"] if s["kind"] == "open"),
            "seats_to_act": [] if state is None or over else list(decider.seats_to_act(state)),
            "progress": None if state is None else decider.progress(state)._asdict(),
            "outcome": None if outcome is None else outcome._asdict()}


class GamesProjection(Projection):
    name = "games"
    version = 2  # 2: lobby/playing/finished, progress, outcome, created_at, identities
    tables = ("rm_games",)

    def __init__(self) -> None:
        self.follower = GameFollower(_start, _step, maxsize=CACHE_GAMES)

    def ddl(self, dialect: str) -> list[str]:
        return [
            "CREATE TABLE IF NOT EXISTS rm_games (game_id TEXT PRIMARY KEY, game TEXT, "
            "status TEXT, variant TEXT, players INTEGER, seats TEXT, open_seats INTEGER, "
            "seats_to_act TEXT, progress TEXT, outcome TEXT, created_at TEXT, "
            "last_activity TEXT, version INTEGER, position BIGINT)",
            "CREATE INDEX IF NOT EXISTS rm_games_activity ON rm_games "
            "(last_activity DESC, game_id DESC)",
        ]

    def reset(self) -> None:
        self.follower.clear()

    def apply(self, cur, records, ctx) -> set[str]:
        rows: dict[str, dict] = {}
        for r in records:
            g = self.follower.apply(r, ctx)
            if g is None:
                continue
            rows[r.game_id] = summary(g)
            if g["status"] == FINISHED:
                self.follower.drop(r.game_id)
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
