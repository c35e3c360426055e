"""Per-game API plug-ins: `api/schema/games/<game>/` (or `<game>.py`), found by the game's
name; a game without one is shown through `generic`. A plug-in module provides:

    TYPES       every strawberry type it adds (implementations of LegalAction, ...)
    VIEW, CATALOGUE, ANALYTICS   its types for Game.view, GameType.catalogue,
                Analytics.details (members of the GameView / GameCatalogue /
                GameAnalytics unions)
    view(game, data, names), action(dict), decision(dict), catalogue_of(game),
    analytics(game, details)    engine dicts -> its typed objects

The shared schema never names a game: it asks `plugin(name)`."""
from __future__ import annotations

import importlib
from types import ModuleType

from api.schema.games import generic
from domain import games

_cache: dict[str, ModuleType] = {}


def plugin(game: str) -> ModuleType:
    found = _cache.get(game)
    if found is None:
        found = generic
        if game.isidentifier() and game not in ("base", "generic"):
            try:
                found = importlib.import_module(f"api.schema.games.{game}")
            except ModuleNotFoundError as e:
                if e.name != f"api.schema.games.{game}":
                    raise
        _cache[game] = found
    return found


def plugins() -> list[ModuleType]:
    """Every hosted game's plug-in (generic once, for all games without one)."""
    out: list[ModuleType] = []
    for name in games.names():
        p = plugin(name)
        if p not in out:
            out.append(p)
    if generic not in out:
        out.append(generic)
    return out


def union_members(attr: str) -> tuple:
    return tuple(dict.fromkeys(getattr(p, attr) for p in plugins()))
