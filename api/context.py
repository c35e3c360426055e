"""What every resolver reaches through `info.context["api"]`: the write-side service, the read
models, the limits, and the token helpers (Authorization: Bearer on HTTP, `connection_init`
payload on WebSockets)."""
from __future__ import annotations

import asyncio
import hashlib
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.to_thread

from api.errors import ApiError, api_error
from api.limits import Limits, RateLimiter
from infra.errors import ServiceError


@dataclass
class ApiState:
    """Shared by all requests and connections of one app."""

    service: Any  # infra.service.GameService
    read: Any  # projections.read.ReadModels
    limits: Limits = field(default_factory=Limits)
    rate: RateLimiter = field(init=False)
    _seats: OrderedDict = field(default_factory=OrderedDict, init=False)
    _written: OrderedDict = field(default_factory=OrderedDict, init=False)
    last_written: int = field(default=0, init=False)
    fanout: Any = None  # api.fanout.Fanout, set by the app

    _inflight: dict = field(default_factory=dict, init=False)
    _writer: Any = field(default=None, init=False)

    async def command(self, fn, *args, **kwargs):
        """Run a write-side command (`service.play`, ...) in the writers' thread(s).

        SQLite takes one writer at a time (the service queues its writers on a lock), so this
        process's commands run in ONE thread: a command arriving while another runs waits in
        that thread's queue, not on the lock (no second thread to wake and put back to sleep),
        and reads never wait behind commands (they use `run`'s threads). PostgreSQL writes
        concurrently: there, as many threads as `run` has."""
        if self._writer is None:
            settings = getattr(self.service, "settings", None)
            sqlite = getattr(settings, "backend", "sqlite") == "sqlite"
            self._writer = ThreadPoolExecutor(1 if sqlite else WORKER_THREADS,
                                              thread_name_prefix="signoria-api-write")
        call = (lambda: fn(*args, **kwargs)) if kwargs else (lambda: fn(*args))
        return await asyncio.get_running_loop().run_in_executor(self._writer, call)

    def close(self) -> None:
        writer, self._writer = self._writer, None
        if writer is not None:
            writer.shutdown(wait=True)

    async def shared(self, key: tuple, fn, *args):
        """Run `fn(*args)` in a thread, sharing the result with identical concurrent calls
        (many subscribers of one game wake together and read the same page)."""
        fut = self._inflight.get(key)
        if fut is not None:
            return await asyncio.shield(fut)
        fut = asyncio.get_running_loop().create_future()
        self._inflight[key] = fut
        try:
            result = await run(fn, *args)
        except BaseException as e:
            self._inflight.pop(key, None)
            if not fut.done():
                fut.set_exception(e)
                fut.exception()  # mark retrieved
            raise
        self._inflight.pop(key, None)
        fut.set_result(result)
        return result

    def wrote(self, game_id, position: int) -> None:
        """Remember the last position this process stored for a game (read-your-writes)."""
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
        if position and self.read.position() < position:
            await wait(self.read.wait_for, position, timeout)

    def __post_init__(self) -> None:
        self.rate = RateLimiter(self.limits.rate_per_second, self.limits.rate_burst)
        # token look-ups that are not cached yet (guesses among them) cost the client address
        self.auth_rate = RateLimiter(self.limits.auth_per_second, self.limits.auth_burst)

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


async def run(fn, *args, **kwargs):
    """Call the synchronous write side / read models from async code (in a worker thread).

    Few threads on purpose: the work is mostly CPU under the GIL (and SQLite writes serialise
    anyway); dozens of runnable threads would starve the event loop of the GIL. A plain
    executor: anyio's `to_thread` costs about three times its CPU per call (a capacity
    limiter, a cancel scope, a task-group-like wrapper), on every request."""
    call = (lambda: fn(*args, **kwargs)) if kwargs else (lambda: fn(*args))
    return await asyncio.get_running_loop().run_in_executor(_WORKERS, call)


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
    return getattr(getattr(conn, "client", None), "host", None) or "?"


def client_key(info, token: str | None, game_id: str | None = None) -> str:
    """The rate-limit bucket: a seat token already known to hold a seat (so an honest
    player's moves never wait for others on the same address), else the client address - a
    made-up token is no key of its own, so guessing tokens cannot buy fresh bursts."""
    if token and game_id is not None and api(info).knows(game_id, token):
        return "t:" + token_digest(token)[:32]
    return "a:" + client_address(info)


async def viewer_seat(info, game_id: str, token: str | None) -> int | None:
    """None for a spectator (no token); raises a clean `unauthorized` error for a bad token."""
    token = token_of(info, token)
    if token is None:
        return None
    state = api(info)
    if not state.knows(game_id, token):
        require_auth_rate(info)  # unknown tokens cost a lookup: no free guessing
    try:
        return await state.seat_of(game_id, token)
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
        raise ApiError("rate_limited", f"too many token look-ups; retry in {wait:.2f}s")
