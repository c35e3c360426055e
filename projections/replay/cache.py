"""Replay `state_at`: the engine states of a game at every step, folded once from the log
table and kept in a small LRU (extended when a running game grows), so scrubbing is one
`view` call. Running games are redacted for the viewer (the spectator by default); a
finished game is revealed completely at every step (each seat's own view of its hand)."""
from __future__ import annotations

import json
import threading
from collections import OrderedDict

from domain import games
from projections.log.queries import entry, game_info

CACHE_GAMES = 64


class ReplayCache:
    def __init__(self, store, maxsize: int = CACHE_GAMES) -> None:
        self.store = store
        self.maxsize = maxsize
        self._games: OrderedDict[str, dict] = OrderedDict()
        self._lock = threading.Lock()

    def _load(self, game_id: str) -> dict | None:
        with self.store.read() as cur:
            info = game_info(cur, game_id)
            if info is None or info["game"] is None:
                return None
            with self._lock:
                cached = self._games.get(game_id)
            have = len(cached["states"]) - 1 if cached else 0
            if cached and have == info["steps"] and cached["finished"] == info["finished"]:
                with self._lock:
                    self._games.move_to_end(game_id)
                return cached
            rows = cur.execute("SELECT step, position, version, seat, action, type, data "
                               "FROM rm_log WHERE game_id = ? AND step > ? ORDER BY step",
                               [game_id, have]).fetchall()
        decider = games.get(info["game"])
        states = list(cached["states"]) if cached else [None]
        rows_all = list(cached["rows"]) if cached else []
        state = states[-1]
        for row in rows:
            state = decider.evolve(state, decider.event_from_dict(json.loads(row["data"])))
            states.append(state)
            rows_all.append(row)
        game = {"decider": decider, "states": states, "rows": rows_all,
                "finished": info["finished"], "players": info["players"]}
        with self._lock:
            self._games[game_id] = game
            self._games.move_to_end(game_id)
            while len(self._games) > self.maxsize:
                self._games.popitem(last=False)
        return game

    def state_at(self, game_id: str, step: int, viewer: int | None = None) -> dict | None:
        """{"game_id", "step", "length", "finished", "event", "state"}; None: no such game."""
        game = self._load(game_id)
        if game is None:
            return None
        length = len(game["states"]) - 1
        step = max(0, min(int(step), length))
        decider, finished = game["decider"], game["finished"]
        state = game["states"][step]
        if viewer is not None and not (0 <= viewer < game["players"]):
            viewer = None
        if state is None:
            shown = None
        elif finished:
            shown = _revealed(decider, state, game["players"])
        else:
            shown = decider.view(state, viewer)
        event = entry(decider, game["rows"][step - 1], viewer, finished) if step else None
        return {"game_id": game_id, "step": step, "length": length, "finished": finished,
                "event": event, "state": shown}


def _revealed(decider, state, players: int) -> dict:
    """Everything: the public view with each seat's player entry as that seat sees it."""
    out = decider.view(state, None)
    if isinstance(out.get("players"), list):
        out["players"] = [decider.view(state, seat)["players"][seat]
                          for seat in range(players)]
    decks, plan = getattr(state, "decks", None), getattr(state, "dice_plan", None)
    if isinstance(decks, dict):  # Lorenzo: the deck order and dice still to come
        out["decks"] = {t: list(cards) for t, cards in decks.items()}
    if plan is not None:
        out["dice_plan"] = [dict(d) for d in plan]
    return out
