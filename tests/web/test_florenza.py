"""Florenza in the browser: its own board (the "Leben in Florenz" cards with their people, the
main board's works, the supply and market, each family's quarter and works, the provisional
notice). A whole game created in the lobby against two bots and played by clicking the board
and its turn bar only; the drawn holdings checked against the API's `game` mid-game and at the
end; every action of the seat was one of those clicks (the replay's moves)."""
from __future__ import annotations

import re
import time

from tests.web.clicks import gql, lobby_page
from tests.web.conftest import screenshot

DESKTOP = {"width": 1400, "height": 1000}

STATE_JS = """() => {
  const b = document.querySelector('[data-testid="board"]');
  if (!b || !b.classList.contains('florenza')) return null;
  if (document.querySelector('.turn-bar [role="alert"]')) return 'error';
  if (b.dataset.status === 'FINISHED') return 'finished';
  if (b.dataset.toAct !== 'yes' || b.dataset.busy === 'yes') return null;
  if (document.querySelector('.florenza .playable:not([disabled]), .turn-bar button.choice'))
    return 'click';
  return null;
}"""
# a click took effect: the game moved on, an error, or the selection changed
CLICKED_JS = """([v, sel]) => { const b = document.querySelector('[data-testid="board"]');
  return !b || b.dataset.version !== v || !!document.querySelector('.turn-bar [role="alert"]')
    || (b.dataset.selection !== sel && b.dataset.busy !== 'yes'); }"""
MOVED_JS = """([v]) => { const b = document.querySelector('[data-testid="board"]');
  return !b || b.dataset.version !== v || !!document.querySelector('.turn-bar [role="alert"]'); }"""
GAME = """query($g: ID!) { game(id: $g) { version status view { ... on FlorenzaView { round
  turnStage result { winners ranks } players { seat florins fame score { total } } } } } }"""
MOVES = "query($g: ID!) { replay(gameId: $g) { finished moves { seat action } } }"
# clicks preferred at a decision, by what they do (the rest varies with the turn)
PREFER = ("finish", "complete", "art ", "occupy", "plan", "pick", "donate", "market")


def alert_text(page) -> str:
    return " / ".join(page.locator('.turn-bar [role="alert"]').all_inner_texts())


def wait_for_my_turn(page, server: str, gid: str, timeout: float) -> str:
    """'finished', or 'click' once the page shows the very version at which the API says seat 0
    must decide (nobody else can move then, so the board stands still)."""
    while True:
        state = page.wait_for_function(STATE_JS, timeout=timeout).json_value()
        assert state != "error", alert_text(page)
        if state == "finished":
            return state
        game = gql(server, "query($g: ID!) { game(id: $g) { version currentSeat } }",
                   {"g": gid})["game"]
        if game["currentSeat"] == 0 and page.get_by_test_id("board").get_attribute(
                "data-version") == str(game["version"]):
            return state
        time.sleep(0.05)


def play_decision(page, server: str, gid: str, turn: int,
                  timeout: float = 90_000) -> list[str] | None:
    """Wait for the seat's next decision and make it by clicks (a board element, then a choice
    of the turn bar when the element needs one); answers the keys clicked, or None when over."""
    if wait_for_my_turn(page, server, gid, timeout) == "finished":
        return None
    board = page.get_by_test_id("board")
    version = board.get_attribute("data-version")
    clicked = []
    for _ in range(3):  # a board element, then a choice
        board_targets = page.locator(".florenza .board-main .playable:not([disabled])")
        bar = page.locator(".turn-bar button.choice:not([data-key=undo])")  # no take-backs
        keys = bar.evaluate_all("els => els.map(e => e.dataset.key)")
        wanted = [i for i, k in enumerate(keys) for p in PREFER if k.startswith(p)]
        if board.get_attribute("data-selection"):  # a work or person chosen: now the choice
            n = bar.count()
            assert n, (board.get_attribute("data-selection"), clicked)
            target = bar.nth(turn % n)
        elif wanted and (turn % 3 or not board_targets.count()):
            target = bar.nth(wanted[turn % len(wanted)])
        elif (n := board_targets.count()) and turn % 4:
            target = board_targets.nth(turn % n)
        elif n := bar.count():
            target = bar.nth(turn % n)
        else:
            target = board_targets.first
        selection = board.get_attribute("data-selection")
        key = target.get_attribute("data-key")
        clicked.append(key or f"select {target.inner_text()}")
        target.click()
        if key:  # an action was sent: wait for the game to move on
            break
        page.wait_for_function(CLICKED_JS, arg=[version, selection], timeout=timeout)
        if page.evaluate(MOVED_JS, [version]):
            break
    page.wait_for_function(MOVED_JS, arg=[version], timeout=timeout)
    assert not alert_text(page), alert_text(page)
    return clicked


