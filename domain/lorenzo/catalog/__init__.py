"""The Lorenzo catalogue: every development card, leader, excommunication tile, bonus tile and
board space, loaded from the versioned data file `lorenzo_v1.json` (see its `meta`)."""
from domain.lorenzo.catalog.board import (
    COLOUR_OF_TYPE,
    COLOURS,
    FAITH_TRACK_VP,
    FLOOR_BONUS,
    FLOOR_VALUES,
    MARKET_REWARDS,
    PRIVILEGE_OPTIONS,
    RESOURCES,
    TYPE_OF_COLOUR,
    TYPES,
)
from domain.lorenzo.catalog.cards import CARDS, Card, CardCost
from domain.lorenzo.catalog.leaders import LEADERS, Leader
from domain.lorenzo.catalog.tiles import BONUS_TILES, EXCOMMUNICATIONS, BonusTile, Excommunication

__all__ = [
    "BONUS_TILES", "CARDS", "COLOURS", "COLOUR_OF_TYPE", "Card", "CardCost", "EXCOMMUNICATIONS",
    "Excommunication", "BonusTile", "FAITH_TRACK_VP", "FLOOR_BONUS", "FLOOR_VALUES", "LEADERS",
    "Leader", "MARKET_REWARDS", "PRIVILEGE_OPTIONS", "RESOURCES", "TYPES", "TYPE_OF_COLOUR",
]
