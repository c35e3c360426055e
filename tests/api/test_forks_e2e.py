"""forkGame end to end: a real `signoria serve` process on SQLite and on PostgreSQL, an
out-of-process client. A fork of a finished game starts at the step asked for (as its replay
showed it), its log and `Game.origin` name where it came from, no answer carries its hidden
set-up, it plays to the end and its replay ends equal to the game; a running game is forked
only with a seat's token; a bad step is a typed error."""
from __future__ import annotations

import time

import pytest

from tests.contract.client import CREATE, GAME_FIELDS, REPLAY_LAST, Client

FORK = """mutation($i: ForkGameInput!) { forkGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat kind token } started consistency }
  ... on Error { code message } } }"""
PATRIZIER = """query($g: ID!, $t: String, $c: String) { game(id: $g, token: $t, consistency: $c) {
  status version viewerSeat origin { gameId step }
  view { ... on PatrizierView { pileSize pile { id } cities { slug towers { floors { level owner } } }
                                players { seat supply built handSize hand { id } } } } } }"""
STEP = """query($g: ID!, $s: Int!) { replay(gameId: $g) { length
  stateAt(step: $s) { view { ... on PatrizierView { pileSize pile { id }
    cities { slug towers { floors { level owner } } }
    players { seat supply built handSize hand { id } } } } } } }"""
MOVES = "query($g: ID!) { replay(gameId: $g) { length moves { step seat } } }"
SEED = 8123456789013
ANALYTICS = "{ analytics(game: PATRIZIER) { games } }"
LOBBY_GAME = """query($g: ID!, $c: String) { game(id: $g, consistency: $c) { status seatsToAct
  origin { gameId step } view { __typename } } }"""
JOIN = """mutation($i: JoinGameInput!) { joinGame(input: $i) { __typename
  ... on SeatJoined { started consistency } ... on Error { code message } } }"""
EVENTS = """query($g: ID!, $t: String) { gameEvents(gameId: $g, token: $t, first: 3) {
  nodes { step type description data message { template args { name value } } } } }"""


@pytest.fixture(scope="module")
def server(served):
    return served


@pytest.fixture
def client(server):
    c = Client(server.base)
    yield c
    c.close()


def _finished(client: Client, game_id: str) -> None:
    """Wait until the server's bots have played the game to its end."""
    for _ in range(600):
        if client("query($g: ID!) { game(id: $g) { status } }",
                  {"g": game_id})["game"]["status"] == "FINISHED":
            return
        time.sleep(0.1)
    raise AssertionError("the bots did not finish the game")


def _bot_game(client: Client, seed: int) -> str:
    c = client(CREATE, {"i": {"game": "PATRIZIER", "seed": seed,
                              "players": [{"bot": "GREEDY"}, {"bot": "RANDOM"}]}})["createGame"]
    assert c["__typename"] == "GameCreated", c
    _finished(client, c["game"]["id"])
    return c["game"]["id"]


def _public(view: dict) -> dict:
    """What every seat saw at that step (the pile's order was seen by nobody)."""
    return {"cities": view["cities"], "pileSize": view["pileSize"],
            "players": [{k: p[k] for k in ("seat", "supply", "built", "handSize")}
                        for p in view["players"]]}


