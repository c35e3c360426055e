"""Every action space: towers, harvest and production, market, council, privileges, values.

Rule text: shared/seeds/000_… ("Aktionen", "Regeln zum Setzen von Familienmitgliedern in einen
Turm", "Ernte und Produktion", "Der Markt", "Der Ratspalast", "Ende der Runde"); board data in
shared/reference/lorenzo_data.json ("board").
"""
import pytest

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.shared.errors import RuleViolation
from tests.unit.lorenzo.scenario import (
    act,
    gained,
    keys,
    new,
    occupy,
    of_type,
    paid,
    pending_kind,
    turn_of,
    with_cards,
    with_res,
    with_tower,
)

COLOURS = ("green", "blue", "yellow", "purple")
FLOOR_NEED = {1: 1, 2: 3, 3: 5, 4: 7}
# the rule text: "1 oder 2 Holz, 1 oder 2 Stein, 1 oder 2 Militärpunkte, 1 oder 2 Münzen"
# (report 4.4: territory wood, character stone, building military, venture coins)
FLOOR_BONUS = {"green": "wood", "blue": "stone", "yellow": "military_points",
               "purple": "coins"}
# cheap cards without immediate take/harvest/production actions, per tower
CARD = {"green": 7, "blue": 63, "yellow": 39, "purple": 74}
RICH = {"coins": 20, "wood": 20, "stone": 20, "military_points": 20}


def _bare(players=2, dice=(1, 1, 1), **kw):
    s = new(players=players, dice=dice, **kw)
    return s._replace(towers={k: None for k in s.towers})


def _rejected(s, seat, key, code):
    with pytest.raises(RuleViolation) as info:
        GAME.decide(s, seat, key)
    assert info.value.code == code, info.value
    return info.value


def _placements(s, seat, prefix):
    return {k for k in keys(s, seat) if k.startswith(prefix)}


# --- towers -----------------------------------------------------------------------------------

@pytest.mark.parametrize("colour", COLOURS)
@pytest.mark.parametrize("floor", (1, 2, 3, 4))
def test_tower_floor_needs_its_value(colour, floor):
    """"Auf der ersten Ebene … mindestens den Wert 1 … zweiten … 3 … dritten … 5 … vierten …
    7": one below without servants is not offered; a servant buys exactly the missing point."""
    need = FLOOR_NEED[floor]
    space = f"tower.{colour}.{floor}"
    s = with_tower(_bare(dice=(min(need, 6), max(need - 1, 1), 1)), space, CARD[colour])
    s = turn_of(with_res(s, 0, **RICH), 0)
    # white has value need-1 (or the neutral, 0, for floor 1)
    low = "white" if need > 1 else "neutral"
    assert not _placements(s, 0, f"place {low} {space}")
    if need <= 6:
        assert _placements(s, 0, f"place black {space}") == {f"place black {space}"}
    s = with_res(s, 0, **RICH, servants=1)
    assert _placements(s, 0, f"place {low} {space}") == {f"place {low} {space} +1"}
    s2, events = act(s, 0, f"place {low} {space} +1")
    placed = of_type(events, ev.MemberPlaced)[0]
    assert (placed.value, placed.servants) == (need, 1)
    assert s2.players[0].res["servants"] == 0


def test_servants_buy_exactly_the_shortfall_for_a_tower():
    """"Es ist nicht erlaubt, mehr Diener auszugeben, als benötigt werden!": with 10 servants a
    value-1 member gets floor 3 only with +4, floor 1 only without servants."""
    s = with_tower(with_tower(_bare(), "tower.green.3", 7), "tower.green.1", 15)
    s = turn_of(with_res(s, 0, servants=10), 0)
    assert _placements(s, 0, "place black tower.green.3") == {"place black tower.green.3 +4"}
    assert _placements(s, 0, "place black tower.green.1") == {"place black tower.green.1"}
    for bad in ("place black tower.green.3 +5", "place black tower.green.3 +3",
                "place black tower.green.1 +1"):
        with pytest.raises(RuleViolation):
            GAME.decide(s, 0, bad)
    s, events = act(s, 0, "place black tower.green.3 +4")
    assert paid(events, 0, "servants") == {} and s.players[0].res["servants"] == 6
    assert of_type(events, ev.MemberPlaced)[0].servants == 4


