"""Analytics read model: counters per (game, variant, players, UTC day), generic and per game."""
from projections.analytics.queries import query

__all__ = ["query"]
