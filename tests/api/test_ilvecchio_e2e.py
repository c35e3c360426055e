"""End to end, Il Vecchio: a real `signoria serve` process; an out-of-process client creates
an Il Vecchio game over HTTP and plays it to the end by reading the typed legal actions of
every seat that must decide (several at once), while a WebSocket subscription follows every
event; the final scores equal the engine's own replay of the same seed and moves. And
`signoria simulate --game ilvecchio` as a real command."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import httpx

from domain.ilvecchio import GAME as ENGINE
from tests.api.test_e2e_server import _follow, _gql, server  # noqa: F401 - the fixture

SEED = 2026
ACTIONS = """query($g: ID!) { game(id: $g) { version legalActions { key kind
  ... on IlVecchioProvinceAction { region }
  ... on IlVecchioOfficeAction { track }
  ... on IlVecchioTownAction { take coach } } } }"""


def _pick(acts: list[dict], n: int) -> str:
    """A province or an office when one is legal, followers without travel next (typed
    fields), else any action, varied with `n`."""
    acts = [a for a in acts if a["kind"] != "undo"]
    for kind in ("province", "office"):
        mine = [a for a in acts if a["kind"] == kind]
        if mine:
            return mine[n % len(mine)]["key"]
    towns = [a for a in acts if a["kind"] == "town" and a.get("coach") is None
             and a.get("take") in ("assassin", "knight", "abbot", "scroll")]
    if towns and n % 3:
        return towns[n % len(towns)]["key"]
    return acts[n % len(acts)]["key"]


def test_serve_and_play_a_whole_ilvecchio_game(server):  # noqa: F811 - the fixture
    moves: list[tuple[int, str]] = []
    with httpx.Client(base_url=server, timeout=10) as client:
        c = _gql(client, """mutation($i: CreateGameInput!) { createGame(input: $i) {
            ... on GameCreated { game { id } seats { seat token } } } }""",
                 {"i": {"game": "ILVECCHIO", "players": [{"name": "Ann"}, {"name": "Bea"}],
                        "seed": SEED}})["createGame"]
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
        while True:
            to_act = _gql(client, "query($g: ID!) { game(id: $g) { seatsToAct } }",
                          {"g": gid})["game"]["seatsToAct"]
            seat = to_act[len(moves) % len(to_act)]
            mine = _gql(client, ACTIONS, {"g": gid}, toks[seat])["game"]["legalActions"]
            key = _pick(mine, len(moves))
            res = _gql(client, submit, {"i": {"gameId": gid, "action": key}}, toks[seat])[
                "submitAction"]
            assert res["__typename"] == "ActionAccepted", res
            moves.append((seat, key))
            if res["finished"]:
                break
            assert len(moves) < 3000, "the game did not finish"
        game = _gql(client, """query($g: ID!) { game(id: $g) { status result { winners
            scores { total } } view { ... on IlVecchioView { phase } } }
            replay(gameId: $g) { length } }""", {"g": gid})
        follower.join(30)
    assert game["game"]["status"] == "FINISHED" and game["game"]["view"]["phase"] == "over"
    assert events[-1] == "complete"
    assert [e["step"] for e in events[:-1]] == list(range(1, game["replay"]["length"] + 1))
    assert events[0]["type"] == "GameSetUp" and events[-2]["type"] == "GameEnded"
    state = ENGINE.fold(ENGINE.setup(players=2, seed=SEED))
    for seat, key in moves:
        state = ENGINE.fold(ENGINE.decide(state, seat, key), state)
    outcome = ENGINE.outcome(state)
    assert [s["total"] for s in game["game"]["result"]["scores"]] == list(outcome.scores)
    assert game["game"]["result"]["winners"] == list(outcome.winners)


def _cli() -> list[str]:
    exe = Path(sys.executable).with_name("signoria")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "infra.console.main"]


def test_simulate_ilvecchio_as_a_command(tmp_path):
    """The issue's acceptance run: 200 random 4-player games, every one scored."""
    done = subprocess.run(_cli() + ["simulate", "--game", "ilvecchio", "--games", "200",
                                    "--players", "4", "--json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["games"] == out["scored"] == 200 and out["variant"] == "standard"
    assert len(out["win_share"]) == 4 and abs(sum(out["win_share"]) - 1) < 0.01
    low = subprocess.run(_cli() + ["simulate", "--game", "ilvecchio", "--games", "5",
                                   "--players", "2", "--variant", "low-luck",
                                   "--bots", "greedy,random", "--json"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120)
    assert low.returncode == 0, low.stderr
    assert json.loads(low.stdout)["scored"] == 5
    bad = subprocess.run(_cli() + ["simulate", "--game", "ilvecchio", "--players", "5"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--players must be 2-4 for ilvecchio" in bad.stderr
