"""Running the projections: read a batch of the notification log, apply it to each projection
that has not processed it, commit the projections' view changes with their positions in one
transaction, then signal the change per game touched.

Exactly once, with any number of runners in any number of processes:

* One runner advances the projections of a views store at a time: the holder of the lease
  (projections.lease). The others stand by, trying every `standby_interval` seconds; when
  the holder's process dies its lease ends with its session and a standby takes over. No
  work is done twice and runners never contend for the same rows.
* A batch reads the positions inside its transaction (rows locked) and moves each by
  compare-and-set (projections.store), so even a runner that lost its lease unnoticed cannot
  apply an event twice: its batch fails and nothing of it is stored.
* In-memory per-game state is trusted only while this runner's positions are the committed
  ones: a projection whose committed position is not the one this runner left is reset (its
  states are folded again from the event store on demand), as is everything when the lease
  is (re)acquired.
* A rebuild (`rebuild`) queues for the lease; the holder sees the waiter between batches and
  hands over, then takes the lease back when the rebuild is done. On SQLite (no visible
  waiters) a rebuild waits for the holder to stop, or refuses.

Change signals: on PostgreSQL the batch NOTIFYs the deployment's read-side channel inside its
transaction (delivered on commit, never for a batch rolled back); on SQLite the in-process
bus is told after the commit. Either way the signal carries the position every projection
has reached (`done`), which is what `ReadModels.wait_for` waits on in any process.

Following the log: SQLite polls; PostgreSQL LISTENs on the deployment's events channel (the
write side NOTIFYs on every save) while holding the lease, and polls as a fallback.
"""
from __future__ import annotations

import contextlib
import gc
import logging
import threading
import time
from collections.abc import Callable

from projections import repeats, wal_sync
from projections.base import Context, bound_followers, followers
from projections.changes import encode_payloads
from projections.lease import Lease, LeaseBusy
from projections.source import EventSource
from projections.store import PositionMoved

log = logging.getLogger(__name__)
BATCH = 1000
COALESCE = 0.01  # seconds to wait after a partial batch
HANDOVER_CHECK = 0.5  # seconds between looks for a rebuild waiting for the lease
LISTENING_POLL = 0.5  # PostgreSQL: saves wake the runner (LISTEN); polling is a fallback
RETRY_FIRST, RETRY_MAX = 0.25, 2.0  # seconds between retries of a failed batch (doubling)


