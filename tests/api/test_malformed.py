"""Malformed requests are the client's error (400 over HTTP, 4400 over the WebSocket), never a
server error or a logged traceback; token guessing is limited per client address."""
from __future__ import annotations

import json
import logging

import pytest

from api.limits import Limits, RateLimiter
from tests.api.conftest import Gql, create, make_client
from tests.api.test_ws import PROTO

QUERY = "{ gameTypes { name } }"
BODIES = [
    b"null", b"1", b'"x"', b"[]", b"true", b"\xff\xfe\x00", b"{not json",
    b"[" * 5000 + b"]" * 5000,
    b'{"query": "' + QUERY.encode() + b'", "variables": ' + b'{"a":' * 3000 + b"1"
    + b"}" * 3000 + b"}",
    b'{"query": "' + QUERY.encode() + b'", "variables": ' + b'[' * 100 + b']' * 100 + b'}',
    b"{}", b'{"query": 5}', b'{"query": "' + QUERY.encode() + b'", "variables": 5}',
    b'{"query": "' + QUERY.encode() + b'", "operationName": 5}',
    b'{"query": "' + QUERY.encode() + b'", "extensions": []}',
    json.dumps({"query": "subscription { lobbyUpdated { id } }"}).encode(),
    json.dumps({"query": "subscription S { lobbyUpdated { id } } query Q { gameTypes { name } }",
                "operationName": "S"}).encode(),
]


def test_malformed_bodies_are_400_with_a_json_error(gql, caplog):
    caplog.set_level(logging.DEBUG)
    for body in BODIES:
        r = gql.client.post("/graphql", content=body,
                            headers={"Content-Type": "application/json"})
        assert r.status_code == 400, (body[:60], r.status_code, r.text)
        err = r.json()["errors"][0]
        assert err["extensions"]["code"] == "bad_request" and err["message"], body[:60]
    r = gql.client.post("/graphql", content=b"query=1",
                        headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400
    assert not [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
    assert not [rec for rec in caplog.records if rec.exc_info]
    assert gql.service.position() == 0


def _post(gql, query: str, variables: dict) -> dict:
    """JSON with escapes (a lone surrogate is valid JSON text, not valid UTF-8)."""
    r = gql.client.post("/graphql", content=json.dumps({"query": query, "variables": variables}),
                        headers={"Content-Type": "application/json"})
    assert r.status_code == 200, r.text
    return r.json()


def test_a_lone_surrogate_is_a_wrong_token_not_a_crash(gql):
    c = create(gql)
    gid = c["game"]["id"]
    q = "query($g: ID!, $t: String) { game(id: $g, token: $t) { id } }"
    for token in ("\ud800", "a\udfffb", "\x00"):
        body = _post(gql, q, {"g": gid, "t": token})
        assert body["errors"][0]["extensions"]["code"] == "unauthorized", body
    r = gql.client.post("/graphql", content=json.dumps({"query": QUERY}).encode(),
                        headers={"Content-Type": "application/json",
                                 "Authorization": b"Bearer \xff\xfe"})
    assert r.status_code == 200
    res = _post(gql, "mutation($i: SubmitActionInput!) { submitAction(input: $i) { "
                     "__typename } }", {"i": {"gameId": gid, "action": "p\ud800ss",
                                              "token": "\ud800"}})
    assert res["data"]["submitAction"]["__typename"] == "Unauthorized"
    name = _post(gql, "mutation($i: CreateGameInput!) { openGame(input: $i) { __typename } }",
                 {"i": {"players": [{"name": "A\ud800"}, {"open": True}]}})
    assert name["data"]["openGame"]["__typename"] == "InvalidInput"


@pytest.mark.parametrize("message", ["[]", "5", "null", '"x"', "{}", '{"type": 5}',
                                     '{"type": "subscribe", "id": "1", "payload": 5}',
                                     '{"type": "subscribe", "id": 1, "payload": {"query": "x"}}',
                                     '{"type": "complete"}', "not json"])
def test_websocket_messages_of_the_wrong_shape_close_with_4400(gql, message):
    from litestar.exceptions import WebSocketDisconnect

    with gql.client.websocket_connect("/graphql", subprotocols=PROTO) as ws:
        ws.send_json({"type": "connection_init", "payload": {}})
        assert ws.receive_json()["type"] == "connection_ack"
        ws.send_text(message)
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_text()
        assert closed.value.code == 4400, (message, closed.value.code)


def test_token_guessing_is_limited_per_client_address(tmp_path):
    limits = Limits(rate_per_second=50, rate_burst=100, auth_per_second=5, auth_burst=30)
    with make_client(tmp_path, limits=limits) as client:
        gql = Gql(client)
        c = create(gql)
        gid, real = c["game"]["id"], c["seats"][0]["token"]
        q = "query($g: ID!, $t: String) { game(id: $g, token: $t) { id } }"
        codes = []
        for i in range(200):
            body = gql(q, {"g": gid, "t": f"guess-{i}"}, errors=True)
            codes.append(body["errors"][0]["extensions"]["code"])
        assert codes.count("unauthorized") <= 30 and codes.count("rate_limited") >= 160
        # the address is throttled for look-ups, not for the seats it really holds
        assert gql(q, {"g": gid, "t": real})["game"]["id"] == gid
        # a guess by mutation is charged to the same address, not to a bucket of its own
        sub = gql("""mutation($i: SubmitActionInput!) { submitAction(input: $i) {
            __typename } }""", {"i": {"gameId": gid, "action": "pass", "token": "guess-x"}})
        assert sub["submitAction"]["__typename"] in ("RateLimited", "Unauthorized")


def test_a_slow_stream_of_guesses_gets_the_burst_and_no_refill():
    """Token look-ups (quiet = 2 s): attempts less than two seconds apart, however slow,
    never refill the bucket, refused ones are charged; a pause refills it at the rate."""
    clock = [0.0]
    limiter = RateLimiter(rate=5.0, burst=30, quiet=2.0)
    import api.limits as limits_module

    real = limits_module.time.monotonic
    limits_module.time.monotonic = lambda: clock[0]
    try:
        allowed = 0
        for _ in range(300):  # 300 guesses over 570 s, 1.9 s apart
            allowed += limiter.allow("guesser") == 0
            clock[0] += 1.9
        assert allowed == 30
        # refused guesses were charged: 30 in debt, told to pause until it is paid
        assert limiter.allow("guesser") == (1 + 30) / 5
        clock[0] += 8.0  # a pause of 8 s: 40 back, 10 of them to spend
        assert sum(limiter.allow("guesser") == 0 for _ in range(30)) == 10
    finally:
        limits_module.time.monotonic = real


def test_the_limiter_never_resets_a_draining_bucket():
    clock = [0.0]
    limiter = RateLimiter(rate=1.0, burst=3, max_keys=10)
    import api.limits as limits_module

    real = limits_module.time.monotonic
    limits_module.time.monotonic = lambda: clock[0]
    try:
        for _ in range(3):
            assert limiter.allow("victim") == 0
        assert limiter.allow("victim") > 0  # drained
        for i in range(50):  # a flood of new keys cannot push the victim's bucket out
            limiter.allow(f"flood-{i}")
        assert len(limiter) <= 10
        assert limiter.allow("victim") > 0
        clock[0] += 10  # everything refilled: old buckets are forgotten, new keys get in
        assert limiter.allow("newcomer") == 0 and limiter.allow("victim") == 0
    finally:
        limits_module.time.monotonic = real
