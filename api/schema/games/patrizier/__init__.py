"""Patrizier's API plug-in (see api.schema.games): its view, typed legal actions and pending
decisions, catalogue (provisional card faces) and statistics."""
from __future__ import annotations

from api.schema.games.patrizier import actions, catalogue, stats
from api.schema.games.patrizier import view as views

VIEW = views.PatrizierView
CATALOGUE = catalogue.PatrizierCatalogue
ANALYTICS = stats.PatrizierAnalytics
TYPES = [*actions.ACTION_TYPES, *actions.DECISION_TYPES]


def view(game: str, data: dict, names: list) -> views.PatrizierView:
    return views.view_of(data, names)


action = actions.action
decision = actions.decision


def catalogue_of(game: str) -> catalogue.PatrizierCatalogue:
    return catalogue.PatrizierCatalogue()


def analytics(game: str, details: dict) -> stats.PatrizierAnalytics:
    return stats.analytics_of(details)
