"""Florenza (Placentia Games, 2010): the pure rules engine. Entry point: GAME."""
from domain.florenza.game import GAME

__all__ = ["GAME"]
