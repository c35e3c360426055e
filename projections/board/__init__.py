"""Board read model: the public board view and one player view per seat, per game."""
