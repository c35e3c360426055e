"""Bot seats, clock time-outs and turn notifications (the duty kinds) are performed from the
duties table, never from memory alone, in a background thread, never in a request's critical
path.

Every save derives the game's duties in its own transaction (infra.duty.ledger). Then one scheduler
per runner serves them by deadline, whatever their kind:

* the saving process's own fresh bot moves enter its queue at once (`notify`, low latency),
  due at the time of the save;
* every running `BotRunner` (API processes with bots on, `signoria duties run`) also claims
  due duties nobody holds, earliest due first (`claim_due`), woken by the deployment's duties
  channel on PostgreSQL (a save NOTIFYs it when it leaves a duty due now), at the next
  deadline it knows of, and at least every `poll` seconds, however busy its queue is;
* the next duty performed is the queue's earliest due. A game is in the queue at most once
  per kind and goes back at the end after each move, so every game gets its turn (a fair
  share) and a clock that ran out waits at most for the duties that fell due before it, not
  for a queue of bot moves to empty.

A duty a process claimed and did not finish (it died) is claimed by another once its lease
(SIGNORIA_DUTY_LEASE_SECONDS) runs out. Nothing scans the games at start-up. A bot moves with
`expected_version` = the duty's version, so a duty performed twice stores nothing the second
time. `lateness` keeps how late the recent duties of each kind were performed.
"""
from __future__ import annotations

import heapq
import itertools
import logging
import os
import socket
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from uuid import UUID

from domain.shared.errors import RuleViolation
from domain.shared.rng import Rng
from infra.duty import webhooks
from infra.duty.analysis import KIND, AnalysisWorker
from infra.duty.ledger import Claim, DutyTable, slack
from infra.game_service.errors import GameFinished, GameNotFound, ServiceError, VersionConflict
from infra.logs import context
from infra.metrics import BOT_FAILURES, BOT_MOVES, DUTIES_PERFORMED, DUTY_LATENESS, WEBHOOKS
from projections import repeats

log = logging.getLogger(__name__)
RETRY_BROKEN = 3600.0  # a bot that broke a rule (an engine bug) is retried an hour later
RETRY_ERROR = 5.0  # any other failure (database, bug) is retried soon
MIN_POLL_GAP = 0.1  # seconds between claims while due duties keep coming
# threads performing the queue's duties. PostgreSQL: two, since a runner mostly waits on the
# database (measured: clocks p99 0.41 s late instead of 1.2 s, bot moves 2x). SQLite: one (its
# writes queue on one connection; a second performer made the clocks later, p99 1.8-2.4 s)
PERFORMERS = {"postgres": 2, "sqlite": 1}
LATENESS_KEPT = 10_000  # recent lateness samples per kind


