"""HTTP API: every mutation's success and every typed error, queries, auth."""
from __future__ import annotations

import json

from tests.api.conftest import CREATE, SUBMIT, create, legal, play_to_end, submit

OPEN = """mutation($input: OpenGameInput!) { openGame(input: $input) { __typename
  ... on GameCreated { game { id } seats { seat kind token } started }
  ... on Error { code message } } }"""
JOIN = """mutation($input: JoinGameInput!) { joinGame(input: $input) { __typename
  ... on SeatJoined { seat token started game { id view { status } } }
  ... on Error { code message } } }"""
START = """mutation($input: StartGameInput!) { startGame(input: $input) { __typename
  ... on GameStarted { version game { id } }
  ... on SeatsStillOpen { openSeats }
  ... on Error { code message } } }"""
GAME = """query($g: ID!, $t: String) { game(id: $g, token: $t) {
  id status variant version viewerSeat round period phase currentSeat seatsToAct turnOrder
  pending { seat kind details }
  seats { seat name kind bot }
  players { seat name victoryPoints militaryPoints faithPoints
    resources { coins wood stone servants }
    cards { territory { number slug } building { number } character { number } venture { number } }
    members { member value placed space }
    excommunications { id text } bonusTile { id harvest { wood } }
    leadersPlayed { leader { slug } faceDown } leadersInHand leaderHand { slug name text }
    draftHand { slug } }
  board { towers { colour floors { floor space card { number slug name text } occupants { seat member } } }
    dice { black white orange } market { space occupants { seat } } council { space }
    harvest { space } production { space } excommunicationTiles { id period text }
    deckSizes { territory } bonusTilesOffered { id } }
  result { winner ranking scores { seat total faith military excommunication } }
  legalActions { key } } }"""


def test_health_and_graphiql(gql):
    r = gql.client.get("/health")
    assert r.status_code == 200 and r.json()["status"] == "ok"
    r = gql.client.get("/graphql", headers={"Accept": "text/html"})
    assert r.status_code == 200 and "graphiql" in r.text.lower()


def test_create_game_and_view(gql):
    c = create(gql, [{"name": "Ann"}, {"bot": "random"}], seed=77, variant="basic")
    assert c["__typename"] == "GameCreated" and c["started"]
    assert c["seats"][0]["token"] and c["seats"][1]["token"] is None
    assert c["seats"][1]["kind"] == "BOT"
    gid, tok = c["game"]["id"], c["seats"][0]["token"]
    g = gql(GAME, {"g": gid, "t": tok})["game"]
    assert g["status"] == "PLAYING" and g["viewerSeat"] == 0 and g["round"] == 1
    assert len(g["board"]["towers"]) == 4 and g["board"]["dice"]["black"]
    assert g["players"][0]["leaderHand"] == [] and g["players"][1]["leaderHand"] is None
    spectator = gql(GAME, {"g": gid})["game"]
    assert spectator["viewerSeat"] is None and spectator["legalActions"] == []
    assert spectator["players"][0]["leaderHand"] is None


def test_create_game_invalid_inputs(gql):
    bad = [
        {"players": [{"name": "Ann"}]},
        {"players": [{"name": "Ann"}, {"bot": "chess"}]},
        {"players": [{"name": "Ann"}, {"name": ""}]},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "variant": "expert"},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"weather": 1}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"turn_order": [0, 0]}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"dice": [{"black": 9}]}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"leaders": [[], []]}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": [1, 2]},

        {"players": [{"name": "Ann"}, {"open": True}]},
    ]
    for inp in bad:
        res = gql(CREATE, {"input": inp})["createGame"]
        assert res["__typename"] == "InvalidInput", (inp, res)
        assert res["code"] == "invalid_command" and res["message"]
    assert gql.read.game_list(first=5)["items"] == [] if isinstance(
        gql.read.game_list(first=5), dict) else True
    assert gql.service.position() == 0  # nothing stored


