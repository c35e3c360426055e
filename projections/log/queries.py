"""Game-log queries: events redacted for the viewer while the game runs, each with its log
message (template + typed arguments, Board Game Arena's notification style) and its English
text naming the players; the move list (one entry per command) used to step through a replay."""
from __future__ import annotations

import json

from domain import games
from domain.shared.messages import render, text_of
from projections.games.queries import seat_names

MAX_PAGE = 1000


def game_info(cur, game_id: str) -> dict | None:
    row = cur.execute("SELECT game, players, steps, finished FROM rm_log_games "
                      "WHERE game_id = ?", [game_id]).fetchone()
    if row is None:
        return None
    return {"game": row["game"], "players": row["players"], "steps": row["steps"],
            "finished": bool(row["finished"])}


def message(decider, data: dict, names: list | None) -> tuple[dict, str]:
    """({template, args: [{name, kind, value, text, asset?}]}, English text) of an event."""
    build = getattr(decider, "message", None)
    if build is None:  # a game without templates: its plain description
        text = decider.describe_event(data)
        return {"template": "{text}", "args": [{"name": "text", "kind": "text",
                                                "value": None, "text": text}]}, text
    m = build(data)
    args = [{"name": k, **a, "text": text_of(a, names)} for k, a in m.args.items()]
    return {"template": m.template, "args": args}, render(m, names)


def shown_action(decider, row, viewer: int | None, finished: bool) -> str | None:
    redact = getattr(decider, "redact_action", None)
    key = row["action"]
    return key if redact is None else redact(key, row["seat"], viewer, finished)


def entry(decider, row, viewer: int | None, finished: bool, names: list | None = None) -> dict:
    """One log entry as the viewer may see it."""
    data = decider.redact_event(json.loads(row["data"]), viewer, finished)
    try:
        msg, description = message(decider, data, names)
    except Exception:  # noqa: BLE001 - a description must never break the log
        description = str(data.get("type", ""))
        msg = {"template": "{text}", "args": [{"name": "text", "kind": "text",
                                               "value": None, "text": description}]}
    return {"step": row["step"], "position": row["position"], "version": row["version"],
            "type": row["type"], "description": description, "message": msg,
            "action": shown_action(decider, row, viewer, finished), "seat": row["seat"],
            "data": data}


def rows(cur, game_id: str, after: int, limit: int | None = None) -> list:
    """Log rows (step, position, version, seat, action, type, part, parts, data) after a
    step, in order."""
    sql = ("SELECT step, position, version, seat, action, type, part, parts, data "
           "FROM rm_log WHERE game_id = ? AND step > ? ORDER BY step")
    params: list = [game_id, int(after)]
    if limit is not None:
        sql += " LIMIT ?"
        params.append(int(limit))
    return cur.execute(sql, params).fetchall()


def game_log(store, game_id: str, viewer: int | None, after: int = 0,
             first: int = 100) -> list[dict]:
    first = max(0, min(int(first), MAX_PAGE))
    with store.read() as cur:
        info = game_info(cur, game_id)
        if info is None or info["game"] is None:
            return []
        names = seat_names(cur, game_id)
        found = rows(cur, game_id, after, first)
    decider = games.get(info["game"])
    return [entry(decider, r, viewer, info["finished"], names) for r in found]


def command_log(store, game_id: str, version: int, viewer: int | None) -> list[dict]:
    """The entries of the command stored at `version`, as the viewer may see them."""
    with store.read() as cur:
        info = game_info(cur, game_id)
        if info is None or info["game"] is None:
            return []
        names = seat_names(cur, game_id)
        found = cur.execute("SELECT step, position, version, seat, action, type, part, parts, "
                            "data FROM rm_log WHERE game_id = ? AND version = ? ORDER BY step",
                            [game_id, int(version)]).fetchall()
    decider = games.get(info["game"])
    return [entry(decider, r, viewer, info["finished"], names) for r in found]


def length(store, game_id: str) -> int | None:
    with store.read() as cur:
        info = game_info(cur, game_id)
    return None if info is None else info["steps"]


def actions(store, game_id: str) -> list[dict]:
    """[{step, seat, action, version}] per command: `step` once all its events are applied."""
    with store.read() as cur:
        rows = cur.execute("SELECT step, seat, action, version FROM rm_log WHERE game_id = ? "
                           "AND action IS NOT NULL AND part = parts ORDER BY step",
                           [game_id]).fetchall()
    return [{"step": r["step"], "seat": r["seat"], "action": r["action"],
             "version": r["version"]} for r in rows]
