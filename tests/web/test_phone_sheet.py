"""The bottom sheet on a phone (390x844, touch): a tapped card's detail shows where the finger is,
inside the screen and readable (no text under 12 px); its Close button (or Escape) dismisses it
and the focus goes back to the card, so a keyboard or screen-reader user goes on from there."""
from __future__ import annotations

import pytest

from tests.web import scenes

PHONE = {"width": 390, "height": 844}
# the sheet's box in the viewport and its smallest text
SHEET_JS = """() => { const s = document.querySelector('.detail.sheet');
  if (!s) return null;
  const r = s.getBoundingClientRect();
  const sizes = [...s.querySelectorAll('*')].filter(e => e.childNodes.length
      && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => parseFloat(getComputedStyle(e).fontSize));
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, smallest: Math.min(...sizes),
          card: s.querySelector('[data-card]')?.dataset.card ?? null, text: s.innerText}; }"""
FOCUSED_CARD = "() => document.activeElement?.closest('[data-card]')?.dataset.card ?? null"


@pytest.fixture(scope="module")
def game_page(server) -> str:
    gid, _ = scenes.seat_to_act(server, "LORENZO", ["GREEDY"], 23)
    return f"{server}/game/{gid}"  # as a spectator: the board's cards are there to look at


def open_phone(open_context, url: str):
    context, _ = open_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(url)
    page.get_by_test_id("board").wait_for()
    return page


def tap_card(page) -> str:
    card = page.locator('.lorenzo-board .floor[data-card]:not([data-card=""])').first
    card.scroll_into_view_if_needed()
    number = card.get_attribute("data-card")
    card.tap()
    page.wait_for_function("() => !!document.querySelector('.detail.sheet [data-card]')")
    return number


@pytest.mark.parametrize("dismiss", ["button", "escape"])
def test_a_tapped_card_opens_a_readable_sheet_that_gives_the_focus_back(open_context, game_page,
                                                                       dismiss):
    page = open_phone(open_context, game_page)
    number = tap_card(page)
    sheet = page.evaluate(SHEET_JS)
    assert sheet["card"] == number  # the card tapped, not another
    assert 0 <= sheet["top"] < sheet["bottom"] <= PHONE["height"], sheet  # on the screen
    assert 0 <= sheet["left"] and sheet["right"] <= PHONE["width"], sheet
    assert sheet["smallest"] >= 12, sheet
    assert "Cost" in sheet["text"]
    close = page.locator(".detail.sheet").get_by_role("button", name="Close")
    box = close.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44 and box["y"] + box["height"] <= PHONE["height"]
    if dismiss == "button":
        close.tap()
    else:
        page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('.detail.sheet')")
    assert page.evaluate(FOCUSED_CARD) == number
    page.wait_for_timeout(300)
    assert page.locator(".detail.sheet").count() == 0  # the focus given back did not reopen it
