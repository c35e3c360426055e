"""Final scoring ("Spielende und Schlusswertung"), with the end-game excommunications:
3-4 before scoring (-1 VP per 5 VP), 3-1/3-2/3-3 void a category, 3-5/3-6/3-7 after scoring."""
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import (
    CHARACTER_VP,
    GOODS,
    MILITARY_FIRST,
    MILITARY_SECOND,
    RESOURCES_PER_VP,
    TERRITORY_VP,
)
from domain.lorenzo.rules.values import excommunication_effects
from domain.lorenzo.state import Player, State

CATEGORIES = ("cards_and_actions", "faith", "territories", "characters", "ventures", "military",
              "resources", "excommunication", "total")


def military_awards(players) -> dict[int, int]:
    """5 VP for the most military points (all tied share it and nobody is second), else 2 VP
    for the second most (all tied there get 2)."""
    values = sorted({p.res["military_points"] for p in players}, reverse=True)
    out = {}
    top = [p for p in players if p.res["military_points"] == values[0]]
    for p in top:
        out[p.seat] = MILITARY_FIRST
    if len(top) == 1 and len(values) > 1:
        for p in players:
            if p.res["military_points"] == values[1]:
                out[p.seat] = MILITARY_SECOND
    return out


def _building_wood_stone(p: Player) -> int:
    total = 0
    for cid in p.cards["building"]:
        for cost in CARDS[cid].costs[:1]:
            total += cost.pay.get("wood", 0) + cost.pay.get("stone", 0)
    return total


def score_player(p: Player, military: int) -> dict:
    vp = p.res["victory_points"]
    void = set()
    before = after = 0
    for eff in excommunication_effects(p):
        t = eff["type"]
        if t == "no_end_game_victory_points":
            void.add(eff["card_type"])
        elif t == "end_game_lose_victory_points":
            if "per" in eff:
                (what, per), = eff["per"].items()
                if eff["timing"] == "before_final_scoring":
                    before += eff["lose"] * (vp // per)
                else:
                    after += eff["lose"] * (p.res[what] // per)
            elif "per_building_card_cost" in eff:
                after += eff["lose"] * _building_wood_stone(p)
            elif "per_resource_in_supply" in eff:
                after += eff["lose"] * sum(p.res[k] for k in eff["per_resource_in_supply"])
    b = {
        "cards_and_actions": vp - p.faith_vp,
        "faith": p.faith_vp,
        "territories": 0 if "territory" in void else TERRITORY_VP[p.count("territory")],
        "characters": 0 if "character" in void else CHARACTER_VP[p.count("character")],
        "ventures": 0 if "venture" in void else sum(CARDS[c].end_vp for c in p.cards["venture"]),
        "military": military,
        "resources": sum(p.res[k] for k in GOODS) // RESOURCES_PER_VP,
        "excommunication": -(before + after),
    }
    short = sum(b.values())
    if short < 0:  # nobody drops below 0 VP: the loss stops there, and the parts still add up
        b["excommunication"] -= short
    b["total"] = sum(b.values())
    return b


def final_scores(s: State) -> tuple[list[dict], list[int]]:
    """Score breakdown per seat and the ranking (ties: further ahead in turn order wins)."""
    awards = military_awards(s.players)
    scores = [score_player(p, awards.get(p.seat, 0)) for p in s.players]
    ranking = sorted(range(s.n), key=lambda seat: (-scores[seat]["total"],
                                                   s.turn_order.index(seat)))
    return scores, ranking
