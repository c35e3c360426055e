"""Guessing seat tokens, as an attacker would, against a real `signoria serve` with the
documented limits on: 300 made-up tokens in one burst through each way a token arrives (the
Authorization header, submitAction's `token`, a WebSocket's connection_init, a subscription's
`token` argument) get at most the look-up burst (30) of `unauthorized` answers; the rest are
refused as rate limited before any look-up. The seat's real token keeps working."""
from __future__ import annotations

import asyncio
import json
import secrets

import httpx
import pytest
import websockets

from api.limits import Limits
from tests.support.server import serve_store

BURST = 300
CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } } }"""
GAME = "query($g: ID!) { game(id: $g) { version } }"
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on Error { code } } }"""
UPDATED = "subscription($g: ID!, $t: String) { gameUpdated(gameId: $g, token: $t) { version } }"
# each entry point's burst comes from its own loopback address (the limit is per client
# address), so one burst's debt does not spill into the next and nobody waits for a refill
HEADER, ARGUMENT, INIT, SUBSCRIPTION = "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"


@pytest.fixture(scope="module",
                params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    with serve_store(request.param, tmp_path_factory.mktemp("tokens"),
                  env={"SIGNORIA_RATE_LIMIT": "50"}) as srv:
        yield srv


@pytest.fixture(scope="module")
def game(server):
    body = httpx.post(server.base + "/graphql", json={"query": CREATE, "variables": {"i": {
        "players": [{"name": "Ann"}, {"name": "Bea"}]}}}, timeout=15).json()
    c = body["data"]["createGame"]
    return c["game"]["id"], c["seats"][0]["token"]


def fake() -> str:
    return secrets.token_urlsafe(24)


async def _http_burst(server, source: str, make_request) -> list[str]:
    async with httpx.AsyncClient(base_url=server.base, timeout=30,
                                 transport=httpx.AsyncHTTPTransport(
                                     local_address=source)) as client:
        replies = await asyncio.gather(*(client.post("/graphql", **make_request())
                                         for _ in range(BURST)))
    return [_code(r.json()) for r in replies]


def _code(body: dict) -> str:
    if body.get("errors"):
        return body["errors"][0].get("extensions", {}).get("code", "?")
    return next(iter(body["data"].values())).get("code") or "ok"


async def _ws_codes(ws, n: int) -> list[str]:
    codes = []
    while len(codes) < n:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if msg["type"] == "error":
            codes.append(msg["payload"][0].get("extensions", {}).get("code", "?"))
        elif msg["type"] == "next":
            codes.append(msg["payload"]["errors"][0]["extensions"]["code"]
                         if msg["payload"].get("errors") else "ok")
    return codes


async def _connection_init_burst(server, gid) -> list[str]:
    async def one(token):
        async with websockets.connect(server.ws, subprotocols=["graphql-transport-ws"],
                                      local_addr=(INIT, 0)) as ws:
            await ws.send(json.dumps({"type": "connection_init", "payload": {"token": token}}))
            assert json.loads(await ws.recv())["type"] == "connection_ack"
            await ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
                "query": UPDATED, "variables": {"g": gid}}}))
            return (await _ws_codes(ws, 1))[0]
    codes = []
    for start in range(0, BURST, 50):  # 50 connections at a time: the burst, not a DoS
        codes += await asyncio.gather(*(one(fake()) for _ in range(start, start + 50)))
    return codes


async def _argument_burst(server, gid) -> list[str]:
    async with websockets.connect(server.ws, subprotocols=["graphql-transport-ws"],
                                  local_addr=(SUBSCRIPTION, 0)) as ws:
        await ws.send(json.dumps({"type": "connection_init", "payload": {}}))
        assert json.loads(await ws.recv())["type"] == "connection_ack"
        codes = []
        for start in range(0, BURST, 10):  # the connection's limit of subscriptions at once
            for i in range(start, start + 10):
                await ws.send(json.dumps({"id": str(i), "type": "subscribe", "payload": {
                    "query": UPDATED, "variables": {"g": gid, "t": fake()}}}))
            codes += await _ws_codes(ws, 10)
        return codes


def _check(burst) -> None:
    """The burst's codes: at most the look-up burst answered, however long the server takes
    to work through it (the bucket refills only across a pause of two seconds)."""
    codes = asyncio.run(burst)
    assert len(codes) == BURST
    answered = codes.count("unauthorized")
    assert 1 <= answered <= Limits.auth_burst, answered
    assert set(codes) <= {"unauthorized", "rate_limited"}, set(codes)


def test_made_up_tokens_get_at_most_the_burst_of_answers_per_entry_point(server, game):
    gid, token = game
    _check(_http_burst(server, HEADER, lambda: {
        "json": {"query": GAME, "variables": {"g": gid}},
        "headers": {"Authorization": f"Bearer {fake()}"}}))
    _check(_http_burst(server, ARGUMENT, lambda: {
        "json": {"query": SUBMIT, "variables": {"i": {"gameId": gid, "action": "x",
                                                      "token": fake()}}}}))
    _check(_connection_init_burst(server, gid))
    _check(_argument_burst(server, gid))
    # the real seat, known to the process, is not charged for the guesses of its address
    with httpx.Client(transport=httpx.HTTPTransport(local_address=HEADER)) as client:
        body = client.post(server.base + "/graphql", json={
            "query": GAME, "variables": {"g": gid}},
            headers={"Authorization": f"Bearer {token}"}, timeout=15).json()
    assert "errors" not in body, body
