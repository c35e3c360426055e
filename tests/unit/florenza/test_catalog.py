"""The provisional catalogue: every number the quick reference fixes is kept and checked by the
loader, so a broken or altered file is refused with a message naming the rule."""
import copy
import json
from importlib import resources

import pytest

from domain.florenza import GAME
from domain.florenza.catalog import ARTISTS, BUILDINGS, CATALOG, CLERICS, CatalogError, validate

RAW = json.loads(resources.files("domain.florenza.catalog")
                 .joinpath("florenza_provisional_v1.json").read_text("utf-8"))


def test_the_file_says_it_is_provisional_and_every_constraint_has_a_status():
    assert CATALOG.meta["provisional"] is True and GAME.info.provisional
    assert "invented" in GAME.info.provisional_note
    assert {c["status"] for c in RAW["constraints"]} <= {"sourced", "inferred", "invented"}
    assert any(c["status"] == "invented" for c in RAW["constraints"])


def test_the_quick_references_numbers_are_in_the_catalogue():
    assert CATALOG.income == {"florins": 200, "materials": ["marble", "wood"], "workers": 4,
                              "shortage_florins": 100}
    assert BUILDINGS["casa"].income == {"florins": 50, "workers": 1}
    assert BUILDINGS["casamento"].income == {"florins": 100, "workers": 1}
    assert BUILDINGS["palagio"].income == {"fame": 1, "florins": 100, "workers": 1}
    nameless = [c for c in CLERICS.values() if c.nameless]
    assert len(nameless) == 2 and all(c.cost == 100 and set(c.sermon) == {2} for c in nameless)
    assert any(c.cost == 150 and c.sermon == (3, 3, 3, 3, 4, 4) for c in CLERICS.values())
    assert any({t.fame for t in a.talents.values()} == {(2, 2, 3, 4, 5, 5), (2, 2, 2, 3, 3, 3)}
               for a in ARTISTS.values())
    assert len(CATALOG.life_cards) == 7


def _broken(change):
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(CatalogError) as e:
        validate(data, "test")
    return str(e.value)


def test_a_file_breaking_a_sourced_number_is_refused():
    def casa(d):
        d["buildings"][0]["income"] = {"florins": 60, "workers": 1}
    assert "casa" in _broken(casa)

    def income(d):
        d["income"]["florins"] = 250
    assert "income" in _broken(income)

    def cleric(d):
        d["clerics"][0]["sermon"] = [3, 3, 3, 3, 4, 5]
    assert "sermon table" in _broken(cleric)

    def nameless(d):
        d["artists"][-1]["talents"]["painting"]["fame"] = [0, 0, 1, 1, 2, 2]
        for t in d["artists"][-1]["talents"].values():
            t["fame"] = [0, 0, 1, 1, 2, 2]
    assert "lose fame" in _broken(nameless)

    def pulpit(d):
        d["cathedral"]["pulpit"] = 9
    assert "pulpit" in _broken(pulpit)


def test_a_valid_replacement_file_loads_without_code_change():
    data = copy.deepcopy(RAW)
    data["buildings"][3]["produces"] = {"marble": 3}
    data["meta"]["provisional"] = False
    c = validate(data, "replacement")
    assert c.buildings["cava"].produces == {"marble": 3} and c.meta["provisional"] is False
