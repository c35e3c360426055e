"""Il Vecchio (Ralph Bruhn, 2012): the pure rules engine. Entry point: GAME."""
from domain.ilvecchio.game import GAME

__all__ = ["GAME"]
