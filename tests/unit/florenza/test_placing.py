"""Phase 4, placing workers (KSR "4) Arbeiter einsetzen", actions A-E), against the text."""
import pytest

from domain.florenza.catalog import ARTISTS, BOARD_ART, CLERICS, PULPIT
from domain.shared.errors import RuleViolation
from tests.unit.florenza.scenario import act, arrange, keys, of_type, placing, quarter, with_dice

NAMED_ARTIST = next(a for a, x in ARTISTS.items() if not x.nameless and "painting" in x.talents)
EXAMPLE_CLERIC = next(c for c, x in CLERICS.items()
                      if x.cost == 150 and list(x.sermon) == [3, 3, 3, 3, 4, 4])
NAMELESS_CLERIC = next(c for c, x in CLERICS.items() if x.nameless)


def test_only_workers_of_the_material_area_are_available():
    """"Verfügbar sind nur die Arbeiter im Material-Bereich": none left, nothing but pass."""
    s = placing(area={0: 0})
    assert keys(s, 0) == {"pass"}


def test_turns_go_round_one_action_each_until_all_have_passed():
    """"In Spielerreihenfolge darf jeder Spieler immer 1 Aktion ausführen ... reihum"."""
    s = placing(area={0: 2, 1: 2})
    s, _ = act(s, 0, "market")
    assert s.seat == 1
    s, _ = act(s, 1, "pass")
    assert s.seat == 0 and s.stage == "place"  # seat 1 passed: only seat 0 goes on
    s, _ = act(s, 0, "pass")
    assert s.stage != "place"


def test_occupy_a_finished_workshop_in_ones_own_quarter():
    """A) "1 Arbeiter auf entsprechendes Plättchen legen (wenn dort bisher kein Arbeiter liegt)"."""
    s = placing(quarters={0: quarter(("cava", True, None), ("casa", True, None),
                                     ("segheria", False, None))})
    k = keys(s, 0)
    assert "occupy 0.1" in k
    assert "occupy 0.2" not in k  # "Keine Belegung möglich von Casa, Casamiento und Palagio"
    assert "occupy 0.3" not in k  # not finished
    s, ev = act(s, 0, "occupy 0.1")
    assert s.quarters[0][0] == ("cava", True, 0) and "occupy 0.1" not in keys(s, 0)
    assert of_type(ev, "BuildingOccupied")[0].fame_paid == 0


def test_occupying_another_familys_building_pays_it_one_fame():
    """"Man darf ein Mitspieler-Gebäude belegen und zahlt dem Mitspieler 1 Ruhmespunkt"."""
    s = placing(quarters={1: quarter(("fornace", True, None))}, fame={0: 2, 1: 0})
    s, _ = act(s, 0, "occupy 1.1")
    assert s.fame == (1, 1) and s.quarters[1][0][2] == 0


def test_at_minus_three_fame_no_foreign_building():
    """"Steht eigener Ruhmespunkte-Anzeiger auf "-3", darf kein fremdes Gebäude belegt werden"."""
    s = placing(quarters={0: quarter(("cava", True, None)), 1: quarter(("fornace", True, None))},
                fame={0: -3})
    assert "occupy 1.1" not in keys(s, 0) and "occupy 0.1" in keys(s, 0)
    with pytest.raises(RuleViolation) as e:
        act(s, 0, "occupy 1.1")
    assert e.value.code == "fame_too_low"


def test_plan_a_building_on_the_lowest_free_field_under_construction():
    """B) "1 Gebäude-Plättchen aus dem Vorrat auf freies Feld (niedrigste Zahl) im eigenen
    Viertel legen. Die dunkle Seite (= im Bau) muss oben sein ... Der Arbeiter kommt auf das
    Plättchen"."""
    s = placing(quarters={0: quarter(("cava", True, None), None, ("casa", True, None))})
    tiles = s.tiles["banco"]
    s, ev = act(s, 0, "plan banco")
    assert s.quarters[0][1] == ("banco", False, 0) and s.tiles["banco"] == tiles - 1


def test_unique_buildings_exist_once():
    """"Alle dunkel unterlegten Gebäudenamen ... gibt es nur 1x im Spiel"."""
    s = placing(tiles={**placing().tiles, "banco": 0})
    assert "plan banco" not in keys(s, 0)
    with pytest.raises(RuleViolation) as e:
        act(s, 0, "plan banco")
    assert e.value.code == "no_tile_left"