@pytest.mark.parametrize("colour", COLOURS)
@pytest.mark.parametrize("floor", (3, 4))
def test_floor_bonus_on_floors_3_and_4(colour, floor):
    """Floors 3 and 4 give 1 / 2 of the tower's bonus resource on placement."""
    space = f"tower.{colour}.{floor}"
    s = with_tower(_bare(dice=(6, 1, 1)), space, CARD[colour])
    s = turn_of(with_res(s, 0, **RICH, servants=1), 0)
    key = next(iter(_placements(s, 0, f"place black {space}")))
    _, events = act(s, 0, key)
    assert gained(events, 0, space) == {FLOOR_BONUS[colour]: floor - 2}


@pytest.mark.parametrize("colour", COLOURS)
@pytest.mark.parametrize("floor", (1, 2))
def test_no_floor_bonus_on_floors_1_and_2(colour, floor):
    space = f"tower.{colour}.{floor}"
    s = turn_of(with_res(with_tower(_bare(dice=(6, 1, 1)), space, CARD[colour]), 0, **RICH), 0)
    _, events = act(s, 0, f"place black {space}")
    assert gained(events, 0, space) == {}


def test_floor_bonus_can_pay_the_card():
    """"Dieser Bonus kann dazu verwendet werden, die Kosten der Karte zu zahlen": Hiring
    Recruits (4 coins) on purple floor 4 (2 coins) with 2 coins held."""
    s = with_tower(_bare(dice=(6, 1, 1)), "tower.purple.4", 73)
    s = turn_of(with_res(s, 0, coins=2, servants=1), 0)
    assert "place black tower.purple.4 +1" in keys(s, 0)
    s, events = act(s, 0, "place black tower.purple.4 +1")
    assert paid(events, 0, "card-cost") == {"coins": 4}
    assert s.players[0].res["coins"] == 0


def test_occupied_tower_costs_3_coins():
    """"Falls bereits irgendein anderes Familienmitglied in diesem Turm ist, kostet die
    Platzierung 3 Münzen zusätzlich" (any family's member)."""
    s = with_tower(_bare(), "tower.green.2", 7)
    s = occupy(s, "tower.green.1", 1, "white")
    s = turn_of(with_res(s, 0, coins=3, servants=2), 0)
    s, events = act(s, 0, "place black tower.green.2 +2")
    assert paid(events, 0, "tower-fee") == {"coins": 3}
    assert s.players[0].res["coins"] == 0


def test_own_neutral_member_also_makes_the_tower_cost_3_coins():
    s = with_tower(_bare(), "tower.green.2", 7)
    s = occupy(s, "tower.green.1", 0, "neutral")
    s = turn_of(with_res(s, 0, coins=2, servants=2), 0)
    assert not _placements(s, 0, "place black tower.green.2")
    s = with_res(s, 0, coins=3, servants=2)
    _, events = act(s, 0, "place black tower.green.2 +2")
    assert paid(events, 0, "tower-fee") == {"coins": 3}


def test_free_tower_costs_no_fee():
    s = with_tower(_bare(), "tower.green.1", 7)
    s = occupy(s, "tower.blue.1", 1, "white")
    s = turn_of(with_res(s, 0), 0)
    _, events = act(s, 0, "place black tower.green.1")
    assert paid(events, 0) == {}


