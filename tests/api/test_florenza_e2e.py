"""Florenza through the API, end to end: a real `signoria serve` process; an out-of-process
client reads the game type (provisional, typed catalogue), creates a game with one human and
two service bots, plays the human seat to the end by reading only the typed legal actions and
pending decisions while the bots move, views it as the seat and as a spectator (no bag order
and no dice seed in any payload while it runs), replays it (the last step equals the game, the
finished game reveals the bag), lists it, and reads its analytics."""
from __future__ import annotations

import time

import httpx

from tests.api.test_e2e_server import _gql, server  # noqa: F401 - the fixture

SEED = 2024
VIEW = """fragment V on FlorenzaView { turnStage round rounds currentSeat order captain bishop
  bagSize bag lifeCards { number name } people { slug card status artist { name } }
  stock { kind amount } boardWorks { key crest plannedBy field { id place talents } }
  players { seat name florins fame certificates bishopPoints areaWorkers supplyWorkers
    quarter { field finished worker building { slug name } }
    works { key crest } score { total } }
  result { ranking winners scores { seat total certificates } } }"""
GAME = """query($g: ID!) { game(id: $g) { status version currentSeat seatsToAct
  progress { turn total text }
  pending { __typename seat kind description ... on FlorenzaDecision { round } }
  legalActions { __typename key kind description
    ... on FlorenzaArtAction { artKey artist { slug } talents work { id place } }
    ... on FlorenzaPlanAction { building { slug kind } field }
    ... on FlorenzaOccupyAction { owner field fame building { slug } }
    ... on FlorenzaCompleteAction { talent cost { kind amount } }
    ... on FlorenzaFinishAction { building { slug } }
    ... on FlorenzaSellBuyAction { material }
    ... on FlorenzaTradeAction { give get } }
  result { winners scores { seat total parts { category points } } }
  view { __typename ...V } } }
""" + VIEW
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version finished } ... on Error { code message } } }"""


def _choose(acts: list[dict], n: int) -> str:
    """From the typed fields: finish and complete what can be paid, plan a quarter work or a
    building, occupy one's own workshop; otherwise vary with `n`."""
    acts = [a for a in acts if a["kind"] != "undo"]
    by_kind: dict = {}
    for a in acts:
        by_kind.setdefault(a["kind"], []).append(a)
    for kind in ("finish", "complete", "pick"):
        if kind in by_kind:
            return by_kind[kind][n % len(by_kind[kind])]["key"]
    if "art" in by_kind:
        own = [a for a in by_kind["art"] if a["work"]["place"] in ("palace", "church")]
        if own and n % 3 == 0:
            return own[n % len(own)]["key"]
    if "occupy" in by_kind and n % 2 == 0:
        free = [a for a in by_kind["occupy"] if a["fame"] == 0] or by_kind["occupy"]
        return free[0]["key"]
    if "plan" in by_kind and n % 5 == 1:
        return by_kind["plan"][n % len(by_kind["plan"])]["key"]
    return acts[n % len(acts)]["key"] if n % 4 else acts[-1]["key"]


def _no_secrets(text: str) -> None:
    assert "dice_seed" not in text and "diceSeed" not in text
    assert '"bag":[' not in text.replace(" ", ""), text[:300]


