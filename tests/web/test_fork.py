""""Play on from here" in the replay: from a step of a finished game a small dialog chooses the
seats (me, a bot, open), and the new game opens as my seat, its log starting with where it came
from; a running game offers it only to this browser's own seat, a finished game's last step
(nothing to play on) not at all."""
from __future__ import annotations

import json
import re

from tests.web import scenes
from tests.web.clicks import gql
from tests.web.conftest import screenshot

DESKTOP = {"width": 1400, "height": 1000}
MOVES = "query($g: ID!) { replay(gameId: $g) { length moves { step } } }"
ORIGIN = "query($g: ID!, $t: String) { game(id: $g, token: $t) { viewerSeat seats { kind bot } " \
         "origin { gameId step } } }"


def _wait_step(page, step: int) -> None:
    page.locator(f'[data-testid="replay"][data-step="{step}"]').wait_for()


def test_play_on_from_a_replay_step(open_context, server):
    gid, _ = scenes.finished(server, "PATRIZIER", ["RANDOM", "GREEDY"], 21)
    moves = gql(server, MOVES, {"g": gid})["replay"]["moves"]
    step = moves[len(moves) // 2]["step"]
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{server}/replay/{gid}?step={step}")
    _wait_step(page, step)

    page.get_by_role("button", name="Play on from here").click()
    dialog = page.get_by_test_id("fork-dialog")
    dialog.get_by_role("heading", name=f"Play on from step {step}").wait_for()
    seat0, seat1 = dialog.get_by_label(re.compile("^Seat 0")), dialog.get_by_label(
        re.compile("^Seat 1"))
    assert seat0.input_value() == "me"
    assert seat1.input_value().startswith("bot:")  # the other seats start as bots
    seat1.select_option("bot:RANDOM")
    screenshot(page, "fork_dialog", full_page=False)
    dialog.get_by_role("button", name="Play on", exact=True).click()

    page.wait_for_url(re.compile(r"/game/[0-9a-f-]{36}\?seat=0$"))
    new = page.url.split("/game/")[1].split("?")[0]
    assert new != gid
    # the log's first entry says where the game came from
    page.locator("ol.log li").first.get_by_text(
        f"Continued from game {gid} at step {step}").wait_for()
    held = json.loads(page.evaluate(f"localStorage.getItem('signoria.seats.{new}')"))
    game = gql(server, ORIGIN, {"g": new, "t": held[0]["token"]})["game"]
    assert game["origin"] == {"gameId": gid, "step": step}
    assert game["viewerSeat"] == 0
    assert [s["kind"] for s in game["seats"]] == ["HUMAN", "BOT"]
    assert game["seats"][1]["bot"] == "RANDOM"


def test_offered_only_where_one_may_play_on(open_context, server):
    gid, length = scenes.finished(server, "PATRIZIER", ["GREEDY", "GREEDY"], 22)
    running, link = scenes.seat_to_act(server, "PATRIZIER", ["GREEDY"], 23)
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    button = page.get_by_role("button", name="Play on from here")

    page.goto(f"{server}/replay/{gid}?step={length}")  # over at the last step
    _wait_step(page, length)
    assert button.count() == 0
    page.get_by_role("button", name="Previous").click()
    _wait_step(page, length - 1)
    button.wait_for()

    page.goto(f"{server}/replay/{running}?step=1")  # a running game, not this browser's seat
    _wait_step(page, 1)
    page.get_by_role("button", name="Next").wait_for()
    assert button.count() == 0

    page.goto(f"{server}/game/{running}{link}")  # the seat's private link: now it is ours
    page.wait_for_url(re.compile(r"\?seat=0$"))
    page.goto(f"{server}/replay/{running}?step=1")
    _wait_step(page, 1)
    button.wait_for()
