"""Board query: a game as one viewer sees it (`projections.snapshot` shape), all of it at the
version of the game's one row: the spectator's snapshot, and for a running game the viewer's
view (a seat's with its legal actions) derived from the table at that very version
(projections.tables).

`of_row` builds it from a row already read (with the game's version, in one transaction:
projections.read `versions_and_boards`); `held_only`: only from what this process holds in
memory (no database read: a caller on the event loop may call it), NOT_HELD where the viewer's
part would need one. `seat_part=False`: the viewer's view and legal actions are not wanted
(a query that selects neither): they are left out (`view` None, no legal actions) rather than
derived, which was most of such a query's CPU."""
from __future__ import annotations

import json

import msgspec

from projections.board.rows import SPECTATOR
from projections.tables import NOT_HELD

_decode = msgspec.json.decode


def _loads(text: str) -> dict:
    """The row's JSON, by msgspec's decoder (a few times faster than `json`: each viewer's
    first read at a version parses the row); what it refuses (NaN, a lone surrogate's escape)
    goes to `json`, which reads any row `projections.base.dumps` writes."""
    try:
        return _decode(text)
    except (msgspec.DecodeError, ValueError):
        return json.loads(text)


def board(store, tables, game_id: str, viewer: int | None, *,
          seat_part: bool = True) -> dict | None:
    with store.read() as cur:
        row = cur.execute("SELECT version, view FROM rm_board WHERE game_id = ? AND viewer = ?",
                          [game_id, SPECTATOR]).fetchone()
    return of_row(tables, game_id, viewer, row, seat_part=seat_part)


def of_row(tables, game_id: str, viewer: int | None, row, *, held_only: bool = False,
           seat_part: bool = True):
    """The board from the game's spectator row (None: no such game); NOT_HELD (`held_only`)
    when the viewer's part is not at hand."""
    if row is None:
        return None
    out = _loads(row["view"])
    if viewer is not None and not 0 <= viewer < len(out["seats"]):
        viewer = None  # not a seat of this game: a spectator
    if out["status"] == "playing" and seat_part:  # (else the row's: no view, no actions)
        part = tables.seat_part(game_id, row["version"], viewer, held_only=held_only)
        if part is NOT_HELD:
            return NOT_HELD
        if part is not None:
            out.update(part)
    out["game_id"] = game_id
    out["viewer"] = viewer
    return out
