"""The ratings projection: `rm_ratings` (player, rating, games) and `rm_rating_history`.

A player identity is the seat's name (humans: the name they joined with; bots: the lobby's
bot name). Ratings change when the engine's final event (GameEnded, with `ranking`) is
followed by Finished; seats sharing one name in a game are left out of that game."""
from __future__ import annotations

from projections.base import GameFollower, Projection
from projections.ratings import elo


def _start(r) -> dict:
    return {"names": [s.get("name") for s in r.fields["seats"]], "ranking": None}


def _step(g: dict, r) -> dict:
    if r.kind == "SeatJoined":
        g["names"][r.fields["seat"]] = r.fields["name"]
    elif r.kind == "GameEvent":
        data = r.fields["data"]
        if data.get("type") == "GameEnded" and data.get("ranking") is not None:
            g["ranking"] = list(data["ranking"])
    return g


class RatingsProjection(Projection):
    name = "ratings"
    tables = ("rm_ratings", "rm_rating_history")

    def __init__(self) -> None:
        self.follower = GameFollower(_start, _step)

    def ddl(self, dialect: str) -> list[str]:
        real = "DOUBLE PRECISION" if dialect == "postgres" else "REAL"
        return [
            f"CREATE TABLE IF NOT EXISTS rm_ratings (player TEXT PRIMARY KEY, rating {real}, "
            "games INTEGER)",
            "CREATE INDEX IF NOT EXISTS rm_ratings_order ON rm_ratings (rating DESC, player)",
            "CREATE TABLE IF NOT EXISTS rm_rating_history (player TEXT, game_id TEXT, "
            f"position BIGINT, before {real}, after {real}, rank INTEGER, players INTEGER, "
            "at TEXT, PRIMARY KEY (player, game_id))",
        ]

    def reset(self) -> None:
        self.follower.clear()

    def apply(self, cur, records, ctx) -> set[str]:
        current: dict[str, list] = {}  # player -> [rating, games] (this batch)
        history, changed = [], set()
        for r in records:
            g = self.follower.apply(r, ctx)
            if g is None or r.kind != "Finished":
                continue
            self.follower.drop(r.game_id)
            names, ranking = g["names"], g["ranking"]
            if ranking is None:
                continue
            rank = {seat: i for i, seat in enumerate(ranking)}
            seats = [s for s in range(len(names))
                     if names[s] is not None and names.count(names[s]) == 1 and s in rank]
            if len(seats) < 2:
                continue
            for s in seats:
                if names[s] not in current:
                    current[names[s]] = self._load(cur, names[s])
            before = [current[names[s]][0] for s in seats]
            after = elo.update(before, [rank[s] for s in seats])
            for s, b, a in zip(seats, before, after, strict=True):
                current[names[s]] = [a, current[names[s]][1] + 1]
                history.append((names[s], r.game_id, r.position, b, a, rank[s], len(seats),
                                r.timestamp))
            changed.add(r.game_id)
        cur.executemany("INSERT INTO rm_ratings (player, rating, games) VALUES (?, ?, ?) "
                        "ON CONFLICT (player) DO UPDATE SET rating = excluded.rating, "
                        "games = excluded.games",
                        [(p, v[0], v[1]) for p, v in current.items()])
        cur.executemany("INSERT INTO rm_rating_history (player, game_id, position, before, "
                        "after, rank, players, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", history)
        return changed

    @staticmethod
    def _load(cur, player: str) -> list:
        row = cur.execute("SELECT rating, games FROM rm_ratings WHERE player = ?",
                          [player]).fetchone()
        return [elo.INITIAL, 0] if row is None else [row["rating"], row["games"]]
