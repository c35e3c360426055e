"""Per-game analytics plug-ins: `projections/analytics/<game>.py`, found by the game's name.

A plug-in holds what only its game knows (Lorenzo: cards, leaders, excommunications):

    TABLES: {table: (extra key columns, counter columns)}   its counter tables
    TEXT_KEYS: set of its key columns that are text
    turn_order(game: FinishedGame) -> [seats] | None       the first turn order, if any
    increments(game: FinishedGame) -> [(table, extra key, {counter: value})]
    section(rows) -> dict    its part of the answer; rows(table, keys, sums) sums a table
                             under the query's filters
A game without a plug-in gets the generic statistics only."""
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
