"""Il Vecchio's log messages in German and Italian (domain.shared.i18n). Its towns and regions
keep their Italian names in every language (the German rule text prints them so), except
those the tables name (Florence: Florenz, Firenze)."""
from __future__ import annotations

from domain.ilvecchio.catalog import TOWNS, TRACKS
from domain.shared import i18n


def _english() -> dict:
    return {"town": {k: t.name for k, t in TOWNS.items()},
            "track": {k: t.name for k, t in TRACKS.items()}}


translations = i18n.translations_of(__name__, _english, same=("town", "track"))
