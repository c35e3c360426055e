"""The analysts' numbers as a client takes them away: a real `signoria serve` (SQLite and
PostgreSQL), finished Lorenzo and Patrizier games, and every figure checked against what the
same client reads of those games (results, logs), filtered by player count and dates, and a
player's drill-down."""
from __future__ import annotations

import time
from collections import Counter

import pytest

from tests.contract.client import CREATE, Client

REGISTER = """mutation($n: String!) { registerPlayer(input: {name: $n}) {
  ... on PlayerRegistered { key player { id } } } }"""
CONCEDE = """mutation($g: ID!) { concede(input: {gameId: $g}) { __typename } }"""
RESULT = """query($g: ID!) { game(id: $g) { status seats { player { id } }
  result { ranks scores { seat total } winners } } }"""
DIST = "{ count mean min p25 median p75 max buckets { value count } }"
ANALYTICS = """query($g: GameName!, $f: AnalyticsFilter) { analytics(game: $g, filter: $f) {
  games meanActions
  scoreDistribution """ + DIST + """ winnerScoreDistribution """ + DIST + """
  lengthDistribution """ + DIST + """
  details { __typename
    ... on LorenzoAnalytics { firstCards { card { number } seats wins winRate meanScore } }
    ... on PatrizierAnalytics { cities { city { slug } games scored tilesWon
                                         tilesWonByWinners tileWinnerWinRate }
                                heads { head setSeats setWinRate } } } } }"""
DRILL = """query($p: ID!, $f: AnalyticsFilter) { playerAnalytics(game: LORENZO, player: $p,
  filter: $f) { player { id } rating { mu sigma ordinal games } games wins winRate meanScore
  meanRank history { gameId variant players seat rank score won finishedAt
                     rating { mu sigma ordinal muBefore } } } }"""
BY_SEAT = """query($g: GameName!) { analytics(game: $g) { byPlayers { players games
  seats { place games wins winRate meanScore } turnOrder { place games wins meanScore } } } }"""
EVENTS = """query($g: ID!, $a: String) { gameEvents(gameId: $g, after: $a, first: 100) {
  nodes { type seat data cursor } pageInfo { hasNextPage endCursor } } }"""


@pytest.fixture(scope="module")
def client(served):
    c = Client(served.base)
    yield c
    c.close()


def finish(client: Client, game: str, players: list[dict], seed: int,
           concede: bool = False) -> dict:
    c = client(CREATE, {"i": {"game": game, "seed": seed, "players": players}})["createGame"]
    gid = c["game"]["id"]
    if concede:  # the human leaves at once: a bot plays the seat on, ranked last
        assert client(CONCEDE, {"g": gid}, c["seats"][0]["token"])[
            "concede"]["__typename"] == "SeatCommandDone"
    deadline = time.monotonic() + 120
    while (g := client(RESULT, {"g": gid})["game"])["status"] != "FINISHED":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.3)
    return {"id": gid, **g}


def analytics(client: Client, game: str, f: dict | None, games: int) -> dict:
    deadline = time.monotonic() + 15
    while (a := client(ANALYTICS, {"g": game, "f": f})["analytics"])["games"] < games:
        assert time.monotonic() < deadline, a["games"]  # the projection follows the end
        time.sleep(0.2)
    return a


def check(dist: dict, values: list[int]) -> None:
    """A distribution is exactly the histogram of `values` with its summary."""
    s = sorted(values)
    assert dist["buckets"] == [{"value": v, "count": n} for v, n in sorted(Counter(s).items())]
    assert dist["count"] == len(s) and dist["mean"] == pytest.approx(sum(s) / len(s), abs=1e-3)
    assert (dist["min"], dist["max"]) == (s[0], s[-1])
    assert s[0] <= dist["p25"] <= dist["median"] <= dist["p75"] <= s[-1]
    assert sum(1 for v in s if v <= dist["median"]) >= len(s) / 2


def check_by_seat(client: Client, game: str, games: list[dict]) -> None:
    """Win rate by seat for each player count equals the games' results, seat by seat; each
    count's turn-order positions share out the same seats and wins."""
    want: dict = {}
    for g in games:
        for s in g["result"]["scores"]:
            row = want.setdefault(len(g["seats"]), {}).setdefault(s["seat"], [0, 0, 0])
            row[0] += 1
            row[1] += g["result"]["ranks"][s["seat"]] == 0
            row[2] += s["total"]
    got = client(BY_SEAT, {"g": game})["analytics"]["byPlayers"]
    assert {b["players"] for b in got} == set(want)
    for b in got:
        rows = want[b["players"]]
        assert [(x["place"], x["games"], x["wins"]) for x in b["seats"]] == [
            (seat, n, w) for seat, (n, w, _) in sorted(rows.items())]
        for x in b["seats"]:
            n, w, total = rows[x["place"]]
            assert x["winRate"] == pytest.approx(w / n, abs=1e-4)
            assert x["meanScore"] == pytest.approx(total / n, abs=1e-4)
        assert sorted(x["place"] for x in b["turnOrder"]) == list(range(b["players"]))
        assert sum(x["games"] for x in b["turnOrder"]) == sum(n for n, _, _ in rows.values())
        assert sum(x["wins"] for x in b["turnOrder"]) == sum(w for _, w, _ in rows.values())
        assert sum(x["meanScore"] * x["games"] for x in b["turnOrder"]) == pytest.approx(
            sum(t for _, _, t in rows.values()), abs=0.01)


def log(client: Client, gid: str) -> list[dict]:
    out, after = [], None
    while True:
        page = client(EVENTS, {"g": gid, "a": after})["gameEvents"]
        out += page["nodes"]
        if not page["pageInfo"]["hasNextPage"]:
            return out
        after = page["pageInfo"]["endCursor"]


