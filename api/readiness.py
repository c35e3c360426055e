"""Whether this process should be sent requests, checked once a second in a thread of its own:
not while its store is unreachable or the schema is not the one its code was written for (a
rolling deploy: a newer process migrated; api.ops_routes.readiness's `own_problems`). Then
/graphql answers 503 with Retry-After and changes nothing, so a front door's passive checks
route around it as an active probe would: open-source nginx has none, and marks a back-end
that answers 503 failed for `fail_timeout` (ops/deploy/nginx: `proxy_next_upstream http_503`,
`max_fails`). Read models lagging or stalled are reported by /health/ready but do not close the
gate: on PostgreSQL they are every process's, and refusing in all of them would turn late views
into no service at all (moves never wait for the read side). SIGNORIA_READY_GATE=0 turns the
gate off."""
from __future__ import annotations

import threading
from collections.abc import Callable

from projections import repeats

INTERVAL_S = 1.0


class Readiness:
    def __init__(self, check: Callable[[], dict], interval: float = INTERVAL_S) -> None:
        self._check = check
        self._interval = interval
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.ready = True
        self.problems: list[str] = []

    def refresh(self) -> None:
        try:
            body = self._check()
            problems = list(body["own_problems"])
            ready = not problems
        except Exception as e:  # noqa: BLE001 - an unreachable store: not ready
            repeats.report("readiness check failed", e)
            ready, problems = False, ["the store is unreachable"]
        self.ready, self.problems = ready, problems

    def start(self) -> Readiness:
        self.refresh()  # pending migrations or a lost store refuse the very first request
        self._thread = threading.Thread(target=self._run, name="signoria-readiness",
                                        daemon=True)
        self._thread.start()
        return self

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            self.refresh()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)


class AlwaysReady:
    """The gate turned off."""
    ready = True
    problems: list[str] = []

    def stop(self) -> None:
        pass
