"""Il Vecchio in the browser: its own board (the map with towns, roads, areas, intermediaries
and members standing or lying in seat colours, the five tracks, each seat's supply and tiles,
the provisional-map notice). A whole game against a bot played by clicks only: a member, the
town it acts in, the action in a dialog; placements by clicks on towns; every other choice in
a dialog. The drawn board is checked against the API's `game` mid-game and at the end."""
from __future__ import annotations

import time
from collections import Counter

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.web.clicks import gql
from tests.web.conftest import screenshot

DESKTOP = {"width": 1400, "height": 1100}
STATE_JS = """() => {
  const b = document.querySelector('[data-testid="board"]');
  if (!b || !b.classList.contains('ilvecchio')) return null;
  const alert = document.querySelector('.turn-bar [role="alert"]');
  if (alert && !alert.textContent.includes('moved on')) return 'error';
  if (b.dataset.status === 'FINISHED') return 'finished';
  if (b.dataset.toAct !== 'yes' || b.dataset.busy === 'yes') return null;
  if (document.querySelector('[data-testid="iv-dialog"] button.choice, .iv-town.playable, '
      + '.turn-bar button.choice')) return 'click';
  return null;
}"""
# a click took effect: the game moved on, the member chosen or the dialog changed, or an error
CLICKED_JS = """([v, origin, dialog]) => { const b = document.querySelector('[data-testid="board"]');
  return !b || (b.dataset.busy !== 'yes' && (b.dataset.version !== v || b.dataset.origin !== origin
    || !!document.querySelector('[data-testid="iv-dialog"]') !== dialog))
    || !!document.querySelector('.turn-bar [role="alert"]'); }"""
CREATE = """mutation($p: [PlayerInput!]!, $s: Seed) { createGame(input: {game: ILVECCHIO, seed: $s,
  players: $p}) { __typename ... on GameCreated { game { id } seats { seat token } } } }"""
GAME = """query($g: ID!) { game(id: $g) { version status view { ... on IlVecchioView { phase
  crestsLeft towns { slug standing lying intermediary } players { seat supply }
  result { winners } } } } }"""
MOVES = "query($g: ID!) { replay(gameId: $g) { finished moves { seat action } } }"
PREFERRED = ("province", "office", "town")
REGION_TOWNS = ("vernio", "vicchio", "sovicille", "firenze")


# a move that met a bot's (several seats decide at once): the page says so and the player
# chooses again; counted, and a game may see a few at most
MOVED_ON = "The game moved on before your action arrived"
CONFLICTS: list[str] = []


def alert_text(page) -> str:
    return " / ".join(page.locator('.turn-bar [role="alert"]').all_inner_texts())


OFFERED_JS = """() => { const b = document.querySelector('[data-testid="board"]');
  const keys = css => [...document.querySelectorAll(css)].map(e => e.dataset.key);
  return {version: b.dataset.version, origin: b.dataset.origin,
    dialog: keys('[data-testid="iv-dialog"] button.choice'), bar: keys('.turn-bar button.choice'),
    towns: [...document.querySelectorAll('.iv-town.playable')].map(e => e.dataset.town)}; }"""


def _pick(keys: list[str], turn: int) -> str:
    """A province or an office when offered, followers or scrolls next, else vary with turn."""
    for verb in PREFERRED:
        good = [k for k in keys if k.startswith(verb)
                and (verb != "town" or any(w in k for w in ("assassin", "knight", "abbot",
                                                            "scroll")))]
        if good:
            return good[turn % len(good)]
    return keys[turn % len(keys)]


