"""The cluster tests' GraphQL client: every document these tests send lives here (the schema
is being reshaped elsewhere; adapting the tests means adapting this module only).

HTTP through httpx, subscriptions over a real WebSocket (graphql-transport-ws, the
`websockets` sync client). Consistency: a write's response carries `Signoria-Position`, and
`Signoria-Consistency` on a request makes the server answer once its read models reached it.
"""
from __future__ import annotations

import json
import threading

import httpx
from websockets.sync.client import connect

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } ... on Error { code message } } }"""
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version replayed finished }
  ... on VersionConflict { expectedVersion actualVersion } ... on Error { code message } } }"""
GAME = "query($g: ID!) { game(id: $g) { version status legalActions { key } } }"
LEGAL = "query($g: ID!) { legalActions(gameId: $g) { key } }"
UPDATES = "subscription($g: ID!) { gameUpdated(gameId: $g) { version } }"
EVENTS = ("subscription($g: ID!, $a: String) { gameEvents(gameId: $g, after: $a) "
          "{ step version type cursor } }")


class ApiError(RuntimeError):
    pass


class Client:
    """One API process: `post` returns (data, response headers)."""

    def __init__(self, base: str, timeout: float = 15.0) -> None:
        self.base = base
        self.http = httpx.Client(base_url=base, timeout=timeout)

    def post(self, query: str, variables: dict | None = None, *, token: str | None = None,
             consistency: int | None = None) -> tuple[dict, httpx.Headers]:
        headers = {}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if consistency is not None:
            headers["Signoria-Consistency"] = str(consistency)
        r = self.http.post("/graphql", json={"query": query, "variables": variables or {}},
                           headers=headers)
        if r.status_code != 200:
            raise ApiError(f"HTTP {r.status_code}: {r.text[:300]}")
        body = r.json()
        if body.get("errors"):
            raise ApiError(json.dumps(body["errors"])[:500])
        return body["data"], r.headers

    def create_game(self, players: list[dict], seed: int | None = None) -> tuple[str, dict, int]:
        """(game id, {seat: token}, position written)."""
        inp: dict = {"players": players}
        if seed is not None:
            inp["seed"] = seed
        data, headers = self.post(CREATE, {"i": inp})
        c = data["createGame"]
        if c["__typename"] != "GameCreated":
            raise ApiError(str(c))
        return (c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"] if s["token"]},
                int(headers["signoria-position"]))

    def submit(self, game_id: str, action: str, token: str, *, key: str | None = None,
               expected: int | None = None) -> tuple[dict, int | None]:
        """(the submitAction result, position written or None)."""
        inp = {"gameId": game_id, "action": action, "idempotencyKey": key}
        if expected is not None:
            inp["expectedVersion"] = expected
        data, headers = self.post(SUBMIT, {"i": inp}, token=token)
        position = headers.get("signoria-position")
        return data["submitAction"], int(position) if position else None

    def game(self, game_id: str, *, token: str | None = None,
             consistency: int | None = None) -> dict | None:
        data, _ = self.post(GAME, {"g": game_id}, token=token, consistency=consistency)
        return data["game"]

    def legal(self, game_id: str, token: str) -> list[str]:
        data, _ = self.post(LEGAL, {"g": game_id}, token=token)
        return [a["key"] for a in data["legalActions"]]

    def close(self) -> None:
        self.http.close()


class Subscriber(threading.Thread):
    """Follows `gameEvents` of one game on one process; reconnects (with `after` = the last
    step received) if the connection drops, until the subscription completes."""

    def __init__(self, base: str, game_id: str, *, deadline: float = 300.0) -> None:
        super().__init__(daemon=True)
        self.url = base.replace("http", "ws", 1) + "/graphql"
        self.game_id = game_id
        self.steps: list[int] = []
        self.cursor: str | None = None
        self.completed = False
        self.ready = threading.Event()
        self.deadline = deadline
        self.reconnects = 0
        self.error: str | None = None

    def run(self) -> None:
        import time

        end = time.monotonic() + self.deadline
        while not self.completed and time.monotonic() < end:
            try:
                self._follow()
            except Exception as e:  # noqa: BLE001 - the process died: reconnect
                self.error = repr(e)
                self.reconnects += 1
                time.sleep(0.5)

    def _follow(self) -> None:
        after = self.cursor
        with connect(self.url, subprotocols=["graphql-transport-ws"], open_timeout=10) as ws:
            ws.send(json.dumps({"type": "connection_init", "payload": {}}))
            assert json.loads(ws.recv(10))["type"] == "connection_ack"
            ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
                "query": EVENTS, "variables": {"g": self.game_id, "a": after}}}))
            self.ready.set()
            while True:
                msg = json.loads(ws.recv(60))
                if msg["type"] == "ping":
                    ws.send(json.dumps({"type": "pong"}))
                elif msg["type"] == "next":
                    event = msg["payload"]["data"]["gameEvents"]
                    self.steps.append(event["step"])
                    self.cursor = event["cursor"]
                elif msg["type"] == "complete":
                    self.completed = True
                    return
                elif msg["type"] == "error":
                    raise ApiError(str(msg))
