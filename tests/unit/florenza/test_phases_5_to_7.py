"""Phases 5-7 (KSR "5) Markt", "6) Aktivitäten im Viertel", "7) Kunstwerke"), against the
text."""
import pytest

from domain.florenza.catalog import ARTISTS, BUILDINGS, QUARTER_ART
from domain.florenza.rules import flow
from domain.florenza.state import M_INDEX
from domain.florenza.tx import Tx
from domain.shared.errors import RuleViolation
from tests.unit.florenza.scenario import act, arrange, goods, keys, new, of_type, quarter, with_dice

GIOTTO = next(a for a, x in ARTISTS.items()
              if sorted(list(t.fame) for t in x.talents.values())
              == [[2, 2, 2, 3, 3, 3], [2, 2, 3, 4, 5, 5]])  # the quick reference's example


def _run(s, step):
    tx = Tx(s)
    step(tx)
    return tx.state, tx.events


def given(players: int = 2, **changes):
    """The last round, the material areas empty, seat 1 far ahead in fame: what follows the
    phase under test (offices, the end of the game) leaves seat 0's holdings as they are."""
    fame = {1: 50, **changes.pop("fame", {})}
    return arrange(new(players), round=8, area=(0,) * players, fame=fame, **changes)


def _market(s, *seats):
    s = arrange(s, market=tuple(seats))
    return _run(s, lambda tx: flow.continue_placing(tx, None))


def test_market_options_each_once_sell_100_buy_200_trade_two_for_one():
    """"1 eigenes Material in den Vorrat legen und 100 Florin kassieren. 1 Material aus dem
    Vorrat für 200 Florin kaufen. 2 eigene Materialien gegen 1 beliebiges Material aus dem
    Vorrat eintauschen" - "jede Option 1x"."""
    s = given(goods={0: goods(marble=3, wood=1)}, florins={0: 300})
    s, _ = _market(s, 0)
    assert (s.stage, s.seat) == ("market", 0)
    stock = s.stock
    s, _ = act(s, 0, "sell marble")
    assert s.florins[0] == 400 and s.stock[M_INDEX["marble"]] == stock[M_INDEX["marble"]] + 1
    assert not any(k.startswith("sell") for k in keys(s, 0))
    s, _ = act(s, 0, "buy gold")
    assert s.florins[0] == 200 and s.goods[0][M_INDEX["gold"]] == 1
    s, _ = act(s, 0, "trade wood+marble cloth")
    assert s.goods[0] == goods(marble=1, gold=1, cloth=1)
    assert s.stage != "market"  # every option used: trading ends


def test_only_families_with_a_worker_at_the_market_trade_in_turn_order():
    """"In Spielerreihenfolge können die Spieler mit Arbeiter auf dem Markt ..."."""
    s = given(3, order=(2, 0, 1))
    s, ev = _market(s, 0, 2)
    assert of_type(ev, "MarketOpened")[0].seats == [2, 0] and s.seat == 2
    s, _ = act(s, 2, "pass")
    assert s.seat == 0
    with pytest.raises(RuleViolation):
        act(s, 1, "pass")


def test_activities_go_field_by_field_in_turn_order():
    """"Der Startspieler prüft sein Feld Nr. 1, dann der nächste Spieler usw.. Danach verfährt
    jeder Spieler mit Feld Nr. 2 genauso"; the worker's family gets what the building produces
    and the worker returns to its supply."""
    s = given(order=(1, 0),
                quarters={0: quarter(None, ("cava", True, 0)),
                          1: quarter(("fornace", True, 0), ("segheria", True, 1))})
    reserve = s.reserve
    s, ev = _run(s, flow.continue_activities)
    acts = [(e.owner, e.field) for e in of_type(ev, "BuildingActivated")]
    assert acts == [(1, 1), (1, 2), (0, 2)]
    assert of_type(ev, "BuildingActivated")[0].seat == 0  # seat 0's worker on seat 1's Fornace
    assert s.goods[0][M_INDEX["brick"]] == 3 and s.goods[0][M_INDEX["marble"]] == 3
    assert s.reserve == (reserve[0] + 2, reserve[1] + 1)


def test_a_building_under_construction_is_paid_and_turned():
    """"Ist das Gebäude noch "im Bau", muss man das darauf verlangte Material/Geld bezahlen ...
    Das Gebäude auf Seite "fertiggestellt" umdrehen. Einige Gebäude liefern bei Fertigstellung
    sofort Ruhmespunkte"."""
    b = next(x for x in BUILDINGS.values() if x.fame_on_completion)
    s = given(quarters={0: quarter((b.slug, False, 0))},
                goods={0: goods(marble=3, wood=3, brick=3, cloth=3, gold=3)}, florins={0: 900})
    s, _ = _run(s, flow.continue_activities)
    assert (s.stage, s.seat, keys(s, 0)) == ("build", 0, {"finish", "abandon"})
    s, ev = act(s, 0, "finish")
    assert s.quarters[0][0] == (b.slug, True, None) and s.fame[0] == b.fame_on_completion
    assert s.florins[0] == 900 - b.cost["florins"]


