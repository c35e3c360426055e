"""Generated-input fuzzing over the exported schema (hypothesis-graphql): no request causes a
server error, and a mutation that is not a success changes nothing in the store."""
from __future__ import annotations

from dataclasses import replace

from graphql import FieldNode, NameNode, SelectionSetNode, parse, print_ast
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_graphql import Mode, nodes
from hypothesis_graphql import mutations as gen_mutations
from hypothesis_graphql import queries as gen_queries

from api.export import SCHEMA_FILE
from tests.api.conftest import create, make_client

SDL = SCHEMA_FILE.read_text()
SUCCESS = {"GameCreated", "SeatJoined", "GameStarted", "ActionAccepted"}
SCALARS = {
    "JSON": st.one_of(st.integers(-5, 5).map(nodes.Int), st.text(max_size=8).map(nodes.String),
                      st.just(nodes.Object([]))),
    "Seed": st.one_of(st.integers(-(2**63), 2**63).map(nodes.Int),
                      st.text(max_size=12).map(nodes.String)),
}
FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=list(HealthCheck))


def _with_typename(query: str) -> tuple[str, list[str]]:
    """Add __typename to every top-level field's selection; return the response keys."""
    doc = parse(query)
    keys, ops = [], []
    typename = FieldNode(name=NameNode(value="__typename"), arguments=(), directives=())
    for op in doc.definitions:
        sels = []
        for sel in op.selection_set.selections:
            if isinstance(sel, FieldNode):
                keys.append((sel.alias or sel.name).value)
                if sel.selection_set is not None:
                    sel = replace(sel, selection_set=SelectionSetNode(
                        selections=(*sel.selection_set.selections, typename)))
            sels.append(sel)
        ops.append(replace(op, selection_set=replace(op.selection_set, selections=tuple(sels))))
    return print_ast(replace(doc, definitions=tuple(ops))), keys


def _post(client, query: str, token: str | None = None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    r = client.post("/graphql", json={"query": query}, headers=headers)
    assert r.status_code in (200, 400), r.text
    body = r.json()
    for err in body.get("errors") or ():
        assert err["message"] != "Unexpected error.", (query, body)
        assert "Traceback" not in err["message"]
    return body


def test_fuzz_queries_and_mutations(tmp_path):
    with make_client(tmp_path) as client:
        from tests.api.conftest import Gql

        gql = Gql(client)
        game = create(gql, seed=3)
        token = game["seats"][0]["token"]
        service = client.app.state.api.service

        @FUZZ
        @given(query=gen_queries(SDL, custom_scalars=SCALARS, fields=["game", "legalActions", "games", "gameEvents",
                                              "replay", "gameTypes", "analytics", "ratings"]),
               use_token=st.booleans())
        def queries(query, use_token):
            before = service.position()
            _post(client, query, token if use_token else None)
            assert service.position() == before

        @FUZZ
        @given(query=gen_mutations(SDL, custom_scalars=SCALARS), use_token=st.booleans())
        def mutations(query, use_token):
            query, keys = _with_typename(query)
            before = service.position()
            body = _post(client, query, token if use_token else None)
            data = body.get("data") or {}
            succeeded = any((data.get(k) or {}).get("__typename") in SUCCESS for k in keys)
            if not succeeded:
                assert service.position() == before, (query, body)

        @FUZZ
        @given(query=gen_mutations(SDL, custom_scalars=SCALARS, mode=Mode.NEGATIVE))
        def invalid_mutations(query):
            before = service.position()
            body = _post(client, query, token)
            assert body.get("errors"), (query, body)
            assert service.position() == before

        queries()
        mutations()
        invalid_mutations()
