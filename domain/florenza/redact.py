"""What a viewer may see of a stored event while the game runs (everything once it is over).

Hidden: the bag's order and the dice seed (GameSetUp: only the bag's size is kept). Every other
event is public: people drawn are laid out face up, dice are rolled in the open, and every
action key names a public move."""
from __future__ import annotations


def redact_event(data: dict, viewer: int | None, finished: bool) -> dict:
    if finished or data["type"] != "GameSetUp":
        return data
    out = dict(data)
    out["bag"] = None
    out["bag_size"] = len(data["bag"])
    out["dice_seed"] = None
    return out


def redact_action(key: str | None, seat: int | None, viewer: int | None,
                  finished: bool) -> str | None:
    """A stored command's key as a viewer may see it: every Florenza key is public."""
    return key
