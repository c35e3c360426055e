"""What a viewer may see of a stored event while the game runs (complete once it is over).

Hidden: deck order and future dice (GameSetUp), other seats' leader and draft hands, the
leader another seat keeps in the draft. Everything else is public in Lorenzo."""
from __future__ import annotations


def _own(hands: list, viewer: int | None) -> list:
    return [h if seat == viewer else None for seat, h in enumerate(hands)]


def redact_event(data: dict, viewer: int | None, finished: bool) -> dict:
    if finished:
        return data
    t = data["type"]
    if t == "GameSetUp":
        out = dict(data)
        out["decks"] = None
        out["dice"] = None
        out["leader_hands"] = _own(data["leader_hands"], viewer) if data["leader_hands"] else []
        out["leaders"] = _own(data["leaders"], viewer) if data["leaders"] else []
        return out
    if t == "DraftHandsPassed":
        return {**data, "hands": _own(data["hands"], viewer)}
    if t == "LeaderDrafted" and data["seat"] != viewer:
        return {**data, "leader": None}
    return data


def redact_action(key: str | None, seat: int | None, viewer: int | None,
                  finished: bool) -> str | None:
    """An action key as a viewer may see it: which leader a seat keeps in the draft is its
    secret while the game runs (the key names it), so the key is hidden (None)."""
    if key is None or finished or seat == viewer or not key.startswith("draft "):
        return key
    return None