def test_coin_floor_bonus_cannot_pay_the_fee():
    """"Falls er es auf ein Feld setzt, das Münzen als Bonus gibt, kann er diese Münzen nicht
    verwenden, um die 3 zusätzlichen Münzen zu zahlen": Military Campaign (military cost) on
    purple floor 3 (1 coin) in an occupied tower needs 3 coins held, 2 + 1 bonus are not
    enough."""
    s = with_tower(_bare(dice=(5, 1, 1)), "tower.purple.3", 77)
    s = occupy(s, "tower.purple.1", 1, "white")
    s2 = turn_of(with_res(s, 0, coins=2, military_points=3), 0)
    assert not _placements(s2, 0, "place black tower.purple.3")
    s3 = turn_of(with_res(s, 0, coins=3, military_points=3), 0)
    s3, events = act(s3, 0, "place black tower.purple.3")
    assert paid(events, 0, "tower-fee") == {"coins": 3}
    assert s3.players[0].res["coins"] == 1 + 3  # the bonus, then the card's 3 coins


def test_coin_floor_bonus_pays_the_card_after_the_fee():
    """The fee comes from coins held; the card's cost may use the bonus: Repairing the Church
    (1 coin, 1 wood, 1 stone) on purple 3 with exactly 3 coins in an occupied tower."""
    s = with_tower(_bare(dice=(5, 1, 1)), "tower.purple.3", 74)
    s = occupy(s, "tower.purple.1", 1, "white")
    s = turn_of(with_res(s, 0, coins=3, wood=1, stone=1), 0)
    s, events = act(s, 0, "place black tower.purple.3")
    assert paid(events, 0) == {"coins": 4, "wood": 1, "stone": 1}
    assert s.players[0].res["coins"] == 0


def test_one_coloured_member_per_player_per_tower_neutral_exempt():
    """"In keinem Turm dürfen 2 Familienmitglieder derselben Farbe sein. Farblose
    Familienmitglieder gelten als neutrale Farbe": after black in the green tower, white and
    orange may not enter it, the neutral may; another player's colour does not block."""
    s = with_tower(_bare(dice=(3, 3, 3)), "tower.green.2", 7)
    s = occupy(s, "tower.green.1", 0, "black")
    s = turn_of(with_res(s, 0, coins=3, servants=3), 0)
    assert not _placements(s, 0, "place white tower.green")
    assert not _placements(s, 0, "place orange tower.green")
    assert _placements(s, 0, "place neutral tower.green.2") == {"place neutral tower.green.2 +3"}
    other = turn_of(with_res(s, 1, coins=3), 1)
    assert _placements(other, 1, "place white tower.green.2") == {"place white tower.green.2"}


def test_own_neutral_in_a_tower_does_not_block_a_coloured_member():
    s = with_tower(_bare(dice=(3, 3, 3)), "tower.green.2", 7)
    s = occupy(s, "tower.green.1", 0, "neutral")
    s = turn_of(with_res(s, 0, coins=3), 0)
    assert _placements(s, 0, "place black tower.green.2") == {"place black tower.green.2"}


def test_an_occupied_tower_floor_takes_no_second_member():
    s = with_tower(_bare(dice=(3, 3, 3)), "tower.green.2", 7)
    s = occupy(s, "tower.green.2", 1, "white")
    s = turn_of(with_res(s, 0, **RICH), 0)
    assert not _placements(s, 0, "place black tower.green.2")
    assert not _placements(s, 0, "place neutral tower.green.2")


TERRITORY_MILITARY = (0, 0, 3, 7, 12, 18)


@pytest.mark.parametrize("held", range(6))
def test_territory_slot_needs_military_points_held_not_paid(held):
    """"Die beiden ersten Plätze können immer belegt werden … Die angegebenen Militärkosten
    müssen nicht gezahlt werden … mindestens diese Anzahl Militärpunkte … besitzen":
    3 / 7 / 12 / 18 for the 3rd to 6th territory."""
    need = TERRITORY_MILITARY[held]
    s = with_tower(_bare(), "tower.green.1", 1)  # Commercial Hub: no immediate effect
    s = with_cards(s, 0, *range(2, 2 + held))
    if need:
        low = turn_of(with_res(s, 0, military_points=need - 1), 0)
        assert not _placements(low, 0, "place black tower.green.1")
    s = turn_of(with_res(s, 0, military_points=need), 0)
    s, events = act(s, 0, "place black tower.green.1")
    assert s.players[0].res["military_points"] == need
    assert s.players[0].count("territory") == held + 1


