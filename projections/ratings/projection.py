"""The ratings projection: one OpenSkill ladder per game (projections.ratings.skill).
`rm_ratings` (game, player, name, kind, mu, sigma, ordinal, games) and `rm_rating_history`
(each rated game's mu, sigma and ordinal before and after).

A player identity is the seat's `player`: a human's public id derived from their secret player
key (docs/api.md, registerPlayer), or `bot-<kind>` shared by every bot of that kind. Humans who
played without a key are not rated; an identity seated twice in one game (two bots of one
kind) is left out of that game. Ratings change when a game finishes, from the decider's ranks
(tied ranks are ties; a seat that conceded or was expelled is ranked last), as the game list
holds them (projections.finished): no per-game state is kept while a game runs."""
from __future__ import annotations

from projections import finished
from projections.base import Projection
from projections.ratings import skill


def _display(seat: dict) -> str:
    if seat["kind"] == "bot" and not seat.get("taken_over"):
        return f"{seat['bot']} bot"
    return seat.get("name") or seat["player"]


def _kind(seat: dict) -> str:
    return "human" if seat.get("taken_over") else seat["kind"]


class RatingsProjection(Projection):
    name = "ratings"
    version = 3  # 2: per game, identities instead of names; 3: OpenSkill instead of Elo
    tables = ("rm_ratings", "rm_rating_history")

    def ddl(self, dialect: str) -> list[str]:
        real = "DOUBLE PRECISION" if dialect == "postgres" else "REAL"
        return [
            f"CREATE TABLE IF NOT EXISTS rm_ratings (game TEXT, player TEXT, name TEXT, "
            f"kind TEXT, mu {real}, sigma {real}, ordinal {real}, games INTEGER, "
            "PRIMARY KEY (game, player))",
            "CREATE INDEX IF NOT EXISTS rm_ratings_order ON rm_ratings "
            "(game, ordinal DESC, player)",
            "CREATE TABLE IF NOT EXISTS rm_rating_history (game TEXT, player TEXT, "
            f"game_id TEXT, position BIGINT, mu_before {real}, sigma_before {real}, "
            f"mu {real}, sigma {real}, rank INTEGER, players INTEGER, at TEXT, "
            "PRIMARY KEY (game, player, game_id))",
        ]

    def apply(self, cur, records, ctx) -> set[str]:
        current: dict[tuple, list] = {}  # (game, player) -> [mu, sigma, games, name, kind]
        history, changed = [], set()
        for r in records:
            if r.kind != "Finished":
                continue
            g = finished.load(cur, ctx, r)
            if g is None:
                continue
            ids = [s.get("player") for s in g.seats]
            seats = [i for i, p in enumerate(ids) if p is not None and ids.count(p) == 1]
            if len(seats) < 2:
                continue
            for i in seats:
                key = (g.game, ids[i])
                if key not in current:
                    current[key] = self._load(cur, key)
                current[key][3:] = [_display(g.seats[i]), _kind(g.seats[i])]
            ranks = [g.outcome.ranks[i] for i in seats]
            before = [tuple(current[(g.game, ids[i])][:2]) for i in seats]
            after = skill.update(before, ranks)
            for i, b, a, rank in zip(seats, before, after, ranks, strict=True):
                slot = current[(g.game, ids[i])]
                slot[0], slot[1], slot[2] = a[0], a[1], slot[2] + 1
                history.append((g.game, ids[i], r.game_id, r.position, *b, *a, rank,
                                len(seats), r.timestamp))
            changed.add(r.game_id)
        cur.executemany("INSERT INTO rm_ratings (game, player, name, kind, mu, sigma, "
                        "ordinal, games) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                        "ON CONFLICT (game, player) DO UPDATE SET name = excluded.name, "
                        "kind = excluded.kind, mu = excluded.mu, sigma = excluded.sigma, "
                        "ordinal = excluded.ordinal, games = excluded.games",
                        [(k[0], k[1], v[3], v[4], v[0], v[1], skill.ordinal(v[0], v[1]),
                          v[2]) for k, v in current.items()])
        cur.executemany("INSERT INTO rm_rating_history (game, player, game_id, position, "
                        "mu_before, sigma_before, mu, sigma, rank, players, at) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", history)
        return changed

    @staticmethod
    def _load(cur, key: tuple) -> list:
        row = cur.execute("SELECT mu, sigma, games, name, kind FROM rm_ratings WHERE "
                          "game = ? AND player = ?", list(key)).fetchone()
        if row is None:
            return [*skill.INITIAL, 0, None, None]
        return [float(row["mu"]), float(row["sigma"]), int(row["games"]), row["name"],
                row["kind"]]