def drawn(page) -> dict:
    return dict(page.locator(".fz-player").evaluate_all(
        """els => els.map(e => [Number(e.dataset.seat), {florins: Number(e.dataset.florins),
           fame: Number(e.dataset.fame), total: Number(e.dataset.total)}])"""))


def api(game: dict) -> dict:
    return {p["seat"]: {"florins": p["florins"], "fame": p["fame"], "total": p["score"]["total"]}
            for p in game["view"]["players"]}


def board_is_api(page, server: str, gid: str) -> dict:
    game = gql(server, GAME, {"g": gid})["game"]
    page.wait_for_function("([v]) => document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version === v", arg=[str(game["version"])])
    assert drawn(page) == api(game)
    assert page.get_by_test_id("board").get_attribute("data-round") == str(game["view"]["round"])
    return game


def test_a_whole_florenza_game_against_two_bots_by_clicking_the_board(open_context, server):
    page = lobby_page(open_context, server, "Ann", DESKTOP)
    page.locator("select[name=game]").select_option(label="Florenza (provisional)")
    page.get_by_role("button", name="Add a seat").click()
    page.get_by_label(re.compile(r"^Seat 1(?!\d)")).select_option(label="Bot (greedy)")
    page.get_by_label(re.compile(r"^Seat 2(?!\d)")).select_option(label="Bot (random)")
    page.get_by_label("Seed (optional)").fill("21")
    page.get_by_role("button", name="Create game").click()
    link = page.get_by_test_id("created").get_by_role("link", name="Open the game")
    gid = link.get_attribute("href").rsplit("/", 1)[1]
    link.click()
    page.wait_for_url(f"**/game/{gid}")
    board = page.get_by_test_id("board")
    board.locator(".fz-card").first.wait_for()
    assert "florenza" in board.get_attribute("class")
    note = gql(server, "{ gameTypes { name provisionalNote } }")["gameTypes"]
    note = next(t["provisionalNote"] for t in note if t["name"] == "FLORENZA")
    assert note and note in page.get_by_test_id("provisional-note").inner_text()
    assert page.locator("details.action-list[open]").count() == 0

    started = time.monotonic()
    decisions: list[list[str]] = []
    checked_mid = False
    while True:
        if len(decisions) >= 15 and not checked_mid:
            if wait_for_my_turn(page, server, gid, 90_000) == "click":
                board_is_api(page, server, gid)
                screenshot(page, "florenza-board")
                checked_mid = True
        clicked = play_decision(page, server, gid, len(decisions))
        if clicked is None:
            break
        decisions.append(clicked)
        assert len(decisions) < 400, decisions[-5:]
    assert checked_mid
    final = board_is_api(page, server, gid)
    assert final["status"] == "FINISHED" and final["view"]["turnStage"] == "OVER"
    assert final["view"]["round"] == 8
    screenshot(page, "florenza-finished")
    replay = gql(server, MOVES, {"g": gid})["replay"]
    assert replay["finished"]
    mine = [m["action"] for m in replay["moves"] if m["seat"] == 0]
    assert len(mine) == len(decisions)  # one action per decision, each made by clicks
    assert all(d[-1] == key for d, key in zip(decisions, mine, strict=True)), [
        (d, key) for d, key in zip(decisions, mine, strict=True) if d[-1] != key][:3]
    kinds = {m.split(" ")[0] for m in mine}
    assert {"pick", "pass", "art", "complete"} <= kinds and "undo" not in kinds, kinds
    print(f"\nwhole Florenza game by clicks: {len(decisions)} decisions in "
          f"{time.monotonic() - started:.1f} s; {sorted(kinds)}")
