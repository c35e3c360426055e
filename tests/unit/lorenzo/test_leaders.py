"""Leader cards (advanced game: "Anfuehrerkarten", "Anfuehreraktionen", the 20 leader
descriptions and the clarifications at the end of the rule text).

Lucrezia Borgia and Lorenzo de' Medici: the rule text calls them "Einmalige Sonderfähigkeit
pro Runde", but the card data (checked against the card images) makes them permanent and
Lorenzo behaves like the copied card. The project follows the data, and so do these tests."""
import pytest

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import LEADERS
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.tx import Tx
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
    with_excommunication,
    with_leaders,
    with_res,
    with_tower,
)

T = tuple(range(1, 25))  # territories
B = tuple(range(25, 49))  # buildings
C = tuple(range(51, 53)) + (55, 56) + tuple(range(63, 73))  # characters without value bonuses
V = tuple(range(73, 97))  # ventures

WOODS, MOUNTAIN_TOWN, GOLD_MINE, COLONY, CASTLE = 2, 10, 9, 19, 23
CHAPEL, BANK = 31, 41
WARLORD, FARMER, ARTISAN, PEASANT, SCHOLAR, HERALD = 49, 53, 54, 61, 62, 68
MILITARY_CONQUEST = 93

SETUP_HANDS = [  # preset hands (only to skip the drafts; tests set the leaders they need)
    ["francesco-sforza", "ludovico-ariosto", "filippo-brunelleschi", "federico-da-montefeltro"],
    ["girolamo-savonarola", "giovanni-dalle-bande-nere", "sandro-botticelli",
     "michelangelo-buonarroti"],
    ["ludovico-iii-gonzaga", "leonardo-da-vinci", "pico-della-mirandola", "sisto-iv"],
    ["lucrezia-borgia", "sigismondo-malatesta", "lorenzo-de-medici", "ludovico-il-moro"],
]


def adv(players=2, dice=(3, 3, 3), **preset):
    return new(players=players, variant="advanced", dice=dice,
               bonus_tiles=[1, 2, 3, 4][:players], leaders=SETUP_HANDS[:players], **preset)


def ready(s, seat=0, played=(), hand=(), used=(), copies=None, cards=(), **res):
    """`seat` to act now with exactly these leaders, cards and resources."""
    s = with_leaders(s, seat, played=played, hand=hand, used=used, copies=copies)
    s = with_cards(with_res(s, seat, **res), seat, *cards)
    return my_turn(s, seat)


def my_turn(s, seat):
    """`seat` acts now, then the others in seat order (so `end` visibly hands the turn on)."""
    s = turn_of(s, seat)
    return s._replace(schedule=tuple((seat + i) % s.n for i in range(4 * s.n)))


def rejected(s, seat, key) -> str:
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, seat, key)
    return err.value.code


def next_round(s):
    """Finish the round (all turns done) and start the next one."""
    s = s._replace(schedule=(), turn=0, acted=False, pending=(), phase="actions")
    tx = Tx(s)
    settle(tx)
    assert tx.state.phase == "actions"
    return tx.state


def placed_value(events):
    return of_type(events, ev.MemberPlaced)[0].value


# --- requirements: checked, not paid ----------------------------------------------------------

REQUIREMENTS = {  # exactly met: (card counts, resources)
    "francesco-sforza": ({"venture": 5}, {}),
    "ludovico-ariosto": ({"character": 5}, {}),
    "filippo-brunelleschi": ({"building": 5}, {}),
    "federico-da-montefeltro": ({"territory": 5}, {}),
    "girolamo-savonarola": ({}, {"coins": 18}),
    "giovanni-dalle-bande-nere": ({}, {"military_points": 12}),
    "sandro-botticelli": ({}, {"wood": 10}),
    "michelangelo-buonarroti": ({}, {"stone": 10}),
    "ludovico-iii-gonzaga": ({}, {"servants": 15}),
    "leonardo-da-vinci": ({"character": 4, "territory": 2}, {}),
    "pico-della-mirandola": ({"venture": 4, "building": 2}, {}),
    "sisto-iv": ({}, {"wood": 6, "stone": 6, "coins": 6, "servants": 6}),
    "lucrezia-borgia": ({"building": 6}, {}),
    "sigismondo-malatesta": ({}, {"military_points": 7, "faith_points": 3}),
    "lorenzo-de-medici": ({}, {"victory_points": 35}),
    "ludovico-il-moro": ({"territory": 2, "character": 2, "building": 2, "venture": 2}, {}),
    "cesare-borgia": ({"building": 3}, {"coins": 12, "faith_points": 2}),
    "santa-rita": ({}, {"faith_points": 8}),
    "cosimo-de-medici": ({"character": 2, "building": 4}, {}),
    "bartolomeo-colleoni": ({"venture": 2, "territory": 4}, {}),
}
_POOL = {"territory": T, "building": B, "character": C, "venture": V}


