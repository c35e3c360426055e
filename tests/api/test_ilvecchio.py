"""Il Vecchio through the API, as a client sees it: its game type and catalogue say the map is
provisional; a game created, played to the end by reading only the typed legal actions and
pending decisions (several seats deciding at once), viewed by every seat and a spectator
(nothing hidden in any payload while it runs), replayed and listed; a bot-only game analysed
and rated."""
from __future__ import annotations

import json

from api.schema.types import camel
from domain.ilvecchio import GAME as ENGINE
from domain.ilvecchio.catalog import CATALOG, TILES
from domain.ilvecchio.rules.scoring import CATEGORIES
from domain.shared.shell import domain_dicts
from tests.api.conftest import CREATE, SUBMIT
from tests.api.test_patrizier import _diff  # where two JSON values differ

VIEW = """fragment V on IlVecchioView { phase currentSeat seatsToAct startSeat dice
  crestsLeft extraCost councilStack nobilityStack ending double actionsLeft provisional crests
  towns { slug colour intermediary standing lying }
  tracks { slug kind majority fields { field cost crest points usable seat } }
  provincePool { id }
  players { seat name supply onTracks crests doubleTurn councilHidden nobilityCount
    goods { florins scrolls coaches bishops assassin knight abbot }
    provinces { tile { id } used } council { id } councilHiddenTiles { id } nobility { id } }
  pending { seat kind data }
  result { ranking ranks winners scores { seat total regions majorities nobilityTiles } } }"""
GAME_FIELDS = """fragment G on Game { id game status variant version viewerSeat currentSeat
  seatsToAct progress { turn total text }
  result { ranking ranks winners scores { seat total parts { category points } } }
  pending { __typename seat kind description
    ... on IlVecchioTurnDecision { actionsLeft double }
    ... on IlVecchioChoiceDecision { data } }
  legalActions { __typename key kind description
    ... on IlVecchioMemberAction { origin town coach }
    ... on IlVecchioTownAction { take bishop buy }
    ... on IlVecchioProvinceAction { region payment using }
    ... on IlVecchioOfficeAction { track follower }
    ... on IlVecchioTileAction { tile { id group assetId } stack }
    ... on IlVecchioPlaceAction { towns purpose }
    ... on IlVecchioPassAction { whole } }
  view { __typename ...V } }"""
FRAGMENTS = VIEW + "\n" + GAME_FIELDS
GAME_Q = "query($g: ID!, $t: String) { game(id: $g, token: $t) { ...G } }\n" + FRAGMENTS


def secrets(state, viewer: int | None) -> set[str]:
    """Tile ids a viewer must not see now: other seats' nobility and face-down council tiles,
    and the stacks."""
    out = {t for stack in state.stacks.values() for t in stack}
    for seat in range(state.n):
        if seat != viewer:
            out |= set(state.nobility[seat]) | set(state.hidden[seat])
    for p in state.pending:  # tiles another seat is choosing among
        if p.kind == "office_pick" and p.seat != viewer:
            out |= set(p.data[1:])
        if p.kind == "council_start" and p.seat != viewer:
            out |= set(p.data)
    return out


def assert_nothing_hidden(text: str, state, viewer: int | None) -> None:
    assert '"stream"' not in text
    shown = {t for t in TILES if f'"{t}"' in text}
    assert not shown & secrets(state, viewer), (viewer, shown & secrets(state, viewer))
    body = json.loads(text)
    view = ((body.get("data") or {}).get("game") or {}).get("view")
    if view:
        assert view["crests"] is None
        for p in view["players"]:
            if p["seat"] != viewer:
                assert p["nobility"] is None and p["councilHiddenTiles"] is None


def choose(g: dict, seat: int, n: int) -> str:
    """From the typed fields: a province, else an office, else followers or scrolls in a town
    without travelling, else vary with `n`; pending choices: vary with `n`."""
    acts = [a for a in g["legalActions"] if a["kind"] != "undo"]
    pending = [p for p in g["pending"] if p["seat"] == seat]
    assert len(pending) == 1
    if pending[0]["kind"] != "turn":
        assert pending[0]["__typename"] == "IlVecchioChoiceDecision"
        return acts[n % len(acts)]["key"]
    for kind in ("province", "office"):
        mine = [a for a in acts if a["kind"] == kind]
        if mine:
            return mine[n % len(mine)]["key"]
    towns = [a for a in acts if a["kind"] == "town" and a["coach"] is None
             and a["take"] in ("scroll", "assassin", "knight", "abbot")]
    if towns and n % 3:
        return towns[n % len(towns)]["key"]
    return acts[n % len(acts)]["key"]


