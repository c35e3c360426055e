"""The defects a third-party client found (issue 23, 1-8), each as that client meets it: a real
`signoria serve` process on SQLite and on PostgreSQL, HTTP and graphql-transport-ws from
outside. Every error a client can get carries a code of docs/api.md's list."""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

import httpx
import pytest
from websockets.sync.client import connect

from tests.contract.client import CREATE, SUBMIT, Client, Subscription

DOCS = Path(__file__).resolve().parents[2] / "docs" / "api.md"
OPEN = """mutation($i: CreateGameInput!) { openGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } inviteCode consistency }
  ... on Error { code message } } }"""
JOIN = """mutation($i: JoinGameInput!) { joinGame(input: $i) { __typename
  ... on SeatJoined { seat token started consistency } ... on Error { code message } } }"""
LOBBY = "subscription { lobbyUpdated { id status } }"
EVENTS = """query($g: ID!, $a: String, $t: String) { gameEvents(gameId: $g, after: $a, token: $t,
  first: 100) { nodes { step cursor seat type action } } }"""
GAME = "query($g: ID!, $c: String) { game(id: $g, consistency: $c) { version status } }"
SUBMIT_CONFLICT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version }
  ... on VersionConflict { code message expectedVersion actualVersion consistency }
  ... on Error { code message } } }"""
REMATCH = """mutation($i: SeatCommandInput!) { rematch(input: $i) { __typename
  ... on Error { code message } } }"""


@pytest.fixture(scope="module")
def server(served):
    return served


@pytest.fixture
def client(server):
    c = Client(server.base)
    yield c
    c.close()


def documented_codes() -> set[str]:
    """Every code docs/api.md's "Errors" section lists."""
    text = DOCS.read_text()
    section = text[text.index("## Errors"):]
    section = section[:section.index("\n## ", 5)]
    return set(re.findall(r"`([a-z_]+)`", section))


def codes(body: dict) -> list[str]:
    assert body.get("errors"), body
    return [e.get("extensions", {}).get("code") for e in body["errors"]]


def assert_documented(body: dict) -> list[str]:
    found = codes(body)
    assert set(found) <= documented_codes(), found
    return found


def new_game(client: Client, **extra) -> tuple[str, dict]:
    c = client(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}], **extra}})
    c = c["createGame"]
    assert c["__typename"] == "GameCreated", c
    return c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}


class Socket:
    """One graphql-transport-ws connection, messages read in order."""

    def __init__(self, server) -> None:
        self.ws = connect(server.ws, subprotocols=["graphql-transport-ws"], open_timeout=10)
        self.send({"type": "connection_init", "payload": {}})
        assert self.recv()["type"] == "connection_ack"

    def send(self, msg: dict) -> None:
        self.ws.send(json.dumps(msg))

    def recv(self, timeout: float = 10) -> dict:
        while True:
            msg = json.loads(self.ws.recv(timeout))
            if msg["type"] != "ping":
                return msg
            self.send({"type": "pong"})

    def subscribe(self, sid: str, query: str, variables: dict | None = None) -> None:
        self.send({"id": sid, "type": "subscribe",
                   "payload": {"query": query, "variables": variables or {}}})

    def close(self) -> None:
        self.ws.close()


# 1 ------------------------------------------------------------------------------------------

def test_private_tables_are_never_announced_in_the_lobby(server, client):
    lobby = Socket(server)
    lobby.subscribe("lobby", LOBBY)
    private = client(OPEN, {"i": {"private": True, "players": [{"name": "Ann"},
                                                              {"open": True}]}})["openGame"]
    assert private["__typename"] == "GameCreated", private
    joined = client(JOIN, {"i": {"gameId": private["game"]["id"], "name": "Bea",
                                 "inviteCode": private["inviteCode"]}})["joinGame"]
    assert joined["started"], joined  # created and started: twice a change of the game
    public, _ = new_game(client)  # announced after both: once it arrives, the others had
    announced = []
    try:
        while public not in announced:
            msg = lobby.recv(20)
            assert msg["type"] == "next", msg
            announced.append(msg["payload"]["data"]["lobbyUpdated"]["id"])
    finally:
        lobby.close()
    assert private["game"]["id"] not in announced


# 2 ------------------------------------------------------------------------------------------

def test_a_subscription_with_a_syntax_error_gets_a_coded_error_and_logs_nothing(server):
    ws = Socket(server)
    try:
        ws.subscribe("s1", "subscription { lobbyUpdated { id unusualName7q")
        msg = ws.recv()
        assert msg["type"] == "error" and msg["id"] == "s1", msg
        assert [e["extensions"]["code"] for e in msg["payload"]] == ["parse_error"]
    finally:
        ws.close()
    time.sleep(0.3)
    log = server.log_text()
    assert "unusualName7q" not in log and "Traceback" not in log
    assert '"level": "error"' not in log


