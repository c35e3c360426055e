"""Group commit on PostgreSQL (infra.storage.pg_recorder `_Group`): saves that arrive while one
is in flight are committed together, in one transaction, when it lands; each save keeps its
own outcome: its own notification ids, or its own error when it alone is stale."""
from __future__ import annotations

import threading
from uuid import uuid4

import pytest
from eventsourcing.persistence import IntegrityError, StoredEvent

pytestmark = pytest.mark.postgres


def _event(gid, version: int) -> StoredEvent:
    return StoredEvent(originator_id=gid, originator_version=version,
                       topic="tests:GroupCommit", state=b'{"n": 1}')


def test_saves_queued_behind_one_in_flight_commit_together_each_with_its_outcome(
        make_store, make_service, monkeypatch):
    service = make_service(make_store("postgres"))
    recorder = service.recorder
    stale = uuid4()
    recorder.insert_events([_event(stale, 1)])  # a save of version 1 again will be stale
    commits: list[int] = []  # saves per transaction tried
    landing = threading.Event()
    real = recorder._group._commit

    def commit(saves):
        commits.append(len(saves))
        if len(commits) == 1:
            landing.wait(10)  # the first save stays in flight while the others queue
        return real(saves)

    monkeypatch.setattr(recorder._group, "_commit", commit)
    games = [uuid4() for _ in range(4)]
    out: dict = {}

    def save(key, events):
        try:
            out[key] = recorder.insert_events(events)
        except Exception as e:  # noqa: BLE001 - the outcome under test
            out[key] = e

    first = threading.Thread(target=save, args=("first", [_event(uuid4(), 1)]))
    first.start()
    while not commits:
        threading.Event().wait(0.01)
    others = [threading.Thread(target=save, args=(g, [_event(g, 1), _event(g, 2)]))
              for g in games]
    others.append(threading.Thread(target=save, args=("stale", [_event(stale, 1)])))
    for t in others:
        t.start()
    while len(recorder._group._queue) < len(others):
        threading.Event().wait(0.01)
    landing.set()
    for t in (first, *others):
        t.join(30)

    assert commits[:2] == [1, 5]  # the queued five tried as one transaction
    assert isinstance(out["stale"], IntegrityError)  # the stale one fails alone ...
    ids = [out[g] for g in games]  # ... the others are stored, each with its own ids
    assert all(len(i) == 2 and i == sorted(i) for i in ids)
    assert len({n for i in ids for n in i}) == 8
    stored = recorder.select_notifications(0, 100)
    by_id = {n.id: (n.originator_id, n.originator_version) for n in stored}
    for g, i in zip(games, ids, strict=True):
        assert [by_id[n] for n in i] == [(g, 1), (g, 2)]
    assert [n.originator_id for n in stored].count(stale) == 1


def test_a_lone_save_is_its_own_transaction(make_store, make_service, monkeypatch):
    service = make_service(make_store("postgres"))
    recorder = service.recorder
    commits: list[int] = []
    real = recorder._group._commit
    monkeypatch.setattr(recorder._group, "_commit",
                        lambda saves: commits.append(len(saves)) or real(saves))
    gid = uuid4()
    assert len(recorder.insert_events([_event(gid, 1)])) == 1
    with pytest.raises(IntegrityError):
        recorder.insert_events([_event(gid, 1)])
    assert commits == [1, 1]
