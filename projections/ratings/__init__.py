"""Ratings read model: an Elo ladder per game over player identities, with history."""
from projections.ratings.queries import history, leaderboard, rating

__all__ = ["history", "leaderboard", "rating"]
