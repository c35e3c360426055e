"""The read models, in the order the runner applies a batch to them."""
from __future__ import annotations

from projections.analytics.projection import AnalyticsProjection
from projections.board.projection import BoardProjection
from projections.games.projection import GamesProjection
from projections.log.projection import LogProjection
from projections.ratings.projection import RatingsProjection

NAMES = ("games", "board", "log", "analytics", "ratings")


def all_projections() -> list:
    """Fresh projection objects (each keeps its own in-memory caches)."""
    return [GamesProjection(), BoardProjection(), LogProjection(), AnalyticsProjection(),
            RatingsProjection()]


def by_name(name: str):
    for p in all_projections():
        if p.name == name:
            return p
    raise KeyError(f"no projection {name!r} (known: {', '.join(NAMES)})")
