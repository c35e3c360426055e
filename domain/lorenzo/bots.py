"""Bots: `random` (uniform over the legal actions) and `greedy` (one-step heuristic value).

Both only ever choose among `legal_actions`, and take their randomness from the Rng they are
given, so a bot game is reproducible from its seeds."""
from __future__ import annotations

from domain.lorenzo import random_pick
from domain.lorenzo.catalog import CARDS, LEADERS
from domain.lorenzo.catalog.board import CHARACTER_VP, PRIVILEGE_OPTIONS, TERRITORY_VP
from domain.lorenzo.legal import legal_actions
from domain.lorenzo.rules.harvest_production import AREA_TYPE, exchange_options
from domain.lorenzo.state import State
from domain.shared.rng import Rng

BOT_KINDS = ("random", "greedy")
WORTH = {"victory_points": 1.0, "military_points": 0.35, "faith_points": 0.6, "coins": 0.3,
         "wood": 0.35, "stone": 0.35, "servants": 0.25}


def worth(res: dict) -> float:
    return sum(WORTH.get(k, 0) * v for k, v in res.items())


def _effects_worth(effects, s: State, seat: int) -> float:
    total = 0.0
    p = s.players[seat]
    for e in effects:
        t = e["type"]
        if t == "gain_resources":
            total += worth(e["resources"])
        elif t == "council_privilege":
            total += 0.9 * e["count"]
        elif t == "gain_per_card":
            total += worth(e["resources"]) * (p.count(e["card_type"]) + 1)
        elif t == "gain_per_resource":
            (what, per), = e["per"].items()
            total += worth(e["resources"]) * (p.res[what] // per)
        else:
            total += 2.0  # a bonus action
    return total


def card_worth(s: State, seat: int, cid: int) -> float:
    c = CARDS[cid]
    p = s.players[seat]
    n = p.count(c.type)
    v = _effects_worth(c.immediate, s, seat) + c.end_vp
    rounds_left = max(0, 6 - s.round)
    if c.type == "territory":
        v += TERRITORY_VP.get(n + 1, 0) - TERRITORY_VP.get(n, 0) + 0.8 * rounds_left
    elif c.type == "character":
        v += CHARACTER_VP.get(n + 1, 0) - CHARACTER_VP.get(n, 0)
        if c.tower_bonus or c.harvest_bonus or c.production_bonus:
            v += 0.5 * rounds_left
    elif c.type == "building":
        v += 0.7 * rounds_left
    return v


def _score(s: State, seat: int, a) -> float:
    f, kind = a.fields, a.kind
    if kind in ("place", "take"):
        space = f.get("space")
        if space is None:
            return 0.0
        base = -0.3 * f.get("servants", 0)
        area = space.split(".", 1)[0]
        if area == "tower":
            return base + card_worth(s, seat, f["card"]) - worth(f["pay"]) - 0.3 * f["fee"]
        if area == "market":
            return base + {"1": 1.6, "2": 1.3, "3": 1.9, "4": 1.9}[space[-1]]
        if area == "council":
            return base + 1.1
        p = s.players[seat]
        active = sum(1 for c in p.cards[AREA_TYPE[area]]
                     if CARDS[c].activation_value <= f["value"])
        return base + 0.9 + 1.3 * active
    if kind in ("harvest", "production"):
        return -0.3 * f["servants"] + f["value"] * 0.1
    if kind == "privilege":
        res = PRIVILEGE_OPTIONS[f["option"]]
        faith_need = 2.0 if "faith_points" in res and s.round % 2 == 0 else 0.0
        return worth(res) + faith_need
    if kind == "exchange":
        if not f["option"]:
            return 0.0
        o = exchange_options(f["card"])[f["option"] - 1]
        return _effects_worth(o["gain"], s, seat) - worth(o["pay"])
    if kind == "support":
        return 1.0
    if kind == "leader_play":
        return 3.0
    if kind == "leader_activate":
        return 2.0
    if kind == "leader_discard":
        lead = LEADERS[f["leader"]]
        return 0.5 if s.round >= 5 or sum(lead.cards.values()) >= 8 else -1.0
    if kind == "draft":
        return -LEADERS[f["leader"]].id * 0.01
    return 0.0


def choose(s: State, seat: int, kind: str, rng: Rng) -> str:
    if kind == "random":  # the key alone: no description is built for it
        return random_pick.pick(s, seat, rng)
    acts = legal_actions(s, seat)
    if not acts.keys:
        raise ValueError(f"seat {seat} has nothing to do")
    if kind == "greedy":
        best, best_score = acts[0], float("-inf")
        for a in acts:
            sc = _score(s, seat, a) + rng.below(1000) * 1e-6  # break ties reproducibly
            if sc > best_score:
                best, best_score = a, sc
        return best.key
    raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")
