"""The Patrizier catalogue: cities, head types and the 55 order cards, from a validated data
file. The card faces are PROVISIONAL (see `patrizier_provisional_v1.json`'s meta)."""
from domain.patrizier.catalog.loader import (
    Card,
    Catalog,
    CatalogError,
    City,
    Head,
    load,
    validate,
)

CATALOG = load()
CARDS: dict = CATALOG.cards  # id -> Card
CITIES: dict = CATALOG.cities  # slug -> City, in catalogue order
HEADS: dict = CATALOG.heads  # slug -> Head
CARD_BY_SLUG: dict = {c.slug: c.id for c in CARDS.values()}

__all__ = ["CARDS", "CARD_BY_SLUG", "CATALOG", "CITIES", "HEADS", "Card", "Catalog",
           "CatalogError", "City", "Head", "load", "validate"]
