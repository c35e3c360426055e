"""Il Vecchio's analytics plug-in (projections.analytics.plugins): power points by source (the
scoring categories, for all seats and for the winners), the tracks (members placed, who held
the majority and whether a winner did) and the province tiles (taken, used, by winners). Win
rates by seat and player count are the generic statistics (rm_an_seats, filtered by players)."""
from __future__ import annotations

from domain.ilvecchio.catalog import TRACKS
from domain.ilvecchio.rules.scoring import CATEGORIES, majority_of
from projections.analytics.plugins import clockwise_order, ratio

TABLES = {
    "rm_an_ilvecchio_sources": (("source",), ("seats", "points", "winner_seats",
                                              "winner_points")),
    "rm_an_ilvecchio_tracks": (("track",), ("games", "members", "winner_members", "held",
                                            "winner_held")),
    "rm_an_ilvecchio_tiles": (("tile",), ("taken", "used", "winner_taken")),
}
TEXT_KEYS = {"source", "track", "tile"}


def start() -> dict:
    return {"set_up": None, "tracks": {t: [] for t in TRACKS}, "tiles": {}, "used": set()}


def step(facts: dict, d: dict) -> None:
    t = d.get("type")
    if t == "GameSetUp":
        facts["set_up"] = {"players": d["players"], "start_seat": d["start_seat"]}
    elif t == "TrackEntered":
        facts["tracks"][d["track"]].append(d["seat"])
    elif t == "ProvinceTaken":
        facts["tiles"][d["tile"]] = d["seat"]
    elif t == "TileUsed" and d["turn_over"]:
        facts["used"].add(d["tile"])


def turn_order(facts: dict) -> list[int] | None:
    """The start player first, then clockwise (seat order)."""
    return clockwise_order(facts["set_up"])


def increments(facts: dict, game) -> list[tuple[str, tuple, dict]]:
    o = game.outcome
    won = set(o.winners)
    out = []
    for seat, parts in enumerate(o.breakdown):
        w = seat in won
        for source in CATEGORIES:
            pts = int(parts.get(source, 0))
            out.append(("rm_an_ilvecchio_sources", (source,), {
                "seats": 1, "points": pts, "winner_seats": int(w),
                "winner_points": pts if w else 0}))
    for track, seats in facts["tracks"].items():
        holder = majority_of(seats)
        out.append(("rm_an_ilvecchio_tracks", (track,), {
            "games": 1, "members": len(seats),
            "winner_members": sum(1 for x in seats if x in won),
            "held": int(holder is not None), "winner_held": int(holder in won)}))
    for tile, seat in facts["tiles"].items():
        out.append(("rm_an_ilvecchio_tiles", (tile,), {
            "taken": 1, "used": int(tile in facts["used"]), "winner_taken": int(seat in won)}))
    return out


def section(rows) -> dict:
    sources = rows("rm_an_ilvecchio_sources", ["source"],
                   list(TABLES["rm_an_ilvecchio_sources"][1]))
    tracks = rows("rm_an_ilvecchio_tracks", ["track"], list(TABLES["rm_an_ilvecchio_tracks"][1]))
    tiles = rows("rm_an_ilvecchio_tiles", ["tile"], list(TABLES["rm_an_ilvecchio_tiles"][1]))
    order = {c: i for i, c in enumerate(CATEGORIES)}
    return {
        "sources": sorted(({
            "source": r["source"], "seats": r["seats"], "points": r["points"],
            "mean_points": ratio(r["points"], r["seats"]),
            "winner_seats": r["winner_seats"], "winner_points": r["winner_points"],
            "winner_mean_points": ratio(r["winner_points"], r["winner_seats"])}
            for r in sources), key=lambda x: order.get(x["source"], 99)),
        "tracks": [{
            "track": r["track"], "games": r["games"], "members": r["members"],
            "mean_members": ratio(r["members"], r["games"]),
            "winner_members": r["winner_members"], "held": r["held"],
            "winner_held": r["winner_held"],
            "winner_held_share": ratio(r["winner_held"], r["held"])} for r in tracks],
        "tiles": [{
            "tile": r["tile"], "taken": r["taken"], "used": r["used"],
            "used_rate": ratio(r["used"], r["taken"]), "winner_taken": r["winner_taken"]}
            for r in tiles],
    }
