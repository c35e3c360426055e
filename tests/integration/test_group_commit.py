"""Group commit on SQLite (projections.wal_sync): the writer commits without an fsync of its
own, and nothing is answered before an fsync of the write-ahead log that began after its
commit; commits made meanwhile share one fsync; the read side keeps only what is on disk."""
from __future__ import annotations

import asyncio

import pytest

from projections import wal_sync
from tests.integration.test_play_at_once import STEP, _game


@pytest.fixture
def svc(make_store, make_service):
    return make_service(make_store("sqlite"))


@pytest.fixture
def fsyncs(monkeypatch):
    """Each fsync of a WAL, with the highest position committed when it began."""
    seen, real = [], wal_sync.os.fdatasync

    def fsync(fd):
        real(fd)
        seen.append(fd)

    monkeypatch.setattr(wal_sync.os, "fdatasync", fsync)
    return seen


def test_the_writer_commits_without_an_fsync_and_a_saving_thread_waits_for_one(svc, fsyncs):
    gid, tokens = _game(svc)  # (a save that waits: the game's creation)
    assert svc.recorder._writer.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    wal = svc.recorder.wal
    r = svc.play(gid, tokens[0], STEP)  # from a thread's point of view: it waits
    assert wal.durable >= r.position and fsyncs


def test_a_move_on_the_loop_is_answered_after_a_shared_fsync(svc, fsyncs):
    games = [_game(svc) for _ in range(3)]
    wal = svc.recorder.wal
    before = len(fsyncs)
    results = [svc.play(gid, tokens[0], STEP, wait=False) for gid, tokens in games]
    assert len(fsyncs) == before  # committed, not yet synced
    assert wal.durable < max(r.position for r in results)

    async def answer_all():  # three requests waiting for the disk at once
        await asyncio.gather(*(svc.flushed() for _ in results))

    asyncio.run(answer_all())
    assert wal.durable >= max(r.position for r in results)
    assert len(fsyncs) == before + 1  # one fsync for the three


def test_an_fsync_that_began_before_a_commit_does_not_count_for_it(svc, fsyncs):
    gid, tokens = _game(svc)
    wal = svc.recorder.wal
    first = svc.play(gid, tokens[0], STEP, wait=False)

    async def go():
        loop = asyncio.get_running_loop()
        task = loop.create_task(svc.flushed())
        await asyncio.sleep(0)  # its fsync is under way (for `first` only)
        second = svc.play(gid, tokens[1], STEP, wait=False)
        await svc.flushed()
        await task
        return second

    second = asyncio.run(go())
    assert wal.durable >= second.position > first.position


def test_the_projections_keep_only_what_is_on_disk(make_store, make_service, fsyncs):
    from projections.read import ReadModels

    settings = make_store("sqlite")
    svc = make_service(settings)
    gid, tokens = _game(svc)
    r = svc.play(gid, tokens[0], STEP, wait=False)  # committed; its answer would wait
    wal = wal_sync.for_path(settings.sqlite_path)
    assert wal is svc.recorder.wal and wal.durable < r.position
    read = ReadModels(settings)
    try:
        read.start()
        assert read.wait_for(r.position, 10)
    finally:
        read.close()
    assert wal.durable >= r.position  # synced by the runner before its batch committed
