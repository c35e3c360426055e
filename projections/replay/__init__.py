"""Replay: the state of a game at any step, from the game-log read model."""