def _cards(counts):
    return tuple(cid for t, n in counts.items() for cid in _POOL[t][:n])


def _shortfalls():
    """Every requirement with one component one short."""
    out = []
    for slug, (cards, res) in REQUIREMENTS.items():
        for t in cards:
            out.append((slug, {**cards, t: cards[t] - 1}, res, f"{slug}: {t}-1"))
        for r in res:
            out.append((slug, cards, {**res, r: res[r] - 1}, f"{slug}: {r}-1"))
    out.append(("lucrezia-borgia", {t: 5 for t in _POOL}, {}, "lucrezia-borgia: 5 of each"))
    return out


def _with_copy_target(s):
    """Seat 1 has played a leader (what Lorenzo de' Medici needs to copy)."""
    return with_leaders(s, 1, played=("bartolomeo-colleoni",))


def test_every_leader_has_a_requirement_case():
    assert set(REQUIREMENTS) == set(LEADERS)
    for slug, (cards, res) in REQUIREMENTS.items():
        lead = LEADERS[slug]
        assert (lead.cards, lead.resources) == ((cards, res) if slug != "lucrezia-borgia"
                                                else ({}, {}))


@pytest.mark.parametrize("slug", sorted(REQUIREMENTS))
def test_requirement_met_the_leader_can_be_played_and_nothing_is_paid(slug):
    cards, res = REQUIREMENTS[slug]
    s = _with_copy_target(adv())
    s = ready(s, 0, hand=(slug,), cards=_cards(cards), **res)
    key = f"leader play {slug}" + (" copy=bartolomeo-colleoni" if slug == "lorenzo-de-medici"
                                   else "")
    assert key in keys(s, 0)
    before = s.players[0]
    s, events = act(s, 0, key)
    assert [(e.seat, e.leader) for e in of_type(events, ev.LeaderPlayed)] == [(0, slug)]
    p = s.players[0]
    assert p.res == before.res and p.cards == before.cards  # checked, not paid
    assert p.leaders_played == (slug,) and p.leaders_hand == ()


@pytest.mark.parametrize("slug, cards, res", [x[:3] for x in _shortfalls()],
                         ids=[x[3] for x in _shortfalls()])
def test_requirement_not_met_the_leader_is_refused(slug, cards, res):
    s = _with_copy_target(adv())
    s = ready(s, 0, hand=(slug,), cards=_cards(cards), **res)
    assert not any(k.startswith(f"leader play {slug}") for k in keys(s, 0))
    assert f"leader discard {slug}" in keys(s, 0)  # discarding needs no requirement
    key = f"leader play {slug}" + (" copy=bartolomeo-colleoni" if slug == "lorenzo-de-medici"
                                   else "")
    assert rejected(s, 0, key) == "requirement_not_met"


def test_requirement_only_when_played_the_ability_stays_after():
    """'Es spielt keine Rolle, wenn sie später diese Voraussetzungen nicht mehr erfüllen.'"""
    s = ready(adv(), 0, hand=("michelangelo-buonarroti",), stone=10)
    s, _ = act(s, 0, "leader play michelangelo-buonarroti")
    s = with_res(s, 0)
    s, events = act(s, 0, "leader activate michelangelo-buonarroti")
    assert gained(events, 0) == {"coins": 3}


def test_several_leaders_played_in_one_turn():
    s = ready(adv(), 0, hand=("sandro-botticelli", "michelangelo-buonarroti"), wood=10,
              stone=10)
    s, _ = act(s, 0, "leader play sandro-botticelli", "leader play michelangelo-buonarroti")
    assert s.players[0].leaders_played == ("sandro-botticelli", "michelangelo-buonarroti")
    assert s.current_seat == 0


# --- discarding ---------------------------------------------------------------------------------

def test_discard_gives_one_privilege_even_if_unplayable():
    s = ready(adv(), 0, hand=("lorenzo-de-medici", "santa-rita"))
    s, events = act(s, 0, "leader discard lorenzo-de-medici")
    assert [e.leader for e in of_type(events, ev.LeaderDiscarded)] == ["lorenzo-de-medici"]
    assert pending_kind(s) == "privilege" and s.pending[0][1]["count"] == 1
    s, events = act(s, 0, "privilege 3")
    assert gained(events, 0) == {"coins": 2}
    assert s.players[0].leaders_hand == ("santa-rita",)
    assert s.players[0].leaders_played == ()
    # several discards in one turn, each with its own privilege (the same option is fine)
    s, events = act(s, 0, "leader discard santa-rita", "privilege 3")
    assert gained(events, 0) == {"coins": 2}
    assert s.players[0].leaders_hand == ()


