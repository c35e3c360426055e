"""The client in English, German and Italian: chosen by the browser's language, switched in
the header (kept for the next visit), `<html lang>` set, and the log's messages asked of the
API in the same language. Against a real `signoria serve`, in Chromium; axe finds nothing on
the pages in another language either."""
from __future__ import annotations

from tests.web.test_accessibility import axe, violations  # noqa: F401 - axe is a fixture

DESKTOP = {"width": 1280, "height": 900}


def lang(page) -> str:
    return page.evaluate("document.documentElement.lang")


def switch(page, code: str) -> None:
    """Choose a language in the header's switch (the page reloads in it)."""
    with page.expect_navigation():
        page.get_by_test_id("language").select_option(code)


def test_the_browser_language_then_the_switch_choose_the_language(open_context, server, axe):  # noqa: F811
    context, _ = open_context(viewport=DESKTOP, locale="de-DE", bypass_csp=True)
    page = context.new_page()
    page.goto(server + "/")
    # German from the browser's languages
    page.get_by_role("heading", name="Neue Partie").wait_for()
    assert lang(page) == "de"
    page.get_by_role("button", name="Partie anlegen").wait_for()  # once the games on offer are in
    assert page.get_by_label("Sprache").input_value() == "de"
    page.get_by_label("Ihr Name").fill("Anna")
    assert violations(page, axe) == []

    # Italian by the switch, kept for the next page of this browser
    switch(page, "it")
    page.get_by_role("heading", name="Nuova partita").wait_for()
    assert lang(page) == "it"
    assert page.title() == "Sala · Signoria"
    page.get_by_role("button", name="Crea partita").click()
    notice = page.get_by_test_id("created")
    notice.wait_for()
    notice.get_by_role("link", name="Apri la partita").click()
    page.wait_for_url("**/game/*")
    gid = page.url.rsplit("/", 1)[1].split("?")[0]
    page.get_by_role("heading", name="Stato").wait_for()
    assert lang(page) == "it"
    # the log speaks Italian too: the API was asked in Italian
    log = page.locator("ol.log")
    log.get_by_text("Partita a 2 giocatori", exact=False).wait_for()
    assert "Inizia il turno 1" in log.inner_text()
    page.get_by_test_id("board").wait_for()
    page.wait_for_timeout(400)
    assert violations(page, axe) == []

    # German again, on the game page: its chrome and its log
    switch(page, "de")
    page.get_by_role("heading", name="Protokoll").wait_for()
    assert lang(page) == "de"
    page.locator("ol.log").get_by_text("Partie für 2 Spieler", exact=False).wait_for()
    assert "Runde 1 (Periode 1) beginnt" in page.locator("ol.log").inner_text()

    # the replay page in the kept language
    page.goto(f"{server}/replay/{gid}")
    page.get_by_test_id("replay-step").wait_for()
    assert page.get_by_test_id("replay-step").inner_text().startswith("Schritt ")
    assert page.get_by_role("button", name="Weiter").is_visible()
    assert lang(page) == "de"


def test_english_stays_the_default(open_context, server):
    context, _ = open_context(viewport=DESKTOP, locale="fr-FR")
    page = context.new_page()
    page.goto(server + "/")
    page.get_by_role("heading", name="New game").wait_for()
    assert lang(page) == "en"
    assert page.get_by_test_id("language").input_value() == "en"


def test_the_dashboard_in_german_after_the_switch(open_context, server):
    """The dashboard's filters, figures, chart titles, series, tables and the game's own part
    speak German once the switch says so (the charts' numbers are test_dashboard's)."""
    from tests.web import scenes

    scenes.finished(server, "PATRIZIER", ["GREEDY", "RANDOM"], 91)
    context, _ = open_context(viewport=DESKTOP, locale="en-GB")
    page = context.new_page()
    page.goto(server + "/dashboard?game=PATRIZIER")
    page.get_by_role("heading", name="Dashboard").wait_for()
    switch(page, "de")
    page.get_by_role("heading", name="Übersicht").wait_for()
    assert lang(page) == "de"
    filters = page.get_by_role("region", name="Filter", exact=True)
    filters.locator("label.field > span").nth(4).wait_for()  # the game's choice comes with the game types
    assert filters.locator("label.field > span").all_inner_texts()[1:] == [
        "Variante", "Spielerzahl", "Beendet seit", "Beendet bis"]
    summary = page.get_by_test_id("analytics-summary")
    summary.filter(has_text="beendete Partie").wait_for()
    assert "Aktionen je Partie" in summary.inner_text()
    charts = page.get_by_test_id("charts").first
    charts.get_by_role("heading", name="Gewinnquote und mittlere Punkte nach Platz").wait_for()
    charts.get_by_role("heading", name="Partien nach Spielerzahl").wait_for()
    # the game's own part and the drill-down
    charts.get_by_role("heading", name="Köpfe: Dreiersätze je Platz", exact=False).wait_for()
    page.get_by_role("heading", name="Rangliste", exact=False).wait_for()
    page.wait_for_function("() => document.querySelector('canvas[data-chart=\"seats\"]')?.chart")
    series = page.evaluate("() => document.querySelector('canvas[data-chart=\"seats\"]')"
                           ".chart.data.datasets.map(d => d.label)")
    assert series == ["mittlere Punkte", "Gewinnquote"]
    labels = page.evaluate("() => document.querySelector('canvas[data-chart=\"seats\"]')"
                           ".chart.data.labels")
    assert labels[0] == "Platz 0"
    assert page.get_by_role("button", name="CSV herunterladen", exact=False).first.is_visible()
    assert page.get_by_text("Zahlen").first.is_visible()
    body = page.locator("main").inner_text()
    for english in ("Win rate", "mean score", "Download CSV", "Finished since", "Numbers"):
        assert english not in body, english
