"""Patrizier's log messages in German and Italian (domain.shared.i18n). Its cities keep their
Italian names in every language, and so do its cards (a city and a number)."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS, CITIES
from domain.shared import i18n


def _english() -> dict:
    return {"city": {k: c.name for k, c in CITIES.items()},
            "card": {str(i): c.name for i, c in CARDS.items()},
            "tower": {"1": "tower 1", "2": "tower 2"}}


translations = i18n.translations_of(__name__, _english, same=("city", "card"))
