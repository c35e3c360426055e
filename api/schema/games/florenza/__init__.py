"""Florenza's API plug-in (see api.schema.games): its view, typed legal actions and pending
decisions, catalogue (provisional components) and statistics."""
from __future__ import annotations

from api.schema.games.florenza import actions, catalogue, stats
from api.schema.games.florenza import view as views

VIEW = views.FlorenzaView
CATALOGUE = catalogue.FlorenzaCatalogue
ANALYTICS = stats.FlorenzaAnalytics
TYPES = [*actions.ACTION_TYPES, *actions.DECISION_TYPES]


def view(game: str, data: dict, names: list) -> views.FlorenzaView:
    return views.view_of(data, names)


action = actions.action
decision = actions.decision


def catalogue_of(game: str) -> catalogue.FlorenzaCatalogue:
    return catalogue.FlorenzaCatalogue()


def analytics(game: str, details: dict) -> stats.FlorenzaAnalytics:
    return stats.analytics_of(details)
