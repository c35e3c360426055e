"""Excommunication tiles (appendix "Exkommunikationsplaettchen", clarifications at the end of
the rule text) and the Vatican report ("C Vatikanbericht"), each tile where it bites."""
import pytest

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.scoring import final_scores, score_player
from domain.lorenzo.tx import Tx
from domain.shared.errors import RuleViolation
from tests.unit.lorenzo.scenario import (
    act,
    gained,
    keys,
    new,
    of_type,
    paid,
    pending_kind,
    turn_of,
    with_cards,
    with_excommunication,
    with_res,
    with_tower,
)

# cards (printed numbers)
COMMERCIAL_HUB, WOODS, VILLAGE, GRAVEL_PIT, FOREST, CITADEL = 1, 2, 3, 4, 5, 7
GOLD_MINE, MANOR_HOUSE, DUKEDOM, TRADING_TOWN, FORTIFIED_TOWN = 9, 15, 16, 17, 24
MINT, TAX_OFFICE, CHAPEL, STRONGHOLD, BANK, FORTRESS = 25, 26, 31, 40, 41, 44
WARLORD, FARMER, ABBESS, CARDINAL, BISHOP = 49, 53, 56, 69, 70
HIRING_RECRUITS, MILITARY_CONQUEST, IMPROVING_CANALS, IMPROVING_ROADS = 73, 93, 85, 94

FAITH_TRACK = (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 22, 25, 30)


def game(players=2, dice=(6, 6, 6), **preset):
    return new(players=players, dice=dice, **preset)


def ready(s, seat=0, tiles=(), **res):
    """`seat` to act now, holding exactly `res` and under the excommunication `tiles`."""
    s = with_excommunication(with_res(s, seat, **res), seat, *tiles)
    return turn_of(s, seat)


def rejected(s, seat, key) -> str:
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, seat, key)
    return err.value.code


# --- 1-1 .. 1-4: one fewer of a resource per source ------------------------------------------