def test_discard_privilege_is_cut_by_a_first_period_tile():
    s = with_excommunication(ready(adv(), 0, hand=("santa-rita",)), 0, "1-2")
    s, events = act(s, 0, "leader discard santa-rita", "privilege 3")
    assert gained(events, 0) == {"coins": 1}


# --- when leader actions are allowed ----------------------------------------------------------

def test_leader_actions_before_placing():
    s = ready(adv(), 0, hand=("santa-rita",), played=("sandro-botticelli",))
    ks = keys(s, 0)
    assert {"leader discard santa-rita", "leader activate sandro-botticelli"} <= ks
    assert any(k.startswith("place ") for k in ks) and "end" not in ks
    s, _ = act(s, 0, "leader activate sandro-botticelli")
    assert any(k.startswith("place ") for k in keys(s, 0))  # the placement is still due


def test_leader_actions_after_placing_then_end():
    s = ready(adv(), 0, hand=("santa-rita",), played=("sandro-botticelli",))
    s, _ = act(s, 0, "place black council", "privilege 1")
    assert s.current_seat == 0 and s.acted
    ks = keys(s, 0)
    assert {"leader discard santa-rita", "leader activate sandro-botticelli", "end"} <= ks
    assert not any(k.startswith("place ") for k in ks)
    s, events = act(s, 0, "leader activate sandro-botticelli")
    assert gained(events, 0) == {"military_points": 2, "victory_points": 1}
    assert s.current_seat == 0  # `end` still to come
    s, events = act(s, 0, "end")
    assert of_type(events, ev.TurnEnded)[0].seat == 0
    assert s.current_seat == 1


def test_end_right_after_placing():
    s = ready(adv(), 0, hand=("santa-rita",))
    s, _ = act(s, 0, "place black market.1")
    assert "end" in keys(s, 0)
    s, _ = act(s, 0, "end")
    assert s.current_seat == 1 and s.players[0].leaders_hand == ("santa-rita",)


def test_end_only_after_placing():
    s = ready(adv(), 0, hand=("santa-rita",))
    assert "end" not in keys(s, 0)
    with pytest.raises(RuleViolation):
        GAME.decide(s, 0, "end")


def test_no_leader_action_while_a_placements_effects_are_pending():
    s = ready(adv(), 0, hand=("santa-rita",), played=("sandro-botticelli",))
    s, _ = act(s, 0, "place black council")
    assert pending_kind(s) == "privilege"
    assert not any(k.startswith("leader ") for k in keys(s, 0))
    for key in ("leader discard santa-rita", "leader activate sandro-botticelli"):
        assert rejected(s, 0, key) == "decision_pending"
    s, _ = act(s, 0, "privilege 2")
    assert "leader discard santa-rita" in keys(s, 0)


def test_no_leader_action_while_a_bonus_action_is_pending():
    s = with_tower(adv(), "tower.blue.1", 69)  # Cardinal: a harvest at 4
    s = ready(s, 0, hand=("santa-rita",), coins=4)
    s, _ = act(s, 0, "place black tower.blue.1")
    assert pending_kind(s) == "harvest"
    assert rejected(s, 0, "leader discard santa-rita") == "decision_pending"


def test_leader_actions_only_in_ones_own_turn():
    s = ready(adv(), 0)
    s = with_leaders(s, 1, hand=("santa-rita",), played=("sandro-botticelli",))
    assert s.current_seat == 0
    assert keys(s, 1) == set()
    assert rejected(s, 1, "leader discard santa-rita") == "not_your_turn"
    assert rejected(s, 1, "leader activate sandro-botticelli") == "not_your_turn"


def test_no_leaders_in_the_basic_game():
    s = my_turn(new(players=2), 0)
    assert not any(k.startswith("leader ") for k in keys(s, 0))
    with pytest.raises(RuleViolation):
        GAME.decide(s, 0, "leader discard santa-rita")


# --- once-per-round gains ---------------------------------------------------------------------

GAINS = {
    "girolamo-savonarola": {"faith_points": 1},
    "giovanni-dalle-bande-nere": {"wood": 1, "stone": 1, "coins": 1},
    "sandro-botticelli": {"military_points": 2, "victory_points": 1},
    "michelangelo-buonarroti": {"coins": 3},
    "cosimo-de-medici": {"servants": 3, "victory_points": 1},
    "bartolomeo-colleoni": {"victory_points": 4},
}


