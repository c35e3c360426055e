"""The docs and not-found pages in a browser; finished games for the replay and dashboard tests."""
from __future__ import annotations

import time

import httpx

BOTS = """mutation($v: Variant) { createGame(input: {players: [{bot: RANDOM}, {bot: GREEDY}],
  seed: 11, variant: $v}) { ... on GameCreated { game { id } } } }"""


def finished_bot_game(server: str, variant: str = "BASIC") -> str:
    gid = httpx.post(server + "/graphql", json={"query": BOTS, "variables": {"v": variant}}).json()[
        "data"]["createGame"]["game"]["id"]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status = httpx.post(server + "/graphql", json={
            "query": "query($g: ID!) { game(id: $g) { status } }", "variables": {"g": gid}}).json()
        if status["data"]["game"]["status"] == "FINISHED":
            return gid
        time.sleep(0.2)
    raise AssertionError("the bots did not finish their game")


def test_docs_page_and_unknown_routes(open_context, server):
    context, _ = open_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(server + "/docs")
    link = page.get_by_role("link", name="The GraphQL API")
    link.click()
    page.wait_for_url("**/docs/api.md")
    assert page.locator("body").inner_text().startswith("# The GraphQL API")
    page.goto(server + "/game/00000000-0000-4000-8000-000000000000")
    page.get_by_role("heading", name="Game not found").wait_for()
    page.goto(server + "/")
    page.get_by_role("link", name="Health").click()
    assert '"status"' in page.locator("body").inner_text()