_SOURCES = [
    # id, tile, players, towers, cards, resources, keys, {source: what arrives}
    ("1-2 market 5 coins", "1-2", 2, {}, (), {}, ["place black market.1"],
     {"market.1": {"coins": 4}}),
    ("1-3 market 5 servants", "1-3", 2, {}, (), {}, ["place black market.2"],
     {"market.2": {"servants": 4}}),
    ("1-1 market 3 military 2 coins", "1-1", 4, {}, (), {}, ["place black market.3"],
     {"market.3": {"military_points": 2, "coins": 2}}),
    ("1-2 council coin and privilege coins", "1-2", 2, {}, (), {},
     ["place black council", "privilege 3"], {"council": {}, "privilege": {"coins": 1}}),
    ("1-4 privilege wood and stone", "1-4", 2, {}, (), {},
     ["place black council", "privilege 1"], {"council": {"coins": 1}, "privilege": {}}),
    ("1-3 privilege servants", "1-3", 2, {}, (), {},
     ["place black council", "privilege 2"], {"privilege": {"servants": 1}}),
    ("1-1 privilege military", "1-1", 2, {}, (), {},
     ["place black council", "privilege 4"], {"privilege": {"military_points": 1}}),
    ("1-2 harvest: each card its own source", "1-2", 2, {},
     (COMMERCIAL_HUB, GOLD_MINE, TRADING_TOWN), {}, ["place black harvest.1"],
     {f"card:{COMMERCIAL_HUB}": {}, f"card:{GOLD_MINE}": {"coins": 1},
      f"card:{TRADING_TOWN}": {"coins": 2}, "bonus-tile": {"wood": 1, "stone": 1,
                                                           "servants": 1}}),
    ("1-4 harvest: each card its own source", "1-4", 2, {},
     (WOODS, FOREST, GRAVEL_PIT, DUKEDOM), {}, ["place black harvest.1"],
     {f"card:{WOODS}": {}, f"card:{FOREST}": {"wood": 2}, f"card:{GRAVEL_PIT}": {"stone": 1},
      f"card:{DUKEDOM}": {"coins": 1, "wood": 1}, "bonus-tile": {"servants": 1}}),
    ("1-3 harvest: each card its own source", "1-3", 2, {}, (VILLAGE, MANOR_HOUSE), {},
     ["place black harvest.1"],
     {f"card:{VILLAGE}": {"coins": 1}, f"card:{MANOR_HOUSE}": {"military_points": 2,
                                                               "servants": 1},
      "bonus-tile": {"wood": 1, "stone": 1}}),
    ("1-1 harvest: each card its own source", "1-1", 2, {},
     (CITADEL, MANOR_HOUSE, FORTIFIED_TOWN), {}, ["place black harvest.1"],
     {f"card:{CITADEL}": {"military_points": 1, "stone": 1},
      f"card:{MANOR_HOUSE}": {"military_points": 1, "servants": 2},
      f"card:{FORTIFIED_TOWN}": {"servants": 2}}),
    ("1-1 production: tile and card", "1-1", 2, {}, (STRONGHOLD,), {},
     ["place black production.1"],
     {"bonus-tile": {"coins": 2}, f"card:{STRONGHOLD}": {"military_points": 1,
                                                         "victory_points": 2}}),
    ("1-2 production: each card its own source", "1-2", 2, {}, (BANK, MINT, STRONGHOLD), {},
     ["place black production.1"],
     {"bonus-tile": {"coins": 1, "military_points": 1}, f"card:{BANK}": {"coins": 4},
      f"card:{MINT}": {"coins": 2}}),
    ("1-4 floor bonus 1 wood", "1-4", 2, {"tower.green.3": WOODS}, (), {},
     ["place black tower.green.3"], {"tower.green.3": {}, f"card:{WOODS}": {}}),
    ("1-4 floor bonus 2 wood", "1-4", 2, {"tower.green.4": WOODS}, (), {"servants": 1},
     ["place black tower.green.4 +1"], {"tower.green.4": {"wood": 1}}),
    ("1-4 floor bonus 2 stone", "1-4", 2, {"tower.blue.4": WARLORD}, (),
     {"servants": 1, "coins": 2}, ["place black tower.blue.4 +1"],
     {"tower.blue.4": {"stone": 1}, f"card:{WARLORD}": {"military_points": 3}}),
    ("1-1 floor bonus 2 military", "1-1", 2, {"tower.yellow.4": CHAPEL}, (),
     {"servants": 1, "wood": 2}, ["place black tower.yellow.4 +1"],
     {"tower.yellow.4": {"military_points": 1}}),
    ("1-2 floor bonus 2 coins", "1-2", 2, {"tower.purple.4": HIRING_RECRUITS}, (),
     {"servants": 1, "coins": 4}, ["place black tower.purple.4 +1"],
     {"tower.purple.4": {"coins": 1}, f"card:{HIRING_RECRUITS}": {"military_points": 5}}),
    ("1-1 card immediate", "1-1", 2, {"tower.blue.1": WARLORD}, (), {"coins": 2},
     ["place black tower.blue.1"], {f"card:{WARLORD}": {"military_points": 2}}),
    ("1-4 card immediate", "1-4", 2, {"tower.purple.1": MILITARY_CONQUEST}, (),
     {"military_points": 12}, ["place black tower.purple.1"],
     {f"card:{MILITARY_CONQUEST}": {"wood": 2, "stone": 2, "coins": 3}}),
]


@pytest.mark.parametrize("tile, players, towers, cards, res, ks, expected",
                         [c[1:] for c in _SOURCES], ids=[c[0] for c in _SOURCES])
def test_first_period_tiles_take_one_off_every_source(tile, players, towers, cards, res, ks,
                                                      expected):
    s = game(players)
    for space, cid in towers.items():
        s = with_tower(s, space, cid)
    s = with_cards(ready(s, 0, (tile,), **res), 0, *cards)
    s, events = act(s, 0, *ks)
    for source, what in expected.items():
        assert gained(events, 0, source) == what, source


@pytest.mark.parametrize("tile, coins, takes", [(None, 2, True), ("1-2", 2, False),
                                               ("1-2", 3, True)])
