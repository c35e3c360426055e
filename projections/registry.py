"""The read models, in the order the runner applies a batch to them."""
from __future__ import annotations

from projections.analysis.projection import AnalysisProjection
from projections.analytics.projection import AnalyticsProjection
from projections.games.projection import GamesProjection
from projections.log.projection import LogProjection
from projections.ratings.projection import RatingsProjection

# `games` first: analytics and ratings read its rows in the same batch (projections.finished)
NAMES = ("games", "log", "analytics", "ratings", "analysis")


def all_projections() -> list:
    """Fresh projection objects (each keeps its own in-memory caches)."""
    return [GamesProjection(), LogProjection(), AnalyticsProjection(), RatingsProjection(),
            AnalysisProjection()]


def by_name(name: str):
    for p in all_projections():
        if p.name == name:
            return p
    raise KeyError(f"no projection {name!r} (known: {', '.join(NAMES)})")
