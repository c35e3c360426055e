"""Presence as a frontend sees it: a real `signoria serve`, players and spectators following a
game over WebSocket. `game.presence` says which seats are connected and how many spectators
watch; a seat's gameUpdated subscription is sent the game again when that changes; a closed
connection stops counting."""
from __future__ import annotations

import time

import httpx
import pytest

from tests.support.follow import Follower
from tests.support.server import serve

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } } }"""
PRESENCE = "query($g: ID!) { game(id: $g) { presence { seats spectators } } }"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with serve(tmp_path_factory.mktemp("presence")) as srv:
        yield srv


def _gql(server, query, variables):
    body = httpx.post(server.base + "/graphql", json={"query": query, "variables": variables},
                      timeout=15).json()
    assert "errors" not in body, body
    return body["data"]


def _presence(server, gid):
    return _gql(server, PRESENCE, {"g": gid})["game"]["presence"]


def _eventually(fn, want, timeout: float = 10):
    end = time.monotonic() + timeout
    while (got := fn()) != want:
        assert time.monotonic() < end, got
        time.sleep(0.1)


def test_presence_of_seats_and_spectators_is_shown_and_pushed(server):
    c = _gql(server, CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}]}})
    gid = c["createGame"]["game"]["id"]
    tokens = {s["seat"]: s["token"] for s in c["createGame"]["seats"]}
    assert _presence(server, gid) == {"seats": [], "spectators": 0}

    ann = Follower(server.ws, gid, tokens[0])
    assert ann.next_presence() == {"seats": [0], "spectators": 0}
    watchers = [Follower(server.ws, gid) for _ in range(2)]
    # Ann's subscription is sent the game again as the spectators arrive
    seen = ann.next_presence()
    while seen["spectators"] < 2:
        seen = ann.next_presence()
    assert seen == {"seats": [0], "spectators": 2}
    assert _presence(server, gid) == {"seats": [0], "spectators": 2}

    for w in watchers:
        w.close()
    _eventually(lambda: _presence(server, gid), {"seats": [0], "spectators": 0})
    seen = ann.next_presence()
    while seen["spectators"]:
        seen = ann.next_presence()
    ann.close()
    _eventually(lambda: _presence(server, gid), {"seats": [], "spectators": 0})
