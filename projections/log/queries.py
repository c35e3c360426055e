"""Game-log queries: events redacted for the viewer while the game runs, with descriptions;
the action list (one entry per command) used to step through a replay."""
from __future__ import annotations

import json

from domain import games

MAX_PAGE = 1000


def game_info(cur, game_id: str) -> dict | None:
    row = cur.execute("SELECT game, players, steps, finished FROM rm_log_games "
                      "WHERE game_id = ?", [game_id]).fetchone()
    if row is None:
        return None
    return {"game": row["game"], "players": row["players"], "steps": row["steps"],
            "finished": bool(row["finished"])}


def entry(decider, row, viewer: int | None, finished: bool) -> dict:
    """One log entry as the viewer may see it."""
    data = decider.redact_event(json.loads(row["data"]), viewer, finished)
    try:
        description = decider.describe_event(data)
    except Exception:  # noqa: BLE001 - a description must never break the log
        description = data.get("type", "")
    return {"step": row["step"], "position": row["position"], "version": row["version"],
            "type": row["type"], "description": description, "action": row["action"],
            "seat": row["seat"], "data": data}


def game_log(store, game_id: str, viewer: int | None, after: int = 0,
             first: int = 100) -> list[dict]:
    first = max(0, min(int(first), MAX_PAGE))
    with store.read() as cur:
        info = game_info(cur, game_id)
        if info is None or info["game"] is None:
            return []
        rows = cur.execute("SELECT step, position, version, seat, action, type, data "
                           "FROM rm_log WHERE game_id = ? AND step > ? ORDER BY step LIMIT ?",
                           [game_id, int(after), first]).fetchall()
    decider = games.get(info["game"])
    return [entry(decider, r, viewer, info["finished"]) for r in rows]


def length(store, game_id: str) -> int:
    with store.read() as cur:
        info = game_info(cur, game_id)
    return 0 if info is None else info["steps"]


def actions(store, game_id: str) -> list[dict]:
    """[{step, seat, action, version}] per command: `step` once all its events are applied."""
    with store.read() as cur:
        rows = cur.execute("SELECT step, seat, action, version FROM rm_log WHERE game_id = ? "
                           "AND action IS NOT NULL AND part = parts ORDER BY step",
                           [game_id]).fetchall()
    return [{"step": r["step"], "seat": r["seat"], "action": r["action"],
             "version": r["version"]} for r in rows]
