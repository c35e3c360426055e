"""The app factory: Litestar serving the strawberry schema at /graphql (GraphiQL on GET from a
browser, HTTP POST, graphql-transport-ws WebSockets), /health, and the operator routes
/metrics, /health/live, /health/ready (api.ops_routes).

    app = create_app()                          # service + read models from infra.settings
    app = create_app(settings, service=svc, read=rm)   # tests: bring your own (not closed)
    app = serve_app()                           # `signoria serve`: create_app() + GC tuning

The app owns what it creates: on startup it starts the read models' projection runner
in-process (unless SIGNORIA_PROJECTIONS=0 / `serve --projections off`); on shutdown it stops
it and closes the service.

Every POST is one request in the logs and metrics (request id, operation, client address) and
may carry `Signoria-Consistency: <position>`: it is served once the read models have processed
that position (a write's, in any process), else answers the error `consistency_timeout`.
A response to a request that wrote carries `Signoria-Position: <position>`."""
from __future__ import annotations

import dataclasses
import gc
import logging
import re
import time
import uuid
from contextvars import ContextVar
from datetime import timedelta

from graphql import GraphQLError
from litestar import Litestar, MediaType, Request, Response, get, post
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.exceptions import HTTPException
from strawberry.litestar import make_graphql_controller

from api import metrics as api_metrics
from api import response_cache
from api.context import WRITTEN, ApiState, run
from api.disconnects import quiet_disconnects
from api.errors import INTERNAL_ERROR, MASKED_MESSAGE, ApiError
from api.fanout import Fanout
from api.limits import Limits
from api.ops_routes import Progress
from api.ops_routes import routes as ops_routes
from api.presence import Presence
from api.requests import (
    BadRequest,
    CheckedTransportWSHandler,
    decode_message,
    parse_body,
    refuse_subscription,
)
from api.schema import _parse as cached_parse
from api.schema import build_schema
from api.schema.shared import next_message
from api.web_routes import web_routes, with_offline_graphiql
from domain.shared.i18n import negotiate
from infra.game_service.errors import RETRY_AFTER_S, unavailable
from infra.logs import context as log_context
from projections import repeats

FAILED: ContextVar[list] = ContextVar("signoria_answer_failed")  # errors in this answer?

log = logging.getLogger(__name__)
CONSISTENCY_HEADER = "signoria-consistency"
CONSISTENCY_TIMEOUT = 5.0  # seconds a request may wait for its consistency position
_REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
# the code of an HTTP error answer (docs/api.md, "Errors"); other 4xx are bad_request
HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "request_too_large"}


def serve_app() -> Litestar:
    """The app `signoria serve` runs: `create_app()` for a process of its own (tunes the
    process-wide garbage collector once started, see `_tune_gc`)."""
    return create_app(tune_gc=True)


def _tune_gc() -> None:
    """Garbage-collector settings for a long-running server process.

    The server keeps many objects alive (aggregate and projection caches of game states,
    the schema, the catalogue) and makes many more per request, so CPython's full
    collections (every 10th second-generation collection by default) walk a big heap: ~100 ms
    pauses, about a tenth of the CPU under load. Here what exists once started (modules,
    schema, catalogue) is frozen out of the collector's walks and a full collection runs at
    most every 100th second-generation collection; the young generations are unchanged (their
    cost is proportional to allocations). Cyclic garbage is still collected, later."""
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, 100)


