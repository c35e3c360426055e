"""What the dashboard tests compare with: the API's analytics (generic part and each game's own
selection), the numbers every chart of the page must draw from them, and the same figures
computed independently from the finished games' results (read as a client reads them)."""
from __future__ import annotations

import csv
import io
from collections import Counter

import pytest

from tests.web.clicks import gql

DIST = "buckets { value count } count mean min p25 median p75 max"
PLACE = "place games wins winRate meanScore"
GENERIC = f"""games meanActions seats {{ {PLACE} }} turnOrder {{ {PLACE} }}
  byPlayers {{ players games meanActions seats {{ {PLACE} }} turnOrder {{ {PLACE} }} }}
  days {{ day games }} scoreBreakdown {{ category mean }} scoreDistribution {{ {DIST} }}
  winnerScoreDistribution {{ {DIST} }} lengthDistribution {{ {DIST} }}"""
# each game's own statistics, as its dashboard part draws them
OWN = {
    "LORENZO": """... on LorenzoAnalytics {
        cards { card { number type } offered taken takerWinRate }
        firstCards { card { number } seats wins winRate }
        leaders { leader { name } played discarded activated winRate }
        excommunicationPeriods { exposed excommunicated rate } }""",
    "PATRIZIER": """... on PatrizierAnalytics {
        cities { city { slug } tilesWon tilesWonByWinners tileWinnerWinRate }
        heads { head meanSets winnerMeanSets setWinRate }
        citySizes { floors citiesInPlay citiesScored winnerTileShare } }""",
    "ILVECCHIO": """... on IlVecchioAnalytics {
        sources { source meanPoints winnerMeanPoints }
        tracks { track held winnerHeld winnerHeldShare }
        tiles { tile { id } taken used usedRate } }""",
    "FLORENZA": """... on FlorenzaAnalytics {
        fameBySource { source meanFame winnerMeanFame }
        works { place completed failed masterpieces failureRate }
        offices { office rounds winnerRounds winnerShare } }""",
}
ANALYTICS = """query($g: GameName!, $f: AnalyticsFilter) { analytics(game: $g, filter: $f) {
  %s details { %s } } }"""
FINISHED = """query($g: GameName!, $a: String) { games(filter: {game: $g, status: FINISHED},
  first: 50, after: $a) { nodes { id players result { ranks scores { seat total
  parts { category points } } } }
  pageInfo { hasNextPage endCursor } } }"""
SUMMARY = ("min", "p25", "median", "p75", "max", "mean")


def analytics(server: str, game: str, f: dict | None = None) -> dict:
    return gql(server, ANALYTICS % (GENERIC, OWN[game]), {"g": game, "f": f})["analytics"]


def cols(rows: list[dict], *fields: str) -> list[list]:
    return [[r[f] for r in rows] for f in fields]


def histogram(*dists: dict) -> tuple[list[int], list[list[int]]]:
    values = sorted({b["value"] for d in dists for b in d["buckets"]})
    return values, [[next((b["count"] for b in d["buckets"] if b["value"] == v), 0)
                     for v in values] for d in dists]


def generic_charts(a: dict) -> dict[str, list[list]]:
    """Every generic chart's drawn series, from the analytics answer."""
    places = range(max((b["players"] for b in a["byPlayers"]), default=0))

    def by_count(pick):
        return [[next((r["winRate"] for r in b[pick] if r["place"] == p), None) for p in places]
                for b in a["byPlayers"]]

    scores = (a["scoreDistribution"], a["winnerScoreDistribution"])
    return {
        "seats": cols(a["seats"], "meanScore", "winRate"),
        "order": cols(a["turnOrder"], "meanScore", "winRate"),
        "seats-by-players": by_count("seats"),
        "order-by-players": by_count("turnOrder"),
        "scores": histogram(*scores)[1],
        "score-quartiles": [[d[k] for k in SUMMARY] for d in scores],
        "lengths": histogram(a["lengthDistribution"])[1],
        "length-quartiles": [[a["lengthDistribution"][k] for k in SUMMARY]],
        "length": cols(a["byPlayers"], "meanActions"),
        "players": cols(a["byPlayers"], "games"),
        "days": cols(a["days"], "games"),
        "breakdown": cols(a["scoreBreakdown"], "mean"),
    }