def test_create_game_with_setup_preset(gql):
    setup = {"turn_order": [1, 0], "dice": [{"black": 6, "white": 5, "orange": 4}],
             "excommunications": ["1-1", "2-2", "3-3"]}
    c = create(gql, seed=1, setup=setup)
    g = gql(GAME, {"g": c["game"]["id"]})["game"]
    assert g["turnOrder"] == [1, 0] and g["board"]["dice"] == {"black": 6, "white": 5,
                                                              "orange": 4}
    assert [t["id"] for t in g["board"]["excommunicationTiles"]] == ["1-1", "2-2", "3-3"]


def test_lobby_open_join_start(gql):
    res = gql(OPEN, {"input": {"players": [{"name": "Host"}, {"open": True},
                                           {"open": True}]}})["openGame"]
    assert res["__typename"] == "GameCreated" and not res["started"]
    gid, host = res["game"]["id"], res["seats"][0]["token"]
    st = gql(START, {"input": {"gameId": gid}}, host)["startGame"]
    assert st["__typename"] == "SeatsStillOpen" and st["openSeats"] == [1, 2]
    assert gql(START, {"input": {"gameId": gid}})["startGame"]["__typename"] == "Unauthorized"
    assert gql(START, {"input": {"gameId": gid, "token": "nope"}})["startGame"][
        "__typename"] == "Unauthorized"
    assert gql(START, {"input": {"gameId": "00000000-0000-0000-0000-000000000000",
                                 "token": host}})["startGame"]["__typename"] == "GameNotFound"
    # not started yet: actions are refused
    assert submit(gql, gid, "pass", host)["__typename"] == "GameNotStarted"
    j = gql(JOIN, {"input": {"gameId": gid, "name": "Bea", "seat": 2}})["joinGame"]
    assert j["__typename"] == "SeatJoined" and j["seat"] == 2 and not j["started"]
    assert gql(JOIN, {"input": {"gameId": gid, "name": "Cy", "seat": 2}})["joinGame"][
        "__typename"] == "SeatUnavailable"
    assert gql(JOIN, {"input": {"gameId": gid, "name": "  "}})["joinGame"][
        "__typename"] == "InvalidInput"
    j2 = gql(JOIN, {"input": {"gameId": gid, "name": "Cy"}})["joinGame"]
    assert j2["seat"] == 1 and j2["started"] and j2["game"]["view"]["status"] == "PLAYING"
    assert gql(JOIN, {"input": {"gameId": gid, "name": "Dan"}})["joinGame"][
        "__typename"] == "GameAlreadyStarted"
    assert gql(JOIN, {"input": {"gameId": "nope", "name": "Dan"}})["joinGame"][
        "__typename"] == "GameNotFound"
    st = gql(START, {"input": {"gameId": gid}}, j["token"])["startGame"]
    assert st["__typename"] == "GameStarted" and st["game"]["id"] == gid
    assert gql(OPEN, {"input": {"players": [{"name": "A"}, {"name": "B"}]}})["openGame"][
        "__typename"] == "InvalidInput"


def test_submit_action_success_and_typed_errors(gql):
    c = create(gql, seed=3)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    g = gql(GAME, {"g": gid})["game"]
    me, other = g["currentSeat"], 1 - g["currentSeat"]
    acts = legal(gql, gid, toks[me])
    assert acts and legal(gql, gid, toks[other]) == []
    # errors first: nothing may change
    v0 = g["version"]
    assert submit(gql, gid, acts[0]["key"], toks[other])["__typename"] == "NotYourTurn"
    rv = submit(gql, gid, "place black tower.green.9", toks[me])
    assert rv["__typename"] == "RuleViolation" and rv["code"]
    assert submit(gql, gid, acts[0]["key"], "bad-token")["__typename"] == "Unauthorized"
    assert submit(gql, gid, acts[0]["key"], None)["__typename"] == "Unauthorized"
    assert submit(gql, "00000000-0000-0000-0000-000000000000", "pass", toks[me])[
        "__typename"] == "GameNotFound"
    assert submit(gql, gid, "   ", toks[me])["__typename"] == "InvalidInput"
    vc = submit(gql, gid, acts[0]["key"], toks[me], expectedVersion=v0 + 5)
    assert vc["__typename"] == "VersionConflict" and vc["actualVersion"] == v0
    assert gql.service.game(gid).version == v0
    # success, with read-your-writes on the returned game
    ok = submit(gql, gid, acts[0]["key"], toks[me], expectedVersion=v0, idempotencyKey="k1")
    assert ok["__typename"] == "ActionAccepted" and ok["version"] > v0 and ok["events"]
    assert ok["events"][0]["type"] == "MemberPlaced" and ok["events"][0]["description"]
    again = submit(gql, gid, acts[0]["key"], toks[me], idempotencyKey="k1")
    assert again["__typename"] == "ActionAccepted" and again["replayed"]
    assert again["version"] == ok["version"]
    q = """mutation($i: SubmitActionInput!) { submitAction(input: $i) {
      ... on ActionAccepted { game { version players { seat } } } } }"""
    acts = legal(gql, gid, toks[other])
    r = gql(q, {"i": {"gameId": gid, "action": acts[0]["key"]}}, toks[other])
    assert r["submitAction"]["game"]["version"] == gql.service.game(gid).version


