"""setWebhook as a seat meets the address policy (infra.duty.addresses) on a real `signoria serve`:
every spelling of a loopback, private, shared or embedded-private address is refused with a
typed error and changes nothing. Only IP literals are used: no name is resolved, nothing is
sent (an accepted webhook would be delivered at once)."""
from __future__ import annotations

import pytest

from tests.support.server import serve_store

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } } }"""
HOOK = """mutation($i: WebhookInput!) { setWebhook(input: $i) { __typename
  ... on Error { code message } } }"""
VERSION = "query($g: ID!) { game(id: $g) { version } }"
REFUSED = ["http://127.1/x", "http://2130706433/x", "http://0x7f000001/x", "http://0177.0.0.1/x",
           "http://100.64.0.1/x", "http://192.0.0.8/x", "http://[::ffff:127.0.0.1]/x",
           "http://[2002:7f00:1::]/x", "http://[64:ff9b::a00:1]/x", "http://[fe80::1%25lo]/x",
           "http://x@127.0.0.1/x", "http://[::1]/x", "http://169.254.169.254/x"]


@pytest.fixture(scope="module",
                params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    with serve_store(request.param, tmp_path_factory.mktemp("hooks")) as srv:
        yield srv


def test_set_webhook_refuses_every_non_public_spelling(server):
    c = server.gql(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}]}})
    gid = c["createGame"]["game"]["id"]
    token = c["createGame"]["seats"][0]["token"]
    before = server.gql(VERSION, {"g": gid})["game"]["version"]
    for url in REFUSED:
        got = server.gql(HOOK, {"i": {"gameId": gid, "url": url}}, token)["setWebhook"]
        assert got["__typename"] == "InvalidInput", (url, got)
        assert got["code"] == "invalid_input" and "refused" in got["message"], (url, got)
    assert server.gql(VERSION, {"g": gid})["game"]["version"] == before
    assert '"level": "error"' not in server.log_text()
