"""Game-log queries: events redacted for the viewer while the game runs, each with its log
message (template + typed arguments, Board Game Arena's notification style) and its English
text naming the players; the move list (one entry per command) used to step through a replay.

The log table is an index (projections.log.projection): a page finds its stored events there
and reads their data from the event store in the same read transaction
(projections.source.stored_range). Besides the game's own events the log shows what the
service recorded around them (a move taken back, a concession, a time-out, a bot taking a seat
over ...: projections.log.shell), one step each."""
from __future__ import annotations

from domain import games
from domain.shared.messages import render, stored
from projections.games.queries import seat_names
from projections.log import shell
from projections.source import stored_range

MAX_PAGE = 1000


def game_info(cur, game_id: str) -> dict | None:
    row = cur.execute("SELECT game, players, steps, finished FROM rm_log_games "
                      "WHERE game_id = ?", [game_id]).fetchone()
    if row is None:
        return None
    return {"game": row["game"], "players": row["players"], "steps": row["steps"],
            "finished": bool(row["finished"])}


def message(decider, data: dict, names: list | None) -> tuple[dict, str]:
    """({template, args: [{name, kind, value, text, asset?}], game}, English text) of an event
    (`game` names whose translations apply: domain.shared.i18n)."""
    m = shell.message(data)
    if m is None:
        m = decider.message(data)
    return stored(m, decider.name, names), render(m, names)


def shown_action(decider, key: str | None, seat: int | None, viewer: int | None,
                 finished: bool) -> str | None:
    return decider.redact_action(key, seat, viewer, finished)


def words(decider, data: dict, names: list | None) -> tuple[dict, str]:
    """(message, English text) of a shown event; never fails (a description must never break
    the log: the event's type stands in)."""
    try:
        return message(decider, data, names)
    except Exception:  # noqa: BLE001
        description = str(data.get("type", ""))
        return {"template": "{text}", "args": [{"name": "text", "kind": "text",
                                                "value": None, "text": description}]}, description


def entry(decider, row, viewer: int | None, finished: bool, names: list | None = None,
          *, lazy: bool = False) -> dict:
    """One log entry as the viewer may see it (`row`: one of `steps`' items). `lazy`: no
    `message` / `description` yet, `words()` gives them when asked (a mutation's answer
    rarely selects them)."""
    if row["type"] in shell.KINDS:
        data = shell.shown(row["data"], lambda key, seat: shown_action(
            decider, key, seat, viewer, finished))
    else:
        data = decider.redact_event(row["data"], viewer, finished)
    out = {"step": row["step"], "position": row["position"], "version": row["version"],
           "type": row["type"],
           "action": shown_action(decider, row["action"], row["seat"], viewer, finished),
           "seat": row["seat"], "data": data, "part": row["part"], "parts": row["parts"]}
    if lazy:
        out["words"] = lambda: words(decider, data, names)
    else:
        out["message"], out["description"] = words(decider, data, names)
    return out


def steps(store, cur, game_id: str, after: int = 0, first: int | None = None,
          version: int | None = None) -> list[dict]:
    """The game's log entries with step > after (at most `first`; or those of one stored
    `version`), in order: [{step, position, version, seat, action, type, part, parts, data,
    took_ms}], data as stored."""
    if version is not None:
        index = cur.execute("SELECT version, step, events FROM rm_log WHERE game_id = ? AND "
                            "version = ?", [game_id, int(version)]).fetchall()
    else:
        sql = ("SELECT version, step, events FROM rm_log WHERE game_id = ? AND "
               "step + events > ? ORDER BY version")
        params: list = [game_id, int(after) + 1]
        if first is not None:  # rows hold one or more steps: `first` rows are always enough
            sql += " LIMIT ?"
            params.append(int(first))
        index = cur.execute(sql, params).fetchall()
    if not index:
        return []
    wanted = {r["version"]: (r["step"], r["events"]) for r in index}
    out: list[dict] = []
    counter: dict[int, int] = {}
    for rec in stored_range(cur, store.events_table(), game_id, index[0]["version"],
                            index[-1]["version"]):
        start = wanted.get(rec.version)
        if start is None or (rec.kind != "GameEvent" and rec.kind not in shell.KINDS):
            continue
        k = counter.get(rec.version, 0)
        counter[rec.version] = k + 1
        step = start[0] + k
        if step <= after:
            continue
        f = rec.fields
        if rec.kind == "GameEvent":
            out.append({"step": step, "position": rec.position, "version": rec.version,
                        "seat": f["seat"], "action": f["action"],
                        "type": f["data"].get("type"), "part": k + 1, "parts": start[1],
                        "data": f["data"], "took_ms": f.get("took_ms")})
        else:
            data = shell.data(rec.kind, f, cur, game_id)
            out.append({"step": step, "position": rec.position, "version": rec.version,
                        "seat": data.get("seat"), "action": None, "type": rec.kind,
                        "part": 1, "parts": 1, "data": data, "took_ms": None})
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
        names = seat_names(cur, game_id)
        found = steps(store, cur, game_id, after, first)
    decider = games.get(info["game"])
    return [entry(decider, r, viewer, info["finished"], names) for r in found]


def command_log(store, game_id: str, version: int, viewer: int | None) -> list[dict]:
    """The entries of the command stored at `version`, as the viewer may see them."""
    with store.read() as cur:
        info = game_info(cur, game_id)
        if info is None or info["game"] is None:
            return []
        names = seat_names(cur, game_id)
        found = steps(store, cur, game_id, version=version)
    decider = games.get(info["game"])
    return [entry(decider, r, viewer, info["finished"], names) for r in found]


def command_entries(game: str, result, viewer: int | None) -> list[dict]:
    """The log entries of a command just stored, from its write result (infra.game_service.results.
    CommandResult), exactly as `command_log` gives them once the read side has it (their words
    made when asked: `entry`'s `lazy`)."""
    decider = games.get(game)
    stored_at = result.version - 1 if result.finished else result.version
    n = len(result.events)
    rows = [{"step": result.first_step + i, "position": result.event_position,
             "version": stored_at, "seat": result.seat, "action": result.action,
             "type": data.get("type"), "part": i + 1, "parts": n, "data": data}
            for i, data in enumerate(result.events)]
    names = list(result.names)
    return [entry(decider, r, viewer, result.finished, names, lazy=True) for r in rows]


def length(store, game_id: str) -> int | None:
    with store.read() as cur:
        info = game_info(cur, game_id)
    return None if info is None else info["steps"]


def actions(store, game_id: str) -> list[dict]:
    """[{step, seat, action, version}] per command: `step` once all its events are applied."""
    with store.read() as cur:
        rows = cur.execute("SELECT step, events, seat, action, version FROM rm_log "
                           "WHERE game_id = ? AND action IS NOT NULL AND command_end = 1 "
                           "ORDER BY version", [game_id]).fetchall()
    return [{"step": r["step"] + r["events"] - 1, "seat": r["seat"], "action": r["action"],
             "version": r["version"]} for r in rows]
