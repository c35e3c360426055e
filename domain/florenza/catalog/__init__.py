"""The Florenza catalogue: materials, buildings, artists, clerics, works of art and the seven
"Leben in Florenz" cards, from a validated data file. The components are PROVISIONAL (see
`florenza_provisional_v1.json`'s meta)."""
from domain.florenza.catalog.loader import (
    ArtField,
    Artist,
    Building,
    Catalog,
    CatalogError,
    Cleric,
    load,
    validate,
)

CATALOG = load()
MATERIALS: tuple = CATALOG.materials
BUILDINGS: dict = CATALOG.buildings
ARTISTS: dict = CATALOG.artists
CLERICS: dict = CATALOG.clerics
PEOPLE: dict = {**ARTISTS, **CLERICS}  # slug -> Artist | Cleric
QUARTER_ART: dict = {f.id: f for f in CATALOG.quarter_art}
BOARD_ART: dict = CATALOG.board_art
PULPIT: str = CATALOG.pulpit

__all__ = ["ARTISTS", "BOARD_ART", "BUILDINGS", "CATALOG", "CLERICS", "MATERIALS", "PEOPLE",
           "PULPIT", "QUARTER_ART", "ArtField", "Artist", "Building", "Catalog",
           "CatalogError", "Cleric", "load", "validate"]
