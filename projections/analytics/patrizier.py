"""Patrizier's analytics plug-in (projections.analytics.plugins): city majorities by city size
(5, 7 and 9 floors: cities in play and scored, fame tiles won, and how many of them the game's
winners won) and by city (how often a tile's winner won the game), head sets by head type
(heads collected, sets of 3 scored, by winners; how often a seat with a set won), and the
turn order: seats from the start player (chosen by lot) on, clockwise."""
from __future__ import annotations

from domain.patrizier.catalog import CITIES
from domain.patrizier.rules.final_scoring import SET_SIZE, heads_count
from projections.analytics.plugins import clockwise_order, ratio

TABLES = {
    "rm_an_patrizier_cities": (("floors",), ("games", "in_play", "scored", "tiles", "fame",
                                             "winner_tiles", "winner_fame", "both_tiles")),
    "rm_an_patrizier_heads": (("head",), ("seats", "heads", "sets", "winner_seats",
                                          "winner_sets", "set_seats", "set_seat_wins")),
    "rm_an_patrizier_city": (("city",), ("games", "scored", "tiles", "winner_tiles")),
}
TEXT_KEYS = {"head", "city"}


def start() -> dict:
    return {"set_up": None, "scored": [], "played": {}}


def step(facts: dict, d: dict) -> None:
    t = d.get("type")
    if t == "GameSetUp":
        facts["set_up"] = {"players": d["players"], "start_seat": d["start_seat"],
                           "cities": list(d["cities"])}
    elif t == "CityScored":
        facts["scored"].append({"city": d["city"], "awards": d["awards"]})
    elif t == "CardPlayed":
        facts["played"].setdefault(d["seat"], []).append(d["card"])


def turn_order(facts: dict) -> list[int] | None:
    """Seats in turn order: the start seat first, then clockwise (seat order)."""
    return clockwise_order(facts["set_up"])


def _cities(facts: dict, won: set) -> list[tuple[str, tuple, dict]]:
    """One row per city size: cities in play and scored, tiles and fame won (by winners)."""
    keys = TABLES["rm_an_patrizier_cities"][1]
    sizes: dict[int, dict] = {}
    for city in (facts["set_up"] or {"cities": []})["cities"]:
        row = sizes.setdefault(CITIES[city].floors, dict.fromkeys(keys, 0))
        row["games"], row["in_play"] = 1, row["in_play"] + 1
    for d in facts["scored"]:
        row = sizes[CITIES[d["city"]].floors]
        row["scored"] += 1
        seats = [a["seat"] for a in d["awards"] if a["seat"] is not None]
        row["both_tiles"] += int(len(seats) == 2 and seats[0] == seats[1])
        for a in d["awards"]:
            if a["seat"] is not None:
                row["tiles"] += 1
                row["fame"] += a["fame"]
                row["winner_tiles"] += int(a["seat"] in won)
                row["winner_fame"] += a["fame"] if a["seat"] in won else 0
    return [("rm_an_patrizier_cities", (floors,), row) for floors, row in sizes.items()]


def _by_city(facts: dict, won: set) -> list[tuple[str, tuple, dict]]:
    """One row per city in play: scored or not, its tiles won and by the game's winners."""
    rows = {city: {"games": 1, "scored": 0, "tiles": 0, "winner_tiles": 0}
            for city in (facts["set_up"] or {"cities": []})["cities"]}
    for d in facts["scored"]:
        row = rows[d["city"]]
        row["scored"] = 1
        for a in d["awards"]:
            if a["seat"] is not None:
                row["tiles"] += 1
                row["winner_tiles"] += int(a["seat"] in won)
    return [("rm_an_patrizier_city", (city,), row) for city, row in rows.items()]


def _heads(facts: dict, seats: int, won: set) -> list[tuple[str, tuple, dict]]:
    """One row per seat and head type: heads on its played stack and sets of 3 scored."""
    out = []
    for seat in range(seats):
        winner = seat in won
        for head, n in heads_count(facts["played"].get(seat, [])).items():
            sets = n // SET_SIZE
            out.append(("rm_an_patrizier_heads", (head,), {
                "seats": 1, "heads": n, "sets": sets, "winner_seats": int(winner),
                "winner_sets": sets if winner else 0, "set_seats": int(sets > 0),
                "set_seat_wins": int(sets > 0 and winner)}))
    return out


def increments(facts: dict, game) -> list[tuple[str, tuple, dict]]:
    won = set(game.outcome.winners)
    return _cities(facts, won) + _by_city(facts, won) + _heads(facts, len(game.seats), won)


def section(rows) -> dict:
    cities = rows("rm_an_patrizier_cities", ["floors"], list(TABLES["rm_an_patrizier_cities"][1]))
    heads = rows("rm_an_patrizier_heads", ["head"], list(TABLES["rm_an_patrizier_heads"][1]))
    by_city = rows("rm_an_patrizier_city", ["city"], list(TABLES["rm_an_patrizier_city"][1]))
    return {
        "city_sizes": [{
            "floors": int(r["floors"]), "games": r["games"], "cities_in_play": r["in_play"],
            "cities_scored": r["scored"], "tiles_won": r["tiles"], "fame_won": r["fame"],
            "tiles_won_by_winners": r["winner_tiles"], "fame_won_by_winners": r["winner_fame"],
            "both_tiles_won": r["both_tiles"],
            "scored_rate": ratio(r["scored"], r["in_play"]),
            "winner_tile_share": ratio(r["winner_tiles"], r["tiles"]),
            "mean_fame_per_game": ratio(r["fame"], r["games"])} for r in cities],
        "heads": [{
            "head": r["head"], "seats": r["seats"], "heads": r["heads"], "sets": r["sets"],
            "winner_seats": r["winner_seats"], "winner_sets": r["winner_sets"],
            "mean_heads": ratio(r["heads"], r["seats"]),
            "mean_sets": ratio(r["sets"], r["seats"]),
            "winner_mean_sets": ratio(r["winner_sets"], r["winner_seats"]),
            "set_seats": r["set_seats"],
            "set_win_rate": ratio(r["set_seat_wins"], r["set_seats"])} for r in heads],
        "cities": [{
            "city": r["city"], "games": r["games"], "scored": r["scored"],
            "tiles_won": r["tiles"], "tiles_won_by_winners": r["winner_tiles"],
            "tile_winner_win_rate": ratio(r["winner_tiles"], r["tiles"])} for r in by_city],
    }
