"""Florenza's analytics plug-in (projections.analytics.plugins): fame by source (works of art,
full palaces, workshops, houses, clerics, the cardinal, occupations, failures), works of art
completed and failed by place (palace, church, Florentine buildings, cathedral) with
masterpieces, offices held (captain, bishop, cardinal: rounds), and the turn order of round 1
(the generic statistics add win rate by seat and by that order)."""
from __future__ import annotations

from domain.florenza.state import art_field
from projections.analytics.plugins import ratio

TABLES = {
    "rm_an_florenza_fame": (("source",), ("seats", "fame", "winner_seats", "winner_fame")),
    "rm_an_florenza_works": (("place",), ("games", "completed", "failed", "masterpieces",
                                          "winner_completed")),
    "rm_an_florenza_offices": (("office",), ("games", "rounds", "winner_rounds")),
}
TEXT_KEYS = {"source", "place", "office"}
SOURCES = ("works", "full_palace", "workshops", "houses", "clerics", "cardinal", "occupation",
           "failures")
PLACES = ("palace", "church", "florentine", "cathedral")
OFFICES = ("captain", "bishop", "cardinal")


def start() -> dict:
    return {"order": None, "fame": {}, "works": {}, "offices": {}}


def _fame(facts: dict, seat: int, source: str, points: int) -> None:
    if points:
        mine = facts["fame"].setdefault(seat, {})
        mine[source] = mine.get(source, 0) + points


def _work(facts: dict, d: dict, counter: str) -> None:
    place = art_field(d["art"])[0].place
    row = facts["works"].setdefault((d["seat"], place), {"completed": 0, "failed": 0,
                                                         "masterpieces": 0})
    row[counter] += 1
    if counter == "completed" and d["masterpiece"]:
        row["masterpieces"] += 1


def _offices(facts: dict, d: dict) -> None:
    if d["cardinal"] is not None:
        _fame(facts, d["cardinal"], "cardinal", d["cardinal_fame"])
    for office in OFFICES:
        if d[office] is not None:
            key = (d[office], office)
            facts["offices"][key] = facts["offices"].get(key, 0) + 1


def step(facts: dict, d: dict) -> None:
    t = d.get("type")
    if t == "GameSetUp":
        facts["order"] = list(d["order"])
    elif t == "WorkCompleted":
        _fame(facts, d["seat"], "works", d["gains"].get("fame", 0))
        _fame(facts, d["seat"], "full_palace", d["set_bonus"].get("fame", 0))
        _work(facts, d, "completed")
    elif t == "WorkFailed":
        _fame(facts, d["seat"], "failures", -d["fame_lost"])
        _work(facts, d, "failed")
    elif t in ("BuildingActivated", "IncomeReceived"):
        source = "workshops" if t == "BuildingActivated" else "houses"
        _fame(facts, d["seat"], source, d["gains"].get("fame", 0))
    elif t == "BuildingFinished":
        _fame(facts, d["seat"], "workshops", d["fame"])
    elif t == "BuildingAbandoned":
        _fame(facts, d["seat"], "failures", -d["fame_lost"])
    elif t == "ClericDonated":
        _fame(facts, d["seat"], "clerics", d["gained"].get("fame", 0) - d["paid"].get("fame", 0))
    elif t == "BuildingOccupied" and d["fame_paid"]:
        _fame(facts, d["seat"], "occupation", -d["fame_paid"])
        _fame(facts, d["owner"], "occupation", d["fame_paid"])
    elif t == "OfficesNamed":
        _offices(facts, d)


def turn_order(facts: dict) -> list[int] | None:
    """Round 1's turn order (drawn by lot)."""
    return facts["order"]


def increments(facts: dict, game) -> list[tuple[str, tuple, dict]]:
    won = set(game.outcome.winners)
    seats = range(len(game.seats))
    out = []
    for source in SOURCES:
        for seat in seats:
            fame = facts["fame"].get(seat, {}).get(source, 0)
            w = seat in won
            out.append(("rm_an_florenza_fame", (source,), {
                "seats": 1, "fame": fame, "winner_seats": int(w), "winner_fame": fame * w}))
    for place in PLACES:
        row = {"games": 1, "completed": 0, "failed": 0, "masterpieces": 0,
               "winner_completed": 0}
        for seat in seats:
            mine = facts["works"].get((seat, place))
            if mine:
                for k in ("completed", "failed", "masterpieces"):
                    row[k] += mine[k]
                row["winner_completed"] += mine["completed"] if seat in won else 0
        out.append(("rm_an_florenza_works", (place,), row))
    for office in OFFICES:
        held = {seat: facts["offices"].get((seat, office), 0) for seat in seats}
        out.append(("rm_an_florenza_offices", (office,), {
            "games": 1, "rounds": sum(held.values()),
            "winner_rounds": sum(n for seat, n in held.items() if seat in won)}))
    return out


def section(rows) -> dict:
    fame = rows("rm_an_florenza_fame", ["source"], list(TABLES["rm_an_florenza_fame"][1]))
    works = rows("rm_an_florenza_works", ["place"], list(TABLES["rm_an_florenza_works"][1]))
    offices = rows("rm_an_florenza_offices", ["office"],
                   list(TABLES["rm_an_florenza_offices"][1]))
    return {
        "fame_by_source": [{
            "source": r["source"], "seats": r["seats"], "fame": r["fame"],
            "winner_seats": r["winner_seats"], "winner_fame": r["winner_fame"],
            "mean_fame": ratio(r["fame"], r["seats"]),
            "winner_mean_fame": ratio(r["winner_fame"], r["winner_seats"])} for r in fame],
        "works": [{
            "place": r["place"], "games": r["games"], "completed": r["completed"],
            "failed": r["failed"], "masterpieces": r["masterpieces"],
            "winner_completed": r["winner_completed"],
            "mean_completed": ratio(r["completed"], r["games"]),
            "failure_rate": ratio(r["failed"], r["completed"] + r["failed"])} for r in works],
        "offices": [{
            "office": r["office"], "games": r["games"], "rounds": r["rounds"],
            "winner_rounds": r["winner_rounds"],
            "winner_share": ratio(r["winner_rounds"], r["rounds"])} for r in offices],
    }
