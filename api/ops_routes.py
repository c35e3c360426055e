"""Operator routes: /metrics (Prometheus text), /health/live (the process answers) and
/health/ready (503 while migrations are pending, the store is unreachable, the read models
lag more than SIGNORIA_READY_MAX_LAG notifications behind the event store or have not
advanced for STALL_SECONDS while behind, or this process's projection runner is failing). /health keeps its
old answer (api.app)."""
from __future__ import annotations

import logging
import time

from litestar import MediaType, Response, get
from litestar.datastructures import State
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from api.context import ApiState, run
from projections import repeats

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
            body = await run(readiness, api_state, settings)
        except Exception as e:  # noqa: BLE001 - report unready without details
            repeats.report("readiness check failed", e)
            return Response({"status": "unavailable"}, status_code=503)
        return Response(body, status_code=200 if body["status"] == "ok" else 503)

    return [metrics, live, ready]


STALL_SECONDS = 10.0


class Progress:
    """How long the read models have been behind without advancing (a stuck runner, in any
    process: the lag alone may stay under the limit for ever), and the schema version last
    read (the gate's checks every second read it only every SCHEMA_EVERY seconds: it opens a
    connection of its own)."""

    def __init__(self) -> None:
        self._position = -1
        self._since = time.monotonic()
        self._schema: tuple[float, int] | None = None  # (read at, version)

    def schema_version(self, settings, max_age: float) -> int:
        from infra.storage import migrate

        now = time.monotonic()
        if self._schema is None or now - self._schema[0] >= max_age:
            self._schema = (now, migrate.current_version(settings))
        return self._schema[1]

    def stalled(self, projected: int, lag: int) -> float:
        """Seconds behind without progress, once that passes STALL_SECONDS (else 0)."""
        now = time.monotonic()
        if lag == 0 or projected != self._position:
            self._position, self._since = projected, now
            return 0.0
        waited = now - self._since
        return waited if waited >= STALL_SECONDS else 0.0


SCHEMA_EVERY = 5.0


def readiness(api_state: ApiState, settings, schema_age: float = 0.0) -> dict:
    """What /health/ready answers (the schema version read afresh unless `schema_age`)."""
    from infra.storage import migrate

    version = api_state.read_progress.schema_version(settings, schema_age)
    written = api_state.service.position()
    projected = api_state.read.position()
    lag = max(0, written - projected)
    problems = []
    if version != migrate.LATEST:
        problems.append(f"schema version {version}, expected {migrate.LATEST}")
    # what is this process's own: another process (its code matching the schema) may serve;
    # the rest is the whole deployment's (the read models are shared on PostgreSQL)
    own = list(problems)
    if lag > settings.ready_max_lag:
        problems.append(f"read models {lag} notifications behind")
    stalled = api_state.read_progress.stalled(projected, lag)
    if stalled:
        problems.append(f"read models {lag} notifications behind, not advancing for "
                        f"{stalled:.0f}s")
    runner = api_state.read.runner
    if runner is not None and runner.error is not None:
        problems.append(f"projection runner failing ({type(runner.error).__name__})")
    return {"status": "unavailable" if problems else "ok", "problems": problems,
            "own_problems": own, "schema_version": version, "position": written,
            "projected": projected, "lag": lag}
