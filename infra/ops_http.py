"""A tiny HTTP endpoint for the workers (`projections run`, `duties run`): /metrics (Prometheus),
/health/live and /health/ready, on a port of their own (`--http-port`), in a daemon thread.
The API processes serve the same paths from their app (api.ops_routes)."""
from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

log = logging.getLogger(__name__)


def serve(host: str, port: int, ready: Callable[[], tuple[bool, dict]]) -> ThreadingHTTPServer:
    """Start serving; `ready()` -> (ready?, details for the JSON body)."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the http.server protocol
            if self.path == "/metrics":
                self._send(200, generate_latest(REGISTRY), CONTENT_TYPE_LATEST)
            elif self.path == "/health/live":
                self._json(200, {"status": "ok"})
            elif self.path in ("/health/ready", "/health"):
                try:
                    ok, details = ready()
                except Exception:  # noqa: BLE001 - not ready, without details
                    log.exception("readiness check failed")
                    ok, details = False, {}
                self._json(200 if ok else 503,
                           {"status": "ok" if ok else "unavailable", **details})
            else:
                self._json(404, {"status": "not found"})

        def _json(self, status: int, body: dict) -> None:
            self._send(status, json.dumps(body).encode(), "application/json")

        def _send(self, status: int, body: bytes, ctype: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args) -> None:  # scrapes are not worth a log line each
            pass

    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, name="signoria-ops-http",
                     daemon=True).start()
    return server
