"""The generic renderer (a game without a board renderer of its own, or any game's page with
`?board=generic`): its view as a readable tree, its legal actions as buttons."""
from __future__ import annotations

from tests.web.clicks import gql
from tests.web.conftest import screenshot

CREATE = """mutation { createGame(input: {game: PATRIZIER, seed: 3,
  players: [{name: "Ann"}, {bot: GREEDY}]}) {
  __typename ... on GameCreated { game { id } seats { seat token } } ... on Error { message } } }"""


def test_a_game_without_its_own_board_is_playable_from_the_generic_view(open_context, server):
    created = gql(server, CREATE)["createGame"]
    assert created["__typename"] == "GameCreated", created
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    context, _ = open_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{server}/game/{gid}?board=generic#seat=0&token={token}")
    board = page.get_by_test_id("board")
    board.wait_for()
    assert "generic" in board.get_attribute("class")
    board.get_by_role("heading", name="The game").wait_for()
    assert board.locator("dl.tree").count() > 0  # the view's data as a tree
    buttons = page.get_by_role("list", name="Your legal actions").get_by_role("button")
    buttons.first.wait_for(timeout=20000)
    version = int(board.get_attribute("data-version"))
    buttons.first.click()
    page.wait_for_function("([v]) => Number(document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version) > v", arg=[version])
    screenshot(page, "generic-board")
