"""The provisional map satisfies every constraint the rule text fixes, says so, records a
source for every item, and the loader refuses a file breaking a constraint."""
import copy
import json
from importlib import resources

import pytest

from domain.ilvecchio.catalog import CATALOG, CatalogError, validate

RAW = json.loads(resources.files("domain.ilvecchio.catalog")
                 .joinpath("ilvecchio_provisional_v1.json").read_text("utf-8"))


def test_the_map_is_provisional_and_every_item_names_its_source():
    assert CATALOG.meta["provisional"] is True
    for group in ("towns", "roads", "areas"):
        assert all(item["source"] for item in RAW[group])
    assert all(d["source"] for d in RAW["intermediaries"].values())
    assert all(f["source"] for t in RAW["tracks"].values() for f in t["fields"])


def test_the_texts_constraints_hold():
    towns = CATALOG.towns
    assert {t for t in towns if towns[t].colour == "green"} == {
        "carmignano", "ponte_a_sieve", "poggibonsi"}
    assert {t for t in towns if towns[t].colour == "red"} == {"vernio", "vicchio", "sovicille"}
    assert CATALOG.distance[("sesto", "vicchio")] == 2
    assert {"empoli", "castel_fiorentino"} <= set(CATALOG.areas[4])
    assert {"volterra", "colle"} <= set(CATALOG.areas[6])
    for slug in ("milano", "venezia", "chiesa"):
        assert all(3 <= f.points <= 10 for f in CATALOG.tracks[slug].fields)


def _broken(edit):
    data = copy.deepcopy(RAW)
    edit(data)
    with pytest.raises(CatalogError):
        validate(data)


def test_a_file_breaking_a_constraint_is_refused():
    _broken(lambda d: d["roads"].append({"towns": ["sesto", "vicchio"], "source": "x"}))
    _broken(lambda d: d["towns"][1].update(colour="brown"))
    _broken(lambda d: d["areas"].pop(0))
    _broken(lambda d: d["intermediaries"]["white"].update(start="sesto") or
            d["intermediaries"]["grey"].update(start="prato"))
    _broken(lambda d: d["tracks"]["milano"]["fields"][0].update(points=11))
    _broken(lambda d: d["province_tiles"].pop())
    _broken(lambda d: d["nobility_tiles"][0].update(condition="nothing"))
    _broken(lambda d: d["medici_crests"]["by_players"].update({"4": 6}))
    assert validate(copy.deepcopy(RAW)).towns.keys() == CATALOG.towns.keys()
