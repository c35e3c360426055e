"""GET /graphql in a browser: our own GraphiQL build, working with no network but this origin
(every other request is aborted and fails the test, see conftest.open_context)."""
from __future__ import annotations

import httpx

from tests.web.conftest import screenshot

CREATE = """mutation { createGame(input: {players: [{name: "Ann"}, {bot: RANDOM}]}) {
  __typename } }"""


def _open(open_context, server):
    context, watch = open_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(server + "/graphql", wait_until="load")
    # the example operation is in the editor, ready to run
    page.locator(".graphiql-query-editor").get_by_text("gameTypes").first.wait_for()
    return page, watch


def test_graphiql_offline_runs_the_example(open_context, server):
    page, watch = _open(open_context, server)
    with page.expect_response(lambda r: r.url == server + "/graphql"
                              and r.request.method == "POST"
                              and "query GameTypes" in (r.request.post_data or "")) as resp:
        page.locator(".graphiql-execute-button").click()
    assert resp.value.status == 200
    assert "LORENZO" in [t["name"] for t in resp.value.json()["data"]["gameTypes"]]
    result = page.locator(".graphiql-response")
    result.get_by_text('"LORENZO"').wait_for()
    assert '"gameTypes"' in result.inner_text()
    screenshot(page, "graphiql")
    # the page's scripts and the editors' workers came from this origin
    assert any("/assets/graphiql-" in u for u in watch.requests)
    assert any(".worker-" in u for u in watch.requests), watch.requests


def test_graphiql_subscription_over_websocket(open_context, server):
    """A subscription typed into GraphiQL runs over graphql-ws at this origin's /graphql."""
    page, watch = _open(open_context, server)
    editor = page.locator(".graphiql-query-editor")
    editor.get_by_text("gameTypes").first.click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text("subscription Lobby { lobbyUpdated { id status players } }")
    editor.get_by_text("lobbyUpdated").wait_for()
    assert "gameTypes" not in editor.inner_text()
    # GraphiQL has parsed the new operation once its tab is named after it
    page.locator(".graphiql-tab").get_by_text("Lobby", exact=True).wait_for()
    page.locator(".graphiql-execute-button").click()
    response = page.locator(".graphiql-response")
    for _ in range(50):  # a game created meanwhile arrives through the subscription
        r = httpx.post(server + "/graphql", json={"query": CREATE})
        assert r.json()["data"]["createGame"]["__typename"] == "GameCreated"
        if response.get_by_text('"lobbyUpdated"').count():
            break
        page.wait_for_timeout(200)
    response.get_by_text('"lobbyUpdated"').first.wait_for()
    assert watch.sockets and all(s.endswith("/graphql") for s in watch.sockets), watch.sockets
    screenshot(page, "graphiql-subscription")
