"""Lorenzo il Magnifico's API plug-in (see api.schema.games): its view, typed legal actions
and pending decisions, catalogue and statistics."""
from __future__ import annotations

from api.schema.games.lorenzo import actions, catalogue, stats
from api.schema.games.lorenzo import view as views

VIEW = views.LorenzoView
CATALOGUE = catalogue.LorenzoCatalogue
ANALYTICS = stats.LorenzoAnalytics
TYPES = [*actions.ACTION_TYPES, *actions.DECISION_TYPES]


def view(game: str, data: dict, names: list) -> views.LorenzoView:
    return views.view_of(data, names)


action = actions.action
decision = actions.decision


def catalogue_of(game: str) -> catalogue.LorenzoCatalogue:
    return catalogue.LorenzoCatalogue()


def analytics(game: str, details: dict) -> stats.LorenzoAnalytics:
    return stats.analytics_of(details)
