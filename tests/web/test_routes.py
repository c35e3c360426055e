"""What api/web_routes.py serves, through the app in-process (no browser, no npm)."""
from __future__ import annotations

import json
import re

import pytest

from api import web_routes
from tests.api.conftest import make_client

BUILD = json.loads((web_routes.DIST / "build-info.json").read_text())["files"]


@pytest.fixture
def client(tmp_path):
    with make_client(tmp_path) as c:
        yield c


@pytest.mark.parametrize("path", ["/", "/game/8c1e3f3a-0000-4000-8000-000000000000",
                                  "/replay/some-id", "/dashboard", "/docs"])
def test_client_routes_answer_the_shell(client, path):
    r = client.get(path)
    assert r.status_code == 200
    assert r.headers["content-type"] == "text/html; charset=utf-8"
    assert r.headers["cache-control"] == "no-cache"
    assert "default-src 'self'" in r.headers["content-security-policy"]
    meta = json.loads(re.search(r'id="signoria-meta">(.*?)</script>', r.text)[1])
    assert meta["version"] == web_routes.api_version() != "unknown"
    assert meta["graphql"] == "/graphql" and meta["health"] == "/health"
    assert {"name": "api.md", "title": "The GraphQL API", "path": "/docs/api.md"} in meta["docs"]


def test_every_built_asset_is_served_with_its_type_and_a_long_cache(client):
    types = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
             ".svg": "image/svg+xml", ".ttf": "font/ttf"}
    assets = [name for name in BUILD if name.startswith("assets/")]
    assert assets
    for name in assets:
        r = client.get("/" + name, headers={"Accept-Encoding": "identity"})
        assert r.status_code == 200, name
        assert r.content == (web_routes.DIST / name).read_bytes(), name
        assert r.headers["content-type"] == types[name[name.rindex("."):]], name
        assert r.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert r.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize("encoding", ["gzip", "br"])
def test_big_assets_are_compressed_when_asked(client, encoding):
    name = max((n for n in BUILD if n.endswith(".js")),
               key=lambda n: (web_routes.DIST / n).stat().st_size)
    r = client.get("/" + name, headers={"Accept-Encoding": encoding})
    assert r.headers["content-encoding"] == encoding
    assert int(r.headers["content-length"]) < (web_routes.DIST / name).stat().st_size / 2
    assert r.content == (web_routes.DIST / name).read_bytes()  # httpx decodes it


def test_assets_follow_the_encodings_a_client_accepts(client):
    name = "/" + max((n for n in BUILD if n.endswith(".js")),
                     key=lambda n: (web_routes.DIST / n).stat().st_size)
    for accepted, sent in (("gzip, deflate, br", "br"), ("br;q=0, gzip", "gzip"),
                           ("br;q=0, gzip;q=0", None), ("identity", None)):
        r = client.get(name, headers={"Accept-Encoding": accepted})
        assert r.headers.get("content-encoding") == sent, accepted
        assert "accept-encoding" in r.headers.get("vary", "").lower() or sent is None
        assert r.content == (web_routes.DIST / name[1:]).read_bytes()


@pytest.mark.parametrize("path", ["/nope", "/index.html", "/graphiql.html",
                                  "/build-info.json", "/assets/nope.js", "/assets/..%2Fbuild-info.json",
                                  "/docs/nope.md", "/docs/..%2FREADME.md", "/docs/api.txt",
                                  "/game/x/y"])
def test_anything_else_is_not_found(client, path):
    assert client.get(path).status_code == 404


def test_docs_are_served_read_only_as_markdown(client):
    r = client.get("/docs/api.md")
    assert r.status_code == 200
    assert r.headers["content-type"] == "text/markdown; charset=utf-8"
    assert r.content == (web_routes.DOCS / "api.md").read_bytes()
    assert client.post("/docs/api.md").status_code == 405


def test_schema_sdl(client):
    r = client.get("/schema.graphql")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    assert "type Query" in r.text


@pytest.mark.parametrize("accept", ["text/html", "text/html,application/xhtml+xml,*/*;q=0.8"])
def test_graphiql_page_is_ours_and_post_and_websocket_still_work(client, accept):
    r = client.get("/graphql", headers={"Accept": accept})
    assert r.status_code == 200 and r.headers["content-type"] == "text/html; charset=utf-8"
    assert r.content == (web_routes.DIST / "graphiql.html").read_bytes()
    assert "GraphiQL" in r.text
    refs = re.findall(r'(?:src|href)="([^"]+)"', r.text)
    assert refs and all(ref.startswith("/assets/") for ref in refs), refs
    r = client.post("/graphql", json={"query": "{ games(first: 1) { edges { cursor } } }"})
    assert r.status_code == 200 and r.json() == {"data": {"games": {"edges": []}}}
    with client.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"]) as ws:
        ws.send_json({"type": "connection_init"})
        assert ws.receive_json()["type"] == "connection_ack"