def test_a_florenza_game_through_a_real_server(server):  # noqa: F811 - the fixture
    with httpx.Client(base_url=server, timeout=20) as client:
        types = {t["name"]: t for t in _gql(client, """{ gameTypes { name title minPlayers
            maxPlayers botKinds provisional provisionalNote catalogue { __typename
            ... on FlorenzaCatalogue { provisional rounds materials marketPrices
              buildings { slug kind income { kind amount } } lifeCards { number }
              clerics { slug cost sermon nameless } } } } }""")["gameTypes"]}
        t = types["FLORENZA"]
        assert (t["title"], t["minPlayers"], t["maxPlayers"]) == ("Florenza", 2, 5)
        assert t["provisional"] and "invented" in t["provisionalNote"]
        cat = t["catalogue"]
        assert cat["__typename"] == "FlorenzaCatalogue" and cat["rounds"] == 8
        assert cat["marketPrices"] == [100, 200] and len(cat["lifeCards"]) == 7
        casa = next(b for b in cat["buildings"] if b["kind"] == "casa")
        assert {i["kind"]: i["amount"] for i in casa["income"]} == {"florins": 50, "workers": 1}
        assert sum(c["nameless"] for c in cat["clerics"]) == 2

        created = _gql(client, """mutation($i: CreateGameInput!) { createGame(input: $i) {
            ... on GameCreated { game { id } seats { seat token } } } }""",
                       {"i": {"game": "FLORENZA", "seed": SEED, "players": [
                           {"name": "Ann"}, {"bot": "GREEDY"}, {"bot": "RANDOM"}]}})["createGame"]
        gid = created["game"]["id"]
        token = next(s["token"] for s in created["seats"] if s["seat"] == 0)
        moves, seen_stages, deadline = 0, set(), time.monotonic() + 240
        while True:
            assert time.monotonic() < deadline, "the game did not finish"
            r = client.post("/graphql", json={"query": GAME, "variables": {"g": gid}})
            spectator = r.json()["data"]["game"]
            if spectator["status"] == "FINISHED":
                break
            _no_secrets(r.text)
            assert spectator["view"]["__typename"] == "FlorenzaView"
            assert spectator["view"]["bag"] is None and spectator["legalActions"] == []
            if spectator["currentSeat"] != 0:
                time.sleep(0.02)  # the service's bots move
                continue
            r = client.post("/graphql", json={"query": GAME, "variables": {"g": gid}},
                            headers={"Authorization": f"Bearer {token}"})
            mine = r.json()["data"]["game"]
            if mine["currentSeat"] != 0 or not mine["legalActions"]:
                continue
            _no_secrets(r.text)
            (pending,) = mine["pending"]
            assert pending["__typename"] == "FlorenzaDecision" and pending["seat"] == 0
            seen_stages.add(pending["kind"])
            assert all(a["__typename"].startswith("Florenza") or a["kind"] == "undo"
                       for a in mine["legalActions"])
            res = _gql(client, SUBMIT, {"i": {"gameId": gid, "action": _choose(
                mine["legalActions"], moves), "expectedVersion": mine["version"]}},
                token)["submitAction"]
            assert res["__typename"] in ("ActionAccepted", "VersionConflict"), res
            moves += res["__typename"] == "ActionAccepted"
        final = spectator
        assert {"start", "place"} <= seen_stages and moves > 20
        view = final["view"]
        assert view["turnStage"] == "OVER" and view["round"] == 8 and final["progress"]["turn"] == 8
        assert view["bag"] is not None  # a finished game is revealed in full
        totals = [s["total"] for s in final["result"]["scores"]]
        assert totals == [s["total"] for s in view["result"]["scores"]]
        assert totals == [sum(p["points"] for p in s["parts"]) for s in final["result"]["scores"]]
        assert final["result"]["winners"] == view["result"]["winners"]

        rep = _gql(client, "query($g: ID!) { replay(gameId: $g) { length finished } }",
                   {"g": gid})["replay"]
        assert rep["finished"] and rep["length"] > moves
        last = _gql(client, "query($g: ID!, $n: Int!) { replay(gameId: $g) { stateAt(step: $n) "
                            "{ view { __typename ...V } } } }\n" + VIEW,
                    {"g": gid, "n": rep["length"]})["replay"]["stateAt"]["view"]
        assert last == view
        first = _gql(client, "query($g: ID!) { replay(gameId: $g) { stateAt(step: 1) { view { "
                             "... on FlorenzaView { turnStage bag } } } } }", {"g": gid})
        assert first["replay"]["stateAt"]["view"]["bag"] is not None

        listed, analytics = [], None
        while time.monotonic() < deadline:  # the read side follows the store
            listed = _gql(client, "{ games(filter: {game: FLORENZA}) { nodes { id game status "
                                  "players } } }")["games"]["nodes"]
            analytics = _gql(client, """{ analytics(game: FLORENZA) { games seats { place games
                wins } details { __typename ... on FlorenzaAnalytics {
                fameBySource { source fame } works { place completed failed }
                offices { office rounds } } } } }""")["analytics"]
            if listed and listed[0]["status"] == "FINISHED" and analytics["games"] == 1:
                break
            time.sleep(0.1)
        assert listed == [{"id": gid, "game": "FLORENZA", "status": "FINISHED", "players": 3}]
        d = analytics["details"]
        assert d["__typename"] == "FlorenzaAnalytics"
        assert sum(w["completed"] for w in d["works"]) == sum(
            1 for p in view["players"] for w in p["works"] if w["crest"] is not None) + sum(
            1 for w in view["boardWorks"] if w["crest"] is not None)
        assert sum(s["wins"] for s in analytics["seats"]) >= 1