def test_lorenzo_numbers_filters_and_a_players_drill_down(client):
    reg = client(REGISTER, {"n": "Ann"})["registerPlayer"]
    ann = reg["player"]["id"]
    me = {"name": "Ann", "playerKey": reg["key"]}
    games = [finish(client, "LORENZO", [me, {"bot": "GREEDY"}], 31, concede=True),
             finish(client, "LORENZO", [me, {"bot": "RANDOM"}, {"bot": "GREEDY"}], 32,
                    concede=True),
             finish(client, "LORENZO", [{"bot": "RANDOM"}, {"bot": "GREEDY"}], 33)]
    a = analytics(client, "LORENZO", None, 3)
    scores = [s["total"] for g in games for s in g["result"]["scores"]]
    check(a["scoreDistribution"], scores)
    check(a["winnerScoreDistribution"], [g["result"]["scores"][w]["total"] for g in games
                                         for w in g["result"]["winners"]])
    assert a["lengthDistribution"]["count"] == 3
    check_by_seat(client, "LORENZO", games)
    assert a["lengthDistribution"]["mean"] == pytest.approx(a["meanActions"], abs=1e-3)
    first: Counter = Counter()  # (card, won) of each seat's first card, from the logs
    for g in games:
        firsts = {}
        for e in log(client, g["id"]):
            if e["type"] == "CardTaken":
                firsts.setdefault(e["seat"], e["data"]["card"])
        first.update((card, seat in g["result"]["winners"]) for seat, card in firsts.items())
    got = {x["card"]["number"]: x for x in a["details"]["firstCards"]}
    assert {c: (x["seats"], x["wins"]) for c, x in got.items()} == {
        c: (first[(c, True)] + first[(c, False)], first[(c, True)])
        for c in {c for c, _ in first}}

    three = analytics(client, "LORENZO", {"players": 3}, 1)
    assert three["games"] == 1
    check(three["scoreDistribution"], [s["total"] for s in games[1]["result"]["scores"]])
    today = time.strftime("%Y-%m-%d", time.gmtime())
    assert analytics(client, "LORENZO", {"since": today, "until": today}, 3)["games"] == 3
    assert client(ANALYTICS, {"g": "LORENZO", "f": {"until": "2000-01-01"}})["analytics"][
        "games"] == 0

    drill = client(DRILL, {"p": ann})["playerAnalytics"]
    assert [h["gameId"] for h in drill["history"]] == [g["id"] for g in games[:2]]
    for h, g in zip(drill["history"], games[:2], strict=True):
        assert (h["seat"], h["rank"], h["score"], h["won"]) == (
            0, g["result"]["ranks"][0], g["result"]["scores"][0]["total"], False)
        assert h["rank"] == len(g["seats"]) - 1  # conceded: last
        assert h["players"] == len(g["seats"]) and h["variant"] == "basic"
    assert (drill["games"], drill["wins"], drill["winRate"]) == (2, 0, 0)
    assert drill["history"][0]["rating"]["muBefore"] == 25
    assert drill["rating"]["mu"] == drill["history"][-1]["rating"]["mu"]
    assert drill["rating"]["games"] == 2
    only3 = client(DRILL, {"p": ann, "f": {"players": 3}})["playerAnalytics"]
    assert [h["gameId"] for h in only3["history"]] == [games[1]["id"]]
    assert only3["rating"] == drill["rating"]  # the current rating, whatever the filter
    body = client(DRILL, {"p": "p-nobody"}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "player_not_found"
    elsewhere = client(DRILL.replace("LORENZO", "PATRIZIER"), {"p": ann})["playerAnalytics"]
    assert (elsewhere["rating"], elsewhere["games"], elsewhere["history"]) == (None, 0, [])
    assert client("query($p: ID!) { ratingHistory(game: PATRIZIER, player: $p) { gameId } }",
                  {"p": ann})["ratingHistory"] == []  # known on Lorenzo's ladder only


def test_patrizier_numbers_by_city_and_head(client):
    games = [finish(client, "PATRIZIER", [{"bot": "GREEDY"}, {"bot": "RANDOM"},
                                          {"bot": "GREEDY"}], seed) for seed in (41, 42)]
    a = analytics(client, "PATRIZIER", None, 2)
    check(a["scoreDistribution"], [s["total"] for g in games for s in g["result"]["scores"]])
    check_by_seat(client, "PATRIZIER", games)
    cities = a["details"]["cities"]
    scored: Counter = Counter()
    tiles: Counter = Counter()
    for g in games:
        for e in log(client, g["id"]):
            if e["type"] == "CityScored":
                scored[e["data"]["city"]] += 1
                for award in e["data"]["awards"]:
                    if award["seat"] is not None:
                        tiles[(e["data"]["city"], award["seat"] in g["result"]["winners"])] += 1
    by = {c["city"]["slug"]: c for c in cities}
    assert {s: c["scored"] for s, c in by.items() if c["scored"]} == dict(scored)
    for slug, c in by.items():
        assert 1 <= c["games"] <= 2
        assert (c["tilesWon"], c["tilesWonByWinners"]) == (
            tiles[(slug, True)] + tiles[(slug, False)], tiles[(slug, True)])
        if c["tilesWon"]:
            assert c["tileWinnerWinRate"] == pytest.approx(
                c["tilesWonByWinners"] / c["tilesWon"], abs=1e-4)
    assert all(h["setWinRate"] is None or 0 <= h["setWinRate"] <= 1
               for h in a["details"]["heads"])
