"""A move saved on the API's event loop over an async connection (PostgreSQL:
`GameService.play_async`, api.context `move`): stored like `play` when nothing must be waited
for; otherwise WouldWait with nothing stored, and `play` gives the usual answer. A request
cancelled during the save (its client gone) still leaves the move stored and cached."""
from __future__ import annotations

import asyncio
import threading

import pytest

from infra.game_service.errors import RuleViolation, WouldWait
from tests.integration.test_play_at_once import STEP, _game

pytestmark = pytest.mark.postgres


@pytest.fixture
def pg(make_store, make_service):
    return make_service(make_store("postgres"))


def _play_async(svc, *args, cancel_after: float | None = None, **kwargs):
    """Run play_async on a fresh event loop with a pool of its own, as the API's loop does."""
    async def go():
        pool = svc.recorder.async_pool(2)
        await pool.open()
        try:
            task = asyncio.ensure_future(svc.play_async(pool.connection, *args, **kwargs))
            if cancel_after is None:
                return await task
            await asyncio.sleep(cancel_after)
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass
            await asyncio.sleep(0.5)  # the shielded save goes on
            return None
        finally:
            await pool.close()
    return asyncio.run(go())


def _stored_version(svc, gid):
    return svc.stored_events(gid)[-1].originator_version


def test_a_move_is_saved_on_the_loop_like_play(pg):
    gid, tokens = _game(pg)
    before = pg.game(gid).version
    r = _play_async(pg, gid, tokens[0], STEP)
    assert r.version == before + 1 == _stored_version(pg, gid)
    assert r.seat == 0 and r.action == STEP and r.events
    assert r.position == pg.position()  # the log's position of the move, for read-your-writes
    cached = pg.repository.cache.get(gid)
    assert cached.version == r.version  # the next move decides on it without loading
    assert pg.play(gid, tokens[1], STEP).version == r.version + 1


def test_another_process_storing_first_defers_and_stores_nothing(pg, make_service):
    gid, tokens = _game(pg)
    other = make_service(pg.settings)  # another process, on the same database
    stored = other.play(gid, tokens[1], STEP).version  # this process's cache is now behind
    with pytest.raises(WouldWait):
        _play_async(pg, gid, tokens[0], STEP)
    assert _stored_version(pg, gid) == stored
    # the waiting path loads the stored game and decides again
    assert pg.play(gid, tokens[0], STEP).version == stored + 1


def test_a_command_under_way_on_the_game_defers_the_move(pg):
    gid, tokens = _game(pg)
    version = pg.game(gid).version
    lock = pg._game_lock(pg.game(gid).id)
    with lock:
        with pytest.raises(WouldWait):
            _play_async(pg, gid, tokens[0], STEP)
    assert _stored_version(pg, gid) == version
    assert not lock.locked()


def test_a_refused_move_or_a_repeated_key_goes_to_the_waiting_path(pg):
    gid, tokens = _game(pg)
    version = pg.game(gid).version
    with pytest.raises(WouldWait):
        _play_async(pg, gid, tokens[0], "no-such-action")
    with pytest.raises(RuleViolation):
        pg.play(gid, tokens[0], "no-such-action")
    first = pg.play(gid, tokens[0], STEP, idempotency_key="k1")
    with pytest.raises(WouldWait):  # its answer is read from the store: not on the loop
        _play_async(pg, gid, tokens[0], STEP, idempotency_key="k1")
    again = pg.play(gid, tokens[0], STEP, idempotency_key="k1")
    assert again.replayed and again.version == first.version == version + 1
    assert _stored_version(pg, gid) == version + 1


def test_a_cancelled_request_leaves_its_move_stored_and_cached(pg, monkeypatch):
    gid, tokens = _game(pg)
    version = pg.game(gid).version
    put, started = pg.recorder.put_async, threading.Event()

    async def slow_put(*args, **kwargs):
        started.set()
        await asyncio.sleep(0.2)  # the client goes away while the save is under way
        return await put(*args, **kwargs)

    monkeypatch.setattr(pg.recorder, "put_async", slow_put)
    _play_async(pg, gid, tokens[0], STEP, cancel_after=0.05)
    assert started.is_set()
    assert _stored_version(pg, gid) == version + 1
    assert pg.repository.cache.get(gid).version == version + 1
    lock = pg._game_lock(pg.game(gid).id)
    assert not lock.locked()
    assert pg.play(gid, tokens[1], STEP).version == version + 2
