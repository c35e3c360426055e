"""Phases 1-3 (KSR "1) Einkommen", "2) Hauptmann des Volkes", "3) Bischof"), against the text."""
import pytest

from domain.florenza.catalog import ARTISTS, CATALOG, CLERICS, MATERIALS
from domain.florenza.rules import flow, income
from domain.florenza.state import M_INDEX
from domain.florenza.tx import Tx
from domain.shared.errors import RuleViolation
from tests.unit.florenza.scenario import act, arrange, keys, new, of_type, quarter, with_dice


def _round_two(s, *dice):
    """Run the start of round 2 (phases 1-3) from the end of round 1."""
    tx = Tx(with_dice(arrange(s, round=1), *dice))
    flow.begin_round(tx, 2)
    return tx.state, tx.events


def test_no_income_in_round_one_and_the_families_start_as_the_reviews_say():
    """"1) Einkommen erhalten (ab Runde 2)"; 300 florins and one of each material (reviews)."""
    s = new(3)
    assert s.florins == (300,) * 3 and all(g == (1,) * len(MATERIALS) for g in s.goods)
    # "two buildings of its choice" (reviews): snake-wise, the last in turn order first
    assert s.seat == 2 and not any(f"pick {b}" in keys(s, 2) for b in ("palagio", "banco"))
    for seat, b in ((2, "cava"), (1, "casa"), (0, "fornace"), (0, "casa"), (1, "segheria")):
        s, _ = act(s, seat, f"pick {b}")
    s, ev = act(s, 2, "pick zecca")
    assert s.round == 1 and s.stage == "place" and not of_type(ev, "IncomeReceived")
    assert s.quarters[0][:2] == (("fornace", True, None), ("casa", True, None))
    assert s.quarters[2][:2] == (("cava", True, None), ("zecca", True, None))


def test_income_200_florins_marble_wood_4_workers_and_the_rolled_material():
    """"erhält jede Familie: 200 Florin, 1 Marmor, 1 Holz, 4 Arbeiter. Der 1. Spieler würfelt
    für alle einmalig das Zusatzeinkommen (bestimmtes Material) aus"."""
    s = arrange(new(2), area=(0, 0), reserve=(12, 12))
    s, ev = _round_two(s, 4)
    extra = CATALOG.extra_income_die[3]
    assert of_type(ev, "IncomeRolled")[0].material == extra
    got = of_type(ev, "IncomeReceived")[0].gains
    want = {"florins": 200, "workers": 4, "marble": 1, "wood": 1}
    want[extra] = want.get(extra, 0) + 1
    assert got == want and s.area == (4, 4) and s.florins == (500, 500)


def test_a_material_running_short_gives_100_florins_instead():
    """"Sollten nicht genug Würfel eines Materials da sein, erhält stattdessen jeder Spieler
    100 Florin"."""
    stock = list(new(2).stock)
    stock[M_INDEX["wood"]] = 1
    s = arrange(new(2), stock=tuple(stock), area=(0, 0))
    s, ev = _round_two(s, CATALOG.extra_income_die.index("gold") + 1)
    assert of_type(ev, "IncomeRolled")[0].shortage == ["wood"]
    gains = of_type(ev, "IncomeReceived")[0].gains
    assert gains["florins"] == 300 and "wood" not in gains and gains["gold"] == 1


def test_houses_pay_their_income_in_phase_one():
    """"pro Casa 50 Florin und 1 Arbeiter, pro Casamento 100 Florin und 1 Arbeiter, für den
    Palagio 1 Ruhmespunkt, 100 Florin und 1 Arbeiter"."""
    s = arrange(new(2), quarters={0: quarter(("casa", True, None), ("casamento", True, None),
                                             ("palagio", True, None), ("casa", False, None))},
                area=(0, 0))
    extra, sources = income.personal_income(s, 0)
    assert extra == {"florins": 250, "workers": 3, "fame": 1}
    assert sources == ["casa", "casamento", "palagio"]  # the unfinished Casa pays nothing
    s, ev = _round_two(s, 1)
    assert s.area[0] == 7 and s.fame[0] == 1


