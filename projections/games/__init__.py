"""Game list read model: one summary row per game (status, seats, round, last activity)."""