def test_1_2_the_floor_bonus_pays_the_card_only_as_far_as_it_arrives(tile, coins, takes):
    """Purple 4th floor: 2 coins, usable for the card (Hiring Recruits, 4 coins); under 1-2
    only 1 coin arrives."""
    s = with_tower(game(), "tower.purple.4", HIRING_RECRUITS)
    s = ready(s, 0, (tile,) if tile else (), coins=coins, servants=1)
    assert ("place black tower.purple.4 +1" in keys(s, 0)) is takes
    if takes:
        s, events = act(s, 0, "place black tower.purple.4 +1")
        assert s.players[0].res["coins"] == 0


def test_first_period_tile_without_it_nothing_is_taken_off():
    """Control for the cases above: the same harvest without the tile."""
    s = with_cards(ready(game(), 0), 0, COMMERCIAL_HUB, GOLD_MINE, TRADING_TOWN)
    s, events = act(s, 0, "place black harvest.1")
    assert gained(events, 0, f"card:{COMMERCIAL_HUB}") == {"coins": 1}
    assert gained(events, 0, f"card:{GOLD_MINE}") == {"coins": 2}
    assert gained(events, 0, f"card:{TRADING_TOWN}") == {"coins": 3}


def test_1_2_two_privileges_at_once_are_two_sources():
    """The 4th market space gives 2 different privileges: each is cut by 1 coin-wise only
    where coins are chosen."""
    s = ready(game(4), 0, ("1-2",))
    s, events = act(s, 0, "place black market.4", "privilege 3", "privilege 5")
    assert gained(events, 0, "privilege") == {"coins": 1, "faith_points": 1}


# --- 1-5 / 1-6: harvest / production -3 ---------------------------------------------------------

def _action_values(events, action):
    return [e.value for e in of_type(events, ev.ActionPerformed) if e.action == action]


@pytest.mark.parametrize("tile, area, cards", [
    ("1-5", "harvest", (WOODS, FOREST)),  # values 2 and 5
    ("1-6", "production", (CHAPEL, TAX_OFFICE)),  # values 2 and 5
])
def test_1_5_1_6_action_value_minus_3_on_the_single_space(tile, area, cards):
    s = with_cards(ready(game(), 0, (tile,), coins=3, wood=3, servants=2), 0, *cards)
    s, events = act(s, 0, f"place black {area}.1")
    assert _action_values(events, area) == [3]
    assert gained(events, 0, f"card:{cards[1]}") == {}  # value 5 not reached
    # the low card is activated (harvest: a gain; production: an exchange offer)
    assert gained(events, 0, f"card:{cards[0]}") or pending_kind(s) == "exchange"


@pytest.mark.parametrize("tile, area", [("1-5", "harvest"), ("1-6", "production")])
def test_1_5_1_6_servants_can_still_raise_the_value(tile, area):
    s = with_cards(ready(game(), 0, (tile,), servants=2), 0,
                   FOREST if area == "harvest" else TAX_OFFICE)
    assert f"place black {area}.1 +2" in keys(s, 0)
    s, events = act(s, 0, f"place black {area}.1 +2")
    assert _action_values(events, area) == [5]


@pytest.mark.parametrize("tile, area", [("1-5", "harvest"), ("1-6", "production")])
def test_1_5_1_6_large_space_total_minus_6(tile, area):
    """A 6 on the large space (3 players) acts at 0: not even the bonus tile (value 1)."""
    s = ready(game(3), 0, (tile,), servants=1)
    s, events = act(s, 0, f"place black {area}.2")
    assert _action_values(events, area) == [0]
    assert gained(events, 0) == {}
    s2 = ready(game(3), 0, (tile,), servants=1)
    s2, events = act(s2, 0, f"place black {area}.2 +1")
    assert _action_values(events, area) == [1]
    assert gained(events, 0, "bonus-tile")


