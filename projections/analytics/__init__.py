"""Analytics read model (Lorenzo): pre-aggregated counters per (variant, players, UTC day)."""
from projections.analytics.queries import query

__all__ = ["query"]
