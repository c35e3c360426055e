"""Shared fixtures. Store-backed tests run on SQLite and PostgreSQL via the `store` fixture.

PostgreSQL: SIGNORIA_TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/test);
every test gets its own schema (dropped afterwards), so runs never collide. When the server is
unreachable the PostgreSQL tests skip locally and FAIL when the CI environment variable is set.
"""
from __future__ import annotations

import os
import uuid
from dataclasses import replace

import pytest

from domain import games
from infra import settings as settings_mod
from infra.storage import stores
from tests.support.toy_game import GAME as RACE

games.register(RACE)

RUN_ID = f"{os.getpid()}_{uuid.uuid4().hex[:6]}"
_pg_state: dict[str, object] = {}


def postgres_available() -> str | None:
    """None if the test PostgreSQL answers, else the reason."""
    if "reason" not in _pg_state:
        url = settings_mod.PostgresUrl.parse(settings_mod.postgres_test_url())
        try:
            with stores.connect_postgres(url, timeout=3) as conn:
                conn.execute("select 1")
            _pg_state["reason"] = None
        except Exception as e:  # noqa: BLE001 - any failure means "unreachable"
            _pg_state["reason"] = f"PostgreSQL unreachable at {url.host}:{url.port}: {e}"
    return _pg_state["reason"]  # type: ignore[return-value]


def require_postgres() -> None:
    reason = postgres_available()
    if reason is None:
        return
    if settings_mod.in_ci():
        pytest.fail(f"{reason} (CI is set: PostgreSQL tests must run)")
    pytest.skip(reason)


_counter = iter(range(1, 1_000_000))


def sqlite_settings(tmp_path, name: str = "events.sqlite3") -> settings_mod.Settings:
    return settings_mod.Settings(sqlite_path=tmp_path / name, run_bots=False)


def postgres_settings() -> settings_mod.Settings:
    base = settings_mod.PostgresUrl.parse(settings_mod.postgres_test_url())
    schema = f"signoria_t_{RUN_ID}_{next(_counter)}"
    return settings_mod.Settings(sqlite_path=settings_mod.load({}).sqlite_path,
                                 postgres=replace(base, schema=schema), run_bots=False)


def postgres_url_of(s: settings_mod.Settings) -> str:
    pg = s.postgres
    auth = pg.user + (f":{pg.password}" if pg.password else "")
    return f"postgresql://{auth}@{pg.host}:{pg.port}/{pg.dbname}?schema={pg.schema}"


@pytest.fixture
def make_store(tmp_path):
    """make_store("sqlite"|"postgres") -> Settings for a fresh, empty store."""
    schemas = []

    def make(kind: str) -> settings_mod.Settings:
        if kind == "sqlite":
            return sqlite_settings(tmp_path, f"events_{next(_counter)}.sqlite3")
        require_postgres()
        s = postgres_settings()
        schemas.append(s.postgres)
        return s

    yield make
    for pg in schemas:
        stores.drop_schema(pg)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store(request, make_store):
    """Settings of a fresh store, once per backend."""
    return make_store(request.param)


@pytest.fixture
def make_service():
    """make_service(settings, run_bots=False) -> GameService, closed after the test."""
    from infra.game_service.service import GameService

    made = []

    def make(s, *, run_bots: bool = False):
        svc = GameService(s, run_bots=run_bots)
        made.append(svc)
        return svc

    yield make
    for svc in made:
        svc.close()


@pytest.fixture
def service(store, make_service):
    return make_service(store)
