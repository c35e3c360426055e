"""The /graphql HTTP handlers: strawberry's Litestar controller, with GET and POST handled here
(GraphQL over HTTP: api.graphql_http; persisted queries: api.persisted; HTTP caching:
api.http_cache; answers kept per game version: api.response_cache) and the operation run by
strawberry's own `schema.execute`.

strawberry's POST handler takes four injected dependencies, among them a sync `response`
factory that Litestar runs in a worker thread, resolved in an anyio task group: a thread
round trip and a task group per request, for an empty Response. Here the handlers build the
context ({request, response, api}) themselves. The WebSocket keeps the inherited handler.

Every request is one request in the logs and metrics (request id, operation, client address)
and may carry `Signoria-Consistency: <position>`: it is served once the read models have
processed that position (a write's, in any process), else answers `consistency_timeout`. A
response to a request that wrote carries `Signoria-Position: <position>`."""
from __future__ import annotations

import json
import re
import secrets
import time

import msgspec
from cross_web import HTTPException as BadRequest
from graphql import GraphQLError, OperationDefinitionNode, OperationType
from litestar import Request, Response, get, post
from strawberry.schema.exceptions import CannotGetOperationTypeError, InvalidOperationTypeError
from strawberry.types.graphql import OperationType as StrawberryOperation

from api import board_rows, compression, http_cache, response_cache
from api import graphql_http as spec
from api import metrics as api_metrics
from api.context import WRITTEN, ApiState, run
from api.errors import HTTP_CODES, ApiError
from api.limits import Limits
from api.persisted import Documents, PersistedError
from api.requests import (
    CheckedTransportWSHandler,
    decode_message,
    parse_body,
    refuse_subscription,
)
from api.schema import _parse as cached_parse
from api.schema.shared import next_message
from domain.shared.i18n import negotiate
from infra.game_service.errors import RETRY_AFTER_S
from infra.logs import context as log_context
from infra.metrics import labelled

CONSISTENCY_HEADER = "signoria-consistency"
CONSISTENCY_TIMEOUT = 5.0  # seconds a request may wait for its consistency position
_REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
QUERY_ONLY = {StrawberryOperation.QUERY}
QUERY_OR_MUTATION = {StrawberryOperation.QUERY, StrawberryOperation.MUTATION}


