"""The direct completion of plain data (api.schema.plain) answers exactly what graphql-core's
own completion answers: the same JSON, byte for byte and key for key, for every hosted game's
full client selection (a seat's and a spectator's `game`, replay steps), and the same data and
errors where a value breaks its type."""
import json
from enum import Enum
from pathlib import Path
from typing import Annotated

import pytest
import strawberry
from graphql import execute, parse
from strawberry.schema._graphql_core import execution_context_class_kwargs
from strawberry.schema.schema import StrawberryGraphQLCoreExecutionContext

from api.schema import plain
from api.schema.plain import PlainData
from tests.api.conftest import create, legal, submit
from tests.contract.client import GAME

ROOT = Path(__file__).resolve().parents[2]
_CLIENT = json.loads((ROOT / "api" / "web" / "dist" / "persisted-documents.json").read_text())
STEP = _CLIENT["graphql.ts#REPLAY_STEP"]
# the web client's selection of a game (every game's view, legal actions) as a query
_UPDATED = _CLIENT["graphql.ts#GAME_UPDATED"]
CLIENT_GAME = ("query($g: ID!, $t: String) { game(id: $g, token: $t) { ...GameFields } }\n"
               + _UPDATED[_UPDATED.index("fragment"):])


def _answers(gql, query, variables, token=None, language=None) -> tuple[str, str]:
    """The answer with the direct completion, then without it (a new text each time: the
    answer cache keys by the document)."""
    headers = {"Accept-Language": language} if language else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"

    def answer(text: str) -> str:
        return gql.client.post("/graphql", json={"query": text, "variables": variables},
                               headers=headers).text

    fast = answer(query + "\n# plain")
    original = PlainData._kinds, PlainData._shapes
    PlainData._kinds = PlainData._shapes = lambda self: None
    try:
        slow = answer(query + "\n# graphql-core")
    finally:
        PlainData._kinds, PlainData._shapes = original
    return fast, slow