class Runner:
    def __init__(self, config, store, projections, *, changes=None,
                 poll_interval: float = 0.05, standby_interval: float = 0.5,
                 batch_size: int = BATCH, lease: Lease | None = None) -> None:
        self.config = config
        self.store = store
        self.projections = list(projections)
        for p in self.projections:
            bound_followers(p, config.cache_bytes)
        self.changes = changes  # projections.changes.ChangeBus (None: no signals)
        self.poll_interval = poll_interval
        self.standby_interval = standby_interval
        self.batch_size = batch_size
        self.source = EventSource(config)
        # SQLite: the events a batch read are synced before the batch commits (wal_sync)
        self._wal = wal_sync.for_path(config.events_path) if config.postgres is None else None
        self._head = 0  # the log's end when a catch-up began: committed, one fsync covers it
        self.ctx = Context(self.source.game, self.source.snapshots, self.source.versions)
        self.lease = lease or Lease.for_config(config)
        # positions as this runner committed them; trusted only while they are the stored ones
        self.positions: dict[str, int] = {}
        self._next_try = 0.0
        self._checked = 0.0
        self._stop = threading.Event()
        self._wake = threading.Event()
        # PostgreSQL: LISTENing, so every save (any process's) wakes the loop
        self._listening = False
        # SQLite: the event store's data_version when a batch last read to the log's end (an
        # empty batch, a transaction on both files, is skipped while it stands)
        self._read_to_end_at: int | None = None
        self._processed = threading.Condition()
        self._thread: threading.Thread | None = None
        self._listener: threading.Thread | None = None
        self.error: BaseException | None = None  # the last batch's failure, until one succeeds
        self.failed_at = 0.0
        # for metrics and operators
        self.batches = 0
        self.notifications = 0
        self.acquisitions = 0
        self.failures = 0

    @property
    def active(self) -> bool:
        """Whether this runner holds the lease (it alone advances the projections)."""
        return self.lease.held

    # -- the lease --------------------------------------------------------------------------------

    def _ensure_lease(self) -> bool:
        now = time.monotonic()
        if self.lease.held:
            if now - self._checked >= HANDOVER_CHECK:
                self._checked = now
                if self.lease.waiters():
                    log.info("projection lease handed over to a waiting runner (a rebuild)")
                    self.release()
                    self._next_try = now + 2 * self.standby_interval
                    return False
            return True
        if now < self._next_try:
            return False
        self._next_try = now + self.standby_interval
        if not self.lease.try_acquire():
            return False
        self._acquired()
        return True

    def _acquired(self) -> None:
        self.acquisitions += 1
        self._checked = time.monotonic()
        self._forget()
        log.info("projection lease acquired: this process now runs the projections")

    def _forget(self) -> None:
        """Trust nothing held in memory: positions and per-game states are reloaded."""
        self.positions = {}
        self._read_to_end_at = None
        for p in self.projections:
            p.reset()

    def release(self) -> None:
        """Give the lease up (standby; another runner may take over)."""
        self.lease.release()
        self._forget()

    # -- one step ---------------------------------------------------------------------------------

    def run_once(self) -> int:
        """Process one batch if this runner holds (or can take) the lease; the number of
        notifications read (0: caught up, or standing by)."""
        if not self._ensure_lease():
            return 0
        try:
            version = self.source.data_version()
            if version is not None and version == self._read_to_end_at:
                return 0  # SQLite: nothing committed since a batch read to the log's end
            n = self._batch()
            if n < self.batch_size:  # read to the end as of this version (or later)
                self._read_to_end_at = version
            return n
        except PositionMoved as e:  # another runner advanced: nothing of ours is stored
            log.warning("projection batch dropped: %s", e)
            self._forget()
            return 0
        except BaseException:
            self.failures += 1
            self._forget()
            self._reconnect()
            raise

    def _reconnect(self) -> None:
        """After a failed batch, open fresh connections for the next one: a database that
        restarted leaves them closed, and a closed connection never heals by itself."""
        for broken in (self.source, self.lease):
            try:
                broken.close()  # the lease with its session (its lock is gone with it)
            except Exception:  # noqa: BLE001 - it is being replaced anyway
                pass

    def _batch(self) -> int:
        names = [p.name for p in self.projections]
        postgres = self.config.postgres is not None
        with self.lease.transaction() as cur:
            committed = self.store.lock_positions(cur, names)
            for p in self.projections:
                if self.positions.get(p.name) != committed[p.name]:
                    p.reset()  # not where we left it: in-memory states may be stale
            self.positions = dict(committed)
            start = min(committed.values(), default=0)
            records, last = self.source.batch(start, self.batch_size)
            if last == start:
                return 0
            if self._wal is not None:  # what the read side keeps is on the event store's disk
                # a catch-up's first fsync covers the log as it stood at its start: one
                # fsync for a rebuild, not one a batch (41 for 300 games)
                self._wal.sync(max(last, self._head))
            moved: dict[int, list[str]] = {}  # position left -> projections moved from it
            for p in self.projections:
                done = committed[p.name]
                if done >= last:
                    continue
                todo = records if done <= start else [r for r in records if r.position > done]
                p.apply(cur, [r for r in todo if r.stream in p.streams], self.ctx)
                for follower in followers(p):
                    follower.settle()
                moved.setdefault(done, []).append(p.name)
            for done, moved_names in moved.items():
                self.store.advance(cur, moved_names, done, last)
            after = {n: max(pos, last) for n, pos in committed.items()}
            reached = min(after.values(), default=last)
            touched: dict[str, int] = {}
            for r in records:
                if r.position <= reached:
                    touched[r.game_id] = r.position
            signals = list(touched.items())
            if postgres and self.changes is not None:
                for payload in encode_payloads(signals, reached):
                    cur.defer("SELECT pg_notify(?, ?)", [self.config.changes_channel,
                                                          payload])
        self.positions = after
        self.batches += 1
        self.notifications += last - start
        with self._processed:
            self._processed.notify_all()
        if self.changes is not None:
            try:
                self.changes.committed(signals, reached, local=not postgres)
            except Exception:  # noqa: BLE001 - a lost signal must not stop the projections
                log.exception("publishing change signals failed")
        return last - start

    def catch_up(self, progress: Callable[[int, int], None] | None = None, *,
                 wait: float = 30.0) -> int:
        """Process until the log's end as seen at the start (taking the lease first, waiting
        up to `wait` seconds for it); returns notifications read."""
        if not self.lease.held:
            if not self.lease.acquire(wait):
                raise LeaseBusy(_busy(self.lease))
            self._acquired()
        head = self._head = self.source.max_position()
        total = 0
        while True:
            n = self.run_once()
            if n == 0 and not self.lease.held:
                raise LeaseBusy(_busy(self.lease))
            total += n
            if progress is not None and n:
                progress(self.position(), head)
            if n == 0 or self.position() >= head:
                return total

    def position(self) -> int:
        return min(self.positions.values(), default=0) if self.positions else 0

    # -- following --------------------------------------------------------------------------------

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
        backoff = RETRY_FIRST
        while not self._stop.is_set():
            if self._listening:  # any save from here on wakes it again (after this batch's read)
                self._wake.clear()
            try:
                n = self.run_once()
            except Exception as e:  # noqa: BLE001 - keep following; the batch is retried
                self.error, self.failed_at = e, time.monotonic()
                repeats.failed("projection batch failed; retrying", e)
                self._stop.wait(backoff)
                backoff = min(RETRY_MAX, backoff * 2)
                continue
            if self.error is not None:
                self.error = None
                repeats.recovered("projection batch failed; retrying")
            backoff = RETRY_FIRST
            if n == 0:
                self._wake.wait(self._idle_wait())
                self._wake.clear()
            elif n < self.batch_size:
                # under a steady stream of commands, let a few more arrive so that a busy
                # game's views are rebuilt once per batch instead of once per command
                self._stop.wait(COALESCE)
                if self._listening and not self._wake.is_set():
                    # every save is NOTIFYed: none since this batch read, nothing to read (an
                    # empty batch is a transaction of three round trips; light load made two
                    # a move)
                    self._wake.wait(self._idle_wait())

    def _idle_wait(self) -> float:
        if not self.lease.held:
            return self.standby_interval
        if self.config.postgres is not None:  # an idle batch costs a transaction: rarely
            return max(self.poll_interval, LISTENING_POLL)
        return self.poll_interval

    def _listen(self) -> None:
        """Wake the loop on every save, while this runner is the one projecting (a standby
        has nothing to do with a save)."""
        import psycopg

        pg = self.config.postgres
        while not self._stop.is_set():
            if not self.lease.held:
                self._stop.wait(self.standby_interval)
                continue
            try:
                with psycopg.connect(pg.conninfo(), autocommit=True) as conn:
                    conn.execute(f'LISTEN "{self.config.events_channel}"')
                    self._listening = True
                    self._wake.set()  # anything saved while we were not listening
                    while not self._stop.is_set() and self.lease.held:
                        for _ in conn.notifies(timeout=0.2, stop_after=1):
                            self._wake.set()
            except Exception:  # noqa: BLE001 - reconnect; polling still works meanwhile
                self._listening = False
                self._wake.set()  # saves may go unnoticed until the next LISTEN: poll
                self._stop.wait(1.0)
            self._listening = False

    def wake(self) -> None:
        """This process saved something. While listening, its NOTIFY wakes the loop anyway:
        a second wake-up for the same save would only read an empty batch."""
        if not self._listening:
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
        self.lease.close()
        self.source.close()


