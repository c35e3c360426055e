"""Lorenzo il Magnifico: the pure rules engine (basic and advanced game). Entry point: GAME."""
from domain.lorenzo.game import GAME

__all__ = ["GAME"]
