"""A failure that repeats (a database that is down, a full disk) is logged once per interval
with a count, not once per attempt: the first occurrence at once, then one line per interval
saying how many more there were. Keyed by what failed; the message names the exception type
and its first line, never a traceback (the cause is operational, not a bug to debug)."""
from __future__ import annotations

import logging
import threading
import time

log = logging.getLogger("signoria.repeats")
INTERVAL = 60.0
_lock = threading.Lock()
_seen: dict[str, tuple[float, int]] = {}  # what -> (last logged at, failures since)


def report(what: str, exc: BaseException | None = None, *, interval: float = INTERVAL,
           level: int = logging.WARNING) -> bool:
    """Count one failure of `what`; True when this call logged a line."""
    now = time.monotonic()
    with _lock:
        last, count = _seen.get(what, (None, 0))
        count += 1
        if last is not None and now - last < interval:
            _seen[what] = (last, count)
            return False
        _seen[what] = (now, 0)
    detail = "" if exc is None else f": {type(exc).__name__}: {_first_line(exc)}"
    if last is None:
        log.log(level, "%s%s", what, detail)
    else:
        log.log(level, "%s%s (%d times in the last %.0fs)", what, detail, count, now - last)
    return True


def failed(what: str, exc: BaseException) -> bool:
    """`report` a loop's failure: a warning while the database is away (it passes), an error
    for anything else (a bug)."""
    return report(what, exc, level=logging.WARNING if unavailable(exc) else logging.ERROR)


def recovered(what: str) -> None:
    """`what` works again: the next failure is logged at once."""
    with _lock:
        held = _seen.pop(what, None)
    if held is not None and held[1]:
        log.info("%s: recovered after %d more failures", what, held[1])


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else ""


_SQLITE_UNAVAILABLE = ("disk is full", "disk i/o error", "unable to open database",
                       "readonly database", "database is locked")


def unavailable(exc: BaseException | None) -> bool:
    """Whether `exc` (or an exception it came from) says the database is down, unreachable,
    full or refusing writes - a condition that passes, not a bug: clients get `unavailable`
    with a retry hint, the logs a line per interval (projections.repeats)."""
    import sqlite3

    seen = 0
    while exc is not None and seen < 10:
        module = type(exc).__module__ or ""
        name = type(exc).__name__
        if module.startswith(("psycopg", "eventsourcing")) and name in (
                "OperationalError", "InterfaceError", "PoolTimeout", "PoolClosed",
                "AdminShutdown", "CannotConnectNow", "CrashShutdown", "DiskFull",
                "ReadOnlySqlTransaction", "ConnectionTimeout", "ConnectionException",
                "ConnectionFailure", "TooManyConnections"):
            return True
        if isinstance(exc, sqlite3.OperationalError) and any(
                text in str(exc).lower() for text in _SQLITE_UNAVAILABLE):
            return True
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return False