def own_charts(game: str, d: dict) -> dict[str, list[list]]:
    """The game's own charts' drawn series, from its `details` (in the page's order)."""
    if game == "LORENZO":
        cards = sorted((c for c in d["cards"] if c["card"]["type"] == "TERRITORY"),
                       key=lambda c: c["card"]["number"])
        firsts = sorted(d["firstCards"], key=lambda c: (-c["seats"], c["card"]["number"]))
        leaders = sorted(d["leaders"], key=lambda x: x["leader"]["name"])
        out = {"cards": cols(cards, "offered", "taken", "takerWinRate"),
               "first-cards": cols(firsts, "seats", "winRate"),
               "excommunications": cols(d["excommunicationPeriods"], "exposed",
                                        "excommunicated", "rate")}
        if leaders:
            out["leaders"] = cols(leaders, "played", "discarded", "activated", "winRate")
        return out
    if game == "PATRIZIER":
        return {"cities": cols(d["cities"], "tilesWon", "tilesWonByWinners", "tileWinnerWinRate"),
                "heads": cols(d["heads"], "meanSets", "winnerMeanSets", "setWinRate"),
                "city-sizes": cols(d["citySizes"], "citiesInPlay", "citiesScored",
                                   "winnerTileShare")}
    if game == "ILVECCHIO":
        return {"sources": cols(d["sources"], "meanPoints", "winnerMeanPoints"),
                "tracks": cols(d["tracks"], "held", "winnerHeld", "winnerHeldShare"),
                "tiles": cols(d["tiles"], "taken", "used", "usedRate")}
    return {"fame": cols(d["fameBySource"], "meanFame", "winnerMeanFame"),
            "works": cols(d["works"], "completed", "failed", "masterpieces", "failureRate"),
            "offices": cols(d["offices"], "rounds", "winnerRounds", "winnerShare")}


def finished_results(server: str, game: str) -> list[dict]:
    out, after = [], None
    while True:
        page = gql(server, FINISHED, {"g": game, "a": after})["games"]
        out += page["nodes"]
        if not page["pageInfo"]["hasNextPage"]:
            return out
        after = page["pageInfo"]["endCursor"]


def check_against_results(a: dict, games: list[dict]) -> None:
    """The generic numbers are those of the finished games' results: results by seat, by seat
    and player count, and the score distributions of every seat and of the winners."""
    assert a["games"] == len(games)
    seats: dict = {}
    by_count: dict = {}
    everyone, winners = Counter(), Counter()
    for g in games:
        for s in g["result"]["scores"]:
            won = g["result"]["ranks"][s["seat"]] == 0
            for row in (seats.setdefault(s["seat"], [0, 0, 0]),
                        by_count.setdefault((g["players"], s["seat"]), [0, 0, 0])):
                row[0] += 1
                row[1] += won
                row[2] += s["total"]
            everyone[s["total"]] += 1
            winners[s["total"]] += won
    assert [(r["place"], r["games"], r["wins"]) for r in a["seats"]] == [
        (seat, n, w) for seat, (n, w, _) in sorted(seats.items())]
    for r in a["seats"]:
        n, w, total = seats[r["place"]]
        assert abs(r["meanScore"] - total / n) < 1e-3 and abs(r["winRate"] - w / n) < 1e-3
    for b in a["byPlayers"]:
        for r in b["seats"]:
            n, w, _ = by_count[(b["players"], r["place"])]
            assert (r["games"], r["wins"]) == (n, w)
    assert {(x["value"], x["count"]) for x in a["scoreDistribution"]["buckets"]} == set(
        everyone.items())
    means = part_means(games)
    assert {b["category"]: b["mean"] for b in a["scoreBreakdown"]} == pytest.approx(
        {c: m for c, (m, _) in means.items()}, abs=1e-3)
    assert {(x["value"], x["count"]) for x in a["winnerScoreDistribution"]["buckets"]} == {
        (v, n) for v, n in winners.items() if n}


def part_means(games: list[dict]) -> dict[str, tuple[float, float | None]]:
    """{score category: (mean points per seat, mean points per winning seat)}."""
    points: dict = {}
    for g in games:
        for s in g["result"]["scores"]:
            won = g["result"]["ranks"][s["seat"]] == 0
            for p in s["parts"]:
                row = points.setdefault(p["category"], [0, 0, 0, 0])
                row[0] += p["points"]
                row[1] += 1
                row[2] += p["points"] if won else 0
                row[3] += won
    return {c: (t / n, wt / w if w else None) for c, (t, n, wt, w) in points.items()}


def check_own_against_results(game: str, details: dict, games: list[dict]) -> None:
    """A game's own figures that its results also tell: Il Vecchio's power points by source
    are its score categories, for every seat and for the winners."""
    if game != "ILVECCHIO":
        return
    means = part_means(games)
    for s in details["sources"]:
        mean, winners = means[camel(s["source"])]
        assert s["meanPoints"] == pytest.approx(mean, abs=1e-3), s
        assert s["winnerMeanPoints"] == pytest.approx(winners, abs=1e-3), s


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(w.title() for w in rest)


def parse_csv(text: str) -> tuple[list[str], list[list[str]]]:
    rows = list(csv.reader(io.StringIO(text)))
    return rows[0], rows[1:]


def number(cell: str):
    """A CSV cell as the API's number (empty: null)."""
    if cell == "":
        return None
    value = float(cell)
    return int(value) if value.is_integer() and "." not in cell else value
