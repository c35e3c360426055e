"""Analysing a finished game as a durable duty (docs/analysis.md).

`request` checks the game (finished, its rules offer a search), then saves the analysis
stream's `Requested` event and a duty row (kind `analysis`, keyed by the game) in ONE
transaction; asking again returns what is there. Any duty runner (`duties run`, or a server
with bots on) claims the row and `perform`s it in a thread of its own (`AnalysisWorker`: one
analysis at a time per process, so bot moves and clocks never wait for one): it renews its
lease as it goes, records progress (at most PROGRESS_EVENTS events) and, last, the result,
which clears the duty in the same transaction. A runner that dies mid-way loses its lease;
another starts the analysis again (the result is the same: it is deterministic)."""
from __future__ import annotations

import logging
import math
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from uuid import UUID

from eventsourcing.persistence import RecordConflictError

from domain.shared import analysis
from domain.shared.table import FINISHED
from infra.duty.analysis_stream import GameAnalysis, stream_id
from infra.duty.ledger import Claim, Duty, DutyWrite
from infra.game_service.errors import AnalysisUnavailable, GameNotFinished, GameNotFound

log = logging.getLogger(__name__)
KIND = "analysis"
PROGRESS_EVENTS = 20  # progress is recorded every 1/20 of the decisions
LEASE = 60.0  # seconds an analysis holds its duty between renewals (a decision takes < 1 s)
RETRY_ERROR = 30.0  # seconds: a failure of the store (not of the analysis) is retried then


class LeaseLost(Exception):
    """Another runner holds the duty now (our lease ran out): stop, store nothing more."""


def load(service, game_id: UUID) -> GameAnalysis | None:
    """The game's analysis stream as stored (not from the aggregate cache: games only)."""
    agg = None
    for e in service.events.get(stream_id(game_id)):
        agg = e.mutate(agg)
    return agg


def line(service, game_id: UUID) -> tuple[list[analysis.Decision], object]:
    """The game's decisions that stand, and its final table, from its stored events."""
    events = service.stored_events(game_id)
    return analysis.line((type(e).__name__, e.__dict__, e.originator_version) for e in events)


def finished_games(service) -> list[UUID]:
    """Ids of the stored games that finished, oldest first (from the notification log)."""
    from eventsourcing.utils import get_topic

    from domain.shared.shell import GameMatch

    topic, out, start = get_topic(GameMatch.Finished), [], 1
    while True:
        batch = service.recorder.select_notifications(start, 500, topics=[topic])
        out += [UUID(str(n.originator_id)) for n in batch]
        if len(batch) < 500:
            return out
        start = batch[-1].id + 1


def request(service, game_id: UUID, *, budget: int | None = None,
            seed: int = analysis.SEED) -> tuple[str, int]:
    """Queue the analysis of a finished game (nothing if it was asked for already): its
    status and the position of the request (0: asked before). Raises GameNotFound,
    GameNotFinished, AnalysisUnavailable."""
    agg = service.game(game_id)
    if agg.status != FINISHED:
        raise GameNotFinished("only a finished game is analysed (a running game's analysis "
                              "would tell what its players cannot see)")
    if agg.decider.search is None:
        raise AnalysisUnavailable(f"analysis is not available for {agg.game}: its rules "
                                  "offer no search")
    existing = load(service, game_id)
    if existing is not None:
        return existing.status, 0
    decisions, _ = line(service, game_id)
    budget = budget or service.settings.analysis_budget or agg.decider.search.iterations
    stream = GameAnalysis.request(game_id, agg.game, budget, seed,
                                  len(decisions))
    try:
        recordings = service.events.put(
            stream.collect_events(),
            duties=DutyWrite(game_id, (KIND,), (Duty(KIND, stream.version),)))
    except RecordConflictError:  # asked at the same moment elsewhere
        return load(service, game_id).status, 0
    service.bots.wake()
    return stream.status, recordings[-1].notification.id


def perform(service, claim: Claim, table, owner: str, lease: float,
            stop: threading.Event | None = None) -> str:
    """Analyse the claimed game and record the result; the duty's outcome for the metrics.
    `stop` set: give the duty back at the next decision (the process is stopping)."""
    gid = claim.game_id
    if table.claim(gid, KIND, owner, lease) is None:  # this runner's lease, lengthened
        return "lost"
    stream = load(service, gid)
    if stream is None or stream.over:
        table.release(claim, owner, retry_in=None)
        return "stale"
    try:
        decisions, final = line(service, gid)
    except GameNotFound:
        table.release(claim, owner, retry_in=None)
        return "stale"
    every = max(1, math.ceil(len(decisions) / PROGRESS_EVENTS))
    renewed = time.monotonic()

    def progress(done: int, total: int) -> None:
        nonlocal renewed
        if stop is not None and stop.is_set():
            table.release(claim, owner, retry_in=0.0)
            raise LeaseLost("stopped")
        if time.monotonic() - renewed > lease / 3:
            if table.claim(gid, KIND, owner, lease) is None:
                raise LeaseLost(str(gid))
            renewed = time.monotonic()
        if done % every == 0 and done < total:
            stream.progressed(done)
            _save(service, stream, None)

    try:
        result = analysis.analyse(final.decider, decisions, final.state, budget=stream.budget,
                                  seed=stream.seed, progress=progress)
    except LeaseLost:
        return "lost"
    except analysis.NotAnalysable as e:
        stream.failed(str(e))
        _save(service, stream, DutyWrite(gid, (KIND,), ()))
        return "failed"
    except Exception:
        table.release(claim, owner, retry_in=RETRY_ERROR)
        raise
    stream.completed(result)
    _save(service, stream, DutyWrite(gid, (KIND,), ()))
    return "done"


def _save(service, stream: GameAnalysis, duties: DutyWrite | None) -> None:
    try:
        service.events.put(stream.collect_events(), duties=duties)
    except RecordConflictError as e:  # another runner recorded it meanwhile
        raise LeaseLost(stream.game_id) from e


class AnalysisWorker:
    """A duty runner's analyses: one at a time, in a thread of its own."""

    def __init__(self, service, table, owner: str, lease: float) -> None:
        self._service, self._table, self._owner = service, table, owner
        self._lease = max(LEASE, lease)
        self._pool: ThreadPoolExecutor | None = None
        self._busy = threading.Event()
        self._stop = threading.Event()

    @property
    def idle(self) -> bool:
        return not self._busy.is_set()

    def perform(self, claim: Claim) -> str:
        if self._busy.is_set():  # claimed while one runs: another runner may take it
            self._table.release(claim, self._owner, retry_in=0.0)
            return "busy"
        self._busy.set()
        if self._pool is None:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="signoria-analysis")
        self._pool.submit(self._run, claim)
        return "queued"

    def _run(self, claim: Claim) -> None:
        try:
            outcome = perform(self._service, claim, self._table, self._owner, self._lease,
                              self._stop)
            log.info("analysis of %s: %s", claim.game_id, outcome)
        except Exception:  # noqa: BLE001 - the duty stays in the table, retried later
            log.exception("analysis of %s failed", claim.game_id)
        finally:
            self._busy.clear()

    def stop(self) -> None:
        self._stop.set()  # the analysis under way gives its duty back at its next decision
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        self._stop.clear()
