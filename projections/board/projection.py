"""The board projection: `rm_board_games` (lobby facts) and `rm_board` (engine views).

While a game runs it holds the spectator's view (viewer -1, the public board) and, per seat,
that seat's view as a patch against it (its own hand shown, every other hidden: the engine's
`view` decides; the patch keeps each seat's row small). Once the
game is over the engine reveals everything, so one row (viewer -1) serves everyone. The
engine state is folded in memory (`GameFollower`, caught up from the event store on a miss)."""
from __future__ import annotations

from domain import games
from projections.base import GameFollower, Projection, dumps
from projections.board.patch import diff
from projections.games.projection import FINISHED, OPEN, RUNNING, public_seats

SPECTATOR = -1
CACHE_GAMES = 2000


def _start(r) -> dict:
    f = r.fields
    return {"game": f["game"], "variant": f["variant"], "seats": public_seats(f["seats"]),
            "status": OPEN, "state": None, "version": r.version}


def _step(g: dict, r) -> dict:
    f = r.fields
    if r.kind == "SeatJoined":
        seats = list(g["seats"])
        seats[f["seat"]] = {"seat": f["seat"], "name": f["name"], "bot": None, "open": False}
        g["seats"] = seats
    elif r.kind == "Started":
        g["status"] = RUNNING
    elif r.kind == "GameEvent":
        decider = games.get(g["game"])
        g["state"] = decider.evolve(g["state"], decider.event_from_dict(f["data"]))
    elif r.kind == "Finished":
        g["status"] = FINISHED
    g["version"] = r.version
    return g


def _views(decider, state, viewers) -> list[dict]:
    """Every viewer's view; a decider may build them together (`views`), which is cheaper."""
    many = getattr(decider, "views", None)
    if many is not None:
        return many(state, viewers)
    return [decider.view(state, v) for v in viewers]


class BoardProjection(Projection):
    name = "board"
    tables = ("rm_board_games", "rm_board")

    def __init__(self) -> None:
        self.follower = GameFollower(_start, _step, maxsize=CACHE_GAMES)

    def ddl(self, dialect: str) -> list[str]:
        return [
            "CREATE TABLE IF NOT EXISTS rm_board_games (game_id TEXT PRIMARY KEY, game TEXT, "
            "variant TEXT, status TEXT, version INTEGER, seats TEXT)",
            "CREATE TABLE IF NOT EXISTS rm_board (game_id TEXT, viewer INTEGER, "
            "version INTEGER, view TEXT, PRIMARY KEY (game_id, viewer))",
        ]

    def reset(self) -> None:
        self.follower.clear()

    def apply(self, cur, records, ctx) -> set[str]:
        touched: dict[str, dict] = {}
        for r in records:
            g = self.follower.apply(r, ctx)
            if g is not None:
                touched[r.game_id] = g
        lobby, views, stale = [], [], []
        for gid, g in touched.items():
            lobby.append((gid, g["game"], g["variant"], g["status"], g["version"],
                          dumps(g["seats"])))
            if g["state"] is None:
                continue
            decider = games.get(g["game"])
            if g["status"] == FINISHED or decider.is_over(g["state"]):
                stale.append(gid)
                views.append((gid, SPECTATOR, g["version"],
                              dumps(decider.view(g["state"], None))))
                if g["status"] == FINISHED:
                    self.follower.drop(gid)
            else:
                viewers = [None, *range(len(g["seats"]))]
                public, *private = _views(decider, g["state"], viewers)
                views.append((gid, SPECTATOR, g["version"], dumps(public)))
                views += [(gid, seat, g["version"], dumps(diff(public, shown)))
                          for seat, shown in enumerate(private)]
        cur.executemany("INSERT INTO rm_board_games (game_id, game, variant, status, version, "
                        "seats) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
                        "status = excluded.status, version = excluded.version, "
                        "seats = excluded.seats", lobby)
        cur.executemany("DELETE FROM rm_board WHERE game_id = ? AND viewer <> ?",
                        [(gid, SPECTATOR) for gid in stale])
        cur.executemany("INSERT INTO rm_board (game_id, viewer, version, view) "
                        "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, viewer) DO UPDATE SET "
                        "version = excluded.version, view = excluded.view", views)
        return set(touched)
