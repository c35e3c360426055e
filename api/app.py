"""The app factory: Litestar serving the strawberry schema at /graphql (GraphiQL on GET from a
browser, queries over GET, queries and mutations over POST: api.controller; graphql-transport-ws
WebSockets), /health, and the operator routes /metrics, /health/live, /health/ready
(api.ops_routes).

    app = create_app()                          # service + read models from infra.settings
    app = create_app(settings, service=svc, read=rm)   # tests: bring your own (not closed)
    app = serve_app()                           # `signoria serve`: create_app() + GC tuning

The app owns what it creates: on startup it starts the read models' projection runner
in-process (unless SIGNORIA_PROJECTIONS=0 / `serve --projections off`); on shutdown it stops
it and closes the service.
"""
from __future__ import annotations

import dataclasses
import gc
import logging
from datetime import timedelta

from litestar import Litestar, MediaType, Response, get
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.exceptions import HTTPException
from strawberry.litestar import make_graphql_controller

from api import compression
from api import metrics as api_metrics
from api.context import ApiState, run
from api.controller import lean
from api.disconnects import quiet_disconnects
from api.errors import HTTP_CODES, INTERNAL_ERROR, MASKED_MESSAGE
from api.fanout import Fanout
from api.limits import Limits
from api.ops_routes import SCHEMA_EVERY, Progress, readiness
from api.ops_routes import routes as ops_routes
from api.persisted import Documents
from api.presence import Presence
from api.readiness import AlwaysReady, Readiness
from api.schema import build_schema
from api.web_routes import web_routes, with_offline_graphiql
from infra.game_service.errors import RETRY_AFTER_S, unavailable
from projections import repeats
from projections.runner import GC_FULL, GC_YOUNG

log = logging.getLogger(__name__)


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
    most every 100th second-generation collection. The youngest generation is collected every
    20,000 allocations, not 700: a request's objects (about 80 of them in reference cycles, in
    graphql-core's execution, Litestar's request and uvicorn's cycle) then mostly die before a
    collection instead of being promoted and walked again in the older generations; garbage
    collection fell from about 10 % to 5 % of a move's CPU (api_bench, gc callbacks; 50,000
    saved no more). Cyclic garbage is still collected, a little later: at most a few dozen
    requests' worth is waiting at any time (the soak's memory ceiling is close). A request
    now makes no reference cycles (api.schema.shared `_release`), so the young collections
    are rare: they find the caches' new entries, not a request's leftovers."""
    gc.collect()
    gc.freeze()
    _, middle, _ = gc.get_threshold()
    gc.set_threshold(GC_YOUNG, middle, GC_FULL)


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
        state.readiness = Readiness(
            lambda: readiness(state, settings, schema_age=SCHEMA_EVERY)).start() \
            if settings.ready_gate else AlwaysReady()
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
            state.readiness.stop()
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
    documents = Documents(settings.persisted_queries)
    controller = with_offline_graphiql(lean(limits, make_graphql_controller(
        schema, path="/graphql", graphql_ide="graphiql",
        allow_queries_via_get=True, context_getter=context_getter,
        max_subscriptions_per_connection=limits.max_subscriptions,
        allowed_origins=list(settings.allowed_origins),
        connection_init_wait_timeout=timedelta(seconds=10)), api_metrics.Operations(schema),
        documents))

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
                                     "X-Request-Id", "GraphQL-Require-Preflight"],
                      expose_headers=["Signoria-Position", "X-Request-Id", "ETag"],
                      allow_methods=["GET", "POST", "OPTIONS"]) \
        if settings.allowed_origins else None
    return Litestar(
        route_handlers=[controller, health, *ops_routes(settings), *web_routes()],
        on_startup=[startup], on_shutdown=[shutdown], cors_config=cors,
        request_max_body_size=limits.max_body_bytes,
        # answers over 1 KB brotli, else gzip, when accepted, at api.compression's levels;
        # not on routes that compress their own (compression.SKIP: the GraphQL controller's
        # answers, the client's built files)
        compression_config=CompressionConfig(
            backend="brotli", brotli_gzip_fallback=True, minimum_size=compression.MIN_BYTES,
            gzip_compress_level=compression.GZIP_LEVEL,
            brotli_quality=compression.BROTLI_QUALITY, brotli_lgwin=compression.BROTLI_LGWIN,
            exclude_opt_key=compression.SKIP),
        exception_handlers={Exception: clean_errors}, debug=False,
        middleware=[api_metrics.WebSocketCounter],
        logging_config=None)  # the process's logging is infra.logs' (JSON lines), not Litestar's


def limits_with(**changes) -> Limits:
    return dataclasses.replace(Limits(), **changes)
