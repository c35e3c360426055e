"""Every projection built live (interleaved with writes, across a restart) equals the same
projection rebuilt from scratch; a single projection can be rebuilt alone."""
from __future__ import annotations

import pytest

from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import rebuild
from tests.projections.conftest import build_corpus
from tests.projections.test_running import _drop


def test_live_build_equals_clean_rebuild(corpus, tmp_path):
    live = corpus.read
    fresh = ReadModels(config=corpus.config.with_views(tmp_path / "rebuilt.sqlite3"))
    try:
        rebuild(fresh.config, fresh.store, fresh.store.projections)
        assert fresh.position() == live.position() > 0
        for a, b in zip(live.store.projections, fresh.store.projections, strict=True):
            dumped = live.store.dump(a)
            assert dumped == fresh.store.dump(b), a.name
            assert any(dumped.values()), a.name
    finally:
        fresh.close()


def test_rebuilding_one_projection_leaves_the_others(corpus, tmp_path):
    copy = ReadModels(config=corpus.config.with_views(tmp_path / "one.sqlite3"))
    try:
        rebuild(copy.config, copy.store, copy.store.projections)
        before = {p.name: copy.store.dump(p) for p in copy.store.projections}
        log = [p for p in copy.store.projections if p.name == "log"]
        rebuild(copy.config, copy.store, log)
        assert {p.name: copy.store.dump(p) for p in copy.store.projections} == before
        assert {s["name"]: s["lag"] for s in copy.status()} == dict.fromkeys(
            [p.name for p in all_projections()], 0)
    finally:
        copy.close()


@pytest.mark.postgres
def test_live_build_equals_clean_rebuild_on_postgres(make_store):
    """The same check on PostgreSQL: a few hundred games projected live (small batches, one
    restart) equal a clean rebuild into another schema."""
    settings = make_store("postgres")
    config = Config.from_settings(settings)
    built = build_corpus(settings, config, finished_2p=200, finished_adv=10, restart_at=80)
    target = config.postgres.schema + "_rb"
    fresh = ReadModels(config=config.with_views(target))
    try:
        rebuild(fresh.config, fresh.store, fresh.store.projections)
        assert fresh.position() == built.read.position() > 0
        for a, b in zip(built.read.store.projections, fresh.store.projections, strict=True):
            dumped = built.read.store.dump(a)
            assert dumped == fresh.store.dump(b), a.name
            assert any(dumped.values()), a.name
    finally:
        fresh.close()
        built.read.close()
        _drop(settings, target)