def test_works_in_the_cathedral_and_florentine_buildings_pay_personal_income():
    """"Dieses generiert sich aus Kunstwerken in der Kathedrale oder in Florentiner Gebäuden"."""
    s = arrange(new(2), works={"duomo.2": 0, "signoria.1": 0, "0:palace.1": 0})
    extra, sources = income.personal_income(s, 0)
    assert sorted(sources) == ["duomo.2", "signoria.1"] and extra["florins"] > 0


def test_the_captain_guards_a_worker_of_another_family_for_the_round():
    """"1 Arbeiter aus Material-Bereich eines Viertels einer anderen Familie nehmen und ihn auf
    die Karte VI "Leben in Florenz" setzen"; he is the start player."""
    s = arrange(new(2), captain=1, order=(1, 0), area=(0, 0))
    s, ev = _round_two(s, 1)
    assert s.stage == "guard" and s.seat == 1
    assert keys(s, 1) >= {"guard 0", "pass"} and "guard 1" not in keys(s, 1)
    s, _ = act(s, 1, "guard 0")
    assert s.guarded == 0 and s.area == (3, 4) and s.stage == "place" and s.seat == 1


def test_the_captain_may_guard_a_named_artist_for_himself_only():
    """"ODER einen Künstler bewachen (und selbst einsetzen): 1 Künstlerplättchen (keinen
    Geistlichen, keinen namenlosen Künstler)"."""
    s = arrange(new(2), captain=0, area=(0, 0))
    artist = next(p for p in s.people if p in ARTISTS and not ARTISTS[p].nameless)
    s, _ = _round_two(s, 1)
    k = keys(s, 0)
    assert f"guard {artist}" in k
    assert not any(f"guard {p}" in k for p in s.people if p in CLERICS or ARTISTS.get(p) and
                   ARTISTS[p].nameless)
    s, _ = act(s, 0, f"guard {artist}")
    assert not any(key.endswith(" " + artist) for key in keys(arrange(s, seat=1), 1))
    assert any(key.endswith(" " + artist) for key in keys(s, 0))


def test_the_bishop_converts_a_worker():
    """"1 Arbeiter aus dem Material-Bereich eines beliebigen Gegners in dessen Vorrat legen und
    1 Arbeiter aus eigenem Vorrat in eigenen Material-Bereich setzen"; after the captain."""
    s = arrange(new(3), captain=2, bishop=1, order=(2, 1, 0), area=(0, 0, 0))
    s, _ = _round_two(s, 1)
    s, _ = act(s, 2, "pass")
    assert (s.stage, s.seat) == ("convert", 1)
    reserve = s.reserve
    s, _ = act(s, 1, "convert 0")
    assert s.area == (3, 5, 4) and s.reserve == (reserve[0] + 1, reserve[1] - 1, reserve[2])


def test_the_bishop_banishes_a_named_cleric_for_the_round():
    """"ODER 1 Geistlichen verstoßen: 1 Geistlichen (keinen Namenlosen) auf die Bischofs-Karte
    legen. Der Geistliche kann in dieser Runde nicht mehr eingesetzt werden"."""
    cleric = next(c for c, x in CLERICS.items() if not x.nameless)
    s = arrange(new(2), bishop=0, people={**new(2).people, cleric: 4}, area=(0, 0))
    s, _ = _round_two(s, 1)
    assert not any(k == f"banish {c}" for k in keys(s, 0) for c in CLERICS
                   if CLERICS[c].nameless)
    s, _ = act(s, 0, f"banish {cleric}")
    assert s.busy[cleric] == "banished"
    assert not any(cleric in k for k in keys(s, 0))
    with pytest.raises(RuleViolation) as e:
        act(s, 0, f"donate {cleric} church")
    assert e.value.code == "cleric_unavailable"
