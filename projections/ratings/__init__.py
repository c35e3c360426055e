"""Ratings read model: an OpenSkill ladder per game over player identities, with history."""
from projections.ratings.queries import history, known, leaderboard, player_games, rating

__all__ = ["history", "known", "leaderboard", "player_games", "rating"]
