"""What every resolver reaches through `info.context["api"]`: the write-side service, the read
models, the limits, and the token helpers (Authorization: Bearer on HTTP, `connection_init`
payload on WebSockets); read-your-writes across processes (`consistent`, and the position a
request wrote, `WRITTEN`); the client's address (X-Forwarded-For from trusted proxies only)."""
from __future__ import annotations

import asyncio
import contextvars
import hashlib
import ipaddress
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.to_thread

from api.errors import ApiError, api_error
from api.http_cache import note_volatile
from api.limits import Limits, RateLimiter
from api.readiness import AlwaysReady
from infra.game_service.errors import ServiceError, WouldWait


@dataclass
class ApiState:
    """Shared by all requests and connections of one app."""

    service: Any  # infra.game_service.service.GameService
    read: Any  # projections.read.ReadModels
    limits: Limits = field(default_factory=Limits)
    trusted_proxies: tuple = ()  # addresses / networks whose X-Forwarded-For is believed
    rate: RateLimiter = field(init=False)
    _seats: OrderedDict = field(default_factory=OrderedDict, init=False)
    _written: OrderedDict = field(default_factory=OrderedDict, init=False)
    last_written: int = field(default=0, init=False)
    fanout: Any = None  # api.fanout.Fanout, set by the app
    presence: Any = None  # api.presence.Presence, set by the app
    read_progress: Any = None  # api.ops_routes.Progress (readiness), set by the app
    readiness: Any = field(default_factory=AlwaysReady)  # /graphql's gate, set by the app

    _inflight: dict = field(default_factory=dict, init=False)
    _writer: Any = field(default=None, init=False)
    _sqlite: bool = field(default=False, init=False)

    async def command(self, fn, *args, **kwargs):
        """Run a write-side command (`service.play`, ...) in the writers' thread(s).

        SQLite takes one writer at a time (the service queues its writers on a lock), so this
        process's commands run in ONE thread: a command arriving while another runs waits in
        that thread's queue, not on the lock (no second thread to wake and put back to sleep),
        and reads never wait behind commands (they use `run`'s threads). PostgreSQL writes
        concurrently: there, as many threads as `run` has."""
        if self._writer is None:
            self._writer = ThreadPoolExecutor(1 if self._sqlite else WORKER_THREADS,
                                              thread_name_prefix="signoria-api-write")
        call = (lambda: fn(*args, **kwargs)) if kwargs else (lambda: fn(*args))
        ctx = contextvars.copy_context()  # the request's log context goes along
        return await asyncio.get_running_loop().run_in_executor(self._writer, ctx.run, call)

    async def move(self, game_id: str, token: str, action: str, **kwargs):
        """A seat's move (GameService.play). On SQLite it is first tried right here on the
        event loop, when it need not wait for anything else (its game cached and free, the
        store's writer free; else WouldWait, nothing stored, and it goes to the writer's thread
        as any command). A local commit is a fraction of a millisecond, and the hand-over to a
        thread and back cost more than the move itself: with 50 games in play, server CPU per
        move 1.03 -> 0.80-0.88 ms, saturated moves/s 863 -> 993-1099, at 500 moves/s offered
        p99 48 -> 9-11 ms. The answer waits for an fsync of the log shared with the moves
        committed meanwhile (projections.wal_sync), not for one of its own.
        PostgreSQL keeps its writer threads: a move decided here and saved over an async
        psycopg connection (tried, A/B) cost 20-30 % more server CPU than the thread's
        synchronous save (docs/operations.md)."""
        service = self.service
        if self._sqlite:
            try:
                result = service.play(game_id, token, action, wait=False, **kwargs)
            except WouldWait:
                pass
            else:
                await service.flushed()  # on disk before it is answered (group commit)
                return result
        return await self.command(service.play, game_id, token, action, **kwargs)

    def close(self) -> None:
        writer, self._writer = self._writer, None
        if writer is not None:
            writer.shutdown(wait=True)

    async def shared(self, key: tuple, fn, *args):
        """Run `fn(*args)` in a thread, sharing the result with identical concurrent calls
        (many subscribers of one game wake together and read the same page). The read is a
        task of its own: a caller that goes away (a subscriber leaving) cancels only its own
        wait, never the read the others are waiting for."""
        task = self._inflight.get(key)
        if task is None:
            task = asyncio.ensure_future(run(fn, *args))
            self._inflight[key] = task
            task.add_done_callback(lambda done: self._settled(key, done))
        return await asyncio.shield(task)

    def _settled(self, key: tuple, task: asyncio.Future) -> None:
        if self._inflight.get(key) is task:
            del self._inflight[key]
        if not task.cancelled():
            task.exception()  # retrieved here: every caller may have left before it ended

    def wrote(self, game_id, position: int) -> None:
        """Remember the last position this process stored for a game (read-your-writes), and
        that this request wrote it (the response's `Signoria-Position` header)."""
        written = WRITTEN.get()
        if written is not None and position > written[0]:
            written[0] = position
        key = str(game_id)
        self._written[key] = max(position, self._written.get(key, 0))
        self.last_written = max(self.last_written, position)
        self._written.move_to_end(key)
        if len(self._written) > 50_000:
            self._written.popitem(last=False)
        wake = getattr(self.read, "wake", None)  # the projections follow at once
        if wake is not None:
            wake()

    async def caught_up(self, game_id=None, timeout: float = 5.0) -> None:
        """Wait until the read models have seen this process's last write to the game (to
        any game, for lists)."""
        position = self.last_written if game_id is None else self._written.get(str(game_id))
        if position and self.read.changes.done < position:
            await wait(self.read.wait_for, position, timeout)

    async def consistent(self, position: int, timeout: float) -> None:
        """Wait (at most `timeout` seconds) until every read model has processed
        `position` - a consistency position returned by a write in any process; raises
        ApiError("consistency_timeout") if they have not by then."""
        if self.read.changes.done >= position:
            return
        if not await wait(self.read.wait_for, position, timeout):
            raise ApiError("consistency_timeout",
                           f"the read models have not reached position {position} within "
                           f"{timeout:g}s; retry later")

    def client_address(self, conn) -> str:
        """The client's address: the peer's, or, when the peer is a trusted proxy, the
        right-most X-Forwarded-For address that is not one (a client may prepend anything)."""
        peer = getattr(getattr(conn, "client", None), "host", None) or "?"
        if not self._proxies or not self._trusted(peer):
            return peer
        forwarded = conn.headers.get("x-forwarded-for") if conn is not None else None
        if not forwarded:
            return peer
        for hop in reversed([h.strip() for h in forwarded.split(",") if h.strip()]):
            if not self._trusted(hop):
                return hop if _is_ip(hop) else peer
        return peer

    def _trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in net for net in self._proxies)

    def __post_init__(self) -> None:
        settings = getattr(self.service, "settings", None)
        self._sqlite = getattr(settings, "backend", "sqlite") == "sqlite"
        self.rate = RateLimiter(self.limits.rate_per_second, self.limits.rate_burst)
        # token look-ups that are not cached yet (guesses among them) cost the client address
        self.auth_rate = RateLimiter(self.limits.auth_per_second, self.limits.auth_burst,
                                     quiet=self.limits.auth_quiet)
        self._proxies = [ipaddress.ip_network(p, strict=False) for p in self.trusted_proxies]

    def knows(self, game_id: str, token: str) -> bool:
        return (str(game_id), token_digest(token)) in self._seats

    def forget(self, game_id, token: str) -> None:
        """A token that no longer holds its seat (its player left an open game)."""
        self._seats.pop((str(game_id), token_digest(token)), None)

    def remember(self, game_id, token: str, seat: int) -> None:
        """A token this process just handed out: its seat is known without a look-up."""
        self._seats[(str(game_id), token_digest(token))] = seat
        if len(self._seats) > 50_000:
            self._seats.popitem(last=False)

    async def seat_of(self, game_id: str, token: str) -> int:
        """The seat `token` holds in `game_id` (cached: a token never changes seat)."""
        key = (str(game_id), token_digest(token))
        seat = self._seats.get(key)
        if seat is None:
            seat = await run(self.service.seat_of, game_id, token)
            self._seats[key] = seat
            if len(self._seats) > 50_000:
                self._seats.popitem(last=False)
        return seat


