"""Per-game analytics plug-ins: `projections/analytics/<game>.py`, found by the game's name.

A plug-in holds what only its game knows (Lorenzo: cards, leaders, excommunications):

    TABLES: {table: (extra key columns, counter columns)}   its counter tables
    TEXT_KEYS: set of its key columns that are text
    start() -> facts                        a game's accumulator (plain, small)
    step(facts, event_dict)                 add one domain event's facts
    turn_order(facts) -> [seats] | None     the first turn order, if any
    increments(facts, game: FinishedGame) -> [(table, extra key, {counter: value})]
    section(rows) -> dict    its part of the answer; rows(table, keys, sums) sums a table
                             under the query's filters
A game without a plug-in gets the generic statistics only. `ratio` and `clockwise_order` are
helpers the plug-ins share."""
from __future__ import annotations

import importlib
from types import ModuleType

from domain import games

_RESERVED = {"plugins", "projection", "queries"}
_cache: dict[str, ModuleType | None] = {}


def plugin(game: str) -> ModuleType | None:
    if game not in _cache:
        module = None
        if game.isidentifier() and game not in _RESERVED:
            try:
                module = importlib.import_module(f"projections.analytics.{game}")
            except ModuleNotFoundError as e:
                if e.name != f"projections.analytics.{game}":
                    raise
        _cache[game] = module
    return _cache[game]


def all_plugins() -> dict[str, ModuleType]:
    return {name: p for name in games.names() if (p := plugin(name)) is not None}


def ratio(a, b) -> float | None:
    """a / b rounded to 4 places (plain floats on every store); None when b is 0."""
    return round(float(a) / float(b), 4) if b else None


def clockwise_order(set_up: dict | None) -> list[int] | None:
    """Seats in turn order from a set-up event naming `players` and `start_seat`: the start
    seat first, then clockwise (seat order)."""
    if set_up is None:
        return None
    n = int(set_up["players"])
    return [(set_up["start_seat"] + i) % n for i in range(n)]
