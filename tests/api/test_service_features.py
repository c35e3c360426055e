"""What players of an online game service expect, through the API on SQLite and PostgreSQL:
taking moves back under Board Game Arena's policy, conceding, leaving and cancelling open
games, rematches, private tables and a bound on open games per client, clocks shown. Every
one of them is an event of the game's stream (the log and replays show it)."""
from __future__ import annotations

import dataclasses
import time

import pytest
from litestar.testing import TestClient

from api.app import create_app
from api.limits import Limits
from tests.api.conftest import Gql

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } consistency }
  ... on Error { code message } } }"""
OPEN = CREATE.replace("createGame", "openGame").replace("consistency", "consistency inviteCode")
JOIN = """mutation($i: JoinGameInput!) { joinGame(input: $i) { __typename
  ... on SeatJoined { seat token started } ... on Error { code message } } }"""
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version } ... on Error { code message } } }"""
GAME = """query($g: ID!, $t: String) { game(id: $g, token: $t) { status version seatsToAct
  currentSeat leftSeats private rematch seats { seat kind bot name takenOver player { id } }
  legalActions { __typename key ... on UndoAction { version takenBack } }
  result { ranking ranks winners }
  clock { mode onTimeout perMoveMs initialMs seats { seat remainingMs running deadline } }
  view { ... on GenericView { data } } } }"""
SEAT_COMMAND = """mutation($i: SeatCommandInput!) { %s(input: $i) { __typename
  ... on SeatCommandDone { version consistency } ... on Error { code message } } }"""
REMATCH = """mutation($i: SeatCommandInput!) { rematch(input: $i) { __typename
  ... on RematchCreated { game { id } of consistency } ... on Error { code message } } }"""


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def gql(request, make_store):
    settings = dataclasses.replace(make_store(request.param), run_bots=True)
    with TestClient(create_app(settings, limits=Limits(rate_per_second=0))) as client:
        yield Gql(client)


def race(gql, variant: str = "FREE", players=None, **extra) -> tuple[str, dict]:
    players = players or [{"name": "Ann"}, {"name": "Bea"}]
    c = gql(CREATE, {"i": {"game": "RACE", "variant": variant, "seed": 3,
                           "setup": {"target": 40}, "players": players, **extra}})["createGame"]
    assert c["__typename"] == "GameCreated", c
    return c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"] if s["token"]}


def act(gql, gid, token, key):
    return gql(SUBMIT, {"i": {"gameId": gid, "action": key}}, token)["submitAction"]


def keys(gql, gid, token) -> list[str]:
    return [a["key"] for a in gql(GAME, {"g": gid, "t": token})["game"]["legalActions"]]


def command(gql, name, gid, token):
    doc = REMATCH if name == "rematch" else SEAT_COMMAND % name
    return gql(doc, {"i": {"gameId": gid}}, token)[name]


def test_undo_under_the_policy_with_the_rule_named(gql):
    gid, tok = race(gql, "FREE")
    refused = act(gql, gid, tok[0], "undo")
    assert (refused["__typename"], refused["code"]) == ("RuleViolation", "undo_nothing_to_undo")
    assert "undo" not in keys(gql, gid, tok[0])
    before = gql(GAME, {"g": gid})["game"]["view"]["data"]["positions"]
    act(gql, gid, tok[0], "step.2")
    act(gql, gid, tok[0], "step.1")
    offered = [a for a in gql(GAME, {"g": gid, "t": tok[0]})["game"]["legalActions"]
               if a["key"] == "undo"]
    assert offered[0]["__typename"] == "UndoAction" and offered[0]["takenBack"] == "step.1"
    assert "undo" not in keys(gql, gid, tok[1])  # only one's own moves
    assert act(gql, gid, tok[0], "undo")["__typename"] == "ActionAccepted"
    assert act(gql, gid, tok[0], "undo")["__typename"] == "ActionAccepted"
    assert gql(GAME, {"g": gid})["game"]["view"]["data"]["positions"] == before
    # the replay shows the take-backs: each a step, the board back where it was
    gql.read.wait_for(gql.service.position(), 5)
    rp = gql("""query($g: ID!) { replay(gameId: $g) { length moves { action description }
        steps(start: 0, first: 100) { step event { type } game { view {
          ... on GenericView { data } } } } } }""", {"g": gid})["replay"]
    frames = rp["steps"]
    assert [f["event"]["type"] for f in frames[-2:]] == ["Undone", "Undone"]
    assert frames[-1]["game"]["view"]["data"]["positions"] == before
    assert frames[-3]["game"]["view"]["data"]["positions"] != before  # both moves made
    assert [m["action"] for m in rp["moves"]][-2:] == ["undo", "undo"]
    assert rp["moves"][-1]["description"] == "Ann takes back step.2"
    act(gql, gid, tok[0], "step.1")
    act(gql, gid, tok[1], "step.1")  # another seat acted
    refused = act(gql, gid, tok[0], "undo")
    assert refused["code"] == "undo_other_seat_acted" and "undo" not in keys(gql, gid, tok[0])
    act(gql, gid, tok[1], "roll")  # a die was rolled: random information revealed
    assert act(gql, gid, tok[1], "undo")["code"] == "undo_revealed"
    # turns: once the move is made the turn is over
    gid2, tok2 = race(gql, "TURNS")
    act(gql, gid2, tok2[0], "step.1")
    assert act(gql, gid2, tok2[0], "undo")["code"] == "undo_not_your_turn"
    log = gql("""query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { type
        description } } }""", {"g": gid})["gameEvents"]["nodes"]
    assert [e["type"] for e in log].count("Undone") == 2
    assert any(e["description"] == "Ann takes back step.1" for e in log)


