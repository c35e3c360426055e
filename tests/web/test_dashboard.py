"""The dashboard as an analyst uses it, for every hosted game: each chart draws exactly the
numbers of the analytics query (read back from the Chart.js instances), which equal the
figures computed here from the finished games' results; the filters (kept in the address);
a player's drill-down; every chart's CSV download (downloaded by the browser) equal to them."""
from __future__ import annotations

import pytest

from tests.web import analysis as an
from tests.web import scenes
from tests.web.clicks import PlaywrightTimeout, gql
from tests.web.conftest import screenshot

GAMES = {  # each game's finished bot games, and the charts of its own part that must be drawn
    "LORENZO": ([["RANDOM", "GREEDY"]], ("cards", "first-cards", "excommunications")),
    "PATRIZIER": ([["GREEDY", "RANDOM", "GREEDY"], ["RANDOM", "GREEDY"]],
                  ("cities", "heads", "city-sizes")),
    "ILVECCHIO": ([["GREEDY", "RANDOM"], ["GREEDY", "RANDOM", "GREEDY"]],
                  ("sources", "tracks", "tiles")),
    "FLORENZA": ([["GREEDY", "RANDOM"]], ("fame", "works", "offices")),
}
GENERIC = ("seats", "order", "seats-by-players", "order-by-players", "scores", "score-quartiles",
           "lengths", "length-quartiles", "length", "players", "days", "breakdown")
REGISTER = """mutation($n: String!) { registerPlayer(input: {name: $n}) {
  ... on PlayerRegistered { key player { id } } } }"""
CONCEDE = "mutation($g: ID!) { concede(input: {gameId: $g}) { __typename } }"
DRILL = """query($g: GameName!, $p: ID!, $f: AnalyticsFilter) { playerAnalytics(game: $g,
  player: $p, filter: $f) { games wins history { gameId finishedAt variant players seat rank
  score won rating { ordinal mu sigma ordinalBefore } } } }"""
LADDER = "query($g: GameName!) { ratings(game: $g, first: 50) { nodes { player { id } ordinal mu } } }"
CHARTS = """() => Object.fromEntries([...document.querySelectorAll('canvas[data-chart]')]
  .filter(c => c.chart).map(c => [c.dataset.chart, {labels: c.chart.data.labels,
    series: c.chart.data.datasets.map(d => d.label), data: c.chart.data.datasets.map(d => d.data)}]))"""
ALL_DRAWN = """([names]) => names.every(n => document.querySelector(`canvas[data-chart="${n}"]`)?.chart)
  && [...document.querySelectorAll('canvas[data-chart]')].every(c => c.chart)"""


@pytest.fixture(scope="module")
def ann(server) -> str:
    """A registered player who sat down in two Lorenzo games (2 and 3 players) and conceded at
    once (a bot played on; she ranks last), besides every game's finished bot games."""
    reg = gql(server, REGISTER, {"n": "Ann"})["registerPlayer"]
    for seed, bots in ((61, ["GREEDY"]), (62, ["RANDOM", "GREEDY"])):
        gid, seats = scenes.create(server, "LORENZO", [
            {"name": "Ann", "playerKey": reg["key"]}, *({"bot": b} for b in bots)], seed)
        assert gql(server, CONCEDE, {"g": gid}, seats[0]["token"])["concede"]["__typename"] == \
            "SeatCommandDone"
        scenes.wait(server, gid, lambda s: s["game"]["status"] == "FINISHED")
    for game, (tables, _) in GAMES.items():
        for i, bots in enumerate(tables):
            scenes.finished(server, game, bots, 70 + i)
    return reg["player"]["id"]


def charts_of(page, must: tuple[str, ...]) -> dict:
    """Every chart of the page, once drawn: a chart is drawn as it comes near the screen, so the
    page is scrolled through its charts as a reader would (again for charts that came later)."""
    for _ in range(10):
        for canvas in page.locator("canvas[data-chart]").all():
            canvas.scroll_into_view_if_needed()
        try:
            page.wait_for_function(ALL_DRAWN, arg=[list(must)], timeout=2000)
            return page.evaluate(CHARTS)
        except PlaywrightTimeout:
            pass
    drawn = page.evaluate(CHARTS)
    raise AssertionError(f"not drawn: {sorted(set(must) - set(drawn))}; drawn: {sorted(drawn)}")


