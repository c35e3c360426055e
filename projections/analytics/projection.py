"""The analytics projection: when a game finishes, its facts are added to counter tables keyed
by (game, variant, players, UTC day, …), so a query sums a few rows per day however many games
there are. Generic facts come from the decider's outcome (projections.finished); each game's
own facts from its plug-in (projections.analytics.plugins), gathered event by event in a small
per-game accumulator (no engine state is folded here)."""
from __future__ import annotations

from domain.shared.table import timed
from projections import finished
from projections.analytics.plugins import all_plugins, plugin
from projections.base import GameFollower, Projection

KEYS = ("game", "variant", "players", "day")
TABLES = {
    "rm_an_games": ((), ("games", "actions", "events", "timed_moves", "move_ms")),
    "rm_an_seats": (("seat",), ("games", "wins", "score", "timed_moves", "move_ms")),
    "rm_an_turns": (("turn_pos",), ("games", "wins", "score")),
    "rm_an_breakdown": (("part",), ("seats", "points")),
    # per rating identity (projections.seats: `p-…` registered humans, `bot-<kind>`)
    "rm_an_players": (("player",), ("games", "wins", "timed_moves", "move_ms")),
    # distributions: seats per final score (and how many of them won), games per length
    "rm_an_scores": (("score",), ("seats", "wins")),
    "rm_an_lengths": (("actions",), ("games",)),
}
TEXT_KEYS = {"game", "variant", "day", "part", "player"}


def tables() -> dict:
    """Generic and every plug-in's tables: {table: (extra keys, counters, text keys)}."""
    out = {t: (extra, counters, TEXT_KEYS) for t, (extra, counters) in TABLES.items()}
    for p in all_plugins().values():
        for t, (extra, counters) in p.TABLES.items():
            out[t] = (extra, counters, TEXT_KEYS | set(p.TEXT_KEYS))
    return out


def _start(r) -> dict:
    p = plugin(r.fields["game"])
    return {"game": r.fields["game"], "actions": 0, "events": 0, "move_times": {},
            "facts": p.start() if p is not None else None}


def _step(acc: dict, r) -> dict:
    if r.kind == "Forked":  # a fork is practice from a position: not a game to count
        acc["forked"] = True
    elif r.kind == "Decided":  # read whole, not as one dict per domain event (a rebuild's cost)
        _command(acc, r.fields, r.fields["events"], True)
    elif r.kind == "GameEvent":  # stored one per domain event by earlier versions
        _command(acc, r.fields, [r.fields["data"]], r.fields["part"] == 1)
    return acc


def _command(acc: dict, f: dict, events: list, first: bool) -> None:
    """A command's domain events (or a part of one stored event by event, `first` when it
    is its first): each counted and fed to the game's plug-in, the command counted once with
    its time."""
    if not events:
        return
    acc["events"] += len(events)
    if first and f["action"] is not None:
        acc["actions"] += 1
        acc["move_times"] = timed(acc["move_times"], f)
    if acc["facts"] is not None:
        step = plugin(acc["game"]).step
        for data in events:
            step(acc["facts"], data)


def increments(g, acc: dict) -> list[tuple[str, tuple, dict]]:
    """(table, extra key, counters) rows for one finished game."""
    o = g.outcome
    times = acc["move_times"]
    out = [("rm_an_games", (), {"games": 1, "actions": acc["actions"], "events": acc["events"],
                                "timed_moves": sum(n for n, _ in times.values()),
                                "move_ms": sum(ms for _, ms in times.values())}),
           ("rm_an_lengths", (acc["actions"],), {"games": 1})]
    p = plugin(g.game)
    facts = acc["facts"]
    order = (p.turn_order(facts) if p is not None else None) or list(range(len(g.seats)))
    for seat, score in enumerate(o.scores):
        won = int(o.ranks[seat] == 0)
        n, ms = times.get(seat, (0, 0))
        out.append(("rm_an_seats", (seat,), {"games": 1, "wins": won, "score": score,
                                             "timed_moves": n, "move_ms": ms}))
        out.append(("rm_an_scores", (int(round(score)),), {"seats": 1, "wins": won}))
        player = g.seats[seat].get("player") if seat < len(g.seats) else None
        if player:
            out.append(("rm_an_players", (player,), {"games": 1, "wins": won,
                                                     "timed_moves": n, "move_ms": ms}))
        if seat in order:
            out.append(("rm_an_turns", (order.index(seat),),
                        {"games": 1, "wins": won, "score": score}))
        for part, points in o.breakdown[seat].items():
            out.append(("rm_an_breakdown", (part,), {"seats": 1, "points": points}))
    if p is not None:
        out += p.increments(facts, g)
    return out


class AnalyticsProjection(Projection):
    name = "analytics"
    version = 4  # 2: keyed by game, plug-in tables, facts gathered per event; 3: move times;
    # 4: score and length distributions, plug-ins' first cards, cities
    tables = ()

    def __init__(self) -> None:
        self.layout = tables()
        self.tables = (*self.layout, "rm_an_counted")
        self.follower = GameFollower(_start, _step)

    def reset(self) -> None:
        self.follower.clear()

    def ddl(self, dialect: str) -> list[str]:
        out = []
        for table, (extra, counters, text) in self.layout.items():
            keys = (*KEYS, *extra)
            cols = [f"{k} {'TEXT' if k in text else 'INTEGER'}" for k in keys]
            cols += [f"{c} BIGINT NOT NULL DEFAULT 0" for c in counters]
            out.append(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(cols)}, "
                       f"PRIMARY KEY ({', '.join(keys)}))")
        out.append("CREATE TABLE IF NOT EXISTS rm_an_counted (game_id TEXT PRIMARY KEY)")
        return out

    def apply(self, cur, records, ctx) -> set[str]:
        sums: dict[str, dict[tuple, dict]] = {t: {} for t in self.layout}
        changed = set()
        for r in records:
            acc = self.follower.apply(r, ctx)
            if r.kind != "Finished" or acc is None:
                continue
            self.follower.drop(r.game_id)
            g = None if acc.get("forked") else finished.load(cur, ctx, r)
            if g is None:
                continue
            changed.add(r.game_id)
            base = (g.game, g.variant, len(g.seats), g.finished_at[:10])
            for table, key, counters in increments(g, acc):
                slot = sums[table].setdefault((*base, *key), dict.fromkeys(counters, 0))
                for c, v in counters.items():
                    slot[c] += v
        # rm_an_counted: the games already counted, keyed by game: counting one twice fails
        cur.executemany("INSERT INTO rm_an_counted (game_id) VALUES (?)",
                        [(g,) for g in sorted(changed)])
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
