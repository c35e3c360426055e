"""The contract as a frontend uses it: a real `signoria serve`, an out-of-process client over
HTTP and graphql-transport-ws, whole games played by choosing among typed legal actions.

Every Game the client receives (query, `gameUpdated`, `ActionAccepted.game`) is checked: one
version - its legal actions are the engine's at that version (checked against the engine once
the finished game's log is revealed), pending decisions cover exactly the seats to act, and
`expectedVersion: game.version` is never refused when nobody else moved. At the end the
replay's last step equals the game, field for field, for every viewer."""
from __future__ import annotations

import random

import pytest

from domain.lorenzo import GAME as ENGINE
from tests.contract.client import CREATE, GAME, REPLAY_LAST, SUBMIT, UPDATED, Client, Subscription
from tests.support.server import serve


@pytest.fixture
def server(tmp_path):
    with serve(tmp_path) as running:
        yield running


def check_game(g: dict, viewer: int | None) -> None:
    """What must hold of any Game object a client receives."""
    assert sorted(p["seat"] for p in g["pending"]) == sorted(g["seatsToAct"]), g["version"]
    if g["status"] == "PLAYING":
        assert g["seatsToAct"], "a running game always waits for someone"
        assert g["currentSeat"] == (g["seatsToAct"][0] if len(g["seatsToAct"]) == 1 else None)
    else:
        assert g["seatsToAct"] == [] and g["legalActions"] == []
    if viewer is None:
        assert g["legalActions"] == []
    else:
        assert bool(g["legalActions"]) == (viewer in g["seatsToAct"]), g["version"]
    # typed, never the generic fallback
    assert all(a["__typename"].startswith("Lorenzo") or a["__typename"] == "UndoAction"
               for a in g["legalActions"])
    assert all(p["__typename"].startswith("Lorenzo") for p in g["pending"])
    assert g["view"] is None or g["view"]["__typename"] == "LorenzoView"
    for a in g["legalActions"]:  # the typed fields say what the kind says, never less
        if a["__typename"] == "LorenzoLeaderAction":
            assert a["kind"] == "leader_" + a["use"].lower()
        if a["__typename"] == "LorenzoExchangeAction":
            assert (a["privileges"] > 0) == ("privilege" in a["description"]), a
    for p in g["pending"]:
        if p["__typename"] == "LorenzoTakeDecision":
            assert p["any"] == (p["cardType"] is None)
            assert p["any"] == ("any card" in p["description"]), p


def choose(actions: list[dict], rng: random.Random) -> dict:
    """A client's choice from typed fields only: the cheapest card it can take, else any."""
    actions = [a for a in actions if a["__typename"] != "UndoAction"]  # (test_undo.py)
    cards = [a for a in actions if a["__typename"] == "LorenzoPlaceAction" and a["card"]]
    if cards and rng.random() < 0.7:
        return min(cards, key=lambda a: (sum((a["pay"] or {}).values()) + a["servants"]
                                         + a["fee"], a["key"]))
    return actions[rng.randrange(len(actions))]


class Observed:
    """Every (viewer, version) -> legal keys seen, and each must never change."""

    def __init__(self) -> None:
        self.keys: dict[tuple, list[str]] = {}

    def add(self, g: dict, viewer: int | None) -> None:
        check_game(g, viewer)
        # the rules' actions (the shell's `undo` is tested in tests/api/test_service_features)
        keys = sorted(a["key"] for a in g["legalActions"] if a["key"] != "undo")
        seen = self.keys.setdefault((viewer, g["version"]), keys)
        assert seen == keys, f"two Game objects of version {g['version']} disagree"

    def check_against_engine(self, client: Client, game_id: str) -> int:
        """Fold the revealed log version by version and compare legal actions."""
        log = client.log(game_id)
        checked = 0
        for (viewer, version), keys in sorted(self.keys.items(), key=lambda kv: kv[0][1]):
            if viewer is None:
                continue
            state = ENGINE.fold([ENGINE.event_from_dict(e["data"]) for e in log
                                 if e["version"] <= version])
            due = viewer in ENGINE.seats_to_act(state) and not ENGINE.is_over(state)
            want = sorted(a.key for a in ENGINE.legal_actions(state, viewer)) if due else []
            assert keys == want, (viewer, version)
            checked += 1
        return checked