def test_concede_ranks_the_leaver_last_and_a_bot_plays_on(gql):
    keys_ = [gql("mutation($n: String!) { registerPlayer(input: {name: $n}) { ... on "
                 "PlayerRegistered { key player { id } } } }", {"n": n})["registerPlayer"]
             for n in ("Ann", "Bea")]
    gid, tok = race(gql, "TURNS", [{"name": "Ann", "playerKey": keys_[0]["key"]},
                                   {"name": "Bea", "playerKey": keys_[1]["key"]}])
    assert command(gql, "concede", gid, None)["__typename"] == "Unauthorized"
    done = command(gql, "concede", gid, tok[0])
    assert done["__typename"] == "SeatCommandDone"
    assert command(gql, "concede", gid, tok[0])["__typename"] == "InvalidInput"  # done already
    refused = act(gql, gid, tok[0], "step.1")
    assert refused["code"] == "seat_taken_over"  # a bot plays the seat now
    # Bea plays on alone against the bot in Ann's seat, to the end (the bot moves in its
    # own time: a deadline, not a count of polls, bounds the wait on a busy machine)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        g = gql(GAME, {"g": gid, "t": tok[1]}, )["game"]
        if g["status"] == "FINISHED":
            break
        if g["currentSeat"] == 1:
            act(gql, gid, tok[1], "step.1")
        else:
            time.sleep(0.01)
        gql.read.wait_for(gql.service.position(), 5)
    g = gql(GAME, {"g": gid})["game"]
    assert g["status"] == "FINISHED" and g["leftSeats"] == [0]
    assert g["seats"][0]["kind"] == "BOT" and g["seats"][0]["takenOver"] == "conceded"
    assert g["result"]["ranking"][-1] == 0 and 0 not in g["result"]["winners"]
    assert g["seats"][0]["player"]["id"] == keys_[0]["player"]["id"]  # still rated as Ann
    gql.read.wait_for(gql.service.position(), 5)
    ladder = {r["player"]["id"]: r["mu"] for r in gql(
        "{ ratings(game: RACE) { nodes { player { id } mu } } }")["ratings"]["nodes"]}
    assert ladder[keys_[0]["player"]["id"]] < 25 < ladder[keys_[1]["player"]["id"]]
    log = gql("""query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { type
        description } } }""", {"g": gid})["gameEvents"]["nodes"]
    assert "Conceded" in [e["type"] for e in log]


def test_leave_and_cancel_an_open_game(gql):
    o = gql(OPEN, {"i": {"game": "RACE", "variant": "TURNS",
                         "players": [{"name": "Ann"}, {"open": True}, {"open": True}]}})[
        "openGame"]
    gid, host = o["game"]["id"], o["seats"][0]["token"]
    bea = gql(JOIN, {"i": {"gameId": gid, "name": "Bea"}})["joinGame"]
    assert command(gql, "leaveGame", gid, host)["__typename"] == "InvalidInput"
    assert command(gql, "leaveGame", gid, bea["token"])["__typename"] == "SeatCommandDone"
    g = gql(GAME, {"g": gid})["game"]
    assert [s["kind"] for s in g["seats"]] == ["HUMAN", "OPEN", "OPEN"]
    body = gql(GAME, {"g": gid, "t": bea["token"]}, errors=True)
    assert body["errors"][0]["extensions"]["code"] == "unauthorized"
    cy = gql(JOIN, {"i": {"gameId": gid, "name": "Cy"}})["joinGame"]
    assert command(gql, "cancelGame", gid, cy["token"])["__typename"] == "Unauthorized"
    assert command(gql, "cancelGame", gid, host)["__typename"] == "SeatCommandDone"
    assert gql(GAME, {"g": gid})["game"]["status"] == "CANCELLED"
    assert gql(JOIN, {"i": {"gameId": gid, "name": "Dan"}})["joinGame"][
        "__typename"] == "GameAlreadyStarted"
    started, tok = race(gql, "TURNS")
    assert command(gql, "cancelGame", started, tok[0])["__typename"] == "GameAlreadyStarted"


