"""The web client reads what anyone may see by GET with a persisted query's hash: a finished
game's replay comes back public and immutable (a browser or the front door keeps it), and no
token ever travels in a URL."""
from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

from tests.web.test_pages import finished_bot_game


def test_a_finished_replay_is_read_by_get_with_hashes(open_context, server):
    gid = finished_bot_game(server)
    context, _ = open_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    seen: list = []
    page.on("response", lambda r: seen.append(r) if "/graphql" in r.url else None)
    page.goto(f"{server}/replay/{gid}")
    page.locator('[data-testid="replay"][data-step="0"]').wait_for()
    page.get_by_role("button", name="Next").click()
    page.locator('[data-testid="replay"][data-step="1"]').wait_for()
    gets = [r for r in seen if r.request.method == "GET"]
    assert gets, [r.url for r in seen]
    for r in gets:
        params = parse_qs(urlsplit(r.url).query)
        assert "query" not in params  # the document's hash only
        ext = json.loads(params["extensions"][0])["persistedQuery"]
        assert len(ext["sha256Hash"]) == 64
        assert "token" not in json.loads(params["variables"][0]) \
            or json.loads(params["variables"][0])["token"] is None
        assert r.status == 200
    replays = [r for r in gets if '"gameId"' in parse_qs(urlsplit(r.url).query)["variables"][0]]
    assert replays and all(
        r.headers["cache-control"].startswith("public, max-age=") for r in replays)
