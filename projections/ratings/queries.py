"""Rating queries: a game's ladder (best display figure first, keyset-paginated by an opaque
cursor) and one player's history."""
from __future__ import annotations

import base64
import json

from domain import games
from projections.ratings.skill import ordinal

COLUMNS = "player, name, kind, mu, sigma, ordinal, games"


class BadCursor(ValueError):
    """The `after` cursor was not produced by leaderboard."""


def _cursor(player: str) -> str:
    return base64.urlsafe_b64encode(player.encode()).decode()


def _player(cursor: str) -> str:
    try:
        return base64.urlsafe_b64decode(cursor.encode()).decode()
    except Exception as e:  # noqa: BLE001 - any malformed cursor
        raise BadCursor("not a cursor of this list") from e


def _figures(mu: float, sigma: float) -> dict:
    return {"mu": round(float(mu), 3), "sigma": round(float(sigma), 3),
            "ordinal": round(ordinal(float(mu), float(sigma)), 3)}


def _row(r) -> dict:
    return {"player": r["player"], "name": r["name"], "kind": r["kind"],
            **_figures(r["mu"], r["sigma"]), "games": int(r["games"]),
            "cursor": _cursor(r["player"])}


def leaderboard(store, game: str = games.DEFAULT, first: int = 50,
                after: str | None = None) -> list[dict]:
    first = max(0, min(int(first), 500))
    with store.read() as cur:
        if after is None:
            rows = cur.execute(f"SELECT {COLUMNS} FROM rm_ratings WHERE game = ? "
                               "ORDER BY ordinal DESC, player LIMIT ?",
                               [game, first]).fetchall()
        else:
            player = _player(after)
            mark = cur.execute("SELECT ordinal FROM rm_ratings WHERE game = ? AND player = ?",
                               [game, player]).fetchone()
            if mark is None:
                raise BadCursor("not a cursor of this list")
            rows = cur.execute(f"SELECT {COLUMNS} FROM rm_ratings WHERE game = ? AND "
                               "(ordinal < ? OR (ordinal = ? AND player > ?)) "
                               "ORDER BY ordinal DESC, player LIMIT ?",
                               [game, mark["ordinal"], mark["ordinal"], player,
                                first]).fetchall()
    return [_row(r) for r in rows]


def rating(store, game: str, player: str) -> dict | None:
    with store.read() as cur:
        r = cur.execute(f"SELECT {COLUMNS} FROM rm_ratings WHERE game = ? AND player = ?",
                        [game, player]).fetchone()
    return None if r is None else _row(r)


def history(store, player: str, game: str = games.DEFAULT) -> list[dict]:
    """Each rated game of the player, oldest first: figures before and after it."""
    with store.read() as cur:
        rows = cur.execute("SELECT game_id, position, mu_before, sigma_before, mu, sigma, rank, "
                           "players, at FROM rm_rating_history WHERE game = ? AND player = ? "
                           "ORDER BY position", [game, player]).fetchall()
    return [{"game_id": r["game_id"], "position": int(r["position"]),
             "before": _figures(r["mu_before"], r["sigma_before"]),
             "after": _figures(r["mu"], r["sigma"]),
             "rank": r["rank"], "players": r["players"], "at": r["at"]} for r in rows]


def known(store, player: str) -> bool:
    """Whether the identity has a rated game on any ladder."""
    with store.read() as cur:
        return cur.execute("SELECT 1 FROM rm_ratings WHERE player = ? LIMIT 1",
                           [player]).fetchone() is not None


def player_games(store, player: str, game: str = games.DEFAULT, *, variant=None, players=None,
                 since=None, until=None) -> list[dict]:
    """A rating identity's rated games of one game, oldest first, under the filters (variant,
    player count, UTC days of the end, inclusive): its seat, rank, score and whether it won,
    with its rating after each game."""
    where, params = ["h.game = ?", "h.player = ?"], [game, player]
    for column, value in (("g.variant", variant), ("g.players", players)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    for op, value in ((">=", since), ("<=", until)):
        if value is not None:
            where.append(f"SUBSTR(h.at, 1, 10) {op} ?")
            params.append(str(value)[:10])
    with store.read() as cur:
        rows = cur.execute(
            "SELECT h.game_id, h.position, h.mu_before, h.sigma_before, h.mu, h.sigma, "
            "h.rank, h.players AS rated, h.at, g.variant, g.players, g.seats, g.outcome "
            "FROM rm_rating_history h JOIN rm_games g ON g.game_id = h.game_id "
            f"WHERE {' AND '.join(where)} ORDER BY h.position", params).fetchall()
    out = []
    for r in rows:
        seats = [s.get("player") for s in json.loads(r["seats"])]
        seat = seats.index(player)
        outcome = json.loads(r["outcome"])
        out.append({"game_id": r["game_id"], "variant": r["variant"],
                    "players": int(r["players"]), "at": r["at"], "seat": seat,
                    "rank": outcome["ranks"][seat], "score": outcome["scores"][seat],
                    "won": seat in outcome["winners"], "rated": r["rated"],
                    "before": _figures(r["mu_before"], r["sigma_before"]),
                    "after": _figures(r["mu"], r["sigma"])})
    return out