def replay_equals_game(client: Client, gid: str, tokens: dict) -> None:
    length = client("query($g: ID!) { replay(gameId: $g) { length finished } }",
                    {"g": gid})["replay"]
    assert length["finished"]
    for token in (None, *tokens.values()):
        game = client(GAME, {"g": gid, "t": token})["game"]
        last = client(REPLAY_LAST, {"g": gid, "t": token, "s": length["length"]})[
            "replay"]["stateAt"]
        assert last == game


def test_humans_play_a_whole_advanced_game_through_the_contract(server):
    client = Client(server.base)
    rng = random.Random(7)
    c = client(CREATE, {"i": {"game": "LORENZO", "variant": "ADVANCED", "seed": 97,
                              "players": [{"name": "Ann"}, {"name": "Bea"},
                                          {"name": "Cid"}]}})["createGame"]
    gid = c["game"]["id"]
    tokens = {s["seat"]: s["token"] for s in c["seats"]}
    watcher = Subscription(server.ws, UPDATED, {"g": gid}, tokens[0])
    observed = Observed()
    moves = 0
    finished = False
    while not finished:
        acted = False
        for seat, token in tokens.items():
            g = client(GAME, {"g": gid, "t": token})["game"]
            observed.add(g, seat)
            if not g["legalActions"]:
                continue
            action = choose(g["legalActions"], rng)
            res = client(SUBMIT, {"i": {"gameId": gid, "action": action["key"],
                                        "expectedVersion": g["version"],
                                        "idempotencyKey": f"m{moves}"}}, token)["submitAction"]
            # nobody else moved: the version the client saw is never refused
            assert res["__typename"] == "ActionAccepted", res
            after = res["game"]
            assert after["version"] == res["version"]
            assert bool(after["legalActions"]) == (seat in after["seatsToAct"])
            moves += 1
            acted, finished = True, res["finished"]
            break
        assert acted or finished, "nobody could act"
        if moves % 25 == 0:
            observed.add(client(GAME, {"g": gid})["game"], None)
    watcher.wait()
    assert watcher.error is None
    for m in watcher.messages:
        observed.add(m["gameUpdated"], 0)
    assert watcher.messages[-1]["gameUpdated"]["status"] == "FINISHED"
    assert observed.check_against_engine(client, gid) > moves  # every seat, every version
    replay_equals_game(client, gid, tokens)
    assert "Traceback" not in server.log_text()
    client.close()


def test_a_human_among_service_bots_acts_on_subscription_messages(server):
    client = Client(server.base)
    rng = random.Random(3)
    c = client(CREATE, {"i": {"variant": "ADVANCED", "seed": 123,
                              "players": [{"name": "Ann"}, {"bot": "RANDOM"},
                                          {"bot": "GREEDY"}, {"bot": "RANDOM"}]}})["createGame"]
    gid, token = c["game"]["id"], c["seats"][0]["token"]
    observed = Observed()
    sub = Subscription(server.ws, UPDATED, {"g": gid}, token)
    handled, conflicts = 0, 0
    while not sub.done.is_set():
        if handled >= len(sub.messages):
            sub.done.wait(0.01)
            continue
        g = sub.messages[handled]["gameUpdated"]
        handled += 1
        observed.add(g, 0)
        if not g["legalActions"] or handled < len(sub.messages):
            continue  # act on the newest state only, as a client would
        action = choose(g["legalActions"], rng)
        res = client(SUBMIT, {"i": {"gameId": gid, "action": action["key"],
                                    "expectedVersion": g["version"]}}, token)["submitAction"]
        if res["__typename"] == "VersionConflict":
            # only when a bot moved meanwhile (several seats decide at once in a Vatican
            # report or the leader draft)
            conflicts += 1
            assert res["actualVersion"] > g["version"] and len(g["seatsToAct"]) > 1, res
        else:
            assert res["__typename"] == "ActionAccepted", res
    sub.wait()
    for m in sub.messages[handled:]:
        observed.add(m["gameUpdated"], 0)
    final = client(GAME, {"g": gid, "t": token})["game"]
    assert final["status"] == "FINISHED" and final["result"]["winners"]
    observed.add(final, 0)
    assert observed.check_against_engine(client, gid) > 0
    replay_equals_game(client, gid, {0: token})
    log = server.log_text()
    assert "Traceback" not in log and " ERROR " not in log
    client.close()
