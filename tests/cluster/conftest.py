"""Cluster fixtures: a fresh PostgreSQL schema per test and the launcher (ops/launch.py) that
starts the production topology as real processes on it."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from infra.storage import stores
from tests.conftest import postgres_settings, postgres_url_of, require_postgres

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "ops"))

from launch import Cluster, drop_option, single  # noqa: E402, F401 - for test modules


@pytest.fixture
def pg_store():
    """Settings of an empty PostgreSQL schema (dropped afterwards)."""
    require_postgres()
    settings = postgres_settings()
    yield settings
    stores.drop_schema(settings.postgres)


@pytest.fixture
def make_cluster(pg_store, tmp_path):
    """make_cluster(api=3, ...) -> a started Cluster on `pg_store` (stopped afterwards)."""
    made: list[Cluster] = []

    def make(*, start: bool = True, env: dict | None = None, **kw) -> Cluster:
        cluster = Cluster(postgres_url_of(pg_store), workdir=tmp_path / f"c{len(made)}",
                          env={"SIGNORIA_RATE_LIMIT": "0", **(env or {})}, **kw)
        made.append(cluster)
        if start:
            cluster.start()
        return cluster

    yield make
    for cluster in made:
        cluster.stop()
