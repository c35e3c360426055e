"""Patrizier (Michael Schacht, 2007): the pure rules engine. Entry point: GAME."""
from domain.patrizier.game import GAME

__all__ = ["GAME"]
