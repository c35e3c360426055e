"""Playing Lorenzo in the browser: a whole game against three bots by clicking the board and
the dialogs only; a second browser joining an open seat and seeing the first player's moves
arrive live; a spectator watching a running game."""
from __future__ import annotations

import re
import time
from collections import Counter

from tests.web.clicks import (
    GAME_BOARD,
    STATE_JS,
    api_spaces,
    board_spaces,
    gql,
    lobby_page,
    next_move,
)
from tests.web.conftest import screenshot

DESKTOP = {"width": 1400, "height": 1000}
PHONE = {"width": 360, "height": 740}
MOVES = """query($g: ID!) { replay(gameId: $g) { finished moves { seat action } } }"""


def _create_and_open(page) -> str:
    page.get_by_role("button", name="Create game").click()
    notice = page.get_by_test_id("created")
    notice.wait_for()
    gid = notice.get_by_role("link", name="Open the game").get_attribute("href").rsplit("/", 1)[1]
    notice.get_by_role("link", name="Open the game").click()
    page.wait_for_url(f"**/game/{gid}")
    return gid


def test_a_whole_game_against_three_bots_by_clicking(open_context, server):
    page = lobby_page(open_context, server, "Ann", DESKTOP)
    page.get_by_role("button", name="Add a seat").click()
    page.get_by_label(re.compile(r"^Seat 2(?!\d)")).select_option(label="Bot (random)")
    page.get_by_role("button", name="Add a seat").click()
    page.get_by_label(re.compile(r"^Seat 3(?!\d)")).select_option(label="Bot (greedy)")
    page.get_by_label("Variant").select_option(label="advanced")
    page.get_by_label("Seed (optional)").fill("2024")
    gid = _create_and_open(page)
    page.get_by_text("You play seat 0.").wait_for()

    started = time.monotonic()
    clicked: list[str] = []
    shots = set()
    while True:
        if len(clicked) > 12 and "board" not in shots:  # mid-game, the seat's turn, no dialog
            if page.wait_for_function(STATE_JS).json_value() == "space":
                screenshot(page, "board-desktop")
                shots.add("board")
        if "dialog" not in shots and page.locator("dialog[open]").count():
            screenshot(page, "decision-dialog")
            shots.add("dialog")
        move = next_move(page, len(clicked))
        if move is None:
            break
        clicked.append(move)
        assert len(clicked) < 400, clicked[-20:]
    played = time.monotonic() - started

    page.get_by_test_id("result").get_by_role("list", name="Final ranking").wait_for()
    assert page.get_by_test_id("board").get_attribute("data-status") == "FINISHED"
    assert len(page.locator(".player-board .score-line").all()) == 4  # the score breakdown
    screenshot(page, "board-finished")
    # every action of seat 0 was one of these clicks: nothing else acted for it
    replay = gql(server, MOVES, {"g": gid})["replay"]
    assert replay["finished"]
    mine = [m for m in replay["moves"] if m["seat"] == 0]
    assert len(mine) == len(clicked), (len(mine), len(clicked))
    kinds = Counter(m.split(" ")[0] for m in clicked)
    dialogs = Counter(m for m in clicked if m.startswith("dialog"))
    assert kinds["space"] >= 18, kinds  # six rounds of placements
    assert any("bonus tile" in d for d in dialogs) and any("Leader draft" in d for d in dialogs), dialogs
    assert any("Vatican report" in d for d in dialogs), dialogs
    print(f"\nwhole game by clicks: {len(clicked)} actions in {played:.1f} s; {dict(kinds)}; "
          f"{dict(dialogs)}")


def _first_space_move(page) -> str:
    """Click until the page's seat has placed a member; answers the space."""
    for turn in range(20):
        move = next_move(page, turn)
        if move and move.startswith("space "):
            return move.split(" ", 1)[1]
    raise AssertionError("no placement")


