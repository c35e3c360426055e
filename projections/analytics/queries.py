"""Analytics query: sums of the counter tables under the filters, turned into rates/means.

Filters: variant, players, since/until (dates or datetimes; compared by UTC day, inclusive).
Finished Lorenzo games only."""
from __future__ import annotations

from datetime import date, datetime

from projections.analytics.facts import BREAKDOWN


def _day(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, datetime | date):
        return value.isoformat()[:10]
    return str(value)[:10]


def _ratio(a, b) -> float | None:
    return round(a / b, 4) if b else None


def _where(variant, players, since, until) -> tuple[str, list]:
    where, params = [], []
    if variant is not None:
        where.append("variant = ?")
        params.append(variant)
    if players is not None:
        where.append("players = ?")
        params.append(int(players))
    if _day(since) is not None:
        where.append("day >= ?")
        params.append(_day(since))
    if _day(until) is not None:
        where.append("day <= ?")
        params.append(_day(until))
    return (" WHERE " + " AND ".join(where)) if where else "", params


def query(store, *, variant=None, players=None, since=None, until=None) -> dict:
    where, params = _where(variant, players, since, until)

    def rows(cur, table, keys, sums):
        cols = ", ".join(keys + [f"SUM({s}) AS {s}" for s in sums])
        group = f" GROUP BY {', '.join(keys)} ORDER BY {', '.join(keys)}" if keys else ""
        return cur.execute(f"SELECT {cols} FROM {table}{where}{group}", params).fetchall()

    with store.read() as cur:
        g = rows(cur, "rm_an_games", [], ["games", "actions", "events"])[0]
        seats = rows(cur, "rm_an_seats", ["seat"], ["games", "wins", "score"])
        turns = rows(cur, "rm_an_turns", ["turn_pos"], ["games", "wins", "score"])
        parts = {r["part"]: r for r in rows(cur, "rm_an_breakdown", ["part"],
                                            ["seats", "points"])}
        cards = rows(cur, "rm_an_cards", ["card"], ["offered", "taken", "taken_offered",
                                                    "taker_wins", "taker_score"])
        leaders = rows(cur, "rm_an_leaders", ["leader"],
                       ["played", "discarded", "activated", "played_wins"])
        periods = rows(cur, "rm_an_excomm", ["period"], ["exposed", "excommunicated"])
        tiles = rows(cur, "rm_an_excomm", ["period", "tile"], ["exposed", "excommunicated"])
    games = int(g["games"] or 0)

    def seat_stats(r, key, name):
        return {name: r[key], "games": int(r["games"]), "wins": int(r["wins"]),
                "win_rate": _ratio(r["wins"], r["games"]),
                "mean_score": _ratio(r["score"], r["games"])}

    return {
        "filters": {"variant": variant, "players": players, "since": _day(since),
                    "until": _day(until)},
        "games": games,
        "game_length": {"mean_actions": _ratio(g["actions"] or 0, games),
                        "mean_events": _ratio(g["events"] or 0, games)},
        "seats": [seat_stats(r, "seat", "seat") for r in seats],
        "turn_order": [seat_stats(r, "turn_pos", "position") for r in turns],
        "score_breakdown": {p: _ratio(parts[p]["points"], parts[p]["seats"]) if p in parts
                            else None for p in BREAKDOWN},
        "cards": [{"card": r["card"], "offered": int(r["offered"]), "taken": int(r["taken"]),
                   "taken_when_offered": _ratio(r["taken_offered"], r["offered"]),
                   "taker_win_rate": _ratio(r["taker_wins"], r["taken"]),
                   "taker_mean_score": _ratio(r["taker_score"], r["taken"])} for r in cards],
        "leaders": [{"leader": r["leader"], "played": int(r["played"]),
                     "discarded": int(r["discarded"]), "activated": int(r["activated"]),
                     "win_rate": _ratio(r["played_wins"], r["played"])} for r in leaders],
        "excommunication": {
            "periods": [{"period": r["period"], "exposed": int(r["exposed"]),
                         "excommunicated": int(r["excommunicated"]),
                         "rate": _ratio(r["excommunicated"], r["exposed"])} for r in periods],
            "tiles": [{"tile": r["tile"], "period": r["period"], "exposed": int(r["exposed"]),
                       "excommunicated": int(r["excommunicated"]),
                       "rate": _ratio(r["excommunicated"], r["exposed"])} for r in tiles],
        },
    }
