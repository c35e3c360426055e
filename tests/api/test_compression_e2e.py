"""Compression on a real `signoria serve`, as a client on a slow network meets it: a large
/graphql answer comes back brotli or gzip when accepted (the same JSON, a fraction of the
bytes), a small one plain; the client's files too; WebSocket messages per-message deflated."""
from __future__ import annotations

import json

import brotli
import httpx
import pytest
from websockets.sync.client import connect

from tests.support.server import serve
from tests.web import scenes

# a whole game's moves with their words: tens of KB of JSON
MOVES = """query($g: ID!) { replay(gameId: $g) { moves { firstStep step version seat action
  description } } }"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with serve(tmp_path_factory.mktemp("compression")) as srv:
        yield srv


def _post(base: str, encoding: str, query: str, variables: dict) -> httpx.Response:
    # the raw bytes on the wire: httpx decodes only when the body is read through .content
    with httpx.Client(timeout=30) as client:
        with client.stream("POST", base + "/graphql", headers={"Accept-Encoding": encoding},
                           json={"query": query, "variables": variables}) as r:
            r.raw = b"".join(r.iter_raw())
            return r


def test_a_large_graphql_answer_comes_back_compressed(server):
    gid, _ = scenes.finished(server.base, "LORENZO", ["GREEDY", "RANDOM"], 11)
    variables = {"g": gid}
    plain = _post(server.base, "identity", MOVES, variables)
    assert "content-encoding" not in plain.headers
    assert len(plain.raw) > 10_000
    data = json.loads(plain.raw)
    assert data["data"]["replay"]["moves"]

    br = _post(server.base, "gzip, deflate, br", MOVES, variables)  # a browser's header
    assert br.headers["content-encoding"] == "br"
    assert "accept-encoding" in br.headers["vary"].lower()
    assert json.loads(brotli.decompress(br.raw)) == data
    assert len(br.raw) < len(plain.raw) / 4

    gz = _post(server.base, "gzip", MOVES, variables)  # a client without brotli
    assert gz.headers["content-encoding"] == "gzip"
    assert httpx.Response(200, headers=gz.headers, content=gz.raw).json() == data
    assert len(gz.raw) < len(plain.raw) / 4

    small = _post(server.base, "br", "{ __typename }", {})
    assert "content-encoding" not in small.headers  # under 1 KB: not worth it
    assert json.loads(small.raw) == {"data": {"__typename": "Query"}}


def test_the_client_files_come_back_compressed(server):
    html = httpx.get(server.base + "/", headers={"Accept-Encoding": "br"})
    script = next(part.split('"')[0] for part in html.text.split('src="')[1:]
                  if part.startswith("/assets/"))
    with httpx.Client(timeout=30) as client:
        with client.stream("GET", server.base + script, headers={"Accept-Encoding": "br"}) as r:
            raw = b"".join(r.iter_raw())
            assert r.headers["content-encoding"] == "br"
            assert r.headers["cache-control"].endswith("immutable")
    assert len(raw) < len(brotli.decompress(raw)) / 2


def test_websocket_messages_are_deflated_when_offered(server):
    def negotiated(compression: str | None) -> list[str]:
        with connect(server.ws, subprotocols=["graphql-transport-ws"],
                     compression=compression) as ws:
            ws.send(json.dumps({"type": "connection_init", "payload": {}}))
            assert json.loads(ws.recv(timeout=10))["type"] == "connection_ack"
            return [e.name for e in ws.protocol.extensions]

    assert negotiated("deflate") == ["permessage-deflate"]
    assert negotiated(None) == []  # a client that does not offer it: plain
