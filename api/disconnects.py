"""A client that drops its WebSocket without a clean close is routine, not an error.

strawberry logs the failed send of such a connection's subscription task as an ERROR with the
traceback of uvicorn's `ClientDisconnected` (logger `strawberry.ws.task`); this filter turns
exactly those records into one INFO line without a traceback. Any other exception is left as
it is."""
from __future__ import annotations

import logging

LOGGERS = ("strawberry.ws.task", "strawberry.ws", "uvicorn.error")


def _disconnect_types() -> tuple[type, ...]:
    found: list[type] = []
    try:
        from uvicorn.protocols.utils import ClientDisconnected

        found.append(ClientDisconnected)
    except ImportError:
        pass
    try:
        from litestar.exceptions import WebSocketDisconnect

        found.append(WebSocketDisconnect)
    except ImportError:
        pass
    try:
        from websockets.exceptions import ConnectionClosed

        found.append(ConnectionClosed)
    except ImportError:
        pass
    return tuple(found)


class DisconnectFilter(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self.types = _disconnect_types()

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None and isinstance(exc, self.types):
            record.levelno, record.levelname = logging.INFO, "INFO"
            record.msg, record.args = "client dropped its WebSocket (%s)", (type(exc).__name__,)
            record.exc_info = record.exc_text = None
        return True


def quiet_disconnects() -> None:
    """Install the filter once on the loggers that report dropped connections."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, DisconnectFilter) for f in logger.filters):
            logger.addFilter(DisconnectFilter())
