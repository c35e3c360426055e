"""The board rows a query's answer-cache look-up read along with the games' versions
(projections.read `versions_and_boards`), for its `game` fields: a first read at a new version
then reads the database once, in one worker-thread trip, not twice (the versions, then the
board: each trip and transaction about 0.1 ms of CPU).

Set per request by the controller (api.controller) around the execution, read by `load_game`
(api.schema.queries). A row is the spectator's (no viewer's secret in it) at the version the
answer is kept under, read after this process's own writes to the game were waited for: the
answer is the one the board read would have given at that version."""
from __future__ import annotations

import contextvars

ROWS: contextvars.ContextVar[dict | None] = contextvars.ContextVar("board_rows", default=None)


def row_of(game_id: str):
    """The row read for this request, or None (none read: read it as ever)."""
    rows = ROWS.get()
    return None if rows is None else rows.get(game_id)
