"""GraphQL over HTTP on a real `signoria serve`, as clients meet it: the spec's own audit
(npm graphql-http), the schema linter, queries over GET with the spec's CSRF guidance,
persisted queries, and the caching headers, decided from what each request executed."""
from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

import httpx
import pytest
from graphql import get_named_type, is_leaf_type

from api.persisted import build_manifest
from api.schema import SCHEMA
from tests.support import conceded
from tests.support.conceded import post as _post
from tests.support.npm_tools import node_modules
from tests.support.server import serve
from tests.web import scenes

ROOT = Path(__file__).resolve().parents[2]
GR = "application/graphql-response+json"
AUDIT = """const { serverAudits } = require(process.argv[3] + "/graphql-http");
(async () => {
  const out = [];
  for (const audit of serverAudits({ url: process.argv[2] })) {
    const r = await audit.fn();
    out.push({ id: audit.id, name: audit.name, status: r.status, reason: r.reason });
  }
  console.log(JSON.stringify(out));
})();"""
LINT_RULES = ("arguments-have-descriptions,descriptions-are-capitalized,"
              "enum-values-have-descriptions,fields-have-descriptions,"
              "input-object-values-have-descriptions,types-have-descriptions,"
              "deprecations-have-a-reason,enum-values-all-caps,fields-are-camel-cased,"
              "input-object-values-are-camel-cased,types-are-capitalized,"
              "relay-connection-types-spec,relay-connection-arguments-spec,relay-page-info-spec")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with serve(tmp_path_factory.mktemp("gqlhttp")) as srv:
        yield srv


def _get(base: str, params: dict, headers: dict | None = None) -> httpx.Response:
    params = {k: json.dumps(v) if isinstance(v, dict) else v for k, v in params.items()}
    return httpx.get(base + "/graphql", params=params, headers=headers or {}, timeout=30)


def test_the_specs_audit_passes_every_check(server, tmp_path):
    modules = node_modules()
    script = tmp_path / "audit.js"
    script.write_text(AUDIT)
    out = subprocess.run(["node", str(script), server.base + "/graphql", str(modules)],
                         capture_output=True, text=True, timeout=300, check=True).stdout
    results = json.loads(out)
    failed = [r for r in results if r["status"] != "ok"]
    assert len(results) == 61 and failed == [], failed


def test_the_schema_linter_finds_nothing():
    modules = node_modules()
    run = subprocess.run(["node", str(modules / "graphql-schema-linter" / "lib" / "cli.js"),
                          "-r", LINT_RULES, "-f", "json", f"{ROOT}/api/schema.graphql"],
                         capture_output=True, text=True, timeout=300)
    assert json.loads(run.stdout)["errors"] == [], run.stdout[:2000]


def test_request_errors_are_400_without_data_under_the_new_media_type(server):
    for query in ("{", "{ nope }", "query($id: ID!) { __typename }"):
        new = httpx.post(server.base + "/graphql", json={"query": query}, timeout=30,
                         headers={"Accept": GR})
        assert new.status_code == 400 and new.headers["content-type"].startswith(GR)
        assert "data" not in new.json() and new.json()["errors"]
        old = httpx.post(server.base + "/graphql", json={"query": query}, timeout=30,
                         headers={"Accept": "application/json"})
        assert old.status_code == 200 and old.json()["data"] is None
        assert old.headers["content-type"].startswith("application/json")


def test_queries_run_over_get_and_mutations_do_not(server):
    r = _get(server.base, {"query": "{ gameTypes { name } }"})
    assert r.status_code == 200 and r.json()["data"]["gameTypes"]
    before = _post(server.base, "{ games(first: 100) { nodes { id } } }")
    mutation = ('mutation { createGame(input: {players: [{bot: "RANDOM"}, {bot: "RANDOM"}]})'
                " { __typename } }")
    r = _get(server.base, {"query": mutation}, {"Accept": GR})
    assert r.status_code == 405 and r.headers["allow"] == "POST"
    assert r.json()["errors"][0]["extensions"]["code"] == "method_not_allowed"
    sub = _get(server.base, {"query": "subscription { lobbyUpdated { id } }"})
    assert sub.status_code == 400
    # a simple request's content type may come from any web page: refused, nothing written
    plain = httpx.post(server.base + "/graphql", content=json.dumps({"query": mutation}),
                       headers={"Content-Type": "text/plain"}, timeout=30)
    assert plain.status_code == 400
    assert _post(server.base, "{ games(first: 100) { nodes { id } } }") == before


