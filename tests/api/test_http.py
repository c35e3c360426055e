"""HTTP API: every mutation's success and every typed error, queries, auth."""
from __future__ import annotations

import json

from tests.api.conftest import CREATE, SUBMIT, create, legal, play_to_end, submit

OPEN = """mutation($input: CreateGameInput!) { openGame(input: $input) { __typename
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
  id game status variant version viewerSeat currentSeat seatsToAct
  progress { turn total text }
  pending { seat kind description ... on LorenzoTurnDecision { placed } }
  seats { seat name kind bot player { id kind } }
  result { winners ranking ranks scores { seat rank total parts { category points } } }
  legalActions { key kind description }
  view { __typename ... on LorenzoView { round period phase turnOrder
    players { seat name resources { coins wood stone servants victoryPoints militaryPoints
                                    faithPoints }
      cards { territory { number slug } building { number } character { number }
              venture { number } }
      members { member value placed space }
      excommunications { id text } bonusTile { id harvest { wood } }
      leadersPlayed { leader { slug } faceDown } leadersInHand leaderHand { slug name text }
      draftHand { slug } }
    board { towers { colour cardType floors { floor space actionValue card { number slug name
              text } occupants { seat member } } }
      dice { black white orange } market { space name occupants { seat } }
      council { space } harvest { space } production { space }
      excommunicationTiles { id period text } deckSizes { territory } bonusTilesOffered { id } }
    scores { seat total faith military excommunication } } } } }"""


def lorenzo(g: dict) -> dict:
    assert g["view"]["__typename"] == "LorenzoView"
    return g["view"]


def test_health(gql):
    r = gql.client.get("/health")
    assert r.status_code == 200 and r.json()["status"] == "ok"


def test_create_game_and_view(gql):
    c = create(gql, [{"name": "Ann"}, {"bot": "RANDOM"}], seed=77, variant="BASIC")
    assert c["__typename"] == "GameCreated" and c["started"]
    assert c["seats"][0]["token"] and c["seats"][1]["token"] is None
    assert c["seats"][1]["kind"] == "BOT" and c["seats"][1]["name"] == "random bot (seat 1)"
    gid, tok = c["game"]["id"], c["seats"][0]["token"]
    g = gql(GAME, {"g": gid, "t": tok})["game"]
    v = lorenzo(g)
    assert (g["game"], g["status"], g["variant"], g["viewerSeat"]) == (
        "LORENZO", "PLAYING", "BASIC", 0)
    assert v["round"] == 1 and g["progress"] == {"turn": 1, "total": 6,
                                                 "text": "round 1 of 6, period 1"}
    assert [t["colour"] for t in v["board"]["towers"]] == ["GREEN", "BLUE", "YELLOW", "PURPLE"]
    assert v["board"]["dice"]["black"]
    assert v["players"][0]["leaderHand"] == [] and v["players"][1]["leaderHand"] is None
    assert g["seats"][1]["player"] == {"id": "bot-random", "kind": "BOT"}
    assert g["seats"][0]["player"] is None  # no player key: not rated
    spectator = gql(GAME, {"g": gid})["game"]
    assert spectator["viewerSeat"] is None and spectator["legalActions"] == []
    assert lorenzo(spectator)["players"][0]["leaderHand"] is None
    assert spectator["pending"] == g["pending"] and len(g["pending"]) == 1


def test_create_game_invalid_inputs(gql):
    bad = [
        {"players": [{"name": "Ann"}]},
        {"players": [{"name": "Ann"}, {"name": ""}]},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"weather": 1}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"turn_order": [0, 0]}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"dice": [{"black": 9}]}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": {"leaders": [[], []]}},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "setup": [1, 2]},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "seed": -1},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "seed": "1e9"},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "seed": 2**62},
        {"players": [{"name": "Ann", "playerKey": "short"}, {"name": "Bea"}]},
        {"players": [{"name": "Ann"}, {"name": "Bea"}], "variant": "TURNS"},  # not Lorenzo's
        {"players": [{"name": "Ann"}, {"bot": "STEPPER"}]},  # not a Lorenzo bot
        {"players": [{"name": "Ann"}, {"open": True}]},
    ]
    for inp in bad:
        res = gql(CREATE, {"input": inp})["createGame"]
        assert res["__typename"] == "InvalidInput", (inp, res)
        assert res["code"] == "invalid_input" and res["message"], res
        assert "None" not in res["message"] and "Traceback" not in res["message"], res
    assert gql.service.position() == 0  # nothing stored


