"""Game-list queries: filters, newest activity first, opaque cursors."""
from __future__ import annotations

import base64
import json

from projections.games.projection import COLUMNS

MAX_PAGE = 200


class BadCursor(ValueError):
    """The `after` cursor was not produced by game_list."""


def _summary(row) -> dict:
    out = {c: row[c] for c in COLUMNS if c != "position"}
    out["seats"] = json.loads(out["seats"])
    return out


def encode_cursor(last_activity: str, game_id: str) -> str:
    return base64.urlsafe_b64encode(f"{last_activity}|{game_id}".encode()).decode()


def decode_cursor(cursor: str) -> tuple[str, str]:
    try:
        last_activity, game_id = base64.urlsafe_b64decode(cursor.encode()).decode().split("|")
    except Exception as e:  # noqa: BLE001 - any malformed cursor
        raise BadCursor(f"invalid cursor {cursor!r}") from e
    return last_activity, game_id


def game_list(store, *, status=None, variant=None, players=None, open_only=False,
              first=20, after=None) -> dict:
    first = max(0, min(int(first), MAX_PAGE))
    where, params = [], []
    if status is not None:
        where.append("status = ?")
        params.append(status)
    if variant is not None:
        where.append("variant = ?")
        params.append(variant)
    if players is not None:
        where.append("players = ?")
        params.append(int(players))
    if open_only:
        where.append("open_seats > 0 AND status = 'open'")
    if after:
        activity, game_id = decode_cursor(after)
        where.append("(last_activity < ? OR (last_activity = ? AND game_id < ?))")
        params += [activity, activity, game_id]
    sql = (f"SELECT {', '.join(COLUMNS)} FROM rm_games"
           + (f" WHERE {' AND '.join(where)}" if where else "")
           + " ORDER BY last_activity DESC, game_id DESC LIMIT ?")
    with store.read() as cur:
        rows = cur.execute(sql, [*params, first + 1]).fetchall()
    items = [_summary(r) for r in rows[:first]]
    end = encode_cursor(items[-1]["last_activity"], items[-1]["game_id"]) if items else None
    return {"items": items, "end_cursor": end, "has_next": len(rows) > first}


def game_summary(store, game_id: str) -> dict | None:
    with store.read() as cur:
        row = cur.execute(f"SELECT {', '.join(COLUMNS)} FROM rm_games WHERE game_id = ?",
                          [game_id]).fetchone()
    return None if row is None else _summary(row)