def test_play_on_from_a_step_of_a_finished_game(client):
    original = _bot_game(client, seed=77)
    moves = client(MOVES, {"g": original})["replay"]["moves"]
    step = moves[len(moves) // 2]["step"]  # the end of a move in the middle of the game
    then = client(STEP, {"g": original, "s": step})["replay"]["stateAt"]["view"]

    f = client(FORK, {"i": {"gameId": original, "step": step, "seed": SEED,
                            "players": [{"name": "Ann"}, {"bot": "GREEDY"}]}})["forkGame"]
    assert f["__typename"] == "GameCreated" and f["started"], f
    gid, token = f["game"]["id"], f["seats"][0]["token"]
    g = client(PATRIZIER, {"g": gid, "t": token, "c": f["consistency"]})["game"]
    assert g["origin"] == {"gameId": original, "step": step}
    now = g["view"]
    assert _public(now) == _public(then)
    assert now["players"][0]["hand"] == then["players"][0]["hand"]  # Ann's seat's hand then
    assert now["pile"] is None  # hidden while the fork runs

    first = client(EVENTS, {"g": gid, "t": token})["gameEvents"]["nodes"][0]
    assert first["step"] == 1 and first["type"] == "Forked"
    assert first["description"] == f"Continued from game {original} at step {step}"
    assert "state" not in first["data"]  # the fork's hidden set-up is never shown
    assert {a["name"]: a["value"] for a in first["message"]["args"]} == {
        "game": original, "step": step}

    # nothing the fork's readers get holds its seed or its start state (tagged plain JSON)
    for query, variables in ((EVENTS, {"g": gid, "t": token}), (STEP, {"g": gid, "s": 1}),
                             (PATRIZIER, {"g": gid, "t": token, "c": None})):
        text = client.http.post("/graphql", json={"query": query, "variables": variables}).text
        assert str(SEED) not in text and '"~n"' not in text and '"~t"' not in text


def test_a_fork_plays_to_the_end_and_its_replay_equals_the_game(client):
    original = _bot_game(client, seed=78)
    counted = client(ANALYTICS)["analytics"]["games"]
    step = client(MOVES, {"g": original})["replay"]["moves"][3]["step"]
    f = client(FORK, {"i": {"gameId": original, "step": step, "seed": 5,
                            "players": [{"bot": "RANDOM"}, {"bot": "GREEDY"}]}})["forkGame"]
    gid = f["game"]["id"]
    _finished(client, gid)
    game = client("query($g: ID!) { game(id: $g) {" + GAME_FIELDS + "} }", {"g": gid})["game"]
    length = client(MOVES, {"g": gid})["replay"]["length"]
    last = client(REPLAY_LAST, {"g": gid, "s": length})["replay"]["stateAt"]
    assert last == game
    assert game["result"]["winners"]
    # practice: a finished fork is neither rated nor counted in the statistics
    assert all(s["player"] is None for s in game["seats"])
    assert client(ANALYTICS)["analytics"]["games"] == counted


def test_refusals(client):
    c = client(CREATE, {"i": {"game": "PATRIZIER", "players": [{"name": "Ann"},
                                                               {"name": "Bea"}]}})["createGame"]
    gid, tokens = c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}
    players = [{"name": "Ann"}, {"bot": "GREEDY"}]
    nobody = client(FORK, {"i": {"gameId": gid, "step": 1, "players": players}})["forkGame"]
    assert (nobody["__typename"], nobody["code"]) == ("Unauthorized", "unauthorized")
    bad = client(FORK, {"i": {"gameId": gid, "step": 10**6, "players": players,
                              "token": tokens[0]}})["forkGame"]
    assert (bad["__typename"], bad["code"]) == ("InvalidInput", "bad_step")
    seat = client(FORK, {"i": {"gameId": gid, "step": 1, "players": players},
                         }, tokens[1])["forkGame"]  # the seat's token as a header
    assert seat["__typename"] == "GameCreated", seat
    unknown = client(FORK, {"i": {"gameId": "00000000-0000-0000-0000-000000000000",
                                  "step": 1, "players": players}})["forkGame"]
    assert unknown["__typename"] == "GameNotFound"


def test_a_fork_with_an_open_seat_waits_for_it(client):
    original = _bot_game(client, seed=79)
    step = client(MOVES, {"g": original})["replay"]["moves"][2]["step"]
    f = client(FORK, {"i": {"gameId": original, "step": step,
                            "players": [{"name": "Ann"}, {"open": True}]}})["forkGame"]
    assert f["__typename"] == "GameCreated" and not f["started"], f
    gid = f["game"]["id"]
    lobby = client(LOBBY_GAME, {"g": gid, "c": f["consistency"]})["game"]
    assert lobby["status"] == "LOBBY" and lobby["seatsToAct"] == []  # nobody acts yet
    assert lobby["origin"] == {"gameId": original, "step": step}
    assert lobby["view"] is not None  # the position is there to see before joining
    joined = client(JOIN, {"i": {"gameId": gid, "name": "Bea"}})["joinGame"]
    assert joined["started"], joined
    game = client(LOBBY_GAME, {"g": gid, "c": joined["consistency"]})["game"]
    assert game["status"] == "PLAYING" and game["seatsToAct"]
