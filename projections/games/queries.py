"""Game-list queries: filters, newest activity first, opaque cursors."""
from __future__ import annotations

import base64
import json

from projections.games.projection import COLUMNS, decode

MAX_PAGE = 200


class BadCursor(ValueError):
    """The `after` cursor was not produced by game_list."""


def encode_cursor(last_activity: str, game_id: str) -> str:
    return base64.urlsafe_b64encode(f"{last_activity}|{game_id}".encode()).decode()


def decode_cursor(cursor: str) -> tuple[str, str]:
    try:
        last_activity, game_id = base64.urlsafe_b64decode(cursor.encode()).decode().split("|")
    except Exception as e:  # noqa: BLE001 - any malformed cursor
        raise BadCursor("not a cursor of this list") from e
    return last_activity, game_id


def game_list(store, *, game=None, status=None, variant=None, players=None, open_only=False,
              first=20, after=None) -> dict:
    first = max(0, min(int(first), MAX_PAGE))
    where, params = ["private = 0"], []  # private tables are unlisted
    for column, value in (("game", game), ("status", status), ("variant", variant)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    if players is not None:
        where.append("players = ?")
        params.append(int(players))
    if open_only:
        where.append("open_seats > 0 AND status = 'lobby'")
    if after:
        activity, game_id = decode_cursor(after)
        where.append("(last_activity < ? OR (last_activity = ? AND game_id < ?))")
        params += [activity, activity, game_id]
    sql = (f"SELECT {', '.join(COLUMNS)} FROM rm_games"
           + (f" WHERE {' AND '.join(where)}" if where else "")
           + " ORDER BY last_activity DESC, game_id DESC LIMIT ?")
    with store.read() as cur:
        rows = cur.execute(sql, [*params, first + 1]).fetchall()
    items = [decode(r) for r in rows[:first]]
    for item in items:
        item["cursor"] = encode_cursor(item["last_activity"], item["game_id"])
    end = items[-1]["cursor"] if items else None
    return {"items": items, "end_cursor": end, "has_next": len(rows) > first}


def game_summary(store, game_id: str) -> dict | None:
    with store.read() as cur:
        row = cur.execute(f"SELECT {', '.join(COLUMNS)} FROM rm_games WHERE game_id = ?",
                          [game_id]).fetchone()
    return None if row is None else decode(row)


def seat_names(cur, game_id: str) -> list | None:
    """The game's seat names (for log messages), or None for an unknown game."""
    row = cur.execute("SELECT seats FROM rm_games WHERE game_id = ?", [game_id]).fetchone()
    if row is None:
        return None
    return [s.get("name") for s in json.loads(row["seats"])]


def open_games_of(store, creator: str) -> int:
    """How many games that have not started yet a client (its creator key) holds."""
    with store.read() as cur:
        row = cur.execute("SELECT COUNT(*) AS n FROM rm_games WHERE creator = ? AND "
                          "status = 'lobby'", [creator]).fetchone()
    return int(row["n"])
