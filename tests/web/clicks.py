"""Playing through the web client as a person does: by clicking the board and the dialogs.

`next_move(page)` waits until the page's seat has something to do and does it with the mouse
(a highlighted space then the placement dialog's confirm button, a choice in a decision dialog,
or a button of the turn bar); the API is only read by the tests, never written to by them here.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import httpx

try:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # the browser tests then skip (conftest)
    PlaywrightTimeout = TimeoutError

# What the page shows the seat now: finished, an error, a dialog, a highlighted space, or a
# turn-bar button (pass, take no card); null while other seats act.
STATE_JS = """() => {
  const b = document.querySelector('[data-testid="board"]');
  if (!b) return null;
  if (document.querySelector('dialog[open] [role="alert"], .turn-bar [role="alert"]')) return 'error';
  if (b.dataset.status === 'FINISHED') return 'finished';
  if (b.dataset.toAct !== 'yes') return null;
  if (document.querySelector('dialog[open]')) return 'dialog';
  if (document.querySelector('.lorenzo-board .playable')) return 'space';
  if (document.querySelector('.turn-bar button.choice')) return 'bar';
  return null;
}"""

MOVED_JS = """([v]) => { const b = document.querySelector('[data-testid="board"]');
  return !b || b.dataset.version !== v
    || !!document.querySelector('dialog[open] [role="alert"], .turn-bar [role="alert"]'); }"""


def lobby_page(open_context, server: str, name: str, viewport: dict):
    """A fresh browser's lobby, its player name filled in."""
    context, _ = open_context(viewport=viewport)
    page = context.new_page()
    page.goto(server + "/")
    page.get_by_role("heading", name="Lobby").wait_for()
    page.get_by_label("Your name").fill(name)
    return page


def gql(server: str, query: str, variables: dict | None = None, token: str | None = None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    body = httpx.post(server + "/graphql", json={"query": query, "variables": variables or {}},
                      headers=headers, timeout=30).json()
    assert "errors" not in body, body
    return body["data"]


def alert_text(page) -> str:
    return " / ".join(page.locator('dialog[open] [role="alert"], .turn-bar [role="alert"]')
                      .all_inner_texts())


def next_move(page, turn: int = 0, timeout: float = 60_000) -> str | None:
    """Wait for the seat's next decision and make it by clicking; answers what was clicked
    (`space <id>`, `dialog <title>`, `bar <button>`), or None once the game is over. `turn`
    varies which of the offered spaces or choices is taken."""
    while True:
        state = page.wait_for_function(STATE_JS, timeout=timeout).json_value()
        assert state != "error", alert_text(page)
        if state == "finished":
            return None
        version = page.get_by_test_id("board").get_attribute("data-version")
        # other seats may move meanwhile (simultaneous drafts): a dialog may have just closed
        if state != "dialog" or page.locator("dialog[open] button.choice, dialog[open] button.confirm").count():
            break
    if state == "space":
        spaces = page.locator(".lorenzo-board .playable")
        target = spaces.nth(turn % spaces.count())
        done = f"space {target.get_attribute('data-space')}"
        target.click()
        page.get_by_test_id("placement-dialog").get_by_role("button", name="Place the").or_(
            page.get_by_test_id("placement-dialog").get_by_role("button", name="Take the card")
        ).click()
    elif state == "dialog":
        dialog = page.locator("dialog[open]")
        try:  # other seats may move meanwhile: the dialog may close (and the seat be done)
            title = dialog.locator("h2").first.inner_text(timeout=2000)
            testid = dialog.get_attribute("data-testid", timeout=2000)
        except PlaywrightTimeout:
            return next_move(page, turn, timeout)  # it closed meanwhile: look again
        if testid == "placement-dialog":
            dialog.locator("button.confirm").click()
        else:
            choices = dialog.locator("button.choice")
            count = choices.count()
            if count == 0:  # it closed meanwhile: look again
                return next_move(page, turn, timeout)
            try:  # a simultaneous decision's dialog is redrawn as other seats decide
                choices.nth(turn % count).click(timeout=5000)
            except PlaywrightTimeout:
                return next_move(page, turn, timeout)  # not clicked: look again
        done = f"dialog {title}"
    else:
        button = page.locator(".turn-bar button.choice").first
        done = f"bar {button.inner_text()}"
        button.click()
    page.wait_for_function(MOVED_JS, arg=[version], timeout=timeout)
    assert not alert_text(page), alert_text(page)
    return done


def board_spaces(page) -> dict[str, tuple[str, str]]:
    """What the drawn board shows per action space: (card number or "", occupants)."""
    return {row[0]: (row[1], row[2]) for row in page.locator(
        ".lorenzo-board [data-space]").evaluate_all(
        "els => els.map(e => [e.dataset.space, e.dataset.card ?? '', e.dataset.occupants])")}


BOARD_FIELDS = """version view { ... on LorenzoView { round board {
  towers { floors { space card { number } occupants { seat member } } }
  market { space occupants { seat member } } council { space occupants { seat member } }
  harvest { space occupants { seat member } } production { space occupants { seat member } }
  dice { black white orange } } } }"""
STATE_AT = ("query($g: ID!, $s: Int!) { replay(gameId: $g) { stateAt(step: $s) { "
            + BOARD_FIELDS + " } } }")
GAME_BOARD = "query($g: ID!) { game(id: $g) { " + BOARD_FIELDS + " } }"


def api_spaces(board: dict) -> dict[str, tuple[str, str]]:
    """The same, from a LorenzoView's board as the API gives it."""
    def occ(o):
        return " ".join(f"{x['seat']}:{x['member'].lower()}" for x in o)
    out = {}
    for tower in board["towers"]:
        for f in tower["floors"]:
            out[f["space"]] = (str(f["card"]["number"]) if f["card"] else "", occ(f["occupants"]))
    for s in board["market"] + board["harvest"] + board["production"] + [board["council"]]:
        out[s["space"]] = ("", occ(s["occupants"]))
    return out


_PERSISTED: dict[str, str] | None = None


def sent_document(request) -> str:
    """The GraphQL document a browser request carries: its POST body, or for a GET with a
    persisted query's hash (a finished game's public reads) the web client's document of
    that hash (`dist/persisted-documents.json`, written by the build)."""
    global _PERSISTED
    if request.post_data:
        return request.post_data
    query = parse_qs(urlparse(request.url).query)
    try:
        extensions = json.loads(query.get("extensions", ["{}"])[0])
    except ValueError:
        return ""
    if _PERSISTED is None:
        docs = json.loads((Path(__file__).resolve().parents[2] / "api" / "web" / "dist"
                           / "persisted-documents.json").read_text())
        _PERSISTED = {hashlib.sha256(d.encode()).hexdigest(): d for d in docs.values()}
    return _PERSISTED.get((extensions.get("persistedQuery") or {}).get("sha256Hash"), "")