def test_1_5_character_bonus_still_counts():
    """'muss die Wirkung seiner Karten berücksichtigen': Farmer +2, tile -3: a 6 harvests
    at 5."""
    s = with_cards(ready(game(), 0, ("1-5",)), 0, FARMER, FOREST)
    s, events = act(s, 0, "place black harvest.1")
    assert _action_values(events, "harvest") == [5]
    assert gained(events, 0, f"card:{FOREST}") == {"wood": 3}


@pytest.mark.parametrize("tile, card, action, bonus_key", [
    ("1-5", CARDINAL, "harvest", "harvest"),  # Cardinal: harvest at 4
    ("1-6", BISHOP, "production", "produce"),  # Bishop: production at 4
])
def test_1_5_1_6_card_bonus_actions_get_minus_3(tile, card, action, bonus_key):
    s = with_tower(game(), "tower.blue.1", card)
    s = ready(s, 0, (tile,), coins=5)
    s = with_cards(s, 0, WOODS if action == "harvest" else CHAPEL)  # value 2: not reached
    s, events = act(s, 0, "place black tower.blue.1")
    assert pending_kind(s) == action
    s, events = act(s, 0, bonus_key)
    assert _action_values(events, action) == [1]
    assert gained(events, 0, f"card:{WOODS}") == {}
    assert gained(events, 0, "bonus-tile")  # value 1 still activates the bonus tile


def test_1_5_improving_the_canals_at_4_is_1():
    s = with_tower(game(), "tower.purple.1", IMPROVING_CANALS)
    s = ready(s, 0, ("1-5",), coins=3, servants=2)
    s, events = act(s, 0, "place black tower.purple.1")
    assert keys(s, 0) >= {"harvest"}
    s, events = act(s, 0, "harvest")
    assert _action_values(events, "harvest") == [1]


def test_1_6_improving_the_roads_at_3_is_0_and_gives_nothing():
    s = with_tower(game(), "tower.purple.1", IMPROVING_ROADS)
    s = ready(s, 0, ("1-6",), coins=4, servants=3)
    s, events = act(s, 0, "place black tower.purple.1")
    s, events = act(s, 0, "produce")
    assert _action_values(events, "production") == [0]
    assert gained(events, 0) == {}


# --- 1-7: coloured members -1 -------------------------------------------------------------------

def test_1_7_coloured_members_minus_1_neutral_unchanged():
    s = ready(new(players=2, dice=(5, 4, 1)), 0, ("1-7",), servants=3)
    ks = keys(s, 0)
    assert "place black harvest.1" in ks and "place white harvest.1" in ks
    assert "place orange market.1" not in ks and "place orange market.1 +1" in ks  # 1-1 = 0
    assert "place neutral market.1 +1" in ks  # neutral 0, unchanged
    s1, events = act(s, 0, "place black council")
    assert of_type(events, ev.MemberPlaced)[0].value == 4
    s2, events = act(s, 0, "place white council")
    assert of_type(events, ev.MemberPlaced)[0].value == 3
    s3, events = act(s, 0, "place neutral council +1")
    assert of_type(events, ev.MemberPlaced)[0].value == 1


# --- 2-1 .. 2-4: -4 when taking a card type ----------------------------------------------------

_FLOOR2 = {"green": WOODS, "blue": WARLORD, "yellow": CHAPEL, "purple": HIRING_RECRUITS}


@pytest.mark.parametrize("tile, colour", [("2-1", "green"), ("2-2", "yellow"),
                                          ("2-3", "blue"), ("2-4", "purple")])
def test_second_period_tiles_minus_4_on_one_card_type(tile, colour):
    s = game(dice=(5, 5, 5))
    for c, cid in _FLOOR2.items():
        s = with_tower(s, f"tower.{c}.2", cid)
    s = ready(s, 0, (tile,), coins=10, wood=5, servants=5)
    ks = keys(s, 0)
    # 5 - 4 = 1 < 3: two servants needed on that colour only
    assert f"place black tower.{colour}.2" not in ks
    assert f"place black tower.{colour}.2 +2" in ks
    for other in _FLOOR2:
        if other != colour:
            assert f"place black tower.{other}.2" in ks
    s, events = act(s, 0, f"place black tower.{colour}.2 +2")
    assert of_type(events, ev.CardTaken)[0].card == _FLOOR2[colour]


