"""Analytics query: sums of the counter tables under the filters, turned into rates and means
(plain ints and floats on every store: PostgreSQL's SUM gives decimals).

Filters: game (required), variant, players, since/until (dates or datetimes; compared by UTC
day, inclusive). Finished games only."""
from __future__ import annotations

from datetime import date, datetime

from domain import games
from projections.analytics.plugins import plugin, ratio


def _day(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, datetime | date):
        return value.isoformat()[:10]
    return str(value)[:10]


MAX_PLAYERS = 100  # the most active identities listed


def _seconds(ms, moves) -> float | None:
    return round(float(ms) / float(moves) / 1000, 3) if moves else None


def distribution(rows: list[dict], key: str, count: str) -> dict:
    """A histogram ({value: count} rows, ordered by value) and its summary: mean, min, the
    quartiles (the lowest value reaching each share of the counts) and max."""
    total = sum(r[count] for r in rows)
    out = {"buckets": [{"value": int(r[key]), "count": r[count]} for r in rows],
           "count": total, "mean": ratio(sum(int(r[key]) * r[count] for r in rows), total)}
    marks = {"min": 0.0, "p25": 0.25, "median": 0.5, "p75": 0.75, "max": 1.0}
    for name, share in marks.items():
        out[name] = None
        if total:
            seen, need = 0, max(1, -(-total * share // 1))  # the ceil(share * total)-th value
            for r in rows:
                seen += r[count]
                if seen >= need:
                    out[name] = int(r[key])
                    break
    return out


def _names(cur, game: str, players: list[str]) -> dict:
    """{identity: {name, kind}} from the game's ladder (names as last seen)."""
    out: dict = {}
    for i in range(0, len(players), 500):
        chunk = players[i:i + 500]
        found = cur.execute(
            f"SELECT player, name, kind FROM rm_ratings WHERE game = ? AND player IN "
            f"({', '.join('?' * len(chunk))})", [game, *chunk]).fetchall()
        out.update({r["player"]: {"name": r["name"], "kind": r["kind"]} for r in found})
    return out


def _where(game, variant, players, since, until) -> tuple[str, list]:
    where, params = ["game = ?"], [game]
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
    return " WHERE " + " AND ".join(where), params


def query(store, *, game: str = games.DEFAULT, variant=None, players=None, since=None,
          until=None) -> dict:
    where, params = _where(game, variant, players, since, until)
    p = plugin(game)

    with store.read() as cur:
        def rows(table, keys, sums):
            cols = ", ".join(keys + [f"SUM({s}) AS {s}" for s in sums])
            group = f" GROUP BY {', '.join(keys)} ORDER BY {', '.join(keys)}" if keys else ""
            found = cur.execute(f"SELECT {cols} FROM {table}{where}{group}", params).fetchall()
            return [{k: (int(r[k] or 0) if k in sums else r[k]) for k in keys + sums}
                    for r in found]

        g = rows("rm_an_games", [], ["games", "actions", "events", "timed_moves", "move_ms"])[0]
        seats = rows("rm_an_seats", ["seat"], ["games", "wins", "score", "timed_moves",
                                               "move_ms"])
        players = rows("rm_an_players", ["player"], ["games", "wins", "timed_moves",
                                                     "move_ms"])
        names = _names(cur, game, [r["player"] for r in players])
        turns = rows("rm_an_turns", ["turn_pos"], ["games", "wins", "score"])
        # the same per player count: a seat's fair share depends on it
        seats_n = rows("rm_an_seats", ["players", "seat"], ["games", "wins", "score",
                                                            "timed_moves", "move_ms"])
        turns_n = rows("rm_an_turns", ["players", "turn_pos"], ["games", "wins", "score"])
        parts = rows("rm_an_breakdown", ["part"], ["seats", "points"])
        by_players = rows("rm_an_games", ["players"], ["games", "actions", "events"])
        days = rows("rm_an_games", ["day"], ["games"])
        scores = rows("rm_an_scores", ["score"], ["seats", "wins"])
        lengths = rows("rm_an_lengths", ["actions"], ["games"])
        section = p.section(rows) if p is not None else {}
    games = g["games"]

    def place(r, key, name):
        return {name: int(r[key]), "games": r["games"], "wins": r["wins"],
                "win_rate": ratio(r["wins"], r["games"]),
                "mean_score": ratio(r["score"], r["games"]),
                "mean_move_seconds": _seconds(r.get("move_ms"), r.get("timed_moves"))}

    players.sort(key=lambda r: (-r["games"], r["player"]))

    return {
        "game": game,
        "filters": {"variant": variant, "players": players, "since": _day(since),
                    "until": _day(until)},
        "games": games,
        "game_length": {"mean_actions": ratio(g["actions"], games),
                        "mean_events": ratio(g["events"], games),
                        "mean_move_seconds": _seconds(g["move_ms"], g["timed_moves"])},
        "seats": [place(r, "seat", "seat") for r in seats],
        "turn_order": [place(r, "turn_pos", "position") for r in turns],
        "score_breakdown": [{"category": r["part"], "mean": ratio(r["points"], r["seats"])}
                            for r in parts],
        "by_players": [{"players": (n := int(r["players"])), "games": r["games"],
                        "mean_actions": ratio(r["actions"], r["games"]),
                        "seats": [place(x, "seat", "seat") for x in seats_n
                                  if int(x["players"]) == n],
                        "turn_order": [place(x, "turn_pos", "position") for x in turns_n
                                       if int(x["players"]) == n]}
                       for r in by_players],
        "days": [{"day": r["day"], "games": r["games"]} for r in days],
        "score_distribution": distribution(scores, "score", "seats"),
        "winner_score_distribution": distribution([r for r in scores if r["wins"]], "score",
                                                  "wins"),
        "length_distribution": distribution(lengths, "actions", "games"),
        "players": [{"player": r["player"], **names.get(r["player"], {}),
                     "games": r["games"], "wins": r["wins"],
                     "win_rate": ratio(r["wins"], r["games"]),
                     "mean_move_seconds": _seconds(r["move_ms"], r["timed_moves"])}
                    for r in players[:MAX_PLAYERS]],
        "details": section,
    }
