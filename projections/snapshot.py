"""A game as one viewer sees it at one version: the one shape the board read model stores and
the replay builds, so `replay.stateAt(length)` equals `game` field for field.

    {"game", "variant", "status" (lobby|playing|finished|cancelled), "version", "seats",
     "clock", "private", "rematch", "left" (the board: projections.table),
     "view"            the decider's view for the viewer (None in the lobby),
     "seats_to_act", "pending", "progress", "outcome",
     "legal_actions"   the viewer's legal actions at this version ([] for a spectator, a seat
                       that need not act, or a finished game)}

Everything comes from the decider protocol (domain/shared/decider.py); nothing here knows a
game's rules."""
from __future__ import annotations

LOBBY, PLAYING, FINISHED, CANCELLED = "lobby", "playing", "finished", "cancelled"


def legal_dicts(decider, state, seat: int) -> list[dict]:
    return [{"key": a.key, "kind": a.kind, "description": a.description,
             "fields": a.fields} for a in decider.legal_actions(state, seat)]


def revealed_view(decider, state) -> dict:
    """Everything about a state (a finished game's replay shows every step in full)."""
    reveal = getattr(decider, "reveal", None)
    return reveal(state) if reveal is not None else decider.view(state, None)


def outcome_dict(outcome) -> dict | None:
    """An Outcome as stored; `categories` keeps the game's order of score categories (every
    read model stores JSON with sorted keys, so the breakdown's own order is lost)."""
    if outcome is None:
        return None
    first = outcome.breakdown[0] if outcome.breakdown else {}
    return {**outcome._asdict(), "categories": list(first)}


def public(decider, state, *, lobby: dict, reveal: bool = False, outcome=False) -> dict:
    """The spectator's snapshot (`lobby`: game, variant, status, version, seats ...).
    `outcome`: the result to show when it is not the decider's own (seats that left are
    ranked last: projections.table)."""
    if state is None:
        return {**lobby, "view": None, "seats_to_act": [], "pending": [],
                "progress": None, "outcome": None, "legal_actions": []}
    over = decider.is_over(state)
    if outcome is False:
        outcome = decider.outcome(state) if over else None
    return {**lobby,
            "view": revealed_view(decider, state) if reveal else decider.view(state, None),
            "seats_to_act": [] if over else list(decider.seats_to_act(state)),
            "pending": [] if over else decider.pending(state),
            "progress": decider.progress(state)._asdict(),
            "outcome": outcome_dict(outcome),
            "legal_actions": []}


def for_seat(decider, state, base: dict, seat: int, view: dict | None = None) -> dict:
    """A seat's snapshot: the public one with the seat's own view and legal actions."""
    if state is None or base["status"] == FINISHED:
        return base
    legal = legal_dicts(decider, state, seat) if seat in base["seats_to_act"] else []
    own = decider.view(state, seat) if view is None else view
    return {**base, "view": own, "legal_actions": legal}


def views(decider, state, viewers: list) -> list[dict]:
    """Every viewer's view; a decider may build them together (`views`), which is cheaper."""
    many = getattr(decider, "views", None)
    if many is not None:
        return many(state, viewers)
    return [decider.view(state, v) for v in viewers]
