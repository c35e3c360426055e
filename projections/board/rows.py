"""The board read model: `rm_board`, each game as each viewer sees it at its latest version
(`projections.snapshot`: lobby facts, the engine's view, seats to act, pending decisions,
progress, outcome and that viewer's legal actions, all at one version). Written by the games
projection (projections.games), which folds the engine state once for both tables.

While a game runs there is the spectator's row (viewer -1) and, per seat, that seat's row as a
patch against it (its own hand and legal actions; the engine's `view` decides what is hidden).
Once the game is over the engine reveals everything, so one row (viewer -1) serves everyone.
A query reads the rows it needs in ONE statement, so it never mixes two versions."""
from __future__ import annotations

from domain import games
from projections import snapshot, table
from projections.base import dumps
from projections.board.patch import diff

SPECTATOR = -1


def rows(game_id: str, g: dict) -> tuple[list[tuple], bool]:
    """(game_id, viewer, version, JSON) rows of a game, and whether it is finished (one row)."""
    decider = games.get(g["game"])
    state = g["state"]
    lobby = {"game": g["game"], "variant": g["variant"], "status": g["status"],
             "version": g["version"], "seats": g["seats"],
             "clock": None if g["status"] == snapshot.FINISHED else table.clock_view(g),
             "private": g["private"], "rematch": g["rematch"], "left": list(g["left"]),
             "move_times": table.move_times_view(g["move_times"], len(g["seats"]))}
    if state is None or g["status"] == snapshot.FINISHED:
        base = snapshot.public(decider, state, lobby=lobby, outcome=table.outcome(g))
        return [(game_id, SPECTATOR, g["version"], dumps(base))], state is not None
    seats = range(len(g["seats"]))
    public_view, *own = snapshot.views(decider, state, [None, *seats])
    base = snapshot.public(decider, state, lobby=lobby, outcome=table.outcome(g))
    base["view"] = public_view
    out = [(game_id, SPECTATOR, g["version"], dumps(base))]
    for seat in seats:
        mine = snapshot.for_seat(decider, state, base, seat, own[seat])
        undo = table.undo_action(g, seat)
        if undo is not None:  # the shell's own legal action: taking a move back
            mine = {**mine, "legal_actions": [*mine["legal_actions"], undo]}
        out.append((game_id, seat, g["version"], dumps(diff(base, mine))))
    return out, False


def ddl(dialect: str) -> list[str]:
    """The table. On PostgreSQL each running game's rows are rewritten at every move: `view`
    (2-6 KB of JSON, about 2 KB compressed) is kept in the row (STORAGE MAIN, not TOAST) and
    pages are left half empty, so an update lands on its own page and prunes the versions
    before it without waiting for a vacuum (ops/bench/soak_bench.py: with autovacuum off,
    147 KB a game allocated before, see docs/operations.md)."""
    out = ["CREATE TABLE IF NOT EXISTS rm_board (game_id TEXT, viewer INTEGER, "
           "version INTEGER, view TEXT, PRIMARY KEY (game_id, viewer))"]
    if dialect == "postgres":  # both idempotent
        out += ["ALTER TABLE rm_board SET (fillfactor = 50)",
                "ALTER TABLE rm_board ALTER COLUMN view SET STORAGE MAIN"]
    return out


def write(cur, games: dict[str, dict]) -> None:
    """Upsert the rows of the games touched by a batch (a finished game keeps one row)."""
    out, finished = [], []
    for gid, g in games.items():
        game_rows, over = rows(gid, g)
        out += game_rows
        if over:
            finished.append(gid)
    cur.executemany("DELETE FROM rm_board WHERE game_id = ? AND viewer <> ?",
                    [(gid, SPECTATOR) for gid in finished])
    cur.executemany("INSERT INTO rm_board (game_id, viewer, version, view) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, viewer) DO UPDATE SET "
                    "version = excluded.version, view = excluded.view", out)
