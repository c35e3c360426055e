"""Rejected commands: a typed RuleViolation naming the rule, and nothing changes.

`decide` accepts a key only if it is a legal action now; otherwise it raises
`domain.shared.errors.RuleViolation` with a stable `code` (domain/lorenzo/diagnose.py) and
returns no events. The state must be untouched (it is immutable, but the dicts inside it are
compared against a deep copy taken before).
"""
import copy

import pytest

from domain.lorenzo import GAME
from domain.lorenzo.playout import play_game
from domain.shared.errors import RuleViolation
from tests.unit.lorenzo.scenario import (
    act,
    keys,
    new,
    occupy,
    pending_kind,
    turn_of,
    with_cards,
    with_excommunication,
    with_res,
    with_tower,
)


def _bare(players=2, dice=(1, 1, 1), **kw):
    s = new(players=players, dice=dice, **kw)
    return s._replace(towers={k: None for k in s.towers})


def reject(s, seat, key, code):
    """Assert the key is refused with `code` and that the state did not change."""
    snapshot = copy.deepcopy(s)
    with pytest.raises(RuleViolation) as info:
        GAME.decide(s, seat, key)
    assert s == snapshot
    assert info.value.code == code, str(info.value)
    assert key not in keys(s, seat) if isinstance(seat, int) and 0 <= seat < s.n else True
    return info.value


@pytest.fixture
def start():
    """Seat 0 to move with 3 servants and a few coins; a territory on green floors 1 and 3."""
    s = with_tower(with_tower(_bare(), "tower.green.1", 7), "tower.green.3", 15)
    return turn_of(with_res(s, 0, coins=2, servants=3), 0)


# --- whose turn --------------------------------------------------------------------------------

def test_wrong_seat(start):
    """"In aktueller Spielerreihenfolge …": seat 1 may not act on seat 0's turn."""
    assert keys(start, 1) == set()
    reject(start, 1, "place black tower.green.1", "not_your_turn")
    reject(start, 1, "pass", "not_your_turn")


@pytest.mark.parametrize("seat", [2, 5, -1, None, "0"])
def test_unknown_seat(start, seat):
    reject(start, seat, "place black tower.green.1", "unknown_seat")


def test_pending_decision_belongs_to_its_seat(start):
    s, _ = act(start, 0, "place black council")
    assert pending_kind(s) == "privilege"
    reject(s, 1, "privilege 1", "not_your_turn")


# --- malformed keys ---------------------------------------------------------------------------

@pytest.mark.parametrize("key", ["", "   ", "garbage", "place", "place black",
                                 "place purple tower.green.1", "place black tower.red.1",
                                 "place black tower.green.9", "place black market.7",
                                 "place black harvest", "place king council",
                                 "lorem ipsum dolor"])
def test_malformed_keys(start, key):
    reject(start, 0, key, "malformed_action")


@pytest.mark.parametrize("key", ["place black tower.green.1 +x", "place black council extra",
                                 "privilege", "pass now"])
def test_other_garbage_is_refused_without_change(start, key):
    """Keys that are not legal actions are refused (some code), nothing changes."""
    snapshot = copy.deepcopy(start)
    with pytest.raises(RuleViolation):
        GAME.decide(start, 0, key)
    assert start == snapshot


def test_keys_are_normalised(start):
    """Case and runs of spaces do not matter (notation: lower-case words, single spaces)."""
    s, events = act(start, 0, "  PLACE   Black  TOWER.GREEN.1 ")
    assert s.players[0].cards["territory"] == (7,)


# --- placement rules --------------------------------------------------------------------------

def test_occupied_tower_space(start):
    """Each tower floor has one action space."""
    s = occupy(start, "tower.green.1", 1, "white")
    reject(s, 0, "place black tower.green.1", "space_occupied")
    reject(s, 0, "place neutral tower.green.1 +1", "space_occupied")


@pytest.mark.parametrize("space", ["harvest.1", "production.1", "market.1", "market.2"])
def test_occupied_single_space(start, space):
    s = occupy(start, space, 1, "white")
    reject(s, 0, f"place black {space}", "space_occupied")


def test_tower_colour_taken(start):
    s = occupy(start, "tower.green.1", 0, "white")
    reject(with_res(s, 0, coins=3, servants=4), 0, "place black tower.green.3 +4",
           "tower_colour_taken")


def test_area_colour_taken():
    s = occupy(_bare(players=3, dice=(3, 3, 3)), "harvest.1", 0, "white")
    s = turn_of(with_res(s, 0), 0)
    reject(s, 0, "place black harvest.2", "area_colour_taken")


def test_member_already_placed(start):
    s = occupy(start, "council", 0, "black")
    reject(s, 0, "place black market.1", "member_already_placed")


def test_already_placed_this_turn(start):
    reject(start._replace(acted=True), 0, "place white market.1", "already_placed")


@pytest.mark.parametrize("space", ["market.3", "market.4", "harvest.2", "production.2"])
def test_closed_space_with_2_players(start, space):
    reject(start, 0, f"place black {space}", "space_closed")


def test_no_card_on_the_floor(start):
    reject(start, 0, "place black tower.blue.1", "no_card")


def test_value_too_low(start):
    """Floor 3 needs 5: a value-1 member with 3 servants reaches 4."""
    reject(start, 0, "place black tower.green.3 +3", "value_too_low")
    reject(start, 0, "place black tower.green.3", "value_too_low")


