"""Log messages in German and Italian: every template a game produces is translated in both
(with the same placeholders), what a language lacks is listed in docs/i18n-gaps.md (generated,
and kept true here), and the shared rules of the tables (Accept-Language, amounts, seats)."""
from __future__ import annotations

from pathlib import Path

import pytest

from api import i18n_gaps as gaps
from domain import games
from domain.shared import i18n

DOC = Path(__file__).resolve().parents[3] / "docs" / "i18n-gaps.md"


@pytest.fixture(scope="module")
def report() -> dict:
    return {name: gaps.of_game(name) for name in games.builtin()}


@pytest.mark.parametrize("name", games.builtin())
def test_every_template_keeps_its_placeholders_in_every_language(name):
    decider = games.get(name)
    tables = [decider.translations(lang) for lang in gaps.TRANSLATED]
    assert set(tables[0]["templates"]) == set(tables[1]["templates"]), \
        "German and Italian translate the same templates"
    for table in tables:
        for english, translated in table["templates"].items():
            assert gaps.placeholders(translated) == gaps.placeholders(english), translated


def test_every_template_the_games_produce_exists_in_all_three_languages(report):
    for name, languages in report.items():
        for lang, missing in languages.items():
            assert missing["templates"] == [], (name, lang)


def test_the_gaps_document_is_generated_from_the_tables():
    assert DOC.read_text(encoding="utf-8") == gaps.report(), \
        "run `python3 ops/i18n_gaps.py` and commit docs/i18n-gaps.md"


def test_accept_language_picks_the_best_language_spoken():
    assert i18n.negotiate(None) == "en"
    assert i18n.negotiate("fr-FR,fr;q=0.9") == "en"
    assert i18n.negotiate("de-CH, en;q=0.5") == "de"
    assert i18n.negotiate("en;q=0.4, it-IT;q=0.9, de;q=0") == "it"


def test_amounts_seats_and_unknown_names():
    table = games.get("lorenzo").translations("de")
    message = {"template": "{player} gains {resources} from {source}", "args": [
        {"name": "player", "kind": "seat", "value": 1, "text": "Seat 1"},
        {"name": "resources", "kind": "resources", "value": {"coins": 2, "wood": 1},
         "text": "2 coins and 1 wood"},
        {"name": "source", "kind": "mystery", "value": "x", "text": "a thing"}]}
    assert i18n.render(i18n.localise(message, table)) == \
        "Platz 1 erhält 2 Münzen und 1 Holz (a thing)"
