"""Every tile of appendices A (provinces), B (council) and C (nobility) against the text."""
import pytest

from domain.ilvecchio import GAME
from domain.ilvecchio.catalog import CATALOG, TOWN_LIST
from domain.ilvecchio.rules.scoring import tile_points
from tests.unit.ilvecchio.scenario import act, arrange, goods, keys, of_type, playing, town_count

RICH = {"florins": 10, "scrolls": 2, "coaches": 1, "bishops": 1, "assassin": 1, "knight": 1,
        "abbot": 1}


def _owning(tile, **goods_):
    return arrange(playing(3), provinces=[tile], goods={**RICH, **goods_})


@pytest.mark.parametrize("tile,key_args,delta", [
    ("milano-1", "assassin+knight", {"scrolls": -1, "assassin": 1, "knight": 1}),
    ("milano-2", "", {"florins": 6}),
    ("milano-4", "abbot", {"abbot": -1, "scrolls": 2}),
    ("milano-5", "knight", {"knight": 1}),
    ("milano-6", "", {"bishops": 1, "coaches": 1}),
    ("venezia-1", "", {"scrolls": 1}), ("venezia-2", "", {"knight": 1}),
    ("venezia-3", "", {"assassin": 1}), ("venezia-4", "", {"abbot": 1}),
    ("chiesa-2", "scrolls abbot+abbot", {"scrolls": -1, "abbot": 2}),
    ("chiesa-2", "knight scrolls", {"knight": -1, "scrolls": 2}),
    ("chiesa-4", "assassin", {"florins": -5, "assassin": 1, "scrolls": 1}),
    ("chiesa-5", "florins", {"florins": 5}), ("chiesa-5", "scrolls", {"scrolls": 1}),
    ("chiesa-5", "abbot", {"abbot": 1}),
])
def test_province_tiles_that_give_or_exchange_tokens(tile, key_args, delta):
    """Appendix A, e.g. milano-1 "gibt eine Schriftrolle ab und erhält 2 beliebige
    Gefolgsmänner", milano-2 "erhält 6 Florin", chiesa-4 "gibt 5 Florin ab und erhält dafür
    1 beliebigen Gefolgsmann und 1 Schriftrolle"; used once, then turned over."""
    s = _owning(tile)
    before = goods(s)
    s, _ = act(s, 0, f"use {tile} {key_args}".strip())
    assert {k: goods(s)[k] - before[k] for k in before if goods(s)[k] != before[k]} == delta
    assert s.used[0] == (tile,) and not any(k.startswith(f"use {tile}") for k in keys(s))
    assert s.seat == 0  # a tile is no action: the turn goes on


def test_venezia_5_one_florin_per_member_in_a_town_not_on_a_track():
    """"erhält 1 Florin für jedes Familienmitglied, das sich in einem Ort befindet (nicht auf
    einer Leiste!)"."""
    s = arrange(_owning("venezia-5", florins=0), up={"prato": 2}, down={"sesto": 1},
                tracks={**playing(3).tracks, "council": (0,)})
    s, _ = act(s, 0, "use venezia-5")
    assert goods(s)["florins"] == 3


def test_venezia_6_rolls_and_places_a_member_on_the_area():
    """"würfelt und setzt 1 Familienmitglied an einem Ort ein, der an ein Gebiet mit der
    entsprechenden Nummer angrenzt"."""
    s, events = act(_owning("venezia-6"), 0, "use venezia-6")
    total = sum(of_type(events, "DiceRolled")[0].dice)
    towns = {k.split()[1] for k in keys(s) if k != "place none"}
    assert towns == (set(TOWN_LIST) if total == 7 else set(CATALOG.areas[total]))
    s, _ = act(s, 0, f"place {sorted(towns)[0]}")
    assert s.supply[0] == 11 and s.seat == 0


def test_chiesa_6_places_a_member_anywhere_even_florence():
    """"setzt ein Familienmitglied ohne zu würfeln in einen beliebigen Ort ein. Auch Florenz"."""
    s = _owning("chiesa-6")
    assert {f"use chiesa-6 {t}" for t in TOWN_LIST} <= keys(s)
    s, _ = act(s, 0, "use chiesa-6 firenze")
    assert town_count(s, 0, "firenze") == (1, 0)


