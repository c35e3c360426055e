"""The lobby and the game page in a browser, against a real `signoria serve` (bots on)."""
from __future__ import annotations

import re

from tests.web.clicks import lobby_page
from tests.web.conftest import screenshot

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}


def _created_game_id(page) -> str:
    notice = page.get_by_test_id("created")
    notice.wait_for()
    href = notice.get_by_role("link", name="Open the game").get_attribute("href")
    return href.rsplit("/", 1)[1]


def test_create_with_bots_then_play_from_the_game_page(open_context, server):
    page = lobby_page(open_context, server, "Ann", DESKTOP)
    # a game whose components are partly inferred says so where it is offered
    page.locator("select[name=game]").select_option(label="Patrizier (provisional)")
    assert "Provisional" in page.get_by_test_id("provisional-note").inner_text()
    page.locator("select[name=game]").select_option(label="Lorenzo il Magnifico")
    assert page.get_by_test_id("provisional-note").count() == 0
    # seat 1 is a human (Ann), seat 2 a greedy bot by default; add a random bot
    page.get_by_role("button", name="Add a seat").click()
    page.get_by_label(re.compile(r"^Seat 2(?!\d)")).select_option(label="Bot (random)")
    # by keyboard: the button takes the focus and Enter creates the game
    page.get_by_role("button", name="Create game").focus()
    page.keyboard.press("Enter")
    gid = _created_game_id(page)
    row = page.locator(f'[data-testid="game"][data-game-id="{gid}"]')
    row.wait_for()
    assert "your seat" in row.inner_text()
    assert re.search(r"0 Ann.*1 greedy bot.*2 random bot", row.inner_text(), re.S)
    screenshot(page, "lobby-desktop")

    page.get_by_role("link", name="Open the game").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/game/{gid}")
    page.get_by_text("You play seat 0.").wait_for()
    status = page.get_by_test_id("game-status")
    status.get_by_text("playing").wait_for()
    # the bots play by themselves; on Ann's turn the spaces she may use are highlighted, and
    # the keyboard reaches them: focus a space, Enter, then Enter on the dialog's confirm button
    space = page.locator('.lorenzo-board .playable[role="button"], '
                         '.lorenzo-board .playable > [role="button"]').first
    space.wait_for(timeout=20000)
    version = int(re.search(r"version (\d+)", status.inner_text())[1])
    space.focus()
    page.keyboard.press("Enter")
    # showModal() (after the dialog's first paint) moves the focus into the dialog: wait for it
    confirm = page.locator('dialog[open][data-testid="placement-dialog"] button.confirm')
    confirm.wait_for()
    # Escape puts the dialog aside: the focus is back on the space, where the keyboard was
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('dialog[open]')")
    page.wait_for_function("() => document.activeElement?.closest('.playable') != null")
    page.keyboard.press("Enter")
    confirm.wait_for()
    # the member choice is a radio group: one Tab stop, the arrow keys move the choice
    radios = page.locator('dialog[open] [role="radiogroup"]').first.get_by_role("radio")
    if radios.count() > 1:
        radios.nth(0).click()
        assert [radios.nth(i).get_attribute("tabindex") for i in range(radios.count())][:2] \
            == ["0", "-1"]
        page.keyboard.press("ArrowRight")
        page.wait_for_function("() => document.activeElement?.getAttribute('aria-checked') === 'true'"
                               " && document.activeElement !== document.querySelector("
                               "'dialog[open] [role=radio]')")
    confirm.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        """([v]) => { const m = document.querySelector('[data-testid="game-status"]')
              .textContent.match(/version (\\d+)/); return m && Number(m[1]) > v; }""",
        arg=[version])
    assert page.get_by_role("list", name="Seats").get_by_text("Ann").count() == 1
    page.get_by_role("heading", name="Log").wait_for()
    assert page.locator("ol.log li").count() > 0
    screenshot(page, "game-desktop")

    # a reload keeps the seat (its token is in localStorage)
    page.reload()
    page.get_by_text("You play seat 0.").wait_for()
    # the public link shows the game to a spectator
    spectate = page.get_by_label("Public spectate link").input_value()
    assert spectate == f"{server}/game/{gid}"


def test_join_an_open_seat_from_another_browser(open_context, server):
    ann = lobby_page(open_context, server, "Ann", DESKTOP)
    ann.get_by_label(re.compile(r"^Seat 1(?!\d)")).select_option(label="Open (someone joins)")
    ann.get_by_role("button", name="Create game").click()
    gid = _created_game_id(ann)
    ann.get_by_role("link", name="Open the game").click()
    ann.get_by_test_id("game-status").get_by_text("waiting for players").wait_for()
    open_seat = ann.locator('[data-testid="seat"][data-seat="1"]')
    assert "open seat" in open_seat.inner_text()

    # Bea, on a phone, finds the game in her lobby and joins it
    bea = lobby_page(open_context, server, "Bea", PHONE)
    row = bea.locator(f'[data-testid="game"][data-game-id="{gid}"]')
    row.get_by_role("button", name=re.compile(r"Join")).wait_for()
    screenshot(bea, "lobby-phone")
    row.get_by_role("button", name=re.compile(r"Join")).click()
    bea.wait_for_url(f"**/game/{gid}?seat=1")
    bea.get_by_text("You play seat 1.").wait_for()

    # Ann sees it live: seat 2 is Bea's and the game is running
    open_seat.get_by_text("Bea").wait_for()
    ann.get_by_test_id("game-status").get_by_text("playing").wait_for()
    screenshot(ann, "game-joined-desktop")
    screenshot(bea, "game-phone")
    # the phone layout does not scroll sideways
    assert bea.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
