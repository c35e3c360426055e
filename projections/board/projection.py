"""The board projection: `rm_board`, each game as each viewer sees it at its latest version
(`projections.snapshot`: lobby facts, the engine's view, seats to act, pending decisions,
progress, outcome and that viewer's legal actions, all at one version).

While a game runs there is the spectator's row (viewer -1) and, per seat, that seat's row as a
patch against it (its own hand and legal actions; the engine's `view` decides what is hidden).
Once the game is over the engine reveals everything, so one row (viewer -1) serves everyone.
A query reads the rows it needs in ONE statement, so it never mixes two versions. The engine
state is folded in memory (`GameFollower`, caught up from the event store on a miss)."""
from __future__ import annotations

from domain import games
from projections import snapshot
from projections.base import GameFollower, Projection, dumps
from projections.board.patch import diff
from projections.seats import joined, public_seats

SPECTATOR = -1
CACHE_GAMES = 2000


def _start(r) -> dict:
    f = r.fields
    return {"game": f["game"], "variant": f["variant"], "seats": public_seats(f["seats"]),
            "status": snapshot.LOBBY, "state": None, "version": r.version}


def _step(g: dict, r) -> dict:
    f = r.fields
    if r.kind == "SeatJoined":
        g["seats"] = joined(g["seats"], f)
    elif r.kind == "Started":
        g["status"] = snapshot.PLAYING
    elif r.kind == "GameEvent":
        decider = games.get(g["game"])
        g["state"] = decider.evolve(g["state"], decider.event_from_dict(f["data"]))
    elif r.kind == "Finished":
        g["status"] = snapshot.FINISHED
    g["version"] = r.version
    return g


def rows(game_id: str, g: dict) -> tuple[list[tuple], bool]:
    """(game_id, viewer, version, JSON) rows of a game, and whether it is finished (one row)."""
    decider = games.get(g["game"])
    state = g["state"]
    lobby = {"game": g["game"], "variant": g["variant"], "status": g["status"],
             "version": g["version"], "seats": g["seats"]}
    if state is None or g["status"] == snapshot.FINISHED:
        base = snapshot.public(decider, state, lobby=lobby)
        return [(game_id, SPECTATOR, g["version"], dumps(base))], state is not None
    seats = range(len(g["seats"]))
    public_view, *own = snapshot.views(decider, state, [None, *seats])
    base = snapshot.public(decider, state, lobby=lobby)
    base["view"] = public_view
    out = [(game_id, SPECTATOR, g["version"], dumps(base))]
    for seat in seats:
        mine = snapshot.for_seat(decider, state, base, seat, own[seat])
        out.append((game_id, seat, g["version"], dumps(diff(base, mine))))
    return out, False


class BoardProjection(Projection):
    name = "board"
    version = 2  # 2: one table, snapshots with legal actions (rebuilt from v1)
    tables = ("rm_board",)

    def __init__(self) -> None:
        self.follower = GameFollower(_start, _step, maxsize=CACHE_GAMES)

    def ddl(self, dialect: str) -> list[str]:
        return [
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
        out, finished = [], []
        for gid, g in touched.items():
            game_rows, over = rows(gid, g)
            out += game_rows
            if over:
                finished.append(gid)
                if g["status"] == snapshot.FINISHED:
                    self.follower.drop(gid)
        cur.executemany("DELETE FROM rm_board WHERE game_id = ? AND viewer <> ?",
                        [(gid, SPECTATOR) for gid in finished])
        cur.executemany("INSERT INTO rm_board (game_id, viewer, version, view) "
                        "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, viewer) DO UPDATE SET "
                        "version = excluded.version, view = excluded.view", out)
        return set(touched)
