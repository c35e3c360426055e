"""Live updates survive a dropped WebSocket: the client reconnects by itself and resumes the
event log after the last step it had (no gap, no duplicate), and the game view catches up."""
from __future__ import annotations

import re

import httpx

from tests.web.conftest import screenshot

CREATE = """mutation { createGame(input: {players: [{name: "Ann"}, {bot: GREEDY}], seed: 5}) {
  ... on GameCreated { game { id } seats { seat token } } } }"""
LEGAL = "query($g: ID!) { legalActions(gameId: $g) { key } }"
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename } }"""


def _gql(server, query, variables=None, token=None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    body = httpx.post(server + "/graphql", json={"query": query, "variables": variables or {}},
                      headers=headers, timeout=10).json()
    assert "errors" not in body, body
    return body["data"]


def _steps(page) -> list[int]:
    return [int(s) for s in page.locator("ol.log li").evaluate_all(
        "items => items.map(li => li.dataset.step)")]


def test_events_resume_after_the_socket_drops(open_context, server):
    created = _gql(server, CREATE)["createGame"]
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    context, watch = open_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    sockets, refused = [], []
    down = [False]

    def through(ws):  # every WebSocket of the page passes through here, to the real server
        if down[0]:  # the server is "unreachable": the client must retry
            refused.append(ws)
            ws.close(code=1012, reason="service restart (test)")
            return
        ws.connect_to_server()
        sockets.append(ws)

    page.route_web_socket("**/graphql", through)
    page.goto(f"{server}/game/{gid}#seat=0&token={token}")  # a private link
    page.get_by_text("You play seat 0.").wait_for()
    assert "token" not in page.url  # the fragment is taken into storage and dropped
    page.get_by_role("status").get_by_text("live").wait_for()
    page.wait_for_function("() => document.querySelectorAll('ol.log li').length > 0")
    before = _steps(page)

    down[0] = True
    sockets[-1].close(code=1012, reason="service restart (test)")
    page.get_by_role("status").get_by_text(re.compile("connection lost|reconnecting")).wait_for()
    for _ in range(100):  # a retry is refused
        if refused:
            break
        page.wait_for_timeout(100)
    assert refused
    # meanwhile the game moves on: Ann acts (over HTTP), the bot answers
    key = _gql(server, LEGAL, {"g": gid}, token)["legalActions"][0]["key"]
    assert _gql(server, SUBMIT, {"i": {"gameId": gid, "action": key}}, token)[
        "submitAction"]["__typename"] == "ActionAccepted"
    down[0] = False
    page.get_by_role("status").get_by_text("live").wait_for()
    assert len(sockets) == 2  # one reconnection
    version = _gql(server, "query($g: ID!) { game(id: $g) { version } }", {"g": gid})[
        "game"]["version"]
    page.get_by_test_id("game-status").get_by_text(f"version {version}").wait_for()
    page.wait_for_function("([n]) => document.querySelectorAll('ol.log li').length > n",
                           arg=[len(before)])
    after = _steps(page)
    assert after == list(range(after[0], after[0] + len(after))), after  # no gap, no duplicate
    assert after[-1] > before[-1]
    screenshot(page, "game-after-reconnect")