def _play(gql, gid, tokens, moves: int) -> None:
    for _ in range(moves):
        for token in tokens.values():
            acts = legal(gql, gid, token)
            if acts:
                submit(gql, gid, acts[len(acts) // 2]["key"], token)
                break
        else:
            return


@pytest.mark.parametrize("game", ["lorenzo", "patrizier", "ilvecchio", "florenza"])
def test_every_games_answers_are_unchanged(gql, game):
    players = [{"name": n} for n in ("Ann", "Bea", "Cid")]
    c = create(gql, players, game=game.upper(), seed=7)
    gid = c["game"]["id"]
    tokens = {s["seat"]: s["token"] for s in c["seats"]}
    _play(gql, gid, tokens, 25)
    checked = 0
    for query in (CLIENT_GAME, GAME) if game == "lorenzo" else (CLIENT_GAME,):
        for token in (tokens[0], tokens[1], None):
            fast, slow = _answers(gql, query, {"g": gid, "t": token})
            assert '"errors"' not in fast and len(fast) > 1000
            assert fast == slow
            checked += 1
    for step in (0, 1, 5, 20, 40):
        fast, slow = _answers(gql, STEP, {"gameId": gid, "step": step})
        assert fast == slow, step
        checked += 1
    # texts (descriptions, progress) in the request's language, read directly too
    fast, slow = _answers(gql, CLIENT_GAME, {"g": gid, "t": tokens[0]}, tokens[0], "de")
    english = _answers(gql, CLIENT_GAME, {"g": gid, "t": tokens[0]}, tokens[0])[0]
    assert fast == slow and fast != english
    # the shared parts' walks are kept per language: German again after English stays German
    assert _answers(gql, CLIENT_GAME, {"g": gid, "t": tokens[0]}, tokens[0], "de")[0] == fast
    assert checked == (11 if game == "lorenzo" else 8)


@strawberry.enum
class Colour(Enum):
    RED = "red"


@strawberry.type
class Leaf:
    n: int
    tags: list[str]
    colour: Colour


@strawberry.type
class Other:
    n: int


Either = Annotated[Leaf | Other, strawberry.union("Either")]


@strawberry.type
class Box:
    leaf: Leaf | None
    leaves: list[Leaf]
    either: Either | None


class _Plain(PlainData, StrawberryGraphQLCoreExecutionContext):
    pass


@strawberry.type
class Query:
    @strawberry.field
    def box(self, case: str) -> Box | None:
        good = Leaf(n=1, tags=["a"], colour=Colour.RED)
        if case == "null-in-non-null":  # a None where the type says Int!
            return Box(leaf=Leaf(n=None, tags=["a"], colour=Colour.RED), leaves=[good],
                       either=Other(n=2))
        if case == "bad-list-item":
            return Box(leaf=good, leaves=[good, Leaf(n=3, tags=[None], colour=Colour.RED)],
                       either=good)
        if case == "not-coercible":
            return Box(leaf=Leaf(n="x", tags=[], colour="green"), leaves=[], either=None)
        if case == "scalar-for-list":  # a String where the type says [String!]!
            return Box(leaf=Leaf(n=1, tags="x", colour=Colour.RED), leaves=[], either=None)
        if case == "int-out-of-range":  # a Python int GraphQL's Int cannot hold
            return Box(leaf=Leaf(n=2 ** 40, tags=[], colour=Colour.RED), leaves=[],
                       either=None)
        if case == "not-in-union":
            return Box(leaf=good, leaves=[], either=object())
        return Box(leaf=good, leaves=[good, good], either=Other(n=2))


QUERY = """query($c: String!) { box(case: $c) { __typename leaf { n tags colour }
  leaves { n tags } either { __typename ... on Leaf { n } ... on Other { n } } } }"""


@pytest.mark.parametrize("case", ["fine", "null-in-non-null", "bad-list-item",
                                  "not-coercible", "not-in-union", "scalar-for-list",
                                  "int-out-of-range"])
def test_broken_values_give_graphql_cores_data_and_errors(case):
    answers = []
    for context_class in (_Plain, StrawberryGraphQLCoreExecutionContext):
        schema = strawberry.Schema(Query, execution_context_class=context_class)
        result = schema.execute_sync(QUERY, {"c": case})
        answers.append((result.data, [(e.message, e.path) for e in result.errors or ()]))
    assert answers[0] == answers[1]
    assert (answers[0][1] == []) == (case == "fine")


def _run(document, variables: dict, context_class=None) -> dict:
    schema = strawberry.Schema(Query, execution_context_class=context_class or _Plain)
    result = execute(schema._schema, document, variable_values=variables,
                     **execution_context_class_kwargs(schema.execution_context_class))
    assert not result.errors, result.errors
    return result.data


def test_a_documents_kept_shape_answers_every_request_alike():
    """One parsed document (as the parse cache hands out) run again and again: later requests
    use the selection's shape kept from the first, with the same answers as graphql-core."""
    document = parse(QUERY)
    first = _run(document, {"c": "fine"})
    operation = document.definitions[0]
    kept = plain._shapes[id(operation)]
    assert kept[0] is operation and kept[1] is not None and kept[1].collected
    assert _run(document, {"c": "fine"}) == first == _run(
        document, {"c": "fine"}, StrawberryGraphQLCoreExecutionContext)


def test_a_document_in_use_keeps_its_shape_while_others_come_and_go(monkeypatch):
    """The kept shapes are bounded, least recently used first out: a document asked for all
    the time keeps its shape however many others pass."""
    monkeypatch.setattr(plain, "_SHAPES_KEPT", 3)
    monkeypatch.setattr(plain, "_shapes", type(plain._shapes)())
    busy = parse(QUERY)
    _run(busy, {"c": "fine"})
    kept = plain._shapes[id(busy.definitions[0])]
    for _ in range(5):
        _run(parse(QUERY), {"c": "fine"})  # another document each time
        _run(busy, {"c": "fine"})
    assert plain._shapes[id(busy.definitions[0])] is kept
    assert len(plain._shapes) == 3


def test_a_document_with_directives_is_collected_per_request():
    """@include reads a variable: the shape is not kept, and each request selects by its
    own variables."""
    document = parse("""query($c: String!, $more: Boolean!) { box(case: $c) {
      leaf { n tags @include(if: $more) } } }""")
    assert _run(document, {"c": "fine", "more": True}) == {
        "box": {"leaf": {"n": 1, "tags": ["a"]}}}
    assert _run(document, {"c": "fine", "more": False}) == {"box": {"leaf": {"n": 1}}}
    assert plain._shapes[id(document.definitions[0])][1] is None


def test_shared_objects_are_one_per_content():
    """ByContent: equal content gives the one object built for it (its walks kept on it);
    content of other values or types (True is not 1, a tuple not a list) another; content
    marshal cannot encode is built each time; `same` finds it by identity."""
    kept, made = plain.ByContent(), []

    def build():
        made.append(1)
        return Leaf(n=len(made), tags=[], colour=Colour.RED)

    one = kept.get({"n": 1}, build)
    assert kept.get({"n": 1}, build) is one and one.__dict__[plain._WALKS] == {}
    assert kept.get({"n": True}, build) is not one
    assert kept.get([1], build) is not kept.get((1,), build)
    assert kept.get(Colour.RED, build) is not kept.get(Colour.RED, build)  # not plain data
    same = {"n": 2}
    two = kept.get(same, build, same=same)
    assert kept.get(same, lambda: 1 / 0, same=same) is two
    assert kept.get({"n": 2}, build) is two