@pytest.mark.parametrize("colour", COLOURS)
def test_no_more_than_6_cards_of_a_type(colour):
    """"Kein Spieler darf jemals mehr als 6 Karten desselben Typs (Farbe) haben."""
    first = {"green": 1, "blue": 49, "yellow": 25, "purple": 73}[colour]
    s = with_tower(_bare(), f"tower.{colour}.1", CARD[colour])
    five = turn_of(with_res(with_cards(s, 0, *range(first + 8, first + 13)), 0, **RICH), 0)
    assert _placements(five, 0, f"place black tower.{colour}.1")
    six = turn_of(with_res(with_cards(s, 0, *range(first + 8, first + 14)), 0, **RICH), 0)
    assert not _placements(six, 0, f"place black tower.{colour}.1")


# --- harvest and production ---------------------------------------------------------------------

AREAS = ("harvest", "production")


@pytest.mark.parametrize("area", AREAS)
def test_single_space_takes_one_member(area):
    """"Auf den beiden ersten, linken Aktionsfeldern kann jeweils nur 1 Familienmitglied sein"."""
    s = occupy(_bare(dice=(3, 3, 3)), f"{area}.1", 1, "white")
    s = turn_of(with_res(s, 0, servants=3), 0)
    assert not _placements(s, 0, f"place black {area}.1")
    assert not _placements(s, 0, f"place neutral {area}.1")


@pytest.mark.parametrize("area", AREAS)
def test_large_space_closed_with_2_players(area):
    """"Diese großen Aktionsfelder sind in einem 2-Personen-Spiel abgedeckt"."""
    s = turn_of(with_res(_bare(dice=(6, 6, 6)), 0, servants=3), 0)
    assert not _placements(s, 0, f"place black {area}.2")
    assert _placements(s, 0, f"place black {area}.1")


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize("players", (3, 4))
def test_large_space_any_number_minus_3(area, players):
    """"Auf den größeren, rechten Aktionsfeldern können beliebig viele Familienmitglieder sein
    … gilt ein Malus von -3": value 5 acts at 2."""
    s = _bare(players=players, dice=(5, 5, 5))
    for seat in range(1, players):
        s = occupy(s, f"{area}.2", seat, "white")
    s = turn_of(with_res(s, 0), 0)
    assert _placements(s, 0, f"place black {area}.2") == {f"place black {area}.2"}
    s, events = act(s, 0, f"place black {area}.2")
    assert of_type(events, ev.MemberPlaced)[0].value == 2
    assert len(s.occupants[f"{area}.2"]) == players


@pytest.mark.parametrize("area", AREAS)
def test_large_space_member_needs_value_1(area):
    """"Auch hier muss ein eingesetztes Familienmitglied mindestens den Wert 1 haben": the
    neutral (0) needs a servant; a value-1 member may go and acts at -2 (nothing happens)."""
    s = turn_of(with_res(_bare(players=3, dice=(1, 1, 1)), 0, servants=1), 0)
    assert _placements(s, 0, f"place neutral {area}.2") == {f"place neutral {area}.2 +1"}
    assert f"place black {area}.2" in keys(s, 0)
    s0 = with_res(s, 0)
    assert not _placements(s0, 0, f"place neutral {area}.2")
    _, events = act(s0, 0, f"place black {area}.2")
    assert of_type(events, ev.MemberPlaced)[0].value == -2
    assert gained(events, 0) == {}


@pytest.mark.parametrize("area", AREAS)
@pytest.mark.parametrize(("first", "second"), [(".1", ".2"), (".2", ".1"), (".2", ".2")])
def test_one_coloured_member_per_player_per_area_plus_the_neutral(area, first, second):
    """"In beiden Aktionsbereichen darf kein Spieler zwei seiner farbigen Familienmitglieder
    einsetzen, aber jeder darf in einem Bereich außer einem farbigen auch sein farbloses
    Familienmitglied einsetzen"."""
    s = occupy(_bare(players=3, dice=(4, 4, 4)), f"{area}{first}", 0, "black")
    s = turn_of(with_res(s, 0, servants=4), 0)
    assert not _placements(s, 0, f"place white {area}{second}")
    assert not _placements(s, 0, f"place orange {area}{second}")
    if second == ".2":
        assert _placements(s, 0, f"place neutral {area}.2")


