"""Every development card taken from a tower: its printed cost and its immediate effect.

Rule text (shared/seeds/000_…, "Türme", "Die Entwicklungskarten", "Wagnisse"): "Wer eine Karte
nehmen muss … muss immer die angegebenen Kosten zahlen"; ventures with two costs separated by a
slash let the player choose ("Du musst mindestens 4 Militärpunkte haben und zahlst 2
Militärpunkte - ODER du zahlst 1 Holz, 1 Stein und 2 Münzen"); "Ein sofortiger Effekt tritt
umgehend ein". The printed card data is the catalogue file (shared/reference/lorenzo_data.json,
vocabulary in lorenzo_data_report.md section 3): expectations are computed from that raw data,
not from the engine's parsed records.
"""
import pytest

from domain.lorenzo import events as ev
from domain.lorenzo.catalog.data import raw
from domain.lorenzo.state import NO_RES
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
    with_res,
    with_tower,
)

RAW = {c["id"]: c for c in raw()["development_cards"]}
COLOUR = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}
ALL_IDS = sorted(RAW)
RICH = {"coins": 20, "wood": 20, "stone": 20, "servants": 10, "military_points": 20,
        "faith_points": 0, "victory_points": 0}
# cards held beforehand (given without effects), so per-card gains count something; none of
# them has a permanent effect that changes taking a card
HELD = {"territory": (1, 2, 3), "building": (25, 26, 27), "character": (63, 64, 65),
        "venture": (73, 74, 75)}


def _held_for(cid: int) -> tuple[int, ...]:
    out = []
    for ids in HELD.values():
        out += [x for x in ids if x != cid][:2]
    return tuple(out)


def _cost_cases():
    for cid in ALL_IDS:
        n = len(RAW[cid]["cost_options"])
        if n <= 1:
            yield pytest.param(cid, None, id=f"{cid}-{RAW[cid]['slug']}")
        else:
            for k in range(1, n + 1):
                yield pytest.param(cid, k, id=f"{cid}-{RAW[cid]['slug']}-cost{k}")


def _bare(dice=(1, 1, 1)):
    """A 2-player game at round 1 with every tower floor empty."""
    s = new(players=2, dice=dice)
    return s._replace(towers={k: None for k in s.towers})


def _setup(cid: int, res: dict | None = None, held=None):
    """Seat 0 to move, the card alone on floor 1 of its tower, black member value 1."""
    s = _bare()
    s = with_tower(s, f"tower.{COLOUR[RAW[cid]['type']]}.1", cid)
    s = with_res(s, 0, **(RICH if res is None else res))
    s = with_cards(s, 0, *(_held_for(cid) if held is None else held))
    return turn_of(s, 0)


def _key(cid: int, k: int | None) -> str:
    return f"place black tower.{COLOUR[RAW[cid]['type']]}.1" + (f" cost={k}" if k else "")


