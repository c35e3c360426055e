"""Il Vecchio's API plug-in (see api.schema.games): its view, typed legal actions and pending
decisions, catalogue (a provisional map) and statistics."""
from __future__ import annotations

from api.schema.games.ilvecchio import actions, catalogue, stats
from api.schema.games.ilvecchio import view as views

VIEW = views.IlVecchioView
CATALOGUE = catalogue.IlVecchioCatalogue
ANALYTICS = stats.IlVecchioAnalytics
TYPES = [*actions.ACTION_TYPES, *actions.DECISION_TYPES]


def view(game: str, data: dict, names: list) -> views.IlVecchioView:
    return views.view_of(data, names)


action = actions.action
decision = actions.decision


def catalogue_of(game: str) -> catalogue.IlVecchioCatalogue:
    return catalogue.IlVecchioCatalogue()


def analytics(game: str, details: dict) -> stats.IlVecchioAnalytics:
    return stats.analytics_of(details)
