"""What a viewer may see of a stored event while the game runs (everything once it is over,
except the secret stream of later draws, which never leaves the server).

Hidden: the set-up's council tiles dealt to other seats, both stacks' and the crests' order
(sizes kept); the council stack's new order; the tiles another seat draws and keeps from a
stack; the order of the tiles put back. Action keys: another seat's `pick` of an office tile
becomes `pick` (the tile is face down)."""
from __future__ import annotations


def redact_event(data: dict, viewer: int | None, finished: bool) -> dict:
    t = data["type"]
    if t == "GameSetUp":
        out = {k: v for k, v in data.items() if k != "stream"}
        if finished:
            return out
        out["dealt"] = [d if seat == viewer else None for seat, d in enumerate(data["dealt"])]
        for k in ("council_stack", "nobility_stack", "crests"):
            out[k] = None
            out[f"{k}_size"] = len(data[k])
        return out
    if finished:
        return data
    if t == "CouncilStackFormed":
        return {**data, "stack": None, "stack_size": len(data["stack"])}
    if t == "OfficeTilesDrawn" and data["seat"] != viewer:
        return {**data, "tiles": None, "count": len(data["tiles"])}
    if t == "OfficeTileChosen":
        out = {**data, "returned": None, "returned_count": len(data["returned"])}
        if data["seat"] != viewer:
            out["tile"] = None
        return out
    return data


def redact_action(key: str | None, seat: int | None, viewer: int | None,
                  finished: bool) -> str | None:
    if finished or key is None or seat == viewer:
        return key
    words = key.split()
    if len(words) == 2 and words[0] == "pick" and words[1].startswith(("council-", "nobility-")):
        return "pick"
    return key
