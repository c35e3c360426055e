"""The docs and not-found pages in a browser; a finished game for the replay tests."""
from __future__ import annotations

from tests.web import scenes


def finished_bot_game(server: str, variant: str = "BASIC") -> str:
    return scenes.finished(server, "LORENZO", ["RANDOM", "GREEDY"], 11, variant)[0]


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
