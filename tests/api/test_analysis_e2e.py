"""Analysis end to end: a real `signoria serve` process (its duty runner performs analyses) and
an out-of-process client. A running game is refused with a typed error (games without a
search: tests/integration/test_analysis.py); a finished game's analysis is queued, followed over WebSocket to its end, and read
back the same by query; asking again queues nothing new."""
from __future__ import annotations

import time

import pytest

from tests.contract.client import Client, Subscription
from tests.support.server import serve

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) {
  ... on GameCreated { game { id } } ... on Error { code message } } }"""
REQUEST = """mutation($g: ID!) { requestAnalysis(gameId: $g) { __typename
  ... on AnalysisRequested { consistency analysis { status total } }
  ... on Error { code message } } }"""
FIELDS = """gameId status done total budget seed accuracy final reason
  steps { version seat action description chances samples best bestDescription bestChance
          playedChance loss label }"""
QUERY = "query($g: ID!, $c: String) { analysis(gameId: $g, consistency: $c) {" + FIELDS + "} }"
FOLLOW = "subscription($g: ID!) { analysisUpdated(gameId: $g) {" + FIELDS + "} }"


@pytest.fixture
def server(tmp_path):
    with serve(tmp_path, env={"SIGNORIA_ANALYSIS_BUDGET": "3"}) as running:
        yield running


def _bot_game(client: Client) -> str:
    made = client(CREATE, {"i": {"seed": 12,
                                 "players": [{"bot": "RANDOM"}, {"bot": "RANDOM"}]}})
    gid = made["createGame"]["game"]["id"]
    deadline = time.monotonic() + 600
    while client("query($g: ID!) { game(id: $g) { status } }",
                 {"g": gid})["game"]["status"] != "FINISHED":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)
    return gid


def test_a_finished_game_is_analysed_by_the_server_s_duty_runner(server):
    client = Client(server.base)
    try:
        kinds = {t["name"]: t["analysable"]
                 for t in client("{ gameTypes { name analysable } }")["gameTypes"]}
        assert kinds == {"LORENZO": True, "PATRIZIER": True, "ILVECCHIO": False,
                         "FLORENZA": False}
        running = client(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}]}})
        refused = client(REQUEST, {"g": running["createGame"]["game"]["id"]})
        assert refused["requestAnalysis"]["__typename"] == "GameNotFinished"
        gid = _bot_game(client)
        assert client(QUERY, {"g": gid})["analysis"] is None
        asked = client(REQUEST, {"g": gid})["requestAnalysis"]
        assert asked["__typename"] == "AnalysisRequested"
        assert asked["analysis"]["total"] > 0
        follow = Subscription(server.ws, FOLLOW, {"g": gid})
        follow.wait(300)
        assert follow.error is None
        seen = [m["analysisUpdated"] for m in follow.messages]
        done = seen[-1]
        assert done["status"] == "DONE" and done["budget"] == 3
        assert [s["done"] for s in seen] == sorted(s["done"] for s in seen)
        assert len(done["steps"]) == done["total"] == asked["analysis"]["total"]
        assert {s["label"] for s in done["steps"]} <= {"GOOD", "INACCURACY", "MISTAKE",
                                                        "BLUNDER", "FORCED"}
        assert all(abs(sum(s["chances"]) - 1) < 1e-3 for s in done["steps"])
        assert client(QUERY, {"g": gid})["analysis"] == done
        again = client(REQUEST, {"g": gid})["requestAnalysis"]
        assert again["analysis"] == {"status": "DONE", "total": done["total"]}
        # the moves in words, in the language asked for (the analysis stores their messages)
        words = """query($g: ID!) { analysis(gameId: $g) { steps {
          description(language: $l) bestDescription(language: $l) } } }"""
        for language, flag in (("DE", " mit Wert "), ("IT", " con valore ")):
            said = client(words.replace("query($g: ID!)", "query($g: ID!, $l: Language)"),
                          {"g": gid, "l": language})["analysis"]["steps"]
            placed = [s for s, e in zip(said, done["steps"], strict=True)
                      if e["action"].startswith("place ")]
            assert placed and all(flag in s["description"] for s in placed), placed[:2]
            assert [s["description"] for s in said] != [s["description"] for s in done["steps"]]
    finally:
        client.close()
