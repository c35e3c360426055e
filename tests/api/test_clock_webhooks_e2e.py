"""Clocks and turn notifications as their users meet them: a real `signoria serve` process, a
game created over HTTP with a deadline of a few seconds, nobody moving; a local webhook
receiver that fails its first delivery. The service plays the timed-out move (or hands the
seat to a bot), the log shows it, the receiver gets signed notifications, retried after the
failure, that carry nothing hidden."""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from infra.duty.webhooks import verify
from infra.storage import stores
from tests.conftest import postgres_settings, postgres_url_of, require_postgres
from tests.support.server import serve

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } ... on Error { code message } } }"""
GAME = """query($g: ID!) { game(id: $g) { status version seatsToAct
  seats { seat kind takenOver } clock { seats { seat running remainingMs } } } }"""
LOG = """query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { type description
  seat } } }"""
HOOK = """mutation($i: WebhookInput!) { setWebhook(input: $i) { __typename
  ... on SeatCommandDone { version } ... on Error { code message } } }"""
ALLOWED = {"event", "game_id", "game", "seat", "version", "deadline_ms", "remaining_ms",
           "sent_at_ms"}


class Receiver:
    """A local webhook endpoint: answers 500 to its first request, 200 after."""

    def __init__(self) -> None:
        self.received: list[dict] = []
        self.failed_once = False
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append({"path": self.path, "body": body,
                                          "headers": dict(self.headers), "at": time.time()})
                fail = not receiver.failed_once
                receiver.failed_once = True
                self.send_response(500 if fail else 200)
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


@pytest.fixture(scope="module",
                params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    env = {"SIGNORIA_WEBHOOK_ALLOW_PRIVATE": "1"}
    pg = None
    if request.param == "postgres":
        require_postgres()
        pg = postgres_settings()
        env["SIGNORIA_DATABASE_URL"] = postgres_url_of(pg)
    try:
        with serve(tmp_path_factory.mktemp("clocks"), env=env) as srv:
            yield srv
    finally:
        if pg is not None:
            stores.drop_schema(pg.postgres)


def _gql(server, query, variables, token=None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    r = httpx.post(server.base + "/graphql", json={"query": query, "variables": variables},
                   headers=headers, timeout=15)
    body = r.json()
    assert "errors" not in body, body
    return body["data"]


def _create(server, policy: str, seconds: int):
    c = _gql(server, CREATE, {"i": {"game": "LORENZO", "seed": 11,
                                    "players": [{"name": "Ann"}, {"name": "Bea"}],
                                    "clock": {"mode": "TURN", "perMoveSeconds": seconds,
                                              "onTimeout": policy}}})["createGame"]
    assert c["__typename"] == "GameCreated", c
    return c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}


def _wait(predicate, timeout: float):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError("timed out waiting")


def test_a_real_deadline_passes_and_a_bot_plays_the_move_with_notifications(server):
    receiver = Receiver()
    try:
        gid, tokens = _create(server, "BOT_MOVE", 4)
        for seat, token in tokens.items():
            done = _gql(server, HOOK, {"i": {"gameId": gid, "url": f"{receiver.url}/s{seat}"}},
                        token)["setWebhook"]
            assert done["__typename"] == "SeatCommandDone", done
        first = _gql(server, GAME, {"g": gid})["game"]
        # nobody moves: after 4 s the due seat's move is played, then the next seat's ...
        timed = _wait(lambda: [e for e in _gql(server, LOG, {"g": gid})["gameEvents"]["nodes"]
                               if e["type"] == "TimedOut"], 20)
        assert "time ran out: a bot plays the move" in timed[0]["description"]
        now = _gql(server, GAME, {"g": gid})["game"]
        assert now["version"] > first["version"] and now["status"] == "PLAYING"
        assert all(s["kind"] == "HUMAN" for s in now["seats"])  # only that move was played

        # the next seat's turn began after the webhooks were set: a notification came, the
        # first delivery failed (500) and was retried; shortly before the deadline a warning
        def events() -> list[str]:
            return [r["headers"].get("Signoria-Event") for r in receiver.received]

        def retried() -> bool:
            deliveries = [r["headers"]["Signoria-Delivery"] for r in receiver.received]
            return len(deliveries) > len(set(deliveries))

        _wait(lambda: retried() and "clock_running_out" in events(), 20)
        got = [r for r in receiver.received if r["headers"]["Signoria-Event"] == "your_turn"]
        for r in receiver.received:
            seat = int(r["path"][2:])
            assert verify(tokens[seat], r["body"], r["headers"]["Signoria-Signature"])
            other = tokens[1 - seat]
            assert not verify(other, r["body"], r["headers"]["Signoria-Signature"])
            data = json.loads(r["body"])
            assert set(data) == ALLOWED and data["seat"] == seat and data["game_id"] == gid
            text = r["body"].decode()
            assert all(t not in text for t in tokens.values())  # no token, no state at all
        turn = json.loads(got[0]["body"])
        assert turn["event"] == "your_turn" and turn["deadline_ms"] and turn["remaining_ms"]
        # a forged signature is told apart
        assert not verify(tokens[0], got[0]["body"] + b" ", got[0]["headers"][
            "Signoria-Signature"])
        assert "webhook your_turn" in server.log_text()  # each attempt is logged
    finally:
        receiver.close()


def test_a_real_deadline_hands_the_seat_to_a_bot(server):
    gid, _ = _create(server, "BOT_TAKEOVER", 1)
    game = _wait(lambda: (g := _gql(server, GAME, {"g": gid})["game"]) and any(
        s["kind"] == "BOT" for s in g["seats"]) and g, 15)
    taken = [s for s in game["seats"] if s["kind"] == "BOT"]
    assert taken[0]["takenOver"] == "timeout"
    log = _gql(server, LOG, {"g": gid})["gameEvents"]["nodes"]
    assert [e["type"] for e in log if e["type"] in ("TimedOut", "TakenOver")][:2] == [
        "TimedOut", "TakenOver"]
    # the bot plays on: the game moves without anyone (the other seat times out too)
    version = game["version"]
    _wait(lambda: _gql(server, GAME, {"g": gid})["game"]["version"] > version + 3, 20)