# 3 ------------------------------------------------------------------------------------------

def test_event_cursors_are_checked(server, client):
    gid, _ = new_game(client)
    other, _ = new_game(client)
    events = client(EVENTS, {"g": gid})["gameEvents"]["nodes"]
    assert len(events) >= 2
    after_first = client(EVENTS, {"g": gid, "a": events[0]["cursor"]})["gameEvents"]["nodes"]
    assert after_first == events[1:]
    foreign = client(EVENTS, {"g": other})["gameEvents"]["nodes"][0]["cursor"]
    for bad in ("99999", "", foreign, events[-1]["cursor"].replace(
            str(events[-1]["step"]), "99999", 1)):
        body = client(EVENTS, {"g": gid, "a": bad}, errors=True)
        assert assert_documented(body) == ["bad_cursor"], bad
    ws = Socket(server)
    try:
        ws.subscribe("e", "subscription($g: ID!, $a: String) { gameEvents(gameId: $g, "
                          "after: $a) { step } }", {"g": gid, "a": foreign})
        msg = ws.recv()
        assert msg["type"] == "next" and codes(msg["payload"]) == ["bad_cursor"], msg
    finally:
        ws.close()


# 4 ------------------------------------------------------------------------------------------

def test_two_operations_without_an_operation_name_are_refused(client):
    doc = "query A { gameTypes { name } } query B { gameTypes { title } }"
    body = client(doc, errors=True)
    assert body.get("data") is None and assert_documented(body) == ["bad_operation"]
    named = client.http.post("/graphql", json={"query": doc, "operationName": "B"}).json()
    assert "title" in named["data"]["gameTypes"][0]


# 5 ------------------------------------------------------------------------------------------

def test_a_hidden_draft_move_has_no_action_key(client):
    gid, tokens = new_game(client, variant="ADVANCED", seed=5)
    drafted = None
    for _ in range(20):  # bonus tiles first, then the leader draft
        for seat, token in tokens.items():
            legal = client("query($g: ID!, $t: String) { legalActions(gameId: $g, token: $t) "
                           "{ key kind } }", {"g": gid, "t": token})["legalActions"]
            if legal:
                res = client(SUBMIT, {"i": {"gameId": gid, "action": legal[0]["key"]}},
                             token)["submitAction"]
                assert res["__typename"] == "ActionAccepted", res
                if legal[0]["kind"] == "draft":
                    drafted = (seat, legal[0]["key"])
                break
        if drafted:
            break
    assert drafted, "no draft move"
    seat, key = drafted

    def drafts(token):
        return [e["action"] for e in client(EVENTS, {"g": gid, "t": token})["gameEvents"][
            "nodes"] if e["seat"] == seat and e["type"] == "LeaderDrafted"]

    assert drafts(tokens[seat]) == [key]  # the seat itself sees its key
    assert drafts(None) == [None]  # a spectator: hidden, null as the schema says
    assert drafts(tokens[1 - seat]) == [None]


# 6 ------------------------------------------------------------------------------------------

def test_game_updated_says_it_coalesces_and_its_versions_only_grow(server, client):
    sdl = httpx.get(server.base + "/schema.graphql").text
    described = sdl[sdl.index("gameUpdated(") - 900:sdl.index("gameUpdated(")]
    assert "after every change" not in described and "coalesced" in described
    assert "gameEvents" in described  # how a client fills a gap
    c = client(CREATE, {"i": {"seed": 3, "players": [{"bot": "RANDOM"}, {"bot": "GREEDY"}]}})
    gid = c["createGame"]["game"]["id"]
    sub = Subscription(server.ws, "subscription($g: ID!) { gameUpdated(gameId: $g) "
                                  "{ version status } }", {"g": gid})
    sub.wait(120)
    versions = [m["gameUpdated"]["version"] for m in sub.messages]
    assert versions == sorted(set(versions))
    final = client(GAME, {"g": gid, "c": None})["game"]
    assert sub.messages[-1]["gameUpdated"] == final and final["status"] == "FINISHED"


# 7 ------------------------------------------------------------------------------------------

