"""Patrizier in the browser: its own board (cities with towers of coloured floors, fame tiles,
the cards beside the cities, the pile, the seats' panels, the provisional-deck notice). A whole
game against two bots played by clicking the board only; the drawn board checked against the
API's `game` mid-game and at the end; a phone-width page played by clicks and by keyboard; a
finished game's replay drawn as `replay.stateAt` says."""
from __future__ import annotations

import re
import time
from collections import Counter

from playwright.sync_api import Error as PlaywrightError

from tests.web import scenes
from tests.web.clicks import gql, lobby_page, sent_document
from tests.web.conftest import screenshot
from tests.web.test_replay import _wait_step

DESKTOP = {"width": 1400, "height": 1000}
PHONE = {"width": 390, "height": 844}

# what the page lets its seat do now: finished, an error, a click on the board, or nothing yet
STATE_JS = """() => {
  const b = document.querySelector('[data-testid="board"]');
  if (!b || !b.classList.contains('patrizier')) return null;
  if (document.querySelector('.turn-bar [role="alert"]')) return 'error';
  if (b.dataset.status === 'FINISHED') return 'finished';
  if (b.dataset.toAct !== 'yes') return null;
  if (document.querySelector('.patrizier .playable, .turn-bar button.choice')) return 'click';
  return null;
}"""

MOVED_JS = """([v]) => { const b = document.querySelector('[data-testid="board"]');
  return !b || b.dataset.version !== v || !!document.querySelector('.turn-bar [role="alert"]'); }"""
# a click took effect: the game moved on, or the card / sites chosen so far changed
CLICKED_JS = """([v, sel]) => { const b = document.querySelector('[data-testid="board"]');
  return !b || b.dataset.version !== v || !!document.querySelector('.turn-bar [role="alert"]')
    || (b.dataset.selection !== sel && b.dataset.busy !== 'yes'); }"""

VIEW = """version status view { ... on PatrizierView { stage pileSize cardsPlayed
  cities { slug built scored fameTiles display { id } towers { tower floors { owner } } }
  players { seat supply built handSize score { total } heads { head count } fameTiles { fame } }
  result { winners scores { seat total } } } }"""
GAME = "query($g: ID!) { game(id: $g) { " + VIEW + " } }"
STATE_AT = "query($g: ID!, $s: Int!) { replay(gameId: $g) { stateAt(step: $s) { " + VIEW + " } } }"
MOVES = "query($g: ID!) { replay(gameId: $g) { finished length moves { seat action } } }"


def alert_text(page) -> str:
    return " / ".join(page.locator('.turn-bar [role="alert"]').all_inner_texts())


def play_turn(page, turn: int, timeout: float = 60_000) -> list[str] | None:
    """Wait for the seat's next decision and make it by clicks on the board (a hand card, then
    building sites; a tower top or "do not move"; a displayed card); answers what was clicked,
    or None once the game is over. `turn` varies the choices."""
    state = page.wait_for_function(STATE_JS, timeout=timeout).json_value()
    assert state != "error", alert_text(page)
    if state == "finished":
        return None
    board = page.get_by_test_id("board")
    version = board.get_attribute("data-version")
    clicked = []
    for i in range(4):  # a card and up to two sites, or one move / take
        sites = page.locator(".city-plot .site.playable")
        tops = page.locator(".city-plot .tower-top.playable")
        takes = page.locator(".city-plot .display.playable")
        cards = page.locator(".pz-hand .pz-card-button.playable:not(.selected)")
        decline = page.locator(".turn-bar button.choice")
        if sites.count():
            target = sites.nth((turn + i) % sites.count())
            clicked.append(f"site {target.get_attribute('data-site')}")
        elif tops.count() and not (decline.count() and turn % 3 == 0):
            target = tops.nth(turn % tops.count())
            clicked.append(f"top {target.get_attribute('data-site')}")
        elif decline.count():
            target = decline.first
            clicked.append("decline")
        elif takes.count():
            target = takes.nth(turn % takes.count())
            clicked.append(f"take {target.get_attribute('data-city')}")
        elif cards.count():
            target = cards.nth(turn % cards.count())
            clicked.append(f"card {target.get_attribute('data-card')}")
        else:
            raise AssertionError(f"nothing to click; clicked {clicked}")
        selection = board.get_attribute("data-selection")
        target.click()
        page.wait_for_function(CLICKED_JS, arg=[version, selection], timeout=timeout)
        if page.evaluate(MOVED_JS, [version]):
            break
    page.wait_for_function(MOVED_JS, arg=[version], timeout=timeout)
    assert not alert_text(page), alert_text(page)
    return clicked


