"""20 threads submitting commands to one game at once, on SQLite and PostgreSQL."""
from __future__ import annotations

import threading
from collections import Counter

from domain.shared.errors import RuleViolation
from domain.shared.shell import GameMatch
from infra.game_service.errors import GameFinished, VersionConflict
from tests.support.checks import assert_commands_whole, replayed_state

THREADS = 20
PER_THREAD = 8


def run_threads(target, n=THREADS):
    barrier = threading.Barrier(n)
    errors = []

    def wrapped(i):
        try:
            barrier.wait()
            target(i)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=wrapped, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors


def test_twenty_threads_on_one_game_lose_nothing(store, service, make_service):
    """Half the threads use a second service on the same store (its own cache and locks), so
    commands also race between "processes" and are decided again after losing."""
    other = make_service(store)
    seats = ["human:A", "human:B", "human:C", "human:D"]
    created = service.create_game(game="race", seats=seats, variant="free", seed=9,
                                  preset={"target": 10_000})
    gid = created.game_id
    acked, lock = [], threading.Lock()

    def worker(i):
        token = created.tokens[i % 4]
        for n in range(PER_THREAD):
            action = ("step.1", "step.2", "roll")[(i + n) % 3]
            svc = service if i % 2 else other
            r = svc.play(gid, token, action, idempotency_key=f"t{i}-{n}")
            with lock:
                acked.append(r)

    run_threads(worker)

    assert len(acked) == THREADS * PER_THREAD
    events = assert_commands_whole(service, gid)
    stored_keys = Counter(e.idempotency_key for e in events
                          if isinstance(e, GameMatch.Decided))
    del stored_keys[None]
    assert set(stored_keys) == {f"t{i}-{n}" for i in range(THREADS) for n in range(PER_THREAD)}
    assert max(stored_keys.values()) == 1, "a command was stored twice"
    versions = sorted(r.version for r in acked)
    assert len(set(versions)) == len(versions), "two commands acknowledged the same version"
    positions = [r.position for r in sorted(acked, key=lambda r: r.version)]
    assert positions == sorted(positions) and len(set(positions)) == len(positions)
    agg = service.game(gid)
    assert agg.version == events[-1].originator_version
    assert replayed_state(service, gid) == agg.state
    assert agg.state.moves == THREADS * PER_THREAD


def test_racing_turns_store_exactly_one_and_answer_the_rest(service):
    """Everybody tries to move the same seat at the same time: each stored move is legal and
    every refusal is typed."""
    created = service.create_game(game="race", seats=["human:A", "human:B"], seed=2,
                                  preset={"target": 10_000})
    gid = created.game_id
    outcomes = Counter()
    lock = threading.Lock()

    def worker(i):
        token = created.tokens[i % 2]
        for _ in range(4):
            try:
                service.play(gid, token, "step.1")
                kind = "stored"
            except VersionConflict:
                kind = "conflict"
            except (RuleViolation, GameFinished) as e:
                kind = type(e).__name__
            with lock:
                outcomes[kind] += 1

    run_threads(worker)
    events = assert_commands_whole(service, gid)
    moves = [e for e in events if getattr(e, "action", None) == "step.1"]
    assert len(moves) == outcomes["stored"] >= 1
    assert [e.seat for e in moves] == [i % 2 for i in range(len(moves))], "turns alternate"
    assert sum(outcomes.values()) == THREADS * 4
    assert replayed_state(service, gid) == service.game(gid).state
