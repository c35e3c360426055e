"""The projections in-process and as a separate process: read-your-writes, change signals,
a killed process resumes and ends identical to a clean rebuild; SQLite and PostgreSQL."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from domain.lorenzo.playout import play_game
from projections.config import Config
from projections.read import ReadModels
from projections.runner import rebuild
from tests.conftest import postgres_url_of
from tests.projections.corpus import finished_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_read_your_writes_and_change_signals(store, make_service):
    service = make_service(store)
    rm = ReadModels(store, poll_interval=0.01)
    try:
        rm.start()
        everything = rm.changes.subscribe()
        created = service.create_game(seats=["human:Ann", "open"], seed=77)
        gid = str(created.game_id)
        mine = rm.changes.subscribe(gid)
        assert rm.wait_for(created.position, timeout=10)
        assert rm.game_summary(gid)["status"] == "lobby"
        assert rm.game_list(open_only=True)["items"][0]["game_id"] == gid
        joined = service.join_game(gid, "Bea")
        _, _, moves = play_game(2, 77)
        result = service.play_seat(gid, *moves[0])
        assert rm.wait_for(result.position, timeout=10)
        board = rm.board(gid, 1)
        assert board["version"] == result.version and board["status"] == "playing"
        assert [s["name"] for s in board["seats"]] == ["Ann", "Bea"]
        got = []
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and (not got or got[-1][1] < result.position):
            item = mine.get(timeout=1)
            if item:
                got.append(item)
        assert {g for g, _ in got} == {gid} and got[-1][1] >= result.position
        assert joined.position <= got[-1][1]
        assert everything.get(timeout=5) is not None
        rm.changes.unsubscribe(mine)
        assert not rm.wait_for(result.position + 10_000, timeout=0.1)
    finally:
        rm.close()


def _cli(settings, *args, **kw):
    env = dict(os.environ, PYTHONPATH=ROOT)
    if settings.postgres is not None:
        env["SIGNORIA_DATABASE_URL"] = postgres_url_of(settings)
    else:
        env.pop("SIGNORIA_DATABASE_URL", None)
        env["SIGNORIA_SQLITE_PATH"] = str(settings.sqlite_path)
    return subprocess.Popen([sys.executable, "-m", "infra.console.main", "projections", *args],
                            env=env, cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kw)


def test_killed_projection_process_resumes_identical_to_a_rebuild(store, make_service):
    service = make_service(store)
    games = 40 if store.postgres is None else 15
    for i in range(games):
        finished_game(service, 2, 500 + i)
    head = service.position()
    config = Config.from_settings(store)
    proc = _cli(store, "run", "--poll", "0.01")
    rm = ReadModels(config=config)
    try:
        deadline = time.monotonic() + 60
        while rm.position() < 1 and time.monotonic() < deadline:
            time.sleep(0.005)
        proc.send_signal(signal.SIGKILL)  # mid-run: no chance to clean up
        proc.wait(10)
        assert rm.position() < head, "the process finished before it was killed"
        done = _cli(store, "run", "--until-caught-up")
        out, err = done.communicate(timeout=120)
        assert done.returncode == 0, err
        assert rm.position() == head
        target = "rebuilt.sqlite3" if store.postgres is None else store.postgres.schema + "_rb"
        if store.postgres is None:
            target = store.sqlite_path.with_name(target)
        clean = ReadModels(config=config.with_views(target))
        try:
            rebuild(clean.config, clean.store, clean.store.projections)
            for a, b in zip(rm.store.projections, clean.store.projections, strict=True):
                assert rm.store.dump(a) == clean.store.dump(b), a.name
        finally:
            clean.close()
            if store.postgres is not None:
                _drop(store, target)
        status = _cli(store, "status")
        out, _ = status.communicate(timeout=60)
        assert status.returncode == 0 and "lag        0" in out
    finally:
        if proc.poll() is None:
            proc.kill()
        rm.close()


def _drop(settings, schema):
    import psycopg

    from projections.config import Config as C

    pg = C.from_settings(settings).postgres
    with psycopg.connect(pg.conninfo(), autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


@pytest.mark.postgres
def test_postgres_change_signals_reach_another_process(make_store, make_service):
    settings = make_store("postgres")
    service = make_service(settings)
    runner_side = ReadModels(settings)
    listener = ReadModels(settings)  # another server process: it runs no projections
    try:
        sub = listener.changes.subscribe()
        runner_side.start()
        saved = finished_game(service, 2, 901)
        assert runner_side.wait_for(service.position(), timeout=20)
        item = sub.get(timeout=10)
        assert item is not None and item[0] == saved.game_id
        assert listener.game_summary(saved.game_id)["status"] == "finished"
        assert listener.analytics()["games"] == 1
    finally:
        runner_side.close()
        listener.close()