def drawn_board(page) -> dict:
    """What the page draws: per city (floors built, floors' owners per tower, fame tiles on it,
    the card beside it, scored), per seat (supply, built, hand size, fame, heads), the pile."""
    cities = page.locator(".city-plot").evaluate_all("""els => els.map(e => [e.dataset.city, {
        built: Number(e.dataset.built), scored: e.dataset.scored === 'yes',
        fameTiles: e.dataset.fameTiles, display: e.dataset.display,
        towers: [...e.querySelectorAll('g.tower')].map(t => t.dataset.floors)}])""")
    players = page.locator(".pz-player").evaluate_all("""els => els.map(e => [Number(e.dataset.seat), {
        supply: Number(e.dataset.supply), built: Number(e.dataset.built),
        handSize: Number(e.dataset.handSize), fame: Number(e.dataset.fame), heads: e.dataset.heads}])""")
    pile = int(page.get_by_test_id("pile").get_attribute("data-pile-size"))
    return {"cities": dict(cities), "players": dict(players), "pile": pile}


def api_board(game: dict) -> dict:
    """The same from the API's `game` (or `replay.stateAt`)."""
    view = game["view"]
    cities = {c["slug"]: {
        "built": c["built"], "scored": c["scored"], "fameTiles": ",".join(map(str, c["fameTiles"])),
        "display": str(c["display"]["id"]) if c["display"] else "",
        "towers": [",".join(str(f["owner"]) for f in t["floors"]) for t in c["towers"]],
    } for c in view["cities"]}
    players = {p["seat"]: {
        "supply": p["supply"], "built": p["built"], "handSize": p["handSize"],
        "fame": p["score"]["total"],
        "heads": " ".join(f"{h['head'].lower()}:{h['count']}" for h in p["heads"]),
    } for p in view["players"]}
    return {"cities": cities, "players": players, "pile": view["pileSize"]}


def assert_board_is_api(page, server: str, gid: str) -> dict:
    """Once the game stands still (the page's seat to act, or finished): drawn == API."""
    game = gql(server, GAME, {"g": gid})["game"]
    page.wait_for_function("([v]) => document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version === v", arg=[str(game["version"])])
    assert drawn_board(page) == api_board(game)
    return game


def test_a_whole_patrizier_game_against_two_bots_by_clicking_the_board(open_context, server):
    page = lobby_page(open_context, server, "Ann", DESKTOP)
    page.locator("select[name=game]").select_option(label="Patrizier (provisional)")
    page.get_by_role("button", name="Add a seat").click()
    page.get_by_label(re.compile(r"^Seat 2(?!\d)")).select_option(label="Bot (random)")
    page.get_by_label("Seed (optional)").fill("11")
    page.get_by_role("button", name="Create game").click()
    notice = page.get_by_test_id("created")
    link = notice.get_by_role("link", name="Open the game")
    gid = link.get_attribute("href").rsplit("/", 1)[1]
    link.click()
    page.wait_for_url(f"**/game/{gid}")
    page.get_by_text("You play seat 0.").wait_for()
    board = page.get_by_test_id("board")
    board.locator(".city-plot").first.wait_for()
    assert "patrizier" in board.get_attribute("class")
    # the deck is provisional (the catalogue says so): the board says it in the API's words
    note = gql(server, "{ gameTypes { name provisionalNote } }")["gameTypes"]
    note = next(t["provisionalNote"] for t in note if t["name"] == "PATRIZIER")
    assert note and note in page.get_by_test_id("provisional-note").inner_text()
    # the shell's list of legal actions is folded: the board offers every action itself
    assert page.locator("details.action-list[open]").count() == 0

    started = time.monotonic()
    turns: list[list[str]] = []
    checked_mid = False
    while True:
        if len(turns) >= 6 and not checked_mid:
            if page.wait_for_function(STATE_JS).json_value() == "click":
                assert board.get_attribute("data-stage") == "PLAY"
                mid = assert_board_is_api(page, server, gid)
                assert any(c["built"] for c in mid["view"]["cities"])
                screenshot(page, "patrizier-board")
                checked_mid = True
        clicked = play_turn(page, len(turns))
        if clicked is None:
            break
        turns.append(clicked)
        assert len(turns) < 200, turns[-5:]
    played = time.monotonic() - started
    assert checked_mid

    page.get_by_test_id("result").get_by_role("list", name="Final ranking").wait_for()
    final = assert_board_is_api(page, server, gid)
    assert final["status"] == "FINISHED" and final["view"]["stage"] == "OVER"
    winners = final["view"]["result"]["winners"]
    for seat in winners:
        page.locator(f'.pz-player[data-seat="{seat}"] .badge', has_text="winner").wait_for()
    screenshot(page, "patrizier-finished")
    # every action of seat 0 was one of these turns' clicks: nothing else acted for it
    replay = gql(server, MOVES, {"g": gid})["replay"]
    assert replay["finished"]
    mine = [m["action"] for m in replay["moves"] if m["seat"] == 0]
    decisions = [c for t in turns for c in t if not c.startswith(("card", "site"))]
    plays = [t for t in turns if t[0].startswith("card")]
    assert len(mine) == len(plays) + len(decisions), (mine, turns)
    kinds = Counter(m.split(" ")[0] for m in mine)
    assert kinds["play"] == len(plays) >= 10, kinds
    print(f"\nwhole Patrizier game by clicks: {len(turns)} turns in {played:.1f} s; {dict(kinds)}")


