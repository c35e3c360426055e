"""What a viewer may see of a stored event while the game runs (everything once it is over).

Hidden: the draw pile's order (GameSetUp: only its size is kept) and the star cards dealt to
other seats (GameSetUp: their hands become null). Every other event is public: cards are played
and taken face up, and a refilled card is laid out face up."""
from __future__ import annotations


def redact_event(data: dict, viewer: int | None, finished: bool) -> dict:
    if finished or data["type"] != "GameSetUp":
        return data
    out = dict(data)
    out["hands"] = [h if seat == viewer else None for seat, h in enumerate(data["hands"])]
    out["pile"] = None
    out["pile_size"] = len(data["pile"])
    return out