def test_plan_a_work_needs_an_artist_with_one_of_its_talents():
    """C) "Der Künstler muss mind. 1 der Begabungen haben, die auf dem Feld ... verlangt werden";
    the field may be in one's quarter or on the main board."""
    s = placing(people={**placing().people, NAMED_ARTIST: 4})
    k = keys(s, 0)
    wrong = next(f for f, x in BOARD_ART.items()
                 if not set(x.talents) & set(ARTISTS[NAMED_ARTIST].talents))
    assert f"art {wrong} {NAMED_ARTIST}" not in k
    right = next(f for f, x in BOARD_ART.items() if "painting" in x.talents)
    assert f"art {right} {NAMED_ARTIST}" in k
    s, _ = act(s, 0, f"art {right} {NAMED_ARTIST}")
    assert s.plans[right] == (0, NAMED_ARTIST) and s.busy[NAMED_ARTIST] == "hired"
    # "Er darf noch nicht von jemand anderem angeworben worden sein"
    assert not any(NAMED_ARTIST in key for key in keys(s, 1))


def test_artists_only_from_under_the_cards_and_nameless_ones_every_round():
    """"Der Künstler muss aus den Karten unter den 7 Karten ... liegen"; "namenlose Künstler, die
    in jeder Runde kostenlos zur Verfügung stehen"."""
    s = placing()
    out = [a for a in ARTISTS if a not in s.people]
    assert out and not any(k.endswith(" " + out[0]) for k in keys(s, 0))
    nameless = [a for a, x in ARTISTS.items() if x.nameless]
    assert all(any(k.endswith(" " + a) for k in keys(s, 0)) for a in nameless)


def test_a_work_already_planned_or_completed_is_closed():
    """"auf dem noch kein anderer Arbeiter steht und das noch nicht vollendet wurde"."""
    s = placing(works={"signoria.1": 1}, plans={"signoria.2": (1, "anonimo-1")})
    assert not any(k.startswith(("art signoria.1 ", "art signoria.2 ")) for k in keys(s, 0))


def test_one_worker_per_family_at_the_market():
    """D) "Das Marktfeld ist das einzige Feld, wohin alle Spieler max. je einen Arbeiter
    schicken dürfen"."""
    s = placing(area={0: 3}, passed=frozenset({1}))
    s, _ = act(s, 0, "market")
    assert s.market == (0,) and "market" not in keys(s, 0)
    with pytest.raises(RuleViolation) as e:
        act(s, 0, "market")
    assert e.value.code == "market_once"


def test_donating_to_the_example_cleric():
    """E) "Kosten sind sofort zu bezahlen"; "Beispiel: Würfel "2" bringt 3 Arbeiter aus Vorrat
    des Spielers in den Material-Bereich" (table 3 3 3 3 4 4); the cleric goes to one's Chiesa,
    the worker onto his card."""
    s = placing(people={**placing().people, EXAMPLE_CLERIC: 5}, area={0: 1}, reserve={0: 8})
    s = with_dice(s, 2)
    florins = s.florins[0]
    s, ev = act(s, 0, f"donate {EXAMPLE_CLERIC} church")
    d = of_type(ev, "ClericDonated")[0]
    assert d.dice == [2] and d.workers == 3 and d.paid == {"florins": 150}
    assert s.florins[0] == florins - 150 and s.area[0] == 3 and s.reserve[0] == 5
    assert s.pulpits["0:church"] == (EXAMPLE_CLERIC, 0) and s.busy[EXAMPLE_CLERIC] == "preaching"
    # "Der Geistliche darf noch keine Spende erhalten haben"; the church's pulpit is taken
    assert not any(k.startswith("donate") for k in keys(s, 1) if "church" in k and
                   EXAMPLE_CLERIC in k)


def test_in_the_cathedral_the_better_of_two_rolls():
    """"Hat man den Geistlichen in der Kathedrale eingesetzt, darf man 2x würfeln und das
    bessere Ergebnis anwenden"; the pulpit only once "Predicatore" is completed."""
    s = placing(people={**placing().people, EXAMPLE_CLERIC: 5}, reserve={0: 8})
    assert f"donate {EXAMPLE_CLERIC} pulpit" not in keys(s, 0)
    s = with_dice(arrange(s, works={PULPIT: 1}), 1, 6)
    s, ev = act(s, 0, f"donate {EXAMPLE_CLERIC} pulpit")
    assert of_type(ev, "ClericDonated")[0].workers == 4 and s.pulpits[PULPIT] == (
        EXAMPLE_CLERIC, 0)


def test_nameless_clerics_cost_100_and_bring_2_workers():
    """"2 namenlose Geistliche (Karte II) ... kosten jeweils 100 Florin und bringen 2 Arbeiter"."""
    s = with_dice(placing(reserve={0: 8}), 5)
    s, ev = act(s, 0, f"donate {NAMELESS_CLERIC} church")
    d = of_type(ev, "ClericDonated")[0]
    assert d.paid == {"florins": 100} and d.workers == 2
    assert s.people[NAMELESS_CLERIC] == 2