@pytest.mark.parametrize("slug", sorted(GAINS))
def test_once_per_round_gain(slug):
    s = ready(adv(), 0, played=(slug,))
    assert f"leader activate {slug}" in keys(s, 0)
    s, events = act(s, 0, f"leader activate {slug}")
    assert gained(events, 0, f"leader:{slug}") == GAINS[slug]
    assert s.players[0].leaders_used == (slug,)
    # twice in the round: refused, also in a later turn of the same round
    assert f"leader activate {slug}" not in keys(s, 0)
    assert rejected(s, 0, f"leader activate {slug}") == "already_activated"
    s = my_turn(s._replace(acted=False), 0)
    assert rejected(s, 0, f"leader activate {slug}") == "already_activated"
    # the round ends: the card is turned face up again
    s = next_round(s)
    assert s.players[0].leaders_used == ()
    s = my_turn(s, 0)
    s, events = act(s, 0, f"leader activate {slug}")
    assert gained(events, 0, f"leader:{slug}") == GAINS[slug]


def test_several_once_per_round_leaders_in_the_same_round():
    s = ready(adv(), 0, played=("sandro-botticelli", "bartolomeo-colleoni"))
    s, events = act(s, 0, "leader activate sandro-botticelli",
                    "leader activate bartolomeo-colleoni")
    assert gained(events, 0) == {"military_points": 2, "victory_points": 5}


def test_gonzaga_gives_one_privilege():
    s = ready(adv(), 0, played=("ludovico-iii-gonzaga",))
    s, _ = act(s, 0, "leader activate ludovico-iii-gonzaga")
    assert pending_kind(s) == "privilege" and s.pending[0][1]["count"] == 1
    assert keys(s, 0) == {f"privilege {i}" for i in range(1, 6)}
    s, events = act(s, 0, "privilege 5")
    assert gained(events, 0) == {"faith_points": 1}
    assert rejected(s, 0, "leader activate ludovico-iii-gonzaga") == "already_activated"


def test_leader_gain_is_a_source_for_first_period_tiles():
    s = with_excommunication(ready(adv(), 0, played=("michelangelo-buonarroti",)), 0, "1-2")
    s, events = act(s, 0, "leader activate michelangelo-buonarroti")
    assert gained(events, 0) == {"coins": 2}


# --- Sforza / Leonardo: bonus actions raised only by servants ---------------------------------

def _actions(events, action):
    return [e.value for e in of_type(events, ev.ActionPerformed) if e.action == action]


def test_sforza_harvest_at_1_farmer_and_peasant_do_not_apply():
    s = ready(adv(), 0, played=("francesco-sforza",), cards=(FARMER, PEASANT, WOODS),
              servants=1)
    s, _ = act(s, 0, "leader activate francesco-sforza")
    assert pending_kind(s) == "harvest"
    assert keys(s, 0) == {"harvest", "harvest +1"}  # Woods needs 2: one servant
    s1, events = act(s, 0, "harvest")
    assert _actions(events, "harvest") == [1]
    assert gained(events, 0, "bonus-tile") == {"wood": 1, "stone": 1, "military_points": 1}
    assert gained(events, 0, f"card:{WOODS}") == {}
    s2, events = act(s, 0, "harvest +1")
    assert _actions(events, "harvest") == [2]
    assert gained(events, 0, f"card:{WOODS}") == {"wood": 1}
    assert paid(events, 0, "servants") == {"servants": 1}


def test_leonardo_production_at_0_artisan_and_scholar_do_not_apply():
    s = ready(adv(), 0, played=("leonardo-da-vinci",), cards=(ARTISAN, SCHOLAR), servants=1)
    s, _ = act(s, 0, "leader activate leonardo-da-vinci")
    assert pending_kind(s) == "production"
    assert keys(s, 0) == {"produce", "produce +1"}
    s1, events = act(s, 0, "produce")
    assert _actions(events, "production") == [0]
    assert gained(events, 0) == {}  # not even the bonus tile (value 1)
    s2, events = act(s, 0, "produce +1")
    assert _actions(events, "production") == [1]
    assert gained(events, 0, "bonus-tile") == {"servants": 2, "coins": 1}


def test_sforza_is_once_per_round():
    s = ready(adv(), 0, played=("francesco-sforza",))
    s, _ = act(s, 0, "leader activate francesco-sforza", "harvest")
    assert rejected(s, 0, "leader activate francesco-sforza") == "already_activated"


# --- Ariosto -----------------------------------------------------------------------------------

def test_ariosto_places_on_occupied_spaces():
    s = occupy(occupy(adv(), "market.1", 1, "black"), "harvest.1", 1, "white")
    plain = ready(s, 0)
    assert "place black market.1" not in keys(plain, 0)
    assert rejected(plain, 0, "place black market.1") == "space_occupied"
    s = ready(s, 0, played=("ludovico-ariosto",))
    ks = keys(s, 0)
    assert "place black market.1" in ks and "place black harvest.1" in ks
    s, events = act(s, 0, "place black market.1")
    assert gained(events, 0, "market.1") == {"coins": 5}


