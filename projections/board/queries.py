"""Board query: a game as one viewer sees it (`projections.snapshot` shape), read in one
statement so every field is at the same version."""
from __future__ import annotations

import json

from projections.board.patch import apply
from projections.board.projection import SPECTATOR


def board(store, game_id: str, viewer: int | None) -> dict | None:
    with store.read() as cur:
        rows = cur.execute("SELECT viewer, version, view FROM rm_board WHERE game_id = ? AND "
                           "viewer IN (?, ?)",
                           [game_id, SPECTATOR, SPECTATOR if viewer is None else viewer]
                           ).fetchall()
    found = {r["viewer"]: r for r in rows}
    if SPECTATOR not in found:
        return None
    out = json.loads(found[SPECTATOR]["view"])
    if viewer is not None and not 0 <= viewer < len(out["seats"]):
        viewer = None  # not a seat of this game: a spectator
    own = found.get(viewer) if viewer is not None else None
    if own is not None and own["version"] == found[SPECTATOR]["version"]:
        out = apply(out, json.loads(own["view"]))
    # (a seat row older than the public one cannot be read in one statement: both are
    # written in one transaction; and a finished game has only the public row)
    out["game_id"] = game_id
    out["viewer"] = viewer
    return out
