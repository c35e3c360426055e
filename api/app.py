"""The app factory: Litestar serving the strawberry schema at /graphql (GraphiQL on GET from a
browser, HTTP POST, graphql-transport-ws WebSockets) and /health.

    app = create_app()                          # service + read models from infra.settings
    app = create_app(settings, service=svc, read=rm)   # tests: bring your own (not closed)

The app owns what it creates: on startup it starts the read models' projection runner
in-process; on shutdown it stops it and closes the service."""
from __future__ import annotations

import dataclasses
import logging
from datetime import timedelta

from litestar import Litestar, MediaType, Response, get
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.exceptions import HTTPException
from strawberry.litestar import make_graphql_controller

from api.context import ApiState, run
from api.fanout import Fanout
from api.limits import Limits
from api.schema import build_schema

log = logging.getLogger(__name__)


def create_app(settings=None, *, service=None, read=None, limits: Limits | None = None,
               start_projections: bool = True) -> Litestar:
    from infra.settings import load as load_settings

    settings = settings or load_settings()
    if limits is None:
        limits = Limits(rate_per_second=float(settings.rate_limit))
    owned: list = []

    def startup(app: Litestar) -> None:
        svc, rm = service, read
        if svc is None:
            from infra.service import GameService

            svc = GameService(settings)
            owned.append(svc)
        if rm is None:
            from projections.read import ReadModels

            rm = ReadModels(settings)
            owned.append(rm)
        if start_projections:
            rm.start()
        state = ApiState(service=svc, read=rm, limits=limits)
        state.fanout = Fanout(rm.changes)
        app.state.api = state

    def shutdown(app: Litestar) -> None:
        state: ApiState | None = getattr(app.state, "api", None)
        if state is not None:
            state.fanout.stop()
        for thing in reversed(owned):
            try:
                thing.close()
            except Exception:  # noqa: BLE001 - close the rest anyway
                log.exception("closing %s failed", type(thing).__name__)
        owned.clear()

    async def context_getter(state: State) -> dict:
        return {"api": state.api}

    controller = make_graphql_controller(
        build_schema(limits), path="/graphql", graphql_ide="graphiql",
        allow_queries_via_get=False, context_getter=context_getter,
        max_subscriptions_per_connection=limits.max_subscriptions,
        allowed_origins=list(settings.allowed_origins),
        connection_init_wait_timeout=timedelta(seconds=10))

    @get("/health", media_type=MediaType.JSON)
    async def health(state: State) -> Response:
        api_state: ApiState = state.api
        try:
            position = await run(api_state.read.position)
            written = await run(api_state.service.position)
        except Exception:  # noqa: BLE001 - report unhealthy without details
            log.exception("health check failed")
            return Response({"status": "unavailable"}, status_code=503)
        return Response({"status": "ok", "backend": settings.backend,
                         "position": written, "projected": position,
                         "lag": max(0, written - position)})

    def clean_errors(_request, exc: Exception) -> Response:
        if isinstance(exc, HTTPException):
            return Response({"errors": [{"message": exc.detail}]},
                            status_code=exc.status_code)
        log.exception("unhandled error")
        return Response({"errors": [{"message": "Unexpected error."}]}, status_code=500)

    cors = CORSConfig(allow_origins=list(settings.allowed_origins),
                      allow_headers=["Authorization", "Content-Type"],
                      allow_methods=["GET", "POST", "OPTIONS"]) \
        if settings.allowed_origins else None
    return Litestar(
        route_handlers=[controller, health], on_startup=[startup], on_shutdown=[shutdown],
        cors_config=cors, request_max_body_size=limits.max_body_bytes,
        exception_handlers={Exception: clean_errors}, debug=False)


def limits_with(**changes) -> Limits:
    return dataclasses.replace(Limits(), **changes)
