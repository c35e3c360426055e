"""Florenza's log messages in German and Italian (domain.shared.i18n). Its buildings bear
Italian names and its people are historical Florentines: the same in every language, except
the nameless ones, which the tables name."""
from __future__ import annotations

from domain.florenza.catalog import BUILDINGS, PEOPLE
from domain.shared import i18n


def _english() -> dict:
    people = {k: p.name for k, p in PEOPLE.items()}
    return {"building": {k: b.name for k, b in BUILDINGS.items()}, "person": people,
            "people": people}  # `people`: lists of them (who leaves Florence)


translations = i18n.translations_of(__name__, _english, same=("building", "person", "people"))