def test_own_neutral_in_an_area_does_not_block_a_coloured_member():
    s = occupy(_bare(players=3, dice=(4, 4, 4)), "harvest.2", 0, "neutral")
    s = turn_of(with_res(s, 0), 0)
    assert _placements(s, 0, "place black harvest.1")
    assert _placements(s, 0, "place black harvest.2")


@pytest.mark.parametrize("area", AREAS)
def test_servants_offered_only_where_they_change_what_is_activated(area):
    """Servants raise the value 1:1, but not beyond need: with cards of value 3 and 5, a
    value-1 member on the single space is offered +0, +2 and +4 only."""
    cards = (12, 5) if area == "harvest" else (34, 25)  # values 3 and 5
    s = with_cards(_bare(dice=(1, 1, 1)), 0, *cards)
    s = turn_of(with_res(s, 0, servants=10), 0)
    assert _placements(s, 0, f"place black {area}.1") == {
        f"place black {area}.1", f"place black {area}.1 +2", f"place black {area}.1 +4"}
    s, events = act(s, 0, f"place black {area}.1 +4")
    assert of_type(events, ev.MemberPlaced)[0].value == 5
    assert s.players[0].res["servants"] == 10 - 4 + gained(events, 0).get("servants", 0)


def test_harvest_and_production_activate_the_bonus_tile():
    """Basic tile: harvest 1 wood, 1 stone, 1 servant; production 2 coins, 1 military."""
    s = turn_of(with_res(_bare(), 0), 0)
    _, events = act(s, 0, "place black harvest.1")
    assert gained(events, 0, "bonus-tile") == {"wood": 1, "stone": 1, "servants": 1}
    _, events = act(s, 0, "place black production.1")
    assert gained(events, 0, "bonus-tile") == {"coins": 2, "military_points": 1}


# --- market -----------------------------------------------------------------------------------

MARKET = {1: {"coins": 5}, 2: {"servants": 5}, 3: {"military_points": 3, "coins": 2}}


@pytest.mark.parametrize("space", (1, 2, 3))
def test_market_rewards(space):
    """"5 Münzen erhalten. 5 Diener erhalten. 3 Militärpunkte und 2 Münzen erhalten."""
    s = turn_of(with_res(_bare(players=4), 0), 0)
    s, events = act(s, 0, f"place black market.{space}")
    assert gained(events, 0) == MARKET[space]
    assert not s.pending


def test_market_4_gives_two_different_privileges():
    """"2 verschiedene Ratsprivilegien erhalten. (Der gleiche Bonus darf nicht zwei Mal
    genommen werden.)"."""
    s = turn_of(with_res(_bare(players=4), 0), 0)
    s, events = act(s, 0, "place black market.4")
    assert gained(events, 0) == {}
    assert pending_kind(s) == "privilege" and s.pending[0][1]["count"] == 2
    assert keys(s, 0) == {f"privilege {i}" for i in range(1, 6)}
    s, events = act(s, 0, "privilege 3")
    assert keys(s, 0) == {"privilege 1", "privilege 2", "privilege 4", "privilege 5"}
    _rejected(s, 0, "privilege 3", "privilege_repeated")
    s, events = act(s, 0, "privilege 4")
    assert gained(events, 0, "privilege") == {"military_points": 2}
    assert not s.pending
    assert s.players[0].res["coins"] == 2 and s.players[0].res["military_points"] == 2


@pytest.mark.parametrize("players", (2, 3))
def test_market_3_and_4_only_with_4_players(players):
    """"Die 2 Felder mit dem Symbol stehen nur im Spiel mit 4 Spielern zur Verfügung."""
    s = turn_of(with_res(_bare(players=players), 0), 0)
    market = {k.split()[2] for k in keys(s, 0) if " market." in k}
    assert market == {"market.1", "market.2"}
    _rejected(s, 0, "place black market.3", "space_closed")