def test_2_1_character_bonus_still_applies():
    """Warlord +2 on territories, tile -4: a 5 takes at 3."""
    s = with_tower(game(dice=(5, 5, 5)), "tower.green.2", WOODS)
    s = with_cards(ready(s, 0, ("2-1",)), 0, WARLORD)
    assert "place black tower.green.2" in keys(s, 0)


@pytest.mark.parametrize("tile, space, card", [
    ("2-1", "tower.green.1", WOODS), ("2-2", "tower.yellow.1", CHAPEL),
    ("2-4", "tower.purple.1", HIRING_RECRUITS)])
def test_second_period_tiles_bite_on_a_cards_bonus_take(tile, space, card):
    """Abbess: take any card at value 4; with the tile, 4 - 4 = 0 needs a servant for a
    first floor of that type, but not for another type."""
    s = with_tower(game(), "tower.blue.1", ABBESS)
    for sp, cid in (("tower.green.1", WOODS), ("tower.yellow.1", CHAPEL),
                    ("tower.purple.1", HIRING_RECRUITS)):
        s = with_tower(s, sp, cid)
    s = ready(s, 0, (tile,), coins=7, wood=2, servants=1)
    s, _ = act(s, 0, "place black tower.blue.1")
    assert pending_kind(s) == "take"
    ks = keys(s, 0)
    assert f"take {space}" not in ks and f"take {space} +1" in ks
    others = {"tower.green.1", "tower.yellow.1", "tower.purple.1"} - {space}
    assert all(f"take {o}" in ks for o in others)
    s, events = act(s, 0, f"take {space} +1")
    assert of_type(events, ev.CardTaken)[-1].card == card
    assert paid(events, 0, "servants") == {"servants": 1}


def test_2_3_bites_on_a_bonus_take_of_a_character():
    s = with_tower(game(), "tower.purple.1", 90)  # Repairing the Cathedral: take any at 7
    s = with_tower(s, "tower.blue.3", WARLORD)  # floor 3 needs 5: 7 - 4 = 3, +2
    s = ready(s, 0, ("2-3",), coins=5, wood=3, stone=3, servants=2)
    s, _ = act(s, 0, "place black tower.purple.1")
    ks = keys(s, 0)
    assert "take tower.blue.3" not in ks and "take tower.blue.3 +2" in ks


# --- 2-5 / 2-6 / 2-7 --------------------------------------------------------------------------

def test_2_5_no_market():
    s = ready(game(4), 0, ("2-5",), servants=5)
    assert not any(" market." in k for k in keys(s, 0))
    assert rejected(s, 0, "place black market.1") == "market_forbidden"
    assert "place black council" in keys(s, 0)


def test_2_6_two_servants_per_point():
    s = ready(new(players=2, dice=(1, 1, 1)), 0, ("2-6",), servants=4)
    ks = keys(s, 0)
    assert "place neutral council +1" in ks
    assert "place black tower.green.2 +2" in ks  # 1 + 2 = 3, paid with 4 servants
    s1, events = act(s, 0, "place neutral council +1")
    assert of_type(events, ev.MemberPlaced)[0].servants == 2
    assert s1.players[0].res["servants"] == 2
    s2, events = act(s, 0, "place black tower.green.2 +2")
    assert of_type(events, ev.MemberPlaced)[0].servants == 4
    assert s2.players[0].res["servants"] == 0


def test_2_6_one_servant_cannot_buy_a_point():
    s = ready(new(players=2, dice=(1, 1, 1)), 0, ("2-6",), servants=1)
    assert not any(k.startswith("place neutral") for k in keys(s, 0))


