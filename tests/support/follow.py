"""A WebSocket connection following a game (gameUpdated), read message by message: what a
frontend's live view does (presence tests, single server and cluster)."""
from __future__ import annotations

import contextlib
import json
import time

from websockets.sync.client import connect

UPDATED = ("subscription($g: ID!) { gameUpdated(gameId: $g) { version "
           "presence { seats spectators } } }")


class Follower:
    """One WebSocket connection following a game (gameUpdated), read message by message."""

    def __init__(self, ws_url: str, gid: str, token: str | None = None) -> None:
        self._stack = contextlib.ExitStack()
        self.ws = self._stack.enter_context(connect(ws_url, open_timeout=10,
                                                    subprotocols=["graphql-transport-ws"]))
        self.ws.send(json.dumps({"type": "connection_init",
                                 "payload": {"token": token} if token else {}}))
        assert json.loads(self.ws.recv(10))["type"] == "connection_ack"
        self.ws.send(json.dumps({"id": "1", "type": "subscribe",
                                 "payload": {"query": UPDATED, "variables": {"g": gid}}}))

    def next_presence(self, timeout: float = 10) -> dict:
        end = time.monotonic() + timeout
        while True:
            msg = json.loads(self.ws.recv(max(0.1, end - time.monotonic())))
            if msg["type"] == "ping":
                self.ws.send(json.dumps({"type": "pong"}))
            elif msg["type"] == "next":
                return msg["payload"]["data"]["gameUpdated"]["presence"]
            else:
                raise AssertionError(msg)

    def close(self) -> None:
        self._stack.close()
