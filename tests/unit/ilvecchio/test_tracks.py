"""Actions b to e (province, office, reinforcement, recovery) against the rule text."""
import pytest

from domain.ilvecchio import GAME
from domain.ilvecchio.catalog import CATALOG, TOWN_LIST
from domain.shared.errors import RuleViolation
from tests.unit.ilvecchio.scenario import act, arrange, goods, keys, of_type, playing, town_count


def test_the_milan_example_prato_to_vernio_knight_and_abbot_5_florins_crest_then_a_tile():
    """"reist er ... für 1 Florin von Prato nach Vernio. Er legt ... einen Ritter und einen Abt
    ... und zahlt ... (5 Florin). Er platziert das Familienmitglied ... und löst damit ein
    Il Vecchio-Ereignis aus. Nach der Abarbeitung ... sucht sich der Spieler eines der
    verbliebenen Provinz-Plättchen aus" (2 players: the Milan track starts at its second
    field, 5 florins and a crest)."""
    s = arrange(playing(2, crests=["intermediaries"] * 4), up={"prato": 1},
                goods={"florins": 6, "knight": 1, "abbot": 1})
    s, events = act(s, 0, "province prato>vernio knight+abbot")
    entered = of_type(events, "TrackEntered")[0]
    assert entered.paid == {"knight": 1, "abbot": 1, "florins": 5} and entered.field == 1
    assert of_type(events, "CrestTaken") and goods(s)["florins"] == 0
    assert s.tracks["milano"] == (0,) and town_count(s, 0, "prato") == (0, 0)
    assert [p.kind for p in s.pending] == ["province_pick"]
    # the others play on while the tile is chosen
    assert s.seat == 1 and 1 in GAME.seats_to_act(s) and 0 in GAME.seats_to_act(s)
    s, events = act(s, 0, "pick milano-2")
    assert s.provinces[0] == ("milano-2",) and "milano-2" not in s.pool["milano"]


@pytest.mark.parametrize("town,payment,ok", [
    ("vicchio", "assassin", True), ("vicchio", "knight", False),
    ("vernio", "knight+abbot", True), ("vernio", "knight+knight", False),
    ("sovicille", "assassin+assassin+knight", True), ("sovicille", "knight+abbot+abbot", True),
    ("sovicille", "knight+knight+knight", False), ("sovicille", "assassin+knight+abbot", False)])
def test_region_followers(town, payment, ok):
    """"Repubblica di Venezia: 1 Meuchler; Ducato di Milano: 1 Ritter und 1 Abt; Stato della
    Chiesa: 2 gleiche Gefolgsmänner und 1 Gefolgsmann anderer Farbe"."""
    s = arrange(playing(3), up={town: 1}, goods={"florins": 9, "assassin": 3, "knight": 3,
                                                 "abbot": 3})
    assert (f"province {town} {payment}" in keys(s)) == ok


def test_a_full_track_is_closed_outside_the_double_turn():
    s = arrange(playing(3), up={"vicchio": 1}, goods={"florins": 9, "assassin": 1},
                tracks={**playing(3).tracks, "venezia": (1,) * 6})
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 0, "province vicchio assassin")
    assert e.value.code == "track_full"


def test_the_office_example_2_scrolls_and_3_florins_then_a_council_tile_face_down():
    """"Der Spieler muss 2 Schriftrollen abgeben und zusätzlich 3 Florin, weil der
    Zusatzkostenmarker auf dem Stapel der Stadtrats-Plättchen liegt ... wählt eines der
    obersten 5 Stadtrats-Plättchen aus und legt es vorerst verdeckt vor sich ab"; the rest
    "gemischt und zurück unter den Stapel gelegt"; "Vor seinem nächsten Zug deckt er das
    Plättchen auf und erhält sofort den darauf angezeigten Bonus"."""
    base = playing(3)
    stack = ("council-1", "council-2", "council-3", "council-4", "council-5", "council-6")
    s = arrange(base, up={"firenze": 1}, goods={"scrolls": 2, "florins": 3},
                stacks={**base.stacks, "council": stack})
    assert s.extra_cost == "council" and "office firenze nobility" in keys(s)
    s, events = act(s, 0, "office firenze council")
    assert of_type(events, "TrackEntered")[0].paid == {"scrolls": 2, "florins": 3}
    assert goods(s)["scrolls"] == 0 and goods(s)["florins"] == 0
    assert s.pending[0].data == ("council", *stack[:5]) and s.stacks["council"] == stack[5:]
    s, events = act(s, 0, "pick council-2")
    assert s.hidden[0] == ("council-2",) and s.council[0] == ()
    assert sorted(s.stacks["council"][1:]) == ["council-1", "council-3", "council-4",
                                               "council-5"]
    assert s.stacks["council"][0] == "council-6"
    seat1 = GAME.view(s, 1)["players"][0]
    assert seat1["council_hidden"] == 1 and seat1["council_hidden_tiles"] is None
    s, _ = act(s, 1, "recover")
    s, events = act(s, 2, "recover")
    assert of_type(events, "CouncilRevealed")[0].tile == "council-2"
    assert s.council[0] == ("council-2",) and goods(s)["florins"] == 4  # council-2's bonus