def read_page(page, server: str, game: str, must: tuple[str, ...], f: dict | None = None):
    """(analytics, charts): the page's charts read between two equal answers of the API (a
    game finishing meanwhile elsewhere in the session makes it read again)."""
    for _ in range(3):
        before = an.analytics(server, game, f)
        page.get_by_test_id("analytics-summary").filter(
            has_text=f"{before['games']} finished").wait_for()
        charts = charts_of(page, must)
        if an.analytics(server, game, f) == before:
            return before, charts
        page.reload()
    raise AssertionError("the analytics kept changing")


def check_charts(charts: dict, a: dict, game: str) -> None:
    want = {**an.generic_charts(a), **an.own_charts(game, a["details"])}
    for name, series in want.items():
        assert charts[name]["data"] == series, name


def download(page, game: str, chart: str) -> tuple[list[str], list[list[str]]]:
    """The chart's CSV as the browser downloads it. Chromium drops an occasional download that
    follows another within moments (its limit on a page's repeated downloads): then the
    button is clicked again, as a person would."""
    name = f"signoria-{game.lower()}-{chart}"
    for attempt in range(3):
        try:
            with page.expect_download(timeout=5000) as info:
                page.locator(f'button[data-csv="{name}"]').click()
            break
        except PlaywrightTimeout:
            assert attempt < 2, f"{name}: no download"
    assert info.value.suggested_filename == f"{name}.csv"
    return an.parse_csv(open(info.value.path(), encoding="utf-8").read())


@pytest.mark.parametrize("game", list(GAMES))
def test_each_games_dashboard_draws_the_apis_numbers_and_downloads_them(open_context, server,
                                                                        ann, game):
    context, watch = open_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(f"{server}/dashboard?game={game}")
    must = GENERIC + GAMES[game][1] + ("ladder", "history")
    a, charts = read_page(page, server, game, must)
    results = an.finished_results(server, game)
    an.check_against_results(a, results)
    an.check_own_against_results(game, a["details"], results)
    check_charts(charts, a, game)
    assert int(page.get_by_test_id("analytics-summary").locator("strong").inner_text()) == a["games"]
    ladder = gql(server, LADDER, {"g": game})["ratings"]["nodes"]
    assert charts["ladder"]["data"] == an.cols(ladder, "ordinal", "mu")
    # every chart's CSV: a header row, then the drawn numbers column by column
    for name, chart in charts.items():
        header, rows = download(page, game, name)
        assert len(rows) == len(chart["labels"]), name
        for label, data in zip(chart["series"], chart["data"], strict=True):
            assert [an.number(r[header.index(label)]) for r in rows] == data, (name, label)
    header, rows = download(page, game, "seats")
    assert header == ["seat", "mean score", "win rate", "games", "wins"]
    assert [[an.number(c) for c in r] for r in rows] == [
        [s["place"], s["meanScore"], s["winRate"], s["games"], s["wins"]] for s in a["seats"]]
    header, rows = download(page, game, "scores")
    values, counts = an.histogram(a["scoreDistribution"], a["winnerScoreDistribution"])
    assert header == ["score", "every seat", "winners"]
    assert [[int(c) for c in r] for r in rows] == [list(x) for x in zip(values, *counts, strict=True)]
    assert any("/assets/chart-" in u for u in watch.requests)  # Chart.js, from this server
    screenshot(page, f"dashboard-{game.lower()}")