def lean(limits: Limits, base: type, operations: api_metrics.Operations,
         documents: Documents) -> type:
    answers = response_cache.Answers()

    class GraphQLController(base):
        graphql_transport_ws_handler_class = CheckedTransportWSHandler

        def parse_json(self, data: str | bytes) -> dict:
            return parse_body(data)

        def decode_json(self, data: str | bytes) -> object:
            return decode_message(data)

        @get(opt={compression.SKIP: True})  # (answers compressed here: _answer)
        async def handle_http_get(self, request: Request) -> Response:
            params = request.query_params
            if params.get("query") is None and params.get("extensions") is None \
                    and self.should_render_graphql_ide(request):
                return await self.render_graphql_ide(request)
            return await self._handle(request, "GET")

        @post(status_code=200, opt={compression.SKIP: True})
        async def handle_http_post(self, request: Request) -> Response:
            return await self._handle(request, "POST")

        async def _handle(self, request: Request, method: str) -> Response:
            started = time.perf_counter()
            state: ApiState = request.app.state.api
            media = spec.media_type(request.headers.get("accept"))
            rid = _request_id(request)
            kind, name = "unknown", "other"
            try:
                if not state.readiness.ready:
                    raise NotReady(state.readiness.problems)
                if method == "GET":
                    data = spec.read_get(request.query_params, request.headers)
                else:
                    data = spec.read_post(request.headers.get("content-type"),
                                          await request.body())
                data = documents.resolve(data)
                kind, name = operations.of_query(data["query"])
                with log_context(request_id=rid, operation=f"{kind} {name}",
                                 client=state.client_address(request)):
                    response = await self._serve(request, state, kind, data, method, media)
            except BadRequest as e:
                code = HTTP_CODES.get(e.status_code, "bad_request")
                response = _error(e.reason, code, e.status_code, media)
                if e.status_code == 405:
                    response.headers["Allow"] = "POST"
            except PersistedError as e:
                response = _error(e.message, e.code, spec.status_of(media, True), media)
            except NotReady as e:
                body = spec.error_body(str(e), "unavailable")
                body["errors"][0]["extensions"]["retryAfter"] = RETRY_AFTER_S
                response = Response(json.dumps(body).encode(), status_code=503, media_type=media,
                                    headers={"Retry-After": f"{RETRY_AFTER_S:g}"})
            response.headers["X-Request-Id"] = rid
            response.headers.setdefault("Cache-Control", http_cache.PRIVATE)
            labelled(api_metrics.REQUESTS, kind, name, str(response.status_code)).inc()
            labelled(api_metrics.REQUEST_SECONDS, kind, name).observe(
                time.perf_counter() - started)
            return response

        async def _serve(self, request: Request, state: ApiState, kind: str, data: dict,
                         method: str, media: str) -> Response:
            header = request.headers.get(CONSISTENCY_HEADER)
            if header is not None:
                failed = await _wait_consistent(state, header, media)
                if failed is not None:
                    return failed
            # only queries may be kept: a mutation is not even parsed for it
            cached = await self._cached(request, state, data) if kind == "query" else None
            if cached is not None and cached[1] is not None:
                return _answer(request, method, media, cached[1], 200)
            written = [0]
            token = WRITTEN.set(written)
            reads = http_cache.Reads()
            noted = http_cache.READS.set(reads)
            rows = board_rows.ROWS.set(None if cached is None else cached[2])
            try:
                context = {"request": request, "response": Response({}), "api": state}
                result = await self._execute(data, context, method)
            finally:
                WRITTEN.reset(token)
                http_cache.READS.reset(noted)
                board_rows.ROWS.reset(rows)
            failed_request = spec.request_error(result)
            # no `data` for a request error (the spec); kept as null for application/json's
            # older clients
            keep_data = not failed_request or media == spec.JSON
            payload = {"data": result.data} if keep_data else {}
            if result.errors:
                payload["errors"] = [e.formatted for e in result.errors]
            body = encode_body(payload)
            if not failed_request:
                documents.keep(data)
            answer = response_cache.Answer(body)
            if not written[0] and not result.errors:
                document = cached_parse(data["query"], max_tokens=limits.max_tokens)
                answer.public = http_cache.cacheable(
                    reads, http_cache.roots(document, data.get("operationName"),
                                            data.get("variables")))
                if cached is not None:
                    answers.put(cached[0], answer)
            response = _answer(request, method, media, answer,
                               spec.status_of(media, failed_request))
            if written[0]:
                response.headers["Signoria-Position"] = str(written[0])
            return response

        async def _execute(self, data: dict, context: dict, method: str):
            try:
                document = cached_parse(data["query"], max_tokens=limits.max_tokens)
            except GraphQLError:
                document = None  # answered as a GraphQL syntax error by execute
            if document is not None:
                refuse_subscription(document, data.get("operationName"))
                if method == "GET" and _is_mutation(document, data.get("operationName")):
                    raise spec.MethodNotAllowed("Mutations run over POST, not GET")
            try:
                return await self.schema.execute(
                    data["query"], variable_values=data.get("variables"),
                    context_value=context, operation_name=data.get("operationName"),
                    allowed_operation_types=QUERY_ONLY if method == "GET"
                    else QUERY_OR_MUTATION, operation_extensions=data.get("extensions"))
            except CannotGetOperationTypeError as e:
                raise BadRequest(400, e.as_http_error_reason()) from e
            except InvalidOperationTypeError as e:
                raise BadRequest(400, e.as_http_error_reason(method)) from e

        async def _cached(self, request: Request, state: ApiState, data: dict):
            """(key, cached (answer, public) or None, the games' board rows read with their
            versions: api.board_rows) for a query whose answer can be kept
            (api.response_cache), else None."""
            try:
                document = cached_parse(data["query"], max_tokens=limits.max_tokens)
            except GraphQLError:
                return None
            variables = data.get("variables")
            ids = response_cache.plan(document, data.get("operationName"),
                                      variables if isinstance(variables, dict) else None)
            if not ids:
                return None
            try:
                for gid in ids:  # this process's own writes count at once, as the resolvers
                    await state.caught_up(gid)
                boards = response_cache.board_ids(document, data.get("operationName"), ids)
                got = state.read.versions_and_boards_now(ids, boards)
                if got is None:  # (PostgreSQL; SQLite busy this instant)
                    got = await run(state.read.versions_and_boards, ids, boards)
                versions, rows = got
            except Exception:  # noqa: BLE001 - no answer kept: the query runs (and says why)
                return None
            k = response_cache.key(data, request.headers.get("authorization"), versions,
                                   negotiate(request.headers.get("accept-language")))
            return k, answers.get(k), rows

        def encode_json(self, data: object) -> str | bytes:
            # a subscription event many subscribers share is encoded once (api.schema.shared)
            text = next_message(data)
            return text if text is not None else super().encode_json(data)

    GraphQLController.__name__ = GraphQLController.__qualname__ = base.__name__
    return GraphQLController


