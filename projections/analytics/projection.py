"""The analytics projection: when a game finishes, its facts are added to counter tables keyed
by (game, variant, players, UTC day, …), so a query sums a few rows per day however many games
there are. Generic facts come from the decider's outcome (projections.finished); each game's
own facts from its plug-in (projections.analytics.plugins). No per-game state is kept while a
game runs: the finished game is read back whole from the event store once."""
from __future__ import annotations

from projections import finished
from projections.analytics.plugins import all_plugins, plugin
from projections.base import Projection

KEYS = ("game", "variant", "players", "day")
TABLES = {
    "rm_an_games": ((), ("games", "actions", "events")),
    "rm_an_seats": (("seat",), ("games", "wins", "score")),
    "rm_an_turns": (("turn_pos",), ("games", "wins", "score")),
    "rm_an_breakdown": (("part",), ("seats", "points")),
}
TEXT_KEYS = {"game", "variant", "day", "part"}


def tables() -> dict:
    """Generic and every plug-in's tables: {table: (extra keys, counters, text keys)}."""
    out = {t: (extra, counters, TEXT_KEYS) for t, (extra, counters) in TABLES.items()}
    for p in all_plugins().values():
        for t, (extra, counters) in p.TABLES.items():
            out[t] = (extra, counters, TEXT_KEYS | set(p.TEXT_KEYS))
    return out


def increments(g) -> list[tuple[str, tuple, dict]]:
    """(table, extra key, counters) rows for one finished game."""
    o = g.outcome
    out = [("rm_an_games", (), {"games": 1, "actions": g.actions, "events": g.events})]
    p = plugin(g.game)
    order = (p.turn_order(g) if p is not None else None) or list(range(len(g.seats)))
    for seat, score in enumerate(o.scores):
        won = int(o.ranks[seat] == 0)
        out.append(("rm_an_seats", (seat,), {"games": 1, "wins": won, "score": score}))
        if seat in order:
            out.append(("rm_an_turns", (order.index(seat),),
                        {"games": 1, "wins": won, "score": score}))
        for part, points in o.breakdown[seat].items():
            out.append(("rm_an_breakdown", (part,), {"seats": 1, "points": points}))
    if p is not None:
        out += p.increments(g)
    return out


class AnalyticsProjection(Projection):
    name = "analytics"
    version = 2  # 2: keyed by game, plug-in tables, facts read back at the end
    tables = ()

    def __init__(self) -> None:
        self.layout = tables()
        self.tables = tuple(self.layout)

    def ddl(self, dialect: str) -> list[str]:
        out = []
        for table, (extra, counters, text) in self.layout.items():
            keys = (*KEYS, *extra)
            cols = [f"{k} {'TEXT' if k in text else 'INTEGER'}" for k in keys]
            cols += [f"{c} BIGINT NOT NULL DEFAULT 0" for c in counters]
            out.append(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(cols)}, "
                       f"PRIMARY KEY ({', '.join(keys)}))")
        return out

    def apply(self, cur, records, ctx) -> set[str]:
        sums: dict[str, dict[tuple, dict]] = {t: {} for t in self.layout}
        changed = set()
        for r in records:
            if r.kind != "Finished":
                continue
            g = finished.load(ctx, r)
            if g is None:
                continue
            changed.add(r.game_id)
            base = (g.game, g.variant, len(g.seats), g.finished_at[:10])
            for table, key, counters in increments(g):
                slot = sums[table].setdefault((*base, *key), dict.fromkeys(counters, 0))
                for c, v in counters.items():
                    slot[c] += v
        for table, rows in sums.items():
            if not rows:
                continue
            extra, counters, _ = self.layout[table]
            keys = (*KEYS, *extra)
            cur.executemany(
                f"INSERT INTO {table} ({', '.join(keys + counters)}) VALUES "
                f"({', '.join('?' * (len(keys) + len(counters)))}) ON CONFLICT "
                f"({', '.join(keys)}) DO UPDATE SET "
                + ", ".join(f"{c} = {table}.{c} + excluded.{c}" for c in counters),
                [(*key, *(row[c] for c in counters)) for key, row in rows.items()])
        return changed
