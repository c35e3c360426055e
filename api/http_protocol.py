"""uvicorn's httptools HTTP protocol, with the connection's writes gathered per event-loop turn.

uvicorn writes a response's head and body with two `transport.write` calls, and a WebSocket's
messages with one call each; every call is a `send()` system call made on the event loop
thread while it holds the GIL. On a busy machine a send that wakes the peer is expensive (the
head of each response was the largest single cost of a `submitAction`), and a subscriber that
gets the five events of one move in one turn gets five sends. Here each connection's writes
made during one turn of the event loop are joined and sent once, at the end of the turn
(`loop.call_soon`): same bytes, same order, fewer system calls. Flow control is unchanged
(the real transport buffers and pauses the protocol as before); closing sends what is pending
first.

`signoria serve` passes `http="api.http_protocol:HttpProtocol"` to uvicorn (by import string, as
for the app: infra does not import the api package)."""
from __future__ import annotations

import asyncio

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class CorkedTransport:
    """A transport whose writes of one loop turn go out as one write."""

    __slots__ = ("_transport", "_loop", "_pending")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] | None = None

    def write(self, data: bytes) -> None:
        if not data:
            return
        if self._pending is None:
            self._pending = [data]
            self._loop.call_soon(self._flush)
        else:
            self._pending.append(data)

    def writelines(self, lines) -> None:
        self.write(b"".join(lines))

    def _flush(self) -> None:
        pending, self._pending = self._pending, None
        if pending and not self._transport.is_closing():
            self._transport.write(pending[0] if len(pending) == 1 else b"".join(pending))

    def close(self) -> None:
        self._flush()
        self._transport.close()

    def write_eof(self) -> None:
        self._flush()
        self._transport.write_eof()

    def abort(self) -> None:
        self._pending = None
        self._transport.abort()

    def __getattr__(self, name: str):
        return getattr(self._transport, name)


class HttpProtocol(HttpToolsProtocol):
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CorkedTransport(transport, self.loop))  # type: ignore[arg-type]
