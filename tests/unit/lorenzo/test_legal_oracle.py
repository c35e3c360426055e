"""`legal_actions` is optimised (prepared offers, caches); this oracle enumerates placements the
slow, obvious way from the rule text — every member, space and servant count — and the two must
agree on every placement decision of many seeded games (basic and advanced)."""
import pytest

from domain.lorenzo import GAME
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import (
    FLOOR_BONUS,
    FLOOR_VALUES,
    TERRITORY_MILITARY,
)
from domain.lorenzo.legal import legal_for_key
from domain.lorenzo.playout import play_game
from domain.lorenzo.rules.harvest_production import AREA_TYPE
from domain.lorenzo.rules.placement import ALL_SPACES, occupancy_problem, space_open
from domain.lorenzo.rules.values import excommunication_effects, member_value
from domain.lorenzo.state import MEMBERS


def _rate(p):
    return 2 if any(e["type"] == "servants_per_action_value_point"
                    for e in excommunication_effects(p)) else 1


def _net(p, res):
    out = dict(res)
    for e in excommunication_effects(p):
        if e["type"] == "resource_gain_malus":
            for k in e["resources"]:
                if k in out:
                    out[k] = max(0, out[k] - e["amount"])
    return out


def _chars(p):
    return [CARDS[c] for c in p.cards["character"]]


def _tower_keys(s, p, member, space, value_before_servants, r, rate):
    colour, floor = space.split(".")[1], int(space.split(".")[2])
    card = CARDS[s.towers[space]]
    mod = sum(c.tower_bonus.value for c in _chars(p)
              if c.tower_bonus and c.tower_bonus.card_type == card.type)
    mod += sum(e["value"] for e in excommunication_effects(p)
               if e["type"] == "action_value_modifier" and e["action"] == "tower"
               and e["card_type"] == card.type)
    need = FLOOR_VALUES[floor - 1]
    value = value_before_servants + mod + r
    if value < need or (r > 0 and value - 1 >= need):  # servants: exactly the shortfall
        return []
    if len(p.cards[card.type]) >= 6:
        return []
    res = dict(p.res)
    res["servants"] -= r * rate
    occupied = any(s.occupants.get(f"tower.{colour}.{f}") for f in (1, 2, 3, 4))
    if occupied and not p.leader_active("filippo-brunelleschi"):
        if res["coins"] < 3:
            return []
        res["coins"] -= 3
    if not any(floor in c.no_floor_bonus for c in _chars(p)):
        for k, v in _net(p, FLOOR_BONUS[(colour, floor)]).items():
            res[k] += v
    if (card.type == "territory" and not p.leader_active("cesare-borgia")
            and res["military_points"] < TERRITORY_MILITARY[len(p.cards["territory"])]):
        return []
    fixed, options = {}, [{}]
    for c in _chars(p):
        tb = c.tower_bonus
        if tb and tb.card_type == card.type:
            for k, v in tb.discount.items():
                fixed[k] = fixed.get(k, 0) + v
            if tb.discount_options:
                options = list(tb.discount_options)
    costs = card.costs or [type("Free", (), {"requires": {}, "pay": {}})()]
    keys = []
    for ci, cost in enumerate(costs, 1):
        pays = []
        for o in options:
            pay = dict(cost.pay)
            if not cost.requires:
                for k in pay:
                    pay[k] = max(0, pay[k] - fixed.get(k, 0) - o.get(k, 0))
                if p.leader_active("pico-della-mirandola") and pay.get("coins"):
                    pay["coins"] = max(0, pay["coins"] - 3)
            pays.append({k: v for k, v in pay.items() if v})
        distinct = len({tuple(sorted(x.items())) for x in pays}) > 1
        for di, pay in enumerate(pays, 1):
            if not distinct and di > 1:
                continue
            if all(res[k] >= v for k, v in cost.requires.items()) and \
                    all(res[k] >= v for k, v in pay.items()):
                key = f"place {member} {space}" + (f" +{r}" if r else "")
                key += f" cost={ci}" if len(costs) > 1 else ""
                key += f" disc={di}" if distinct else ""
                keys.append(key)
    return keys


def oracle_placements(s, seat) -> set[str]:
    p = s.players[seat]
    rate = _rate(p)
    keys = set()
    for member in MEMBERS:
        if member in p.placed:
            continue
        mv = member_value(s, p, member)
        for space in ALL_SPACES:
            if not space_open(space, s.n) or occupancy_problem(s, p, member, space):
                continue
            area = space.split(".")[0]
            for r in range(0, p.res["servants"] // rate + 1):
                key = f"place {member} {space}" + (f" +{r}" if r else "")
                if area == "tower":
                    keys.update(_tower_keys(s, p, member, space, mv, r, rate))
                elif area in ("market", "council"):
                    if mv + r >= 1 and (r == 0 or mv + r - 1 < 1):
                        keys.add(key)
                else:
                    if mv + r < 1:
                        continue
                    bonus = sum(c.harvest_bonus if area == "harvest" else c.production_bonus
                                for c in _chars(p))
                    bonus += sum(e["value"] for e in excommunication_effects(p)
                                 if e["type"] == "action_value_modifier" and e["action"] == area)
                    value = mv + r + bonus + (-3 if space.endswith(".2") else 0)
                    minimum = max(0, 1 - mv)
                    marks = {1} | {CARDS[c].activation_value for c in p.cards[AREA_TYPE[area]]}
                    if r == minimum or (r > minimum and value in marks):
                        keys.add(key)
    return keys


@pytest.mark.parametrize("variant,players,seeds", [("basic", 4, range(12)),
                                                    ("basic", 2, range(12)),
                                                    ("advanced", 3, range(12))])
def test_legal_placements_match_the_oracle_at_every_decision(variant, players, seeds):
    checked = 0
    for seed in seeds:
        def check(state, event, seed=seed):
            nonlocal checked
            if state is None or state.phase != "actions" or state.pending or state.acted:
                return
            seat = state.current_seat
            if seat is None:
                return
            got = {k for k in GAME.legal_actions(state, seat).keys if k.startswith("place ")}
            want = oracle_placements(state, seat)
            assert got == want, (seed, seat)
            # decide checks one key by enumerating only that member on that space
            fresh = state._replace()  # a new object: no memoised full list to fall back on
            for key in sorted(want)[::7]:
                assert legal_for_key(fresh, seat, key).find(key) is not None, key
                wrong = key + " +9" if "+" not in key else key.replace("+", "+1")
                assert legal_for_key(fresh, seat, wrong).find(wrong) is None, wrong
            checked += 1
        play_game(players, 300 + seed, ("random", "greedy"), variant, on_event=check)
    assert checked > 100
