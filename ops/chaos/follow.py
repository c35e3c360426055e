"""Subscribers following games as a frontend's log view does: `gameEvents` over a WebSocket
(graphql-transport-ws) on a random API process; after any disconnect (a killed process, the
database away) they reconnect to a random process with `after` = the last cursor received.
Every step received is kept, so the audit can count gaps and duplicates."""
from __future__ import annotations

import json
import queue
import random
import threading
import time

from websockets.sync.client import connect

EVENTS = ("subscription($g: ID!, $a: String) { gameEvents(gameId: $g, after: $a) "
          "{ step cursor } }")


class Subscriber(threading.Thread):
    """Follows the games `games` announces, one after the other, each until it completes
    (finished) or, once `stop` is set, until it has `targets[game]` steps."""

    def __init__(self, urls: list[str], games: queue.Queue, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.ws_urls = [u.replace("http", "ws", 1) + "/graphql" for u in urls]
        self.games, self.stop = games, stop
        self.steps: dict[str, list[int]] = {}
        self.targets: dict[str, int] = {}  # set by the bench once the load stopped
        self.reconnects = 0
        self.errors: list[str] = []

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                gid = self.games.get(timeout=1.0)
            except queue.Empty:
                continue
            self.steps[gid] = []
            self._game(gid)

    def _done(self, gid: str) -> bool:
        target = self.targets.get(gid)
        return target is not None and len(self.steps[gid]) >= target

    def _game(self, gid: str) -> None:
        self.cursor = None  # the last cursor received: where a reconnection resumes
        give_up = None
        while True:
            if self.stop.is_set():
                give_up = give_up or time.monotonic() + 120
                if self._done(gid) or time.monotonic() > give_up:
                    return
            try:
                if self._follow(gid):
                    return
            except Exception as e:  # noqa: BLE001 - the process or database went away
                self.reconnects += 1
                self.errors = (self.errors + [repr(e)[:200]])[-20:]
                time.sleep(0.3)

    def _follow(self, gid: str) -> bool:
        """True once the game is followed to its end (complete, or the target reached)."""
        with connect(random.choice(self.ws_urls), subprotocols=["graphql-transport-ws"],
                     open_timeout=10, close_timeout=1) as ws:
            ws.send(json.dumps({"type": "connection_init", "payload": {}}))
            if json.loads(ws.recv(10))["type"] != "connection_ack":
                raise RuntimeError("no connection_ack")
            ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
                "query": EVENTS, "variables": {"g": gid, "a": self.cursor}}}))
            while True:
                try:
                    msg = json.loads(ws.recv(1.0))
                except TimeoutError:
                    if self.stop.is_set() and self._done(gid):
                        return True
                    continue
                if msg["type"] == "ping":
                    ws.send(json.dumps({"type": "pong"}))
                elif msg["type"] == "next":
                    if msg["payload"].get("errors"):
                        raise RuntimeError(str(msg["payload"]["errors"])[:200])
                    event = msg["payload"]["data"]["gameEvents"]
                    self.steps[gid].append(event["step"])
                    self.cursor = event["cursor"]
                elif msg["type"] == "complete":
                    return True
                elif msg["type"] == "error":
                    raise RuntimeError(str(msg)[:200])