def click_once(page, turn: int) -> str | None:
    """One click on what the page offers now; answers what it was ("again" when the board
    was redrawn meanwhile), None once over."""
    state = page.wait_for_function(STATE_JS, timeout=60_000).json_value()
    assert state != "error", alert_text(page)
    if state == "finished":
        return None
    now = page.evaluate(OFFERED_JS)  # one snapshot: other seats' moves redraw the board
    origin, slugs = now["origin"], now["towns"]
    if now["dialog"]:
        key = _pick(now["dialog"], turn)
        css, what = f'[data-testid="iv-dialog"] button.choice[data-key="{key}"]', f"dialog {key}"
    elif now["bar"] and (not slugs or (not origin and turn % 7 == 0)):
        order = [k for k in ("recover", "reinforce") if k in now["bar"]] or now["bar"]
        key = order[turn % len(order)]
        css, what = f'.turn-bar button.choice[data-key="{key}"]', f"bar {key}"
    elif slugs:
        if origin:  # the town to act in: a province or an office first, else where it stands
            best = [t for t in slugs if t in REGION_TOWNS] or [t for t in slugs if t == origin]
            slug = (best or slugs)[turn % len(best or slugs)]
        else:
            slug = slugs[turn % len(slugs)]
        css, what = f'.iv-town.playable[data-town="{slug}"]', f"town {slug}"
    else:
        page.wait_for_timeout(50)
        return "again"
    try:
        page.locator(css).click(timeout=3000)
    except PlaywrightTimeout:
        return "again"
    page.wait_for_function(CLICKED_JS, arg=[now["version"], origin, bool(now["dialog"])],
                           timeout=60_000)
    text = alert_text(page)
    if text.startswith(MOVED_ON):  # the bot moved meanwhile: look again and choose, as asked
        CONFLICTS.append(what)
        return "again"
    assert not text, text
    return what


def drawn_towns(page) -> dict:
    return dict(page.locator(".iv-town").evaluate_all("""els => els.map(e => [e.dataset.town, {
        standing: [...e.querySelectorAll('[data-member$=":standing"]')].map(m => m.dataset.member[0]).sort().join(''),
        lying: [...e.querySelectorAll('[data-member$=":lying"]')].map(m => m.dataset.member[0]).sort().join(''),
        intermediary: e.querySelector('[data-intermediary]')?.dataset.intermediary ?? null}])"""))


def api_towns(game: dict) -> dict:
    def seats(counts):
        return "".join(str(s) * n for s, n in enumerate(counts))
    return {t["slug"]: {"standing": seats(t["standing"]), "lying": seats(t["lying"]),
                        "intermediary": t["intermediary"].lower() if t["intermediary"] else None}
            for t in game["view"]["towns"]}


def assert_board_is_api(page, server: str, gid: str) -> dict:
    game = gql(server, GAME, {"g": gid})["game"]
    page.wait_for_function("([v]) => document.querySelector('[data-testid=\"board\"]')"
                           ".dataset.version === v", arg=[str(game["version"])])
    assert drawn_towns(page) == api_towns(game)
    assert int(page.get_by_test_id("iv-crests").inner_text()) == game["view"]["crestsLeft"]
    return game


def test_a_whole_ilvecchio_game_against_a_bot_by_clicks(open_context, server):
    created = gql(server, CREATE, {"p": [{"name": "Ann"}, {"bot": "GREEDY"}], "s": 17})[
        "createGame"]
    gid, token = created["game"]["id"], created["seats"][0]["token"]
    context, _ = open_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{server}/game/{gid}#seat=0&token={token}")
    board = page.get_by_test_id("board")
    page.get_by_test_id("iv-map").wait_for()
    assert "ilvecchio" in board.get_attribute("class")
    note = gql(server, "{ gameTypes { name provisionalNote } }")["gameTypes"]
    note = next(t["provisionalNote"] for t in note if t["name"] == "ILVECCHIO")
    assert note and note in page.get_by_test_id("provisional-note").inner_text()
    assert page.locator("details.action-list[open]").count() == 0  # the board offers all

    started = time.monotonic()
    CONFLICTS.clear()
    clicks: list[str] = []
    checked_mid = False
    while True:
        if len(clicks) >= 30 and not checked_mid and board.get_attribute("data-phase") == "play":
            if page.wait_for_function(STATE_JS).json_value() == "click":
                assert_board_is_api(page, server, gid)
                screenshot(page, "ilvecchio-board")
                checked_mid = True
        what = click_once(page, len(clicks))
        if what is None:
            break
        if what != "again":
            clicks.append(what)
        assert len(clicks) < 1500, clicks[-10:]
    played = time.monotonic() - started
    assert len(CONFLICTS) <= 3, CONFLICTS
    assert checked_mid
    final = assert_board_is_api(page, server, gid)
    assert final["status"] == "FINISHED" and final["view"]["phase"] == "over"
    screenshot(page, "ilvecchio-finished")
    replay = gql(server, MOVES, {"g": gid})["replay"]
    mine = Counter(m["action"].split(" ")[0] for m in replay["moves"] if m["seat"] == 0)
    assert {"choose", "place"} <= set(mine) and mine["town"] + mine["province"] > 0, mine
    print(f"\nwhole Il Vecchio game by clicks: {len(clicks)} clicks in {played:.1f} s; "
          f"{dict(mine)}")
