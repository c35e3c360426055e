"""What a viewer may see of a stored event while the game runs (everything once it is over).

Hidden: the draw pile's order (GameSetUp: only its size is kept) and the star cards dealt to
other seats (GameSetUp: their hands become null). Every other event is public: cards are played
and taken face up, and a refilled card is laid out face up. Action keys are public too: each
names a card played face up, a floor moved or a face-up card taken."""
from __future__ import annotations


def redact_event(data: dict, viewer: int | None, finished: bool) -> dict:
    if finished or data["type"] != "GameSetUp":
        return data
    out = dict(data)
    out["hands"] = [h if seat == viewer else None for seat, h in enumerate(data["hands"])]
    out["pile"] = None
    out["pile_size"] = len(data["pile"])
    return out


def redact_action(key: str | None, seat: int | None, viewer: int | None,
                  finished: bool) -> str | None:
    """A stored command's key as a viewer may see it: every Patrizier key is public."""
    return key