def test_a_cross_site_get_needs_a_preflight_header_or_a_persisted_query(server):
    query = "{ gameTypes { name } }"
    browser = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors"}
    refused = _get(server.base, {"query": query}, browser)
    assert refused.status_code == 400 and "preflight" in refused.json()["errors"][0]["message"]
    ok = _get(server.base, {"query": query}, {**browser, "GraphQL-Require-Preflight": "1"})
    assert ok.status_code == 200 and ok.json()["data"]["gameTypes"]
    assert _get(server.base, {"query": query}, {"Cookie": "a=b"}).status_code == 400
    h = hashlib.sha256(query.encode()).hexdigest()
    registered = httpx.post(server.base + "/graphql", json={
        "query": query, "extensions": {"persistedQuery": {"version": 1, "sha256Hash": h}}},
        timeout=30)
    assert registered.status_code == 200
    by_hash = _get(server.base, {"extensions": {"persistedQuery": {"version": 1,
                                                                   "sha256Hash": h}}}, browser)
    assert by_hash.status_code == 200 and by_hash.json() == ok.json()


def test_automatic_persisted_queries_over_get_and_post(server):
    query = "query Kinds { gameTypes { name botKinds } }"
    h = hashlib.sha256(query.encode()).hexdigest()
    ext = {"persistedQuery": {"version": 1, "sha256Hash": h}}
    missing = _get(server.base, {"extensions": ext})
    assert missing.status_code == 200
    error = missing.json()["errors"][0]
    assert error["message"] == "PersistedQueryNotFound"
    assert error["extensions"]["code"] == "PERSISTED_QUERY_NOT_FOUND"
    assert "no-store" in missing.headers["cache-control"]  # never kept by a proxy
    wrong = httpx.post(server.base + "/graphql", timeout=30, json={
        "query": "{ __typename }", "extensions": ext}).json()
    assert wrong["errors"][0]["extensions"]["code"] == "persisted_query_mismatch"
    sent = httpx.post(server.base + "/graphql", json={"query": query, "extensions": ext},
                      timeout=30)
    assert sent.status_code == 200 and sent.json()["data"]["gameTypes"]
    for r in (_get(server.base, {"extensions": ext}),
              httpx.post(server.base + "/graphql", json={"extensions": ext}, timeout=30)):
        assert r.status_code == 200 and r.json() == sent.json()
    # the limits apply to a persisted document as to any other
    deep = "{ " + " ".join(f"a{i}: __typename" for i in range(40)) + " }"
    deep_ext = {"persistedQuery": {"version": 1,
                                   "sha256Hash": hashlib.sha256(deep.encode()).hexdigest()}}
    again = httpx.post(server.base + "/graphql", json={"query": deep, "extensions": deep_ext},
                       timeout=30).json()
    assert again["errors"][0]["extensions"]["code"] == "query_too_complex"
    assert _get(server.base, {"extensions": deep_ext}).json()["errors"][0]["message"] \
        == "PersistedQueryNotFound"  # a refused document is never kept


def test_trusted_documents_mode_runs_only_the_web_clients_documents(tmp_path):
    manifest = build_manifest()
    if not manifest:
        pytest.skip("the web client is not built")
    with serve(tmp_path, env={"SIGNORIA_PERSISTED_QUERIES": "trusted"}) as srv:
        h, query = next(iter(manifest.items()))
        for r in (httpx.post(srv.base + "/graphql", json={"query": "{ __typename }"}),
                  httpx.post(srv.base + "/graphql", json={"query": "{ __typename }",
                             "extensions": {"persistedQuery": {
                                 "version": 1, "sha256Hash": hashlib.sha256(
                                     b"{ __typename }").hexdigest()}}})):
            assert r.json()["errors"][0]["extensions"]["code"] == "unknown_document"
        known = httpx.post(srv.base + "/graphql", json={
            "extensions": {"persistedQuery": {"version": 1, "sha256Hash": h}},
            "variables": {"gameId": "00000000-0000-0000-0000-000000000000", "game": "LORENZO",
                          "player": "x", "step": 0, "start": 0, "input": {}}})
        assert "unknown_document" not in known.text
        assert httpx.post(srv.base + "/graphql", json={"query": query}).status_code == 200


# --- caching: what ran decides -------------------------------------------------------------

def _cache_of(server, query: str, variables: dict, headers: dict | None = None) -> str:
    r = _get(server.base, {"query": query, "variables": variables},
             {"GraphQL-Require-Preflight": "1", **(headers or {})})
    assert r.status_code == 200, r.text
    return r.headers["cache-control"]


PUBLIC_SELECTIONS = [
    "query($g: ID!) { game(id: $g) { id status seats { seat name } result { winners } } }",
    "query($g: ID!) { game(id: $g) { view { __typename } legalActions { key } } }",
    "query($g: ID!) { gameEvents(gameId: $g, first: 5) { nodes { cursor description } "
    "pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }",
    "query($g: ID!) { replay(gameId: $g) { length finished moves { step } "
    "stateAt(step: 1) { status } steps(start: 0, first: 2) { step } } }",
    "query($g: ID!) { replay(gameId: $g) { length } gameTypes { name } }",
    "query($g: ID!, $p: Boolean = false) { game(id: $g) { id presence @include(if: $p) "
    "{ spectators } } }",
]
PRIVATE_FIELDS = ["presence { spectators }", "clock { seats { seat } }", "rematch"]
PRIVATE_ROOTS = ["games(first: 1) { nodes { id } }", "ratings(first: 1) { nodes { games } }",
                 "analytics { games }", "legalActions(gameId: $g) { key }",
                 "rating(player: \"x\") { games }"]