def test_value_too_low_for_the_neutral_without_servants(start):
    s = with_res(start, 0)
    reject(s, 0, "place neutral council", "value_too_low")


def test_wrong_servants_for_a_tower():
    """"Es ist nicht erlaubt, mehr Diener auszugeben, als benötigt werden!"."""
    s = turn_of(with_res(with_tower(_bare(), "tower.green.3", 15), 0, servants=9), 0)
    reject(s, 0, "place black tower.green.3 +5", "wrong_servants")
    reject(s, 0, "place black tower.green.3 +3", "wrong_servants")  # 9 servants could reach 5


def test_tower_key_missing_the_servants_is_not_unaffordable():
    """A value-1 member needs +4 for floor 3 (value 5): `place black tower.green.3` for the free
    Manor House is a value problem (value_too_low / wrong_servants), not a cost problem."""
    s = turn_of(with_res(with_tower(_bare(), "tower.green.3", 15), 0, servants=9), 0)
    snapshot = copy.deepcopy(s)
    with pytest.raises(RuleViolation) as info:
        GAME.decide(s, 0, "place black tower.green.3")
    assert s == snapshot
    assert info.value.code in ("value_too_low", "wrong_servants"), str(info.value)


def test_wrong_servants_on_the_council(start):
    reject(start, 0, "place black council +1", "wrong_servants")


def test_wrong_servants_for_the_neutral(start):
    """The neutral (0) needs exactly 1 servant for the council; +2 spends more than needed."""
    reject(start, 0, "place neutral council +2", "wrong_servants")


def test_unaffordable_card():
    """"Ist man nicht in der Lage, die Ressourcen zu zahlen, kann man diese Karte nicht
    nehmen": Papal Messenger costs 5 coins."""
    s = turn_of(with_res(with_tower(_bare(), "tower.blue.1", 63), 0, coins=4), 0)
    reject(s, 0, "place black tower.blue.1", "unaffordable")


def test_unaffordable_tower_fee(start):
    s = occupy(start, "tower.green.2", 1, "white")
    reject(s, 0, "place black tower.green.1", "unaffordable")


def test_military_requirement():
    """The third territory needs 3 military points held."""
    s = with_cards(with_tower(_bare(), "tower.green.1", 7), 0, 1, 2)
    s = turn_of(with_res(s, 0, military_points=2), 0)
    reject(s, 0, "place black tower.green.1", "military_requirement")


def test_card_limit():
    """No more than 6 cards of a type."""
    s = with_cards(with_tower(_bare(), "tower.green.1", 7), 0, 1, 2, 3, 4, 5, 6)
    s = turn_of(with_res(s, 0, military_points=30), 0)
    reject(s, 0, "place black tower.green.1", "card_limit")


def test_market_forbidden_by_excommunication(start):
    """Tile 2-5: "Der Spieler kann seine Familienmitglieder nicht auf die Aktionsfelder des
    Marktes setzen"."""
    s = with_excommunication(start, 0, "2-5")
    assert not any(" market." in k for k in keys(s, 0))
    reject(s, 0, "place black market.1", "market_forbidden")


def test_pass_refused_while_placing_is_possible(start):
    reject(start, 0, "pass", "must_place")


# --- decisions --------------------------------------------------------------------------------

@pytest.mark.parametrize("key", ["privilege 1", "take none", "take tower.green.1", "harvest",
                                 "produce", "exchange 34 1", "exchange 34 none"])
def test_nothing_pending(start, key):
    reject(start, 0, key, "nothing_pending")


def test_decision_pending_refuses_a_placement(start):
    """A privilege due from the council must be chosen before anything else."""
    s, _ = act(start, 0, "place black council")
    assert pending_kind(s) == "privilege"
    for key in ("place white market.1", "pass", "take none", "harvest"):
        reject(s, 0, key, "decision_pending")


def test_repeated_privilege_in_one_grant():
    """"2 verschiedene Ratsprivilegien … (Der gleiche Bonus darf nicht zwei Mal genommen
    werden.)"."""
    s = turn_of(with_res(_bare(players=4), 0), 0)
    s, _ = act(s, 0, "place black market.4", "privilege 2")
    reject(s, 0, "privilege 2", "privilege_repeated")


@pytest.mark.parametrize("key", ["privilege 0", "privilege 6", "privilege x"])
def test_unknown_privilege_option(key):
    s = turn_of(with_res(_bare(), 0), 0)
    s, _ = act(s, 0, "place black council")
    reject(s, 0, key, "illegal_action")


def test_exchange_of_another_card_refused():
    s = with_cards(_bare(dice=(3, 1, 1)), 0, 34)
    s = turn_of(with_res(s, 0, coins=2), 0)
    s, _ = act(s, 0, "place black production.1")
    assert pending_kind(s) == "exchange"
    reject(s, 0, "exchange 29 1", "illegal_action")
    reject(s, 0, "exchange 34 3", "illegal_action")


def test_leader_actions_need_the_advanced_game(start):
    reject(start, 0, "leader discard santa-rita", "not_advanced")


# --- game over --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def finished():
    s, _, _ = play_game(2, 11)
    assert s.phase == "over"
    return s


@pytest.mark.parametrize("key", ["pass", "place black council", "privilege 1", "garbage", ""])
@pytest.mark.parametrize("seat", [0, 1])
def test_game_over(finished, seat, key):
    assert keys(finished, seat) == set()
    reject(finished, seat, key, "game_over")
