"""The projection runner reads the log when something was saved, not on every wake-up or poll:
a move costs one batch (a transaction on the read side's store and reads of the log), not the
empty batches that followed each one (PostgreSQL: a second wake-up for the same save, and a
re-poll after every partial batch; SQLite: every poll). Saves by this process and by another
are both seen."""
from __future__ import annotations

import time

import pytest

from projections.read import ReadModels
from projections.runner import LISTENING_POLL
from tests.integration.test_play_at_once import STEP, _game

MOVES = 15


@pytest.mark.parametrize("kind", ["sqlite", pytest.param("postgres",
                                                         marks=pytest.mark.postgres)])
def test_a_move_costs_one_batch_of_the_projections(kind, make_store, make_service):
    settings = make_store(kind)
    svc = make_service(settings)
    other = make_service(settings)  # "another process": a second writer of the same store
    gid, tokens = _game(svc)
    read = ReadModels(settings)
    try:
        read.start()
        runner = read._runner
        assert read.wait_for(svc.play(gid, tokens[0], STEP).position, 10)
        deadline = time.monotonic() + 10
        while kind == "postgres" and not runner._listening:  # its LISTEN connection is up
            assert time.monotonic() < deadline
            time.sleep(0.05)
        empty = [0]  # batches that found nothing to read (a transaction for nothing)
        real = runner._batch

        def counted():
            n = real()
            empty[0] += n == 0
            return n

        runner._batch = counted
        started = time.monotonic()
        for i in range(MOVES):
            writer = svc if i % 2 else other
            r = writer.play(gid, tokens[i % 2], STEP)
            read.wake()  # as the API does after its own saves
            assert read.wait_for(r.position, 10), f"move {i} never projected"
            time.sleep(0.03)  # moves a little apart: each one alone, as under light load
        time.sleep(0.3)  # idle: polls (SQLite) and the listener's time-outs (PostgreSQL)
        # PostgreSQL reads once every LISTENING_POLL without a NOTIFY (a fallback), SQLite
        # never without a commit; before, each move cost two empty batches (30 here)
        fallback = (time.monotonic() - started) / LISTENING_POLL if kind == "postgres" else 0
        assert empty[0] <= 2 + fallback, (empty[0], fallback)
    finally:
        read.close()
