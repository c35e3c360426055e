"""Rating queries: the leaderboard (best first, keyset-paginated) and one player's history."""
from __future__ import annotations


def leaderboard(store, first: int = 50, after: str | None = None) -> list[dict]:
    first = max(0, min(int(first), 500))
    with store.read() as cur:
        if after is None:
            rows = cur.execute("SELECT player, rating, games FROM rm_ratings "
                               "ORDER BY rating DESC, player LIMIT ?", [first]).fetchall()
        else:
            mark = cur.execute("SELECT rating FROM rm_ratings WHERE player = ?",
                               [after]).fetchone()
            if mark is None:
                return []
            rows = cur.execute("SELECT player, rating, games FROM rm_ratings WHERE rating < ? "
                               "OR (rating = ? AND player > ?) ORDER BY rating DESC, player "
                               "LIMIT ?", [mark["rating"], mark["rating"], after,
                                           first]).fetchall()
    return [{"player": r["player"], "rating": round(r["rating"], 1), "games": r["games"]}
            for r in rows]


def history(store, player: str) -> list[dict]:
    with store.read() as cur:
        rows = cur.execute("SELECT game_id, position, before, after, rank, players, at "
                           "FROM rm_rating_history WHERE player = ? ORDER BY position",
                           [player]).fetchall()
    return [{"game_id": r["game_id"], "position": r["position"],
             "before": round(r["before"], 1), "after": round(r["after"], 1),
             "rank": r["rank"], "players": r["players"], "at": r["at"]} for r in rows]
