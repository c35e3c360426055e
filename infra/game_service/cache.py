"""The aggregate cache, bounded by bytes as well as by games.

It stands in for the library's LRUCache in the service's repository (same `get(key, evict=)`
/ `put(key, value)` contract). An aggregate's size is measured (deep_size: the engine state,
seats and idempotency keys) when it enters the cache, again after `REMEASURE` saves of that
game, and after twice as many each time up to `REMEASURE_MAX`; in between the last measure
stands, so a command pays for a measure only rarely (as projections.base.GameFollower).
"""
from __future__ import annotations

from domain.shared.lru import ByteLRU, deep_size

REMEASURE = 32
REMEASURE_MAX = 256


class AggregateCache:
    def __init__(self, max_games: int, max_bytes: int) -> None:
        # game id -> (aggregate, saves since it was measured, saves between measures)
        self.lru = ByteLRU("aggregates", max_bytes, max_entries=max_games,
                           sizeof=lambda held: deep_size(held[0]))

    def __bool__(self) -> bool:  # the repository tests `if self.cache`
        return True

    def get(self, key, *, evict: bool = False):
        held = self.lru.pop(key) if evict else self.lru.get(key)
        if held is None:
            raise KeyError(key)
        return held[0]

    def put(self, key, value) -> None:
        if value is None:
            return
        held = self.lru.get(key)
        if held is None:
            self.lru.put(key, (value, 0, REMEASURE))
        elif held[1] + 1 >= held[2]:
            self.lru.put(key, (value, 0, min(held[2] * 2, REMEASURE_MAX)))
        else:
            self.lru.replace(key, (value, held[1] + 1, held[2]))
