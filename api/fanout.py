"""Change fan-out: one thread follows the read models' ChangeBus for every game and wakes the
asyncio listeners (subscriptions) of the changed game, so 500 subscribers cost 500 cheap
asyncio events, not 500 blocked threads."""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager

log = logging.getLogger(__name__)


class Listener:
    """Woken on each change of its game (or of any game for `game_id=None`)."""

    def __init__(self, game_id: str | None) -> None:
        self.game_id = game_id
        self.event = asyncio.Event()
        self.changed: dict[str, int] = {}  # game id -> last position seen (lobby listeners)

    def notify(self, game_id: str, position: int) -> None:
        if self.game_id is None:
            self.changed[game_id] = position
        self.event.set()

    async def wait(self, timeout: float | None = None) -> bool:
        if not self.event.is_set():
            try:
                # asyncio.timeout, not wait_for: no task per wait (hundreds wake together)
                async with asyncio.timeout(timeout):
                    await self.event.wait()
            except TimeoutError:
                return False
        self.event.clear()
        return True

    def take(self) -> dict[str, int]:
        out, self.changed = self.changed, {}
        return out


class Fanout:
    def __init__(self, changes) -> None:
        self._changes = changes
        self._loop: asyncio.AbstractEventLoop | None = None
        self._listeners: dict[str | None, set[Listener]] = {}
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()

    def listen(self, game_id: str | None) -> Listener:
        self._ensure_started()
        listener = Listener(None if game_id is None else str(game_id))
        self._listeners.setdefault(listener.game_id, set()).add(listener)
        return listener

    @contextmanager
    def listening(self, game_id: str | None) -> Iterator[Listener]:
        """A listener for the duration of a subscription, removed however it ends."""
        listener = self.listen(game_id)
        try:
            yield listener
        finally:
            self.remove(listener)

    def remove(self, listener: Listener) -> None:
        group = self._listeners.get(listener.game_id)
        if group is not None:
            group.discard(listener)
            if not group:
                self._listeners.pop(listener.game_id, None)

    def count(self) -> int:
        return sum(len(g) for g in self._listeners.values())

    def _ensure_started(self) -> None:
        with self._lock:
            if self._thread is not None:
                return
            self._loop = asyncio.get_running_loop()
            self._stop.clear()
            self._sub = self._changes.subscribe(None)
            self._thread = threading.Thread(target=self._follow, name="signoria-api-fanout",
                                            daemon=True)
            self._thread.start()

    def _follow(self) -> None:
        while not self._stop.is_set():
            try:
                item = self._sub.get(0.25)
            except Exception:  # noqa: BLE001 - keep following; the bus may be closing
                log.exception("change bus read failed")
                self._stop.wait(0.25)
                continue
            if item is None:
                continue
            # what else is queued goes with it: one hop to the event loop per wake-up, not
            # per game; and only games someone listens to (a listener that registers after
            # this look reads the views itself, which already hold the change)
            batch = {}
            while item is not None:
                game_id, position = str(item[0]), int(item[1])
                if game_id in self._listeners or None in self._listeners:
                    batch[game_id] = max(position, batch.get(game_id, 0))
                item = self._sub.get_nowait()
            if not batch:
                continue
            loop = self._loop
            if loop is None or loop.is_closed():
                return
            try:
                loop.call_soon_threadsafe(self._dispatch, batch)
            except RuntimeError:  # loop closed while we were reading
                return

    def _dispatch(self, changes: dict[str, int]) -> None:
        everyone = self._listeners.get(None, ())
        for game_id, position in changes.items():
            for listener in list(self._listeners.get(game_id, ())):
                listener.notify(game_id, position)
            if position <= 0:  # presence only (api.presence): nothing for the lobby
                continue
            for listener in list(everyone):
                listener.notify(game_id, position)

    def stop(self) -> None:
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(2)
            try:
                self._changes.unsubscribe(self._sub)
            except Exception:  # noqa: BLE001 - best effort at shutdown
                pass
        # wake everyone so their generators can finish
        for group in list(self._listeners.values()):
            for listener in list(group):
                listener.event.set()
