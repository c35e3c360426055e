"""Patrizier through the API, as a client sees it: created and joined, played to the end by
reading only the typed legal actions and pending decisions, viewed by every seat and a
spectator (no other seat's hand and no pile order in any payload while it runs), replayed,
subscribed to, listed, analysed, rated, and played by service bots alone."""
from __future__ import annotations

import json
import re
import time

import pytest

from api.schema.types import camel
from domain.patrizier import GAME as ENGINE
from domain.patrizier.catalog import CITIES
from domain.patrizier.rules.final_scoring import SET_SIZE, heads_count
from domain.shared.playout import play_game
from domain.shared.shell import domain_dicts
from tests.api.conftest import CREATE, SUBMIT
from tests.api.test_ws import EVENTS, PROTO, Ws
from tests.support.patrizier import final_facts

CARD = "fragment C on PatrizierCard { id slug assetId name city { slug name } crests symbol " \
       "head heads star }"
VIEW = """fragment V on PatrizierView { stage currentSeat startSeat cardsPlayed cardsTotal
  pileSize turnCard { ...C }
  cities { slug name floors built scored fameTiles higherTower
    city { slug assetId name floors fameTiles fivePlayersOnly }
    towers { tower height leader floors { level owner } } display { ...C } }
  players { seat name supply built handSize hand { ...C } played { ...C } heads { head count }
    fameTiles { city { slug } fame } score { cities heads total } }
  result { scores { seat cities heads total supply } ranking ranks winners }
  pile { ...C } }"""
GAME_FIELDS = """fragment G on Game { id game status variant version viewerSeat currentSeat
  seatsToAct progress { turn total text }
  seats { seat name kind bot player { id kind } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  pending { __typename seat kind description
    ... on PatrizierPlayDecision { handSize supply }
    ... on PatrizierMoveDecision { card { ...C } cities { slug } }
    ... on PatrizierTakeDecision { card { ...C } cities { slug } reason } }
  legalActions { __typename key kind description
    ... on PatrizierPlayAction { card { ...C } city { slug } towers floors }
    ... on PatrizierMoveAction { city { slug } fromTower toTower owner }
    ... on PatrizierTakeAction { card { ...C } city { slug } reason } }
  view { __typename ...V } }"""
FRAGMENTS = "\n".join((CARD, VIEW, GAME_FIELDS))
GAME_Q = "query($g: ID!, $t: String) { game(id: $g, token: $t) { ...G } }\n" + FRAGMENTS
OPEN = """mutation($input: CreateGameInput!) { openGame(input: $input) { __typename
  ... on GameCreated { game { id } seats { seat kind token } started }
  ... on Error { code message } } }"""
JOIN = """mutation($input: JoinGameInput!) { joinGame(input: $input) { __typename
  ... on SeatJoined { seat token started } ... on Error { code message } } }"""
REGISTER = """mutation($n: String!) { registerPlayer(input: {name: $n}) { __typename
  ... on PlayerRegistered { key player { id name kind } } } }"""
ASSET = re.compile(r"patrizier\.card\.(\d+)")
PILE = re.compile(r'"pile"\s*:\s*\[')


# -- a client that reads typed actions -------------------------------------------------------

def sites(city: str, towers: list[int]) -> list[str]:
    return [f"{city}.{t}" for t in towers]


def check_action(a: dict, pending: dict, view: dict, seat: int) -> None:
    """Each typed legal action agrees with its key, the pending decision and the board."""
    kind = a["kind"]
    assert kind in ("play", "move", "decline", "take"), a
    assert a["__typename"] == f"Patrizier{kind.capitalize()}Action", a
    cities = {c["slug"]: c for c in view["cities"]}
    if kind == "play":
        assert pending["kind"] == "play"
        mine = {c["id"] for c in view["players"][seat]["hand"]}
        card, city = a["card"], a["city"]["slug"]
        assert card["id"] in mine and card["city"]["slug"] == city
        assert a["floors"] == len(a["towers"]) <= card["crests"]
        assert a["towers"] == sorted(a["towers"]) and set(a["towers"]) <= {1, 2}
        assert a["key"] == " ".join(["play", str(card["id"]), *sites(city, a["towers"])])
        assert card["assetId"] == f"patrizier.card.{card['id']}"
    elif kind == "move":
        assert pending["kind"] == "move"
        city = a["city"]["slug"]
        assert city in {c["slug"] for c in pending["cities"]}
        assert a["toTower"] == 3 - a["fromTower"] and a["key"] == f"move {city}.{a['fromTower']}"
        tower = cities[city]["towers"][a["fromTower"] - 1]
        assert tower["height"] >= 1 and tower["floors"][-1]["owner"] == a["owner"]
    elif kind == "decline":
        assert pending["kind"] == "move" and a["key"] == "move none"
    else:
        assert pending["kind"] == "take" and a["reason"] == pending["reason"]
        city = a["city"]["slug"]
        assert city in {c["slug"] for c in pending["cities"]}
        assert cities[city]["display"]["id"] == a["card"]["id"] and a["key"] == f"take {city}"