_ENCODE = msgspec.json.Encoder().encode


def encode_body(payload: dict) -> bytes:
    """An HTTP answer's JSON (UTF-8, compact), by msgspec's C encoder: a `game` answer with a
    client's full selection (7 kB) took json.dumps 0.18 ms of its first read, msgspec 0.02.
    Anything msgspec refuses (a lone surrogate a client sent, echoed in an error: json.dumps
    escapes it as ASCII) goes to json.dumps."""
    try:
        return _ENCODE(payload)
    except (TypeError, ValueError, msgspec.EncodeError):
        return json.dumps(payload, separators=(",", ":")).encode()


def _is_mutation(document, operation_name: str | None) -> bool:
    ops = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)
           and (operation_name is None or (d.name and d.name.value == operation_name))]
    return len(ops) == 1 and ops[0].operation == OperationType.MUTATION


def _credentials(request: Request) -> bool:
    return bool(request.headers.get("authorization") or request.headers.get("cookie"))


def _answer(request: Request, method: str, media: str, answer: response_cache.Answer,
            status: int) -> Response:
    """The answer, compressed as the request accepts (api.compression: the bytes kept with
    the answer when the coding is theirs), with its caching headers: public + ETag (304 when
    the client has it) for a GET without credentials whose answer a shared cache may keep,
    else private, no-store."""
    coding, wire = answer.wire(request.headers.get("accept-encoding"))
    headers = {"Vary": http_cache.VARY}
    if coding != compression.IDENTITY:
        headers["Content-Encoding"] = coding
    if not (answer.public and method == "GET" and not _credentials(request)):
        headers["Cache-Control"] = http_cache.PRIVATE
        return Response(wire, status_code=status, media_type=media, headers=headers)
    tag = http_cache.etag(answer.body, media, coding)
    headers.update({"Cache-Control": http_cache.PUBLIC, "ETag": tag})
    if http_cache.not_modified(request.headers.get("if-none-match"), tag):
        headers.pop("Content-Encoding", None)
        return Response(b"", status_code=304, media_type=media, headers=headers)
    return Response(wire, status_code=status, media_type=media, headers=headers)


class NotReady(Exception):
    """This process is not ready (api.readiness): another may serve the request."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("this server is not ready (" + "; ".join(problems or ["starting"])
                         + "); retry shortly")


def _error(message: str, code: str, status: int, media: str) -> Response:
    return Response(json.dumps(spec.error_body(message, code)).encode(), status_code=status,
                    media_type=media)


def _request_id(request: Request) -> str:
    """The caller's X-Request-Id when it is a plain short token, else a new one."""
    given = request.headers.get("x-request-id")
    if given and _REQUEST_ID.fullmatch(given):
        return given
    return secrets.token_hex(8)  # (a uuid4's hex cut to 16 digits cost 3x as much)


async def _wait_consistent(state: ApiState, header: str, media: str) -> Response | None:
    """None once the read models reached the header's position, else the error response."""
    text = header.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 18:
        return _error("Signoria-Consistency must be a position (a non-negative integer)",
                      "bad_consistency", 400, media)
    position = int(text)
    if state.read.changes.done >= position:
        api_metrics.CONSISTENCY_WAITS.labels("ready").inc()
        return None
    try:
        await state.consistent(position, CONSISTENCY_TIMEOUT)
    except ApiError as e:
        api_metrics.CONSISTENCY_WAITS.labels("timeout").inc()
        return _error(e.message, e.code, 200, media)
    api_metrics.CONSISTENCY_WAITS.labels("waited").inc()
    return None
