"""The game-log projection: an index of every game's log, not a copy of it.

`rm_log` has one row per stored event that holds domain events (or is one of the service's
own log entries: projections.log.shell), keyed by (game_id, version):
`step` (the step of its first domain event; steps count a game's domain events from 1),
`events` (how many it holds), `position`, `seat`, `action`, and `command_end` (1 when it ends a
command: always for `Decided`; for the older one-per-domain-event `GameEvent`, its last part).
The events themselves stay in the event store; queries read them from there
(projections.source.stored_range). `rm_log_games` holds per game its name, player count, step
count, last version indexed, finished flag and position.

Keys are deterministic: a stored event applied twice collides on (game_id, version) and the
batch fails instead of numbering the same events again.
"""
from __future__ import annotations

from domain.shared.lru import ByteLRU
from projections.base import DoubleApplication, Projection
from projections.log import shell

HEADER_BYTES = 400  # a game's header as held below (a small dict), for the cache's bound


class LogProjection(Projection):
    name = "log"
    version = 2  # 2: what the service records around the game (undo, concede ...) indexed
    tables = ("rm_log", "rm_log_games")

    def __init__(self) -> None:
        # Each game's `rm_log_games` row as this runner last wrote it: a batch reads a game's
        # row only the first time (on PostgreSQL a read is a round trip, about one a move).
        # Trusted only while the runner's positions are its own: any doubt (another runner,
        # a failed batch, a rebuild) resets the projection, which forgets them.
        self._headers = ByteLRU("log_games", 4 << 20)  # put with its size: HEADER_BYTES

    def reset(self) -> None:
        self._headers.clear()

    def ddl(self, dialect: str) -> list[str]:
        rowid = " WITHOUT ROWID" if dialect == "sqlite" else ""
        return [
            "CREATE TABLE IF NOT EXISTS rm_log (game_id TEXT NOT NULL, version INTEGER NOT NULL, "
            "step INTEGER NOT NULL, events SMALLINT NOT NULL, position BIGINT NOT NULL, "
            "seat SMALLINT, action TEXT, command_end SMALLINT NOT NULL, "
            f"PRIMARY KEY (game_id, version)){rowid}",
            "CREATE TABLE IF NOT EXISTS rm_log_games (game_id TEXT PRIMARY KEY, game TEXT, "
            "players INTEGER, steps INTEGER, finished INTEGER, position BIGINT, "
            "version INTEGER NOT NULL DEFAULT 0)",
        ]

    def apply(self, cur, records, ctx) -> set[str]:
        games: dict[str, dict] = {}
        rows: dict[tuple[str, int], list] = {}
        for r in records:
            g = games.get(r.game_id)
            if g is None:
                held = self._headers.get(r.game_id)
                g = games[r.game_id] = (dict(held) if held is not None
                                        else self._load(cur, r.game_id))
            continuing = r.version == g["version"] and (r.game_id, r.version) in rows
            if r.version <= g["version"] and not continuing:
                raise DoubleApplication(f"log: game {r.game_id} version {r.version} is "
                                        f"already indexed (up to {g['version']})")
            if r.kind == "Created":
                g.update(game=r.fields["game"], players=len(r.fields["seats"]))
            elif r.kind == "Decided":  # one row per command, one step per domain event
                f, n = r.fields, len(r.fields["events"])
                if n:
                    rows[(r.game_id, r.version)] = [r.game_id, r.version, g["steps"] + 1, n,
                                                    r.position, f["seat"], f["action"], 1]
                g["steps"] += n
            elif r.kind == "GameEvent":  # stored one per domain event by earlier versions
                f = r.fields
                g["steps"] += 1
                if continuing:
                    rows[(r.game_id, r.version)][3] += 1
                else:  # the first domain event of this stored event
                    end = 1 if "command_id" not in f else int(f["part"] == f["parts"])
                    rows[(r.game_id, r.version)] = [r.game_id, r.version, g["steps"], 1,
                                                    r.position, f["seat"], f["action"], end]
            elif r.kind in shell.KINDS:  # one step of the service's own (projections.log.shell)
                g["steps"] += 1
                rows[(r.game_id, r.version)] = [r.game_id, r.version, g["steps"], 1,
                                                r.position, r.fields.get("seat"), None, 0]
            elif r.kind == "Finished":
                g["finished"] = 1
            g["position"] = r.position
            g["version"] = r.version
        cur.executemany("INSERT INTO rm_log (game_id, version, step, events, position, seat, "
                        "action, command_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        list(rows.values()))
        cur.executemany(
            "INSERT INTO rm_log_games (game_id, game, players, steps, finished, position, "
            "version) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET "
            "game = excluded.game, players = excluded.players, steps = excluded.steps, "
            "finished = excluded.finished, position = excluded.position, "
            "version = excluded.version",
            [(gid, g["game"], g["players"], g["steps"], g["finished"], g["position"],
              g["version"]) for gid, g in games.items()])
        for gid, g in games.items():  # kept once the batch's rows are written
            self._headers.put(gid, g, HEADER_BYTES)
        return set(games)

    @staticmethod
    def _load(cur, game_id: str) -> dict:
        row = cur.execute("SELECT game, players, steps, finished, version FROM rm_log_games "
                          "WHERE game_id = ?", [game_id]).fetchone()
        if row is None:
            return {"game": None, "players": 0, "steps": 0, "finished": 0, "version": 0}
        return {"game": row["game"], "players": row["players"], "steps": row["steps"],
                "finished": row["finished"], "version": row["version"]}

