"""Operator routes: /metrics (Prometheus text), /health/live (the process answers) and
/health/ready (503 while migrations are pending, the store is unreachable, or the read models
lag more than SIGNORIA_READY_MAX_LAG notifications behind the event store). /health keeps its
old answer (api.app)."""
from __future__ import annotations

import logging

from litestar import MediaType, Response, get
from litestar.datastructures import State
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from api.context import ApiState, run

log = logging.getLogger(__name__)


def routes(settings) -> list:
    @get("/metrics", media_type=CONTENT_TYPE_LATEST, sync_to_thread=False)
    def metrics() -> Response:
        return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST)

    @get("/health/live", media_type=MediaType.JSON)
    async def live() -> Response:
        return Response({"status": "ok"})

    @get("/health/ready", media_type=MediaType.JSON)
    async def ready(state: State) -> Response:
        api_state: ApiState = state.api
        try:
            body = await run(_readiness, api_state, settings)
        except Exception:  # noqa: BLE001 - report unready without details
            log.exception("readiness check failed")
            return Response({"status": "unavailable"}, status_code=503)
        return Response(body, status_code=200 if body["status"] == "ok" else 503)

    return [metrics, live, ready]


def _readiness(api_state: ApiState, settings) -> dict:
    from infra import migrate

    version = migrate.current_version(settings)
    written = api_state.service.position()
    projected = api_state.read.position()
    lag = max(0, written - projected)
    problems = []
    if version != migrate.LATEST:
        problems.append(f"schema version {version}, expected {migrate.LATEST}")
    if lag > settings.ready_max_lag:
        problems.append(f"read models {lag} notifications behind")
    return {"status": "unavailable" if problems else "ok", "problems": problems,
            "schema_version": version, "position": written, "projected": projected,
            "lag": lag}