def test_every_error_carries_a_documented_code(server, client):
    cases = {
        "{ gameTypes { name ": "parse_error",
        "{ gameTypez { name } }": "validation_error",
        "query($n: Int!) { games(first: $n) { nodes { id } } }": "validation_error",
        "{ " + " ".join(f"a{i}: gameTypes {{ name }}" for i in range(31)) + " }":
            "query_too_complex",
        "{ gameType(name: LORENZO) { catalogue { ... on LorenzoCatalogue { cards { "
        "immediateEffects { " + "effects { " * 12 + "kind" + " }" * 17 + " }":
            "query_too_complex",
        "{ " + "gameTypes { name } " * 1100 + "}": "query_too_complex",
    }
    for doc, code in cases.items():
        body = client(doc, errors=True)
        assert assert_documented(body) == [code], (doc[:60], body)
    # a spread of a fragment the document lacks: named as such (the depth limit's own check
    # used to fail on it first, answering only the fragment's name)
    body = client("{ gameTypes { name ...Missing } }", errors=True)
    assert assert_documented(body) == ["validation_error"], body
    assert body["errors"][0]["message"] == "Unknown fragment 'Missing'.", body
    big = httpx.post(server.base + "/graphql", json={"query": "{ " + "x" * 70_000 + " }"})
    assert big.status_code == 413 and assert_documented(big.json()) == ["request_too_large"]
    put = httpx.put(server.base + "/graphql", json={"query": "{ gameTypes { name } }"})
    assert put.status_code == 405 and assert_documented(put.json()) == ["method_not_allowed"]
    ws = Socket(server)
    try:
        for i in range(11):
            ws.subscribe(f"s{i}", LOBBY)
        msg = ws.recv()
        assert msg["type"] == "error" and msg["id"] == "s10", msg
        assert [e["extensions"]["code"] for e in msg["payload"]] == ["too_many_subscriptions"]
        assert "too_many_subscriptions" in documented_codes()
    finally:
        ws.close()


def test_messages_name_the_api_fields(client):
    gid, tokens = new_game(client)
    res = client(SUBMIT, {"i": {"gameId": gid, "action": "pass", "expectedVersion": 0}},
                 tokens[0])["submitAction"]
    assert res["code"] == "invalid_input" and "expectedVersion" in res["message"], res
    for clock, field in (({"mode": "TURN"}, "perMoveSeconds"),
                         ({"mode": "REALTIME"}, "initialSeconds"),
                         ({"mode": "TURN", "perMoveSeconds": 60, "initialSeconds": 5},
                          "initialSeconds")):
        c = client(CREATE, {"i": {"players": [{"name": "A"}, {"name": "B"}],
                                  "clock": clock}})["createGame"]
        assert c["__typename"] == "InvalidInput" and field in c["message"], (clock, c)
        assert "_ms" not in c["message"]


# 8 ------------------------------------------------------------------------------------------

def test_a_version_conflict_says_where_to_read_the_current_version(client):
    gid, tokens = new_game(client, seed=9)
    g = client("query($g: ID!) { game(id: $g) { version seatsToAct } }", {"g": gid})["game"]
    version, seat = g["version"], g["seatsToAct"][0]
    legal = client("query($g: ID!) { legalActions(gameId: $g) { key } }", {"g": gid},
                   tokens[seat])["legalActions"]
    assert client(SUBMIT, {"i": {"gameId": gid, "action": legal[0]["key"],
                                 "expectedVersion": version}}, tokens[seat])["submitAction"][
        "__typename"] == "ActionAccepted"
    # the other seat, still looking at the old version
    stale = client(SUBMIT_CONFLICT, {"i": {"gameId": gid, "action": legal[0]["key"],
                                           "expectedVersion": version}},
                   tokens[1 - seat])["submitAction"]
    assert stale["__typename"] == "VersionConflict", stale
    assert stale["actualVersion"] > version
    assert int(stale["consistency"]) > 0
    reread = client(GAME, {"g": gid, "c": stale["consistency"]})["game"]
    assert reread["version"] >= stale["actualVersion"]


def test_rating_history_of_an_unknown_player_is_an_error(client):
    body = client('{ ratingHistory(player: "p-nobody") { gameId } }', errors=True)
    assert assert_documented(body) == ["player_not_found"]


def test_a_rematch_of_a_running_game_says_it_is_still_running(client):
    gid, tokens = new_game(client)
    res = client(REMATCH, {"i": {"gameId": gid}}, tokens[0])["rematch"]
    assert res["__typename"] == "GameNotFinished" and res["code"] == "game_not_finished", res


def test_a_realtime_clock_refuses_a_per_move_time(client):
    c = client(CREATE, {"i": {"players": [{"name": "A"}, {"name": "B"}], "clock": {
        "mode": "REALTIME", "initialSeconds": 600, "perMoveSeconds": 30}}})["createGame"]
    assert c["__typename"] == "InvalidInput" and "perMoveSeconds" in c["message"], c