@pytest.mark.parametrize("servants, expected", [(1, {"harvest"}), (2, {"harvest", "harvest +1"})])
def test_2_6_bonus_action_raise_costs_double(servants, expected):
    """Cardinal: harvest at 4; the Forest needs 5, one point more costs 2 servants."""
    s = with_tower(game(), "tower.blue.1", CARDINAL)
    s = with_cards(ready(s, 0, ("2-6",), coins=4, servants=servants), 0, FOREST)
    s, _ = act(s, 0, "place black tower.blue.1")
    assert keys(s, 0) == expected
    if servants == 2:
        s, events = act(s, 0, "harvest +1")
        assert paid(events, 0, "servants") == {"servants": 2}
        assert gained(events, 0, f"card:{FOREST}") == {"wood": 3}


def _next_round(s):
    """End the current round (all turns done) and start the next one."""
    s = s._replace(schedule=(), turn=0, acted=False, pending=(), phase="actions")
    tx = Tx(s)
    settle(tx)
    return tx.state


@pytest.mark.parametrize("order, skipping, expected", [
    ((0, 1), (0,), (1, 0, 1, 0, 1, 0, 1, 0)),
    ((1, 0), (0,), (1, 1, 0, 1, 0, 1, 0, 0)),
    ((2, 0, 1), (0, 1), (2, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1)),
])
def test_2_7_skip_the_first_turn_and_place_the_last_member_after_everyone(order, skipping,
                                                                          expected):
    s = game(len(order), turn_order=list(order))
    for seat in skipping:
        s = with_excommunication(s, seat, "2-7")
    s = _next_round(s)
    assert s.round == 2 and s.turn_order == order
    assert s.schedule == expected
    # each player still has four turns
    assert all(s.schedule.count(seat) == 4 for seat in order)


def test_2_7_in_play_the_other_player_moves_first():
    s = with_excommunication(game(2), 0, "2-7")
    s = _next_round(s)
    assert s.current_seat == 1
    assert keys(s, 0) == set()


# --- 3-1 .. 3-7: end of the game --------------------------------------------------------------

def _scorer(tile=None, cards=(), **res):
    s = game()
    s = with_cards(with_res(s, 0, **res), 0, *cards)
    if tile:
        s = with_excommunication(s, 0, tile)
    return s.players[0]


TERR6 = (1, 2, 3, 4, 5, 6)
CHAR6 = (49, 50, 51, 52, 53, 54)
VENT2 = (73, 74)  # 4 + 5 end VP


@pytest.mark.parametrize("tile, category, cards, without", [
    ("3-1", "characters", CHAR6, 21),
    ("3-2", "ventures", VENT2, 9),
    ("3-3", "territories", TERR6, 20),
])
def test_third_period_tiles_void_a_category(tile, category, cards, without):
    assert score_player(_scorer(None, cards), 0)[category] == without
    b = score_player(_scorer(tile, cards), 0)
    assert b[category] == 0
    others = {"3-1": "ventures", "3-2": "territories", "3-3": "characters"}
    assert b[others[tile]] == 0  # nothing else held


def test_3_1_voids_only_characters():
    b = score_player(_scorer("3-1", CHAR6 + TERR6 + VENT2), 0)
    assert (b["characters"], b["territories"], b["ventures"]) == (0, 20, 9)


@pytest.mark.parametrize("vp, lose", [(26, 5), (25, 5), (24, 4), (4, 0), (0, 0)])
def test_3_4_one_vp_per_5_vp_before_final_scoring(vp, lose):
    """'Falls er z. B. vor der Schlusswertung 26 Siegpunkte hat, verliert er 5.' Counted on
    the VP before final scoring, not on the end-game points."""
    b = score_player(_scorer("3-4", TERR6, victory_points=vp), 0)
    assert b["excommunication"] == -lose
    assert b["territories"] == 20
    assert b["total"] == vp + 20 - lose


def test_3_5_one_vp_per_military_point():
    b = score_player(_scorer("3-5", victory_points=30, military_points=12), 5)
    assert b["military"] == 5  # the military award itself still counts
    assert b["excommunication"] == -12
    assert b["total"] == 30 + 5 - 12


def test_3_6_wood_and_stone_in_the_printed_building_costs():
    """Mint 1 wood 3 stone, Fortress 2 wood 4 stone 2 coins, Bank 1 wood 3 stone 3 coins:
    14 (coins in the cost do not count); resources held do not matter."""
    b = score_player(_scorer("3-6", (MINT, FORTRESS, BANK), victory_points=30, wood=5,
                             stone=5), 0)
    assert b["excommunication"] == -14
    assert b["resources"] == 2


