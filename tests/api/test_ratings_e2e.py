"""Ratings as a client meets them: a real `signoria serve` (SQLite and PostgreSQL), registered
players and a bot in Lorenzo games, concessions, the ladder and a player's history with the
skill model's figures (mu, sigma, the display ordinal) and the deprecated Elo names."""
from __future__ import annotations

import time

import pytest

from tests.contract.client import CREATE, Client

REGISTER = """mutation($n: String!) { registerPlayer(input: {name: $n}) {
  ... on PlayerRegistered { key player { id } } } }"""
CONCEDE = """mutation($g: ID!) { concede(input: {gameId: $g}) { __typename
  ... on SeatCommandDone { consistency } ... on Error { code message } } }"""
LADDER = """{ ratings(game: LORENZO) { nodes { player { id kind } mu sigma ordinal rating
  games } } }"""
HISTORY = """query($p: ID!) { ratingHistory(game: LORENZO, player: $p) { gameId rank players
  mu sigma ordinal muBefore sigmaBefore ordinalBefore before after } }"""


@pytest.fixture(scope="module")
def client(served):
    c = Client(served.base)
    yield c
    c.close()


def play(client: Client, keys: dict, concede_order: list[str], seed: int) -> str:
    """A game of Ann, Bea (registered) and a greedy bot; the humans concede in that order
    (a bot plays their seats on) and the bots finish it."""
    c = client(CREATE, {"i": {"seed": seed, "players": [
        {"name": "Ann", "playerKey": keys["Ann"]}, {"name": "Bea", "playerKey": keys["Bea"]},
        {"bot": "GREEDY"}]}})["createGame"]
    gid = c["game"]["id"]
    tokens = {"Ann": c["seats"][0]["token"], "Bea": c["seats"][1]["token"]}
    for name in concede_order:
        done = client(CONCEDE, {"g": gid}, tokens[name])["concede"]
        assert done["__typename"] == "SeatCommandDone", done
    deadline = time.monotonic() + 120
    while client("query($g: ID!) { game(id: $g) { status } }", {"g": gid})["game"][
            "status"] != "FINISHED":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.3)
    return gid


def ladder(client: Client) -> dict:
    deadline = time.monotonic() + 10
    while True:  # the ratings projection follows the game's end
        nodes = client(LADDER)["ratings"]["nodes"]
        if nodes or time.monotonic() > deadline:
            return nodes
        time.sleep(0.2)


def test_concessions_rank_last_and_the_ladder_shows_the_skill_model(client):
    regs = {n: client(REGISTER, {"n": n})["registerPlayer"] for n in ("Ann", "Bea")}
    keys = {n: r["key"] for n, r in regs.items()}
    ids = {n: r["player"]["id"] for n, r in regs.items()}
    first = play(client, keys, ["Ann", "Bea"], seed=21)  # Ann left first: ranked last
    g = client("query($g: ID!) { game(id: $g) { result { ranks } } }", {"g": first})["game"]
    assert g["result"]["ranks"] == [2, 1, 0]
    nodes = ladder(client)
    assert [n["player"]["id"] for n in nodes] == ["bot-greedy", ids["Bea"], ids["Ann"]]
    for n in nodes:
        assert n["games"] == 1 and n["sigma"] < 25 / 3
        assert n["ordinal"] == pytest.approx(n["mu"] - 3 * n["sigma"], abs=2e-3)
        assert n["rating"] == n["ordinal"]  # the deprecated Elo name, kept working
    by = {n["player"]["id"]: n for n in nodes}
    assert by["bot-greedy"]["mu"] > by[ids["Bea"]]["mu"] > by[ids["Ann"]]["mu"]
    assert by["bot-greedy"]["mu"] > 25 > by[ids["Ann"]]["mu"]

    second = play(client, keys, ["Bea", "Ann"], seed=22)  # now Bea is last
    hist = client(HISTORY, {"p": ids["Ann"]})["ratingHistory"]
    assert [(h["gameId"], h["rank"], h["players"]) for h in hist] == [(first, 2, 3),
                                                                       (second, 1, 3)]
    assert hist[0]["muBefore"] == 25 and hist[0]["ordinalBefore"] == 0
    assert (hist[1]["muBefore"], hist[1]["sigmaBefore"]) == (hist[0]["mu"], hist[0]["sigma"])
    assert hist[1]["mu"] > hist[1]["muBefore"]  # second of three beats last place
    assert [(h["before"], h["after"]) for h in hist] == [(h["ordinalBefore"], h["ordinal"])
                                                         for h in hist]
    now = {n["player"]["id"]: n for n in client(LADDER)["ratings"]["nodes"]}
    assert (now[ids["Ann"]]["mu"], now[ids["Ann"]]["games"]) == (hist[-1]["mu"], 2)
