"""setWebhook as a seat meets the address policy (infra.addresses) on a real `signoria serve`:
every spelling of a loopback, private, shared or embedded-private address is refused with a
typed error and changes nothing. Only IP literals are used: no name is resolved, nothing is
sent (an accepted webhook would be delivered at once)."""
from __future__ import annotations

import httpx
import pytest

from infra import stores
from tests.conftest import postgres_settings, postgres_url_of, require_postgres
from tests.support.server import serve

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
    env, pg = {}, None
    if request.param == "postgres":
        require_postgres()
        pg = postgres_settings()
        env["SIGNORIA_DATABASE_URL"] = postgres_url_of(pg)
    try:
        with serve(tmp_path_factory.mktemp("hooks"), env=env) as srv:
            yield srv
    finally:
        if pg is not None:
            stores.drop_schema(pg.postgres)


def _gql(server, query, variables, token=None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    body = httpx.post(server.base + "/graphql", json={"query": query, "variables": variables},
                      headers=headers, timeout=15).json()
    assert "errors" not in body, body
    return body["data"]


def test_set_webhook_refuses_every_non_public_spelling(server):
    c = _gql(server, CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}]}})
    gid = c["createGame"]["game"]["id"]
    token = c["createGame"]["seats"][0]["token"]
    before = _gql(server, VERSION, {"g": gid})["game"]["version"]
    for url in REFUSED:
        got = _gql(server, HOOK, {"i": {"gameId": gid, "url": url}}, token)["setWebhook"]
        assert got["__typename"] == "InvalidInput", (url, got)
        assert got["code"] == "invalid_input" and "refused" in got["message"], (url, got)
    assert _gql(server, VERSION, {"g": gid})["game"]["version"] == before
    assert " ERROR " not in server.log_text() and '"ERROR"' not in server.log_text()
