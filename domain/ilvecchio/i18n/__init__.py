"""Il Vecchio's log messages in German and Italian (domain.shared.i18n). Its towns and regions
keep their Italian names in every language (the German rule text prints them so), except
those the tables name (Florence: Florenz, Firenze). The tiles' effects are named by tile id
(`tile_effect`): the German ones in the words of the rule text's appendix."""
from __future__ import annotations

from domain.ilvecchio.catalog import TILES, TOWNS, TRACKS
from domain.shared import i18n


def _english() -> dict:
    return {"town": {k: t.name for k, t in TOWNS.items()},
            "track": {k: t.name for k, t in TRACKS.items()},
            "tile_effect": {k: t.text for k, t in TILES.items()}}  # German: the rule text's


translations = i18n.translations_of(__name__, _english, same=("town", "track"))
