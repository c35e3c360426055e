"""Running the projections: read a batch of the notification log, apply it to each projection
that has not processed it, commit the projections' view changes with their tracking records
in one transaction, then publish a change signal per game touched.

Exactly once and resumable: a projection's position is its tracking record; a batch that
fails rolls back and the projections' in-memory caches are dropped. Two runners on one
database cannot both commit a batch (the library's tracking insert refuses a position that
is not ahead: IntegrityError), the loser reloads its positions.

Following the log: SQLite polls (its recorder has no subscription); PostgreSQL LISTENs on the
event store's channel (the write side NOTIFYs on every insert) and polls as a fallback.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from eventsourcing.persistence import IntegrityError

from projections.base import Context
from projections.config import POSTGRES_EVENTS_TABLE
from projections.source import EventSource

log = logging.getLogger(__name__)
BATCH = 1000
COALESCE = 0.01  # seconds to wait after a partial batch


class Runner:
    def __init__(self, config, store, projections, *,
                 publish: Callable[[list[tuple[str, int]]], None] | None = None,
                 poll_interval: float = 0.05, batch_size: int = BATCH) -> None:
        self.config = config
        self.store = store
        self.projections = list(projections)
        self.publish = publish
        self.poll_interval = poll_interval
        self.batch_size = batch_size
        self.source = EventSource(config)
        self.ctx = Context(self.source.game)
        self.positions = {p.name: store.position_of(p.name) for p in self.projections}
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._processed = threading.Condition()
        self._thread: threading.Thread | None = None
        self._listener: threading.Thread | None = None
        self.error: BaseException | None = None

    # -- one step -------------------------------------------------------------------------------

    def run_once(self) -> int:
        """Process one batch; the number of notifications read (0: caught up)."""
        start = min(self.positions.values(), default=0)
        records, last = self.source.batch(start, self.batch_size)
        if last == start:
            return 0
        due = [p for p in self.projections if self.positions[p.name] < last]
        try:
            # every projection's view changes and tracking record in ONE transaction: one
            # commit per batch instead of one per projection (each is still all or nothing)
            with self.store.transaction() as cur:
                for p in due:
                    done = self.positions[p.name]
                    todo = records if done <= start else [r for r in records
                                                          if r.position > done]
                    p.apply(cur, todo, self.ctx)
                    self.store.track(cur, p.name, last)
        except IntegrityError:  # another runner got there first: nothing of ours is stored
            for p in due:
                p.reset()
                self.positions[p.name] = self.store.position_of(p.name)
            return last - start
        except BaseException:
            for p in due:
                p.reset()
            raise
        for p in due:
            self.positions[p.name] = last
        touched: dict[str, int] = {}
        for r in records:
            touched[r.game_id] = r.position
        with self._processed:
            self._processed.notify_all()
        if self.publish is not None and touched:
            done = min(self.positions.values())
            try:
                self.publish([(g, pos) for g, pos in touched.items() if pos <= done])
            except Exception:  # noqa: BLE001 - a lost signal must not stop the projections
                log.exception("publishing change signals failed")
        return last - start

    def catch_up(self, progress: Callable[[int, int], None] | None = None) -> int:
        """Process until the log's end as seen at the start; returns notifications read."""
        head = self.source.max_position()
        total = 0
        while min(self.positions.values(), default=head) < head:
            n = self.run_once()
            if n == 0:
                break
            total += n
            if progress is not None:
                progress(min(self.positions.values()), head)
        return total

    def position(self) -> int:
        return min(self.positions.values(), default=0)

    # -- following ------------------------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._loop, name="projections", daemon=True)
        self._thread.start()
        if self.config.postgres is not None:
            self._listener = threading.Thread(target=self._listen, name="projections-listen",
                                              daemon=True)
            self._listener.start()

    def run_forever(self) -> None:
        self._loop()

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                n = self.run_once()
            except Exception as e:  # noqa: BLE001 - keep following; the batch is retried
                self.error = e
                log.exception("projection batch failed; retrying")
                self._stop.wait(1.0)
                continue
            if n == 0:
                self._wake.wait(self.poll_interval)
                self._wake.clear()
            elif n < self.batch_size:
                # under a steady stream of commands, let a few more arrive so that a busy
                # game's views are rebuilt once per batch instead of once per command
                self._stop.wait(COALESCE)

    def _listen(self) -> None:
        import psycopg

        pg = self.config.postgres
        while not self._stop.is_set():
            try:
                with psycopg.connect(pg.conninfo(), autocommit=True) as conn:
                    conn.execute(f'LISTEN "{POSTGRES_EVENTS_TABLE}"')
                    while not self._stop.is_set():
                        for _ in conn.notifies(timeout=0.2, stop_after=1):
                            self._wake.set()
            except Exception:  # noqa: BLE001 - reconnect; polling still works meanwhile
                self._stop.wait(1.0)

    def wake(self) -> None:
        self._wake.set()

    def wait_processed(self, position: int, timeout: float) -> bool:
        with self._processed:
            return self._processed.wait_for(lambda: self.position() >= position, timeout)

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        for t in (self._thread, self._listener):
            if t is not None and t is not threading.current_thread():
                t.join(5)
        self.source.close()


def rebuild(config, store, projections, progress=None, batch_size: int = BATCH) -> int:
    """Empty the projections and build them again from the start of the log."""
    for p in projections:
        store.clear(p)
    runner = Runner(config, store, projections, batch_size=batch_size)
    try:
        return runner.catch_up(progress)
    finally:
        runner.stop()
