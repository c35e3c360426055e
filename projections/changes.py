"""The change signal: (game_id, position) after the projections processed a batch.

`ChangeBus` delivers in-process (SQLite: the runner runs in the server process).
`PostgresChangeBus` publishes with NOTIFY on channel `signoria_readside` and delivers what it
hears with LISTEN, so every server process sharing the database sees every change, whichever
process ran the projections. Subscriptions are thread-safe queues (oldest dropped when full).
"""
from __future__ import annotations

import queue
import threading

CHANNEL = "signoria_readside"


class Subscription:
    def __init__(self, bus: ChangeBus, game_id: str | None, maxsize: int = 1000) -> None:
        self.bus = bus
        self.game_id = game_id
        self._queue: queue.Queue = queue.Queue(maxsize=maxsize)

    def put(self, item: tuple[str, int]) -> None:
        while True:
            try:
                self._queue.put_nowait(item)
                return
            except queue.Full:
                try:
                    self._queue.get_nowait()
                except queue.Empty:
                    pass

    def get(self, timeout: float | None = None) -> tuple[str, int] | None:
        """The next (game_id, position), or None after `timeout` seconds."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None

    def get_nowait(self) -> tuple[str, int] | None:
        return self.get(timeout=0) if not self._queue.empty() else None

    def __iter__(self):
        while True:
            yield self._queue.get()

    def close(self) -> None:
        self.bus.unsubscribe(self)


class ChangeBus:
    def __init__(self) -> None:
        self._subs: list[Subscription] = []
        self._lock = threading.Lock()

    @classmethod
    def for_config(cls, config) -> ChangeBus:
        return ChangeBus() if config.postgres is None else PostgresChangeBus(config.postgres)

    def subscribe(self, game_id=None) -> Subscription:
        sub = Subscription(self, None if game_id is None else str(game_id))
        with self._lock:
            self._subs.append(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        with self._lock:
            if sub in self._subs:
                self._subs.remove(sub)

    def deliver(self, game_id: str, position: int) -> None:
        with self._lock:
            subs = list(self._subs)
        for sub in subs:
            if sub.game_id is None or sub.game_id == game_id:
                sub.put((game_id, position))

    def publish(self, changes: list[tuple[str, int]]) -> None:
        for game_id, position in changes:
            self.deliver(game_id, position)

    def close(self) -> None:
        pass


class PostgresChangeBus(ChangeBus):
    def __init__(self, pg) -> None:
        super().__init__()
        self.pg = pg
        self._conn = None
        self._send_lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()

    def subscribe(self, game_id=None) -> Subscription:
        self._ensure_listener()
        return super().subscribe(game_id)

    def _ensure_listener(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._listen, name="readside-listen",
                                                daemon=True)
                self._thread.start()
        self._ready.wait(5)

    def _listen(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(self.pg.conninfo(), autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self._ready.set()
                    while not self._stop.is_set():
                        for n in conn.notifies(timeout=0.2):
                            game_id, _, position = n.payload.rpartition(":")
                            self.deliver(game_id, int(position))
            except Exception:  # noqa: BLE001 - reconnect after a lost connection
                self._ready.set()
                self._stop.wait(0.5)

    def publish(self, changes: list[tuple[str, int]]) -> None:
        if not changes:
            return
        import psycopg

        with self._send_lock:
            if self._conn is None or self._conn.closed:
                self._conn = psycopg.connect(self.pg.conninfo(), autocommit=True)
            with self._conn.transaction():
                for game_id, position in changes:
                    self._conn.execute("SELECT pg_notify(%s, %s)",
                                       [CHANNEL, f"{game_id}:{position}"])

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(2)
        with self._send_lock:
            if self._conn is not None:
                self._conn.close()
