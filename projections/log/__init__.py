"""Game log read model: every domain event of every game, numbered by step (1-based)."""