def _expected_immediate(cid: int, p_after_cost) -> tuple[dict, list]:
    """Resources the card's immediate effects give, and the decisions it leaves, in card order.
    `p_after_cost`: the player holding the card (counts and resources for per-X gains)."""
    res, decisions = {}, []

    def add(d, times=1):
        for k, v in d.items():
            res[k] = res.get(k, 0) + v * times

    for eff in RAW[cid]["immediate_effects"]:
        t = eff["type"]
        if t == "gain_resources":
            add(eff["resources"])
        elif t == "gain_per_card":
            add(eff["resources"], p_after_cost.count(eff["card_type"]))
        elif t == "gain_per_resource":
            (what, per), = eff["per"].items()
            add(eff["resources"], p_after_cost.res[what] // per)
        elif t == "council_privilege":
            decisions.append(("privilege", eff["count"]))
        elif t == "take_card":
            decisions.append(("take", eff["card_type"], eff["action_value"],
                              eff.get("discount", {})))
        elif t in ("harvest_action", "production_action"):
            decisions.append((t.split("_")[0], eff["action_value"]))
        else:  # pragma: no cover
            raise AssertionError(t)
    return {k: v for k, v in res.items() if v}, decisions


def _decision_summary(d: dict) -> tuple:
    if d["kind"] == "privilege":
        return ("privilege", d["count"])
    if d["kind"] == "take":
        return ("take", d["card_type"], d["value"], d["discount"])
    return (d["kind"], d["value"])


@pytest.mark.parametrize(("cid", "k"), list(_cost_cases()))
def test_taking_a_card_pays_its_printed_cost_and_applies_its_immediate_effect(cid, k):
    """Taking the card from floor 1 pays exactly the printed cost (the chosen alternative of a
    venture) and then gives exactly the printed immediate effect ("Ein sofortiger Effekt tritt
    umgehend ein"); per-card gains count the card just taken (Paramour counts itself)."""
    s = _setup(cid)
    key = _key(cid, k)
    assert key in keys(s, 0)
    before = s.players[0]
    s, events = act(s, 0, key)
    p = s.players[0]
    assert of_type(events, ev.CardTaken)[0].card == cid
    assert cid in p.cards[RAW[cid]["type"]]
    costs = RAW[cid]["cost_options"]
    cost = costs[(k or 1) - 1]["pay"] if costs else {}
    assert paid(events, 0, "card-cost") == {x: v for x, v in cost.items() if v}
    assert paid(events, 0) == paid(events, 0, "card-cost")  # nothing else (no fee, no servants)
    want, decisions = _expected_immediate(cid, p)
    assert gained(events, 0, f"card:{cid}") == want
    assert gained(events, 0) == want  # floor 1: no tower bonus
    for r in NO_RES:
        assert p.res[r] == before.res[r] - cost.get(r, 0) + want.get(r, 0), r
    assert [(_decision_summary(d)) for _, d in s.pending] == decisions
    assert all(seat == 0 for seat, _ in s.pending)
    if not decisions:
        assert s.turn == 1  # the turn passed on to the next seat


VENTURES_WITH_MILITARY = [cid for cid in ALL_IDS if any(
    o["requires"] for o in RAW[cid]["cost_options"])]


def _military_option(cid):
    for i, o in enumerate(RAW[cid]["cost_options"], 1):
        if o["requires"]:
            return i, o


@pytest.mark.parametrize("cid", VENTURES_WITH_MILITARY,
                         ids=[RAW[c]["slug"] for c in VENTURES_WITH_MILITARY])
def test_military_cost_needs_the_required_points_held_and_pays_the_stated_ones(cid):
    """"Du musst mindestens 4 Militärpunkte haben und zahlst 2 Militärpunkte": the required
    points must be held (one fewer is not enough), only the stated points are paid."""
    i, opt = _military_option(cid)
    need, pay = opt["requires"]["military_points"], opt["pay"]["military_points"]
    assert need > pay
    k = i if len(RAW[cid]["cost_options"]) > 1 else None
    s = _setup(cid, {"military_points": need - 1}, held=())
    assert not any(x.startswith("place black tower.purple.1") for x in keys(s, 0))
    s = _setup(cid, {"military_points": need}, held=())
    assert keys(s, 0) >= {_key(cid, k)}
    assert not any(x.startswith("place black tower.purple.1") and x != _key(cid, k)
                   for x in keys(s, 0))
    s, events = act(s, 0, _key(cid, k))
    assert paid(events, 0, "card-cost") == {"military_points": pay}
    assert s.players[0].res["military_points"] == need - pay + \
        _expected_immediate(cid, s.players[0])[0].get("military_points", 0)


DOUBLE_COST = [cid for cid in ALL_IDS if len(RAW[cid]["cost_options"]) > 1]


@pytest.mark.parametrize("cid", DOUBLE_COST, ids=[RAW[c]["slug"] for c in DOUBLE_COST])
def test_two_cost_venture_offers_each_alternative_only_when_affordable(cid):
    """"Das bedeutet, dass der Spieler die Wahl hat, welche Art Kosten er zahlt": both
    alternatives are offered when both are affordable, each alone when only it is."""
    i, mil = _military_option(cid)
    j = 3 - i
    resources = RAW[cid]["cost_options"][j - 1]["pay"]
    s = _setup(cid, {**resources, **mil["requires"]}, held=())
    assert {k for k in keys(s, 0) if k.startswith("place black tower.purple.1")} == \
        {_key(cid, i), _key(cid, j)}
    s = _setup(cid, dict(resources), held=())
    assert {k for k in keys(s, 0) if k.startswith("place black tower.purple.1")} == \
        {_key(cid, j)}
    s = _setup(cid, dict(mil["requires"]), held=())
    assert {k for k in keys(s, 0) if k.startswith("place black tower.purple.1")} == \
        {_key(cid, i)}
    short = {r: v - 1 if r == next(iter(resources)) else v for r, v in resources.items()}
    s = _setup(cid, {**short, "military_points": mil["requires"]["military_points"] - 1},
               held=())
    assert not {k for k in keys(s, 0) if k.startswith("place black tower.purple.1")}


PAYING_CARDS = [cid for cid in ALL_IDS if RAW[cid]["cost_options"]
                and not any(o["requires"] for o in RAW[cid]["cost_options"])]


@pytest.mark.parametrize("cid", PAYING_CARDS, ids=[RAW[c]["slug"] for c in PAYING_CARDS])
def test_a_card_whose_cost_cannot_be_paid_cannot_be_taken(cid):
    """"Ist man nicht in der Lage, die Ressourcen zu zahlen, kann man diese Karte nicht
    nehmen": one unit short of any resource of the printed cost, the floor is not offered."""
    cost = RAW[cid]["cost_options"][0]["pay"]
    for short in cost:
        res = {r: v - (r == short) for r, v in cost.items()}
        s = _setup(cid, res, held=())
        colour = COLOUR[RAW[cid]["type"]]
        assert not any(f"tower.{colour}.1" in k for k in keys(s, 0)), short
    s = _setup(cid, dict(cost), held=())
    assert _key(cid, None) in keys(s, 0)


def test_paramour_counts_itself():
    """Paramour: 2 VP per character card, the Paramour included (report section 3,
    `gain_per_card`: "The Paramour counts itself")."""
    s = _setup(67, held=(63, 64))
    s, events = act(s, 0, _key(67, None))
    assert gained(events, 0, "card:67") == {"victory_points": 6}


def test_general_gives_one_vp_per_two_military_points_rounded_down():
    """General: 1 VP for every 2 military points held."""
    s = _setup(71, {"coins": 5, "military_points": 7}, held=())
    s, events = act(s, 0, _key(71, None))
    assert gained(events, 0, "card:71") == {"victory_points": 3}


# --- privileges -------------------------------------------------------------------------------

PRIVILEGE_CARDS = [cid for cid in ALL_IDS
                   if any(e["type"] == "council_privilege" for e in RAW[cid]["immediate_effects"])]


@pytest.mark.parametrize("cid", PRIVILEGE_CARDS, ids=[RAW[c]["slug"] for c in PRIVILEGE_CARDS])
def test_privileges_of_a_card_are_queued_with_the_count_and_must_differ(cid):
    """A card's council privileges: `count` of them, each a different option (the "≠" icon,
    "Der gleiche Bonus darf nicht zwei Mal genommen werden")."""
    count = next(e["count"] for e in RAW[cid]["immediate_effects"]
                 if e["type"] == "council_privilege")
    s = _setup(cid, held=())
    s, _ = act(s, 0, _key(cid, 1 if len(RAW[cid]["cost_options"]) > 1 else None))
    while pending_kind(s) != "privilege":  # e.g. a take action queued first: skip it
        s, _ = act(s, 0, "take none")
    chosen = []
    for option in range(1, count + 1):
        assert keys(s, 0) == {f"privilege {o}" for o in range(1, 6) if o not in chosen}
        s, events = act(s, 0, f"privilege {option}")
        chosen.append(option)
    assert pending_kind(s) != "privilege"
    assert len(of_type(events, ev.PrivilegeChosen)) == 1


# --- bonus take-card actions ------------------------------------------------------------------

TAKE_CARDS = {cid: next(e for e in RAW[cid]["immediate_effects"] if e["type"] == "take_card")
              for cid in ALL_IDS
              if any(e["type"] == "take_card" for e in RAW[cid]["immediate_effects"])}


def _reach_take(cid: int, s):
    """Take card `cid` from floor 1 (first cost), then skip decisions until the take."""
    s, _ = act(s, 0, _key(cid, None))
    while pending_kind(s) == "privilege":
        s, _ = act(s, 0, "privilege 5")
    assert pending_kind(s) == "take"
    return s


# cards to put on the floors for the bonus action: cheap and free of own bonus actions
TARGETS = {"territory": (7, 15, 13, 11), "character": (53, 54, 62, 61),
           "building": (31, 32, 39, 30), "venture": (74, 92, 78, 86)}


@pytest.mark.parametrize("cid", sorted(TAKE_CARDS), ids=[RAW[c]["slug"] for c in TAKE_CARDS])
def test_bonus_take_card_action_at_the_printed_value_and_type(cid):
    """"Eine Bonusaktion könnte sein, eine Karte ohne den Einsatz eines Familienmitglieds zu
    nehmen": the card's value (4, 6 or 7) reaches exactly the floors up to it (servants
    raise it 1:1 for the shortfall only), and only the printed card type (or any type)."""
    eff = TAKE_CARDS[cid]
    value, ctype = eff["action_value"], eff["card_type"]
    s = _bare()
    s = with_res(s, 0, coins=20, wood=20, stone=20, servants=1)
    towers = {}
    for t, colour in COLOUR.items():
        for floor in (2, 3, 4):
            towers[f"tower.{colour}.{floor}"] = TARGETS[t][floor - 1]
    s = s._replace(towers={**s.towers, **towers})
    s = turn_of(with_tower(s, f"tower.{COLOUR[RAW[cid]['type']]}.1", cid), 0)
    s = _reach_take(cid, s)
    ks = keys(s, 0)
    expect = {"take none"}
    for t, colour in COLOUR.items():
        if ctype not in ("any", t):
            continue
        for floor, need in ((2, 3), (3, 5), (4, 7)):
            space = f"tower.{colour}.{floor}"
            if colour == COLOUR[RAW[cid]["type"]]:
                continue  # that tower now holds our member: covered by the fee test
            short = max(0, need - value)
            if short <= 1:
                expect.add(f"take {space}" + (f" +{short}" if short else ""))
    # the bonus card's own cost: no discounts involved except the printed one
    assert {k for k in ks if not k.startswith(f"take tower.{COLOUR[RAW[cid]['type']]}.")} \
        == expect


def test_captain_takes_a_territory_at_6_plus_a_servant_for_floor_4_and_gets_the_bonus():
    """Captain: 2 military points and a territory at value 6; floor 4 (7) needs exactly 1
    servant; the floor bonus (2 wood) applies to a card's take action too."""
    s = _bare()
    s = with_tower(with_tower(s, "tower.blue.1", 57), "tower.green.4", 6)
    s = turn_of(with_res(s, 0, coins=4, servants=1), 0)
    s, events = act(s, 0, "place black tower.blue.1")
    assert gained(events, 0, "card:57") == {"military_points": 2}
    assert "take tower.green.4 +1" in keys(s, 0)
    assert "take tower.green.4" not in keys(s, 0)
    assert "take tower.green.4 +2" not in keys(s, 0)
    s, events = act(s, 0, "take tower.green.4 +1")
    assert paid(events, 0) == {"servants": 1}
    assert gained(events, 0, "tower.green.4") == {"wood": 2}
    assert s.players[0].cards["territory"] == (6,)
    assert gained(events, 0, "card:6") == {"military_points": 2, "servants": 1}


def test_architect_discount_takes_one_wood_and_one_stone_off_the_building():
    """Architect: a building at value 6 with a discount of 1 wood and 1 stone (both, no
    slash on the card). Military Academy (1 servant, 2 wood, 2 stone) costs 1/1/1."""
    s = _bare()
    s = with_tower(with_tower(s, "tower.blue.1", 58), "tower.yellow.2", 47)
    s = turn_of(with_res(s, 0, coins=4, servants=1, wood=1, stone=1), 0)
    s, _ = act(s, 0, "place black tower.blue.1")
    assert pending_kind(s) == "take" and s.pending[0][1]["value"] == 6
    assert "take tower.yellow.2" in keys(s, 0)
    s, events = act(s, 0, "take tower.yellow.2")
    assert paid(events, 0, "card-cost") == {"servants": 1, "wood": 1, "stone": 1}
    assert s.players[0].cards["building"] == (47,)


def test_architect_discount_does_not_go_below_zero_or_apply_to_coins():
    """The Architect's discount only removes wood and stone: Chapel (2 wood) costs 1 wood."""
    s = _bare()
    s = with_tower(with_tower(s, "tower.blue.1", 58), "tower.yellow.2", 31)
    s = turn_of(with_res(s, 0, coins=4, wood=1), 0)
    s, _ = act(s, 0, "place black tower.blue.1")
    s, events = act(s, 0, "take tower.yellow.2")
    assert paid(events, 0, "card-cost") == {"wood": 1}


def test_patron_discount_takes_two_coins_off_the_character():
    """Patron: a character at value 6 with a discount of 2 coins. The blue tower holds the
    Patron-taker's member, so the occupied-tower fee of 3 coins is due as for any take
    (report section 3, `take_card`: "The 3-coin fee for an occupied tower … apply")."""
    s = _bare()
    s = with_tower(with_tower(s, "tower.blue.1", 59), "tower.blue.2", 63)  # Papal Messenger 5
    s = turn_of(with_res(s, 0, coins=3 + 3 + 3), 0)
    s, _ = act(s, 0, "place black tower.blue.1")
    assert s.players[0].res["coins"] == 6
    assert "take tower.blue.2" in keys(s, 0)
    s, events = act(s, 0, "take tower.blue.2")
    assert paid(events, 0, "tower-fee") == {"coins": 3}
    assert paid(events, 0, "card-cost") == {"coins": 3}
    assert gained(events, 0, "card:63") == {"faith_points": 3}


def test_patron_bonus_take_is_not_offered_without_the_fee():
    """The occupied-tower fee must be payable from coins held: 5 coins after the Patron pay
    for the Papal Messenger (3) but not for the fee as well."""
    s = _bare()
    s = with_tower(with_tower(s, "tower.blue.1", 59), "tower.blue.2", 63)
    s = turn_of(with_res(s, 0, coins=3 + 5), 0)
    s, _ = act(s, 0, "place black tower.blue.1")
    assert keys(s, 0) == {"take none"}


def test_take_none_gives_up_the_bonus_action():
    """A bonus take action may find nothing worth taking: `take none` ends it, no payment."""
    s = _bare()
    s = turn_of(with_res(with_tower(s, "tower.blue.1", 56), 0, coins=3), 0)
    s, events = act(s, 0, "place black tower.blue.1")
    assert gained(events, 0, "card:56") == {"faith_points": 1}
    s, events = act(s, 0, "take none")
    assert not s.pending and not of_type(events, ev.CardTaken) and not paid(events, 0)


# --- bonus harvest / production actions --------------------------------------------------------

AREA_CARDS = {cid: next(e for e in RAW[cid]["immediate_effects"]
                        if e["type"] in ("harvest_action", "production_action"))
              for cid in ALL_IDS
              if any(e["type"] in ("harvest_action", "production_action")
                     for e in RAW[cid]["immediate_effects"])}
# a territory / building of each activation value, with plain gains
BY_VALUE = {"harvest": {1: 9, 2: 14, 3: 12, 4: 4, 5: 5, 6: 16},
            "production": {1: 43, 2: 41, 3: None, 4: None, 5: 25, 6: 40}}


def test_the_bonus_area_cards_are_cardinal_bishop_canals_and_roads():
    assert {c: (e["type"], e["action_value"]) for c, e in AREA_CARDS.items()} == {
        69: ("harvest_action", 4), 70: ("production_action", 4),
        85: ("harvest_action", 4), 94: ("production_action", 3)}


@pytest.mark.parametrize("cid", sorted(AREA_CARDS), ids=[RAW[c]["slug"] for c in AREA_CARDS])
def test_bonus_harvest_or_production_at_the_printed_value(cid):
    """Cardinal (harvest 4), Bishop (production 4), Improving the Canals (harvest 4),
    Improving the Roads (production 3): the action activates the bonus tile and exactly the
    cards of value <= the printed value; one servant raises it by one."""
    eff = AREA_CARDS[cid]
    action, value = eff["type"].split("_")[0], eff["action_value"]
    word = "harvest" if action == "harvest" else "produce"
    ctype = "territory" if action == "harvest" else "building"
    owned = [c for v, c in BY_VALUE[action].items() if c is not None]
    s = _bare()
    s = with_tower(s, f"tower.{COLOUR[RAW[cid]['type']]}.1", cid)
    cost = RAW[cid]["cost_options"][0]["pay"]
    s = with_cards(with_res(s, 0, **{**cost, "servants": cost.get("servants", 0) + 1}), 0,
                   *owned)
    s = turn_of(s, 0)
    s, events = act(s, 0, _key(cid, None))
    assert pending_kind(s) == action and s.pending[0][1]["value"] == value
    values = {next(p for p in RAW[c]["permanent_effects"] if p["type"] == action)["action_value"]
              for c in owned}
    # 1 servant held: "+1" is offered only when it activates one more card
    assert keys(s, 0) == {word} | ({f"{word} +1"} if value + 1 in values else set())
    s, events = act(s, 0, word)
    performed = of_type(events, ev.ActionPerformed)
    assert [(x.action, x.value) for x in performed] == [(action, value)]
    activated = {int(e.source.split(":")[1]) for e in of_type(events, ev.ResourcesGained)
                 if e.source.startswith("card:")}
    assert activated == {c for c in owned
                         if next(p for p in RAW[c]["permanent_effects"]
                                 if p["type"] == action)["action_value"] <= value}
    assert gained(events, 0, "bonus-tile")
    assert all(RAW[c]["type"] == ctype for c in activated)


def test_the_packaged_catalogue_is_the_cross_checked_card_data():
    """The expectations above read the packaged catalogue; it must hold the same cards as the
    cross-checked reference (shared/reference/lorenzo_data.json, minus its verification
    notes), when that file is at hand."""
    import json
    from pathlib import Path

    ref = Path("/work/shared/reference/lorenzo_data.json")
    if not ref.exists():
        pytest.skip("shared reference data not available")
    drop = ("verification", "notes", "name_it")
    want = [{k: v for k, v in c.items() if k not in drop}
            for c in json.loads(ref.read_text("utf-8"))["development_cards"]]
    got = [{k: v for k, v in c.items() if k not in drop} for c in raw()["development_cards"]]
    assert got == want
