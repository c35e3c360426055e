"""A `game` read derives the viewer's view and legal actions only when its selection asks for
them (api.selection): a client polling whose turn it is gets the same answer as before,
without the cost of the seat's part, and a client that asks for them, in whatever form, still
gets them."""
from __future__ import annotations

import pytest

from projections import snapshot
from tests.api.conftest import create, legal, seat_to_act, submit

LIGHT = """query($g: ID!, $t: String) { game(id: $g, token: $t) { version status viewerSeat
  seatsToAct currentSeat progress { turn total } pending { seat kind } } }"""
FULL = """query($g: ID!, $t: String) { game(id: $g, token: $t) { version status viewerSeat
  seatsToAct currentSeat progress { turn total } pending { seat kind }
  legalActions { key } view { ... on LorenzoView { players { seat draftHand { slug } } } } } }"""
BY_FRAGMENT = """query($g: ID!, $t: String) { game(id: $g, token: $t) { ...G } }
fragment G on Game { version ... on Game { ...Acts } }
fragment Acts on Game { legalActions { key } }"""
ACCEPTED = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { game { version seatsToAct } } } }"""
ACCEPTED_ACTIONS = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { game { version legalActions { key } } } } }"""


@pytest.fixture
def parts(monkeypatch) -> list:
    """The viewers whose part (view and legal actions) was derived."""
    made: list = []
    real = snapshot.seat_part

    def seat_part(t, seat):
        made.append(seat)
        return real(t, seat)
    monkeypatch.setattr(snapshot, "seat_part", seat_part)
    return made


def _started(gql) -> tuple[str, dict, int]:
    c = create(gql, players=[{"name": "Ann"}, {"name": "Bea"}, {"name": "Cy"}],
               variant="ADVANCED")
    gid = c["game"]["id"]
    return gid, {s["seat"]: s["token"] for s in c["seats"]}, seat_to_act(gql, gid)


def test_a_light_read_answers_as_before_without_the_seats_part(gql, parts):
    gid, tokens, seat = _started(gql)
    parts.clear()
    light = gql(LIGHT, {"g": gid, "t": tokens[seat]})["game"]
    assert parts == []  # neither the seat's view nor its legal actions were derived
    full = gql(FULL, {"g": gid, "t": tokens[seat]})["game"]
    assert parts == [seat]
    assert light == {k: v for k, v in full.items() if k in light}
    assert light["viewerSeat"] == seat and light["seatsToAct"] == [seat]
    # what the part gives is there when asked for: the seat's own hand, its actions
    assert full["legalActions"]
    mine = [p for p in full["view"]["players"] if p["seat"] == seat][0]
    assert mine["draftHand"]  # (advanced rules: the seat sees the leaders it drafts from)
    others = [p for p in full["view"]["players"] if p["seat"] != seat]
    assert all(p["draftHand"] is None for p in others)


def test_fields_asked_for_through_fragments_are_derived(gql, parts):
    gid, tokens, seat = _started(gql)
    parts.clear()
    got = gql(BY_FRAGMENT, {"g": gid, "t": tokens[seat]})["game"]
    assert got["legalActions"] and parts == [seat]
    # the root `legalActions` query reads the part whatever its own selection is
    assert [a["key"] for a in legal(gql, gid, tokens[seat])] == \
        [a["key"] for a in got["legalActions"]]


def test_a_moves_answer_derives_the_part_only_when_it_selects_it(gql, parts):
    gid, tokens, seat = _started(gql)
    key = legal(gql, gid, tokens[seat])[0]["key"]
    parts.clear()
    res = gql(ACCEPTED, {"i": {"gameId": gid, "action": key}}, tokens[seat])["submitAction"]
    assert res["__typename"] == "ActionAccepted" and res["game"]["seatsToAct"]
    assert parts == []
    nxt = res["game"]["seatsToAct"][0]
    key = legal(gql, gid, tokens[nxt])[0]["key"]
    parts.clear()
    res = gql(ACCEPTED_ACTIONS, {"i": {"gameId": gid, "action": key}},
              tokens[nxt])["submitAction"]
    assert res["__typename"] == "ActionAccepted" and parts == [nxt]
    # the mover's actions at the new version: the same as it lists then
    assert [a["key"] for a in res["game"]["legalActions"]] == \
        [a["key"] for a in legal(gql, gid, tokens[nxt])]


def test_a_spectator_reads_lightly_at_every_version(gql, parts):
    gid, tokens, seat = _started(gql)
    parts.clear()
    spectator = gql(LIGHT, {"g": gid, "t": None})["game"]
    assert spectator["viewerSeat"] is None and spectator["status"] == "PLAYING"
    assert parts == []
    assert submit(gql, gid, legal(gql, gid, tokens[seat])[0]["key"],
                  tokens[seat])["__typename"] == "ActionAccepted"
    parts.clear()
    again = gql(LIGHT, {"g": gid, "t": None})["game"]
    assert again["version"] > spectator["version"] and parts == []


LIGHT_UPDATES = """subscription($g: ID!, $t: String) { gameUpdated(gameId: $g, token: $t) {
  version seatsToAct } }"""
UPDATES = """subscription($g: ID!, $t: String) { gameUpdated(gameId: $g, token: $t) {
  version seatsToAct legalActions { key } } }"""


def test_game_updated_derives_the_part_only_for_a_selection_that_reads_it(gql, parts):
    from tests.api.test_ws import PROTO, Ws

    gid, tokens, seat = _started(gql)
    with gql.client.websocket_connect("/graphql", subprotocols=PROTO) as raw:
        ws = Ws(raw)
        ws.init()
        parts.clear()
        ws.subscribe("light", LIGHT_UPDATES, {"g": gid, "t": tokens[seat]})
        first = ws.next("light")["data"]["gameUpdated"]
        assert first["seatsToAct"] == [seat] and parts == []
        ws.subscribe("full", UPDATES, {"g": gid, "t": tokens[seat]})
        full = ws.next("full")["data"]["gameUpdated"]
        assert full["version"] == first["version"] and full["legalActions"]
        assert parts == [seat]
        # a move: each subscription gets the new version, the light one still without it
        key = full["legalActions"][0]["key"]
        parts.clear()
        assert submit(gql, gid, key, tokens[seat])["__typename"] == "ActionAccepted"
        got: dict = {}
        for sid in ("light", "full"):  # (each the first update at a new version: a presence
            while sid not in got:      # change may come before it)
                update = ws.next(sid)["data"]["gameUpdated"]
                if update["version"] > first["version"]:
                    got[sid] = update
        assert got["light"]["version"] == got["full"]["version"] > first["version"]
        assert "legalActions" not in got["light"]
        assert parts == [seat]  # once, for the full subscription
