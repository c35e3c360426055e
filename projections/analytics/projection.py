"""The analytics projection: when a Lorenzo game finishes, its facts are added to counter
tables keyed by (variant, players, UTC day, …), so a query sums a few rows per day."""
from __future__ import annotations

from projections.analytics import facts
from projections.base import GameFollower, Projection

KEYS = ("variant", "players", "day")
TABLES = {
    "rm_an_games": ((), ("games", "actions", "events")),
    "rm_an_seats": (("seat",), ("games", "wins", "score")),
    "rm_an_turns": (("turn_pos",), ("games", "wins", "score")),
    "rm_an_breakdown": (("part",), ("seats", "points")),
    "rm_an_cards": (("card",), ("offered", "taken", "taken_offered", "taker_wins",
                                "taker_score")),
    "rm_an_leaders": (("leader",), ("played", "discarded", "activated", "played_wins")),
    "rm_an_excomm": (("period", "tile"), ("exposed", "excommunicated")),
}
TEXT_KEYS = {"variant", "day", "part", "leader", "tile"}


class AnalyticsProjection(Projection):
    name = "analytics"
    # rm_an_counted: the games already counted, keyed by game: counting one twice fails loudly
    tables = (*TABLES, "rm_an_counted")

    def __init__(self) -> None:
        self.follower = GameFollower(facts.start, facts.step)

    def ddl(self, dialect: str) -> list[str]:
        out = []
        for table, (extra, counters) in TABLES.items():
            keys = (*KEYS, *extra)
            cols = [f"{k} {'TEXT' if k in TEXT_KEYS else 'INTEGER'}" for k in keys]
            cols += [f"{c} BIGINT NOT NULL DEFAULT 0" for c in counters]
            out.append(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(cols)}, "
                       f"PRIMARY KEY ({', '.join(keys)}))")
        out.append("CREATE TABLE IF NOT EXISTS rm_an_counted (game_id TEXT PRIMARY KEY)")
        return out

    def reset(self) -> None:
        self.follower.clear()

    def apply(self, cur, records, ctx) -> set[str]:
        sums: dict[str, dict[tuple, dict]] = {t: {} for t in TABLES}
        changed = set()
        for r in records:
            acc = self.follower.apply(r, ctx)
            if acc is None or acc["game"] != "lorenzo":
                continue
            if r.kind == "Finished":
                self.follower.drop(r.game_id)
                if acc["ended"] is None:
                    continue
                changed.add(r.game_id)
                for table, key, counters in facts.increments(acc, r.timestamp[:10]):
                    slot = sums[table].setdefault(key, dict.fromkeys(counters, 0))
                    for c, v in counters.items():
                        slot[c] += v
        cur.executemany("INSERT INTO rm_an_counted (game_id) VALUES (?)",
                        [(g,) for g in sorted(changed)])
        for table, rows in sums.items():
            if not rows:
                continue
            extra, counters = TABLES[table]
            keys = (*KEYS, *extra)
            cur.executemany(
                f"INSERT INTO {table} ({', '.join(keys + counters)}) VALUES "
                f"({', '.join('?' * (len(keys) + len(counters)))}) ON CONFLICT "
                f"({', '.join(keys)}) DO UPDATE SET "
                + ", ".join(f"{c} = {table}.{c} + excluded.{c}" for c in counters),
                [(*key, *(row[c] for c in counters)) for key, row in rows.items()])
        return changed