def choose(g: dict, seat: int, n: int) -> str:
    """A move chosen from the typed fields: build as much as possible, move an opponent's
    floor when one can, take the card with the most heads; otherwise vary with `n`."""
    view = g["view"]
    # the shell's `undo` (tests/api/test_service_features.py) is not a Patrizier action
    acts = [a for a in g["legalActions"] if a["kind"] != "undo"]
    (pending,) = g["pending"]
    assert pending["seat"] == seat and pending["__typename"] == (
        f"Patrizier{pending['kind'].capitalize()}Decision")
    for a in acts:
        check_action(a, pending, view, seat)
    if pending["kind"] == "play":
        assert pending["handSize"] == view["players"][seat]["handSize"]
        assert pending["supply"] == view["players"][seat]["supply"]
        most = max(a["floors"] for a in acts)
        acts = [a for a in acts if a["floors"] == most]
    elif pending["kind"] == "move":
        assert acts[-1]["kind"] == "decline"
        theirs = [a for a in acts if a["kind"] == "move" and a["owner"] != seat]
        acts = theirs or acts
    else:
        most = max(a["card"]["heads"] for a in acts)
        acts = [a for a in acts if a["card"]["heads"] == most]
    return acts[n % len(acts)]["key"]


def hidden(state, viewer: int | None) -> set[int]:
    """Card ids a viewer must not see now: other seats' hands and the pile."""
    out = set(state.pile)
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            out |= set(hand)
    return out


def assert_nothing_hidden(text: str, state, viewer: int | None) -> None:
    shown = {int(x) for x in ASSET.findall(text)}
    assert not shown & hidden(state, viewer), (viewer, shown & hidden(state, viewer))
    assert not PILE.search(text), text[:300]
    body = json.loads(text)

    def walk(node):
        if isinstance(node, dict):
            if node.get("hands") is not None and isinstance(node["hands"], list):
                assert all(h is None for i, h in enumerate(node["hands"]) if i != viewer)
            for p in node.get("players") or () if isinstance(node.get("players"), list) else ():
                if isinstance(p, dict) and "hand" in p and p.get("seat") != viewer:
                    assert p["hand"] is None, p
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(body)


class Table:
    """A Patrizier game driven through the API by its seats' tokens."""

    def __init__(self, gql, game_id: str, tokens: dict[int, str]) -> None:
        self.gql, self.id, self.tokens = gql, game_id, tokens
        self.moves: list[tuple[int, str]] = []

    def state(self, version: int | None = None):
        """The engine state now, or at `version` (folded from the stored events)."""
        if version is None:
            return self.gql.service.game(self.id).state
        stored = [e for e in self.gql.service.stored_events(self.id)
                  if e.originator_version <= version]
        return ENGINE.fold([ENGINE.event_from_dict(d) for d in domain_dicts(stored)])

    def look(self, viewer: int | None) -> dict:
        """The game as `viewer` sees it; the payload is checked for hidden information."""
        g = self.gql(GAME_Q, {"g": self.id, "t": self.tokens.get(viewer)})["game"]
        if g["status"] == "PLAYING":  # the state at the version shown (bots may move on)
            assert_nothing_hidden(self.gql.payloads[-1], self.state(g["version"]), viewer)
            view = g["view"]
            assert view["__typename"] == "PatrizierView" and view["pile"] is None
            for p in view["players"]:
                assert (p["hand"] is None) == (p["seat"] != viewer), (viewer, p)
        return g

    def play(self, *, watch_every: int = 1, max_moves: int = 1000) -> dict:
        """Play to the end; every `watch_every` moves also look as each seat and spectator."""
        while len(self.moves) < max_moves:
            spectator = self.look(None)
            if spectator["status"] == "FINISHED":
                return spectator
            seat = spectator["currentSeat"]
            if len(self.moves) % watch_every == 0:
                for other in self.tokens:
                    if other != seat:
                        assert self.look(other)["legalActions"] == []
            g = self.look(seat)
            assert g["viewerSeat"] == seat and g["pending"] == [
                dict(p) for p in spectator["pending"]]
            key = choose(g, seat, len(self.moves))
            res = self.gql(SUBMIT, {"input": {"gameId": self.id, "action": key}},
                           self.tokens[seat])["submitAction"]
            assert res["__typename"] == "ActionAccepted", res
            assert_nothing_hidden(self.gql.payloads[-1], self.state(), seat)
            self.moves.append((seat, key))
        raise AssertionError("the game did not finish")


