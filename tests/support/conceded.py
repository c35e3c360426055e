"""Games brought to their end over HTTP by conceding (a bot plays a conceded seat on): a
finished game that had human seats, on a public or a private table."""
from __future__ import annotations

import httpx

from tests.web import scenes

CONCEDE = """mutation($g: ID!) { concede(input: {gameId: $g}) { __typename } }"""
OPEN = """mutation($p: [PlayerInput!]!) { openGame(input: {players: $p, private: true}) {
  ... on GameCreated { game { id } seats { seat token } inviteCode } } }"""
JOIN = """mutation($g: ID!, $c: String) { joinGame(input: {gameId: $g, name: "Bob",
  inviteCode: $c}) { ... on SeatJoined { token } } }"""


def post(base: str, query: str, variables: dict | None = None, token: str | None = None) -> dict:
    """POST a document (the token as `Authorization: Bearer`): its data, failing on errors."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    body = httpx.post(base + "/graphql", json={"query": query, "variables": variables or {}},
                      headers=headers, timeout=30).json()
    assert "errors" not in body, body
    return body["data"]


def started(base: str, seed: int = 4, private: bool = False) -> tuple[str, list[str]]:
    """A running Lorenzo game of two humans' seats (or one and a bot): (id, tokens)."""
    if private:
        made = post(base, OPEN, {"p": [{"name": "Ann"}, {"open": True}]})["openGame"]
        gid = made["game"]["id"]
        other = post(base, JOIN, {"g": gid, "c": made["inviteCode"]})["joinGame"]["token"]
        return gid, [next(s["token"] for s in made["seats"] if s["token"]), other]
    gid, seats = scenes.create(base, "LORENZO", [{"name": "Ann"}, {"bot": "RANDOM"}], seed)
    return gid, [s["token"] for s in seats if s["token"]]


def finish(base: str, gid: str, tokens: list[str]) -> None:
    """Every human concedes; the bots play on to the end."""
    for token in tokens:
        post(base, CONCEDE, {"g": gid}, token=token)
    scenes.wait(base, gid, lambda s: s["game"]["status"] == "FINISHED")


def finished(base: str, seed: int = 4, private: bool = False) -> tuple[str, str]:
    """A finished game that had a human seat: (id, that seat's token)."""
    gid, tokens = started(base, seed, private)
    finish(base, gid, tokens)
    return gid, tokens[0]