def create_app(settings=None, *, service=None, read=None, limits: Limits | None = None,
               start_projections: bool = True, tune_gc: bool = False) -> Litestar:
    from infra.settings import load as load_settings

    settings = settings or load_settings()
    if limits is None:
        rate = float(settings.rate_limit)  # 0 turns every rate limit off
        limits = Limits(rate_per_second=rate, auth_per_second=rate and Limits.auth_per_second)
    owned: list = []

    def startup(app: Litestar) -> None:
        svc, rm = service, read
        if svc is None:
            from infra.game_service.service import GameService

            svc = GameService(settings)
            owned.append(svc)
        if rm is None:
            from projections.read import ReadModels

            rm = ReadModels(settings)
            owned.append(rm)
        if start_projections and settings.run_projections:
            rm.start()
        state = ApiState(service=svc, read=rm, limits=limits,
                         trusted_proxies=tuple(settings.trusted_proxies))
        state.fanout = Fanout(rm.changes)
        state.presence = Presence(rm, heartbeat=settings.presence_heartbeat)
        state.read_progress = Progress()
        app.state.api = state
        from infra import metrics

        metrics.watch(service=svc, read=rm,
                      duty_runner=svc.bots if svc.bots.running else None)
        api_metrics.SUBSCRIPTIONS.set_function(state.fanout.count)
        if tune_gc:
            _tune_gc()

    def shutdown(app: Litestar) -> None:
        state: ApiState | None = getattr(app.state, "api", None)
        if state is not None:
            state.fanout.stop()
            state.presence.close()
            state.close()  # commands under way finish before the service closes
        for thing in reversed(owned):
            try:
                thing.close()
            except Exception:  # noqa: BLE001 - close the rest anyway
                log.exception("closing %s failed", type(thing).__name__)
        owned.clear()

    async def context_getter(state: State) -> dict:
        return {"api": state.api}

    quiet_disconnects()
    schema = build_schema(limits)
    controller = with_offline_graphiql(_lean(limits, make_graphql_controller(
        schema, path="/graphql", graphql_ide="graphiql",
        allow_queries_via_get=False, context_getter=context_getter,
        max_subscriptions_per_connection=limits.max_subscriptions,
        allowed_origins=list(settings.allowed_origins),
        connection_init_wait_timeout=timedelta(seconds=10)), api_metrics.Operations(schema)))

    @get("/health", media_type=MediaType.JSON)
    async def health(state: State) -> Response:
        api_state: ApiState = state.api
        try:
            position = await run(api_state.read.position)
            written = await run(api_state.service.position)
        except Exception as e:  # noqa: BLE001 - report unhealthy without details
            repeats.report("health check failed", e)
            return Response({"status": "unavailable"}, status_code=503)
        return Response({"status": "ok", "backend": settings.backend,
                         "position": written, "projected": position,
                         "lag": max(0, written - position)})

    def clean_errors(_request, exc: Exception) -> Response:
        if isinstance(exc, HTTPException):
            code = HTTP_CODES.get(exc.status_code, "bad_request")
            return Response({"errors": [{"message": exc.detail, "extensions": {"code": code}}]},
                            status_code=exc.status_code)
        if unavailable(exc):
            repeats.report("database unavailable", exc)
            return Response({"errors": [{"message": "the database is unavailable; retry "
                                         "shortly", "extensions": {
                                             "code": "unavailable",
                                             "retryAfter": RETRY_AFTER_S}}]},
                            status_code=503, headers={"Retry-After": "1"})
        log.exception("unhandled error")
        return Response({"errors": [{"message": MASKED_MESSAGE,
                                     "extensions": {"code": INTERNAL_ERROR}}]},
                        status_code=500)

    cors = CORSConfig(allow_origins=list(settings.allowed_origins),
                      allow_headers=["Authorization", "Content-Type", "Signoria-Consistency",
                                     "X-Request-Id"],
                      expose_headers=["Signoria-Position", "X-Request-Id"],
                      allow_methods=["GET", "POST", "OPTIONS"]) \
        if settings.allowed_origins else None
    return Litestar(
        route_handlers=[controller, health, *ops_routes(settings), *web_routes()],
        on_startup=[startup], on_shutdown=[shutdown], cors_config=cors,
        request_max_body_size=limits.max_body_bytes,
        # answers over ~1 KB (GraphQL JSON, the client's files) go brotli, else gzip, when
        # accepted: a replay step's JSON shrinks about tenfold
        compression_config=CompressionConfig(backend="brotli", brotli_gzip_fallback=True,
                                             minimum_size=1024, gzip_compress_level=6),
        exception_handlers={Exception: clean_errors}, debug=False,
        middleware=[api_metrics.WebSocketCounter],
        logging_config=None)  # the process's logging is infra.logs' (JSON lines), not Litestar's


def _request_id(request: Request) -> str:
    """The caller's X-Request-Id when it is a plain short token, else a new one."""
    given = request.headers.get("x-request-id")
    if given and _REQUEST_ID.fullmatch(given):
        return given
    return uuid.uuid4().hex[:16]


def _consistency_error(code: str, message: str, status: int) -> Response:
    return Response({"errors": [{"message": message, "extensions": {"code": code}}]},
                    status_code=status)


