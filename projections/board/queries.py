"""Board query: a game as one viewer sees it (`projections.snapshot` shape), all of it at the
version of the game's one row: the spectator's snapshot, and for a running game the viewer's
view (a seat's with its legal actions) derived from the table at that very version
(projections.tables)."""
from __future__ import annotations

import json

from projections.board.rows import SPECTATOR


def board(store, tables, game_id: str, viewer: int | None) -> dict | None:
    with store.read() as cur:
        row = cur.execute("SELECT version, view FROM rm_board WHERE game_id = ? AND viewer = ?",
                          [game_id, SPECTATOR]).fetchone()
    if row is None:
        return None
    out = json.loads(row["view"])
    if viewer is not None and not 0 <= viewer < len(out["seats"]):
        viewer = None  # not a seat of this game: a spectator
    if out["status"] == "playing":
        part = tables.seat_part(game_id, row["version"], viewer)
        if part is not None:
            out.update(part)
    out["game_id"] = game_id
    out["viewer"] = viewer
    return out
