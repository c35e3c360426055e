"""The board read model: `rm_board`, each game as each viewer sees it at its latest version
(`projections.snapshot`: the table's lobby facts, the engine's view, seats to act, pending
decisions, progress, outcome and that viewer's legal actions, all at one version). Written by
the games projection (projections.games) from the table it follows (domain.shared.table).

While a game runs there is the spectator's row (viewer -1) and, per seat, that seat's row as a
patch against it (its own hand and legal actions; the engine's `view` decides what is hidden).
Once the game is over the engine reveals everything, so one row (viewer -1) serves everyone.
A query reads the rows it needs in ONE statement, so it never mixes two versions."""
from __future__ import annotations

from domain.shared.table import FINISHED, Table
from projections import snapshot
from projections.base import dumps
from projections.board.patch import diff

SPECTATOR = -1


def rows(game_id: str, t: Table) -> tuple[list[tuple], bool]:
    """(game_id, viewer, version, JSON) rows of a game, and whether it is finished (one row)."""
    decider, state, facts = t.decider, t.state, t.facts
    lobby = snapshot.lobby(t)
    if state is None or t.status == FINISHED:
        base = snapshot.public(decider, state, facts, lobby=lobby)
        return [(game_id, SPECTATOR, t.version, dumps(base))], state is not None
    seats = range(len(t.seats))
    public_view, *own = decider.views(state, [None, *seats])
    base = snapshot.public(decider, state, facts, lobby=lobby, view=public_view)
    out = [(game_id, SPECTATOR, t.version, dumps(base))]
    for seat in seats:
        mine = snapshot.for_seat(decider, state, base, seat, own[seat])
        undo = snapshot.undo_action(t, seat)
        if undo is not None:  # the table's own legal action: taking a move back
            mine = {**mine, "legal_actions": [*mine["legal_actions"], undo]}
        out.append((game_id, seat, t.version, dumps(diff(base, mine))))
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


def write(cur, tables: dict[str, Table]) -> None:
    """Upsert the rows of the games touched by a batch (a finished game keeps one row)."""
    out, finished = [], []
    for gid, t in tables.items():
        game_rows, over = rows(gid, t)
        out += game_rows
        if over:
            finished.append(gid)
    cur.executemany("DELETE FROM rm_board WHERE game_id = ? AND viewer <> ?",
                    [(gid, SPECTATOR) for gid in finished])
    cur.executemany("INSERT INTO rm_board (game_id, viewer, version, view) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, viewer) DO UPDATE SET "
                    "version = excluded.version, view = excluded.view", out)