@pytest.fixture(scope="module")
def games(server):
    finished, token = conceded.finished(server.base)
    private, _ = conceded.finished(server.base, private=True)
    running, _ = scenes.seat_to_act(server.base, "LORENZO", ["GREEDY"], 3)
    return {"finished": finished, "token": token, "private": private, "running": running}


@pytest.mark.parametrize("query", PUBLIC_SELECTIONS)
def test_a_finished_public_games_data_is_public_and_immutable(server, games, query):
    assert _cache_of(server, query, {"g": games["finished"]}).startswith("public, max-age=")


@pytest.mark.parametrize("field", PRIVATE_FIELDS)
def test_a_field_that_changes_after_the_end_makes_it_private(server, games, field):
    query = "query($g: ID!) { game(id: $g) { id " + field + " } }"
    assert _cache_of(server, query, {"g": games["finished"]}) == "private, no-store"
    # executed, not written: the same field behind @include(if: true)
    query = ("query($g: ID!, $p: Boolean = false) { game(id: $g) { id ... @include(if: $p) {"
             + field + " } } }")
    assert _cache_of(server, query, {"g": games["finished"], "p": True}) == "private, no-store"


@pytest.mark.parametrize("root", PRIVATE_ROOTS)
def test_lists_ratings_analytics_are_private(server, games, root):
    query = "query($g: ID!) { game(id: $g) { id } " + root + " }"
    assert _cache_of(server, query, {"g": games["finished"]}) == "private, no-store"


def test_tokens_running_games_private_tables_and_errors_are_private(server, games):
    game = "query($g: ID!, $t: String) { game(id: $g, token: $t) { id status } }"
    fin = {"g": games["finished"]}
    assert _cache_of(server, game, {**fin, "t": games["token"]}) == "private, no-store"
    assert _cache_of(server, game, fin, {"Authorization": f"Bearer {games['token']}"}) \
        == "private, no-store"
    assert _cache_of(server, game, {"g": games["running"]}) == "private, no-store"
    assert _cache_of(server, game, {"g": games["private"]}) == "private, no-store"
    assert _cache_of(server, game, {"g": "00000000-0000-0000-0000-000000000000"}) \
        == "private, no-store"
    # the same selection over POST: never public
    r = httpx.post(server.base + "/graphql", json={"query": game, "variables": fin})
    assert r.headers["cache-control"] == "private, no-store" and "etag" not in r.headers


def test_a_public_answer_has_a_strong_etag_and_a_conditional_get_answers_304(server, games):
    query, variables = PUBLIC_SELECTIONS[0], {"g": games["finished"]}
    first = _get(server.base, {"query": query, "variables": variables})
    tag = first.headers["etag"]
    assert tag.startswith('"') and not tag.startswith("W/")
    again = _get(server.base, {"query": query, "variables": variables}, {"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == tag
    other = _get(server.base, {"query": query, "variables": variables},
                 {"If-None-Match": '"nope"'})
    assert other.status_code == 200 and other.content == first.content
    # another media type is another representation, with its own validator
    gr = _get(server.base, {"query": query, "variables": variables}, {"Accept": GR})
    assert gr.headers["etag"] != tag and gr.json() == first.json()


def test_a_game_that_finishes_turns_public(server):
    gid, tokens = conceded.started(server.base, seed=8)
    query = "query($g: ID!) { game(id: $g) { status } }"
    assert _cache_of(server, query, {"g": gid}) == "private, no-store"
    conceded.finish(server.base, gid, tokens)
    r = _get(server.base, {"query": query, "variables": {"g": gid}})
    assert r.json()["data"]["game"]["status"] == "FINISHED"
    assert r.headers["cache-control"].startswith("public")


def _selection(type_name: str, field: str) -> str:
    """`field` with the smallest selection it needs (`{ __typename }` for an object)."""
    named = get_named_type(SCHEMA._schema.type_map[type_name].fields[field].type)
    return field if is_leaf_type(named) else field + " { __typename }"


GAME_FIELDS = sorted(SCHEMA._schema.type_map["Game"].fields)
CHANGING = {"presence", "clock", "rematch"}  # (docs/api.md: they change after the end)


@pytest.mark.parametrize("field", GAME_FIELDS)
def test_each_field_of_a_finished_game_as_a_root_and_in_a_replay_step(server, games, field):
    """Every field of Game, alone, at the root and inside a replay's step: public unless it
    changes once the game is over."""
    expected = "private, no-store" if field in CHANGING else None
    for query in ("query($g: ID!) { game(id: $g) { " + _selection("Game", field) + " } }",
                  "query($g: ID!) { replay(gameId: $g) { step(step: 2) { game { "
                  + _selection("Game", field) + " } } } }"):
        got = _cache_of(server, query, {"g": games["finished"]})
        assert got == expected if expected else got.startswith("public, max-age="), query