def test_ariosto_still_one_coloured_member_per_area():
    """Clarification: never two coloured members in one action group, even with Ariosto."""
    s = adv(players=3)
    s = occupy(occupy(s, "harvest.2", 0, "black"), "harvest.1", 1, "white")
    s = ready(s, 0, played=("ludovico-ariosto",), servants=3)
    ks = keys(s, 0)
    assert not any(k.startswith("place white harvest.") for k in ks)
    assert rejected(s, 0, "place white harvest.1") == "area_colour_taken"
    assert any(k.startswith("place neutral harvest.1") for k in ks)  # the neutral may


def test_ariosto_still_one_coloured_member_per_tower():
    s = with_tower(adv(), "tower.green.2", WOODS)
    s = occupy(s, "tower.green.1", 0, "black")
    s = ready(s, 0, played=("ludovico-ariosto",), coins=3, servants=3)
    assert rejected(s, 0, "place white tower.green.2") == "tower_colour_taken"
    assert "place neutral tower.green.2 +3" in keys(s, 0)


# --- Brunelleschi / Pico ------------------------------------------------------------------------

def test_brunelleschi_no_fee_in_an_occupied_tower():
    s = with_tower(occupy(adv(), "tower.green.1", 1, "black"), "tower.green.2", WOODS)
    plain = ready(s, 0, coins=3)
    _, events = act(plain, 0, "place black tower.green.2")
    assert paid(events, 0, "tower-fee") == {"coins": 3}
    broke = ready(s, 0)
    assert "place black tower.green.2" not in keys(broke, 0)
    s = ready(s, 0, played=("filippo-brunelleschi",))
    assert "place black tower.green.2" in keys(s, 0)
    _, events = act(s, 0, "place black tower.green.2")
    assert paid(events, 0) == {}


@pytest.mark.parametrize("card, coins, pays", [
    (HERALD, 3, {"coins": 3}),  # 6 coins - 3
    (FARMER, 0, {}),  # 3 - 3
    (WARLORD, 0, {}),  # 2: nothing left, not negative
])
def test_pico_three_coins_off_a_card_cost(card, coins, pays):
    s = with_tower(adv(dice=(6, 6, 6)), "tower.blue.2", card)
    s = ready(s, 0, played=("pico-della-mirandola",), coins=coins)
    s, events = act(s, 0, "place black tower.blue.2")
    assert paid(events, 0, "card-cost") == pays
    assert of_type(events, ev.CardTaken)[0].card == card


def test_pico_mixed_cost_and_no_coin_cost():
    s = with_tower(with_tower(adv(dice=(6, 6, 6)), "tower.yellow.1", BANK),
                   "tower.yellow.2", CHAPEL)
    s = ready(s, 0, played=("pico-della-mirandola",), wood=3, stone=3)
    s1, events = act(s, 0, "place black tower.yellow.1")
    assert paid(events, 0, "card-cost") == {"wood": 1, "stone": 3}
    s2, events = act(s, 0, "place black tower.yellow.2")
    assert paid(events, 0, "card-cost") == {"wood": 2}


def test_pico_does_not_reduce_the_tower_fee():
    s = with_tower(occupy(adv(dice=(6, 6, 6)), "tower.blue.1", 1, "black"),
                   "tower.blue.2", HERALD)
    short = ready(s, 0, played=("pico-della-mirandola",), coins=5)
    assert "place black tower.blue.2" not in keys(short, 0)  # 3 fee + 3 card
    s = ready(s, 0, played=("pico-della-mirandola",), coins=6)
    s, events = act(s, 0, "place black tower.blue.2")
    assert paid(events, 0, "tower-fee") == {"coins": 3}
    assert paid(events, 0, "card-cost") == {"coins": 3}


# --- Montefeltro -------------------------------------------------------------------------------

def test_montefeltro_one_coloured_member_becomes_6_chosen_before_placing():
    s = with_tower(adv(dice=(1, 2, 3)), "tower.green.3", WOODS)
    s = ready(s, 0, played=("federico-da-montefeltro",))
    ks = keys(s, 0)
    assert {f"leader activate federico-da-montefeltro {m}"
            for m in ("black", "white", "orange")} <= ks
    assert "leader activate federico-da-montefeltro neutral" not in ks
    assert "place white tower.green.3" not in ks
    s, events = act(s, 0, "leader activate federico-da-montefeltro white")
    assert of_type(events, ev.LeaderActivated)[0].value == 6
    assert "place white tower.green.3" in keys(s, 0)
    assert rejected(s, 0, "leader activate federico-da-montefeltro black") == \
        "already_activated"
    s, events = act(s, 0, "place white tower.green.3")
    assert placed_value(events) == 6
    # the next round: the die counts again, and the leader is available again
    s = my_turn(next_round(s), 0)
    assert "place white tower.green.1" in keys(s, 0)
    assert "leader activate federico-da-montefeltro white" in keys(s, 0)