def test_filters_narrow_every_chart_and_stay_in_the_address(open_context, server, ann):
    context, _ = open_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(f"{server}/dashboard")
    must = GENERIC + GAMES["LORENZO"][1]
    read_page(page, server, "LORENZO", must)
    page.locator('select[name="players"]').select_option("3")
    page.wait_for_url("**/dashboard?players=3")
    three, charts = read_page(page, server, "LORENZO", must, {"players": 3})
    assert three["byPlayers"] == [b for b in an.analytics(server, "LORENZO")["byPlayers"]
                                  if b["players"] == 3]
    check_charts(charts, three, "LORENZO")
    page.locator('select[name="variant"]').select_option("BASIC")
    page.wait_for_url("**/dashboard?variant=BASIC&players=3")
    basic, charts = read_page(page, server, "LORENZO", must, {"players": 3, "variant": "BASIC"})
    check_charts(charts, basic, "LORENZO")
    page.get_by_label("Finished until").fill("2000-01-01")
    page.get_by_test_id("analytics-summary").filter(has_text="0 finished games").wait_for()
    assert page.locator('[data-testid="charts"]').count() == 0
    # the address opens the same view; another game's filters start afresh
    page.goto(f"{server}/dashboard?game=ILVECCHIO&players=3")
    a, charts = read_page(page, server, "ILVECCHIO", GENERIC + GAMES["ILVECCHIO"][1],
                          {"players": 3})
    assert [b["players"] for b in a["byPlayers"]] == [3]
    check_charts(charts, a, "ILVECCHIO")
    page.locator('select[name="game"]').select_option("FLORENZA")
    page.wait_for_url("**/dashboard?game=FLORENZA")
    a, charts = read_page(page, server, "FLORENZA", GENERIC + GAMES["FLORENZA"][1])
    check_charts(charts, a, "FLORENZA")


def test_a_players_drill_down(open_context, server, ann):
    context, _ = open_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(f"{server}/dashboard?game=LORENZO")
    page.locator('select[name="player"]').select_option(label="Ann")
    page.wait_for_url(f"**/dashboard?game=LORENZO&player={ann}")
    drill = gql(server, DRILL, {"g": "LORENZO", "p": ann})["playerAnalytics"]
    history = drill["history"]
    # independently: she sat in seat 0 of both games and, having conceded, ranks last
    results = {g["id"]: g for g in an.finished_results(server, "LORENZO")}
    assert len(history) == 2 == drill["games"]
    for h in history:
        g = results[h["gameId"]]
        assert (h["seat"], h["rank"], h["won"]) == (0, g["players"] - 1, False)
        assert h["score"] == g["result"]["scores"][0]["total"]
    page.get_by_test_id("drill-summary").filter(has_text="2 rated games").wait_for()
    charts = charts_of(page, ("history", "player-results"))
    assert charts["history"]["data"] == [[h["rating"]["ordinal"] for h in history],
                                         [h["rating"]["mu"] for h in history]]
    wins = [sum(x["won"] for x in history[:i + 1]) / (i + 1) for i in range(len(history))]
    assert charts["player-results"]["data"] == [[h["score"] for h in history], wins]
    links = page.get_by_test_id("drill-games").locator("a")
    assert sorted(links.evaluate_all("as => as.map(a => a.getAttribute('href'))")) == sorted(
        f"/replay/{h['gameId']}" for h in history)
    header, rows = download(page, "LORENZO", "player-games")
    assert header[:8] == ["gameId", "finishedAt", "variant", "players", "seat", "rank", "score",
                          "won"]
    assert [r[:8] for r in rows] == [[h["gameId"], h["finishedAt"], h["variant"],
                                      str(h["players"]), str(h["seat"]), str(h["rank"]),
                                      str(h["score"]), "true" if h["won"] else "false"]
                                     for h in history]
    assert [[float(x) for x in r[8:]] for r in rows] == [
        [h["rating"][k] for k in ("ordinalBefore", "ordinal", "mu", "sigma")] for h in history]
    # the drill-down follows the dashboard's filter
    page.locator('select[name="players"]').select_option("3")
    page.get_by_test_id("drill-summary").filter(has_text="1 rated game").wait_for()
    only3 = gql(server, DRILL, {"g": "LORENZO", "p": ann, "f": {"players": 3}})["playerAnalytics"]
    assert [h["players"] for h in only3["history"]] == [3]
    page.wait_for_function("() => document.querySelector('canvas[data-chart=\"history\"]')"
                           "?.chart?.data.datasets[0].data.length === 1")
    assert charts_of(page, ("history",))["history"]["data"][0] == [
        only3["history"][0]["rating"]["ordinal"]]
    screenshot(page, "dashboard-drill-down")