def test_3_6_counts_printed_costs_even_if_a_discount_was_used():
    p = _scorer("3-6", (MINT,), victory_points=10)
    p = p._replace(cards={**p.cards, "character": (50,)})  # Stonemason's discount
    assert score_player(p, 0)["excommunication"] == -4


def test_3_7_one_vp_per_wood_stone_coin_servant():
    """'3 Holz, 1 Stein, 4 Münzen und 2 Diener: verliert 10' - military/faith don't count;
    the resources still give their 1 VP per 5."""
    b = score_player(_scorer("3-7", victory_points=20, wood=3, stone=1, coins=4, servants=2,
                             military_points=7, faith_points=3), 0)
    assert b["excommunication"] == -10
    assert b["resources"] == 2
    assert b["total"] == 20 + 2 - 10


def test_end_game_tiles_through_final_scores():
    s = game()
    s = with_excommunication(with_res(s, 0, victory_points=26, military_points=3), 0, "3-4")
    s = with_res(s, 1, victory_points=10, military_points=1)
    scores, ranking = final_scores(s)
    assert scores[0]["military"] == 5 and scores[0]["excommunication"] == -5
    assert scores[0]["total"] == 26 + 5 - 5


# --- the Vatican report ------------------------------------------------------------------------

TILES = ["1-1", "2-1", "3-1"]


def report(faiths, period, players=2, **kw):
    """The end of round 2/4/6 with the given faith per seat: the report starts."""
    s = new(players=players, excommunications=TILES, **kw)
    for seat, f in enumerate(faiths):
        s = with_res(s, seat, faith_points=f)
    s = s._replace(round=2 * period, schedule=(), turn=0, phase="actions")
    tx = Tx(s)
    settle(tx)
    return tx.state, tx.events


@pytest.mark.parametrize("period, threshold", [(1, 3), (2, 4), (3, 5)])
def test_report_threshold_forced_below_choice_at_or_above(period, threshold):
    s, events = report([threshold - 1, threshold], period)
    rep = of_type(events, ev.VaticanReport)[0]
    assert (rep.period, rep.threshold, rep.tile) == (period, threshold, TILES[period - 1])
    assert [(e.seat, e.forced, e.tile) for e in of_type(events, ev.Excommunicated)] == \
        [(0, True, TILES[period - 1])]
    assert s.players[0].excommunications == (TILES[period - 1],)
    assert s.phase == "vatican" and s.vatican == (1,)
    assert keys(s, 1) == {"support", "excommunicate"}
    assert keys(s, 0) == set()


@pytest.mark.parametrize("period", [1, 2])
def test_report_forced_excommunication_keeps_the_faith(period):
    s, events = report([1, 0], period)
    assert s.players[0].res["faith_points"] == 1
    assert s.players[0].res["victory_points"] == 0
    assert not of_type(events, ev.FaithScored)
    assert s.round == 2 * period + 1  # nobody to ask: the next round started


@pytest.mark.parametrize("faith", range(3, 16))
def test_support_gives_the_faith_track_vp_and_resets_faith(faith):
    s, _ = report([faith, 0], 1)
    s, events = act(s, 0, "support")
    assert s.players[0].res["faith_points"] == 0
    assert s.players[0].res["victory_points"] == FAITH_TRACK[faith]
    assert of_type(events, ev.ChurchSupported)[0].victory_points == FAITH_TRACK[faith]
    assert s.players[0].excommunications == ()


def test_voluntary_excommunication_keeps_faith_and_gives_no_vp():
    s, _ = report([6, 0], 2)
    s, events = act(s, 0, "excommunicate")
    assert [(e.seat, e.forced) for e in of_type(events, ev.Excommunicated)] == [(0, False)]
    assert s.players[0].excommunications == ("2-1",)
    assert s.players[0].res["faith_points"] == 6
    assert s.players[0].res["victory_points"] == 0


