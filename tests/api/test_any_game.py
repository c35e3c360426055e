"""The API hosts any game behind the decider protocol: the toy race game (tests/support) has
no API plug-in of its own, yet it is created, joined, played, viewed, replayed, subscribed
to, listed, analysed and rated through the same queries as Lorenzo."""
from __future__ import annotations

from tests.api.conftest import Gql, make_client
from tests.api.test_ws import Ws, _connect

GAME = """query($g: ID!, $t: String) { game(id: $g, token: $t) { game variant status version
  seatsToAct currentSeat progress { turn text } pending { __typename seat kind description }
  legalActions { __typename key kind description ... on GenericAction { fields } }
  result { winners ranking scores { seat total parts { category points } } }
  view { __typename ... on GenericView { game data } } } }"""
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version finished events { description } } ... on Error { code } } }"""


def test_the_toy_game_through_the_api(tmp_path):
    with make_client(tmp_path) as client:
        gql = Gql(client)
        types = {t["name"]: t for t in gql("{ gameTypes { name variants botKinds minPlayers "
                                           "catalogue { __typename } } }")["gameTypes"]}
        assert types["RACE"]["variants"] == ["TURNS", "FREE"]
        assert types["RACE"]["catalogue"]["__typename"] == "GenericCatalogue"
        key = gql("mutation { registerPlayer(input: {name: \"Ann\"}) { ... on PlayerRegistered "
                  "{ player { id } key } } }")["registerPlayer"]
        opened = gql("""mutation($i: CreateGameInput!) { openGame(input: $i) { __typename
            ... on GameCreated { game { id } seats { seat token } } } }""",
                     {"i": {"game": "RACE", "variant": "TURNS", "seed": 4,
                            "players": [{"name": "Ann", "playerKey": key["key"]},
                                        {"open": True}]}})["openGame"]
        gid = opened["game"]["id"]
        tokens = {0: opened["seats"][0]["token"]}
        bea = gql("mutation { registerPlayer(input: {name: \"Bea\"}) { ... on PlayerRegistered "
                  "{ player { id } key } } }")["registerPlayer"]
        joined = gql("""mutation($i: JoinGameInput!) { joinGame(input: $i) {
            ... on SeatJoined { seat token started } } }""",
                     {"i": {"gameId": gid, "name": "Bea", "playerKey": bea["key"]}})["joinGame"]
        assert joined["started"]
        tokens[1] = joined["token"]
        listed = gql('{ games(filter: {game: RACE}) { nodes { id game status seats { name '
                     'player { id } } } } }')["games"]["nodes"]
        assert [(g["id"], g["game"], g["status"]) for g in listed] == [(gid, "RACE",
                                                                       "PLAYING")]
        assert listed[0]["seats"][0]["player"]["id"] == key["player"]["id"]
        with _connect(gql) as raw:
            ws = Ws(raw)
            ws.init()
            ws.subscribe("e", "subscription($g: ID!) { gameEvents(gameId: $g) { step "
                              "description message { template } } }", {"g": gid})
            finished, seen = False, 0
            while not finished:
                g = gql(GAME, {"g": gid, "t": tokens[0]})["game"]
                seat = g["currentSeat"]
                mine = gql(GAME, {"g": gid, "t": tokens[seat]})["game"]
                assert mine["pending"][0]["__typename"] == "GenericDecision"
                action = mine["legalActions"][-1]  # roll
                assert action["__typename"] == "GenericAction"
                res = gql(SUBMIT, {"i": {"gameId": gid, "action": action["key"],
                                         "expectedVersion": mine["version"]}},
                          tokens[seat])["submitAction"]
                assert res["__typename"] == "ActionAccepted"
                assert res["events"][0]["description"].startswith(("Ann ", "Bea "))
                finished = res["finished"]
                seen += len(res["events"])
            events = []
            while len(events) < seen + 1:  # + the set-up
                events.append(ws.next("e")["data"]["gameEvents"])
            assert ws.next("e") is None  # completes after the last event
            assert events[0]["description"] == "A race of 2 begins"
        final = gql(GAME, {"g": gid})["game"]
        assert final["status"] == "FINISHED" and final["result"]["winners"]
        assert final["view"]["__typename"] == "GenericView"
        assert final["view"]["data"]["winner"] == final["result"]["winners"][0]
        length = gql("query($g: ID!) { replay(gameId: $g) { length } }", {"g": gid})[
            "replay"]["length"]
        last = gql("query($g: ID!, $s: Int!) { replay(gameId: $g) { stateAt(step: $s) { "
                   "game variant status version seatsToAct currentSeat progress { turn text } "
                   "pending { __typename seat kind description } legalActions { __typename key "
                   "kind description ... on GenericAction { fields } } result { winners ranking "
                   "scores { seat total parts { category points } } } view { __typename ... on "
                   "GenericView { game data } } } } }", {"g": gid, "s": length})
        assert last["replay"]["stateAt"] == final
        ratings = gql("{ ratings(game: RACE) { nodes { player { id kind } games } } }")[
            "ratings"]["nodes"]
        assert {r["player"]["id"] for r in ratings} == {key["player"]["id"], bea["player"]["id"]}
        assert all(r["games"] == 1 and r["player"]["kind"] == "HUMAN" for r in ratings)
        assert gql("{ analytics(game: RACE) { games seats { wins } details { __typename } } }")[
            "analytics"]["games"] == 1
