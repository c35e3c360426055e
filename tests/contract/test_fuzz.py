"""Fuzzing a real server the way a careless or hostile client would: requests generated from
the schema (hypothesis-graphql, valid and invalid) and random mutations of valid requests
(wrong types, missing or extra variables, strange text, made-up ids, tokens and cursors,
broken documents). Over 10,000 requests: no HTTP 500, no logged traceback or error, and no
request that was refused changed anything."""
from __future__ import annotations

import copy
import json
import random
from dataclasses import replace

import httpx
import pytest
from graphql import FieldNode, NameNode, SelectionSetNode, parse, print_ast
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_graphql import Mode, nodes
from hypothesis_graphql import mutations as gen_mutations
from hypothesis_graphql import queries as gen_queries

from api.export import SCHEMA_FILE
from tests.contract.client import CREATE, GAME, LOG, SUBMIT, Client
from tests.support.server import serve

SDL = SCHEMA_FILE.read_text()
SUCCESS = {"GameCreated", "SeatJoined", "ActionAccepted"}  # the ones that store something
SCALARS = {
    "JSON": st.one_of(st.integers(-5, 5).map(nodes.Int), st.text(max_size=8).map(nodes.String),
                      st.just(nodes.Object([]))),
    "Seed": st.one_of(st.integers(-(2**63), 2**63).map(nodes.Int),
                      st.text(max_size=12).map(nodes.String)),
}
GENERATED = 250  # per generator below (queries, mutations, invalid mutations): ≈ 45 ms each to generate
MUTATED = 9300
ODD_TEXT = ["", " ", "\x00", "\ud800", "é" * 300, "x" * 5000, "{", "}", "\n", "null", "0",
            "-1", "9" * 40, "00000000-0000-0000-0000-000000000000", "LORENZO", "lorenzo",
            "<script>", "' OR 1=1 --", "%s%s%s", "\\", "☃"]


@pytest.fixture
def server(tmp_path):
    # no service bots: a bot moving in the background would change the store by itself
    with serve(tmp_path, env={"SIGNORIA_BOTS": "0"}) as running:
        yield running


def _with_typename(query: str) -> str:
    """Add __typename to every top-level field's selection, to see which mutations
    succeeded (the generated selections may pick no field of the success type)."""
    doc = parse(query)
    typename = FieldNode(name=NameNode(value="__typename"), arguments=(), directives=())
    ops = []
    for op in doc.definitions:
        sels = []
        for sel in op.selection_set.selections:
            if isinstance(sel, FieldNode) and sel.selection_set is not None:
                sel = replace(sel, selection_set=SelectionSetNode(
                    selections=(*sel.selection_set.selections, typename)))
            sels.append(sel)
        ops.append(replace(op, selection_set=replace(op.selection_set, selections=tuple(sels))))
    return print_ast(replace(doc, definitions=tuple(ops)))


class Fuzzer:
    def __init__(self, server) -> None:
        self.http = httpx.Client(base_url=server.base, timeout=30)
        self.sent = 0
        self.mark = None  # position when the current run of reads began
        self.known = None  # the position last read (only this test writes: no bots run)

    def position(self) -> int:
        self.known = self.http.get("/health").json()["position"]
        return self.known

    def post(self, body: bytes | str, token: str | None = None) -> httpx.Response:
        headers = {"Content-Type": "application/json"}
        if token is not None:  # raw bytes: a header may carry anything a client sends
            headers["Authorization"] = f"Bearer {token}".encode("utf-8", "surrogatepass")
        r = self.http.post("/graphql", content=body, headers=headers)
        self.sent += 1
        assert r.status_code in (200, 400, 413), (r.status_code, body[:300], r.text[:300])
        if r.status_code == 200:
            for err in r.json().get("errors") or ():
                assert err["message"] != "Unexpected error.", (body[:300], err)
        return r

    def checked(self, body, token=None) -> None:
        """Send; unless a success type came back, nothing may have been stored. A request
        that cannot be a mutation is checked in runs (the position at the end of a run of
        reads must be the one at its start), a possible mutation on its own: the position
        read after one request is the one before the next (one read per request, not two)."""
        if "mutation" not in body:
            if self.mark is None:
                self.mark = self.known if self.known is not None else self.position()
            self.post(body, token)
            if self.sent % 100 == 0:
                self.settle()
            return
        before = self.settle()
        r = self.post(body, token)
        stored = r.status_code == 200 and _succeeded(r.json())
        after = self.position()
        if not stored:
            assert after == before, (body[:300], r.text[:300])

    def settle(self) -> int:
        """Check the current run of reads changed nothing; the position now."""
        if self.mark is not None:
            mark, self.mark = self.mark, None
            assert self.position() == mark, "a read changed the store"
        return self.known if self.known is not None else self.position()


def _succeeded(body) -> bool:
    data = body.get("data") or {}
    return any(isinstance(v, dict) and v.get("__typename") in SUCCESS
               and not v.get("replayed") for v in data.values())