def test_chiesa_1_uses_a_used_tile_again():
    """"Der Spieler darf ein bereits genutztes Provinzplättchen erneut benutzen"."""
    s = arrange(_owning("chiesa-1", florins=0), provinces=["milano-2", "chiesa-1"],
                used=["milano-2"])
    assert "use chiesa-1 milano-2" in keys(s)
    s, _ = act(s, 0, "use chiesa-1 milano-2")
    assert goods(s)["florins"] == 6 and set(s.used[0]) == {"milano-2", "chiesa-1"}


def test_milano_3_any_followers_and_chiesa_3_no_florins_change_a_province_action():
    """milano-3 "beliebige Kombination von Gefolgsmännern, nur die Anzahl muss passen";
    chiesa-3 "Die Übernahme einer Provinz kostet kein Geld"."""
    s = arrange(playing(3), up={"vernio": 1}, provinces=["milano-3", "chiesa-3"],
                goods={"assassin": 2})
    assert keys(s) >= {"province vernio assassin+assassin milano-3 chiesa-3"}
    assert "province vernio assassin+assassin" not in keys(s)
    s, events = act(s, 0, "province vernio assassin+assassin milano-3 chiesa-3")
    assert of_type(events, "TrackEntered")[0].paid == {"assassin": 2}
    assert set(s.used[0]) == {"milano-3", "chiesa-3"}


@pytest.mark.parametrize("tile,town,key,delta", [
    ("council-1", "pistoia", "town pistoia scroll buy", {"scrolls": 2, "florins": -1}),
    ("council-2", "pistoia", "town pistoia florins", {"florins": 9}),
    ("council-3", "montevarchi", "town montevarchi assassin", {"assassin": 1, "florins": 2}),
    ("council-4", "sesto", "town sesto abbot", {"abbot": 2}),
    ("council-5", "volterra", "town volterra knight", {"knight": 2}),
    ("council-6", "montevarchi", "town montevarchi assassin", {"assassin": 2}),
    ("council-7", "impruneta", "town impruneta coaches", {"coaches": 2, "bishops": 1,
                                                          "florins": 2}),
    ("council-8", "impruneta", "town impruneta bishops", {"bishops": 2, "coaches": 1,
                                                          "florins": 2}),
])
def test_council_tiles_strengthen_the_town_action(tile, town, key, delta):
    """Appendix B, e.g. "Wer sich in einem braunen Ort für Geld entscheidet, erhält zusätzlich
    4 Florin"; "Wer 1 Schriftrolle nimmt, darf für 1 Florin 1 weitere Schriftrolle erwerben"."""
    s = arrange(playing(3), up={town: 1}, council=[tile], goods={"florins": 1})
    s, _ = act(s, 0, key)
    after = goods(s)
    assert {k: after[k] - (1 if k == "florins" else 0) for k in after
            if after[k] != (1 if k == "florins" else 0)} == delta


def test_council_9_recovery_brings_a_member_into_play_by_rolling():
    s = arrange(playing(3), council=["council-9"])
    s, events = act(s, 0, "recover")
    assert of_type(events, "DiceRolled") and s.seat == 0 and s.pending[0].kind == "place"
    s, _ = act(s, 0, GAME.legal_actions(s, 0).keys[0])
    assert s.supply[0] == 11 and s.seat == 1


def test_council_10_a_second_member_on_a_town_of_the_same_area():
    s = arrange(playing(3), council=["council-10"])
    s, events = act(s, 0, "reinforce")
    first = {k for k in keys(s) if k != "place none"}
    s, _ = act(s, 0, sorted(first)[0])
    assert {k for k in keys(s) if k != "place none"} == first and s.seat == 0
    s, _ = act(s, 0, sorted(first)[-1])
    assert s.supply[0] == 10 and s.seat == 1


