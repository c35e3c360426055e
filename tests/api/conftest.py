"""API test fixtures: a Litestar TestClient over a fresh SQLite store with the projections
running in-process, and a tiny GraphQL helper."""
from __future__ import annotations

import dataclasses

import pytest
from litestar.testing import TestClient

from api.app import create_app
from api.limits import Limits
from tests.conftest import sqlite_settings
from tests.support.server import serve_store


class Gql:
    """POST GraphQL documents; `token` goes in `Authorization: Bearer`. (No consistency
    header: one process reads its own writes without one, docs/api.md.)"""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.app = client.app
        self.payloads: list[str] = []  # every response body, for secret scans

    def raw(self, query: str, variables: dict | None = None, token: str | None = None):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = self.client.post("/graphql", json={"query": query, "variables": variables or {}},
                             headers=headers)
        self.payloads.append(r.text)
        return r

    def __call__(self, query: str, variables: dict | None = None, token: str | None = None,
                 *, errors: bool = False) -> dict:
        r = self.raw(query, variables, token)
        assert r.status_code == 200, r.text
        body = r.json()
        if errors:
            return body
        assert "errors" not in body, body
        return body["data"]

    @property
    def service(self):
        return self.app.state.api.service

    @property
    def read(self):
        return self.app.state.api.read


CREATE = """mutation($input: CreateGameInput!) { createGame(input: $input) {
  __typename
  ... on GameCreated { game { id } seats { seat name kind token } started version }
  ... on Error { code message } } }"""

SUBMIT = """mutation($input: SubmitActionInput!) { submitAction(input: $input) {
  __typename
  ... on ActionAccepted { gameId version finished replayed consistency
                          events { step version type seat description data } }
  ... on VersionConflict { expectedVersion actualVersion }
  ... on Error { code message } } }"""

LEGAL = "query($g: ID!) { legalActions(gameId: $g) { key kind description } }"


def make_client(tmp_path, *, bots: bool = False, limits: Limits | None = None, **settings):
    s = dataclasses.replace(sqlite_settings(tmp_path), run_bots=bots, **settings)
    return TestClient(create_app(s, limits=limits or Limits(rate_per_second=0)))


@pytest.fixture(scope="module",
                params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def served(request, tmp_path_factory):
    """A real `signoria serve` process on each store, shared by a module's tests."""
    with serve_store(request.param, tmp_path_factory.mktemp("served")) as srv:
        yield srv


@pytest.fixture
def gql(tmp_path):
    with make_client(tmp_path) as client:
        yield Gql(client)


@pytest.fixture
def bot_gql(tmp_path):
    with make_client(tmp_path, bots=True) as client:
        yield Gql(client)


def create(gql: Gql, players=None, **extra) -> dict:
    players = players or [{"name": "Ann"}, {"name": "Bea"}]
    return gql(CREATE, {"input": {"players": players, **extra}})["createGame"]


def submit(gql: Gql, game_id: str, action: str, token: str | None, **extra) -> dict:
    inp = {"gameId": game_id, "action": action, **extra}
    return gql(SUBMIT, {"input": inp}, token)["submitAction"]


def legal(gql: Gql, game_id: str, token: str) -> list[dict]:
    return gql(LEGAL, {"g": game_id}, token)["legalActions"]


def seat_to_act(gql: Gql, game_id: str) -> int | None:
    g = gql("query($g: ID!) { game(id: $g) { seatsToAct status } }", {"g": game_id})["game"]
    return g["seatsToAct"][0] if g["seatsToAct"] else None


def play_to_end(gql: Gql, game_id: str, tokens: dict[int, str], *, max_moves=2000,
                on_move=None) -> int:
    """Drive every seat with its first legal action until the game is over; returns moves."""
    moves = 0
    while moves < max_moves:
        acted = False
        for seat, token in tokens.items():
            actions = legal(gql, game_id, token)
            if actions:
                res = submit(gql, game_id, actions[0]["key"], token)
                assert res["__typename"] == "ActionAccepted", res
                moves += 1
                acted = True
                if on_move:
                    on_move(seat, actions[0]["key"], res)
                if res["finished"]:
                    return moves
                break
        if not acted:
            return moves
    raise AssertionError("game did not finish")