CREATE = """mutation($p: [PlayerInput!]!, $s: Seed) { createGame(input: {game: PATRIZIER, seed: $s,
  players: $p}) { __typename ... on GameCreated { game { id } seats { seat token } } } }"""


def test_patrizier_on_a_phone_by_touch_and_by_keyboard(open_context, server):
    created = gql(server, CREATE, {"p": [{"name": "Ann"}, {"bot": "GREEDY"}], "s": 5})["createGame"]
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    context, _ = open_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{server}/game/{gid}#seat=0&token={token}")
    page.get_by_test_id("board").locator(".city-plot").first.wait_for()
    page.get_by_test_id("provisional-note").wait_for()
    for turn in range(3):
        assert play_turn(page, turn)
    # a turn by keyboard: the board's buttons take the focus, Enter uses them
    assert page.wait_for_function(STATE_JS).json_value() == "click"
    board = page.get_by_test_id("board")
    version = board.get_attribute("data-version")
    for _ in range(4):
        if page.evaluate(MOVED_JS, [version]):
            break
        for css in (".city-plot .site.playable", ".city-plot .tower-top.playable",
                    ".city-plot .display.playable", ".pz-hand .pz-card-button.playable",
                    ".turn-bar button.choice"):
            if page.locator(css).count():
                break
        selection = board.get_attribute("data-selection")
        page.locator(css).first.focus()
        assert page.evaluate("document.activeElement.matches('.playable, button')")
        page.keyboard.press("Enter")
        page.wait_for_function(CLICKED_JS, arg=[version, selection])
    page.wait_for_function(MOVED_JS, arg=[version])
    assert not alert_text(page)
    if page.wait_for_function(STATE_JS).json_value() == "click":  # the seat's turn again
        assert_board_is_api(page, server, gid)
    page.evaluate("window.scrollTo(0, 0)")  # the turn bar sticks to the top of the view
    screenshot(page, "patrizier-phone")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_patrizier_replay_draws_state_at(open_context, server):
    gid, _ = scenes.finished(server, "PATRIZIER", ["GREEDY", "RANDOM", "GREEDY"], 9)
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    responses: list = []  # the replay's steps (single, or windows), as they arrive
    page.on("response", lambda r: "ReplayStep" in sent_document(r.request) and responses.append(r))
    page.goto(f"{server}/replay/{gid}")
    heading = page.get_by_test_id("replay-step")
    heading.get_by_text(re.compile(r"^Step 0 of \d+$")).wait_for()
    length = int(heading.inner_text().rsplit(" ", 1)[1])
    moves = page.get_by_role("region", name=re.compile("Moves")).locator("button[data-step]")
    moves.first.wait_for()  # the move list comes once the board is drawn
    middle = moves.nth(moves.count() // 2)
    step = int(middle.get_attribute("data-step"))
    middle.click()
    _wait_step(page, step)
    state = gql(server, STATE_AT, {"g": gid, "s": step})["replay"]["stateAt"]
    assert drawn_board(page) == api_board(state)
    # while the replay rests, the steps around the one shown arrive in windows (replay.steps):
    # a window behind it and two ahead, not the whole game; then a step ahead draws from the
    # cache, with no request of its own
    def is_window(response) -> bool:
        return "ReplaySteps" in sent_document(response.request)

    def body(response) -> dict | None:
        try:
            return response.json()["data"]["replay"]
        except PlaywrightError:  # a window cancelled by a jump (or evicted): nothing at hand
            return None

    def fetched() -> set[int]:  # steps at hand: from windows, and the single steps shown
        replays = [r for r in map(body, responses) if r is not None]
        return {s["step"] for r in replays for s in (r.get("steps") or [r["step"]])}

    around = set(range(max(0, step - 9), min(length, step + 18) + 1))
    while not around <= fetched():
        page.wait_for_event("response", is_window, timeout=30_000)
    page.wait_for_timeout(1000)  # it rests: nothing more arrives
    assert all(s <= 9 + 18 or step - 18 <= s <= step + 27 for s in fetched()), sorted(fetched())
    assert len(fetched()) < length / 2
    singles: list[str] = []
    page.on("request", lambda r: "ReplayStep(" in sent_document(r) and singles.append(r.url))
    ahead = min(length, step + 15)
    slider = page.get_by_label("Go to step")
    slider.fill(str(ahead))
    _wait_step(page, ahead)
    assert not singles
    # a far jump: its step asked for alone, drawn as stateAt says
    far = 3 if step > length // 2 else length - 3
    slider.fill(str(far))
    _wait_step(page, far)
    state = gql(server, STATE_AT, {"g": gid, "s": far})["replay"]["stateAt"]
    assert drawn_board(page) == api_board(state)
    # the last step: the finished game, every hand and the pile revealed
    page.get_by_role("button", name="Last").click()
    _wait_step(page, length)
    state = gql(server, STATE_AT, {"g": gid, "s": length})["replay"]["stateAt"]
    assert drawn_board(page) == api_board(state)
    page.get_by_test_id("provisional-note").wait_for()
    screenshot(page, "patrizier-replay")
