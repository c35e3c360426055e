"""WebSocket subscriptions (graphql-transport-ws) through Litestar's test client."""
from __future__ import annotations

import json

from tests.api.conftest import create, legal, submit

PROTO = ["graphql-transport-ws"]
EVENTS = """subscription($g: ID!, $a: String) { gameEvents(gameId: $g, after: $a) {
  step cursor version type seat description data } }"""
UPDATED = """subscription($g: ID!) { gameUpdated(gameId: $g) { version status currentSeat
  seatsToAct legalActions { key } view { ... on LorenzoView {
  players { seat leaderHand { slug } } } } } }"""


class Ws:
    def __init__(self, ws) -> None:
        self.ws = ws
        self.seen: list[str] = []
        self._held: dict[str, list[dict]] = {}  # other subscriptions' messages, kept for them

    def init(self, payload: dict | None = None) -> None:
        self.ws.send_json({"type": "connection_init", "payload": payload or {}})
        assert self.recv()["type"] == "connection_ack"

    def recv(self) -> dict:
        text = self.ws.receive_text()
        self.seen.append(text)
        return json.loads(text)

    def subscribe(self, sid: str, query: str, variables: dict) -> None:
        self.ws.send_json({"id": sid, "type": "subscribe",
                           "payload": {"query": query, "variables": variables}})

    def next(self, sid: str) -> dict:
        """The next `next` payload of subscription `sid` (None on complete); another
        subscription's messages read meanwhile are kept for its own `next`."""
        while True:
            held = self._held.get(sid)
            msg = held.pop(0) if held else self.recv()
            if msg["type"] == "ping":
                self.ws.send_json({"type": "pong"})
                continue
            if msg.get("id") != sid:
                if msg.get("id") is not None:
                    self._held.setdefault(msg["id"], []).append(msg)
                continue
            if msg["type"] == "complete":
                return None
            if msg["type"] == "error":
                raise AssertionError(msg)
            return msg["payload"]


def _connect(gql):
    return gql.client.websocket_connect("/graphql", subprotocols=PROTO)


def test_game_events_follow_and_resume(gql):
    c = create(gql, seed=5)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    with _connect(gql) as raw:
        ws = Ws(raw)
        ws.init({"Authorization": f"Bearer {toks[0]}"})
        ws.subscribe("1", EVENTS, {"g": gid})
        got = [ws.next("1")["data"]["gameEvents"] for _ in range(2)]
        assert [e["step"] for e in got] == [1, 2]
        # a move by each seat: its events arrive in order
        moved = 0
        for seat in (0, 1, 0):
            acts = legal(gql, gid, toks[seat])
            if acts:
                res = submit(gql, gid, acts[0]["key"], toks[seat])
                moved += len(res["events"])
        for _ in range(moved):
            got.append(ws.next("1")["data"]["gameEvents"])
        assert [e["step"] for e in got] == list(range(1, len(got) + 1))
        ws.ws.send_json({"id": "1", "type": "complete"})
    # reconnect: resume after the 3rd event, no gap, no duplicate
    with _connect(gql) as raw:
        ws = Ws(raw)
        ws.init({"token": toks[1]})
        ws.subscribe("2", EVENTS, {"g": gid, "a": got[2]["cursor"]})
        again = [ws.next("2")["data"]["gameEvents"] for _ in range(len(got) - 3)]
        assert [e["step"] for e in again] == list(range(4, len(got) + 1))
        assert [e["type"] for e in again] == [e["type"] for e in got[3:]]


def test_game_updated_and_lobby(gql):
    c = create(gql, seed=8)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    with _connect(gql) as raw:
        ws = Ws(raw)
        ws.init({"Authorization": f"Bearer {toks[0]}"})
        ws.subscribe("u", UPDATED, {"g": gid})
        first = ws.next("u")["data"]["gameUpdated"]
        assert first["status"] == "PLAYING"
        assert first["view"]["players"][1]["leaderHand"] is None
        ws.subscribe("l", "subscription { lobbyUpdated { id status players } }", {})
        seat = first["currentSeat"]
        acts = legal(gql, gid, toks[seat])
        res = submit(gql, gid, acts[0]["key"], toks[seat])
        upd = ws.next("u")["data"]["gameUpdated"]
        while upd["version"] < res["version"]:
            upd = ws.next("u")["data"]["gameUpdated"]
        assert upd["version"] >= res["version"]
        # every message is one version: who acts and what they may do belong together
        assert (upd["legalActions"] != []) == (0 in upd["seatsToAct"])
        c2 = create(gql, seed=9)
        lob = ws.next("l")["data"]["lobbyUpdated"]
        while lob["id"] != c2["game"]["id"]:
            lob = ws.next("l")["data"]["lobbyUpdated"]
        assert lob["players"] == 2


def test_subscription_errors_and_limits(gql):
    c = create(gql, seed=2)
    gid = c["game"]["id"]
    with _connect(gql) as raw:
        ws = Ws(raw)
        ws.init({"token": "not-a-token"})
        ws.subscribe("x", EVENTS, {"g": gid})
        msg = ws.recv()
        assert msg["type"] == "next" and msg["payload"]["errors"][0]["extensions"][
            "code"] == "unauthorized"
        ws.subscribe("r", "subscription($g: ID!) { replayPlayback(gameId: $g, fromStep: -1) "
                          "{ step } }", {"g": gid})
        msg = ws.recv()
        while msg.get("id") != "r":
            msg = ws.recv()
        assert msg["payload"]["errors"][0]["extensions"]["code"] == "bad_step"
    with _connect(gql) as raw:
        ws = Ws(raw)
        ws.init()
        for i in range(gql.app.state.api.limits.max_subscriptions + 1):
            ws.subscribe(str(i), "subscription { lobbyUpdated { id } }", {})
        msg = ws.recv()
        assert msg["type"] == "error" or "errors" in str(msg)


def test_replay_playback_of_finished_game(gql):
    from tests.api.conftest import play_to_end

    c = create(gql, seed=21)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    play_to_end(gql, gid, toks)
    length = gql("query($g: ID!) { replay(gameId: $g) { length } }", {"g": gid})["replay"][
        "length"]
    with _connect(gql) as raw:
        ws = Ws(raw)
        ws.init()
        ws.subscribe("p", """subscription($g: ID!, $f: Int) { replayPlayback(gameId: $g,
            speed: 1000, fromStep: $f) { step event { step description } move { seat action }
            game { status version result { winners } } } }""", {"g": gid, "f": length - 3})
        states = []
        while (p := ws.next("p")) is not None:
            states.append(p["data"]["replayPlayback"])
        assert [s["step"] for s in states] == list(range(length - 3, length + 1))
        assert states[-1]["game"]["status"] == "FINISHED"
        assert states[-1]["game"]["result"]["winners"][0] in (0, 1)
        assert all(s["event"]["step"] == s["step"] for s in states)
