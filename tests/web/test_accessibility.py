"""Every page of the client in the states a user meets, checked by axe-core (npm `axe-core`, a
devDependency of api/web: wcag2a/aa, wcag21a/aa, wcag22aa and best practices, 0 violations),
at phone (390x844) and desktop widths: the lobby, each board as spectator and as the seat to
act, with a dialog open, after a move, the replays at mid-game, the dashboard. On the phone: no
text drawn below 12 CSS px, the usable places at least 44x44, nothing wider than the screen;
screenshots of every board land in tests/web/artifacts/ (looked at: docs/web-client.md).
Also: no page jumps as its data arrives (the layout shifts Chromium reports stay under 0.05)."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.web import scenes
from tests.web.conftest import _unavailable, screenshot

WEB = Path(__file__).resolve().parents[2] / "api" / "web"
AXE = WEB / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1400, "height": 1000}
# the layout shifts of the page so far (what Lighthouse's CLS adds up), from load on
SHIFTS = """(() => { window.__shift = 0; new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
}).observe({type: "layout-shift", buffered: true}); })();"""
# text drawn smaller than 12 CSS px (an SVG's text at the size it is drawn), as a phone shows it
SMALL_TEXT = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('.sr-only, title')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    const text = el.closest('svg') && el.closest('text');
    if (text) {  // the viewBox's scale and the text's own transform
      const m = text.getScreenCTM();
      size *= Math.hypot(m.a, m.b);
    }
    if (size < 11.95) out.push(`${size.toFixed(1)}px "${n.textContent.trim().slice(0, 20)}"`);
  }
  return out;
}"""
# the board's usable places smaller than a finger (44 x 44 CSS px)
SMALL_TARGETS = """() => [...document.querySelectorAll('.playable')].map((e) => e.getBoundingClientRect())
  .filter((r) => r.width < 44 || r.height < 44).map((r) => `${r.width}x${r.height}`)"""


@pytest.fixture(scope="session")
def axe() -> str:
    if not AXE.is_file():
        if not shutil.which("npm"):
            _unavailable("axe-core is not installed (npm ci in api/web) and npm is missing")
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=WEB, check=True,
                       capture_output=True)
    return AXE.read_text()


@pytest.fixture(scope="module")
def pages(server) -> dict[str, str]:
    return scenes.pages(server)


def violations(page, axe: str) -> list[str]:
    page.evaluate(axe)
    found = page.evaluate("(tags) => axe.run(document, {runOnly: {type: 'tag', values: tags}})"
                          ".then(r => r.violations.map(v => v.id + ': ' + v.nodes.slice(0, 3)"
                          ".map(n => n.target.join(' ')).join(' | ')))", TAGS)
    return found


def open_page(open_context, url: str, viewport: dict):
    context, _ = open_context(viewport=viewport, bypass_csp=True)  # axe is injected
    page = context.new_page()
    page.add_init_script(SHIFTS)
    page.goto(url)
    return page


def wait_board(page) -> None:
    page.get_by_test_id("board").wait_for(timeout=60_000)  # drawn (a replay's too): not loading
    page.wait_for_timeout(600)  # the log: everything else the page asks at first


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("name", ["lobby", "dashboard", "lorenzo_spectator", "lorenzo_seat",
                                  "patrizier_spectator", "patrizier_seat", "lorenzo_replay",
                                  "patrizier_replay", "ilvecchio_spectator", "ilvecchio_seat",
                                  "ilvecchio_replay", "florenza_spectator", "florenza_seat",
                                  "florenza_replay"])
