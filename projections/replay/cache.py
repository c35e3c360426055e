"""Replay `state_at`: the engine states of a game at every step, folded once from the log and
kept in an LRU bounded by bytes (extended when a running game grows), so scrubbing is one
`view` call. Running games are redacted for the viewer (the spectator by default); a
finished game is revealed completely at every step (each seat's own view of its hand)."""
from __future__ import annotations

from domain import games
from domain.shared.lru import ByteLRU, deep_size
from projections.log.queries import entry, game_info, steps

CACHE_BYTES = 32 << 20


def _estimate(game: dict) -> int:
    """States share most of their structure, so the last state's size per state is an upper
    bound; the rows likewise by the last one's. Two small walks, not one per state."""
    n = len(game["states"])
    last_rows = game["rows"][-1:] or [None]
    return n * (deep_size(game["states"][-1]) + deep_size(last_rows[0]) + 64)


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
            rows = steps(self.store, cur, game_id, after=have)
        decider = games.get(info["game"])
        states = list(cached["states"]) if cached else [None]
        rows_all = list(cached["rows"]) if cached else []
        state = states[-1]
        for row in rows:
            state = decider.evolve(state, decider.event_from_dict(row["data"]))
            states.append(state)
            rows_all.append(row)
        game = {"decider": decider, "states": states, "rows": rows_all,
                "finished": info["finished"], "players": info["players"]}
        self._games.put(game_id, game)
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