def test_the_first_crest_moves_the_extra_cost_tile_to_the_nobility_stack():
    """"Nach Entfernung des ersten Medici-Wappens wird das Zusatzkosten-Plättchen vom
    Stadtrats-Stapel auf den Adels-Stapel gelegt"."""
    base = playing(3, crests=["intermediaries"] * 4)
    s = arrange(base, up={"firenze": 1}, goods={"scrolls": 2, "florins": 3},
                tracks={**base.tracks, "nobility": (1,)})
    s, events = act(s, 0, "office firenze council")  # field 1: no crest
    assert s.extra_cost == "council"
    s = arrange(s, 1, up={"firenze": 1}, goods={"scrolls": 2, "florins": 3})
    s, events = act(s, 1, "office firenze nobility")  # nobility field 1: a crest
    assert of_type(events, "CrestTaken") and s.extra_cost == "nobility"
    assert of_type(events, "TrackEntered")[0].paid == {"scrolls": 2}


def test_nobility_tiles_stay_hidden_from_the_other_seats():
    """"Adels-Plättchen legen die Spieler verdeckt vor sich ab ... können die eigenen
    Plättchen jederzeit ansehen"."""
    base = playing(2)
    s = arrange(base, up={"firenze": 1}, goods={"scrolls": 2}, extra_cost="council")
    s, events = act(s, 0, "office firenze nobility")
    drawn = of_type(events, "OfficeTilesDrawn")[0].tiles
    other = GAME.redact_event(GAME.event_to_dict(of_type(events, "OfficeTilesDrawn")[0]), 1,
                              False)
    assert other["tiles"] is None and other["count"] == 5
    s, events = act(s, 0, f"pick {drawn[0]}")
    assert s.nobility[0] == (drawn[0],)
    assert GAME.view(s, 1)["players"][0]["nobility"] is None
    assert GAME.view(s, 0)["players"][0]["nobility"] == [drawn[0]]
    assert GAME.redact_action(f"pick {drawn[0]}", 0, 1, False) == "pick"


def test_reinforcement_rolls_the_area_and_a_7_allows_any_town_including_florence():
    """"Die Würfelsumme bestimmt das Gebiet ... Bei einer Würfelsumme von 7 darf der Spieler
    den Ort frei wählen, auch Florenz"."""
    for seed in range(30):
        s = playing(2, seed=seed)
        s, events = act(s, 0, "reinforce")
        total = sum(of_type(events, "DiceRolled")[0].dice)
        places = {k.split()[1] for k in keys(s) if k != "place none"}
        expect = set(TOWN_LIST) if total == 7 else set(CATALOG.areas[total])
        assert places == expect
        town = sorted(places)[0]
        s, _ = act(s, 0, f"place {town}")
        assert town_count(s, 0, town) == (1, 0) and s.supply[0] == 11 and s.seat == 1


def test_low_luck_reinforcement_places_on_any_town_without_rolling():
    """"Bei der Aktion "Verstärkung" wird nicht gewürfelt, sondern das Familienmitglied darf an
    einen beliebigen Ort eingesetzt werden"."""
    s = playing(2, variant="low-luck")
    assert {f"reinforce {t}" for t in TOWN_LIST} <= keys(s) and "reinforce" not in keys(s)
    s, events = act(s, 0, "reinforce firenze")
    assert not of_type(events, "DiceRolled") and town_count(s, 0, "firenze") == (1, 0)


def test_recovery_stands_every_member_up_and_gives_1_florin():
    """"Der Spieler richtet alle eigenen Familienmitglieder auf und erhält 1 Florin"."""
    s = arrange(playing(), up={"prato": 1}, down={"prato": 2, "sesto": 1})
    s, _ = act(s, 0, "recover")
    assert town_count(s, 0, "prato") == (3, 0) and town_count(s, 0, "sesto") == (1, 0)
    assert goods(s)["florins"] == 1


def test_two_seats_choosing_from_one_region_each_take_what_is_left():
    """Decision 4 (docs/ilvecchio-rules-notes.md): both choose among the tiles left when they
    answer; the pool never hands one tile out twice."""
    base = playing(3)
    s = arrange(base, up={"vicchio": 1}, goods={"florins": 9, "assassin": 1},
                pool={**base.pool, "venezia": ("venezia-1", "venezia-2")})
    s, _ = act(s, 0, "province vicchio assassin")
    s = arrange(s, 1, up={"vicchio": 1}, goods={"florins": 9, "assassin": 1})
    s, _ = act(s, 1, "province vicchio assassin")
    assert {p.seat for p in s.pending if p.kind == "province_pick"} == {0, 1}
    s, _ = act(s, 1, "pick venezia-2")
    assert keys(s, 0) == {"pick venezia-1"}
    s, _ = act(s, 0, "pick venezia-1")
    assert s.pool["venezia"] == () and s.provinces[0] == ("venezia-1",)


def test_reinforcement_needs_a_member_in_the_supply():
    s = arrange(playing(3), supply=0)
    assert "reinforce" not in keys(s)
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 0, "reinforce")
    assert e.value.code == "no_member_in_supply"


def test_a_seat_whose_region_ran_out_meanwhile_chooses_nothing():
    base = playing(3)
    s = arrange(base, up={"vicchio": 1}, goods={"florins": 9, "assassin": 1},
                pool={**base.pool, "venezia": ("venezia-3",)})
    s, _ = act(s, 0, "province vicchio assassin")
    s = arrange(s, 1, up={"vicchio": 1}, goods={"florins": 9, "assassin": 1})
    s, _ = act(s, 1, "province vicchio assassin")
    s, events = act(s, 0, "pick venezia-3")
    assert not any(p.kind == "province_pick" for p in s.pending)
    assert [e.seat for e in of_type(events, "Resolved")] == [0, 1]