def _lean(limits: Limits, base: type, operations: api_metrics.Operations) -> type:
    """strawberry's Litestar controller, with a cheaper POST (every query and mutation).

    Its POST handler takes four injected dependencies, among them a sync `response` factory that
    Litestar runs in a worker thread, resolved in an anyio task group: a thread round trip and
    a task group per request, for an empty Response. Here the handler builds the same
    context ({request, response, api}) itself; the GraphQL handling is strawberry's own
    (`run`), unchanged. GET (GraphiQL) and WebSocket keep the inherited handlers.

    And its `encode_json` reuses the JSON of subscription results shared between subscribers;
    request bodies and WebSocket messages are checked first (api.requests)."""

    answers = response_cache.Answers()

    class GraphQLController(base):
        graphql_transport_ws_handler_class = CheckedTransportWSHandler

        def parse_json(self, data: str | bytes) -> dict:
            return parse_body(data)

        def decode_json(self, data: str | bytes) -> object:
            return decode_message(data)

        async def execute_request(self, request, context, root_value):
            try:
                return await self.run(request, context=context, root_value=root_value)
            except BadRequest as e:  # a GraphQL-shaped JSON error, as clients expect
                return Response({"errors": [{"message": e.reason,
                                             "extensions": {"code": "bad_request"}}]},
                                status_code=e.status_code)

        async def parse_http_body(self, request):
            data = await super().parse_http_body(request)
            if not isinstance(data, list) and data.query:
                try:  # the same cached parse the operation gets (api.schema)
                    document = cached_parse(data.query, max_tokens=limits.max_tokens)
                except GraphQLError:
                    return data  # answered as a GraphQL syntax error
                refuse_subscription(document, data.operation_name)
            return data

        @post(status_code=200)
        async def handle_http_post(self, request: Request) -> Response:
            started = time.perf_counter()
            state: ApiState = request.app.state.api
            kind, name = operations.of(await request.body())
            rid = _request_id(request)
            with log_context(request_id=rid, operation=f"{kind} {name}",
                             client=state.client_address(request)):
                response = await self._serve(request, state, kind)
            response.headers["X-Request-Id"] = rid
            api_metrics.REQUESTS.labels(kind, name, str(response.status_code)).inc()
            api_metrics.REQUEST_SECONDS.labels(kind, name).observe(
                time.perf_counter() - started)
            return response

        async def _serve(self, request: Request, state: ApiState, kind: str) -> Response:
            header = request.headers.get(CONSISTENCY_HEADER)
            if header is not None:
                failed = await _wait_consistent(state, header)
                if failed is not None:
                    return failed
            # only queries may be kept: a mutation is not even parsed for it
            cached = await self._cached(request, state) if kind == "query" else None
            if cached is not None and cached[1] is not None:
                return Response(cached[1], media_type=MediaType.JSON)
            written = [0]
            token = WRITTEN.set(written)
            failed = [False]
            errors = FAILED.set(failed)
            try:
                sub = Response({})
                request.scope["signoria.sub_response"] = sub
                context = {"request": request, "response": sub, "api": state}
                response = await self.execute_request(request=request, context=context,
                                                      root_value=None)
            finally:
                WRITTEN.reset(token)
                FAILED.reset(errors)
            if written[0]:
                response.headers["Signoria-Position"] = str(written[0])
            elif cached is not None and not failed[0] and response.status_code == 200 \
                    and isinstance(response.content, bytes):
                answers.put(cached[0], response.content)
            return response

        async def _cached(self, request: Request, state: ApiState):
            """(key, cached answer or None) for a query whose answer can be kept
            (api.response_cache), else None."""
            try:
                body = parse_body(await request.body())
                query = body.get("query")
                if not isinstance(query, str):
                    return None
                document = cached_parse(query, max_tokens=limits.max_tokens)
            except (BadRequest, GraphQLError):
                return None
            variables = body.get("variables")
            ids = response_cache.plan(document, body.get("operationName"),
                                      variables if isinstance(variables, dict) else None)
            if not ids:
                return None
            try:
                for gid in ids:  # this process's own writes count at once, as the resolvers
                    await state.caught_up(gid)
                versions = await run(state.read.versions, ids)
            except Exception:  # noqa: BLE001 - no answer kept: the query runs (and says why)
                return None
            k = response_cache.key(body, request.headers.get("authorization"), versions,
                                   negotiate(request.headers.get("accept-language")))
            return k, answers.get(k)

        async def get_sub_response(self, request: Request) -> Response:
            return request.scope.get("signoria.sub_response") or Response({})

        def encode_json(self, data: object) -> str | bytes:
            if isinstance(data, dict) and data.get("errors"):
                flag = FAILED.get(None)
                if flag is not None:  # an answer with errors is never kept
                    flag[0] = True
            # a subscription event many subscribers share is encoded once (api.schema.shared)
            text = next_message(data)
            return text if text is not None else super().encode_json(data)

    GraphQLController.__name__ = GraphQLController.__qualname__ = base.__name__
    return GraphQLController


async def _wait_consistent(state: ApiState, header: str) -> Response | None:
    """None once the read models reached the header's position, else the error response."""
    text = header.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 18:
        return _consistency_error("bad_consistency", "Signoria-Consistency must be a "
                                  "position (a non-negative integer)", 400)
    position = int(text)
    if state.read.changes.done >= position:
        api_metrics.CONSISTENCY_WAITS.labels("ready").inc()
        return None
    try:
        await state.consistent(position, CONSISTENCY_TIMEOUT)
    except ApiError as e:
        api_metrics.CONSISTENCY_WAITS.labels("timeout").inc()
        return _consistency_error(e.code, e.message, 200)
    api_metrics.CONSISTENCY_WAITS.labels("waited").inc()
    return None


def limits_with(**changes) -> Limits:
    return dataclasses.replace(Limits(), **changes)
