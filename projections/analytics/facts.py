"""Per-game facts gathered while a Lorenzo game is played, turned into counter increments
when it finishes. Pure functions over records (no SQL here)."""
from __future__ import annotations

BREAKDOWN = ("territories", "characters", "ventures", "faith", "military", "resources",
             "cards_and_actions", "excommunication")


def start(r) -> dict:
    f = r.fields
    return {"game": f["game"], "variant": f["variant"], "players": len(f["seats"]),
            "turn_order": None, "offered": set(), "taken": {}, "leaders": {},
            "reports": {}, "excommunicated": set(), "actions": 0, "events": 0, "ended": None}


def step(acc: dict, r) -> dict:
    if r.kind != "GameEvent":
        return acc
    f = r.fields
    d = f["data"]
    t = d.get("type")
    acc["events"] += 1
    if f["action"] is not None and f["part"] == 1:
        acc["actions"] += 1
    if t == "GameSetUp":
        acc["turn_order"] = list(d["turn_order"])
    elif t == "RoundStarted":
        for cards in d["cards"].values():
            acc["offered"].update(c for c in cards if c is not None)
    elif t == "CardTaken":
        acc["taken"][d["card"]] = d["seat"]
    elif t in ("LeaderPlayed", "LeaderDiscarded", "LeaderActivated"):
        flags = acc["leaders"].setdefault((d["seat"], d["leader"]), [0, 0, 0])
        flags[("LeaderPlayed", "LeaderDiscarded", "LeaderActivated").index(t)] += 1
    elif t == "VaticanReport":
        acc["reports"][d["period"]] = d["tile"]
    elif t == "Excommunicated":
        acc["excommunicated"].add((d["seat"], d["tile"]))
    elif t == "GameEnded":
        acc["ended"] = {"scores": d["scores"], "ranking": d["ranking"], "winner": d["winner"]}
    return acc


def increments(acc: dict, day: str) -> list[tuple[str, tuple, dict]]:
    """(table, key, counters) rows for a finished game; key starts (variant, players, day)."""
    end = acc["ended"]
    base = (acc["variant"], acc["players"], day)
    out = [("rm_an_games", base, {"games": 1, "actions": acc["actions"],
                                  "events": acc["events"]})]
    scores, winner = end["scores"], end["winner"]
    order = acc["turn_order"] or list(range(acc["players"]))
    for seat, sc in enumerate(scores):
        won = int(seat == winner)
        out.append(("rm_an_seats", (*base, seat), {"games": 1, "wins": won,
                                                   "score": sc["total"]}))
        out.append(("rm_an_turns", (*base, order.index(seat)),
                    {"games": 1, "wins": won, "score": sc["total"]}))
        for part in BREAKDOWN:
            out.append(("rm_an_breakdown", (*base, part), {"seats": 1,
                                                           "points": sc.get(part, 0)}))
    for card in acc["offered"] | set(acc["taken"]):
        taker = acc["taken"].get(card)
        taken = taker is not None
        out.append(("rm_an_cards", (*base, card), {
            "offered": int(card in acc["offered"]), "taken": int(taken),
            "taken_offered": int(taken and card in acc["offered"]),
            "taker_wins": int(taken and taker == winner),
            "taker_score": scores[taker]["total"] if taken else 0}))
    for (seat, leader), (played, discarded, activated) in acc["leaders"].items():
        out.append(("rm_an_leaders", (*base, leader), {
            "played": int(played > 0), "discarded": int(discarded > 0),
            "activated": activated, "played_wins": int(played > 0 and seat == winner)}))
    for period, tile in acc["reports"].items():
        hit = sum(1 for _, t in acc["excommunicated"] if t == tile)
        out.append(("rm_an_excomm", (*base, period, tile),
                    {"exposed": acc["players"], "excommunicated": hit}))
    return out
