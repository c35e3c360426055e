"""Logging set-up: one JSON object per line (the default when stderr is not a terminal) or
plain text, with the request id, game id and operation of the work under way.

The context travels in contextvars (`context(...)`): the API sets the request id and operation
per request, the service the game id per command; threads that run a request's work get a
copy of its context (api.context.run). Only these fields and the message are written: never a
token or a seed (the code logs neither; the formatter adds nothing else a request carries).
"""
from __future__ import annotations

import contextlib
import contextvars
import json
import logging
import logging.config
import sys
import time

REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id",
                                                                         default=None)
GAME_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("game_id", default=None)
OPERATION: contextvars.ContextVar[str | None] = contextvars.ContextVar("operation",
                                                                        default=None)
CLIENT: contextvars.ContextVar[str | None] = contextvars.ContextVar("client", default=None)
_FIELDS = (("request_id", REQUEST_ID), ("game_id", GAME_ID), ("operation", OPERATION),
           ("client", CLIENT))


@contextlib.contextmanager
def context(**values):
    """Set some of request_id, game_id, operation, client for the block."""
    tokens = [(var, var.set(values[name])) for name, var in _FIELDS if name in values]
    try:
        yield
    finally:
        for var, token in reversed(tokens):
            var.reset(token)


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out = {"ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
               + f".{int(record.msecs):03d}Z",
               "level": record.levelname.lower(), "logger": record.name,
               "message": record.getMessage()}
        for name, var in _FIELDS:
            value = var.get()
            if value is not None:
                out[name] = value
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        extra = " ".join(f"{name}={var.get()}" for name, var in _FIELDS if var.get())
        return f"{text} [{extra}]" if extra else text


def formatter(fmt: str | None) -> logging.Formatter:
    if not fmt:
        fmt = "text" if sys.stderr.isatty() else "json"
    return JsonFormatter() if fmt == "json" else TextFormatter()


def configure(fmt: str | None = None, level: str = "info") -> dict:
    """Set up the root logger (and uvicorn's) to write `fmt` lines to stderr; returns the
    `logging.config.dictConfig` dict, which uvicorn takes as its `log_config`."""
    config = {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"main": {"()": "infra.logs.formatter", "fmt": fmt}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "main",
                                "stream": "ext://sys.stderr"}},
        "root": {"handlers": ["stderr"], "level": level.upper()},
        "loggers": {name: {"handlers": [], "propagate": True, "level": level.upper()}
                    for name in ("uvicorn", "uvicorn.error", "uvicorn.access")},
    }
    logging.config.dictConfig(config)
    return config
