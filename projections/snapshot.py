"""A game as one viewer sees it at one version: the one shape the board read model stores and
the replay builds, so `replay.stateAt(length)` equals `game` field for field.

    {"game", "variant", "status" (lobby|playing|finished|cancelled), "version", "seats",
     "clock", "private", "rematch", "origin", "left", "move_times" (the table: `lobby`),
     "view"            the decider's view for the viewer (None in the lobby),
     "seats_to_act", "pending", "progress", "outcome",
     "legal_actions"   the viewer's legal actions at this version ([] for a spectator, a seat
                       that need not act, or a finished game)}

Everything comes from the decider protocol (domain/shared/decider.py) and the table's facts
(domain.shared.table: derived once per version); nothing here knows a game's rules."""
from __future__ import annotations

import marshal

from domain.shared.decider import LegalActions
from domain.shared.messages import arg, message, render, stored
from domain.shared.table import FINISHED, PLAYING, Facts, Table
from projections.seats import public_seats


def legal_dicts(decider, state, seat: int) -> list[dict]:
    """The seat's legal actions as stored and served. An action a game lists lazily (`maker(
    *args)`, domain.shared.decider.LegalActions) is the same for the same maker and arguments:
    its dict is made once and shared by every version and seat offered it (most of a turn's
    actions are offered again at the next: making each, its description and message, was
    most of a seat's part). Shared dicts are read only, as every read model's."""
    game = decider.name
    actions = decider.legal_actions(state, seat)
    if not isinstance(actions, LegalActions):
        return [_legal_dict(a, game) for a in actions]
    out, made = [], _made
    for i, (maker, args) in enumerate(actions.makers):
        try:
            key = (game, maker, marshal.dumps(args))  # equal only for equal values and types
        except ValueError:  # not plain data (an action itself, a named tuple): made each time
            out.append(_legal_dict(actions[i], game))
            continue
        d = made.get(key)
        if d is None:
            if len(made) >= MADE:
                made.clear()
            d = made[key] = _legal_dict(actions[i], game)
        out.append(d)
    return out


MADE = 4096  # shared action dicts (1-2 kB each, their strings shared); all dropped when full
_made: dict = {}


def _legal_dict(a, game: str) -> dict:
    return {"key": a.key, "kind": a.kind, "description": a.description, "fields": a.fields,
            "message": None if a.message is None else stored(a.message, game)}


def revealed_view(decider, state) -> dict:
    """Everything about a state (a finished game's replay shows every step in full)."""
    reveal = decider.reveal
    return reveal(state) if reveal is not None else decider.view(state, None)


def outcome_dict(outcome) -> dict | None:
    """An Outcome as stored; `categories` keeps the game's order of score categories (every
    read model stores JSON with sorted keys, so the breakdown's own order is lost)."""
    if outcome is None:
        return None
    first = outcome.breakdown[0] if outcome.breakdown else {}
    return {**outcome._asdict(), "categories": list(first)}


def public(decider, state, facts: Facts, *, lobby: dict, reveal: bool = False,
           view: dict | None = None, with_view: bool = True) -> dict:
    """The spectator's snapshot (`lobby`: game, variant, status, version, seats ...);
    `view`: the spectator's view when already built; `with_view=False`: left out (None), to
    be derived when read (`seat_part` with no seat)."""
    if state is None:
        return {**lobby, "view": None, "seats_to_act": [], "pending": [],
                "progress": None, "outcome": None, "legal_actions": []}
    if view is None and with_view:
        view = revealed_view(decider, state) if reveal else decider.view(state, None)
    waiting = lobby.get("status") == "lobby"  # a fork's position shown before its start
    return {**lobby, "view": view,
            "seats_to_act": [] if waiting else list(facts.seats_to_act),
            "pending": [] if waiting else facts.pending, "progress": facts.progress,
            "outcome": outcome_dict(facts.outcome), "legal_actions": []}


def seat_part(t: Table, seat: int | None) -> dict:
    """What a viewer sees of a running game beyond the board row: its own view and its legal
    actions (the table's own `undo` among them when the policy allows it); a spectator (None)
    the spectator's view and none."""
    decider, state = t.decider, t.state
    if seat is None:
        return {"view": decider.view(state, None), "legal_actions": []}
    legal = legal_dicts(decider, state, seat) if seat in t.facts.seats_to_act else []
    undo = undo_action(t, seat)
    if undo is not None:
        legal.append(undo)
    return {"view": decider.view(state, seat), "legal_actions": legal}


def lobby(t: Table) -> dict:
    """The table's part of a snapshot."""
    return {"game": t.game, "variant": t.variant, "status": t.status, "version": t.version,
            "seats": public_seats(t.seats),
            "clock": None if t.status == FINISHED else clock_view(t),
            "private": bool((t.options or {}).get("private")), "rematch": t.rematch,
            "origin": t.origin,
            "left": list(t.left), "move_times": move_times_view(t.move_times, len(t.seats))}


def move_times_view(move_times: dict, seats: int) -> list[dict]:
    """[{seat, moves, mean_ms}] for every seat (mean None before its first timed move)."""
    out = []
    for seat in range(seats):
        n, ms = move_times.get(seat, (0, 0))
        out.append({"seat": seat, "moves": n, "mean_ms": round(ms / n) if n else None})
    return out


def clock_view(t: Table) -> dict | None:
    """The clock as stored in the read models (the API works out the time left at `now`)."""
    if t.clock_rules is None or t.clock is None:
        return None if t.clock_rules is None else {**t.clock_rules, "remaining": None,
                                                   "running": None}
    k = t.clock
    return {**t.clock_rules, "remaining": list(k.remaining), "running": list(k.running)}


def undo_action(t: Table, seat: int) -> dict | None:
    """The legal action `undo` for `seat`, when the policy allows it now."""
    if t.status != PLAYING or t.undo_refusal(seat) is not None:
        return None
    last = t.undo.items[-1]
    said = message("take back your last action ({action})",
                   action=arg("action", last.action, str(last.action)))
    return {"key": "undo", "kind": "undo", "description": render(said),
            "fields": {"version": last.version, "action": last.action},
            "message": stored(said, t.game)}


