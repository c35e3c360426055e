"""End to end, Patrizier: a real `signoria serve` process; an out-of-process client creates a
Patrizier game over HTTP, plays it to the end by reading the typed legal actions while a
WebSocket subscription follows every event; the final scores equal the engine's own replay of
the same seed and moves. And `signoria simulate --game patrizier` as a real command."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import httpx

from domain.patrizier import GAME as ENGINE
from tests.api.test_e2e_server import _follow, _gql, server  # noqa: F401 - the fixture

SEED = 1473
ACTIONS = """query($g: ID!) { game(id: $g) { version legalActions { key kind
  ... on PatrizierPlayAction { card { id heads } towers floors }
  ... on PatrizierMoveAction { owner }
  ... on PatrizierTakeAction { card { heads } } } } }"""


def _pick(acts: list[dict], seat: int) -> str:
    """Most floors, an opponent's floor moved, the card with most heads (typed fields)."""
    acts = [a for a in acts if a["kind"] != "undo"]  # the shell's take-back: not chosen here
    kind = acts[0]["kind"]
    if kind == "play":
        return max(acts, key=lambda a: (a["floors"], a["card"]["heads"]))["key"]
    if kind in ("move", "decline"):
        return next((a["key"] for a in acts if a["kind"] == "move" and a["owner"] != seat),
                    acts[-1]["key"])
    return max(acts, key=lambda a: a["card"]["heads"])["key"]


def test_serve_and_play_a_whole_patrizier_game(server):  # noqa: F811 - the fixture
    moves: list[tuple[int, str]] = []
    with httpx.Client(base_url=server, timeout=10) as client:
        c = _gql(client, """mutation($i: CreateGameInput!) { createGame(input: $i) {
            ... on GameCreated { game { id } seats { seat token } } } }""",
                 {"i": {"game": "PATRIZIER", "players": [{"name": "Ann"}, {"name": "Bea"},
                                                          {"name": "Cy"}], "seed": SEED}}
                 )["createGame"]
        gid = c["game"]["id"]
        toks = {s["seat"]: s["token"] for s in c["seats"]}
        events: list = []
        ready = threading.Event()
        follower = threading.Thread(target=_follow, daemon=True, args=(
            server.replace("http", "ws") + "/graphql", gid, toks[1], events, ready))
        follower.start()
        assert ready.wait(10)
        submit = """mutation($i: SubmitActionInput!) { submitAction(input: $i) {
            __typename ... on ActionAccepted { finished } ... on Error { message } } }"""
        while True:  # the spectator says whose turn it is; that seat reads its typed actions
            seat = _gql(client, "query($g: ID!) { game(id: $g) { currentSeat } }",
                        {"g": gid})["game"]["currentSeat"]
            mine = _gql(client, ACTIONS, {"g": gid}, toks[seat])["game"]["legalActions"]
            key = _pick(mine, seat)
            res = _gql(client, submit, {"i": {"gameId": gid, "action": key}}, toks[seat])[
                "submitAction"]
            assert res["__typename"] == "ActionAccepted", res
            moves.append((seat, key))
            if res["finished"]:
                break
            assert len(moves) < 1000, "the game did not finish"
        game = _gql(client, """query($g: ID!) { game(id: $g) { status result { winners
            scores { total } } view { ... on PatrizierView { stage result { ranking } } } }
            replay(gameId: $g) { length } }""", {"g": gid})
        follower.join(30)
    assert game["game"]["status"] == "FINISHED" and game["game"]["view"]["stage"] == "OVER"
    assert events[-1] == "complete"
    assert [e["step"] for e in events[:-1]] == list(range(1, game["replay"]["length"] + 1))
    assert events[0]["type"] == "GameSetUp" and events[-2]["type"] == "GameEnded"
    state = ENGINE.fold(ENGINE.setup(players=3, seed=SEED))
    for seat, key in moves:
        state = ENGINE.fold(ENGINE.decide(state, seat, key), state)
    outcome = ENGINE.outcome(state)
    assert [s["total"] for s in game["game"]["result"]["scores"]] == list(outcome.scores)
    assert game["game"]["result"]["winners"] == list(outcome.winners)
    assert game["game"]["view"]["result"]["ranking"] == list(outcome.ranking)


def test_simulate_patrizier_as_a_command(tmp_path):
    exe = Path(sys.executable).with_name("signoria")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "infra.console.main"]
    done = subprocess.run(cmd + ["simulate", "--game", "patrizier", "--games", "200",
                                 "--players", "5", "--json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["games"] == out["scored"] == 200 and out["variant"] == "standard"
    assert len(out["win_share"]) == 5 and abs(sum(out["win_share"]) - 1) < 0.01
    bad = subprocess.run(cmd + ["simulate", "--game", "patrizier", "--players", "6"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--players must be 2-5 for patrizier" in bad.stderr
