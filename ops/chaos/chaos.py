"""The disruptions: every `every` seconds SIGKILL a random process of the cluster and start it
again (ops/launch.py), or, at the ticks chosen for it, crash the PostgreSQL cluster itself
(`pg_ctl stop -m immediate`) and start it again a few seconds later. Each disruption is kept
as (what, start, end) in epoch seconds: the audit tells duties that fell due meanwhile from
the others."""
from __future__ import annotations

import random
import threading
import time


class Chaos(threading.Thread):
    def __init__(self, cluster, stop: threading.Event, *, every: float, seconds: float,
                 pg=None, pg_crashes: int = 0, pg_down: float = 5.0, seed: int = 0) -> None:
        super().__init__(daemon=True, name="chaos")
        self.cluster, self.stop, self.every, self.pg, self.pg_down = (cluster, stop, every, pg,
                                                                       pg_down)
        self.rng = random.Random(seed)
        # the database crashes at evenly spread moments of the run
        self.pg_at = [seconds * (i + 1) / (pg_crashes + 1) for i in range(pg_crashes)] \
            if pg is not None else []
        self.events: list[tuple[str, float, float]] = []
        self.errors: list[str] = []

    def run(self) -> None:
        began = time.monotonic()
        # on a grid of `every` s from the start: a slot a slow restart overran is skipped
        while not self.stop.wait(self.every - (time.monotonic() - began) % self.every):
            start = time.time()
            try:
                if self.pg_at and time.monotonic() - began >= self.pg_at[0] - self.every / 2:
                    self.pg_at.pop(0)
                    what = "postgresql"
                    self.pg.crash()
                    time.sleep(self.pg_down)
                    self.pg.start()
                else:
                    what = self.rng.choice(sorted(self.cluster.procs))
                    self.cluster.kill(what)
                    self.cluster.restart(what, wait=False)
                    self.cluster.wait_ready(what, 120)
            except Exception as e:  # noqa: BLE001 - reported; the run goes on
                self.errors.append(f"{what}: {e!r}"[:500])
            self.events.append((what, start, time.time()))
