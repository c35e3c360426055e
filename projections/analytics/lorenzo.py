"""Lorenzo's analytics plug-in: cards offered and taken (and how their takers did), each seat's
first card taken (and how it did), leaders played / discarded / activated, excommunications
per period and tile."""
from __future__ import annotations

from projections.analytics.plugins import ratio

TABLES = {
    "rm_an_lorenzo_cards": (("card",), ("offered", "taken", "taken_offered", "taker_wins",
                                        "taker_score")),
    "rm_an_lorenzo_leaders": (("leader",), ("played", "discarded", "activated",
                                            "played_wins")),
    "rm_an_lorenzo_excomm": (("period", "tile"), ("exposed", "excommunicated")),
    "rm_an_lorenzo_first": (("card",), ("seats", "wins", "score")),
}
TEXT_KEYS = {"leader", "tile"}
_LEADER_EVENTS = ("LeaderPlayed", "LeaderDiscarded", "LeaderActivated")


def start() -> dict:
    return {"turn_order": None, "offered": set(), "taken": {}, "first": {}, "leaders": {},
            "reports": {}, "excommunicated": set()}


_COUNTED = frozenset({"GameSetUp", "RoundStarted", "CardTaken", *_LEADER_EVENTS,
                      "VaticanReport", "Excommunicated"})


def step(facts: dict, d: dict) -> None:
    t = d.get("type")
    if t not in _COUNTED:  # most events: one lookup, not the chain below (a rebuild's cost)
        return
    if t == "GameSetUp":
        facts["turn_order"] = list(d["turn_order"])
    elif t == "RoundStarted":
        for cards in d["cards"].values():
            facts["offered"].update(c for c in cards if c is not None)
    elif t == "CardTaken":
        facts["taken"][d["card"]] = d["seat"]
        facts["first"].setdefault(d["seat"], d["card"])
    elif t in _LEADER_EVENTS:
        flags = facts["leaders"].setdefault((d["seat"], d["leader"]), [0, 0, 0])
        flags[_LEADER_EVENTS.index(t)] += 1
    elif t == "VaticanReport":
        facts["reports"][d["period"]] = d["tile"]
    elif t == "Excommunicated":
        facts["excommunicated"].add((d["seat"], d["tile"]))


def turn_order(facts: dict) -> list[int] | None:
    return facts["turn_order"]


def increments(facts: dict, game) -> list[tuple[str, tuple, dict]]:
    offered, taken = facts["offered"], facts["taken"]
    o = game.outcome
    won = set(o.winners)
    out = []
    for card in offered | set(taken):
        taker = taken.get(card)
        got = taker is not None
        out.append(("rm_an_lorenzo_cards", (card,), {
            "offered": int(card in offered), "taken": int(got),
            "taken_offered": int(got and card in offered),
            "taker_wins": int(got and taker in won),
            "taker_score": o.scores[taker] if got else 0}))
    for seat, card in facts["first"].items():
        out.append(("rm_an_lorenzo_first", (card,), {
            "seats": 1, "wins": int(seat in won), "score": o.scores[seat]}))
    for (seat, leader), (played, discarded, activated) in facts["leaders"].items():
        out.append(("rm_an_lorenzo_leaders", (leader,), {
            "played": int(played > 0), "discarded": int(discarded > 0),
            "activated": activated, "played_wins": int(played > 0 and seat in won)}))
    for period, tile in facts["reports"].items():
        hit = sum(1 for _, x in facts["excommunicated"] if x == tile)
        out.append(("rm_an_lorenzo_excomm", (period, tile),
                    {"exposed": len(game.seats), "excommunicated": hit}))
    return out


def section(rows) -> dict:
    cards = rows("rm_an_lorenzo_cards", ["card"], ["offered", "taken", "taken_offered",
                                                   "taker_wins", "taker_score"])
    leaders = rows("rm_an_lorenzo_leaders", ["leader"],
                   ["played", "discarded", "activated", "played_wins"])
    first = rows("rm_an_lorenzo_first", ["card"], ["seats", "wins", "score"])
    periods = rows("rm_an_lorenzo_excomm", ["period"], ["exposed", "excommunicated"])
    tiles = rows("rm_an_lorenzo_excomm", ["period", "tile"], ["exposed", "excommunicated"])
    return {
        "cards": [{"card": int(r["card"]), "offered": int(r["offered"]),
                   "taken": int(r["taken"]),
                   "taken_when_offered": ratio(r["taken_offered"], r["offered"]),
                   "taker_win_rate": ratio(r["taker_wins"], r["taken"]),
                   "taker_mean_score": ratio(r["taker_score"], r["taken"])} for r in cards],
        "first_cards": [{"card": int(r["card"]), "seats": r["seats"], "wins": r["wins"],
                         "win_rate": ratio(r["wins"], r["seats"]),
                         "mean_score": ratio(r["score"], r["seats"])} for r in first],
        "leaders": [{"leader": r["leader"], "played": int(r["played"]),
                     "discarded": int(r["discarded"]), "activated": int(r["activated"]),
                     "win_rate": ratio(r["played_wins"], r["played"])} for r in leaders],
        "excommunication": {
            "periods": [{"period": int(r["period"]), "exposed": int(r["exposed"]),
                         "excommunicated": int(r["excommunicated"]),
                         "rate": ratio(r["excommunicated"], r["exposed"])} for r in periods],
            "tiles": [{"tile": r["tile"], "period": int(r["period"]),
                       "exposed": int(r["exposed"]),
                       "excommunicated": int(r["excommunicated"]),
                       "rate": ratio(r["excommunicated"], r["exposed"])} for r in tiles],
        },
    }
