"""A subscriber that never reads its socket (issue 23, point 11), against a real `signoria
serve`: ten replays played back to a raw TCP client with a tiny receive buffer that reads
nothing. The server stops writing to it once its outgoing queue is full, closes it with 4413
(docs/api.md) after a while, its subscriptions end, and the server's memory does not grow with
what the client left unread. The close code is read once the client finally reads."""
from __future__ import annotations

import json
import socket
import time

import httpx
import pytest
from websockets.client import ClientProtocol
from websockets.frames import Close
from websockets.typing import Subprotocol
from websockets.uri import parse_uri

from api.requests import OVERFLOW, SEND_TIMEOUT
from tests.contract.client import GAME_FIELDS
from tests.support.server import serve_store

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } } } }"""
STATUS = "query($g: ID!) { game(id: $g) { status } }"
# each step with the whole game as a client draws it: some KB a message, tens of MB in all
PLAYBACK = ("subscription($g: ID!) { replayPlayback(gameId: $g, speed: 50) { step "
            "event { step description data } game {" + GAME_FIELDS + "} } }")


@pytest.fixture(scope="module",
                params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    with serve_store(request.param, tmp_path_factory.mktemp("slow"),
                  env={"SIGNORIA_REPLAY_CACHE_MB": "4"}) as srv:
        yield srv


def _finished_game(server) -> str:
    bots = [{"name": f"B{i}", "bot": "GREEDY"} for i in range(4)]
    gid = server.gql(CREATE, {"i": {"game": "LORENZO", "players": bots,
                                      "seed": 5}})["createGame"]["game"]["id"]
    end = time.monotonic() + 120
    while server.gql(STATUS, {"g": gid})["game"]["status"] != "FINISHED":
        assert time.monotonic() < end
        time.sleep(0.5)
    return gid


def _metric(server, name: str) -> float:
    for line in httpx.get(server.base + "/metrics", timeout=10).text.splitlines():
        if line.startswith(name + " ") or (line.startswith(name + "{") and "{" not in name):
            return float(line.rsplit(" ", 1)[1])
    if "{" in name:
        return 0.0  # a labelled counter not counted yet
    raise AssertionError(name)


class RawClient:
    """graphql-transport-ws over a plain socket that reads only when told to."""

    def __init__(self, url: str) -> None:
        uri = parse_uri(url)
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        self.sock.connect((uri.host, uri.port))
        self.proto = ClientProtocol(uri, subprotocols=[Subprotocol("graphql-transport-ws")],
                                    max_size=None)
        self.proto.send_request(self.proto.connect())
        self._flush()
        self.received: list = []
        while self.proto.handshake_exc is None and not self._handshaken():
            self.proto.receive_data(self.sock.recv(65536))
            self.received += self.proto.events_received()

    def _handshaken(self) -> bool:
        from websockets.protocol import State
        return self.proto.state is State.OPEN

    def _flush(self) -> None:
        for chunk in self.proto.data_to_send():
            if chunk:
                self.sock.sendall(chunk)

    def send(self, message: dict) -> None:
        self.proto.send_text(json.dumps(message).encode())
        self._flush()

    def read_all(self, timeout: float) -> list:
        """Read until the server closes (or `timeout`): every frame received."""
        self.sock.settimeout(timeout)
        try:
            while True:
                data = self.sock.recv(1 << 20)
                if not data:
                    break
                self.proto.receive_data(data)
                self.received += self.proto.events_received()
                self._flush()
        except TimeoutError:
            pass
        self.proto.receive_eof()
        self.received += self.proto.events_received()
        return self.received


def test_a_subscriber_that_never_reads_is_closed_with_4413(server):
    gid = _finished_game(server)
    rss_before = _metric(server, "process_resident_memory_bytes")
    client = RawClient(server.ws)
    client.send({"type": "connection_init", "payload": {}})
    for i in range(10):
        client.send({"id": str(i), "type": "subscribe",
                     "payload": {"query": PLAYBACK, "variables": {"g": gid}}})
    # the client reads nothing; the server gives up on it once a send waited SEND_TIMEOUT
    closes = f'signoria_websocket_closes_total{{code="{OVERFLOW}"}}'
    end = time.monotonic() + SEND_TIMEOUT + 60
    while _metric(server, closes) < 1:
        assert time.monotonic() < end, "the connection that does not read was never closed"
        time.sleep(0.5)
    time.sleep(2)  # nothing more is produced for it
    rss_after = _metric(server, "process_resident_memory_bytes")
    # the replays' states are computed (bounded caches); the 40 MB left unread are not held
    assert rss_after - rss_before < 30 * 2**20, (rss_before, rss_after)
    frames = client.read_all(timeout=15)
    closes = [f for f in frames if getattr(f, "opcode", None) is not None
              and f.opcode.name == "CLOSE"]
    kinds = [json.loads(f.data)["type"] for f in frames if getattr(f, "opcode", None) is not None and f.opcode.name == "TEXT"]
    assert len(closes) == 1, (len(frames), {k: kinds.count(k) for k in set(kinds)},
                              sum(len(getattr(f, "data", b"")) for f in frames))
    assert Close.parse(closes[0].data).code == OVERFLOW
    log = server.log_text()
    assert '"level": "error"' not in log and "Traceback" not in log