def test_montefeltro_not_for_a_member_already_placed():
    s = ready(adv(dice=(1, 2, 3)), 0, played=("federico-da-montefeltro",))
    s, _ = act(s, 0, "place black market.1", "end")
    s = my_turn(s, 0)
    ks = keys(s, 0)
    assert "leader activate federico-da-montefeltro black" not in ks
    assert "leader activate federico-da-montefeltro white" in ks


def test_montefeltro_member_6_plus_servants():
    s = with_tower(adv(dice=(1, 1, 1)), "tower.green.4", WOODS)
    s = ready(s, 0, played=("federico-da-montefeltro",), servants=1)
    s, _ = act(s, 0, "leader activate federico-da-montefeltro orange")
    s, events = act(s, 0, "place orange tower.green.4 +1")
    assert placed_value(events) == 7


# --- Sisto IV ---------------------------------------------------------------------------------

def _report(s, faith):
    s = with_res(s, 0, faith_points=faith)
    s = s._replace(round=2, schedule=(), turn=0, phase="actions")
    tx = Tx(s)
    settle(tx)
    return tx.state


@pytest.mark.parametrize("played, copies, vp", [
    ((), None, 3),
    (("sisto-iv",), None, 8),
    (("lorenzo-de-medici",), {"lorenzo-de-medici": "sisto-iv"}, 8),
])
def test_sisto_iv_five_more_vp_for_supporting_the_church(played, copies, vp):
    s = with_leaders(adv(), 0, played=played, copies=copies)
    s = _report(s, 3)
    s, events = act(s, 0, "support")
    assert of_type(events, ev.ChurchSupported)[0].victory_points == vp
    assert s.players[0].res["victory_points"] == vp


def test_sisto_iv_nothing_when_excommunicated():
    s = _report(with_leaders(adv(), 0, played=("sisto-iv",)), 3)
    s, _ = act(s, 0, "excommunicate")
    assert s.players[0].res["victory_points"] == 0


# --- member values: Lucrezia, Malatesta, Il Moro ----------------------------------------------

def test_lucrezia_plus_2_on_coloured_members_permanent():
    """Card data: permanent (the rule text says once per round; the project follows the
    card): no activation, in force for every coloured member, every round."""
    s = with_tower(adv(dice=(1, 2, 3)), "tower.green.3", WOODS)
    s = ready(s, 0, played=("lucrezia-borgia",), servants=3)
    ks = keys(s, 0)
    assert not any(k.startswith("leader activate") for k in ks)
    assert "place orange tower.green.3" in ks  # 3 + 2 = 5
    assert "place white tower.green.3 +1" in ks  # 2 + 2 + 1 servant
    assert "place neutral market.1 +1" in ks  # the neutral member is still 0
    for member, value in (("black", 3), ("white", 4), ("orange", 5)):
        _, events = act(s, 0, f"place {member} council")
        assert placed_value(events) == value
    s = my_turn(next_round(s), 0)
    _, events = act(s, 0, "place black council")
    assert placed_value(events) == 3


def test_lucrezia_character_bonus_still_applies():
    s = with_tower(adv(dice=(1, 1, 1)), "tower.green.3", WOODS)
    s = ready(s, 0, played=("lucrezia-borgia",), cards=(WARLORD,))
    assert "place black tower.green.3" in keys(s, 0)  # 1 + 2 + Warlord 2 = 5


def test_malatesta_neutral_plus_3():
    s = with_tower(adv(dice=(1, 1, 1)), "tower.green.2", WOODS)
    s = ready(s, 0, played=("sigismondo-malatesta",), servants=2)
    ks = keys(s, 0)
    assert "place neutral tower.green.2" in ks
    assert "place black tower.green.2" not in ks  # coloured members unchanged
    s1, events = act(s, 0, "place neutral tower.green.2")
    assert placed_value(events) == 3
    _, events = act(s, 0, "place neutral council")
    assert placed_value(events) == 3