def test_rematch_seats_rotated_tokens_kept_asked_twice_one_game(gql):
    gid, tok = race(gql, "FREE", [{"name": "Ann"}, {"bot": "STEPPER"}])
    while gql(GAME, {"g": gid})["game"]["status"] != "FINISHED":
        if "roll" in keys(gql, gid, tok[0]):
            act(gql, gid, tok[0], "roll")
        gql.read.wait_for(gql.service.position(), 5)
    assert command(gql, "rematch", gid, None)["__typename"] == "Unauthorized"
    first = command(gql, "rematch", gid, tok[0])
    assert first["__typename"] == "RematchCreated" and first["of"] == gid
    again = command(gql, "rematch", gid, tok[0])
    assert again["game"]["id"] == first["game"]["id"]
    new = gql(GAME, {"g": first["game"]["id"], "t": tok[0]})["game"]  # Ann's token works
    assert [s["name"] for s in new["seats"]] == ["stepper bot (seat 1)", "Ann"]
    assert new["status"] in ("PLAYING", "FINISHED")  # started at once (the bot may be done)
    assert gql(GAME, {"g": gid})["game"]["rematch"] == first["game"]["id"]
    listed = gql("{ games(filter: {game: RACE}) { nodes { id } } }")["games"]["nodes"]
    assert first["game"]["id"] in {n["id"] for n in listed}


def test_private_tables_and_a_bound_on_open_games(tmp_path, gql):
    o = gql(OPEN, {"i": {"game": "RACE", "variant": "TURNS", "private": True,
                         "players": [{"name": "Ann"}, {"open": True}]}})["openGame"]
    gid, code = o["game"]["id"], o["inviteCode"]
    assert code and gql(GAME, {"g": gid})["game"]["private"]
    listed = gql("{ games(first: 100) { nodes { id } } }")["games"]["nodes"]
    assert gid not in {n["id"] for n in listed}
    assert gql(JOIN, {"i": {"gameId": gid, "name": "Bea"}})["joinGame"][
        "__typename"] == "Unauthorized"
    assert gql(JOIN, {"i": {"gameId": gid, "name": "Bea", "inviteCode": "guess"}})[
        "joinGame"]["__typename"] == "Unauthorized"
    assert gql(JOIN, {"i": {"gameId": gid, "name": "Bea", "inviteCode": code}})["joinGame"][
        "started"]
    limit = gql.app.state.api.limits.max_open_games
    results = [gql(OPEN, {"i": {"game": "RACE", "players": [{"name": "A"}, {"open": True}]}})[
        "openGame"] for _ in range(limit + 1)]
    assert all(r["__typename"] == "GameCreated" for r in results[:limit])
    assert results[-1]["__typename"] == "InvalidInput" and "cancel" in results[-1]["message"]


def test_a_clock_is_shown_as_time_left_now(gql):
    gid, tok = race(gql, "TURNS", clock={"mode": "TURN", "perMoveSeconds": 3600,
                                         "onTimeout": "BOT_TAKEOVER"})
    g = gql(GAME, {"g": gid})["game"]
    clock = g["clock"]
    assert (clock["mode"], clock["onTimeout"], clock["perMoveMs"]) == ("TURN", "BOT_TAKEOVER",
                                                                      3_600_000)
    running = [s for s in clock["seats"] if s["running"]]
    assert [s["seat"] for s in running] == g["seatsToAct"] and running[0]["deadline"]
    assert 3_500_000 < running[0]["remainingMs"] <= 3_600_000
    bad = gql(CREATE, {"i": {"game": "RACE", "players": [{"name": "A"}, {"name": "B"}],
                             "clock": {"mode": "REALTIME"}}})["createGame"]
    assert bad["__typename"] == "InvalidInput" and "initial" in bad["message"]


HOOK = """mutation($i: WebhookInput!) { setWebhook(input: $i) { __typename
  ... on SeatCommandDone { version } ... on Error { code message } } }"""


def test_webhook_urls_are_checked_and_belong_to_one_seat(gql):
    # no name is looked up for real; this client runs no duties, so nothing is ever sent
    gql.service.webhook_resolver = lambda host, port: {"example.org": ["93.184.215.14"],
                                                       "localhost": ["127.0.0.1"]}[host]
    gid, tok = race(gql, "TURNS")

    def hook(url, token):
        return gql(HOOK, {"i": {"gameId": gid, "url": url}}, token)["setWebhook"]

    assert hook("https://example.org/hook", None)["__typename"] == "Unauthorized"
    for bad in ("ftp://example.org/x", "not a url", "http://127.0.0.1:8080/x",
                "http://localhost/x", "http://10.1.2.3/x", "https://" + "a" * 600 + ".org"):
        refused = hook(bad, tok[0])
        assert refused["__typename"] == "InvalidInput", (bad, refused)
    before = gql(GAME, {"g": gid})["game"]["version"]
    assert hook("https://example.org/hook", tok[0])["__typename"] == "SeatCommandDone"
    assert hook(None, tok[0])["__typename"] == "SeatCommandDone"  # stops them
    after = gql(GAME, {"g": gid})["game"]
    assert after["version"] == before + 2  # each an event of the game's stream
    # the URL is the seat's own business: no response or log entry shows it
    log = gql("""query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { data } } }""",
              {"g": gid})["gameEvents"]["nodes"]
    assert "example.org" not in str(log) and "example.org" not in str(after)
