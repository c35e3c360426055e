"""What the read side follows of a game beyond its rules, from the shell's records: seats
joining, leaving, conceding and taken over by bots, cancellation, clocks (recorded times), the
stack of moves that may still be taken back, rematches and private tables. The same pure
functions as the write side (domain.shared.clock, domain.shared.undo), so both agree.

A game here is a dict (the games projection's follower state); `start(record)` makes it from
`Created`, `step(game, record)` applies any later record."""
from __future__ import annotations

from domain import games
from domain.shared import clock as clocks
from domain.shared import undo as undos
from domain.shared.decider import Outcome
from projections.seats import joined, open_seat, public_seats, taken_over

LOBBY, PLAYING, FINISHED, CANCELLED = "lobby", "playing", "finished", "cancelled"


def start(r) -> dict:
    f = r.fields
    table = f.get("table") or {}
    return {"game_id": r.game_id, "game": f["game"], "status": LOBBY, "variant": f["variant"],
            "players": len(f["seats"]), "seats": public_seats(f["seats"]),
            "created_at": r.timestamp, "last_activity": r.timestamp, "version": r.version,
            "position": r.position, "state": None, "clock_rules": f.get("clock"),
            "clock": None, "undo": undos.EMPTY, "left": (), "rematch": None,
            "private": bool(table.get("private")), "creator": table.get("creator"),
            "command": None, "webhooks": {}, "move_times": {}}


def _rules(g: dict) -> clocks.Rules:
    rules = g["clock_rules"]
    return clocks.Rules(mode="turn") if rules is None else clocks.Rules(**rules)


def _tick(g: dict, seat: int | None, at: int | None) -> None:
    if at is None or g["status"] != PLAYING or g["state"] is None:
        return
    due = tuple(games.get(g["game"]).seats_to_act(g["state"]))
    if g["clock"] is None:
        g["clock"] = clocks.start(_rules(g), len(g["seats"]), due, at)
    else:
        g["clock"], _ = clocks.moved(_rules(g), g["clock"], seat, due, at)


def _domain_event(g: dict, f: dict) -> None:
    """One domain event of a command (records carry a command's events one by one)."""
    decider = games.get(g["game"])
    if f["part"] == 1:
        g["command"] = {"before": (g["state"], g["clock"]), "events": []}
    g["command"]["events"].append(f["data"])
    g["state"] = decider.evolve(g["state"], decider.event_from_dict(f["data"]))
    if f["part"] == f["parts"]:
        cmd, g["command"] = g["command"], None
        g["undo"] = undos.after_command(g["undo"], decider, f["seat"], f["action"],
                                        g["version"], cmd["events"], cmd["before"])
        if g.pop("undo_barrier", False):  # the move a bot played for a timed-out seat
            g["undo"] = undos.EMPTY
        _tick(g, f["seat"], f.get("at"))
        g["move_times"] = timed(g["move_times"], f)


def _undone(g: dict, f: dict) -> None:
    g["undo"], taken = undos.after_undo(g["undo"])
    state, clock = taken.before
    g["state"] = state
    if clock is not None and g["clock"] is not None:
        running = list(clock.running)
        running[f["seat"]] = g["clock"].running[f["seat"]] or running[f["seat"]]
        g["clock"] = clocks.Clock(clock.remaining, tuple(running))
    _tick(g, None, f.get("at"))


def step(g: dict, r) -> dict:
    f, kind = r.fields, r.kind
    g["version"] = r.version  # before the events: a command's undo entry names its version
    if kind == "GameEvent":
        _domain_event(g, f)
    elif kind == "SeatJoined":
        g["seats"] = joined(g["seats"], f)
    elif kind == "SeatLeft":
        g["seats"] = open_seat(g["seats"], f["seat"])
    elif kind == "Started":
        g["status"] = PLAYING
    elif kind == "Finished":
        g["status"] = FINISHED
    elif kind == "Cancelled":
        g["status"] = CANCELLED
    elif kind == "Conceded":
        g["left"] = (*g["left"], f["seat"])
    elif kind == "TimedOut":  # as the write side: nothing before it or of it is taken back
        g["undo"], g["undo_barrier"] = undos.EMPTY, True
        if f["policy"] == "expel":
            g["left"] = (*g["left"], f["seat"])
    elif kind == "TakenOver":
        g["seats"] = taken_over(g["seats"], f["seat"], f["bot"], f["reason"])
        g["undo"] = undos.EMPTY
    elif kind == "Undone":
        _undone(g, f)
    elif kind == "Rematched":
        g["rematch"] = f["game_id"]
    elif kind == "WebhookSet":
        g["webhooks"] = {**g["webhooks"], str(f["seat"]): f["url"] is not None}
    g["last_activity"] = r.timestamp
    g["position"] = r.position
    return g


def outcome(g: dict) -> Outcome | None:
    """The decider's outcome with the seats that left (conceded, expelled) ranked last: the
    first to leave is the very last."""
    state = g["state"]
    decider = games.get(g["game"])
    if state is None or not decider.is_over(state):
        return None
    o = decider.outcome(state)
    if o is None or not g["left"]:
        return o
    left = [s for s in g["left"] if 0 <= s < len(o.ranks)]
    stay = [s for s in o.ranking if s not in left]
    ranks = list(o.ranks)
    for s in stay:  # the others keep their order (and ties) among themselves
        ranks[s] = sorted({o.ranks[x] for x in stay}).index(o.ranks[s])
    top = max((ranks[s] for s in stay), default=-1)
    for place, s in enumerate(reversed(left), start=1):
        ranks[s] = top + place
    ranking = tuple(stay + list(reversed(left)))
    return o._replace(ranking=ranking, ranks=tuple(ranks),
                      winners=tuple(s for s in stay if ranks[s] == 0))


def timed(move_times: dict, f: dict) -> dict:
    """Per seat {seat: [moves, ms]} after a command's record `f` (its `took_ms`: how long the
    seat had been due; unknown for commands stored before times were kept)."""
    took, seat = f.get("took_ms"), f.get("seat")
    if took is None or seat is None:
        return move_times
    n, ms = move_times.get(seat, (0, 0))
    return {**move_times, seat: [n + 1, ms + int(took)]}


def move_times_view(move_times: dict, seats: int) -> list[dict]:
    """[{seat, moves, mean_ms}] for every seat (mean None before its first timed move)."""
    out = []
    for seat in range(seats):
        n, ms = move_times.get(seat, (0, 0))
        out.append({"seat": seat, "moves": n, "mean_ms": round(ms / n) if n else None})
    return out


def clock_view(g: dict) -> dict | None:
    """The clock as stored in the read models (the API works out the time left at `now`)."""
    if g["clock_rules"] is None or g["clock"] is None:
        return None if g["clock_rules"] is None else {**g["clock_rules"], "remaining": None,
                                                      "running": None}
    k = g["clock"]
    return {**g["clock_rules"], "remaining": list(k.remaining), "running": list(k.running)}


def undo_action(g: dict, seat: int) -> dict | None:
    """The legal action `undo` for `seat`, when the policy allows it now."""
    if g["status"] != PLAYING or undos.refusal(g["undo"], games.get(g["game"]), g["state"],
                                               seat) is not None:
        return None
    last = g["undo"].items[-1]
    return {"key": "undo", "kind": "undo",
            "description": f"take back your last action ({last.action})",
            "fields": {"version": last.version, "action": last.action}}
