"""Florenza's log messages in German and Italian (domain.shared.i18n). Its buildings bear
Italian names, as do the main board's buildings and named fields, and its people are historical
Florentines: the same in every language, except the nameless ones, which the tables name."""
from __future__ import annotations

from domain.florenza.catalog import BUILDINGS, CATALOG, PEOPLE
from domain.florenza.state import BOARD_ART
from domain.shared import i18n


def _english() -> dict:
    people = {k: p.name for k, p in PEOPLE.items()}
    florentine = {**CATALOG.florentine,  # the main board's buildings and named art fields
                  **{f.id: f.name for f in BOARD_ART.values() if f.name != f.id}}
    return {"building": {k: b.name for k, b in BUILDINGS.items()}, "person": people,
            "people": people,  # `people`: lists of them (who leaves Florence)
            "florentine": florentine}


translations = i18n.translations_of(__name__, _english,
                                    same=("building", "person", "people", "florentine"))
