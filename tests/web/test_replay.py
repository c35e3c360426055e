"""The replay player: the same board renderer as play, scrubbed, stepped, jumped to a move and
played back; the drawn board is what `replay.stateAt` says at that step."""
from __future__ import annotations

import re

from tests.web.clicks import STATE_AT, api_spaces, board_spaces, gql
from tests.web.conftest import screenshot
from tests.web.test_pages import finished_bot_game

DESKTOP = {"width": 1400, "height": 1000}


def _shown_step(page) -> int:
    return int(page.get_by_test_id("replay").get_attribute("data-step"))


def _wait_step(page, step: int) -> None:
    page.locator(f'[data-testid="replay"][data-step="{step}"]').wait_for()


def _assert_board_is_state_at(page, server: str, gid: str, step: int) -> None:
    state = gql(server, STATE_AT, {"g": gid, "s": step})["replay"]["stateAt"]
    board = state["view"]["board"]
    drawn = board_spaces(page)
    expected = api_spaces(board)
    assert {k: drawn[k] for k in expected} == expected, step
    dice = {d: page.locator(f'.lorenzo-board [data-die="{d}"]').get_attribute("data-value")
            for d in ("black", "white", "orange")}
    assert dice == {d: "" if v is None else str(v) for d, v in board["dice"].items()}, step
    # the log is in step: its last line is this step's event
    if step:
        assert int(page.locator("ol.log li").last.get_attribute("data-step")) == step


def test_replay_scrubbed_to_a_step_draws_state_at(open_context, server):
    gid = finished_bot_game(server)
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{server}/replay/{gid}")
    heading = page.get_by_test_id("replay-step")
    heading.get_by_text(re.compile(r"^Step 0 of \d+$")).wait_for()
    length = int(heading.inner_text().rsplit(" ", 1)[1])
    assert length > 50
    _wait_step(page, 0)
    page.get_by_role("button", name="Next").click()
    _wait_step(page, 1)
    page.get_by_test_id("replay-event").get_by_text(re.compile("set up")).wait_for()

    # the scrubber, by keyboard: End, then back three steps
    slider = page.get_by_label("Go to step")
    slider.focus()
    page.keyboard.press("End")
    _wait_step(page, length)
    for _ in range(3):
        page.keyboard.press("ArrowLeft")
    _wait_step(page, length - 3)
    _assert_board_is_state_at(page, server, gid, length - 3)

    # jump to a move of the move list: a middle one, whose step shows the board at that point
    moves = page.get_by_role("region", name=re.compile("Moves")).locator("button[data-step]")
    moves.first.wait_for()  # the move list comes once the board is drawn
    middle = moves.nth(moves.count() // 2)
    step = int(middle.get_attribute("data-step"))
    middle.click()
    _wait_step(page, step)
    heading.get_by_text(f"Step {step} of {length}").wait_for()
    # the address says the step once it stays shown a moment
    page.wait_for_function("([s]) => location.search === '?step=' + s", arg=[step])
    _assert_board_is_state_at(page, server, gid, step)
    screenshot(page, "replay")

    # play at the top speed, then pause: the board moved on, each shown step is stateAt's
    page.get_by_label("Speed").select_option("25")
    page.get_by_role("button", name="Play", exact=True).click()
    page.wait_for_function("([s]) => Number(document.querySelector('[data-testid=\"replay\"]')"
                           ".dataset.step) >= s + 5", arg=[step])
    page.get_by_role("button", name="Pause").click()
    page.wait_for_timeout(200)
    paused = _shown_step(page)
    assert paused > step
    _assert_board_is_state_at(page, server, gid, paused)

    # the last step is the finished game, revealed in full
    page.get_by_role("button", name="Last").click()
    _wait_step(page, length)
    page.get_by_role("list", name="Final ranking").wait_for()
    page.get_by_role("heading", name="Never dealt").wait_for()
    assert page.locator(".player-board .score-line").count() == 2


def test_quick_clicks_on_next_each_go_one_step(open_context, server):
    """Three clicks on Next before any of their steps is drawn go three steps on (each click
    counts from the step last asked for, not from the one drawn), and the heading, the board
    and the log then agree on that step."""
    gid = finished_bot_game(server)
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{server}/replay/{gid}?step=40")
    _wait_step(page, 40)
    page.evaluate("""() => {
      const next = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next');
      next.click(); next.click(); next.click();
    }""")
    _wait_step(page, 43)
    page.get_by_test_id("replay-step").get_by_text(re.compile(r"^Step 43 of \d+$")).wait_for()
    page.wait_for_timeout(300)  # nothing else comes after
    assert _shown_step(page) == 43
    _assert_board_is_state_at(page, server, gid, 43)
