"""Exactly-once read models under adversarial schedules, on SQLite and PostgreSQL: two runners
on one views store interleaved batch by batch (the issue's repro: A projects 10 moves, 10
more are stored, B - never run - runs), two runners without any lease racing in threads
(positions read and advanced in the batch's transaction must suffice), a rebuild racing a live
runner, and follower states evicted by a tiny byte bound. Each ends equal to a clean rebuild,
with every game's log steps 1..n exactly."""
from __future__ import annotations

import contextlib
import threading
import time
from dataclasses import replace

import pytest

from domain.lorenzo.playout import play_game
from domain.shared.shell import domain_dicts
from projections.config import Config
from projections.lease import Lease, LeaseBusy
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner, rebuild


def _game(service, seed: int):
    created = service.create_game(seats=["human:Ann", "human:Bea"], seed=seed)
    return created.game_id, play_game(2, seed)[2]


def _play(service, gid, moves, start: int, stop: int) -> None:
    for seat, key in moves[start:stop]:
        service.play_seat(gid, seat, key)


@contextlib.contextmanager
def _views(store):
    config = Config.from_settings(store)
    live = ReadModels(config=config)
    target = (store.sqlite_path.with_name("clean.sqlite3") if store.postgres is None
              else store.postgres.schema + "_clean")
    clean = ReadModels(config=config.with_views(target))
    try:
        yield config, live, clean
    finally:
        live.close()
        clean.close()
        if store.postgres is not None:
            import psycopg

            with psycopg.connect(store.postgres.conninfo(), autocommit=True) as conn:
                conn.execute(f'DROP SCHEMA IF EXISTS "{target}" CASCADE')


def _assert_exactly_once(service, live, clean) -> None:
    rebuild(clean.config, clean.store, clean.store.projections)
    for a, b in zip(live.store.projections, clean.store.projections, strict=True):
        assert live.store.dump(a) == clean.store.dump(b), a.name
    log_model = next(p for p in live.store.projections if p.name == "log")
    games = live.store.dump(log_model)["rm_log_games"]
    assert games
    for row in games:
        gid = row[0]
        stored = len(domain_dicts(service.stored_events(gid)))
        assert [e["step"] for e in live.game_log(gid, None, 0, 1000)] == list(
            range(1, stored + 1))


def test_two_runners_interleaved_batch_by_batch(store, make_service):
    service = make_service(store)
    with _views(store) as (config, live, clean):
        # standby_interval=0: a runner without the lease tries for it on every call
        a = Runner(config, live.store, all_projections(), batch_size=3, standby_interval=0)
        b = Runner(config, live.store, all_projections(), batch_size=3, standby_interval=0)
        try:
            g1, m1 = _game(service, 11)
            g2, m2 = _game(service, 12)
            _play(service, g1, m1, 0, 10)
            a.catch_up()                       # A has projected the first 10 moves
            _play(service, g1, m1, 10, 20)     # 10 more are stored
            _play(service, g2, m2, 0, 10)
            assert b.run_once() == 0           # B, at position 0, stands by: A holds the lease
            turns = {a: 0, b: 0}
            for turn in range(40):             # then they alternate, one batch at a time
                runner, other = (a, b) if turn % 2 else (b, a)
                other.release()
                turns[runner] += bool(runner.run_once())
                if turn == 20:  # and the games move on between the batches
                    _play(service, g1, m1, 20, 40)
                    _play(service, g2, m2, 10, 30)
            assert turns[a] > 5 and turns[b] > 5
            a.release()
            b.catch_up()
            assert live.position() == service.position()
            _assert_exactly_once(service, live, clean)
        finally:
            a.stop()
            b.stop()


class _NoLease(Lease):
    """Always granted (as if two processes each believed they held it), batches on a
    connection of its own: only the batch's transaction protects the positions."""

    def __init__(self, config) -> None:
        super().__init__(config)
        self.inner = Lease.for_config(config)
        self.held = True

    def try_acquire(self) -> bool:
        return True

    def acquire(self, wait: float) -> bool:
        return True

    def release(self) -> None:
        pass

    def waiters(self) -> int:
        return 0

    def transaction(self):
        return self.inner.transaction()

    def close(self) -> None:
        self.inner.close()


@pytest.mark.postgres  # SQLite has one writer per file: its transactions never overlap
def test_two_runners_without_leases_race_and_still_apply_each_event_once(make_store,
                                                                         make_service):
    store = make_store("postgres")
    service = make_service(store)
    with _views(store) as (config, live, clean):
        games = [_game(service, 20 + i) for i in range(4)]
        runners = [Runner(config, live.store, all_projections(), batch_size=5,
                          lease=_NoLease(config)) for _ in range(2)]
        stop = threading.Event()
        errors: list = []

        def follow(runner):
            while not stop.is_set():
                try:
                    runner.run_once()
                except Exception as e:  # noqa: BLE001
                    errors.append(e)

        threads = [threading.Thread(target=follow, args=(r,)) for r in runners]
        for t in threads:
            t.start()
        try:
            for step in range(0, 40, 4):
                for gid, moves in games:
                    _play(service, gid, moves, step, step + 4)
            assert live.wait_for(service.position(), 60)
        finally:
            stop.set()
            for t in threads:
                t.join(30)
            for r in runners:
                r.stop()
        assert not errors, errors
        assert sum(r.batches for r in runners) > 0 and all(r.batches for r in runners), \
            "both runners must have committed batches for the race to mean anything"
        _assert_exactly_once(service, live, clean)


def test_a_rebuild_racing_a_live_runner(store, make_service):
    service = make_service(store)
    with _views(store) as (config, live, clean):
        games = [_game(service, 40 + i) for i in range(3)]
        for gid, moves in games:
            _play(service, gid, moves, 0, 15)
        runner = Runner(config, live.store, all_projections(), batch_size=7,
                        poll_interval=0.01, standby_interval=0.05)
        runner.start()
        try:
            assert live.wait_for(service.position(), 30)
            writer = threading.Thread(target=lambda: [
                _play(service, gid, moves, 15, 45) for gid, moves in games])
            writer.start()
            if store.postgres is None:
                # SQLite: a lease held elsewhere cannot be asked to hand over: refused
                with pytest.raises(LeaseBusy, match="another runner"):
                    rebuild(config, live.store, all_projections(), wait=0.3)
            else:  # PostgreSQL: the live runner hands over, then takes the lease back
                assert rebuild(config, live.store, all_projections(), batch_size=11) > 0
            writer.join(60)
            assert live.wait_for(service.position(), 60)
            deadline = time.monotonic() + 10
            while not runner.active and time.monotonic() < deadline:
                time.sleep(0.02)
            assert runner.active  # the live runner took the lease back
        finally:
            runner.stop()
        _assert_exactly_once(service, live, clean)


def test_follower_states_evicted_by_a_tiny_bound_are_reloaded(store, make_service):
    service = make_service(store)
    with _views(store) as (config, live, clean):
        tiny = replace(config, cache_bytes=30_000)  # about two games' engine states
        runner = Runner(tiny, live.store, all_projections(), batch_size=4)
        try:
            games = [_game(service, 60 + i) for i in range(5)]
            for step in range(0, 30, 3):
                for gid, moves in games:
                    _play(service, gid, moves, step, step + 3)
                runner.catch_up()
            board = next(p for p in runner.projections if p.name == "games")
            assert board.follower.games.evictions > 0
            assert board.follower.games.bytes <= 30_000 or board.follower.games.entries == 1
        finally:
            runner.stop()
        _assert_exactly_once(service, live, clean)