def test_closed_sets_are_enums_that_list_their_values(gql):
    body = gql(CREATE, {"input": {"players": [{"name": "A"}, {"name": "B"}],
                                  "variant": "expert"}}, errors=True)
    assert "Variant" in body["errors"][0]["message"] and body["data"] is None
    body = gql('{ analytics(filter: {variant: EXPERT}) { games } }', errors=True)
    assert "Variant" in body["errors"][0]["message"]
    body = gql('{ analytics(filter: {variant: TURNS}) { games } }', errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_input"
    assert "BASIC, ADVANCED" in body["errors"][0]["message"]
    body = gql('{ gameType(name: LORENZO) { catalogue { ... on LorenzoCatalogue { '
               'cards(type: green) { number } } } } }', errors=True)
    assert "LorenzoCardType" in body["errors"][0]["message"]


def test_create_game_with_setup_preset(gql):
    setup = {"turn_order": [1, 0], "dice": [{"black": 6, "white": 5, "orange": 4}],
             "excommunications": ["1-1", "2-2", "3-3"]}
    c = create(gql, seed="1", setup=setup)
    v = lorenzo(gql(GAME, {"g": c["game"]["id"]})["game"])
    assert v["turnOrder"] == [1, 0] and v["board"]["dice"] == {"black": 6, "white": 5,
                                                              "orange": 4}
    assert [t["id"] for t in v["board"]["excommunicationTiles"]] == ["1-1", "2-2", "3-3"]


def test_lobby_open_join_start(gql):
    res = gql(OPEN, {"input": {"players": [{"name": "Host"}, {"open": True},
                                           {"open": True}]}})["openGame"]
    assert res["__typename"] == "GameCreated" and not res["started"]
    gid, host = res["game"]["id"], res["seats"][0]["token"]
    g = gql(GAME, {"g": gid})["game"]
    assert g["status"] == "LOBBY" and g["view"] is None and g["progress"] is None
    st = gql(START, {"input": {"gameId": gid}}, host)["startGame"]
    assert st["__typename"] == "SeatsStillOpen" and st["openSeats"] == [1, 2]
    assert gql(START, {"input": {"gameId": gid}})["startGame"]["__typename"] == "Unauthorized"
    assert gql(START, {"input": {"gameId": gid, "token": "nope"}})["startGame"][
        "__typename"] == "Unauthorized"
    assert gql(START, {"input": {"gameId": "00000000-0000-0000-0000-000000000000",
                                 "token": host}})["startGame"]["__typename"] == "GameNotFound"
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
    v0 = g["version"]
    assert submit(gql, gid, acts[0]["key"], toks[other])["__typename"] == "NotYourTurn"
    rv = submit(gql, gid, "place black tower.green.9", toks[me])
    assert rv["__typename"] == "RuleViolation" and rv["code"] == "malformed_action"
    assert "tower.green.9" in rv["message"] and "family member" not in rv["message"]
    assert submit(gql, gid, acts[0]["key"], "bad-token")["__typename"] == "Unauthorized"
    assert submit(gql, gid, acts[0]["key"], None)["__typename"] == "Unauthorized"
    assert submit(gql, "00000000-0000-0000-0000-000000000000", "pass", toks[me])[
        "__typename"] == "GameNotFound"
    blank = submit(gql, gid, "   ", toks[me])
    assert blank["__typename"] == "InvalidInput" and blank["code"] == "invalid_input"
    vc = submit(gql, gid, acts[0]["key"], toks[me], expectedVersion=v0 + 5)
    assert vc["__typename"] == "VersionConflict" and vc["actualVersion"] == v0
    assert gql.service.game(gid).version == v0
    ok = submit(gql, gid, acts[0]["key"], toks[me], expectedVersion=v0, idempotencyKey="k1")
    assert ok["__typename"] == "ActionAccepted" and ok["version"] > v0 and ok["events"]
    assert ok["events"][0]["type"] == "MemberPlaced"
    assert ok["events"][0]["description"].startswith(("Ann ", "Bea "))
    assert ok["events"][0]["step"] > 1
    # the same action spelled differently with the same key is the same command
    again = submit(gql, gid, "  " + acts[0]["key"].upper(), toks[me], idempotencyKey="k1")
    assert again["__typename"] == "ActionAccepted" and again["replayed"]
    assert again["version"] == ok["version"]
    other_key = submit(gql, gid, "pass", toks[me], idempotencyKey="k1")
    assert other_key["__typename"] == "InvalidInput"
    assert other_key["code"] == "idempotency_key_reused"
    q = """mutation($i: SubmitActionInput!) { submitAction(input: $i) {
      ... on ActionAccepted { version game { version legalActions { key } } } } }"""
    acts = legal(gql, gid, toks[other])
    r = gql(q, {"i": {"gameId": gid, "action": acts[0]["key"]}}, toks[other])["submitAction"]
    assert r["game"]["version"] == r["version"] == gql.service.game(gid).version


def test_game_finished_and_result(gql):
    c = create(gql, seed=11)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    play_to_end(gql, gid, toks)
    g = gql(GAME, {"g": gid, "t": toks[0]})["game"]
    v = lorenzo(g)
    assert g["status"] == "FINISHED" and g["legalActions"] == [] and g["pending"] == []
    assert g["result"]["winners"] == g["result"]["ranking"][:1]
    assert len(g["result"]["scores"]) == 2 and v["players"][1]["leaderHand"] == []
    parts = {p["category"] for p in g["result"]["scores"][0]["parts"]}
    assert "cardsAndActions" in parts and "cards_and_actions" not in parts
    assert submit(gql, gid, "pass", toks[0])["__typename"] == "GameFinished"
    from domain.lorenzo import GAME as ENGINE
    result = ENGINE.view(gql.service.game(gid).state, None)["result"]
    assert [s["total"] for s in g["result"]["scores"]] == [s["total"] for s in result["scores"]]
    assert [s["total"] for s in v["scores"]] == [s["total"] for s in result["scores"]]
    summary = gql("{ games { nodes { id winner winners createdAt updatedAt status } } }")[
        "games"]["nodes"][0]
    assert summary["id"] == gid and summary["winner"] == g["result"]["winners"][0]
    assert summary["createdAt"] <= summary["updatedAt"] and summary["status"] == "FINISHED"


def test_queries_answer_clean_errors(gql):
    c = create(gql)
    gid = c["game"]["id"]
    # a spectator's legal actions are empty, as in `game { legalActions }`
    assert gql("query($g: ID!) { legalActions(gameId: $g) { key } }", {"g": gid})[
        "legalActions"] == []
    body = gql("query($g: ID!) { game(id: $g, token: \"wrong\") { id } }", {"g": gid},
               errors=True)
    assert body["errors"][0]["extensions"]["code"] == "unauthorized"
    for bad in ("nope", "00000000-0000-0000-0000-000000000000"):
        body = gql("query($g: ID!) { game(id: $g) { id } }", {"g": bad}, errors=True)
        assert body["errors"][0]["extensions"]["code"] == "game_not_found", body
    body = gql("query { nosuchfield }", errors=True)
    assert body["errors"] and "Traceback" not in json.dumps(body)


def test_catalogue_per_game(gql):
    types = gql("""{ gameTypes { name title variants defaultVariant minPlayers maxPlayers
        botKinds provisional provisionalNote } }""")["gameTypes"]
    lor = next(t for t in types if t["name"] == "LORENZO")
    assert lor == {"name": "LORENZO", "title": "Lorenzo il Magnifico",
                   "variants": ["BASIC", "ADVANCED"], "defaultVariant": "BASIC",
                   "minPlayers": 2, "maxPlayers": 4, "botKinds": ["RANDOM", "GREEDY", "SEARCH"],
                   "provisional": False, "provisionalNote": None}
    cat = gql("""{ gameType(name: LORENZO) { catalogue { ... on LorenzoCatalogue {
        cards { number assetId slug name type colour period text
                immediateEffects { kind text resources { coins } count }
                permanentEffects { kind text actionValue effects { kind } }
                costs { option text pay { coins } } }
        leaders { slug assetId name text requirements abilities { kind } }
        excommunicationTiles { id assetId period text effects { kind } }
        bonusTiles { id assetId harvest { wood } production { coins } }
        board { towers { colour floors { space actionValue bonus { wood } } }
                spaces { space name capacity minPlayers rewards { kind resources { coins } } }
                councilPrivileges { option gain { text } }
                faithTrack vaticanThresholds territoryMilitaryRequirements
                territoryVictoryPoints characterVictoryPoints militaryFirst
                resources { id assetId } } } } } }""")["gameType"]["catalogue"]
    cards = cat["cards"]
    assert len(cards) == 96 and cards[0]["assetId"] == "lorenzo.card.1"
    assert all(c["text"] for c in cards)
    commercial = next(c for c in cards if c["slug"] == "commercial-hub")
    assert commercial["type"] == "TERRITORY"
    assert commercial["permanentEffects"][0]["kind"] == "harvest"  # its harvest activation
    assert commercial["permanentEffects"][0]["actionValue"] == 1
    assert cat["board"]["vaticanThresholds"] == [3, 4, 5]
    assert cat["board"]["territoryMilitaryRequirements"][:3] == [0, 0, 3]
    market1 = next(s for s in cat["board"]["spaces"] if s["space"] == "market.1")
    assert market1["rewards"][0]["resources"]["coins"] == 5 and "5 coins" in market1["name"]
    assert cat["board"]["councilPrivileges"][2]["gain"]["text"] == "2 coins"
    assert len(cat["leaders"]) == 20 and len(cat["excommunicationTiles"]) == 21
    venture2 = gql("""{ gameType(name: LORENZO) { catalogue { ... on LorenzoCatalogue {
        cards(type: VENTURE, period: 2) { number } } } } }""")
    assert len(venture2["gameType"]["catalogue"]["cards"]) == 8


def test_games_connection_events_replay(gql):
    ids = [create(gql, seed=i)["game"]["id"] for i in range(3)]
    gql.read.wait_for(gql.service.position(), 5)
    q = """query($f: GameFilter, $n: Int, $a: String) { games(filter: $f, first: $n, after: $a) {
      edges { cursor node { id game status variant players openSeats seats { name } } }
      nodes { id } pageInfo { hasNextPage endCursor } } }"""
    p1 = gql(q, {"n": 2})["games"]
    assert len(p1["edges"]) == 2 and p1["pageInfo"]["hasNextPage"]
    assert [n["id"] for n in p1["nodes"]] == [e["node"]["id"] for e in p1["edges"]]
    p2 = gql(q, {"n": 2, "a": p1["pageInfo"]["endCursor"]})["games"]
    got = [e["node"]["id"] for e in p1["edges"] + p2["edges"]]
    assert sorted(got) == sorted(ids) and not p2["pageInfo"]["hasNextPage"]
    assert gql(q, {"f": {"status": "FINISHED"}})["games"]["edges"] == []
    assert len(gql(q, {"f": {"game": "LORENZO"}})["games"]["edges"]) == 3
    body = gql(q, {"a": "zzz"}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_cursor"
    gid = ids[0]
    ev = """query($g: ID!, $a: String, $n: Int) { gameEvents(gameId: $g, after: $a, first: $n) {
      edges { cursor node { step cursor version type description data
                            message { template args { name kind value text assetId } } } }
      pageInfo { hasNextPage endCursor } } }"""
    first = gql(ev, {"g": gid, "n": 1})["gameEvents"]
    node = first["edges"][0]["node"]
    assert node["step"] == 1 and first["pageInfo"]["hasNextPage"]
    assert first["pageInfo"]["endCursor"] == node["cursor"] == first["edges"][0]["cursor"]
    assert node["description"].startswith("2-player basic game set up; turn order ")
    assert {"Ann", "Bea"} <= set(node["description"].replace(";", ",").replace(" ", ",")
                                 .split(","))
    assert node["message"]["template"].startswith("{players}-player")
    nxt = gql(ev, {"g": gid, "a": first["pageInfo"]["endCursor"], "n": 3})["gameEvents"]
    assert nxt["edges"][0]["node"]["step"] == 2
    assert node["data"].get("decks") is None
    body = gql(ev, {"g": gid, "a": "zzz"}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_cursor"
    rp = gql("""query($g: ID!) { replay(gameId: $g) { length finished
      stateAt(step: 1) { version status seats { name } view { ... on LorenzoView { round
        players { name } } } } } }""", {"g": gid})["replay"]
    assert rp["length"] >= 1 and not rp["finished"]
    state = rp["stateAt"]
    assert state["version"] >= 1 and [s["name"] for s in state["seats"]] == ["Ann", "Bea"]
    assert [p["name"] for p in state["view"]["players"]] == ["Ann", "Bea"]
    # a window of steps in one request (a scrubber's prefetch) equals stateAt step by step
    frame = "step game { version seatsToAct view { ... on LorenzoView { round } } }"
    window = gql("query($g: ID!) { replay(gameId: $g) { steps(start: 0, first: 3) { " + frame
                 + " } } }", {"g": gid})["replay"]["steps"]
    assert [w["step"] for w in window] == list(range(min(3, rp["length"] + 1)))
    for w in window:
        one = gql("query($g: ID!, $s: Int!) { replay(gameId: $g) { step(step: $s) { " + frame
                  + " } } }", {"g": gid, "s": w["step"]})["replay"]["step"]
        assert one == w
    body = gql("query($g: ID!) { replay(gameId: $g) { steps(start: 99999) { step } } }",
               {"g": gid}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_step"


def test_limits(tmp_path):
    from api.limits import Limits
    from tests.api.conftest import Gql, make_client

    limits = Limits(max_depth=6, max_complexity=200, rate_per_second=2, rate_burst=3,
                    max_body_bytes=2000)
    with make_client(tmp_path, limits=limits) as client:
        g = Gql(client)
        assert "errors" not in g("{ gameTypes { name variants } }", errors=True)
        body = g("query { game(id: \"x\") { view { ... on LorenzoView { board { towers { "
                 "floors { card { costs { requires { coins } } } } } } } } } }", errors=True)
        assert "depth" in body["errors"][0]["message"]
        body = g("{ games(first: 100) { edges { node { id seats { name } } } } }", errors=True)
        assert body["errors"][0]["extensions"]["code"] == "query_too_complex"
        body = g("{ games(first: 0) { edges { cursor } } }", errors=True)
        assert body["errors"][0]["extensions"]["code"] == "bad_page_size"
        r = g.raw("{ gameTypes { name } }" + " " * 3000)
        assert r.status_code == 413
        results = [g(CREATE, {"input": {"players": [{"name": "A"}, {"name": "B"}]}})[
            "createGame"]["__typename"] for _ in range(6)]
        assert "RateLimited" in results and results[0] == "GameCreated"
        sub = g(SUBMIT, {"input": {"gameId": "x", "action": "pass"}}, "tok")
        assert sub["submitAction"]["__typename"] in ("GameNotFound", "RateLimited")


def test_analytics_and_ratings_over_finished_games(gql):
    from domain.lorenzo.playout import play_game
    from infra.game_service.service import persist_finished_game

    for seed in range(2):
        moves = play_game(2, seed, ("random", "greedy"))[2]
        persist_finished_game(gql.service, variant="basic", players=2, seed=seed, moves=moves,
                              bots=("random", "greedy"))
    gql.read.wait_for(gql.service.position(), 10)
    a = gql("""{ analytics(filter: {variant: BASIC, players: 2}) { game games meanActions
        seats { place games wins winRate meanScore } turnOrder { place wins }
        scoreBreakdown { category mean } byPlayers { players games } days { day games }
        details { ... on LorenzoAnalytics { cards { card { number name } offered taken
        takenWhenOffered } excommunicationPeriods { period exposed rate } } } } }""")[
        "analytics"]
    assert a["games"] == 2 and len(a["seats"]) == 2 and a["meanActions"] > 0
    assert sum(s["wins"] for s in a["seats"]) == 2 and a["details"]["cards"]
    assert {b["category"] for b in a["scoreBreakdown"]} >= {"cardsAndActions", "faith"}
    assert a["byPlayers"] == [{"players": 2, "games": 2}] and a["days"][0]["games"] == 2
    r = gql("{ ratings(first: 1) { edges { cursor node { player { id name kind } rating "
            "games } } pageInfo { hasNextPage endCursor } } }")["ratings"]
    assert len(r["edges"]) == 1 and r["pageInfo"]["hasNextPage"]
    player = r["edges"][0]["node"]["player"]
    assert player["id"] in ("bot-random", "bot-greedy") and player["kind"] == "BOT"
    nxt = gql("query($a: String) { ratings(first: 5, after: $a) { nodes { player { id } } } }",
              {"a": r["pageInfo"]["endCursor"]})["ratings"]["nodes"]
    assert nxt and nxt[0]["player"]["id"] != player["id"]
    body = gql('{ ratings(after: "zzz") { nodes { rating } } }', errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_cursor"
    hist = gql("query($p: ID!) { ratingHistory(player: $p) { gameId before after rank } }",
               {"p": player["id"]})["ratingHistory"]
    assert len(hist) == 2
    body = gql('{ analytics(filter: {since: "yesterday"}) { games } }', errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_input"
    body = gql('{ analytics(filter: {players: 7}) { games } }', errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_input"


def test_page_size_variables_count_at_their_value(tmp_path):
    """`first: $n` costs what $n asks for, not the largest page (a client's usual query)."""
    from api.limits import Limits
    from tests.api.conftest import Gql, make_client

    with make_client(tmp_path, limits=Limits(max_complexity=300, rate_per_second=0)) as client:
        g = Gql(client)
        q = """query($n: Int) { games(first: $n) { nodes { id seats { name kind bot }
               progress { text } } } }"""
        assert "errors" not in g(q, {"n": 20}, errors=True)
        body = g(q, {"n": 100}, errors=True)
        assert body["errors"][0]["extensions"]["code"] == "query_too_complex"
        with_default = "query($n: Int = 20) { games(first: $n) { nodes { id seats { name } } } }"
        assert "errors" not in g(with_default, errors=True)