def test_a_second_browser_joins_and_sees_the_moves_live(open_context, server):
    ann = lobby_page(open_context, server, "Ann", DESKTOP)
    ann.get_by_label(re.compile(r"^Seat 1(?!\d)")).select_option(label="Open (someone joins)")
    ann.get_by_label("Seed (optional)").fill("17")
    gid = _create_and_open(ann)
    ann.get_by_test_id("game-status").get_by_text("waiting for players").wait_for()

    bea = lobby_page(open_context, server, "Bea", PHONE)
    row = bea.locator(f'[data-testid="game"][data-game-id="{gid}"]')
    row.get_by_role("button", name=re.compile(r"Join")).click()
    bea.wait_for_url(f"**/game/{gid}?seat=1")
    bea.get_by_text("You play seat 1.").wait_for()
    ann.get_by_test_id("game-status").get_by_text("playing").wait_for()

    # whoever plays first: Bea moves until it is Ann's turn, then Ann places by clicking
    first = gql(server, "query($g: ID!) { game(id: $g) { currentSeat } }", {"g": gid})["game"]
    if first["currentSeat"] == 1:
        _first_space_move(bea)
    space = _first_space_move(ann)
    version = ann.get_by_test_id("board").get_attribute("data-version")
    # Bea's board shows Ann's member on that space, at Ann's version or later, and the log says so
    bea.locator(f'.lorenzo-board [data-space="{space}"][data-occupants*="0:"]').wait_for()
    assert int(bea.get_by_test_id("board").get_attribute("data-version")) >= int(version)
    bea.locator("ol.log li", has_text="Ann places").last.wait_for()
    screenshot(bea, "board-phone")
    screenshot(ann, "game-two-humans-desktop")
    assert bea.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_spectator_watches_a_running_game(open_context, server):
    created = gql(server, """mutation { createGame(input: {seed: 8, players: [{name: "Ann"},
        {bot: GREEDY}, {bot: RANDOM}]}) { ... on GameCreated { game { id } seats { token } } } }""")
    gid, token = created["createGame"]["game"]["id"], created["createGame"]["seats"][0]["token"]
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{server}/game/{gid}")  # the public link
    page.get_by_text("You are watching.").wait_for()
    board = page.get_by_test_id("board")
    board.locator(".lorenzo-board").wait_for()
    assert board.get_attribute("data-to-act") == "no"
    assert page.locator(".lorenzo-board .playable").count() == 0
    assert page.locator("dialog[open]").count() == 0

    # Ann (another client) places a member: the spectator sees it without reloading
    for _ in range(100):
        game = gql(server, """query($g: ID!) { game(id: $g) { version legalActions {
            key ... on LorenzoPlaceAction { space member } } } }""", {"g": gid}, token)["game"]
        places = [a for a in game["legalActions"] if a.get("space")]
        if places:
            break
        time.sleep(0.1)
    action = places[-1]
    result = gql(server, """mutation($i: SubmitActionInput!) { submitAction(input: $i) {
        __typename ... on ActionAccepted { version } } }""",
                 {"i": {"gameId": gid, "action": action["key"],
                        "expectedVersion": game["version"]}}, token)["submitAction"]
    assert result["__typename"] == "ActionAccepted"
    member = action["member"].lower()
    page.locator(f'.lorenzo-board [data-space="{action["space"]}"]'
                 f'[data-occupants*="0:{member}"]').wait_for()
    page.wait_for_function("([v]) => Number(document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version) >= v", arg=[result["version"]])
    # once it is Ann's turn again the game stands still: the drawn board is the API's board
    for _ in range(200):
        api = gql(server, "query($g: ID!) { game(id: $g) { seatsToAct } }", {"g": gid})["game"]
        if api["seatsToAct"] == [0]:
            break
        time.sleep(0.05)
    api = gql(server, GAME_BOARD, {"g": gid})["game"]
    page.wait_for_function("([v]) => document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version === v", arg=[str(api["version"])])
    drawn = board_spaces(page)
    expected = api_spaces(api["view"]["board"])
    assert {k: drawn[k] for k in expected} == expected
    # a card on the board is reachable by keyboard too: focus shows it in the detail panel
    floor = page.locator('.lorenzo-board .floor[data-card]:not([data-card=""])').first
    floor.focus()
    card = floor.get_attribute("data-card")
    page.locator(f'.detail .card-detail[data-card="{card}"]').wait_for()
    screenshot(page, "spectator")
    # the replay of the running game, as the spectator may see it, up to its latest step
    page.get_by_role("link", name="Replay this game step by step").click()
    page.get_by_test_id("replay-step").get_by_text(re.compile(r"^Step 0 of [1-9]\d*$")).wait_for()
    page.get_by_text("running game, as you may see it").wait_for()
    page.get_by_role("button", name="Last").click()
    page.locator(".lorenzo-board [data-space]").first.wait_for()


def test_a_refused_action_is_said_in_words(open_context, server):
    """The page has not heard of a move yet (its live feed is held back, as on a slow network)
    when its seat clicks: the API's typed refusal is shown in words, then the board catches up."""
    created = gql(server, """mutation { createGame(input: {seed: 4, players: [{name: "Ann"},
        {bot: GREEDY}]}) { ... on GameCreated { game { id } seats { token } } } }""")
    gid, token = created["createGame"]["game"]["id"], created["createGame"]["seats"][0]["token"]
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    held: list = []
    hold = [False]

    def through(ws):
        upstream = ws.connect_to_server()

        def down(message):
            (held.append((ws, message)) if hold[0] else ws.send(message))

        upstream.on_message(down)
        ws.on_message(lambda message: upstream.send(message))

    page.route_web_socket("**/graphql", through)
    page.goto(f"{server}/game/{gid}#seat=0&token={token}")
    page.locator(".lorenzo-board .playable").first.wait_for()
    version = page.get_by_test_id("board").get_attribute("data-version")
    hold[0] = True
    # Ann's token moves from elsewhere (another tab): this page does not know yet
    game = gql(server, "query($g: ID!) { game(id: $g) { version legalActions { key kind } } }",
               {"g": gid}, token)["game"]
    assert str(game["version"]) == version
    key = next(a["key"] for a in game["legalActions"] if a["kind"] == "place")
    assert gql(server, """mutation($i: SubmitActionInput!) { submitAction(input: $i) {
        __typename } }""", {"i": {"gameId": gid, "action": key, "expectedVersion": game["version"]}},
               token)["submitAction"]["__typename"] == "ActionAccepted"
    page.locator(".lorenzo-board .playable").first.click()
    dialog = page.get_by_test_id("placement-dialog")
    dialog.locator("button.confirm").click()
    alert = dialog.get_by_role("alert")
    alert.wait_for()
    assert "The game moved on before your action arrived" in alert.inner_text()
    screenshot(page, "refused-action")
    while held:  # the feed resumes in order: the page catches up
        ws, message = held.pop(0)
        ws.send(message)
    hold[0] = False
    page.wait_for_function("([v]) => document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version !== v", arg=[version])
    assert page.get_by_test_id("placement-dialog").count() == 0
