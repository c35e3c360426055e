"""Board query: the engine view for a viewer plus the lobby facts."""
from __future__ import annotations

import json

from projections.board.patch import apply
from projections.board.projection import SPECTATOR


def board(store, game_id: str, viewer: int | None) -> dict | None:
    with store.read() as cur:
        g = cur.execute("SELECT game, variant, status, version, seats FROM rm_board_games "
                        "WHERE game_id = ?", [game_id]).fetchone()
        if g is None:
            return None
        seats = json.loads(g["seats"])
        if viewer is not None and not (0 <= viewer < len(seats)):
            viewer = None  # not a seat of this game: a spectator
        rows = cur.execute("SELECT viewer, view FROM rm_board WHERE game_id = ? AND viewer IN "
                           "(?, ?) ", [game_id, SPECTATOR,
                                       SPECTATOR if viewer is None else viewer]).fetchall()
    found = {r["viewer"]: r["view"] for r in rows}
    public = json.loads(found[SPECTATOR]) if SPECTATOR in found else {}
    own = found.get(viewer) if viewer is not None else None
    # a seat's row is a patch on the public view; a finished game has only the public row,
    # which then reveals everything to everyone
    out = apply(public, json.loads(own)) if own else public
    out.update({"game_id": game_id, "game": g["game"], "variant": g["variant"],
                "version": g["version"], "status": g["status"], "viewer": viewer,
                "seats": seats})
    return out
