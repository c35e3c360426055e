"""A webhook receiver on 127.0.0.1 (nothing leaves this machine): answers 200 and keeps, per
delivery id (`Signoria-Delivery: <game>:<seat>:<since>:<what>`), the times it was received
(epoch ms)."""
from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Receiver:
    def __init__(self) -> None:
        received: dict[str, list[int]] = {}
        lock = threading.Lock()

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - the stdlib's name
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                with lock:
                    received.setdefault(self.headers.get("Signoria-Delivery", "?"),
                                        []).append(int(time.time() * 1000))
                self.send_response(200)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.received = received
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def lateness(self) -> list[tuple[float, float]]:
        """(due epoch s, seconds late) of each turn notification's first receipt: due when
        the turn began (`since`)."""
        out = []
        for delivery, times in self.received.items():
            parts = delivery.split(":")
            if len(parts) == 4 and parts[3] == "turn":
                since = int(parts[2])
                out.append((since / 1000, max(0.0, (min(times) - since) / 1000)))
        return out

    def twice(self) -> int:
        """Deliveries received more than once (a retry after the sender died mid-request)."""
        return sum(len(t) > 1 for t in self.received.values())

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