def test_market_spaces_take_one_member_but_one_player_may_use_several():
    """"Auf jedem Aktionsfeld kann nur 1 Familienmitglied sein. Im Marktbereich dürfen beliebig
    viele Familienmitglieder derselben Farbe sein"."""
    s = occupy(_bare(players=4), "market.1", 0, "black")
    s = occupy(s, "market.2", 1, "black")
    s = turn_of(with_res(s, 0), 0)
    market = {k.split()[2] for k in keys(s, 0) if k.startswith("place white market.")}
    assert market == {"market.3", "market.4"}


def test_market_member_needs_value_1():
    """"Ein hier gesetztes Familienmitglied muss mindestens den Wert 1 haben": the neutral
    needs exactly one servant."""
    s = turn_of(with_res(_bare(dice=(6, 6, 6)), 0, servants=5), 0)
    assert _placements(s, 0, "place neutral market.1") == {"place neutral market.1 +1"}
    _rejected(s, 0, "place neutral market.1", "value_too_low")
    with pytest.raises(RuleViolation):  # the code is checked in test_rejections
        GAME.decide(s, 0, "place neutral market.1 +2")
    s, events = act(s, 0, "place neutral market.1 +1")
    assert of_type(events, ev.MemberPlaced)[0].value == 1


# --- council ----------------------------------------------------------------------------------

def test_council_gives_1_coin_and_1_privilege_to_any_number_of_members():
    """"Hier dürfen beliebig viele Familienmitglieder, auch derselben Farbe, eingesetzt werden
    … erhält der Spieler sofort 1 Ratsprivileg und 1 Münze"."""
    s = occupy(occupy(_bare(), "council", 1, "black"), "council", 0, "black")
    s = turn_of(with_res(s, 0), 0)
    assert "place white council" in keys(s, 0)
    s, events = act(s, 0, "place white council")
    assert gained(events, 0, "council") == {"coins": 1}
    assert pending_kind(s) == "privilege" and s.pending[0][1]["count"] == 1
    assert len(s.occupants["council"]) == 3


PRIVILEGES = {1: {"wood": 1, "stone": 1}, 2: {"servants": 2}, 3: {"coins": 2},
              4: {"military_points": 2}, 5: {"faith_points": 1}}


@pytest.mark.parametrize("option", sorted(PRIVILEGES))
def test_privilege_options(option):
    """"1 Ratsprivileg ist 1 Bonus nach eigener Wahl aus 5 Möglichkeiten: 1 Holz und 1 Stein /
    2 Diener / 2 Münzen / 2 Militärpunkte / 1 Glaubenspunkt"."""
    s = turn_of(with_res(_bare(), 0), 0)
    s, _ = act(s, 0, "place black council")
    assert keys(s, 0) == {f"privilege {i}" for i in range(1, 6)}
    s, events = act(s, 0, f"privilege {option}")
    assert gained(events, 0, "privilege") == PRIVILEGES[option]
    assert not s.pending


def test_separate_grants_may_repeat_a_privilege():
    """Only privileges granted together must differ: the Fortress's privilege and the
    Residence's exchange privilege in one production are separate grants (both option 3)."""
    s = with_cards(_bare(dice=(5, 1, 1)), 0, 44, 32)  # Fortress (5), Residence (1)
    s = turn_of(with_res(s, 0, coins=1), 0)
    s, _ = act(s, 0, "place black production.1")
    assert [d["kind"] for _, d in s.pending] == ["privilege", "exchange"]
    s, _ = act(s, 0, "privilege 3", "exchange 32 1")
    assert pending_kind(s) == "privilege"
    assert "privilege 3" in keys(s, 0)
    s, events = act(s, 0, "privilege 3")
    assert gained(events, 0, "privilege") == {"coins": 2}


