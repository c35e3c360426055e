"""End to end: a real `signoria serve` process on a free port; an out-of-process client plays a
whole game over HTTP while a WebSocket subscription follows every event; the final scores
must equal the engine's own replay of the same seed and moves."""
from __future__ import annotations

import json
import threading

import httpx
import pytest
from websockets.sync.client import connect

from domain.lorenzo import GAME as ENGINE
from tests.support.server import serve

SEED = 2024


@pytest.fixture
def server(tmp_path):
    with serve(tmp_path) as running:
        yield running.base


def _gql(client: httpx.Client, query: str, variables=None, token=None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    r = client.post("/graphql", json={"query": query, "variables": variables or {}},
                    headers=headers)
    r.raise_for_status()
    body = r.json()
    assert "errors" not in body, body
    return body["data"]


def _follow(url: str, game_id: str, token: str, out: list, ready: threading.Event):
    with connect(url, subprotocols=["graphql-transport-ws"], open_timeout=10) as ws:
        ws.send(json.dumps({"type": "connection_init", "payload": {
            "Authorization": f"Bearer {token}"}}))
        assert json.loads(ws.recv(10))["type"] == "connection_ack"
        ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
            "query": "subscription($g: ID!) { gameEvents(gameId: $g) { step type } }",
            "variables": {"g": game_id}}}))
        ready.set()
        while True:
            msg = json.loads(ws.recv(60))
            if msg["type"] == "ping":
                ws.send(json.dumps({"type": "pong"}))
            elif msg["type"] == "next":
                out.append(msg["payload"]["data"]["gameEvents"])
            elif msg["type"] in ("complete", "error"):
                out.append(msg["type"])
                return


def test_serve_and_play_a_whole_game(server):
    moves: list[tuple[int, str]] = []
    with httpx.Client(base_url=server, timeout=10) as client:
        created = _gql(client, """mutation($i: CreateGameInput!) { createGame(input: $i) {
            ... on GameCreated { game { id } seats { seat token } } } }""",
                       {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}], "seed": SEED}})
        c = created["createGame"]
        gid = c["game"]["id"]
        toks = {s["seat"]: s["token"] for s in c["seats"]}
        events: list = []
        ready = threading.Event()
        ws_url = server.replace("http", "ws") + "/graphql"
        follower = threading.Thread(target=_follow, args=(ws_url, gid, toks[0], events, ready),
                                    daemon=True)
        follower.start()
        assert ready.wait(10)
        finished = False
        while not finished:
            for seat, token in toks.items():
                acts = _gql(client, "query($g: ID!) { legalActions(gameId: $g) { key } }",
                            {"g": gid}, token)["legalActions"]
                if not acts:
                    continue
                acts = [a for a in acts if a["key"] != "undo"]  # replayed below by the engine
                key = acts[len(moves) % len(acts)]["key"]
                res = _gql(client, """mutation($i: SubmitActionInput!) { submitAction(input: $i) {
                    __typename ... on ActionAccepted { finished } ... on Error { message } } }""",
                           {"i": {"gameId": gid, "action": key}}, token)["submitAction"]
                assert res["__typename"] == "ActionAccepted", res
                moves.append((seat, key))
                finished = res["finished"]
                break
            else:
                raise AssertionError("nobody can act")
        game = _gql(client, """query($g: ID!) { game(id: $g) { status result { winners
            scores { total } } } replay(gameId: $g) { length } }""", {"g": gid})
        follower.join(30)
    assert game["game"]["status"] == "FINISHED"
    # the subscription saw every event exactly once, in order, then completed
    assert events[-1] == "complete"
    steps = [e["step"] for e in events[:-1]]
    assert steps == list(range(1, game["replay"]["length"] + 1))
    # the engine, replaying the same seed and moves, agrees on the scores
    state = ENGINE.fold(ENGINE.setup(players=2, variant="basic", seed=SEED))
    for seat, key in moves:
        state = ENGINE.fold(ENGINE.decide(state, seat, key), state)
    result = ENGINE.view(state, None)["result"]
    assert [s["total"] for s in game["game"]["result"]["scores"]] == [
        s["total"] for s in result["scores"]]
    assert game["game"]["result"]["winners"] == [result["winner"]]