@pytest.mark.parametrize("faith", range(16))
@pytest.mark.parametrize("choice", ["support", "excommunicate"])
def test_final_report_faith_vp_also_for_the_excommunicated(faith, choice):
    """Round 6: forced (below 5) or chosen excommunication still scores the faith track,
    then the disc goes back to 0."""
    s, events = report([faith, 0], 3)
    if faith >= 5:
        s, more = act(s, 0, choice)
        events += more
    assert s.phase == "over"
    p = s.players[0]
    assert p.res["faith_points"] == 0
    assert p.res["victory_points"] == FAITH_TRACK[faith]
    assert s.result["scores"][0]["faith"] == FAITH_TRACK[faith]
    excommunicated = faith < 5 or choice == "excommunicate"
    assert p.excommunications == (("3-1",) if excommunicated else ())


def test_report_decisions_in_any_order_then_the_next_round():
    s, _ = report([3, 4, 0], 1, players=3)
    assert set(s.vatican) == {0, 1}
    s, _ = act(s, 1, "excommunicate")
    assert s.phase == "vatican"
    s, _ = act(s, 0, "support")
    assert s.phase == "actions" and s.round == 3


def test_report_only_after_even_rounds():
    s = new(players=2, excommunications=TILES)
    s = with_res(s, 0, faith_points=0)
    s = s._replace(round=3, schedule=(), turn=0, phase="actions")
    tx = Tx(s)
    settle(tx)
    assert not of_type(tx.events, ev.VaticanReport)
    assert tx.state.round == 4 and tx.state.players[0].excommunications == ()


def test_final_report_faith_vp_counts_for_3_4_before_final_scoring():
    """Round 6, 4 faith (below 5): excommunicated with 3-4, still scores 4 VP from the
    track; 21 + 4 = 25 VP before final scoring, so 3-4 takes 5."""
    s = new(players=2, excommunications=["1-1", "2-1", "3-4"])
    s = with_res(s, 0, faith_points=4, victory_points=21, military_points=1)
    s = with_res(s, 1, faith_points=0)
    s = s._replace(round=6, schedule=(), turn=0, phase="actions")
    tx = Tx(s)
    settle(tx)
    s = tx.state
    assert s.phase == "over"
    b = s.result["scores"][0]
    assert (b["faith"], b["excommunication"]) == (4, -5)
    assert b["total"] == 25 + 5 - 5  # + the military award


@pytest.mark.parametrize("tile, space, card", [("2-4", "tower.purple.3", HIRING_RECRUITS),
                                               ("2-1", "tower.green.3", WOODS)])
def test_a_cards_take_is_listed_at_the_value_the_tile_reduces_it_to(tile, space, card):
    """2-1 / 2-4: "Immer wenn der Spieler eine Wagniskarte [Gebietskarte] nimmt (durch
    Aktionsfelder oder durch Kartenwirkung), wird sein Aktionswert um 4 reduziert. Er kann den
    Wert durch Diener erhöhen": Repairing the Cathedral's take at 7 is a take at 3 for that
    type, raised to the floor's 5 by two servants; the action says value 5, not 9. A card of
    another type is still taken at 7."""
    s = with_tower(game(), "tower.purple.1", 90)  # Repairing the Cathedral: take any at 7
    s = with_tower(with_tower(s, space, card), "tower.blue.3", WARLORD)
    s = ready(s, 0, (tile,), coins=10, wood=5, stone=5, servants=4, military_points=5)
    s, _ = act(s, 0, "place black tower.purple.1")
    actions = {a.key: a for a in GAME.legal_actions(s, 0)}
    assert f"take {space}" not in actions
    reduced = actions[f"take {space} +2"]
    assert (reduced.fields["value"], reduced.fields["servants"]) == (5, 2)
    assert "at value 5" in reduced.description
    other = actions["take tower.blue.3"]
    assert (other.fields["value"], other.fields["servants"]) == (7, 0)
    s, events = act(s, 0, f"take {space} +2")
    assert of_type(events, ev.CardTaken)[-1].card == card