class Table:
    def __init__(self, gql, game_id: str, tokens: dict[int, str]) -> None:
        self.gql, self.id, self.tokens = gql, game_id, tokens
        self.moves: list[tuple[int, str]] = []

    def state(self, version: int | None = None):
        stored = [e for e in self.gql.service.stored_events(self.id)
                  if version is None or e.originator_version <= version]
        return ENGINE.fold([ENGINE.event_from_dict(d) for d in domain_dicts(stored)])

    def look(self, viewer: int | None) -> dict:
        g = self.gql(GAME_Q, {"g": self.id, "t": self.tokens.get(viewer)})["game"]
        if g["status"] == "PLAYING":
            assert_nothing_hidden(self.gql.payloads[-1], self.state(g["version"]), viewer)
        return g

    def play(self, max_moves: int = 3000) -> dict:
        while len(self.moves) < max_moves:
            spectator = self.look(None)
            if spectator["status"] == "FINISHED":
                return spectator
            to_act = spectator["seatsToAct"]
            assert [p["seat"] for p in spectator["pending"]] == to_act
            seat = to_act[len(self.moves) % len(to_act)]  # simultaneous choices, any order
            g = self.look(seat)
            assert g["viewerSeat"] == seat
            key = choose(g, seat, len(self.moves))
            res = self.gql(SUBMIT, {"input": {"gameId": self.id, "action": key}},
                           self.tokens[seat])["submitAction"]
            assert res["__typename"] == "ActionAccepted", res
            assert_nothing_hidden(self.gql.payloads[-1], self.state(), seat)
            self.moves.append((seat, key))
        raise AssertionError("the game did not finish")


def test_game_type_and_catalogue_say_the_map_is_provisional(gql):
    types = gql("{ gameTypes { name title variants minPlayers maxPlayers botKinds provisional "
                "provisionalNote } }")["gameTypes"]
    iv = next(t for t in types if t["name"] == "ILVECCHIO")
    assert iv == {"name": "ILVECCHIO", "title": "Il Vecchio", "variants": ["STANDARD",
                                                                           "LOW_LUCK"],
                  "minPlayers": 2, "maxPlayers": 4, "botKinds": ["RANDOM", "GREEDY"],
                  "provisional": True, "provisionalNote": ENGINE.info.provisional_note}
    assert "invented" in iv["provisionalNote"]
    cat = gql("""{ gameType(name: ILVECCHIO) { catalogue { __typename
        ... on IlVecchioCatalogue { provisional provisionalNote roads
          towns { slug name colour x y assetId neighbours areas }
          areas { number towns } circuits { colour towns start }
          tracks { slug kind town assetId fields { field cost crest points } }
          tiles { id group effect text assetId } crests { players crests } } } } }"""
              )["gameType"]["catalogue"]
    assert cat["__typename"] == "IlVecchioCatalogue" and cat["provisional"] is True
    towns = {t["slug"]: t for t in cat["towns"]}
    assert {s for s, t in towns.items() if t["colour"] == "GREEN"} == {
        "carmignano", "ponte_a_sieve", "poggibonsi"}
    assert towns["prato"]["assetId"] == "ilvecchio.town.prato"
    assert "vernio" in towns["prato"]["neighbours"] and 4 in towns["empoli"]["areas"]
    assert len(cat["roads"]) == sum(len(v) for v in CATALOG.neighbours.values()) // 2
    assert [t["id"] for t in cat["tiles"]] == list(TILES) and len(TILES) == 42
    assert cat["tiles"][0]["text"].startswith("Give up 1 scroll")
    assert {c["players"]: c["crests"] for c in cat["crests"]} == {2: 4, 3: 4, 4: 7}
    assert [t["slug"] for t in cat["tracks"]] == ["milano", "venezia", "chiesa", "council",
                                                  "nobility"]
    brown = next(c for c in cat["circuits"] if c["colour"] == "BROWN")
    i = brown["towns"].index("pistoia")
    assert brown["towns"][(i + 1) % len(brown["towns"])] == "dicomano"


