"""Ratings read model: an Elo rating per player identity (the seat name), with history."""
from projections.ratings.queries import history, leaderboard

__all__ = ["history", "leaderboard"]
