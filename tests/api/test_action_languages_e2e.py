"""Legal actions, pending decisions and progress in three languages, as a third-party client
asks for them from a real `signoria serve`: the `language` argument and `Accept-Language`,
through the same tables as log messages (domain/<game>/i18n)."""
from __future__ import annotations

import httpx

from tests.support.server import serve

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) {
  ... on GameCreated { game { id } seats { seat token } } } }"""
GAME = """query($g: ID!) { game(id: $g) {
  progress { text de: text(language: DE) it: text(language: IT) }
  pending { description de: description(language: DE) it: description(language: IT) }
  legalActions { key description de: description(language: DE)
                 it: description(language: IT) } } }"""


def test_actions_pending_and_progress_follow_the_language(tmp_path):
    with serve(tmp_path) as server, httpx.Client(base_url=server.base, timeout=30) as http:
        c = server.gql(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}],
                                      "seed": 11}})["createGame"]
        gid = c["game"]["id"]
        games = []
        for s in c["seats"]:
            body = http.post("/graphql", json={"query": GAME, "variables": {"g": gid}},
                             headers={"Authorization": f"Bearer {s['token']}"}).json()
            assert "errors" not in body, body
            games.append(body["data"]["game"])
        g = next(g for g in games if g["legalActions"])
        assert g["progress"]["text"] == "round 1 of 6, period 1"
        assert g["progress"]["de"] == "Runde 1 von 6, Periode 1"
        assert g["progress"]["it"] == "turno 1 di 6, periodo 1"
        assert g["pending"][0]["de"].startswith("ein Familienmitglied einsetzen")
        assert g["pending"][0]["it"].startswith("piazza un familiare")
        place = next(a for a in g["legalActions"] if "tower." in a["key"])
        assert " at value " in place["description"]
        assert " mit Wert " in place["de"] and " nehmen, zahlt " in place["de"]
        assert " con valore " in place["it"] and "prendi " in place["it"]
        # Accept-Language chooses when no argument does
        token = c["seats"][[x["legalActions"] != [] for x in games].index(True)]["token"]
        body = http.post("/graphql", json={"query": "query($g: ID!) { game(id: $g) { "
                                                    "progress { text } } }",
                                           "variables": {"g": gid}},
                         headers={"Authorization": f"Bearer {token}",
                                  "Accept-Language": "it-IT,it;q=0.9"}).json()
        assert body["data"]["game"]["progress"]["text"] == "turno 1 di 6, periodo 1"


def test_rows_stored_before_the_templates_read_in_english():
    """A read model's legal action, pending decision or progress written before they kept a
    template (no `message`) is served in English whatever the language asked; with one, in
    the language asked."""
    from api.schema.games import plugin
    from api.schema.language import Language
    from api.schema.types import progress_of
    from domain import games

    lorenzo = plugin("lorenzo")
    old = [lorenzo.action({"key": "end", "kind": "end", "description": "end the turn"}),
           lorenzo.decision({"seat": 0, "kind": "turn", "placed": True,
                             "description": "place a family member (or pass)"})]
    for item in old:
        for language in (Language.DE, Language.IT, Language.EN):
            assert item.description(None, language) == item.english
    progress = progress_of({"turn": 2, "total": 6, "text": "round 2 of 6, period 1"})
    assert progress.text(None, Language.IT) == "round 2 of 6, period 1"
    # today's rows: the same action in the language asked
    d = games.get("lorenzo")
    state = d.fold(d.setup(players=2, variant=d.variants[0], seed=3))
    seat = d.seats_to_act(state)[0]
    from projections.snapshot import legal_dicts

    row = next(r for r in legal_dicts(d, state, seat) if r["kind"] == "place")
    assert lorenzo.action(row).description(None, Language.DE) != row["description"]
