"""A request leaves no cyclic garbage behind (api.schema.shared `_release`): what a query or a
move builds is freed when its answer is sent, not by a garbage collection, which stopped every
request for 8-17 ms every half second at 500 moves/s."""
from __future__ import annotations

import gc
from collections import Counter

from graphql.execution import Executor
from litestar import Request, Response

from tests.api.conftest import create, legal, seat_to_act, submit
from tests.contract.client import GAME

EVENTS = """query($g: ID!) { gameEvents(gameId: $g, first: 20) { nodes { step type
  description } } }"""


def _garbage(requests) -> Counter:
    """The types of the objects only reference cycles held after `requests()`."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        requests()
        gc.collect()
        return Counter(type(o) for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_queries_and_moves_leave_no_cycles(gql):
    c = create(gql, players=[{"name": "Ann"}, {"name": "Bea"}, {"name": "Cy"}])
    gid, tokens = c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}

    def play() -> None:
        for _ in range(4):
            seat = seat_to_act(gql, gid)
            gql(GAME, {"g": gid, "t": tokens[seat]})
            gql(EVENTS, {"g": gid})
            res = submit(gql, gid, legal(gql, gid, tokens[seat])[0]["key"], tokens[seat])
            assert res["__typename"] == "ActionAccepted"

    play()  # (caches filled once)
    left = _garbage(play)
    assert not [t for t in left if issubclass(t, Executor | Request | Response)], left


def test_refusals_and_errors_leave_no_cycles(gql):
    c = create(gql)
    gid, tokens = c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}

    def refused() -> None:
        for _ in range(3):
            seat = seat_to_act(gql, gid)
            assert submit(gql, gid, "no such action", tokens[seat])["__typename"] != \
                "ActionAccepted"
            body = gql(GAME, {"g": gid, "t": "not-a-token"}, errors=True)
            assert body["errors"]
            body = gql("query { game(id: 1) { version nope } }", errors=True)
            assert body["errors"]

    refused()
    left = _garbage(refused)
    assert not [t for t in left if issubclass(t, Executor | Request | Response)], left