def test_who_cannot_pay_loses_one_fame_and_the_tile_goes_back():
    """"Kann der Spieler nicht alle Kosten zur Fertigstellung entrichten, verliert er 1
    Ruhmespunkt und gibt das Plättchen in den Vorrat"; also when he will not ("Rückzieher")."""
    s = given(quarters={0: quarter(("banco", False, 0))},
                goods={0: goods()}, fame={0: 2})
    tiles = s.tiles["banco"]
    s, ev = _run(s, flow.continue_activities)
    a = of_type(ev, "BuildingAbandoned")[0]
    assert (a.reason, a.fame_lost) == ("unaffordable", 1)
    assert s.quarters[0][0] is None and s.tiles["banco"] == tiles + 1 and s.fame[0] == 1
    s = given(quarters={0: quarter(("casa", False, 0))})
    s, _ = _run(s, flow.continue_activities)
    s, ev = act(s, 0, "abandon")
    assert of_type(ev, "BuildingAbandoned")[0].reason == "declined" and s.fame[0] == -1


def _works(s):
    return _run(s, flow.continue_works)


def test_a_work_pays_field_and_fee_gains_the_fields_points_and_the_artists_roll():
    """"Sämtliche Materialien/Florin auf dem Kunstwerk-Feld sind zu bezahlen, sowie das Honorar
    für den Künstler ... nur das Honorar für die gewählte Begabung"; "Würfel "2" bringt für jede
    Begabung 2 Ruhmespunkte ein" (the example artist)."""
    field = next(f for f in QUARTER_ART.values() if f.place == "palace"
                 and "painting" in f.talents)
    key = f"0:{field.id}"
    s = given(plans={key: (0, GIOTTO)}, florins={0: 1000},
                goods={0: goods(marble=3, wood=3, brick=3, cloth=3, gold=3, pigment=3)})
    s = with_dice(s, 2)
    s, _ = _works(s)
    assert (s.stage, s.seat) == ("art", 0)
    talents = [t for t in field.talents if t in ARTISTS[GIOTTO].talents]
    assert keys(s, 0) == {f"complete {t}" for t in talents} | {"abandon"}
    s, ev = act(s, 0, "complete painting")
    w = of_type(ev, "WorkCompleted")[0]
    fee = ARTISTS[GIOTTO].talents["painting"].fee
    assert w.paid["florins"] == field.cost.get("florins", 0) + fee and w.dice == [2]
    assert w.gains == {"fame": field.fame + 2} and s.fame[0] == field.fame + 2
    assert s.works[key] == 0 and key not in s.plans and GIOTTO not in s.busy  # back on card


def test_cathedral_works_roll_twice_and_golden_results_are_masterpieces():
    """"Für ein Kunstwerk in der Kathedrale darf er 2x würfeln und das bessere Ergebnis nutzen";
    "Würfelt man ein Ergebnis, das einen golden hinterlegten Ruhmeswert trifft, wird die
    Künstler-Karte auf die blaue Seite nach oben umgedreht"."""
    s = given(plans={"duomo.5": (0, GIOTTO)}, florins={0: 1000},
                goods={0: goods(pigment=2, cloth=2)})
    s = with_dice(s, 1, 6)
    s, _ = _works(s)
    s, ev = act(s, 0, "complete painting")
    w = of_type(ev, "WorkCompleted")[0]
    assert w.dice == [1, 6] and w.masterpiece and GIOTTO in s.masterpieces
    assert w.gains["fame"] == 4 + 5


@pytest.mark.parametrize("key,lost", [("0:palace.1", 1), ("signoria.1", 2), ("duomo.2", 3)])
def test_failures_cost_1_2_3_fame_and_one_more_for_a_named_artist(key, lost):
    """"minus 1 Ruhmespunkt (Kunstwerk im Viertel), minus 2 (... Florentiner Gebäude), minus 3
    (... Kathedrale), minus 1 Ruhmespunkt (Künstler war kein Namenloser)"."""
    for artist, extra in (("anonimo-1", 0), (GIOTTO, 1)):
        s = given(plans={key: (0, artist)}, florins={0: 0},
                    goods={0: goods()}, fame={0: 10})
        s, ev = _works(s)
        f = of_type(ev, "WorkFailed")[0]
        assert f.fame_lost == lost + extra and s.fame[0] == 10 - lost - extra
        assert key not in s.plans and key not in s.works


def test_the_fourth_palace_work_gives_4_fame_and_the_fourth_church_work_4_bishop_points():
    """"Wenn ein Spieler alle 4 Kunstwerke im Palast seines Viertels vollendet, erhält er sofort
    4 Ruhmespunkte. Für die 4 Kunstwerke in der Chiesa ... 4 Bischofspunkte"."""
    for place, bonus in (("palace", {"fame": 4}), ("church", {"bishop": 4})):
        done = {f"0:{place}.{i}": 0 for i in (1, 2, 3)}
        s = given(works=done, plans={f"0:{place}.4": (0, "anonimo-1")},
                    florins={0: 1000}, goods={0: goods(marble=3, wood=3, gold=3, pigment=3)})
        s, _ = _works(s)
        s, ev = act(s, 0, sorted(k for k in keys(s, 0) if k != "abandon")[0])
        assert of_type(ev, "WorkCompleted")[0].set_bonus == bonus