def test_a_game_created_played_viewed_replayed_and_listed(gql):
    res = gql(CREATE, {"input": {"game": "ILVECCHIO", "players": [
        {"name": "Ann"}, {"name": "Bea"}], "seed": 41}})["createGame"]
    assert res["__typename"] == "GameCreated", res
    gid = res["game"]["id"]
    tokens = {s["seat"]: s["token"] for s in res["seats"]}
    table = Table(gql, gid, tokens)
    first = table.look(None)
    v = first["view"]
    assert first["status"] == "PLAYING" and v["__typename"] == "IlVecchioView"
    assert v["phase"] == "setup" and v["provisional"] and len(v["towns"]) == 22
    assert len(first["seatsToAct"]) == 2  # both choose a start tile; one also places
    assert all(p["supply"] == 12 and p["goods"]["coaches"] == 1 for p in v["players"])
    me = table.look(0)
    assert me["pending"][0]["kind"] == "council_start"
    rejected = gql(SUBMIT, {"input": {"gameId": gid, "action": "recover"}}, tokens[0])[
        "submitAction"]
    assert rejected["__typename"] == "RuleViolation" and rejected["code"] == \
        "decision_pending", rejected

    final = table.play()
    verbs = {key.split()[0] for _, key in table.moves}
    assert {"choose", "place", "pick"} <= verbs and verbs & {"province", "office"}
    state = ENGINE.fold(ENGINE.setup(players=2, seed=41))
    for seat, key in table.moves:
        state = ENGINE.fold(ENGINE.decide(state, seat, key), state)
    assert ENGINE.is_over(state) and state == table.state()
    outcome = ENGINE.outcome(state)
    assert final["status"] == "FINISHED" and final["legalActions"] == []
    assert final["result"]["winners"] == list(outcome.winners)
    assert [s["total"] for s in final["result"]["scores"]] == list(outcome.scores)
    parts = {p["category"] for p in final["result"]["scores"][0]["parts"]}
    assert parts == {camel(c) for c in CATEGORIES}  # the API spells categories in camelCase
    fv = final["view"]
    assert fv["phase"] == "over" and fv["crests"] == list(state.crests)
    assert all(p["nobility"] is not None for p in fv["players"])  # revealed once over

    for viewer in (None, 0, 1):
        token = tokens.get(viewer)
        r = gql("query($g: ID!, $t: String) { replay(gameId: $g, token: $t) { length "
                "finished moves { seat action } } }", {"g": gid, "t": token})["replay"]
        assert r["finished"]
        assert [(m["seat"], m["action"]) for m in r["moves"] if m["seat"] is not None] == \
            [(s, k) for s, k in table.moves]
        last = gql("query($g: ID!, $t: String, $n: Int!) { replay(gameId: $g, token: $t) { "
                   "stateAt(step: $n) { ...G } } }\n" + FRAGMENTS,
                   {"g": gid, "t": token, "n": r["length"]})["replay"]["stateAt"]
        now = gql(GAME_Q, {"g": gid, "t": token})["game"]
        assert last == now, _diff(last, now)

    gql.read.wait_for(gql.service.position(), 5)
    q = "query($f: GameFilter) { games(filter: $f) { nodes { id game status players } } }"
    assert gql(q, {"f": {"game": "ILVECCHIO"}})["games"]["nodes"] == [
        {"id": gid, "game": "ILVECCHIO", "status": "FINISHED", "players": 2}]


def test_a_bot_only_game_is_played_analysed_and_rated(bot_gql):
    import time
    gql = bot_gql
    res = gql(CREATE, {"input": {"game": "ILVECCHIO", "variant": "LOW_LUCK", "players": [
        {"bot": "GREEDY"}, {"bot": "RANDOM"}], "seed": 7}})["createGame"]
    gid = res["game"]["id"]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        g = gql("query($g: ID!) { game(id: $g) { status result { winners scores { total } } "
                "view { ... on IlVecchioView { phase } } } }", {"g": gid})["game"]
        if g["status"] == "FINISHED":
            break
        time.sleep(0.05)
    assert g["status"] == "FINISHED" and g["view"]["phase"] == "over"
    gql.read.wait_for(gql.service.position(), 10)
    a = gql("""{ analytics(game: ILVECCHIO) { games details { __typename
        ... on IlVecchioAnalytics { sources { source seats points winnerSeats winnerPoints }
          tracks { track games members held winnerHeld } tiles { tile { id } taken used } } }
        seats { place games wins winRate } } }""")["analytics"]
    assert a["games"] == 1 and a["details"]["__typename"] == "IlVecchioAnalytics"
    d = a["details"]
    total = {s["source"]: s["points"] for s in d["sources"]}
    assert sum(total.values()) == sum(s["total"] for s in g["result"]["scores"])
    assert {t["track"] for t in d["tracks"]} == {"milano", "venezia", "chiesa", "council",
                                                 "nobility"}
    assert sum(s["wins"] for s in a["seats"]) == len(g["result"]["winners"])
    ladder = gql("{ ratings(game: ILVECCHIO) { nodes { player { id } games } } }")[
        "ratings"]["nodes"]
    assert {r["player"]["id"] for r in ladder} == {"bot-greedy", "bot-random"}
