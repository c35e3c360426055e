"""Action a, the town action, and travel ("Reise"), against the rule text and its examples."""
import pytest

from domain.ilvecchio import GAME
from domain.ilvecchio.catalog import CATALOG, TOWNS
from domain.shared.errors import RuleViolation
from tests.unit.ilvecchio.scenario import act, arrange, goods, keys, of_type, playing, town_count


def test_the_travel_example_carmignano_to_pistoia_for_1_florin_then_5_florins():
    """"Der Spieler lässt ein Familienmitglied von Carmignano nach Pistoia reisen und zahlt
    1 Florin ... Der Mittelsmann zieht weiter nach Dicomano und das Familienmitglied wird
    hingelegt. Anschließend entscheidet sich der Spieler ... 5 Florin zu nehmen."""
    s = arrange(playing(), up={"carmignano": 1}, goods={"florins": 1})
    assert s.intermediaries["brown"] == "pistoia"
    s, events = act(s, 0, "town carmignano>pistoia florins")
    assert goods(s)["florins"] == 5  # 1 - 1 + 5
    assert s.intermediaries["brown"] == "dicomano"
    assert town_count(s, 0, "pistoia") == (0, 1)
    assert s.seat == 1  # one action per turn


def test_sesto_to_vicchio_costs_2_florins_or_1_coach():
    """"Für den Weg von Sesto nach Vicchio werden 2 Florin oder 1 Kutsche benötigt"."""
    assert CATALOG.distance[("sesto", "vicchio")] == 2
    # the Venice field costs 3 florins: the road adds 2, the coach nothing
    s = arrange(playing(), up={"sesto": 1}, goods={"florins": 5, "coaches": 1, "assassin": 1})
    assert {"province sesto>vicchio assassin", "province sesto>vicchio:coach assassin"} <= \
        keys(s)
    s1 = arrange(s, goods={"florins": 4, "coaches": 0, "assassin": 1})
    assert not any(k.startswith("province sesto>vicchio ") for k in keys(s1))


def test_a_coach_goes_anywhere_for_free():
    """"Durch Abgabe einer Kutsche kann man kostenlos zu einem beliebigen Ort reisen"."""
    s = arrange(playing(), up={"volterra": 1}, goods={"coaches": 1})
    s, events = act(s, 0, "town volterra>sesto:coach abbot")
    assert goods(s)["coaches"] == 0 and goods(s)["abbot"] == 1
    assert of_type(events, "Travelled")[0].coach is True


@pytest.mark.parametrize("town,take,gained", [
    ("pistoia", "florins", {"florins": 5}), ("pistoia", "scroll", {"scrolls": 1}),
    ("montevarchi", "assassin", {"assassin": 1}), ("volterra", "knight", {"knight": 1}),
    ("sesto", "abbot", {"abbot": 1}), ("impruneta", "bishops", {"bishops": 2}),
    ("impruneta", "coaches", {"coaches": 2})])
def test_crest_towns_give_their_tokens_and_the_intermediary_moves_on(town, take, gained):
    """"5 Florin oder 1 Schriftrolle (an braunen Orten); 1 Gefolgsmann (an schwarzen, grauen
    und weißen Orten); 2 Bischöfe oder 2 Kutschen (an violetten Orten)"; the intermediary "wird
    im Uhrzeigersinn auf den nächsten Ort mit gleichfarbigem Symbol gezogen"."""
    colour = TOWNS[town].colour
    circuit = CATALOG.circuits[colour]
    s = arrange(playing(), up={town: 1})
    s, _ = act(s, 0, f"town {town} {take}")
    for k, v in gained.items():
        assert goods(s)[k] == v
    assert s.intermediaries[colour] == circuit[(circuit.index(town) + 1) % len(circuit)]
    assert town_count(s, 0, town) == (0, 1)


def test_a_bishop_replaces_the_intermediary_and_the_member_stays_standing():
    """"Der Spieler gibt einen Bischof ab. In diesem Fall bleibt das Familienmitglied stehen
    und es wird kein Mittelsmann benötigt und auch nicht bewegt"."""
    s = arrange(playing(), up={"prato": 1}, goods={"bishops": 1})
    assert s.intermediaries["grey"] != "prato"
    assert "town prato knight" not in keys(s)
    s, _ = act(s, 0, "town prato knight bishop")
    assert goods(s)["bishops"] == 0 and goods(s)["knight"] == 1
    assert town_count(s, 0, "prato") == (1, 0) and s.intermediaries["grey"] == "volterra"


def test_without_intermediary_or_bishop_the_town_action_is_refused_with_a_reason():
    s = arrange(playing(), up={"prato": 1})
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 0, "town prato knight")
    assert e.value.code == "no_intermediary"


@pytest.mark.parametrize("town", ["carmignano", "ponte_a_sieve", "poggibonsi"])
def test_green_towns_give_3_florins_and_the_member_lies_down_unless_a_bishop(town):
    """"Das Familienmitglied wird hingelegt (außer, wenn ein Bischof eingesetzt wird). Der
    Spieler nimmt sich 3 Florin"; "Mittelsmänner besuchen die grünen Orte nie"."""
    assert all(town not in c for c in CATALOG.circuits.values())
    s = arrange(playing(), up={town: 2}, goods={"bishops": 1})
    s1, _ = act(s, 0, f"town {town} florins")
    assert goods(s1)["florins"] == 3 and town_count(s1, 0, town) == (1, 1)
    s2, _ = act(s, 0, f"town {town} florins bishop")
    assert goods(s2)["florins"] == 3 and town_count(s2, 0, town) == (2, 0)


def test_only_standing_members_act_and_red_towns_and_florence_have_no_town_action():
    s = arrange(playing(), down={"pistoia": 1}, up={"vernio": 1, "firenze": 1})
    assert not any(k.startswith("town pistoia") for k in keys(s))
    assert not any(k.startswith(("town vernio ", "town firenze ")) for k in keys(s))
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 0, "town vernio florins")
    assert e.value.code == "wrong_town"


def test_travel_needs_the_florins():
    s = arrange(playing(), up={"sesto": 1}, goods={"florins": 1})
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 0, "town sesto>dicomano florins")
    assert e.value.code == "not_enough_florins"
    assert GAME.fold([], s) == s  # nothing changed