def _finish_round_with_council(s, seat, member):
    """Let `seat` make the round's last placement on the council; returns the next state."""
    s = with_res(s, seat)
    s = s._replace(schedule=(seat,), turn=0, acted=False, pending=())
    s, events = act(s, seat, f"place {member} council", "privilege 3")
    ended = of_type(events, ev.RoundEnded)
    assert ended and s.round == 2
    return s, ended[0].turn_order


def test_council_sets_next_turn_order_by_first_placement():
    """"Der Spieler, der sein Familienmitglied als Erster dort eingesetzt hat …, wird
    Startspieler … Falls ein Spieler kein Familienmitglied in den Ratspalast geschickt hat,
    bleibt seine relative Reihenfolge bestehen. Auch farblose Familienmitglieder gelten …
    gilt sein erstes dort eingesetztes Familienmitglied"."""
    s = _bare(players=4, turn_order=[0, 1, 2, 3])
    s = occupy(s, "council", 2, "neutral")
    s = occupy(s, "council", 3, "black")
    s = occupy(s, "council", 2, "black")
    s, order = _finish_round_with_council(s, 1, "white")
    assert order == [2, 3, 1, 0]
    assert tuple(s.turn_order) == (2, 3, 1, 0)


def test_turn_order_unchanged_without_council():
    s = _bare(players=3, turn_order=[1, 2, 0])
    s = with_res(s, 1)._replace(schedule=(1,), turn=0, acted=False, pending=())
    s, events = act(s, 1, "place black market.1")
    assert of_type(events, ev.RoundEnded)[0].turn_order == [1, 2, 0]


def test_council_others_keep_their_relative_order():
    s = _bare(players=4, turn_order=[3, 1, 0, 2])
    s, order = _finish_round_with_council(s, 0, "black")
    assert order == [0, 3, 1, 2]


# --- member values and passing ----------------------------------------------------------------

def test_neutral_member_has_value_0():
    """"Die neutralen Familienmitglieder haben den Wert 0": it needs 1 servant for value 1,
    whatever the dice."""
    s = turn_of(with_res(_bare(dice=(6, 6, 6)), 0, servants=1), 0)
    s, events = act(s, 0, "place neutral council +1")
    assert of_type(events, ev.MemberPlaced)[0].value == 1
    s = turn_of(with_res(_bare(dice=(6, 6, 6)), 0), 0)
    assert not _placements(s, 0, "place neutral")


def test_coloured_members_take_the_value_of_their_die():
    """"Jedes Familienmitglied kann eine Aktion mit dem Wert ausführen, der dem Würfel in der
    Farbe des Würfelsymbols entspricht" (dice black 2, white 4, orange 6)."""
    s = turn_of(with_res(_bare(dice=(2, 4, 6)), 0), 0)
    for member, value in (("black", 2), ("white", 4), ("orange", 6)):
        _, events = act(s, 0, f"place {member} production.1")
        assert of_type(events, ev.MemberPlaced)[0].value == value


def _only_neutral_left(s, seat):
    p = s.players[seat]
    return s.with_player(p._replace(placed=("black", "white", "orange")))


def test_a_player_who_cannot_place_must_pass():
    """"Wenn ein Spieler kein Familienmitglied einsetzen kann, muss er passen": only the neutral
    (value 0) left and no servants - every space needs value 1."""
    s = turn_of(with_res(_only_neutral_left(_bare(), 0), 0), 0)
    assert keys(s, 0) == {"pass"}
    before = s
    s, events = act(s, 0, "pass")
    assert of_type(events, ev.TurnPassed) and not of_type(events, ev.MemberPlaced)
    assert s.players[0].res == before.players[0].res


def test_pass_is_refused_while_a_member_can_be_placed():
    """"In aktueller Spielerreihenfolge müssen die Spieler je Spielzug 1 Aktion ausführen":
    with one servant the neutral can go to the council, so passing is refused."""
    s = turn_of(with_res(_only_neutral_left(_bare(), 0), 0, servants=1), 0)
    assert "pass" not in keys(s, 0)
    _rejected(s, 0, "pass", "must_place")