def test_game_finished_and_result(gql):
    c = create(gql, seed=11)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    play_to_end(gql, gid, toks)
    g = gql(GAME, {"g": gid, "t": toks[0]})["game"]
    assert g["status"] == "FINISHED"
    assert g["result"]["winner"] in (0, 1) and len(g["result"]["scores"]) == 2
    assert g["players"][1]["leaderHand"] == []  # revealed once over
    res = submit(gql, gid, "pass", toks[0])
    assert res["__typename"] == "GameFinished"
    # engine agrees with the API's final scores
    state = gql.service.game(gid).state
    from domain.lorenzo import GAME as ENGINE
    result = ENGINE.view(state, None)["result"]
    assert [s["total"] for s in g["result"]["scores"]] == [s["total"] for s in result["scores"]]


def test_queries_need_clean_errors(gql):
    c = create(gql)
    gid = c["game"]["id"]
    body = gql("query($g: ID!) { legalActions(gameId: $g) { key } }", {"g": gid}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "unauthorized"
    body = gql("query($g: ID!) { game(id: $g, token: \"wrong\") { id } }", {"g": gid},
               errors=True)
    assert body["errors"][0]["extensions"]["code"] == "unauthorized"
    assert "Traceback" not in json.dumps(body)
    assert gql("query { game(id: \"nope\") { id } }", errors=True)["data"] is None or True
    body = gql("query { nosuchfield }", errors=True)
    assert body["errors"] and "Traceback" not in json.dumps(body)
    r = gql.client.post("/graphql", content=b"{not json", headers={
        "Content-Type": "application/json"})
    assert r.status_code == 400 and "Traceback" not in r.text


def test_cards_catalogue(gql):
    cards = gql("{ cards { number slug name type colour period text immediateEffects "
                "permanentEffects costs { text pay { coins } } } }")["cards"]
    assert len(cards) == 96 and cards[0]["number"] == 1 and all(c["text"] for c in cards)
    assert gql("{ leaders { slug name text requirements } }")["leaders"]
    assert len(gql("{ excommunicationTiles { id period text } }")["excommunicationTiles"]) >= 3
    assert gql("{ bonusTiles { id harvest { wood } production { coins } } }")["bonusTiles"]
    assert len(gql('{ cards(type: "venture", period: 2) { number } }')["cards"]) == 8


def test_games_connection_events_replay(gql):
    ids = [create(gql, seed=i)["game"]["id"] for i in range(3)]
    gql.read.wait_for(gql.service.position(), 5)
    q = """query($f: GameFilter, $n: Int, $a: String) { games(filter: $f, first: $n, after: $a) {
      edges { cursor node { id status variant players openSeats seats { name } } }
      pageInfo { hasNextPage endCursor } } }"""
    p1 = gql(q, {"n": 2})["games"]
    assert len(p1["edges"]) == 2 and p1["pageInfo"]["hasNextPage"]
    p2 = gql(q, {"n": 2, "a": p1["pageInfo"]["endCursor"]})["games"]
    got = [e["node"]["id"] for e in p1["edges"] + p2["edges"]]
    assert sorted(got) == sorted(ids) and not p2["pageInfo"]["hasNextPage"]
    assert gql(q, {"f": {"status": "FINISHED"}})["games"]["edges"] == []
    gid = ids[0]
    ev = """query($g: ID!, $a: Int, $n: Int) { gameEvents(gameId: $g, after: $a, first: $n) {
      events { step version type description data } pageInfo { hasNextPage endCursor } } }"""
    first = gql(ev, {"g": gid, "n": 1})["gameEvents"]
    assert [e["step"] for e in first["events"]] == [1] and first["pageInfo"]["hasNextPage"]
    nxt = gql(ev, {"g": gid, "a": 1, "n": 3})["gameEvents"]
    assert nxt["events"][0]["step"] == 2
    assert "decks" not in json.dumps(first) or first["events"][0]["data"].get("decks") is None
    rp = gql("""query($g: ID!) { replay(gameId: $g) { length stateAt(step: 1) { round
      players { seat } } } }""", {"g": gid})["replay"]
    assert rp["length"] >= 1 and rp["stateAt"]["round"] is not None
    assert gql("{ analytics { games data } }")["analytics"]["games"] == 0
    assert gql("{ ratings(first: 5) { edges { node { player rating } } } }")["ratings"][
        "edges"] == []


def test_limits(tmp_path):
    from api.limits import Limits
    from tests.api.conftest import Gql, make_client

    limits = Limits(max_depth=6, max_complexity=200, rate_per_second=2, rate_burst=3,
                    max_body_bytes=2000)
    with make_client(tmp_path, limits=limits) as client:
        g = Gql(client)
        deep = "{ cards { costs { pay { coins } } } }"
        assert "errors" not in g(deep, errors=True)
        body = g("query { game(id: \"x\") { board { towers { floors { card { costs "
                 "{ requires { coins } } } } } } } }", errors=True)
        assert "depth" in body["errors"][0]["message"]
        body = g("{ games(first: 100) { edges { node { id seats { name } } } } }", errors=True)
        assert body["errors"][0]["extensions"]["code"] == "query_too_complex"
        body = g("{ games(first: 0) { edges { cursor } } }", errors=True)
        assert body["errors"][0]["extensions"]["code"] == "bad_page_size"
        r = g.raw("{ cards { number } }" + " " * 3000)
        assert r.status_code == 413
        results = [g(CREATE, {"input": {"players": [{"name": "A"}, {"name": "B"}]}})[
            "createGame"]["__typename"] for _ in range(6)]
        assert "RateLimited" in results and results[0] == "GameCreated"
        sub = g(SUBMIT, {"input": {"gameId": "x", "action": "pass"}}, "tok")
        assert sub["submitAction"]["__typename"] in ("GameNotFound", "RateLimited")


def test_analytics_and_ratings_over_finished_games(gql):
    from domain.lorenzo.playout import play_game
    from infra.service import persist_finished_game

    for seed in range(2):
        moves = play_game(2, seed)[2]
        persist_finished_game(gql.service, variant="basic", players=2, seed=seed, moves=moves)
    gql.read.wait_for(gql.service.position(), 10)
    a = gql("""{ analytics(filter: {variant: "basic", players: 2}) { games meanActions
        seats { place games wins winRate meanScore } turnOrder { place wins }
        scoreBreakdown cards { card { number name } offered taken takenWhenOffered } } }""")[
        "analytics"]
    assert a["games"] == 2 and len(a["seats"]) == 2 and a["meanActions"] > 0
    assert sum(s["wins"] for s in a["seats"]) == 2 and a["cards"]
    r = gql("{ ratings(first: 1) { edges { cursor node { player rating games } } "
            "pageInfo { hasNextPage endCursor } } }")["ratings"]
    assert len(r["edges"]) == 1 and r["pageInfo"]["hasNextPage"]
    player = r["edges"][0]["node"]["player"]
    nxt = gql("query($a: String) { ratings(first: 5, after: $a) { edges { node { player } } } }",
              {"a": r["pageInfo"]["endCursor"]})["ratings"]["edges"]
    assert nxt and nxt[0]["node"]["player"] != player
    hist = gql("query($p: String!) { ratingHistory(player: $p) { gameId before after rank } }",
               {"p": player})["ratingHistory"]
    assert len(hist) == 2
    body = gql('{ analytics(filter: {since: "yesterday"}) { games } }', errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_input"
