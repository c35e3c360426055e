"""A readable one-line description of every stored event (for the game log)."""
from __future__ import annotations

from domain.lorenzo.catalog import CARDS, LEADERS
from domain.lorenzo.catalog.board import PRIVILEGE_OPTIONS


def _res(res: dict | None) -> str:
    if not res:
        return "nothing"
    return ", ".join(f"{v} {k.replace('_points', ' points').replace('_', ' ')}"
                     for k, v in res.items())


def _card(cid) -> str:
    return f"{CARDS[cid].name} (#{cid})" if cid in CARDS else str(cid)


def _leader(slug) -> str:
    return LEADERS[slug].name if slug in LEADERS else "a leader"


def describe_event(d: dict) -> str:
    t = d["type"]
    seat = f"Seat {d['seat']}" if "seat" in d else ""
    if t == "GameSetUp":
        return (f"{d['players']}-player {d['variant']} game set up; turn order "
                f"{d['turn_order']}; excommunication tiles {', '.join(d['excommunications'])}")
    if t == "RoundStarted":
        dice = ", ".join(f"{k} {v}" for k, v in d["dice"].items())
        return f"Round {d['round']} (period {d['period']}) begins; dice: {dice}"
    if t == "MemberPlaced":
        extra = f" spending {d['servants']} servants" if d["servants"] else ""
        return f"{seat} places the {d['member']} member on {d['space']} (value {d['value']}){extra}"
    if t == "ResourcesGained":
        return f"{seat} receives {_res(d['resources'])} from {d['source']}"
    if t == "ResourcesPaid":
        return f"{seat} pays {_res(d['resources'])} ({d['reason']})"
    if t == "CardTaken":
        return f"{seat} takes {_card(d['card'])} from {d['space']}"
    if t == "ActionPerformed":
        return f"{seat} performs a {d['action']} action at value {d['value']} ({d['source']})"
    if t == "DecisionsQueued":
        kinds = ", ".join(x["kind"] for x in d["decisions"])
        return f"{seat} must decide: {kinds}"
    if t in ("DecisionUpdated", "DecisionResolved"):
        return f"{seat} decision {'updated' if t == 'DecisionUpdated' else 'resolved'}"
    if t == "PrivilegeChosen":
        return f"{seat} chooses the privilege {_res(PRIVILEGE_OPTIONS[d['option']])}"
    if t == "ExchangeChosen":
        opt = f"option {d['option']}" if d["option"] else "no exchange"
        return f"{seat} uses {opt} of {_card(d['card'])}"
    if t == "TurnPassed":
        return f"{seat} passes"
    if t == "TurnEnded":
        return f"{seat} ends the turn"
    if t == "VaticanReport":
        return (f"Vatican report of period {d['period']}: {d['threshold']} faith points needed "
                f"(tile {d['tile']})")
    if t == "ChurchSupported":
        return (f"{seat} supports the Church: gives up {d['faith']} faith points for "
                f"{d['victory_points']} victory points")
    if t == "Excommunicated":
        how = "is excommunicated" if d["forced"] else "chooses excommunication"
        return f"{seat} {how} (tile {d['tile']})"
    if t == "FaithScored":
        return f"{seat} scores {d['victory_points']} victory points for {d['faith']} faith points"
    if t == "RoundEnded":
        return f"Round {d['round']} ends; next turn order {d['turn_order']}"
    if t == "GameEnded":
        totals = ", ".join(f"seat {i}: {s['total']}" for i, s in enumerate(d["scores"]))
        return f"Game over. Seat {d['winner']} wins ({totals})"
    if t == "BonusTileChosen":
        return f"{seat} chooses personal bonus tile {d['tile']}"
    if t == "LeaderDrafted":
        return f"{seat} keeps {_leader(d['leader'])}" if d.get("leader") else \
            f"{seat} keeps a leader"
    if t == "DraftHandsPassed":
        return "Draft hands are passed to the right"
    if t == "LeaderDiscarded":
        return f"{seat} discards {_leader(d['leader'])}"
    if t == "LeaderPlayed":
        extra = f" copying {_leader(d['copies'])}" if d.get("copies") else ""
        return f"{seat} plays {_leader(d['leader'])}{extra}"
    if t == "LeaderActivated":
        extra = f" ({d['member']} becomes {d['value']})" if d.get("member") else ""
        return f"{seat} activates {_leader(d['leader'])}{extra}"
    return t
