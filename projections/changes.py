"""The change signal: after the projections commit a batch, (game_id, position) per game
touched, and `done`: the position every projection has reached.

`ChangeBus` delivers in-process (SQLite: the runner runs in the server process).
`PostgresChangeBus` hears what the runner NOTIFYs on the deployment's read-side channel (in
the batch's own transaction: delivered on commit) with LISTEN, so every process sharing the
database sees every change, whichever process ran the projections. Payloads pack many games:
`<done>;<game_id>:<position>,<game_id>:<position>...` (several payloads when one would pass
PostgreSQL's 8000 bytes). Subscriptions are thread-safe queues (oldest dropped when full).

`done` is also what read-your-writes waits for in any process (`wait_done`), the database
being asked only as a fallback (projections.read).
"""
from __future__ import annotations

import queue
import threading

MAX_PAYLOAD = 7900


def encode_payloads(changes: list[tuple[str, int]], done: int) -> list[str]:
    """NOTIFY payloads for one batch (always at least one: `done` alone is news too)."""
    head = f"{done};"
    out, part, size = [], [], len(head)
    for game_id, position in changes:
        item = f"{game_id}:{position}"
        if part and size + len(item) + 1 > MAX_PAYLOAD:
            out.append(head + ",".join(part))
            part, size = [], len(head)
        part.append(item)
        size += len(item) + 1
    out.append(head + ",".join(part))
    return out


def decode_payload(payload: str) -> tuple[int, list[tuple[str, int]]]:
    head, _, body = payload.partition(";")
    changes = []
    for item in body.split(","):
        if item:
            game_id, _, position = item.rpartition(":")
            changes.append((game_id, int(position)))
    return int(head), changes


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
        self._done = threading.Condition()
        self.done = 0  # the highest position every projection is known to have reached

    @classmethod
    def for_config(cls, config) -> ChangeBus:
        if config.postgres is None:
            return ChangeBus()
        return PostgresChangeBus(config.postgres, config.changes_channel)

    def subscribe(self, game_id=None) -> Subscription:
        sub = Subscription(self, None if game_id is None else str(game_id))
        with self._lock:
            self._subs.append(sub)
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        with self._lock:
            if sub in self._subs:
                self._subs.remove(sub)

    def count(self) -> int:
        return len(self._subs)

    def deliver(self, game_id: str, position: int) -> None:
        with self._lock:
            subs = list(self._subs)
        for sub in subs:
            if sub.game_id is None or sub.game_id == game_id:
                sub.put((game_id, position))

    def publish(self, changes: list[tuple[str, int]]) -> None:
        for game_id, position in changes:
            self.deliver(game_id, position)

    def committed(self, changes: list[tuple[str, int]], done: int, *, local: bool) -> None:
        """The in-process runner committed a batch: note `done`, and deliver the changes
        unless they travel through the database (`local=False`: NOTIFY/LISTEN)."""
        if local:
            self.publish(changes)
        self.note_done(done)

    def note_done(self, position: int) -> None:
        if position > self.done:
            with self._done:
                if position > self.done:
                    self.done = position
                    self._done.notify_all()

    def watch(self) -> None:
        """Make sure `done` follows the runner's signals (PostgreSQL: start listening)."""

    def wait_done(self, position: int, timeout: float) -> bool:
        with self._done:
            return self._done.wait_for(lambda: self.done >= position, timeout)

    def close(self) -> None:
        pass


class PostgresChangeBus(ChangeBus):
    def __init__(self, pg, channel: str) -> None:
        super().__init__()
        self.pg = pg
        self.channel = channel
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()

    def subscribe(self, game_id=None) -> Subscription:
        self.watch()
        return super().subscribe(game_id)

    def watch(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._listen, name="readside-listen",
                                                daemon=True)
                self._thread.start()
        self._ready.wait(5)

    @property
    def listening(self) -> bool:
        return self._thread is not None and self._ready.is_set()

    def _listen(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(self.pg.conninfo(), autocommit=True,
                                     application_name="signoria-readside-listen") as conn:
                    conn.execute(f'LISTEN "{self.channel}"')
                    self._ready.set()
                    while not self._stop.is_set():
                        for n in conn.notifies(timeout=0.2):
                            done, changes = decode_payload(n.payload)
                            for game_id, position in changes:
                                self.deliver(game_id, position)
                            self.note_done(done)
            except Exception:  # noqa: BLE001 - reconnect after a lost connection
                self._ready.set()
                self._stop.wait(0.5)

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(2)
