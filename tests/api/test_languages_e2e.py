"""Log messages in three languages, as a third-party client asks for them from a real
`signoria serve`: the `language` argument, `Accept-Language` (argument wins; a language the
service does not speak is English), the replay's move list, and a subscription whose
`connection_init` names the language."""
from __future__ import annotations

import json

import httpx
import pytest
from websockets.sync.client import connect

from domain.lorenzo.catalog.data import raw
from tests.support.server import serve

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) {
  ... on GameCreated { game { id } seats { seat token } } } }"""
EVENTS = """query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { type
  description en: message(language: EN) { template } de: message(language: DE) { template
  args { name text } } it: message(language: IT) { template args { name kind value text } }
  deText: description(language: DE) itText: description(language: IT) } } }"""
PLAIN = "query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { type description } } }"
ITALIAN_CARDS = {c["id"]: c["name_it"] for c in raw()["development_cards"]}
ENGLISH_CARDS = {c["id"]: c["name"] for c in raw()["development_cards"]}


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    """A two-player Lorenzo game after its first seat took a card from a tower."""
    with serve(tmp_path_factory.mktemp("langs")) as server, \
            httpx.Client(base_url=server.base, timeout=30) as http:
        c = server.gql(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}],
                                      "seed": 11}})["createGame"]
        gid, tokens = c["game"]["id"], [s["token"] for s in c["seats"]]
        for token in tokens:
            acts = server.gql("query($g: ID!) { legalActions(gameId: $g) { key } }",
                              {"g": gid}, token)["legalActions"]
            tower = [a["key"] for a in acts if "tower." in a["key"]]
            if tower:
                res = server.gql("""mutation($i: SubmitActionInput!) { submitAction(input: $i) {
                    __typename } }""", {"i": {"gameId": gid, "action": tower[0]}}, token)
                assert res["submitAction"]["__typename"] == "ActionAccepted"
                break
        yield server, http, gid


def post(http, query: str, gid: str, language: str | None = None) -> dict:
    headers = {"Accept-Language": language} if language else {}
    body = http.post("/graphql", json={"query": query, "variables": {"g": gid}},
                     headers=headers).json()
    assert "errors" not in body, body
    return body["data"]


def of_type(nodes: list, type_: str) -> dict:
    return next(n for n in nodes if n["type"] == type_)


def test_the_same_event_reads_differently_in_each_language(game):
    server, http, gid = game
    nodes = post(http, EVENTS, gid)["gameEvents"]["nodes"]
    round_ = of_type(nodes, "RoundStarted")
    assert round_["description"].startswith("Round 1 (period 1) begins; dice black ")
    assert round_["deText"].startswith("Runde 1 (Periode 1) beginnt; Würfel schwarz ")
    assert round_["itText"].startswith("Inizia il turno 1 (periodo 1); dadi nero ")
    assert round_["en"]["template"] != round_["de"]["template"] != round_["it"]["template"]
    # the same placeholders in every language, so a client can still draw its own icons
    for n in nodes:
        names = {a["name"] for a in n["it"]["args"]}
        assert all("{" + name + "}" in n["it"]["template"] for name in names), n
    # players keep their names; a card taken shows its Italian name (reference data) in
    # Italian, and its English one in German, where no German name is known (docs/i18n-gaps.md)
    taken = of_type(nodes, "CardTaken")
    card = next(a for a in taken["it"]["args"] if a["kind"] == "card")
    assert ITALIAN_CARDS[card["value"]] in taken["itText"]
    assert ENGLISH_CARDS[card["value"]] in taken["deText"]
    assert taken["itText"].startswith("Ann prende ") or taken["itText"].startswith("Bea prende ")


def test_accept_language_chooses_unless_the_argument_does(game):
    server, http, gid = game
    english = post(http, PLAIN, gid)["gameEvents"]["nodes"]
    german = post(http, PLAIN, gid, "de-DE,de;q=0.9,en;q=0.5")["gameEvents"]["nodes"]
    explicit = post(http, EVENTS, gid)["gameEvents"]["nodes"]
    assert [n["description"] for n in german] == [n["deText"] for n in explicit]
    assert german != english
    # a language the service does not speak: English; the best one it does speak: that one
    assert post(http, PLAIN, gid, "fr-FR, fr")["gameEvents"]["nodes"] == english
    italian = post(http, PLAIN, gid, "fr;q=1, it;q=0.8, de;q=0.5")["gameEvents"]["nodes"]
    assert [n["description"] for n in italian] == [n["itText"] for n in explicit]
    # the argument wins over the header
    both = post(http, "query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { "
                      "description(language: IT) } } }", gid, "de")["gameEvents"]["nodes"]
    assert [n["description"] for n in both] == [n["itText"] for n in explicit]
    # a kept answer is never served in another language
    assert post(http, PLAIN, gid)["gameEvents"]["nodes"] == english


def test_replay_moves_are_described_in_the_language_asked(game):
    server, http, gid = game
    query = "query($g: ID!) { replay(gameId: $g) { moves { description } } }"
    english = post(http, query, gid)["replay"]["moves"]
    german = post(http, query, gid, "de")["replay"]["moves"]
    assert english and len(german) == len(english)
    assert german[-1]["description"] != english[-1]["description"]
    assert "setzt das Familienmitglied" in german[-1]["description"]


def first_event(server, gid: str, language: str) -> dict:
    """The first event a new `gameEvents` subscription sends, its connection in `language`."""
    with connect(server.ws, subprotocols=["graphql-transport-ws"], open_timeout=10) as ws:
        ws.send(json.dumps({"type": "connection_init", "payload": {"Accept-Language": language}}))
        assert json.loads(ws.recv(10))["type"] == "connection_ack"
        ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
            "query": "subscription($g: ID!) { gameEvents(gameId: $g) { type description } }",
            "variables": {"g": gid}}}))
        while True:
            msg = json.loads(ws.recv(30))
            if msg["type"] == "next":
                return msg["payload"]["data"]["gameEvents"]


def test_a_subscription_speaks_the_language_of_its_connection(game):
    server, http, gid = game
    # one after the other on the same game: subscribers share the results of the same
    # operation, but never across languages
    italian, german, english = (first_event(server, gid, lang) for lang in ("it", "de", "en"))
    assert italian["type"] == german["type"] == english["type"] == "GameSetUp"
    assert italian["description"].startswith("Partita a 2 giocatori (base) preparata")
    assert german["description"].startswith("Partie für 2 Spieler (Grundspiel) aufgebaut")
    assert english["description"].startswith("2-player basic game set up")