def _busy(lease: Lease) -> str:
    holder = None
    try:
        holder = lease.holder()
    except Exception:  # noqa: BLE001 - only for the message
        pass
    return (f"the projections are being run by another runner ({holder or 'unknown'}); "
            "stop it (or its process's projections) and try again")


def rebuild(config, store, projections, progress=None, batch_size: int = BATCH, *,
            wait: float = 60.0) -> int:
    """Empty the projections and build them again from the start of the log.

    Safe while other runners follow the log: it queues for the lease (PostgreSQL: the holder
    hands over between two batches and takes the lease back afterwards), so nothing else
    writes these views meanwhile. Raises LeaseBusy if it does not get the lease within
    `wait` seconds (SQLite: while another process runs the projections)."""
    runner = Runner(config, store, projections, batch_size=batch_size)
    try:
        if not runner.lease.acquire(wait):
            raise LeaseBusy(_busy(runner.lease))
        runner._acquired()
        with runner.lease.transaction() as cur:
            store.lock_positions(cur, [p.name for p in projections])
            for p in projections:
                store.clear(cur, p)
        runner._forget()
        with bulk_gc():
            return runner.catch_up(progress)
    finally:
        runner.stop()


# the collector's thresholds of a process that makes and drops many objects (api.app
# `_tune_gc` for the server, `bulk_gc` for a rebuild): the youngest generation every 20,000
# allocations, a full collection every 100th of the second generation's
GC_YOUNG, GC_FULL = 20_000, 100


@contextlib.contextmanager
def bulk_gc():
    """The garbage collector set for a rebuild, as the server sets it for good (api.app
    `_tune_gc`): what exists already frozen out of its walks (unless the process froze it
    before), the youngest generation collected every 20,000 allocations, not 700. A rebuild
    makes and drops millions of containers, nearly all freed by their reference counts: with
    the defaults, 680 young and 5 full collections (each walking the whole heap) were a
    tenth of a 300-game rebuild's CPU, and about 3 % after. Restored afterwards."""
    thresholds = gc.get_threshold()
    freeze = gc.get_freeze_count() == 0
    if freeze:
        gc.collect()
        gc.freeze()
    gc.set_threshold(max(thresholds[0], GC_YOUNG), thresholds[1], max(thresholds[2], GC_FULL))
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        if freeze:
            gc.unfreeze()