def token_digest(token: str) -> str:
    # surrogatepass: a token with a lone surrogate is just a wrong token, never a crash
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


WORKER_THREADS = 4
_WORKERS = ThreadPoolExecutor(WORKER_THREADS, thread_name_prefix="signoria-api")
# the highest position the current request wrote ([0]: none); set per request by api.app
WRITTEN: contextvars.ContextVar[list | None] = contextvars.ContextVar("written", default=None)


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


async def run(fn, *args, **kwargs):
    """Call the synchronous write side / read models from async code (in a worker thread).

    Few threads on purpose: the work is mostly CPU under the GIL (and SQLite writes serialise
    anyway); dozens of runnable threads would starve the event loop of the GIL. A plain
    executor: anyio's `to_thread` costs about three times its CPU per call (a capacity
    limiter, a cancel scope, a task-group-like wrapper), on every request."""
    call = (lambda: fn(*args, **kwargs)) if kwargs else (lambda: fn(*args))
    ctx = contextvars.copy_context()  # the request's log context goes along
    return await asyncio.get_running_loop().run_in_executor(_WORKERS, ctx.run, call)


async def wait(fn, *args):
    """A blocking wait (read-your-writes) in the default pool: it sleeps, it must not hold
    one of the few `run` threads."""
    return await anyio.to_thread.run_sync(lambda: fn(*args))