def test_il_moro_coloured_members_are_5_servants_and_characters_apply():
    s = with_tower(with_tower(adv(dice=(1, 2, 6)), "tower.green.4", WOODS),
                   "tower.yellow.4", CHAPEL)
    s = ready(s, 0, played=("ludovico-il-moro",), cards=(WARLORD,), servants=2, wood=2)
    ks = keys(s, 0)
    assert "place black tower.green.4" in ks  # 5 + Warlord 2 = 7
    assert "place orange tower.yellow.4 +2" in ks  # 5 (not the 6 rolled) + 2 servants
    assert "place orange tower.yellow.4 +1" not in ks
    for member in ("black", "white", "orange"):
        _, events = act(s, 0, f"place {member} council")
        assert placed_value(events) == 5
    _, events = act(s, 0, "place neutral council +1")
    assert placed_value(events) == 1


# --- Cesare Borgia ----------------------------------------------------------------------------

@pytest.mark.parametrize("held", [2, 5])
def test_cesare_borgia_no_military_requirement_for_territories(held):
    s = with_tower(adv(), "tower.green.1", WOODS)
    plain = ready(s, 0, cards=T[4:4 + held])
    assert "place black tower.green.1" not in keys(plain, 0)
    assert rejected(plain, 0, "place black tower.green.1") == "military_requirement"
    s = ready(s, 0, played=("cesare-borgia",), cards=T[4:4 + held])
    s, events = act(s, 0, "place black tower.green.1")
    assert s.players[0].count("territory") == held + 1


def test_cesare_borgia_the_six_card_limit_stays():
    s = with_tower(adv(), "tower.green.1", WOODS)
    s = ready(s, 0, played=("cesare-borgia",), cards=T[4:10])
    assert "place black tower.green.1" not in keys(s, 0)


# --- Santa Rita ---------------------------------------------------------------------------------

@pytest.mark.parametrize("space, card, res, expected", [
    ("tower.green.1", WOODS, {}, {"wood": 2}),
    ("tower.green.1", MOUNTAIN_TOWN, {}, {"servants": 2}),
    ("tower.green.1", CASTLE, {}, {"victory_points": 2, "coins": 4}),  # VP not doubled
    ("tower.green.1", COLONY, {}, {"military_points": 2}),  # military not doubled
    ("tower.purple.1", MILITARY_CONQUEST, {"military_points": 12},
     {"wood": 6, "stone": 6, "coins": 6}),
])
def test_santa_rita_doubles_goods_of_a_cards_immediate_effect(space, card, res, expected):
    s = with_tower(adv(dice=(6, 6, 6)), space, card)
    s = ready(s, 0, played=("santa-rita",), **res)
    s, events = act(s, 0, f"place black {space}")
    assert gained(events, 0, f"card:{card}") == expected


def test_santa_rita_not_from_action_spaces_floor_bonuses_or_harvests():
    s = with_tower(adv(dice=(6, 6, 6)), "tower.green.3", WOODS)
    s = ready(s, 0, played=("santa-rita",), cards=(GOLD_MINE,))
    _, events = act(s, 0, "place black market.1")
    assert gained(events, 0, "market.1") == {"coins": 5}
    _, events = act(s, 0, "place black tower.green.3")
    assert gained(events, 0, "tower.green.3") == {"wood": 1}  # floor bonus: action space
    assert gained(events, 0, f"card:{WOODS}") == {"wood": 2}
    _, events = act(s, 0, "place black harvest.1")
    assert gained(events, 0, f"card:{GOLD_MINE}") == {"coins": 2}  # permanent effect
    assert gained(events, 0, "bonus-tile") == {"wood": 1, "stone": 1, "military_points": 1}


def test_santa_rita_also_doubles_a_card_taken_by_a_bonus_take():
    """Abbess: 1 faith (not goods) and a bonus take; the Woods taken gives 1 wood x 2."""
    s = with_tower(with_tower(adv(dice=(6, 6, 6)), "tower.blue.1", 56), "tower.green.1", WOODS)
    s = ready(s, 0, played=("santa-rita",), coins=3)
    s, events = act(s, 0, "place black tower.blue.1")
    assert gained(events, 0, "card:56") == {"faith_points": 1}
    s, events = act(s, 0, "take tower.green.1")
    assert gained(events, 0, f"card:{WOODS}") == {"wood": 2}


@pytest.mark.parametrize("card, expected", [(GOLD_MINE, 1), (CASTLE, 3)])
def test_santa_rita_then_the_excommunication_malus(card, expected):
    """Clarification: 1 coin from a card's immediate effect, doubled, minus 1: 1*2-1 = 1."""
    s = with_tower(adv(), "tower.green.1", card)
    s = with_excommunication(ready(s, 0, played=("santa-rita",)), 0, "1-2")
    s, events = act(s, 0, "place black tower.green.1")
    assert gained(events, 0, f"card:{card}").get("coins", 0) == expected


# --- Lorenzo de' Medici -------------------------------------------------------------------------

def _lorenzo(other_played, own_played=()):
    s = with_leaders(adv(), 1, played=other_played)
    return ready(s, 0, hand=("lorenzo-de-medici",), played=own_played, victory_points=35)


