"""Which failures mean "the database is unavailable" (clients get `unavailable` with a retry
hint, the logs a line per interval) and which are bugs (masked, logged with a traceback):
infra.game_service.errors.unavailable over the exceptions the drivers raise."""
from __future__ import annotations

import sqlite3

import psycopg
import pytest
from psycopg import errors as pg

from infra.game_service.errors import unavailable


def _wrapped(inner: BaseException) -> BaseException:
    try:
        try:
            raise inner
        except BaseException as e:
            raise RuntimeError("while saving") from e
    except RuntimeError as outer:
        return outer


@pytest.mark.parametrize("exc", [
    psycopg.OperationalError("connection refused"),
    psycopg.InterfaceError("the connection is closed"),
    pg.AdminShutdown("terminating connection due to administrator command"),
    pg.DiskFull("could not extend file: No space left on device"),
    pg.ReadOnlySqlTransaction("cannot execute INSERT in a read-only transaction"),
    sqlite3.OperationalError("database or disk is full"),
    sqlite3.OperationalError("disk I/O error"),
    _wrapped(pg.AdminShutdown("terminating connection")),
])
def test_unavailable(exc):
    assert unavailable(exc)


@pytest.mark.parametrize("exc", [
    None, ValueError("bad"), KeyError("x"), sqlite3.OperationalError("no such column: x"),
    pg.UndefinedColumn("column x does not exist"), pg.UniqueViolation("duplicate key"),
    _wrapped(ValueError("bad")),
])
def test_not_unavailable(exc):
    assert not unavailable(exc)