class BotRunner:
    def __init__(self, service, *, poll: float = 1.0, batch: int = 8) -> None:
        self._service = service
        self.table = DutyTable(service)
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{id(self):x}"
        self.lease = float(getattr(service.settings, "duty_lease_seconds", 10.0))
        self.poll = poll
        self.batch = batch
        # the scheduler: (due + slack, order, (game, kind)) -> the item in `_queued`: a Claim,
        # or the game id of a fresh local bot move
        self._heap: list[tuple[float, int, tuple[UUID, str]]] = []
        self._queued: dict[tuple[UUID, str], object] = {}  # (game, kind) -> newest item
        self._order = itertools.count()
        self._cond = threading.Condition()
        self._busy = 0  # duties being performed now
        self._polling = False  # a performer is claiming from the table
        self._next_poll = self._last_poll = 0.0
        self._stopping = False
        self._woken = False
        self.lateness: dict[str, deque[float]] = {}
        self._threads: list[threading.Thread] = []
        self._listener: threading.Thread | None = None
        self.failures: dict[UUID, str] = {}  # games whose bot broke a rule (engine bug)
        self.moves = 0
        # what this runner performs, by duty kind (`webhook` takes its `webhook:...` rows)
        self.analyses = AnalysisWorker(service, self.table, self.owner, self.lease)
        self.performers = {"bot": self._bot, "clock": self._clock, "webhook": self._webhook,
                           KIND: self.analyses.perform}
        self._senders: ThreadPoolExecutor | None = None

    @property
    def performer_count(self) -> int:
        return PERFORMERS["sqlite" if self._service.settings.postgres is None else "postgres"]

    @property
    def running(self) -> bool:
        return any(t.is_alive() for t in self._threads)

    def start(self, *, resume: bool = True) -> None:
        """Start playing due duties (`resume` is accepted for compatibility: due duties are
        always found in the table, nothing is scanned)."""
        if self.running:
            return
        self._stopping = False
        if self._senders is None:
            self._senders = ThreadPoolExecutor(4, thread_name_prefix="signoria-webhooks")
        self._threads = [threading.Thread(target=self._loop, name=f"signoria-bots-{i}",
                                          daemon=True) for i in range(self.performer_count)]
        for t in self._threads:
            t.start()
        if self._service.settings.postgres is not None:
            self._listener = threading.Thread(target=self._listen, name="signoria-duties-listen",
                                              daemon=True)
            self._listener.start()
        self.wake()

    def stop(self, timeout: float = 5.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        for t in (*self._threads, self._listener):
            if t is not None and t is not threading.current_thread():
                t.join(timeout)
        self._threads, self._listener = [], None
        self.analyses.stop()
        if self._senders is not None:
            # a delivery under way finishes first (at most its timeout): it releases its duty
            # through the store's connections, which close after this
            self._senders.shutdown(wait=True, cancel_futures=True)
            self._senders = None

    def notify(self, game_id: UUID, version: int | None = None) -> None:
        """A save of this process left a bot due in `game_id`: queue it, due now. With the
        saved `version`, the save wrote the duty leased to this runner: it is queued as that
        claim (no claim statement); without, it is claimed from the table in its turn."""
        if not self.running:
            return
        now = time.time()
        item = game_id if version is None else Claim(game_id, "bot", version, 1, now)
        with self._cond:
            self._push(now + slack("bot"), item, (game_id, "bot"))
            self._cond.notify_all()

    def _push(self, by: float, item: object, key: tuple[UUID, str]) -> None:
        """Queue `item` to be performed by `by` (epoch seconds; the lock is held). A game is
        queued once per kind: a newer item for it takes the queued one's place (the newest
        version is the one to perform)."""
        if key not in self._queued:
            heapq.heappush(self._heap, (by, next(self._order), key))
        self._queued[key] = item

    def wake(self) -> None:
        """Look for due duties now (not at the next poll)."""
        with self._cond:
            self._woken = True
            self._cond.notify_all()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """True once nothing is queued here and no bot duty is due anywhere (tests, tools)."""
        deadline = time.monotonic() + timeout
        while True:
            with self._cond:
                ok = self._cond.wait_for(lambda: not self._heap and not self._busy,
                                         max(0.0, deadline - time.monotonic()))
            if ok and (not self.running or self.table.pending() == 0):
                with self._cond:
                    if not self._heap and not self._busy:
                        return True
            if time.monotonic() >= deadline:
                return False
            self.wake()
            time.sleep(0.02)

    # -- the loop ---------------------------------------------------------------------------------

    def _loop(self) -> None:
        """One performer (`performer_count` share the queue): the queue's head, or a claim
        from the table when one is due and no other performer is claiming."""
        while True:
            with self._cond:
                while True:
                    if self._stopping:
                        return
                    now = time.monotonic()
                    # claim what fell due elsewhere on schedule, however much is queued here
                    # (woken: sooner, but not more often than MIN_POLL_GAP)
                    poll_at = min(self._next_poll, self._last_poll + MIN_POLL_GAP) \
                        if self._woken else self._next_poll
                    if now >= poll_at and not self._polling:
                        item, self._woken, self._polling = None, False, True
                        self._last_poll = now
                        break
                    if self._heap:
                        _, _, key = heapq.heappop(self._heap)
                        item = self._queued.pop(key)
                        break
                    self._cond.wait(max(poll_at - now, 0.01))
                self._busy += 1
            try:
                if item is None:
                    wait = self.poll  # if the claim fails: try again at the next poll
                    wait = self._claim()
                else:
                    claim = item if isinstance(item, Claim) else \
                        self.table.claim(item, "bot", self.owner, self.lease)
                    if claim is not None:
                        self._perform(claim)
            except Exception as e:  # keep the runner alive; the duty stays in the table
                repeats.failed("duty runner step failed", e)
                time.sleep(0.2)
            finally:
                with self._cond:
                    if item is None:
                        self._next_poll = time.monotonic() + wait
                        self._polling = False
                    self._busy -= 1
                    self._cond.notify_all()

    def _claim(self) -> float:
        """Claim due duties into the queue; the seconds until the next claim."""
        # an analysis is claimed only when none runs here (one at a time per process)
        kinds = tuple(k for k in self.performers if k != KIND or self.analyses.idle)
        found, soon = self.table.claim_round(self.owner, self.lease, self.batch, kinds)
        with self._cond:
            for claim in found:
                self._push(claim.due + slack(claim.kind), claim, (claim.game_id, claim.kind))
        # the next deadline, if sooner than a poll; soon again while duties keep falling due
        if soon is None:
            return self.poll
        return min(self.poll, max(MIN_POLL_GAP if found or soon <= 0 else 0.005, soon))

    def _listen(self) -> None:
        """PostgreSQL: a save that leaves a duty due now NOTIFYs the duties channel."""
        import psycopg

        pg = self._service.settings.postgres
        channel = self._service.recorder.duties_channel
        while not self._stopping:
            try:
                with psycopg.connect(pg.conninfo(), autocommit=True,
                                     application_name="signoria-duties-listen") as conn:
                    conn.execute(f'LISTEN "{channel}"')
                    while not self._stopping:
                        for _ in conn.notifies(timeout=0.5, stop_after=1):
                            self.wake()
            except Exception:  # noqa: BLE001 - reconnect; polling works meanwhile
                time.sleep(1.0)

    # -- one duty ---------------------------------------------------------------------------------

    def _perform(self, claim: Claim) -> None:
        kind = claim.kind.split(":", 1)[0]
        if kind != "webhook":  # a notification's lateness is taken when it is sent
            self._late(kind, claim.due)
        with context(game_id=str(claim.game_id)):
            outcome = self.performers[kind](claim)
        DUTIES_PERFORMED.labels(kind, outcome).inc()

    def _late(self, kind: str, due: float) -> None:
        """Record how late a duty of `kind` is being performed (a webhook: when it is sent)."""
        late = max(0.0, time.time() - due)
        DUTY_LATENESS.labels(kind).observe(late)
        self.lateness.setdefault(kind, deque(maxlen=LATENESS_KEPT)).append(late)

    def _current(self, claim: Claim):
        """The game the claim is about, or None (then the claim is dropped)."""
        try:
            return self._service.game(claim.game_id)
        except GameNotFound:
            self.table.release(claim, self.owner, retry_in=None)
            return None

    def _at_claimed_version(self, claim: Claim):
        """The game as the claim saw it, or None: gone, or a save moved it on (that save
        rewrote the duty)."""
        agg = self._current(claim)
        return agg if agg is not None and agg.version == claim.version else None

    def _clock(self, claim: Claim) -> str:
        """A clock's deadline came: the game's time-out policy (infra.game_service.table.time_out)."""
        service = self._service
        agg = self._at_claimed_version(claim)
        if agg is None:
            return "stale"
        found = agg.deadline()
        if found is None:
            self.table.release(claim, self.owner, retry_in=None)
            return "stale"
        early = found[0] - service.now()
        if early > 0:  # this host's clock is behind the database's: come back then
            self.table.release(claim, self.owner, retry_in=early / 1000)
            return "early"
        try:
            service.time_out(claim.game_id, expected_version=agg.version)
        except VersionConflict:
            return "stale"
        except GameFinished:
            self.table.release(claim, self.owner, retry_in=None)
            return "stale"
        except Exception:
            self.table.release(claim, self.owner, retry_in=RETRY_ERROR)
            raise
        return "done"

    def _webhook(self, claim: Claim) -> str:
        """A turn notification: sent from a pool of its own (a slow receiver never holds up
        the bots or the clocks); dropped once the turn it is about is over."""
        what = webhooks.parse(claim.kind)
        agg = self._current(claim)
        if agg is None:
            return "stale"
        if what is None or not webhooks.still_owed(agg, what[0], what[1]):
            self.table.release(claim, self.owner, retry_in=None)
            return "stale"
        self._senders.submit(self._send, claim, agg, what)
        return "queued"

    def _send(self, claim: Claim, agg, what: tuple[int, int, str]) -> None:
        seat, since, kind = what
        self._late("webhook", claim.due)
        with context(game_id=str(claim.game_id)):
            try:
                ok, _ = webhooks.deliver(
                    agg, seat, since, kind, claim.attempts, self._service.now(),
                    allow_private=bool(self._service.settings.webhook_allow_private),
                    resolver=self._service.webhook_resolver)
            except Exception:  # noqa: BLE001 - a sender bug must not lose the notification
                log.exception("webhook delivery failed")
                ok = False
            WEBHOOKS.labels("delivered" if ok else "failed").inc()
            if ok or claim.attempts >= webhooks.MAX_ATTEMPTS:
                if not ok:
                    log.error("webhook given up after %d attempts", claim.attempts)
                self.table.release(claim, self.owner, retry_in=None)
            else:
                self.table.release(claim, self.owner, retry_in=webhooks.backoff(claim.attempts))

    def _bot(self, claim: Claim) -> str:
        service = self._service
        agg = self._at_claimed_version(claim)
        if agg is None:
            return "stale"
        due = agg.bot_seats_to_act()
        if not due:
            self.table.release(claim, self.owner, retry_in=None)
            return "stale"
        seat = due[agg.version % len(due)]
        rng = Rng(agg.seed ^ (agg.version * 0x9E3779B1) ^ (seat << 48))
        action = agg.decider.bot_action(agg.state, seat, agg.seats[seat]["bot"], rng)
        try:
            service.play_seat(claim.game_id, seat, action, expected_version=agg.version)
        except VersionConflict:
            return "stale"  # somebody else moved first; that save rewrote the duty
        except GameFinished:
            self.table.release(claim, self.owner, retry_in=None)
            return "stale"
        except (RuleViolation, ServiceError) as e:
            self.failures[claim.game_id] = f"seat {seat} bot chose {action!r}: {e}"
            log.error("bot broke a rule: seat %s chose %r: %s", seat, action, e)
            BOT_FAILURES.labels("rule").inc()
            self.table.release(claim, self.owner, retry_in=RETRY_BROKEN)
            return "failed"
        except Exception:
            BOT_FAILURES.labels("error").inc()
            self.table.release(claim, self.owner, retry_in=RETRY_ERROR)
            raise
        self.moves += 1
        BOT_MOVES.inc()
        return "done"
