"""A rebuild (or any batch holding many records of one game) starts a game from the write
side's snapshot instead of folding the records before it (projections.games `_jumps`): the
snapshot holds the table its save folded with the same fold. The rows are the same either way;
without snapshots every record is folded."""
from __future__ import annotations

import sqlite3

from domain.shared import table
from projections import handoff
from projections.config import POSTGRES_SNAPSHOTS_TABLE, SQLITE_SNAPSHOTS_TABLE, Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner, rebuild
from projections.source import EventSource
from tests.projections.corpus import finished_game, played_game


def _folds(monkeypatch) -> list:
    """The game ids of the records the table fold is applied to, from now on."""
    seen = []
    apply = table.apply

    def counting(t, kind, f, version, at=None, folded=None):
        seen.append((t.seed, version))
        return apply(t, kind, f, version, at, folded)

    monkeypatch.setattr(table, "apply", counting)
    return seen


def _drop_snapshots(store, rm: ReadModels) -> None:
    if store.postgres is None:
        with sqlite3.connect(store.sqlite_path) as conn:
            conn.execute(f"DELETE FROM {SQLITE_SNAPSHOTS_TABLE}")
        return
    with rm.store.transaction() as cur:
        cur.execute(f'DELETE FROM "{store.postgres.schema}"."{POSTGRES_SNAPSHOTS_TABLE}"')


def test_a_rebuild_starts_games_from_snapshots_and_equals_a_full_fold(store, make_service,
                                                                      monkeypatch):
    service = make_service(store)
    done = finished_game(service, 2, 41)
    running = played_game(service, 2, 42, "basic", 55)  # past the snapshot at 50 versions
    assert not running.finished
    rm = ReadModels(config=Config.from_settings(store))
    source = EventSource(rm.config)
    try:
        snapshots = source.snapshots({done.game_id: 10**6, running.game_id: 10**6})
        last = source.game(running.game_id, 10**12)[-1].version
        assert snapshots[running.game_id][0] == 50 < last
        handoff.clear()  # what this process's write side saved: a rebuild elsewhere has none
        folds = _folds(monkeypatch)
        rebuild(rm.config, rm.store, rm.store.projections)
        from_snapshots = {p.name: rm.store.dump(p) for p in rm.store.projections}
        assert not [v for seed, v in folds if seed == 41]  # finished: from its final snapshot
        # running: from its snapshot at 50, the records after it folded
        assert [v for seed, v in folds if seed == 42] == list(range(51, last + 1))

        _drop_snapshots(store, rm)
        folds.clear()
        rebuild(rm.config, rm.store, rm.store.projections)
        assert len([v for seed, v in folds if seed == 41]) >= len(done.moves)  # all folded
        assert {p.name: rm.store.dump(p) for p in rm.store.projections} == from_snapshots
        game = rm.game_summary(running.game_id)
        assert game["status"] == "playing" and game["version"] == last
    finally:
        source.close()
        rm.close()


def test_after_a_restart_a_running_game_is_followed_on_from_its_snapshot(store, make_service,
                                                                          monkeypatch):
    """A process that starts (or evicted the game) folds a game's records from its newest
    snapshot on, not from its first record; what it projects equals a clean rebuild."""
    service = make_service(store)
    running = played_game(service, 2, 42, "basic", 55)  # past the snapshot at 50 versions
    rm = ReadModels(config=Config.from_settings(store))
    try:
        before = Runner(rm.config, rm.store, all_projections())
        before.catch_up()
        before.stop()  # the process stops: nothing it held is left
        for seat, key in running.moves[55:60]:
            service.play_seat(running.game_id, seat, key)
        handoff.clear()
        folds = _folds(monkeypatch)
        after = Runner(rm.config, rm.store, all_projections())
        after.catch_up()
        after.stop()
        last = rm.game_summary(running.game_id)["version"]
        assert [v for seed, v in folds if seed == 42] == list(range(51, last + 1))
        live = {p.name: rm.store.dump(p) for p in rm.store.projections}
        rebuild(rm.config, rm.store, rm.store.projections)
        assert {p.name: rm.store.dump(p) for p in rm.store.projections} == live
    finally:
        rm.close()


def test_a_snapshot_taken_before_a_field_of_the_table_existed_is_not_used(make_store,
                                                                           make_service):
    """Its table would read that field's default, not what the records say: such a game is
    folded from its records instead."""
    import json

    from projections.source import _snapshot_table

    store = make_store("sqlite")
    service = make_service(store)
    finished_game(service, 2, 41)
    with sqlite3.connect(store.sqlite_path) as conn:
        (state,) = conn.execute(f"SELECT state FROM {SQLITE_SNAPSHOTS_TABLE}").fetchone()
    assert _snapshot_table(bytes(state)).status == "finished"
    older = json.loads(bytes(state))
    del older["state"]["t"]["_data_"]["f"]["steps"]
    assert _snapshot_table(json.dumps(older).encode()) is None