def test_lorenzo_copies_only_leaders_another_player_has_played():
    s = _lorenzo(("bartolomeo-colleoni", "sigismondo-malatesta"),
                 own_played=("sandro-botticelli",))
    plays = {k for k in keys(s, 0) if k.startswith("leader play")}
    assert plays == {"leader play lorenzo-de-medici copy=bartolomeo-colleoni",
                     "leader play lorenzo-de-medici copy=sigismondo-malatesta"}


def test_lorenzo_nothing_to_copy_cannot_be_played():
    """Requirement met (35 VP) but no other player has played a leader: nothing to copy."""
    s = _lorenzo(())
    assert not any(k.startswith("leader play") for k in keys(s, 0))
    with pytest.raises(RuleViolation) as info:
        GAME.decide(s, 0, "leader play lorenzo-de-medici")
    assert info.value.code == "nothing_to_copy"


def test_lorenzo_does_not_copy_another_lorenzo():
    s = with_leaders(adv(), 1, played=("lorenzo-de-medici", "santa-rita"),
                     copies={"lorenzo-de-medici": "santa-rita"})
    s = ready(s, 0, hand=("lorenzo-de-medici",), victory_points=35)
    plays = {k for k in keys(s, 0) if k.startswith("leader play")}
    assert plays == {"leader play lorenzo-de-medici copy=santa-rita"}


def test_lorenzo_copied_once_per_round_ability_once_per_round():
    s = _lorenzo(("bartolomeo-colleoni",))
    s, events = act(s, 0, "leader play lorenzo-de-medici copy=bartolomeo-colleoni")
    assert of_type(events, ev.LeaderPlayed)[0].copies == "bartolomeo-colleoni"
    assert s.players[0].leader_copies == {"lorenzo-de-medici": "bartolomeo-colleoni"}
    s, events = act(s, 0, "leader activate lorenzo-de-medici")
    assert gained(events, 0) == {"victory_points": 4}
    assert rejected(s, 0, "leader activate lorenzo-de-medici") == "already_activated"
    s = my_turn(next_round(s), 0)
    s, events = act(s, 0, "leader activate lorenzo-de-medici")
    assert gained(events, 0) == {"victory_points": 4}


def test_lorenzo_copied_permanent_ability_works_like_the_card():
    s = with_tower(_lorenzo(("sigismondo-malatesta",)), "tower.green.2", WOODS)
    assert "place neutral tower.green.2" not in keys(s, 0)
    s, _ = act(s, 0, "leader play lorenzo-de-medici copy=sigismondo-malatesta")
    ks = keys(s, 0)
    assert "place neutral tower.green.2" in ks  # neutral +3
    assert not any(k.startswith("leader activate") for k in ks)


def test_lorenzo_copying_montefeltro():
    s = with_tower(_lorenzo(("federico-da-montefeltro",)), "tower.green.3", WOODS)
    s, _ = act(s, 0, "leader play lorenzo-de-medici copy=federico-da-montefeltro",
               "leader activate lorenzo-de-medici black", "place black tower.green.3")
    assert s.players[0].count("territory") == 1


def test_lorenzo_the_choice_is_final():
    s = _lorenzo(("bartolomeo-colleoni",))
    s, _ = act(s, 0, "leader play lorenzo-de-medici copy=bartolomeo-colleoni")
    s = with_leaders(s, 1, played=("bartolomeo-colleoni", "sandro-botticelli"))
    s = my_turn(s, 0)
    ks = keys(s, 0)
    assert not any(k.startswith("leader play") for k in ks)
    with pytest.raises(RuleViolation):
        GAME.decide(s, 0, "leader play lorenzo-de-medici copy=sandro-botticelli")
    assert s.players[0].leader_copies == {"lorenzo-de-medici": "bartolomeo-colleoni"}


def test_lorenzo_keeps_the_ability_if_the_copied_card_changes_hands():
    """The copy is of the ability: it stays even if the other player's situation changes."""
    s = _lorenzo(("bartolomeo-colleoni",))
    s, _ = act(s, 0, "leader play lorenzo-de-medici copy=bartolomeo-colleoni")
    s = with_leaders(s, 1)
    s, events = act(s, 0, "leader activate lorenzo-de-medici")
    assert gained(events, 0) == {"victory_points": 4}


def test_seat_1_leader_abilities_are_its_own():
    """Another seat's played leaders do nothing for this seat (only Lorenzo copies)."""
    s = with_leaders(adv(dice=(1, 1, 1)), 1, played=("ludovico-il-moro",))
    s = ready(s, 0)
    _, events = act(s, 0, "place black council")
    assert placed_value(events) == 1