def test_council_11_a_scroll_with_each_province():
    s = arrange(playing(3), up={"vicchio": 1}, council=["council-11"],
                goods={"florins": 3, "assassin": 1})
    s, _ = act(s, 0, "province vicchio assassin")
    assert goods(s)["scrolls"] == 1


def test_council_12_a_follower_of_choice_with_each_office():
    s = arrange(playing(3), up={"firenze": 1}, council=["council-12"],
                goods={"scrolls": 2, "florins": 3})
    assert {"office firenze council knight", "office firenze council abbot"} <= keys(s)
    s, _ = act(s, 0, "office firenze council abbot")
    assert goods(s)["abbot"] == 1


@pytest.mark.parametrize("tile,delta", [
    ("council-1", {"scrolls": 1}), ("council-2", {"florins": 4}), ("council-3", {"florins": 2}),
    ("council-4", {"abbot": 1}), ("council-5", {"knight": 1}), ("council-6", {"assassin": 1}),
    ("council-7", {"bishops": 1, "florins": 2}), ("council-8", {"coaches": 1, "florins": 2}),
    ("council-11", {"scrolls": 1})])
def test_council_tiles_give_their_bonus_when_turned_up(tile, delta):
    """"Beim Aufdecken des Plättchens erhält man den Bonus ebenfalls (nicht für das
    Startplättchen)"."""
    s = arrange(playing(3), 1, hidden=[tile])
    s, events = act(s, 0, "recover")
    assert of_type(events, "CouncilRevealed") and s.council[1] == (tile,)
    assert {k: v for k, v in goods(s, 1).items() if v} == delta


def test_council_9_10_and_12_revealed_roll_a_member_or_choose_a_follower():
    for tile, kind in (("council-9", "place"), ("council-10", "place"),
                       ("council-12", "bonus_follower")):
        s = arrange(playing(3), 1, hidden=[tile])
        s, _ = act(s, 0, "recover")
        assert s.pending[0].kind == kind and GAME.seats_to_act(s) == (1,)
        assert not any(k == "recover" for k in keys(s, 1))  # the bonus comes first


def _noble(s, tile):
    return tile_points(s, 0, tile)


def test_nobility_tiles_score_their_conditions():
    """Appendix C, each condition with its points; figures may count for several tiles."""
    base = playing(3)
    s = arrange(base, supply=5, up={"sesto": 1, "prato": 1}, down={"montevarchi": 1},
                goods={"coaches": 5, "bishops": 6, "florins": 1, "scrolls": 1, "knight": 1},
                provinces=["milano-1", "milano-2", "venezia-1"], used=["milano-2"],
                crests_taken=(3, 0, 0),
                tracks={"milano": (0, 0, 1), "venezia": (0,), "chiesa": (0, 1, 0),
                        "council": (0, 0), "nobility": (1, 0, 0, 0)})
    assert _noble(s, "nobility-1") == 6  # 5 in supply: 2 pairs
    assert _noble(s, "nobility-2") == 3  # 3 in towns: 1 pair
    assert _noble(s, "nobility-3") == 6  # 4 in the regions
    assert _noble(s, "nobility-4") == 6  # 3 in the nobility
    assert _noble(s, "nobility-5") == 4  # 2 in the council
    assert _noble(s, "nobility-6") == 8  # 5 pairs, at most 8
    assert _noble(s, "nobility-7") == 6  # white Sesto, grey Prato, black Montevarchi
    assert _noble(s, "nobility-8") == 5  # one set over the 3 regions
    # neighbours: milano 0,0 (1) + council 0,0 (1) + nobility 0,0,0 (1) = 3 pairs x 3 players
    assert _noble(s, "nobility-9") == 9
    assert _noble(s, "nobility-10") == 8
    assert _noble(s, "nobility-11") == 6  # milano-1 and venezia-1 unused
    assert _noble(s, "nobility-12") == 7  # 3 crests
    empty = arrange(base, supply=0, goods={})
    assert all(_noble(empty, t) == 0 for t in CATALOG.nobility)


def test_appendix_tiles_are_all_in_the_catalogue():
    assert len(CATALOG.provinces) == 18 and len(CATALOG.council) == 12
    assert len(CATALOG.nobility) == 12
