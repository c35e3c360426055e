"""How a hosted game without an API plug-in is shown: its engine's dicts as JSON. Such a game
is created, played, listed, replayed, subscribed to and rated like any other."""
from __future__ import annotations

from api.schema.games.base import (
    GenericAction,
    GenericAnalytics,
    GenericCatalogue,
    GenericDecision,
    GenericView,
    UndoAction,
    head,
)

TYPES: list = [GenericAction, GenericDecision, UndoAction]
VIEW = GenericView
CATALOGUE = GenericCatalogue
ANALYTICS = GenericAnalytics


def view(game: str, data: dict, names: list) -> GenericView:
    return GenericView(game=game, data=data)


def action(d: dict) -> GenericAction:
    return GenericAction(**head(d), fields=d.get("fields") or {})


def decision(d: dict) -> GenericDecision:
    return GenericDecision(seat=int(d["seat"]), kind=str(d["kind"]),
                           english=str(d.get("description") or d["kind"]),
                           message=d.get("message"),
                           data={k: v for k, v in d.items()
                                 if k not in ("seat", "kind", "description", "message")})


def catalogue_of(game: str) -> GenericCatalogue:
    return GenericCatalogue(game=game)


def analytics(game: str, details: dict) -> GenericAnalytics:
    return GenericAnalytics(data=details)
