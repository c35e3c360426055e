"""Bytes on the wire for a watcher of the web client (prints JSON): a real `signoria serve` on a
free port, a counting TCP proxy in front of it, Debian's Chromium (Playwright) behind the proxy.

    .venv/bin/python ops/bench/wire_bench.py [--moves 20] [--settle 3]

* `replay_first_view`: bytes from server to browser while a fresh browser opens a finished
  4-player Lorenzo game's replay at mid-game, until the board is drawn and `--settle` seconds
  passed (what the page fetches around the step shown); with the HTTP requests it made.
* `replay_scrub`: bytes for ten steps forward by the Next button, after the first view.
* `per_move`: a spectator's page of a two-player game; each move is sent to the server directly
  (not through the proxy) and the page's board shows its version: bytes per move received by
  the spectator's page, all of them and those of its WebSocket (the board and the log's events).
  Twice: as the browser offers it (permessage-deflate, `negotiated` says whether the server
  took it) and `per_move_plain`, the offer taken out of the upgrade request by the proxy.
* `deflate_cpu`: the server's CPU for deflating those messages as `signoria serve` does
  (websockets' permessage-deflate with uvicorn's settings: 4 KB window, memLevel 5, context
  kept between messages): microseconds per message, median of `--repeat` passes.

Counted are the TCP payload bytes (HTTP heads and bodies, WebSocket frames) as compressed on
the wire: what a phone on a slow network waits for."""
from __future__ import annotations

import argparse
import json
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.server import free_port, serve  # noqa: E402
from tests.web import scenes  # noqa: E402
from tests.web.conftest import CHROMIUM_FLAGS, chromium_path  # noqa: E402

