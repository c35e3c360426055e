"""The board read model: `rm_board`, each game as each viewer sees it at its latest version
(`projections.snapshot`: the table's lobby facts, the engine's view, seats to act, pending
decisions, progress, outcome and that viewer's legal actions, all at one version). Written by
the games projection (projections.games) from the table it follows (domain.shared.table).

One row per game: the spectator's snapshot (viewer -1) at the game's latest version, but for
the views of a running game. Neither a seat's own view and legal actions nor the spectator's
view are written at every move (most versions are never read by every viewer, and a game
without spectators never reads the spectator's; building and encoding it took about a tenth
of a move's instructions): a reader derives them from the game's table at the row's version, once per
(game, version, viewer) (projections.tables), so they belong to that version and no other.
Once the game is over the engine reveals everything: the row holds that view, and serves
everyone."""
from __future__ import annotations

from domain.shared.table import PLAYING, Table
from projections import snapshot
from projections.base import dumps

SPECTATOR = -1


def row(game_id: str, t: Table) -> tuple:
    """The (game_id, viewer, version, JSON) row of a game: the spectator's snapshot."""
    base = snapshot.public(t.decider, t.state, t.facts, lobby=snapshot.lobby(t),
                           with_view=t.status != PLAYING)
    return game_id, SPECTATOR, t.version, dumps(base)


def ddl(dialect: str) -> list[str]:
    """The table. On PostgreSQL each running game's rows are rewritten at every move: `view`
    (the snapshot's JSON: 1-2 KB while the game runs, a finished game's view 2-6 KB more) is
    kept in the row (STORAGE MAIN, not TOAST) and pages are left half empty, so an update
    lands on its own page and prunes the versions before it without waiting for a vacuum
    (ops/bench/soak_bench.py: with autovacuum off, 147 KB a game allocated before, see
    docs/operations.md)."""
    out = ["CREATE TABLE IF NOT EXISTS rm_board (game_id TEXT, viewer INTEGER, "
           "version INTEGER, view TEXT, PRIMARY KEY (game_id, viewer))"]
    if dialect == "postgres":  # both idempotent
        out += ["ALTER TABLE rm_board SET (fillfactor = 50)",
                "ALTER TABLE rm_board ALTER COLUMN view SET STORAGE MAIN"]
    return out


def write(cur, tables: dict[str, Table]) -> None:
    """Upsert the rows of the games touched by a batch."""
    out = [row(gid, t) for gid, t in tables.items()]
    cur.executemany("INSERT INTO rm_board (game_id, viewer, version, view) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, viewer) DO UPDATE SET "
                    "version = excluded.version, view = excluded.view", out)