def api(info) -> ApiState:
    return info.context["api"]


def _bearer(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    value = value.strip()
    if value.lower().startswith("bearer "):
        value = value[7:].strip()
    return value or None


def header_token(info) -> str | None:
    """The token sent with the connection: `Authorization: Bearer <token>` on HTTP, or the
    `connection_init` payload `{"Authorization": "Bearer <token>"}` / `{"token": "<token>"}`."""
    ctx = info.context
    request = ctx.get("request")
    if request is not None:
        return _bearer(request.headers.get("authorization"))
    params = ctx.get("connection_params")
    if isinstance(params, dict):
        for k in ("Authorization", "authorization", "token"):
            if k in params:
                return _bearer(params[k])
    return None


def token_of(info, token: str | None) -> str | None:
    """An explicit `token` argument wins over the connection's token."""
    return token if token else header_token(info)


def client_address(info) -> str:
    ctx = info.context
    conn = ctx.get("request") or ctx.get("socket")
    return api(info).client_address(conn)


def client_key(info, token: str | None, game_id: str | None = None) -> str:
    """The rate-limit bucket: a seat token already known to hold a seat (so an honest
    player's moves never wait for others on the same address), else the client address - a
    made-up token is no key of its own, so guessing tokens cannot buy fresh bursts."""
    if token and game_id is not None and api(info).knows(game_id, token):
        return "t:" + token_digest(token)[:32]
    return "a:" + client_address(info)


async def seat_for(info, game_id: str, token: str) -> int:
    """The seat `token` holds: every entry point's look-up (header, `token` argument,
    `connection_init`, a subscription's argument) comes here. A token this process does not
    know yet costs the client address one look-up (`auth_rate`): no free guessing, however
    the token arrives. Raises ApiError("rate_limited") or the service's Unauthorized."""
    state = api(info)
    if not state.knows(game_id, token):
        require_auth_rate(info)
    return await state.seat_of(game_id, token)


async def viewer_seat(info, game_id: str, token: str | None) -> int | None:
    """None for a spectator (no token); raises a clean `unauthorized` error for a bad token."""
    token = token_of(info, token)
    if token is None:
        return None
    note_volatile()  # a seat's view: never kept by a shared cache
    try:
        return await seat_for(info, game_id, token)
    except ServiceError as e:
        raise api_error(e) from None


def check_rate(info, token: str | None, game_id: str | None = None) -> float:
    rate = api(info).rate
    if rate.rate <= 0:  # limits off: no key to work out (a hash of the token)
        return 0.0
    return rate.allow(client_key(info, token, game_id))


def check_auth_rate(info) -> float:
    """A token look-up not cached yet: charged to the client address."""
    rate = api(info).auth_rate
    if rate.rate <= 0:
        return 0.0
    return rate.allow("a:" + client_address(info))


def require_auth_rate(info) -> None:
    wait = check_auth_rate(info)
    if wait:
        raise ApiError("rate_limited", f"too many token look-ups; retry in {wait:.2f}s",
                       retry_after=wait)
