"""The replay's analysis in Chromium: "Request analysis" on a finished game, progress until the
win-chance chart is drawn in the space kept for it, labels in the move list as the API gives
them, a click on the chart jumping to that step, and the best move found where a move lost
most."""
from __future__ import annotations

from tests.web import scenes
from tests.web.clicks import gql
from tests.web.conftest import screenshot

DESKTOP = {"width": 1400, "height": 1000}
ANALYSIS = """query($g: ID!) { analysis(gameId: $g) { status
  steps { version label loss best bestDescription } } }"""
MOVES = "query($g: ID!) { replay(gameId: $g) { moves { firstStep step version action } } }"


def _placed(page) -> dict:
    """The chart's box, relative to the replay's top."""
    top = page.get_by_test_id("replay").bounding_box()["y"]
    box = page.locator(".analysis-chart").bounding_box()
    return {**box, "y": box["y"] - top}


def test_requesting_and_reading_an_analysis(open_context, server):
    gid, length = scenes.finished(server, "LORENZO", ["GREEDY", "GREEDY"], 23)
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{server}/replay/{gid}")
    panel = page.get_by_test_id("analysis")
    page.locator('[data-testid="analysis"][data-status="none"]').wait_for()
    page.wait_for_load_state("networkidle")
    chart_box = _placed(page)

    page.get_by_role("button", name="Request analysis").click()
    page.locator('[data-testid="analysis"][data-status="done"]').wait_for(timeout=300_000)
    canvas = page.get_by_test_id("analysis-chart")
    canvas.wait_for()
    # drawn in the space kept for it: the chart's box is where it was, as large
    assert _placed(page) == chart_box
    assert "Accuracy:" in page.get_by_test_id("analysis-accuracy").inner_text()

    # the move list's labels are the API's
    steps = gql(server, ANALYSIS, {"g": gid})["analysis"]["steps"]
    marked = {s["version"]: s["label"].lower() for s in steps
              if s["label"] in ("INACCURACY", "MISTAKE", "BLUNDER")}
    moves = gql(server, MOVES, {"g": gid})["replay"]["moves"]
    by_step = {m["step"]: m for m in moves}
    shown = {}
    page.locator("ol.moves li").first.wait_for()
    for row in page.locator("ol.moves li").all():
        mark = row.locator(".move-mark")
        if mark.count():
            step = int(row.locator("button").get_attribute("data-step"))
            shown[by_step[step]["version"]] = mark.get_attribute("data-label")
    assert shown == marked

    # the largest loss: its best move, shown at the step where it was decided
    worst = max(steps, key=lambda s: s["loss"])
    if worst["loss"] > 0:
        move = next(m for m in moves if m["version"] == worst["version"])
        page.get_by_test_id("analysis-worst").get_by_role("button", name="Show it").click()
        page.locator(f'[data-testid="replay"][data-step="{move["firstStep"] - 1}"]').wait_for()
        assert page.get_by_test_id("best-move").inner_text() == worst["bestDescription"]

    # a click on the chart jumps to the step under it: a move's step three quarters along that is
    # not the step shown now (the chart is drawn once its library has loaded: wait for it)
    before = int(page.get_by_test_id("replay").get_attribute("data-step"))
    charted = {s["version"] for s in steps}
    ends = sorted({m["step"] for m in moves if m["version"] in charted} - {before})
    target = min(ends, key=lambda s: abs(s - 0.75 * length))
    page.wait_for_function("() => document.querySelector('[data-testid=analysis-chart]').chart")
    x = page.evaluate("s => document.querySelector('[data-testid=analysis-chart]')"
                      ".chart.scales.x.getPixelForValue(s)", target)
    box = canvas.bounding_box()
    page.mouse.click(box["x"] + x, box["y"] + box["height"] / 2)
    page.wait_for_function(
        "b => document.querySelector('[data-testid=replay]').dataset.step !== b", arg=str(before))
    step = int(page.get_by_test_id("replay").get_attribute("data-step"))
    assert step == target and 0 < step <= length
    assert panel.is_visible()
    screenshot(page, "replay-analysis")

    # the best move found is drawn on the board: the places its key names are marked (at the
    # position of the largest loss whose best move places a member on a named space)
    placing = [s for s in steps if s["loss"] > 0 and s["best"].startswith("place ")]
    assert placing, "no decision whose best move places a member"
    chosen = max(placing, key=lambda s: s["loss"])
    move = next(m for m in moves if m["version"] == chosen["version"])
    at = move["firstStep"] - 1
    page.goto(f"{server}/replay/{gid}?step={at}")
    page.locator(f'[data-testid="replay"][data-step="{at}"]').wait_for()
    here = page.get_by_test_id("analysis-here")
    here.get_by_text("(outlined on the board)").wait_for()
    marked = page.locator('[data-testid="board"] [data-best]')
    names = {el.get_attribute("data-space") for el in marked.all()}
    space = chosen["best"].split()[2]  # place <member> <space> …
    assert names == {space}, (chosen["best"], names)
    screenshot(page, "replay-best-move")