def _diff(a, b, path="") -> list[str]:
    """Where two JSON values differ (for assertion messages)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [d for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)
                for d in _diff(a.get(k), b.get(k), f"{path}.{k}")]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y
                for d in _diff(x, y, f"{path}[{i}]")]
    return [f"{path}: {str(a)[:200]} != {str(b)[:200]}"]


def engine_replay(players: int, seed: int, moves, preset=None):
    state = ENGINE.fold(ENGINE.setup(players=players, seed=seed, preset=preset))
    for seat, key in moves:
        state = ENGINE.fold(ENGINE.decide(state, seat, key), state)
    return state


def create(gql, players: list[dict], **extra) -> dict:
    res = gql(CREATE, {"input": {"game": "PATRIZIER", "players": players, **extra}})[
        "createGame"]
    assert res["__typename"] == "GameCreated", res
    return res


# -- the tests ------------------------------------------------------------------------------

def test_game_type_and_catalogue_say_the_deck_is_provisional(gql):
    types = gql("{ gameTypes { name title variants minPlayers maxPlayers botKinds provisional "
                "provisionalNote } }")["gameTypes"]
    pat = next(t for t in types if t["name"] == "PATRIZIER")
    assert pat == {"name": "PATRIZIER", "title": "Patrizier", "variants": ["STANDARD"],
                   "minPlayers": 2, "maxPlayers": 5, "botKinds": ["RANDOM", "GREEDY", "SEARCH"],
                   "provisional": True, "provisionalNote": ENGINE.info.provisional_note}
    assert "invented" in pat["provisionalNote"]
    cat = gql("""{ gameType(name: PATRIZIER) { catalogue { __typename
        ... on PatrizierCatalogue { provisional provisionalNote handSize headSetSize
          headSetFame
          cities { slug assetId name floors fameTiles fivePlayersOnly cards { id } }
          four: cities(players: 4) { slug } five: cities(players: 5) { slug }
          cards { ...C } fourCards: cards(players: 4) { id } roma: cards(city: "roma") { id }
          heads { type slug name assetId }
          playerCounts { players floorsPerPlayer cities { slug } cards } } } } }
        """ + CARD)["gameType"]["catalogue"]
    assert cat["__typename"] == "PatrizierCatalogue" and cat["provisional"] is True
    assert cat["provisionalNote"] == ENGINE.info.provisional_note
    assert (cat["handSize"], cat["headSetSize"], cat["headSetFame"]) == (3, 3, 6)
    slugs = [c["slug"] for c in cat["cities"]]
    assert slugs == list(CITIES) and len(slugs) == 10
    assert [c["slug"] for c in cat["five"]] == slugs
    assert [c["slug"] for c in cat["four"]] == [s for s in slugs if s != "pistoia"]
    pistoia = next(c for c in cat["cities"] if c["slug"] == "pistoia")
    assert pistoia["fivePlayersOnly"] and pistoia["assetId"] == "patrizier.city.pistoia"
    assert {c["floors"] for c in cat["cities"]} == {5, 7, 9}
    assert all(c["fameTiles"] == [c["floors"], c["floors"] - 3] for c in cat["cities"])
    for city in cat["cities"]:  # a city's crests add up to its floors
        assert sum(x["crests"] for x in cat["cards"] if x["city"]["slug"] == city["slug"]) \
            == city["floors"] == len(city["cards"]) + sum(
                1 for x in cat["cards"] if x["city"]["slug"] == city["slug"]
                and x["symbol"] == "SECOND_CREST")
    cards = cat["cards"]
    assert [c["id"] for c in cards] == list(range(1, 56))
    assert cards[11]["assetId"] == "patrizier.card.12"
    assert {c["symbol"] for c in cards} == {"SECOND_CREST", "HEAD", "DOUBLE_HEAD",
                                            "MOVE_FLOOR", "TAKE_ANY_CARD"}
    for c in cards:
        assert (c["head"] is None) == (c["heads"] == 0)
        assert c["heads"] == {"HEAD": 1, "DOUBLE_HEAD": 2}.get(c["symbol"], 0)
        assert c["crests"] == (2 if c["symbol"] == "SECOND_CREST" else 1)
        assert not c["star"] or c["symbol"] == "HEAD"
    assert len(cat["fourCards"]) == 48 and len(cat["roma"]) == 7
    assert [h["type"] for h in cat["heads"]] == ["MERCHANT", "CLERIC", "NOBLE"]
    assert cat["heads"][0] == {"type": "MERCHANT", "slug": "merchant", "name": "Merchant",
                               "assetId": "patrizier.head.merchant"}
    counts = {p["players"]: p for p in cat["playerCounts"]}
    assert {n: counts[n]["floorsPerPlayer"] for n in counts} == {2: 39, 3: 29, 4: 21, 5: 21}
    assert {n: counts[n]["cards"] for n in counts} == {2: 48, 3: 48, 4: 48, 5: 55}
    assert all(("pistoia" in [c["slug"] for c in counts[n]["cities"]]) == (n == 5)
               for n in counts)
    for bad, word in (('cities(players: 7) { slug }', "2-5 players"),
                      ('cards(city: "atlantis") { id }', "bologna")):
        body = gql("{ gameType(name: PATRIZIER) { catalogue { ... on PatrizierCatalogue { "
                   + bad + " } } } }", errors=True)
        assert body["errors"][0]["extensions"]["code"] == "bad_input", body
        assert word in body["errors"][0]["message"]


def test_a_game_opened_joined_played_viewed_replayed_and_listed(gql):
    res = gql(OPEN, {"input": {"game": "PATRIZIER", "players": [
        {"name": "Ann"}, {"open": True}, {"open": True}], "seed": 31}})["openGame"]
    assert res["__typename"] == "GameCreated" and not res["started"]
    gid = res["game"]["id"]
    tokens = {0: res["seats"][0]["token"]}
    lobby = gql(GAME_Q, {"g": gid})["game"]
    assert lobby["status"] == "LOBBY" and lobby["view"] is None and lobby["game"] == "PATRIZIER"
    for name in ("Bea", "Cy"):
        j = gql(JOIN, {"input": {"gameId": gid, "name": name}})["joinGame"]
        assert j["__typename"] == "SeatJoined", j
        tokens[j["seat"]] = j["token"]
    assert j["started"] and sorted(tokens) == [0, 1, 2]
    table = Table(gql, gid, tokens)
    first = table.look(0)
    view = first["view"]
    assert first["status"] == "PLAYING" and first["variant"] == "STANDARD"
    assert view["stage"] == "PLAY" and view["currentSeat"] == view["startSeat"]
    assert view["cardsPlayed"] == 0 and view["cardsTotal"] == 48
    assert view["pileSize"] == 48 - 9 - 9
    assert [c["slug"] for c in view["cities"]] == [s for s in CITIES if s != "pistoia"]
    assert all(c["display"] is not None and c["towers"][0]["floors"] == [] for c in
               view["cities"])
    assert [p["name"] for p in view["players"]] == ["Ann", "Bea", "Cy"]
    assert all(p["supply"] == 29 and p["handSize"] == 3 for p in view["players"])
    assert all(c["star"] for c in view["players"][0]["hand"])
    assert first["progress"] == {"turn": 0, "total": 48,
                                 "text": "0 of 48 cards played, 0 of 9 cities scored"}

    me, other = view["currentSeat"], (view["currentSeat"] + 1) % 3
    theirs = table.state().hands[other][0]
    for key, code in (("fly 12", "malformed_action"), ("take roma", "nothing_pending"),
                      (f"play {theirs}", "card_not_in_hand")):
        rejected = gql(SUBMIT, {"input": {"gameId": gid, "action": key}}, tokens[me])[
            "submitAction"]
        assert rejected["__typename"] == "RuleViolation", rejected
        assert rejected["code"] == code and rejected["message"], rejected
    assert gql(SUBMIT, {"input": {"gameId": gid, "action": "move none"}}, tokens[other])[
        "submitAction"]["__typename"] == "NotYourTurn"

    final = table.play()
    kinds = {key.split()[0] for _, key in table.moves}
    assert kinds == {"play", "move", "take"}, kinds  # the game asked more than plays
    state = engine_replay(3, 31, table.moves)
    assert ENGINE.is_over(state) and state == table.state()
    outcome = ENGINE.outcome(state)
    assert final["status"] == "FINISHED" and final["legalActions"] == []
    assert final["pending"] == [] and final["currentSeat"] is None
    assert final["result"]["winners"] == list(outcome.winners)
    assert [s["total"] for s in final["result"]["scores"]] == list(outcome.scores)
    parts = {p["category"] for p in final["result"]["scores"][0]["parts"]}
    assert parts == {"cities", "heads"}
    v = final["view"]
    assert v["stage"] == "OVER" and v["result"]["winners"] == list(outcome.winners)
    assert [s["supply"] for s in v["result"]["scores"]] == list(state.supply)
    assert all(p["hand"] == [] for p in v["players"])
    assert [c["id"] for c in v["pile"]] == list(state.pile)  # revealed once over
    for p in v["players"]:  # the heads and score so far agree with the played stacks
        counts = heads_count(tuple(c["id"] for c in p["played"]))
        assert {h["head"].lower(): h["count"] for h in p["heads"]} == counts
        assert p["score"]["heads"] == sum(n // SET_SIZE * 6 for n in counts.values())
        assert p["score"]["total"] == outcome.scores[p["seat"]]
    for c in v["cities"]:
        heights = [t["height"] for t in c["towers"]]
        assert c["built"] == sum(heights)
        assert c["scored"] == (c["slug"] in state.scored) and (c["fameTiles"] == []) == c[
            "scored"]
        if c["scored"]:
            assert c["higherTower"] == (1 if heights[0] > heights[1] else 2)

    # replay: the last state equals `game` field for field, for each viewer
    for viewer in (None, 0, 2):
        token = tokens.get(viewer)
        r = gql("query($g: ID!, $t: String) { replay(gameId: $g, token: $t) { length "
                "finished moves { seat action description step } } }",
                {"g": gid, "t": token})["replay"]
        assert r["finished"]
        assert [(m["seat"], m["action"]) for m in r["moves"] if m["seat"] is not None] == \
            [(s, k) for s, k in table.moves]
        last = gql("query($g: ID!, $t: String, $n: Int!) { replay(gameId: $g, token: $t) { "
                   "stateAt(step: $n) { ...G } } }\n" + FRAGMENTS,
                   {"g": gid, "t": token, "n": r["length"]})["replay"]["stateAt"]
        now = gql(GAME_Q, {"g": gid, "t": token})["game"]
        assert last == now, _diff(last, now)
        mid = gql("query($g: ID!, $t: String) { replay(gameId: $g, token: $t) { "
                  "stateAt(step: 5) { view { ... on PatrizierView { pile { id } "
                  "players { hand { id } } } } } } }", {"g": gid, "t": token})
        assert mid["replay"]["stateAt"]["view"]["pile"]  # a finished game is revealed
    # the log's cards and cities carry the asset ids the catalogue gives them
    log = gql("query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { message { "
              "args { kind value assetId } } } } }", {"g": gid})["gameEvents"]["nodes"]
    args = [a for e in log for a in e["message"]["args"] if a["kind"] in ("card", "city")]
    assert args and all(a["assetId"] == f"patrizier.{a['kind']}.{a['value']}" for a in args)
    # every step of the replay can be shown (stages between two events of a command too)
    stages = []
    for start in range(0, r["length"] + 1, 25):
        steps = range(start, min(start + 25, r["length"] + 1))
        frames = gql("query($g: ID!) { replay(gameId: $g) { " + " ".join(
            f"s{i}: stateAt(step: {i}) {{ view {{ ... on PatrizierView {{ stage }} }} }}"
            for i in steps) + " } }", {"g": gid})["replay"]
        stages += [(frames[f"s{i}"]["view"] or {}).get("stage") for i in steps]
    assert stages[0] is None and stages[1] == "PLAY" and stages[-1] == "OVER"
    assert {"BUILD", "DRAW", "REFILL", "TAKE"} <= set(stages)

    # listed
    lorenzo = gql(CREATE, {"input": {"players": [{"name": "X"}, {"name": "Y"}]}})["createGame"]
    gql.read.wait_for(gql.service.position(), 5)
    q = "query($f: GameFilter) { games(filter: $f) { nodes { id game status players } } }"
    mine = gql(q, {"f": {"game": "PATRIZIER"}})["games"]["nodes"]
    assert mine == [{"id": gid, "game": "PATRIZIER", "status": "FINISHED", "players": 3}]
    assert [n["id"] for n in gql(q, {"f": {"game": "LORENZO"}})["games"]["nodes"]] == [
        lorenzo["game"]["id"]]
    body = gql(q, {"f": {"game": "PATRIZIER", "variant": "BASIC"}}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "bad_input"
    assert "STANDARD" in body["errors"][0]["message"]


class Subscriptions(Ws):
    """Several subscriptions on one connection: messages of the others are kept, not lost."""

    def __init__(self, ws) -> None:
        super().__init__(ws)
        self.kept: dict[str, list] = {}

    def next(self, sid: str) -> dict:
        while not self.kept.get(sid):
            msg = self.recv()
            if msg["type"] == "ping":
                self.ws.send_json({"type": "pong"})
            elif msg["type"] == "error":
                raise AssertionError(msg)
            elif msg["type"] in ("next", "complete") and "id" in msg:
                self.kept.setdefault(msg["id"], []).append(
                    msg.get("payload") if msg["type"] == "next" else None)
        return self.kept[sid].pop(0)


def test_events_and_updates_over_websocket_hide_hands_and_pile(gql):
    c = create(gql, [{"name": "Ann"}, {"name": "Bea"}], seed=5)
    gid = c["game"]["id"]
    tokens = {s["seat"]: s["token"] for s in c["seats"]}
    table = Table(gql, gid, tokens)
    updated = """subscription($g: ID!) { gameUpdated(gameId: $g) { version status currentSeat
      legalActions { key ... on PatrizierPlayAction { card { id } towers } }
      view { ... on PatrizierView { stage pileSize pile { id }
        players { seat handSize hand { id assetId } } } } } }"""
    with gql.client.websocket_connect("/graphql", subprotocols=PROTO) as raw:
        ws = Subscriptions(raw)
        ws.init({"Authorization": f"Bearer {tokens[1]}"})
        ws.subscribe("e", EVENTS, {"g": gid})
        ws.subscribe("u", updated, {"g": gid})
        setup = ws.next("e")["data"]["gameEvents"]
        assert setup["type"] == "GameSetUp" and setup["step"] == 1
        data = setup["data"]
        assert data["pile"] is None and data["pile_size"] == 48 - 6 - 9
        assert data["hands"][0] is None and len(data["hands"][1]) == 3
        assert "Ann" in setup["description"] or "Bea" in setup["description"]
        state = table.state()
        assert_nothing_hidden(ws.seen[-1], state, 1)
        first = ws.next("u")["data"]["gameUpdated"]
        assert first["view"]["players"][0]["hand"] is None
        assert [h["id"] for h in first["view"]["players"][1]["hand"]] == list(state.hands[1])
        for _ in range(6):  # a few moves by both seats
            g = table.look(table.look(None)["currentSeat"])
            seat = g["viewerSeat"]
            key = choose(g, seat, len(table.moves))
            res = gql(SUBMIT, {"input": {"gameId": gid, "action": key}}, tokens[seat])[
                "submitAction"]
            table.moves.append((seat, key))
            steps = [ws.next("e")["data"]["gameEvents"] for _ in res["events"]]
            assert [e["type"] for e in steps] == [e["type"] for e in res["events"]]
            assert_nothing_hidden(ws.seen[-1], table.state(), 1)
            upd = ws.next("u")["data"]["gameUpdated"]
            while upd["version"] < res["version"]:
                upd = ws.next("u")["data"]["gameUpdated"]
            assert_nothing_hidden(ws.seen[-1], table.state(), 1)
            assert upd["view"]["pile"] is None and upd["view"]["players"][0]["hand"] is None
            assert (upd["legalActions"] != []) == (upd["currentSeat"] == 1)
        ws.ws.send_json({"id": "u", "type": "complete"})
        ws.ws.send_json({"id": "e", "type": "complete"})


@pytest.mark.parametrize("players", [2, 4, 5])
def test_pistoia_is_in_play_only_with_five_players(gql, players):
    c = create(gql, [{"name": f"P{i}"} for i in range(players)], seed=players)
    g = Table(gql, c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}).look(None)
    cities = [x["slug"] for x in g["view"]["cities"]]
    assert ("pistoia" in cities) == (players == 5)
    assert g["view"]["cardsTotal"] == (55 if players == 5 else 48)
    assert all(p["supply"] == {2: 39, 4: 21, 5: 21}[players] for p in g["view"]["players"])
    if players != 5:  # and a key naming it is refused with its own code
        seat = g["currentSeat"]
        tok = next(s["token"] for s in c["seats"] if s["seat"] == seat)
        res = gql(SUBMIT, {"input": {"gameId": c["game"]["id"], "action": "take pistoia"}},
                  tok)["submitAction"]
        assert res["__typename"] == "RuleViolation" and res["code"] in (
            "city_not_in_play", "nothing_pending"), res


def test_bad_create_input_is_a_typed_error(gql):
    for inp in ({"players": [{"name": "A"}] * 6}, {"players": [{"name": "A"}]},
                {"players": [{"name": "A"}, {"name": "B"}], "variant": "BASIC"},
                {"players": [{"name": "A"}, {"name": "B"}], "setup": {"start_seat": 5}},
                {"players": [{"name": "A"}, {"name": "B"}], "setup": {"weather": 1}}):
        res = gql(CREATE, {"input": {"game": "PATRIZIER", **inp}})["createGame"]
        assert res["__typename"] == "InvalidInput" and res["message"], (inp, res)
    assert gql.service.position() == 0


ANALYTICS = """query($p: Int) { analytics(game: PATRIZIER, filter: {players: $p}) { game games
  seats { place games wins meanScore } turnOrder { place games wins meanScore }
  scoreBreakdown { category mean } byPlayers { players games }
  details { __typename ... on PatrizierAnalytics {
    citySizes { floors games citiesInPlay citiesScored scoredRate tilesWon fameWon
                tilesWonByWinners fameWonByWinners winnerTileShare bothTilesWon
                meanFamePerGame }
    heads { head seats heads sets meanHeads meanSets winnerSeats winnerSets
            winnerMeanSets } } } } }"""


def test_analytics_equal_a_direct_computation_from_the_final_states(gql):
    from infra.game_service.service import persist_finished_game

    states = {}
    for players, seed in ((2, 1), (3, 2), (5, 3), (5, 4), (4, 5), (2, 6)):
        bots = ("greedy", "random")
        state, _, moves = play_game(ENGINE, players, seed, bots)
        persist_finished_game(gql.service, game="patrizier", variant="standard",
                              players=players, seed=seed, moves=moves, bots=bots)
        states.setdefault(players, []).append(state)
    persist_finished_game(gql.service, game="lorenzo", variant="basic", players=2, seed=1,
                          moves=__import__("domain.lorenzo.playout", fromlist=["x"])
                          .play_game(2, 1)[2])
    gql.read.wait_for(gql.service.position(), 10)
    for players in (None, 5):
        chosen = [s for n, ss in states.items() for s in ss if players in (None, n)]
        want = final_facts(chosen)
        a = gql(ANALYTICS, {"p": players})["analytics"]
        assert a["game"] == "PATRIZIER" and a["games"] == len(chosen)
        assert {s["place"]: [s["games"], s["wins"]] for s in a["seats"]} == {
            k: v[:2] for k, v in want["seats"].items()}
        assert {s["place"]: [s["games"], s["wins"]] for s in a["turnOrder"]} == {
            k: v[:2] for k, v in want["turns"].items()}
        for s in a["turnOrder"]:
            assert s["meanScore"] == round(want["turns"][s["place"]][2] / s["games"], 4)
        assert {b["category"] for b in a["scoreBreakdown"]} == {"cities", "heads"}
        d = a["details"]
        assert d["__typename"] == "PatrizierAnalytics"
        got = {x["floors"]: x for x in d["citySizes"]}
        assert sorted(got) == [5, 7, 9]
        for size, w in want["sizes"].items():
            x = got[size]
            assert {k: x[camel(k)] for k in w} == w, size
            assert x["scoredRate"] == round(w["cities_scored"] / w["cities_in_play"], 4)
            assert x["meanFamePerGame"] == round(w["fame_won"] / w["games"], 4)
        assert {h["head"].lower(): [h["seats"], h["heads"], h["sets"], h["winnerSeats"],
                                    h["winnerSets"]] for h in d["heads"]} == want["heads"]
        assert sum(h["sets"] for h in d["heads"]) > 0
    lor = gql("{ analytics(game: LORENZO) { games details { __typename } } }")["analytics"]
    assert lor["games"] == 1 and lor["details"]["__typename"] == "LorenzoAnalytics"


def _wait_until_finished(gql, table: Table, humans: dict[int, str], timeout=60) -> dict:
    """Humans act by the typed fields; bots are played by the service meanwhile."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        g = table.look(None)
        if g["status"] == "FINISHED":
            return g
        seat = g["currentSeat"]
        if seat in humans:
            mine = table.look(seat)
            if mine["legalActions"]:
                key = choose(mine, seat, len(table.moves))
                res = gql(SUBMIT, {"input": {"gameId": table.id, "action": key,
                                             "expectedVersion": mine["version"]}},
                          humans[seat])["submitAction"]
                assert res["__typename"] in ("ActionAccepted", "VersionConflict"), res
                if res["__typename"] == "ActionAccepted":
                    table.moves.append((seat, key))
                continue
        time.sleep(0.01)
    raise AssertionError("the game did not finish")


