"""What a request to /graphql must look like, checked before strawberry sees it: anything else
is a 400 (HTTP) or a 4400 close (WebSocket) with a plain reason, never a server error.

HTTP: a body of UTF-8 JSON, an object, nested at most MAX_DEPTH deep, whose operation is a
query or a mutation (subscriptions need the WebSocket). WebSocket (graphql-transport-ws): every
message a JSON object of the protocol's shape."""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging

from cross_web import HTTPException as BadRequest  # what strawberry raises for a bad request
from graphql import GraphQLSyntaxError, OperationDefinitionNode, OperationType
from strawberry.http.exceptions import WebSocketDisconnected
from strawberry.subscriptions.protocols.graphql_transport_ws.handlers import (
    BaseGraphQLTransportWSHandler,
)

from api.metrics import WEBSOCKET_CLOSES

log = logging.getLogger(__name__)

MAX_DEPTH = 64  # JSON nesting of a request body (a real request needs well under 20)


def _too_deep(value, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(v, dict):
            stack.extend((x, depth + 1) for x in v.values() if isinstance(x, dict | list))
        elif isinstance(v, list):
            stack.extend((x, depth + 1) for x in v if isinstance(x, dict | list))
    return False


def parse_body(data: str | bytes) -> dict:
    """The request body as a JSON object, or BadRequest(400) saying what is wrong."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise BadRequest(400, "The request body must be UTF-8 text") from None
    try:
        value = json.loads(data)
    except RecursionError:
        raise BadRequest(400, f"The request body nests JSON deeper than {MAX_DEPTH}") from None
    except ValueError:
        raise BadRequest(400, "Unable to parse request body as JSON") from None
    if not isinstance(value, dict):
        raise BadRequest(400, "The request body must be a JSON object: {\"query\": ...}")
    if _too_deep(value, MAX_DEPTH):
        raise BadRequest(400, f"The request body nests JSON deeper than {MAX_DEPTH}")
    name = value.get("operationName")
    if name is not None and not isinstance(name, str):
        raise BadRequest(400, "The GraphQL operation's `operationName` must be a string")
    return value


def decode_message(text: str | bytes):
    """A WebSocket message's JSON; nesting too deep for the parser is just bad JSON (4400),
    never an escaping RecursionError."""
    try:
        return json.loads(text)
    except RecursionError:
        raise json.JSONDecodeError("JSON nested deeper than the parser allows", "", 0) from None


def refuse_subscription(document, operation_name: str | None) -> None:
    """A subscription sent by HTTP POST: 400 (they run over the WebSocket)."""
    ops = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if operation_name is not None:
        ops = [d for d in ops if d.name is not None and d.name.value == operation_name]
    elif len(ops) > 1:
        return  # graphql-core answers "must provide operation name"
    if ops and ops[0].operation == OperationType.SUBSCRIPTION:
        raise BadRequest(400, "Subscriptions run over the WebSocket (graphql-transport-ws "
                                 "at /graphql), not HTTP POST")


def _subscribe_ok(message: dict) -> bool:
    payload = message.get("payload")
    return (isinstance(message.get("id"), str) and isinstance(payload, dict)
            and isinstance(payload.get("query"), str)
            and isinstance(payload.get("variables"), dict | None)
            and isinstance(payload.get("operationName"), str | None)
            and isinstance(payload.get("extensions"), dict | None))


SEND_TIMEOUT = 10.0  # seconds a message may wait for a client that does not read (4413)
MAX_UNSENT = 64  # messages waiting for such a client before it is closed (4413)
OVERFLOW = 4413  # close code: the client does not read its messages


class _CloseOnce:
    """The connection as the handler sees it: closed once (a second close, or a message sent
    after the close, is dropped: uvicorn would raise on it), and a send that waits too long,
    or too many waiting at once, closes it (a client that never reads holds no memory)."""

    def __init__(self, ws, handler: CheckedTransportWSHandler) -> None:
        self._ws = ws
        self._handler = handler
        self._unsent = 0
        self._closing: asyncio.Future | None = None

    async def close(self, code: int, reason: str) -> None:
        if self._handler.closed:
            return
        self._handler.closed = True
        WEBSOCKET_CLOSES.labels(str(code)).inc()
        # a task of its own: the caller may be an operation's task, cancelled just below; and
        # the close frame waits behind what a client that does not read left unread
        self._closing = asyncio.ensure_future(self._close(code, reason))
        for operation_id in list(self._handler.operations):
            await self._handler.cleanup_operation(operation_id)
        await asyncio.shield(self._closing)

    async def _close(self, code: int, reason: str) -> None:
        with contextlib.suppress(Exception):  # the client may be gone already
            await self._ws.close(code=code, reason=reason)

    async def send_json(self, message) -> None:
        if self._handler.closed:
            return
        if self._unsent >= MAX_UNSENT:
            await self.close(OVERFLOW, "Outgoing queue full: the client does not read")
            return
        self._unsent += 1
        try:
            async with asyncio.timeout(SEND_TIMEOUT):
                await self._ws.send_json(message)
        except TimeoutError:
            await self.close(OVERFLOW, "Outgoing queue full: the client does not read")
        except Exception:  # noqa: BLE001 - the peer went away mid-send (a race with its close):
            self._handler.closed = True  # nothing more is sent on it, and nothing is logged
        finally:
            self._unsent -= 1

    def __getattr__(self, name: str):
        return getattr(self._ws, name)


class CheckedTransportWSHandler(BaseGraphQLTransportWSHandler):
    """graphql-transport-ws with every message's shape checked (4400 when wrong, as the
    protocol says; strawberry's own handler closes with 4500 on, e.g., `[]` or `5`), and
    exactly one close per connection: after it nothing more is read, run or sent."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.closed = False
        self.websocket = _CloseOnce(self.websocket, self)

    async def handle_message(self, message) -> None:
        if self.closed:
            return
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            await self.handle_invalid_message("A message must be a JSON object with a `type`")
            return
        if message["type"] == "subscribe" and not _subscribe_ok(message):
            await self.handle_invalid_message("A subscribe message needs an `id` and a "
                                              "`payload` with a `query` string")
            return
        if (message["type"] == "subscribe" and self._full()
                and message["id"] not in self.operations):
            # strawberry's own refusal has no code (docs/api.md: too_many_subscriptions)
            await self.send_message({"id": message["id"], "type": "error", "payload": [{
                "message": f"At most {self.max_subscriptions_per_connection} operations "
                           "per connection", "extensions": {"code": "too_many_subscriptions"}}]})
            return
        if message["type"] == "complete" and not isinstance(message.get("id"), str):
            await self.handle_invalid_message("A complete message needs an `id`")
            return
        await super().handle_message(message)

    def _full(self) -> bool:
        most = self.max_subscriptions_per_connection
        return most is not None and len(self.operations) >= most \
            and self.connection_acknowledged

    @staticmethod
    def _get_pre_execution_close_reason(error) -> str | None:
        # strawberry closes the whole connection (4400) on a syntax error; it is one
        # operation's error (`parse_error`): the connection's other subscriptions live on
        if isinstance(error, GraphQLSyntaxError):
            return None
        return BaseGraphQLTransportWSHandler._get_pre_execution_close_reason(error)

    async def handle_task_exception(self, error: Exception) -> None:
        if self.closed or isinstance(error, WebSocketDisconnected | asyncio.CancelledError):
            log.info("subscription ended with its connection (%s)", type(error).__name__)
            return
        await super().handle_task_exception(error)