MOVE = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version } } }"""
LEGAL = "query($g: ID!) { game(id: $g) { version seatsToAct legalActions { key kind } } }"


class CountingProxy:
    """127.0.0.1:<port> -> the server; `received` counts the bytes the server sent (`ws` those
    on WebSocket connections); with `plain` set, a WebSocket upgrade's offer of extensions is
    taken out (the server then sends its messages uncompressed)."""

    def __init__(self, target_port: int) -> None:
        self.port = free_port()
        self.target = target_port
        self.received = 0
        self.ws = 0
        self.plain = False
        self.negotiated: list[bool] = []  # per WebSocket: the server's answer named deflate
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", self.port))
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            client, _ = self.listener.accept()
            upstream = socket.create_connection(("127.0.0.1", self.target))
            threading.Thread(target=self._connection, args=(client, upstream), daemon=True).start()

    def _connection(self, client: socket.socket, upstream: socket.socket) -> None:
        head = b""  # the request's head, whole (a browser sends it in one piece or a few)
        while b"\r\n\r\n" not in head and (data := client.recv(65536)):
            head += data
        ws = b"upgrade: websocket" in head.lower()
        if ws and self.plain:
            head = b"\r\n".join(line for line in head.split(b"\r\n")
                                 if not line.lower().startswith(b"sec-websocket-extensions:"))
        upstream.sendall(head)
        threading.Thread(target=self._pipe, args=(client, upstream, False, False),
                         daemon=True).start()
        self._pipe(upstream, client, True, ws)

    def _pipe(self, source: socket.socket, sink: socket.socket, count: bool, ws: bool) -> None:
        first = ws
        try:
            while data := source.recv(65536):
                if first:  # the server's answer to the upgrade
                    self.negotiated.append(b"permessage-deflate" in data.split(b"\r\n\r\n")[0])
                    first = False
                if count:
                    with self.lock:
                        self.received += len(data)
                        self.ws += len(data) if ws else 0
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def take(self) -> int:
        with self.lock:
            n, self.received, self.ws = self.received, 0, 0
            return n

    def take_ws(self) -> tuple[int, int]:
        """(all bytes, WebSocket bytes) since the last take."""
        with self.lock:
            ws = self.ws
        return self.take(), ws


def _post(base: str, query: str, variables: dict, token: str | None = None) -> dict:
    import httpx

    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.post(base + "/graphql", json={"query": query, "variables": variables},
                      headers=headers, timeout=30).json()["data"]


def replay(browser, proxy: CountingProxy, base: str, settle: float) -> dict:
    gid, length = scenes.finished(base, "LORENZO", ["GREEDY"] * 4, 7)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    graphql = []
    context.on("request", lambda r: r.url.endswith("/graphql") and graphql.append(r.url))
    page = context.new_page()
    proxy.take()
    step = length // 2
    page.goto(f"http://127.0.0.1:{proxy.port}/replay/{gid}?step={step}")
    page.locator(f'[data-testid="replay"][data-step="{step}"]').wait_for()
    page.wait_for_timeout(settle * 1000)
    first = {"bytes": proxy.take(), "graphql_requests": len(graphql), "steps": length}
    for s in range(step + 1, step + 11):
        page.get_by_role("button", name="Next", exact=True).click()
        page.locator(f'[data-testid="replay"][data-step="{s}"]').wait_for()
    page.wait_for_timeout(settle * 1000)
    scrub = {"bytes": proxy.take(), "steps": 10}
    context.close()
    return {"replay_first_view": first, "replay_scrub": scrub}


def per_move(browser, proxy: CountingProxy, base: str, moves: int,
             messages: list[bytes] | None = None) -> dict:
    """Bytes per move of a spectator's page; `messages` gathers the WebSocket messages' text."""
    gid, seats = scenes.create(base, "LORENZO", [{"name": "Ann"}, {"name": "Bo"}], 13)
    tokens = {s["seat"]: s["token"] for s in seats}
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    recording = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: recording.append(
        f.encode() if isinstance(f, str) else f)))
    proxy.negotiated.clear()
    page.goto(f"http://127.0.0.1:{proxy.port}/game/{gid}")
    page.locator('[data-testid="board"]').wait_for()
    page.wait_for_timeout(1000)
    proxy.take()
    recording.clear()
    for _ in range(moves):
        game = _post(base, LEGAL, {"g": gid})["game"]
        seat = game["seatsToAct"][0]
        game = _post(base, LEGAL, {"g": gid}, tokens[seat])["game"]
        action = next((a for a in game["legalActions"] if a["kind"] == "place"),
                      game["legalActions"][0])
        done = _post(base, MOVE, {"i": {"gameId": gid, "action": action["key"],
                                        "expectedVersion": game["version"]}}, tokens[seat])
        version = done["submitAction"]["version"]
        page.locator(f'[data-testid="board"][data-version="{version}"]').wait_for()
    page.wait_for_timeout(500)
    total, ws = proxy.take_ws()
    context.close()
    if messages is not None:
        messages.extend(recording)
    return {"bytes": round(total / moves), "websocket_bytes": round(ws / moves),
            "websocket_messages": round(len(recording) / moves, 1),
            "negotiated": any(proxy.negotiated), "moves": moves}


def deflate_cpu(messages: list[bytes], repeat: int) -> dict:
    """The server's deflate of these messages, in order on one connection, as uvicorn sets up
    websockets' permessage-deflate (its websockets-sansio protocol)."""
    from websockets.extensions.permessage_deflate import PerMessageDeflate
    from websockets.frames import Frame, Opcode

    passes = []
    for _ in range(repeat):
        ext = PerMessageDeflate(False, False, 12, 12, {"memLevel": 5})
        start = time.process_time()
        out = sum(len(ext.encode(Frame(Opcode.TEXT, m)).data) for m in messages)
        passes.append(time.process_time() - start)
    size = sum(len(m) for m in messages)
    return {"messages": len(messages), "mean_message_bytes": round(size / len(messages)),
            "deflated_ratio": round(out / size, 3),
            "us_per_message": round(statistics.median(passes) / len(messages) * 1e6, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--settle", type=float, default=3.0)
    parser.add_argument("--repeat", type=int, default=20, help="passes of the deflate timing")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, serve(Path(tmp)) as srv, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), headless=True,
                                     args=CHROMIUM_FLAGS)
        proxy = CountingProxy(int(srv.base.rsplit(":", 1)[1]))
        out = replay(browser, proxy, srv.base, args.settle)
        messages: list[bytes] = []
        out["per_move"] = per_move(browser, proxy, srv.base, args.moves, messages)
        proxy.plain = True
        out["per_move_plain"] = per_move(browser, proxy, srv.base, args.moves)
        out["deflate_cpu"] = deflate_cpu(messages, args.repeat)
        browser.close()
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
