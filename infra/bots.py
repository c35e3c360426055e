"""Bot seats move in the service, in a background thread, never in a request's critical path.

After every save that leaves a bot seat due, the service calls `notify(game_id)`. The runner
makes one bot move per game per turn of its queue (round robin, so one bot-only game cannot
starve others), with `expected_version` so a bot never moves on a state it did not see.
On start it resumes every stored game whose bots are due (a restart loses nothing).
"""
from __future__ import annotations

import logging
import threading
from collections import deque
from uuid import UUID

from domain.shared.errors import RuleViolation
from domain.shared.rng import Rng
from infra.errors import GameFinished, ServiceError, VersionConflict

log = logging.getLogger(__name__)


class BotRunner:
    def __init__(self, service) -> None:
        self._service = service
        self._queue: deque[UUID] = deque()
        self._queued: set[UUID] = set()
        self._cond = threading.Condition()
        self._busy = False
        self._stopping = False
        self._thread: threading.Thread | None = None
        self.failures: dict[UUID, str] = {}  # games whose bot broke a rule (engine bug)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, *, resume: bool = True) -> None:
        if self.running:
            return
        self._stopping = False
        self._thread = threading.Thread(target=self._loop, name="signoria-bots", daemon=True)
        self._thread.start()
        if resume:
            for game_id in self._service.games_with_bots_due():
                self.notify(game_id)

    def stop(self, timeout: float = 5.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
        self._thread = None

    def notify(self, game_id: UUID) -> None:
        if not self.running:
            return
        with self._cond:
            if game_id not in self._queued:
                self._queued.add(game_id)
                self._queue.append(game_id)
                self._cond.notify_all()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """True once no bot is due in any queued game (for tests and tools)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and not self._busy, timeout)

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._queue or self._stopping)
                if self._stopping:
                    return
                game_id = self._queue.popleft()
                self._queued.discard(game_id)
                self._busy = True
            try:
                self._move(game_id)
            except Exception:  # keep the runner alive; the game stays resumable
                log.exception("bot move failed in game %s", game_id)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _move(self, game_id: UUID) -> None:
        agg = self._service.game(game_id)
        due = agg.bot_seats_to_act()
        if not due:
            return
        seat = due[agg.version % len(due)]
        rng = Rng(agg.seed ^ (agg.version * 0x9E3779B1) ^ (seat << 48))
        action = agg.decider.bot_action(agg.state, seat, agg.seats[seat]["bot"], rng)
        try:
            self._service.play_seat(game_id, seat, action, expected_version=agg.version)
        except VersionConflict:
            self.notify(game_id)  # somebody else moved first: look again
        except GameFinished:
            pass
        except (RuleViolation, ServiceError) as e:
            self.failures[game_id] = f"seat {seat} bot chose {action!r}: {e}"
            log.error("bot broke a rule in game %s: %s", game_id, e)
