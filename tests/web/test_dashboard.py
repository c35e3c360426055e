"""The dashboard's charts carry exactly the numbers of the analytics and ratings queries (read
back from the Chart.js instances on the page)."""
from __future__ import annotations

from tests.web.clicks import gql
from tests.web.conftest import screenshot
from tests.web.test_pages import finished_bot_game

ANALYTICS = """{ analytics(game: LORENZO) { games
  seats { place winRate meanScore } turnOrder { place winRate meanScore }
  scoreBreakdown { category mean } byPlayers { players games meanActions } days { day games }
  details { ... on LorenzoAnalytics {
    cards { card { number type } offered taken takerWinRate }
    leaders { leader { name } played discarded activated winRate }
    excommunicationPeriods { period exposed excommunicated rate } } } }
  ratings(game: LORENZO, first: 50) { nodes { player { id } rating games } } }"""


def _charts(page) -> dict:
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('canvas[data-chart]')]
        .filter(c => c.chart).map(c => [c.dataset.chart,
            {labels: c.chart.data.labels, data: c.chart.data.datasets.map(d => d.data)}]))""")


def test_dashboard_charts_carry_the_analytics_numbers(open_context, server):
    finished_bot_game(server, "ADVANCED")  # at least one finished, rated game with leaders
    before = gql(server, ANALYTICS)
    context, watch = open_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(server + "/dashboard")
    names = ("days", "order", "seats", "players", "length", "breakdown", "cards", "leaders",
             "excommunications", "ladder", "history")
    try:
        page.wait_for_function("([names]) => names.every(n => document.querySelector("
                               "`canvas[data-chart=\"${n}\"]`)?.chart)", arg=[list(names)],
                               timeout=15000)
    finally:
        charts = _charts(page)
        assert set(charts) == set(names), (sorted(charts), page.locator("main").inner_text())
    after = gql(server, ANALYTICS)
    assert before == after  # nothing finished meanwhile: the page read these numbers
    a = after["analytics"]
    assert int(page.get_by_test_id("analytics-summary").locator("strong").inner_text()) == a["games"]
    assert charts["days"] == {"labels": [d["day"] for d in a["days"]],
                              "data": [[d["games"] for d in a["days"]]]}
    for name, rows in (("order", a["turnOrder"]), ("seats", a["seats"])):
        assert charts[name]["data"] == [[r["meanScore"] for r in rows], [r["winRate"] for r in rows]]
    assert charts["players"]["data"] == [[p["games"] for p in a["byPlayers"]]]
    assert charts["length"]["data"] == [[p["meanActions"] for p in a["byPlayers"]]]
    assert charts["breakdown"]["data"] == [[s["mean"] for s in a["scoreBreakdown"]]]
    cards = sorted((c for c in a["details"]["cards"] if c["card"]["type"] == "TERRITORY"),
                   key=lambda c: c["card"]["number"])
    assert charts["cards"]["data"] == [[c["offered"] for c in cards], [c["taken"] for c in cards],
                                       [c["takerWinRate"] for c in cards]]
    leaders = sorted(a["details"]["leaders"], key=lambda x: x["leader"]["name"])
    assert charts["leaders"]["data"] == [[x[k] for x in leaders] for k in
                                         ("played", "discarded", "activated", "winRate")]
    periods = a["details"]["excommunicationPeriods"]
    assert charts["excommunications"]["data"] == [[p[k] for p in periods] for k in
                                                  ("exposed", "excommunicated", "rate")]
    ladder = after["ratings"]["nodes"]
    assert ladder and charts["ladder"]["data"] == [[r["rating"] for r in ladder],
                                                   [r["games"] for r in ladder]]
    first = ladder[0]["player"]["id"]
    history = gql(server, "query($p: ID!) { ratingHistory(game: LORENZO, player: $p) { before after } }",
                  {"p": first})["ratingHistory"]
    assert charts["history"]["data"] == [[h["after"] for h in history], [h["before"] for h in history]]
    # the building cards, chosen on the page, are that type's numbers
    page.get_by_label("Cards of type").select_option(label="building")
    page.wait_for_function("() => document.querySelector('canvas[data-chart=\"cards\"]')"
                           ".chart?.data.labels[0]?.startsWith('25 ')")
    buildings = sorted((c for c in a["details"]["cards"] if c["card"]["type"] == "BUILDING"),
                       key=lambda c: c["card"]["number"])
    assert _charts(page)["cards"]["data"][1] == [c["taken"] for c in buildings]
    assert any("/assets/chart-" in u for u in watch.requests)  # Chart.js, from this server
    screenshot(page, "dashboard")