def _mutate(value, rng: random.Random, ids: list[str], tokens: list[str]):
    """A random change somewhere in a JSON value."""
    if isinstance(value, dict) and value and rng.random() < 0.7:
        key = rng.choice(list(value))
        out = dict(value)
        roll = rng.random()
        if roll < 0.15:
            del out[key]
        elif roll < 0.25:
            out[rng.choice(ODD_TEXT[:12]) or "extra"] = rng.choice([1, "x", None, [], {}])
        else:
            out[key] = _mutate(value[key], rng, ids, tokens)
        return out
    if isinstance(value, list) and value and rng.random() < 0.7:
        out = list(value)
        i = rng.randrange(len(out))
        roll = rng.random()
        if roll < 0.2:
            del out[i]
        elif roll < 0.35:
            out.append(copy.deepcopy(out[i]))
        else:
            out[i] = _mutate(out[i], rng, ids, tokens)
        return out
    return rng.choice([
        None, True, 0, -1, 2**31, 2**63, 1.5, float("inf") if False else 1e308, [], {},
        [value], {"v": value}, rng.choice(ODD_TEXT), rng.choice(ids), rng.choice(tokens),
        str(value)[::-1], rng.randint(-10, 1000), rng.choice(["BASIC", "TURNS", "GREEDY",
                                                               "PLAYING", "random"])])


def _mutate_document(doc: str, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.3:
        cut = rng.randrange(1, len(doc))
        return doc[:cut]
    if roll < 0.5:
        i = rng.randrange(len(doc))
        return doc[:i] + rng.choice(["{", "}", "(", ")", "$", "...", "@skip", "!", '"']) + doc[i:]
    if roll < 0.7:
        return doc.replace("{", "{ __typename nosuch ", 1)
    if roll < 0.85:
        return "query A { __typename } " + doc
    return doc.replace("query", "subscription", 1)


def test_ten_thousand_requests_no_server_error_no_change_when_refused(server):
    client = Client(server.base)
    created = client(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}],
                                    "seed": 5}})["createGame"]
    gid = created["game"]["id"]
    tokens = [s["token"] for s in created["seats"]]
    fz = Fuzzer(server)

    @settings(max_examples=GENERATED, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(query=gen_queries(SDL, custom_scalars=SCALARS), use_token=st.booleans())
    def queries(query, use_token):
        fz.checked(json.dumps({"query": query}), tokens[0] if use_token else None)

    @settings(max_examples=GENERATED, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(query=gen_mutations(SDL, custom_scalars=SCALARS), use_token=st.booleans())
    def mutations(query, use_token):
        fz.checked(json.dumps({"query": _with_typename(query)}), tokens[1] if use_token else None)

    @settings(max_examples=GENERATED, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(query=gen_mutations(SDL, custom_scalars=SCALARS, mode=Mode.NEGATIVE))
    def invalid(query):
        before = fz.position()
        r = fz.post(json.dumps({"query": query}), tokens[0])
        assert r.status_code == 400 or r.json().get("errors"), query
        assert fz.position() == before

    queries()
    mutations()
    invalid()

    # random mutations of the requests a real client sends
    rng = random.Random(2026)
    ids = [gid, "nope", "00000000-0000-0000-0000-000000000000"]
    valid = [
        (GAME, {"g": gid, "t": tokens[0]}), (GAME, {"g": gid}),
        (LOG, {"g": gid, "a": "3"}),
        (SUBMIT, {"i": {"gameId": gid, "action": "pass", "expectedVersion": 3}}),
        (SUBMIT, {"i": {"gameId": gid, "action": "place black market.1", "idempotencyKey": "k"}}),
        (CREATE, {"i": {"players": [{"name": "A"}, {"bot": "RANDOM"}], "variant": "BASIC",
                        "seed": 1, "setup": {"turn_order": [1, 0]}}}),
        ("""mutation($i: JoinGameInput!) { joinGame(input: $i) { __typename } }""",
         {"i": {"gameId": gid, "name": "Cy", "seat": 1}}),
        ("""query($f: GameFilter, $n: Int, $a: String) { games(filter: $f, first: $n,
           after: $a) { nodes { id status } pageInfo { endCursor } } }""",
         {"f": {"game": "LORENZO", "status": "PLAYING", "players": 2}, "n": 5, "a": None}),
        ("""query($g: ID!, $s: Int!) { replay(gameId: $g) { length moves { step }
           stateAt(step: $s) { version } } }""", {"g": gid, "s": 2}),
        ("""query($f: AnalyticsFilter) { analytics(filter: $f) { games seats { wins } } }""",
         {"f": {"variant": "BASIC", "since": "2026-01-01", "players": 2}}),
        ("""query($a: String, $n: Int) { ratings(first: $n, after: $a) { nodes { rating } } }""",
         {"a": None, "n": 3}),
        ("""mutation($i: RegisterPlayerInput!) { registerPlayer(input: $i) { __typename } }""",
         {"i": {"name": "Dee"}}),
        ("""mutation($i: StartGameInput!) { startGame(input: $i) { __typename } }""",
         {"i": {"gameId": gid}}),
    ]
    for n in range(MUTATED):
        doc, variables = rng.choice(valid)
        if rng.random() < 0.15:
            doc = _mutate_document(doc, rng)
        else:
            variables = _mutate(variables, rng, ids, tokens)
        body = json.dumps({"query": doc, "variables": variables})
        fz.checked(body, rng.choice([None, *tokens, "made-up", "\ud800"]) if n % 3 else None)

    fz.settle()
    assert fz.sent >= 10_000, fz.sent
    log = server.log_text()
    assert "Traceback" not in log and " ERROR " not in log, log[-3000:]
    client.close()
