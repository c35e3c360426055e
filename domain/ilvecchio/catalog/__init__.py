"""The Il Vecchio catalogue: the map and tracks (PROVISIONAL: the board is not in the rule
text, see the data file's sources) and the tiles of appendices A, B and C (from the text)."""
from domain.ilvecchio.catalog.loader import (
    FOLLOWER_OF,
    FOLLOWERS,
    REGIONS,
    Catalog,
    CatalogError,
    Tile,
    Town,
    Track,
    load,
    validate,
)

CATALOG = load()
TOWNS: dict = CATALOG.towns
TRACKS: dict = CATALOG.tracks
TILES: dict = {**CATALOG.provinces, **CATALOG.council, **CATALOG.nobility}
TOWN_LIST: tuple = tuple(TOWNS)  # town index -> slug
FLORENCE = next(t for t, x in TOWNS.items() if x.colour == "florence")
REGION_OF_TOWN: dict = {t.town: t.slug for t in TRACKS.values() if t.kind == "region"}

__all__ = ["CATALOG", "FLORENCE", "FOLLOWERS", "FOLLOWER_OF", "REGIONS", "REGION_OF_TOWN",
           "TILES", "TOWNS", "TOWN_LIST", "TRACKS", "Catalog", "CatalogError", "Tile", "Town",
           "Track", "load", "validate"]
