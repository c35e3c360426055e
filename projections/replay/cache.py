"""Replay `state_at`: a game's engine states at every step, folded once from the game log and
kept in an LRU bounded by bytes (extended when a running game grows), so scrubbing is one
`view` call.

Every step is a `projections.snapshot` (the shape of the board read model): lobby facts, the
version the step belongs to, the view, seats to act, pending, progress, outcome. Running games
are shown as the viewer may see them (the spectator by default) and carry no legal actions; a
finished game is revealed completely at every step, and its last step equals the board read
model's final snapshot. What the service recorded around the game (projections.log.shell) is a
step of its own: a move taken back returns the board to where it was before that move, the
others leave it as it was. The move list says which command produced which steps."""
from __future__ import annotations

from domain import games
from domain.shared.lru import ByteLRU, deep_size
from domain.shared.table import derive, forked_state, timed
from projections import snapshot
from projections.games.queries import game_summary
from projections.log import shell
from projections.log.queries import entry, game_info, message, shown_action, steps

CACHE_BYTES = 32 << 20


def _estimate(game: dict) -> int:
    """States share most of their structure, so the last state's size per state is an upper
    bound; the rows likewise by the last one's. Two small walks, not one per state."""
    n = len(game["states"])
    last_rows = game["rows"][-1:] or [None]
    return n * (deep_size(game["states"][-1]) + deep_size(last_rows[0]) + 64)


def _before(rows: list[dict], states: list, version: int):
    """The state before the first event stored at `version` (states[i]: after rows[:i])."""
    for i, row in enumerate(rows):
        if row["version"] == version and row["type"] not in shell.KINDS:
            return states[i]
    return states[-1]


def _origin(rows: list[dict]) -> dict | None:
    """A fork's origin: its first logged step (domain.shared.fork)."""
    if rows and rows[0]["type"] == "Forked":
        return {"game_id": rows[0]["data"]["game_id"], "step": rows[0]["data"]["step"]}
    return None


def _move_times(rows: list[dict], seats: int) -> list[dict]:
    """The seats' move times up to a step (as the board shows them then)."""
    times: dict = {}
    for row in rows:
        if row["part"] == row["parts"] and row["type"] not in shell.KINDS:
            times = timed(times, row)
    return snapshot.move_times_view(times, seats)


class ReplayCache:
    def __init__(self, store, max_bytes: int = CACHE_BYTES) -> None:
        self.store = store
        self._games = ByteLRU("replay_states", max_bytes, sizeof=_estimate)

    @property
    def cache(self) -> ByteLRU:
        return self._games

    def _load(self, game_id: str) -> dict | None:
        with self.store.read() as cur:
            info = game_info(cur, game_id)
            if info is None or info["game"] is None:
                return None
            cached = self._games.get(game_id)
            have = len(cached["states"]) - 1 if cached else 0
            if cached and have == info["steps"] and cached["finished"] == info["finished"]:
                return cached
            new = steps(self.store, cur, game_id, after=have)
        summary = game_summary(self.store, game_id)
        if summary is None:
            return None
        decider = games.get(info["game"])
        states = list(cached["states"]) if cached else [None]
        rows_all = list(cached["rows"]) if cached else []
        state = states[-1]
        for row in new:
            if row["type"] == "Undone":
                state = _before(rows_all, states, int(row["data"]["version"]))
            elif row["type"] == "Forked":
                state = forked_state(row["data"])
            elif row["type"] not in shell.KINDS:
                state = decider.evolve(state, decider.event_from_dict(row["data"]))
            states.append(state)
            rows_all.append(row)
        game = {"decider": decider, "states": states, "rows": rows_all,
                "finished": info["finished"], "summary": summary}
        self._games.put(game_id, game)
        return game

    def length(self, game_id: str) -> int | None:
        game = self._load(game_id)
        return None if game is None else len(game["states"]) - 1

    def state_at(self, game_id: str, step: int, viewer: int | None = None) -> dict | None:
        """{"game_id", "step", "length", "finished", "event", "snapshot"}; None: no game."""
        game = self._load(game_id)
        if game is None:
            return None
        length = len(game["states"]) - 1
        step = max(0, min(int(step), length))
        decider, finished, summary = game["decider"], game["finished"], game["summary"]
        seats = summary["seats"]
        names = [s.get("name") for s in seats]
        if viewer is not None and not 0 <= viewer < len(seats):
            viewer = None
        last = finished and step == length
        if last:
            version = summary["version"]
        elif step:
            version = game["rows"][step - 1]["version"]
        else:
            version = max(0, game["rows"][0]["version"] - 1) if game["rows"] else \
                summary["version"]
        lobby = {"game": summary["game"], "variant": summary["variant"],
                 "status": snapshot.FINISHED if last else snapshot.PLAYING,
                 "version": version, "seats": seats, "clock": None,
                 "private": bool(summary["private"]), "rematch": summary["rematch"],
                 "origin": _origin(game["rows"]),
                 "left": summary["left_seats"] or [],
                 "move_times": _move_times(game["rows"][:step], len(seats))}
        state = game["states"][step]
        facts = derive(decider, state, tuple(lobby["left"]))
        if last:  # exactly what the board read model holds for a finished game
            shown = snapshot.public(decider, state, facts, lobby=lobby)
        elif finished:
            shown = snapshot.public(decider, state, facts, lobby=lobby, reveal=True)
        else:
            shown = snapshot.public(decider, state, facts, lobby=lobby)
            if viewer is not None and state is not None:
                shown["view"] = decider.view(state, viewer)
        event = (entry(decider, game["rows"][step - 1], viewer, finished, names)
                 if step else None)
        return {"game_id": game_id, "step": step, "length": length, "finished": finished,
                "event": event, "snapshot": shown}

    def moves(self, game_id: str, viewer: int | None = None) -> list[dict] | None:
        """One entry per command: {step (reached once its events are applied), first_step,
        version, seat, action (as the viewer may see it), description, message}. What the service
        recorded around the game is one entry each (a take-back's action is "undo")."""
        game = self._load(game_id)
        if game is None:
            return None
        # kept with the game's states (a new entry once the game grows): a move list is
        # described once per viewer, not on every read (it is small beside the states)
        kept = game.setdefault("moves", {})
        if viewer not in kept:
            kept[viewer] = self._moves(game, viewer)
        return kept[viewer]

    @staticmethod
    def _moves(game: dict, viewer: int | None) -> list[dict]:
        decider, finished = game["decider"], game["finished"]
        names = [s.get("name") for s in game["summary"]["seats"]]
        out = []
        for i, row in enumerate(game["rows"], start=1):
            if row["type"] in shell.KINDS:
                e = entry(decider, row, viewer, finished, names)
                out.append({"first_step": i, "step": i, "version": row["version"],
                            "seat": row["seat"],
                            "action": "undo" if row["type"] == "Undone" else None,
                            "description": e["description"], "message": e["message"]})
                continue
            if row["action"] is None or row["part"] != 1:
                continue
            data = decider.redact_event(row["data"], viewer, finished)
            msg, description = message(decider, data, names)
            out.append({"first_step": i, "step": i + row["parts"] - 1,
                        "version": row["version"], "seat": row["seat"],
                        "action": shown_action(decider, row["action"], row["seat"], viewer,
                                               finished),
                        "description": description, "message": msg})
        return out
