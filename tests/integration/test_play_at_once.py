"""A move run on the API's event loop on SQLite (`GameService.play(wait=False)`, api.context
`move`): it is stored only when nothing has to be waited for; otherwise it raises WouldWait
with nothing stored, and the same move with `wait=True` gives the usual answer."""
from __future__ import annotations

import sqlite3
import threading
import time

import pytest

from infra.game_service.errors import RuleViolation, WouldWait

SEATS = ["human:A", "human:B"]
STEP = "step.1"  # the test game's "free" variant: any seat steps at any time


@pytest.fixture
def sqlite_service(make_store, make_service):
    return make_service(make_store("sqlite"))


def _game(svc):
    created = svc.create_game(game="race", seats=SEATS, variant="free", seed=3,
                              preset={"target": 10_000})
    return created.game_id, created.tokens


def test_a_move_with_nothing_to_wait_for_is_stored_at_once(sqlite_service):
    svc = sqlite_service
    gid, tokens = _game(svc)
    before = svc.game(gid).version
    r = svc.play(gid, tokens[0], STEP, wait=False)
    assert r.version > before and svc.game(gid).version == r.version


def _nothing_stored(svc, gid, version):
    assert svc.game(gid).version == version


def test_a_busy_writer_defers_the_move_and_stores_nothing(sqlite_service):
    svc = sqlite_service
    gid, tokens = _game(svc)
    version = svc.game(gid).version
    lock = svc.recorder._writer_lock
    with lock:  # another thread of this process is saving
        with pytest.raises(WouldWait):
            svc.play(gid, tokens[0], STEP, wait=False)
    _nothing_stored(svc, gid, version)
    assert svc.play(gid, tokens[0], STEP).version == version + 1


def test_another_process_holding_the_write_lock_defers_at_once(sqlite_service):
    svc = sqlite_service
    gid, tokens = _game(svc)
    version = svc.game(gid).version
    other = sqlite3.connect(svc.settings.sqlite_path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # as another process's save would
        started = time.monotonic()
        with pytest.raises(WouldWait):
            svc.play(gid, tokens[0], STEP, wait=False)
        assert time.monotonic() - started < 1.0  # not the busy timeout (seconds)
        other.execute("ROLLBACK")
    finally:
        other.close()
    _nothing_stored(svc, gid, version)
    # the writer's own busy timeout is back: a later save waits for a lock, as before
    assert svc.play(gid, tokens[0], STEP, wait=False).version == version + 1


def test_a_command_under_way_on_the_game_defers_the_move(sqlite_service):
    svc = sqlite_service
    gid, tokens = _game(svc)
    version = svc.game(gid).version
    held, release = threading.Event(), threading.Event()
    lock = svc._game_lock(svc.game(gid).id)

    def busy():
        with lock:
            held.set()
            release.wait(5)

    t = threading.Thread(target=busy)
    t.start()
    held.wait(5)
    try:
        with pytest.raises(WouldWait):
            svc.play(gid, tokens[0], STEP, wait=False)
    finally:
        release.set()
        t.join(5)
    _nothing_stored(svc, gid, version)


def test_a_game_not_at_hand_is_not_loaded_on_the_loop(make_store, make_service):
    settings = make_store("sqlite")
    gid, tokens = _game(make_service(settings))
    fresh = make_service(settings)  # another process: nothing cached
    fresh.repository.cache.lru.clear()
    with pytest.raises(WouldWait):
        fresh.play(gid, tokens[0], STEP, wait=False)
    assert fresh.play(gid, tokens[0], STEP).version == fresh.game(gid).version


def test_a_refused_move_is_refused_by_the_waiting_path_with_its_reason(sqlite_service):
    svc = sqlite_service
    gid, tokens = _game(svc)
    version = svc.game(gid).version
    with pytest.raises(WouldWait):
        svc.play(gid, tokens[0], "no-such-action", wait=False)
    with pytest.raises(RuleViolation):
        svc.play(gid, tokens[0], "no-such-action")
    _nothing_stored(svc, gid, version)