def test_ratings_over_bots_and_registered_players(bot_gql):
    gql = bot_gql
    keys, ids = [], []
    for name in ("Ann", "Bea"):
        reg = gql(REGISTER, {"n": name})["registerPlayer"]
        assert reg["__typename"] == "PlayerRegistered"
        keys.append(reg["key"])
        ids.append(reg["player"]["id"])
    c = create(gql, [{"name": "Ann", "playerKey": keys[0]}, {"bot": "RANDOM"},
                     {"name": "Bea", "playerKey": keys[1]}, {"bot": "GREEDY"}], seed=8)
    humans = {s["seat"]: s["token"] for s in c["seats"] if s["token"]}
    table = Table(gql, c["game"]["id"], humans)
    final = _wait_until_finished(gql, table, humans)
    assert final["status"] == "FINISHED"
    assert [s["player"]["id"] for s in final["seats"]] == [ids[0], "bot-random", ids[1],
                                                          "bot-greedy"]
    gql.read.wait_for(gql.service.position(), 10)
    q = """query($g: GameName!) { ratings(game: $g) { nodes { player { id name kind } mu
      sigma ordinal rating games } } }"""
    ladder = gql(q, {"g": "PATRIZIER"})["ratings"]["nodes"]
    assert {r["player"]["id"] for r in ladder} == {*ids, "bot-random", "bot-greedy"}
    assert all(r["games"] == 1 for r in ladder)
    ranks = final["result"]["ranks"]
    by_id = {r["player"]["id"]: r["mu"] for r in ladder}
    best = [s["player"]["id"] for s in final["seats"] if ranks[s["seat"]] == min(ranks)]
    worst = [s["player"]["id"] for s in final["seats"] if ranks[s["seat"]] == max(ranks)]
    assert all(by_id[b] > 25 for b in best) and all(by_id[w] < 25 for w in worst)
    assert all(r["rating"] == r["ordinal"] for r in ladder)  # the deprecated name
    assert gql(q, {"g": "LORENZO"})["ratings"]["nodes"] == []
    hist = gql("query($p: ID!) { ratingHistory(player: $p, game: PATRIZIER) { gameId rank "
               "players } }", {"p": ids[0]})["ratingHistory"]
    assert hist == [{"gameId": c["game"]["id"], "rank": ranks[0], "players": 4}]


def test_a_bot_only_game_created_through_the_api_runs_to_the_end(bot_gql):
    gql = bot_gql
    c = create(gql, [{"bot": "GREEDY"}, {"bot": "RANDOM"}, {"bot": "RANDOM"},
                     {"bot": "GREEDY"}, {"bot": "RANDOM"}], seed=12)
    assert c["started"] and all(s["token"] is None for s in c["seats"])
    table = Table(gql, c["game"]["id"], {})
    final = _wait_until_finished(gql, table, {})
    assert final["view"]["stage"] == "OVER" and len(final["view"]["cities"]) == 10
    assert final["progress"]["turn"] == 55 and final["result"]["winners"]
    state = table.state()
    assert ENGINE.is_over(state)
    assert [s["total"] for s in final["result"]["scores"]] == list(ENGINE.outcome(state).scores)