def test_every_page_is_accessible_and_still(open_context, pages, axe, name, viewport):
    page = open_page(open_context, pages[name], viewport)
    if name == "lobby":
        page.locator('[data-testid="game"]').first.wait_for()
    elif name == "dashboard":
        page.locator("canvas[data-chart]").first.wait_for()
    else:
        wait_board(page)
    page.wait_for_timeout(400)
    if viewport is PHONE and name not in ("lobby", "dashboard"):
        screenshot(page, f"phone-{name}", full_page=False)  # the first screen, as seen
    found = violations(page, axe)
    assert not found, f"{name}: {found}"
    shift = page.evaluate("window.__shift")
    assert shift <= 0.05, f"{name}: the page jumped (layout shift {shift})"
    title = page.title()
    assert title.endswith("· Signoria") and len(title) > len("· Signoria") + 2
    assert len(page.locator('meta[name="description"]').get_attribute("content")) > 30
    if viewport is PHONE:
        # readable without zooming, usable by a finger, nothing wider than the screen
        assert page.evaluate(SMALL_TEXT) == [], name
        assert page.evaluate(SMALL_TARGETS) == [], name
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_dialog_and_a_move_stay_accessible(open_context, server, axe):
    gid, link = scenes.seat_to_act(server, "LORENZO", ["GREEDY"], 17)
    page = open_page(open_context, f"{server}/game/{gid}{link}", PHONE)
    wait_board(page)
    version = page.get_by_test_id("board").get_attribute("data-version")
    page.locator(".lorenzo-board .playable").first.click()
    dialog = page.get_by_test_id("placement-dialog")
    dialog.wait_for()
    found = violations(page, axe)
    assert not found, f"placement dialog: {found}"
    dialog.get_by_role("button", name="Place the").or_(
        dialog.get_by_role("button", name="Take the card")).first.click()
    page.wait_for_function("([v]) => document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version !== v", arg=[version])
    page.wait_for_timeout(400)
    found = violations(page, axe)
    assert not found, f"after a move: {found}"


VERSION_CHANGED = ("([v]) => document.querySelector('[data-testid=\"board\"]')"
                   ".dataset.version !== v")


def moved(page, click) -> None:
    """Click what `click` locates and wait for the board's next version."""
    version = page.get_by_test_id("board").get_attribute("data-version")
    click.click()
    page.wait_for_function(VERSION_CHANGED, arg=[version])
    page.wait_for_timeout(400)


def test_ilvecchio_dialog_move_and_map_stay_accessible(open_context, server, axe):
    gid, link = scenes.seat_to_act(server, "ILVECCHIO", ["GREEDY"], 5)
    page = open_page(open_context, f"{server}/game/{gid}{link}", PHONE)
    wait_board(page)
    dialog = page.get_by_test_id("iv-dialog")  # the start council tile, before anything else
    dialog.wait_for()
    assert not (found := violations(page, axe)), f"start tile dialog: {found}"
    moved(page, dialog.locator("button.choice").first)
    assert not (found := violations(page, axe)), f"after a move: {found}"
    # the set-up decisions are dialogs; then towns to tap on the enlarged map, within a finger
    towns = page.locator(".iv-town.playable")
    for _ in range(12):
        towns.or_(dialog).first.wait_for(timeout=30_000)
        if towns.count():
            break
        moved(page, dialog.locator("button.choice").first)
    assert not (found := violations(page, axe)), f"towns to place on: {found}"
    assert page.evaluate(SMALL_TEXT) == [] and page.evaluate(SMALL_TARGETS) == []
    town = page.locator(".iv-town.playable").first
    town.scroll_into_view_if_needed()
    box, screen = town.bounding_box(), page.viewport_size
    assert 0 <= box["x"] and box["x"] + box["width"] <= screen["width"]  # turned to it
    screenshot(page, "phone-ilvecchio_place", full_page=False)


def test_florenza_move_stays_accessible(open_context, server, axe):
    gid, link = scenes.seat_to_act(server, "FLORENZA", ["GREEDY"], 5)
    page = open_page(open_context, f"{server}/game/{gid}{link}", PHONE)
    wait_board(page)
    # Florenza has no dialogs: a start building is chosen by a tap on its tile
    moved(page, page.locator(".fz-tile.playable").first)
    assert not (found := violations(page, axe)), f"after a move: {found}"
    assert page.evaluate(SMALL_TEXT) == [] and page.evaluate(SMALL_TARGETS) == []
