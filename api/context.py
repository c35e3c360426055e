"""What every resolver reaches through `info.context["api"]`: the write-side service, the read
models, the limits, and the token helpers (Authorization: Bearer on HTTP, `connection_init`
payload on WebSockets)."""
from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

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
    fanout: Any = None  # api.fanout.Fanout, set by the app

    def wrote(self, game_id, position: int) -> None:
        """Remember the last position this process stored for a game (read-your-writes)."""
        key = str(game_id)
        self._written[key] = max(position, self._written.get(key, 0))
        self._written.move_to_end(key)
        if len(self._written) > 50_000:
            self._written.popitem(last=False)

    async def caught_up(self, game_id, timeout: float = 5.0) -> None:
        """Wait until the read models have seen this process's last write to the game."""
        position = self._written.get(str(game_id))
        if position and self.read.position() < position:
            await run(self.read.wait_for, position, timeout)

    def __post_init__(self) -> None:
        self.rate = RateLimiter(self.limits.rate_per_second, self.limits.rate_burst)

    async def seat_of(self, game_id: str, token: str) -> int:
        """The seat `token` holds in `game_id` (cached: a token never changes seat)."""
        key = (str(game_id), hashlib.sha256(token.encode()).hexdigest())
        seat = self._seats.get(key)
        if seat is None:
            seat = await run(self.service.seat_of, game_id, token)
            self._seats[key] = seat
            if len(self._seats) > 50_000:
                self._seats.popitem(last=False)
        return seat


async def run(fn, *args, **kwargs):
    """Call the synchronous write side / read models from async code (in a worker thread)."""
    return await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs))


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


def client_key(info, token: str | None) -> str:
    if token:
        return "t:" + hashlib.sha256(token.encode()).hexdigest()[:32]
    ctx = info.context
    conn = ctx.get("request") or ctx.get("socket")
    host = getattr(getattr(conn, "client", None), "host", None) or "?"
    return "a:" + host


async def viewer_seat(info, game_id: str, token: str | None) -> int | None:
    """None for a spectator (no token); raises a clean `unauthorized` error for a bad token."""
    token = token_of(info, token)
    if token is None:
        return None
    try:
        return await api(info).seat_of(game_id, token)
    except ServiceError as e:
        raise api_error(e) from None


def check_rate(info, token: str | None) -> float:
    return api(info).rate.allow(client_key(info, token))


def require_rate(info, token: str | None) -> None:
    wait = check_rate(info, token)
    if wait:
        raise ApiError("rate_limited", f"too many requests; retry in {wait:.2f}s")
