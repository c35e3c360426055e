"""The replay, dashboard, docs and not-found pages in a browser."""
from __future__ import annotations

import re
import time

import httpx

from tests.web.conftest import screenshot

BOTS = """mutation { createGame(input: {players: [{bot: RANDOM}, {bot: GREEDY}], seed: 11}) {
  ... on GameCreated { game { id } } } }"""


def _finished_bot_game(server: str) -> str:
    gid = httpx.post(server + "/graphql", json={"query": BOTS}).json()[
        "data"]["createGame"]["game"]["id"]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status = httpx.post(server + "/graphql", json={
            "query": "query($g: ID!) { game(id: $g) { status } }", "variables": {"g": gid}}).json()
        if status["data"]["game"]["status"] == "FINISHED":
            return gid
        time.sleep(0.2)
    raise AssertionError("the bots did not finish their game")


def test_replay_and_dashboard_of_a_finished_game(open_context, server):
    gid = _finished_bot_game(server)
    context, watch = open_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{server}/replay/{gid}")
    heading = page.get_by_test_id("replay-step")
    heading.get_by_text(re.compile(r"^Step 0 of \d+$")).wait_for()
    length = int(heading.inner_text().rsplit(" ", 1)[1])
    assert length > 50
    page.get_by_role("button", name="Next").click()
    heading.get_by_text(f"Step 1 of {length}").wait_for()
    assert "set up" in page.get_by_test_id("replay-event").inner_text()
    page.get_by_role("button", name="Last").click()
    heading.get_by_text(f"Step {length} of {length}").wait_for()
    page.get_by_role("list", name="Final ranking").wait_for()
    assert page.get_by_role("list", name="Seats").get_by_text("greedy").count() == 1
    page.get_by_role("button", name="Previous").focus()
    page.keyboard.press("ArrowLeft")
    heading.get_by_text(f"Step {length - 1} of {length}").wait_for()
    screenshot(page, "replay")

    page.get_by_role("link", name="Dashboard").first.click()
    page.wait_for_url("**/dashboard")
    summary = page.get_by_test_id("analytics-summary")
    summary.get_by_text(re.compile(r"finished games?")).wait_for()
    assert int(summary.locator("strong").inner_text()) >= 1
    page.get_by_role("img", name="Win rate by position in the first turn order").wait_for()
    page.wait_for_function("""() => { const c = document.querySelector('[data-testid="win-chart"]');
        return c && c.width > 0 && c.getContext('2d').getImageData(0, 0, c.width, c.height)
            .data.some((v, i) => i % 4 === 3 && v > 0); }""")  # the chart drew something
    assert any("/assets/chart-" in u or "chart" in u.rsplit("/", 1)[-1] for u in watch.requests)
    screenshot(page, "dashboard")


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
