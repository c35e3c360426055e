"""Game-log queries: events redacted for the viewer while the game runs, with descriptions;
the action list (one entry per command) used to step through a replay.

The log table is an index (projections.log.projection): a page finds its stored events there
and reads their data from the event store in the same read transaction
(projections.source.stored_range)."""
from __future__ import annotations

from domain import games
from projections.source import stored_range

MAX_PAGE = 1000


def game_info(cur, game_id: str) -> dict | None:
    row = cur.execute("SELECT game, players, steps, finished FROM rm_log_games "
                      "WHERE game_id = ?", [game_id]).fetchone()
    if row is None:
        return None
    return {"game": row["game"], "players": row["players"], "steps": row["steps"],
            "finished": bool(row["finished"])}


def entry(decider, row, viewer: int | None, finished: bool) -> dict:
    """One log entry as the viewer may see it (`row`: one of `steps`' items)."""
    data = decider.redact_event(row["data"], viewer, finished)
    try:
        description = decider.describe_event(data)
    except Exception:  # noqa: BLE001 - a description must never break the log
        description = data.get("type", "")
    return {"step": row["step"], "position": row["position"], "version": row["version"],
            "type": row["type"], "description": description, "action": row["action"],
            "seat": row["seat"], "data": data}


def steps(store, cur, game_id: str, after: int = 0, first: int | None = None) -> list[dict]:
    """The game's domain events with step > after (at most `first`), in order:
    [{step, position, version, seat, action, type, data}], data as stored."""
    sql = ("SELECT version, step, events FROM rm_log WHERE game_id = ? AND step + events > ? "
           "ORDER BY version")
    params: list = [game_id, int(after) + 1]
    if first is not None:  # rows hold one or more steps: `first` rows are always enough
        sql += " LIMIT ?"
        params.append(int(first))
    index = cur.execute(sql, params).fetchall()
    if not index:
        return []
    wanted = {r["version"]: r["step"] for r in index}
    out: list[dict] = []
    counter: dict[int, int] = {}
    for rec in stored_range(cur, store.events_table(), game_id, index[0]["version"],
                            index[-1]["version"]):
        start = wanted.get(rec.version)
        if start is None or rec.kind != "GameEvent":
            continue
        k = counter.get(rec.version, 0)
        counter[rec.version] = k + 1
        step = start + k
        if step <= after:
            continue
        f = rec.fields
        out.append({"step": step, "position": rec.position, "version": rec.version,
                    "seat": f["seat"], "action": f["action"], "type": f["data"].get("type"),
                    "data": f["data"]})
        if first is not None and len(out) >= first:
            break
    return out


def game_log(store, game_id: str, viewer: int | None, after: int = 0,
             first: int = 100) -> list[dict]:
    first = max(0, min(int(first), MAX_PAGE))
    if first == 0:
        return []
    with store.read() as cur:
        info = game_info(cur, game_id)
        if info is None or info["game"] is None:
            return []
        rows = steps(store, cur, game_id, after, first)
    decider = games.get(info["game"])
    return [entry(decider, r, viewer, info["finished"]) for r in rows]


def length(store, game_id: str) -> int:
    with store.read() as cur:
        info = game_info(cur, game_id)
    return 0 if info is None else info["steps"]


def actions(store, game_id: str) -> list[dict]:
    """[{step, seat, action, version}] per command: `step` once all its events are applied."""
    with store.read() as cur:
        rows = cur.execute("SELECT step, events, seat, action, version FROM rm_log "
                           "WHERE game_id = ? AND action IS NOT NULL AND command_end = 1 "
                           "ORDER BY version", [game_id]).fetchall()
    return [{"step": r["step"] + r["events"] - 1, "seat": r["seat"], "action": r["action"],
             "version": r["version"]} for r in rows]
