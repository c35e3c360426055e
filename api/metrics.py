"""The API's Prometheus metrics: requests and latency by operation, WebSocket connections and
subscriptions (the write side's, duties' and read side's are infra.metrics; /metrics serves
them all, api.ops_routes).

The operation of a POST is read from the body with one regular expression (no second JSON
parse): its type and first root field (`mutation ... { submitAction` -> ("mutation",
"submitAction")). Only the schema's own root field names become label values; anything else
is "other", so clients cannot grow the label set."""
from __future__ import annotations

import json
import re
from functools import lru_cache

from prometheus_client import Counter, Gauge, Histogram

REQUESTS = Counter("signoria_requests_total", "GraphQL HTTP requests",
                   ["type", "operation", "status"])
REQUEST_SECONDS = Histogram("signoria_request_seconds", "GraphQL HTTP request latency",
                            ["type", "operation"],
                            buckets=(.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5))
WEBSOCKETS = Gauge("signoria_websocket_connections", "Open WebSocket connections")
WEBSOCKET_CLOSES = Counter("signoria_websocket_closes_total",
                           "WebSocket connections the server closed, by close code (docs/api.md)",
                           ["code"])
SUBSCRIPTIONS = Gauge("signoria_subscriptions", "Open subscriptions (change listeners)")
CONSISTENCY_WAITS = Counter("signoria_consistency_waits_total",
                            "Requests that waited for a consistency position, by outcome",
                            ["outcome"])  # ready | waited | timeout

_SPACE = rb"(?:\\[nrt]|\s|,)*"
_OPERATION = re.compile(
    rb'"query"\s*:\s*"' + _SPACE + rb"(query|mutation|subscription)?[^{\"]*\{" + _SPACE
    + rb"(\w+)(?:" + _SPACE + rb":" + _SPACE + rb"(\w+))?")


class Operations:
    """Maps a request body to bounded (type, operation) labels."""

    def __init__(self, schema) -> None:
        gql = schema._schema
        self.known = {}
        for kind, root in (("query", gql.query_type), ("mutation", gql.mutation_type),
                           ("subscription", gql.subscription_type)):
            self.known[kind] = frozenset(root.fields) if root is not None else frozenset()
        # clients send the same few documents: each one's labels are worked out once (kept
        # by the head the labels are read from: a bounded key)
        self._labels = lru_cache(maxsize=512)(self._of_head)

    def of(self, body: bytes) -> tuple[str, str]:
        m = _OPERATION.search(body[:4096])
        if m is None:
            return "unknown", "other"
        kind = (m.group(1) or b"query").decode()
        field = (m.group(3) or m.group(2)).decode()  # an alias is followed by the field
        return kind, field if field in self.known.get(kind, ()) else "other"

    def of_query(self, query: str) -> tuple[str, str]:
        """The labels of a document (a GET's, or a persisted query's)."""
        return self._labels(query[:4096])

    def _of_head(self, head: str) -> tuple[str, str]:
        return self.of(json.dumps({"query": head}).encode())


class WebSocketCounter:
    """ASGI middleware: counts open WebSocket connections."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        WEBSOCKETS.inc()
        try:
            await self.app(scope, receive, send)
        finally:
            WEBSOCKETS.dec()
