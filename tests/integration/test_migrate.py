"""`signoria migrate`: every table from nothing, idempotent, safe when processes run it at
once; a store written before this schema version (game log holding event data, no duties)
is upgraded; a schema newer than the code, or pending with auto-migration off, refuses."""
from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from infra.game_service.service import GameService
from infra.storage import migrate
from projections.config import Config
from projections.read import ReadModels
from projections.runner import rebuild
from tests.integration.test_crash_recovery import server_env

ROOT = Path(__file__).resolve().parents[2]


def _cli(settings, *args):
    return subprocess.Popen([sys.executable, "-m", "infra.console.main", *args], cwd=ROOT,
                            env=server_env(settings), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_processes_migrating_at_once_all_succeed(store):
    procs = [_cli(store, "migrate") for _ in range(4)]
    outputs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, outputs
    applied = [line for out, _ in outputs for line in out.splitlines()
               if line.startswith("applied")]
    assert len(applied) == migrate.LATEST  # each step once, by whichever got the lock first
    assert migrate.current_version(store) == migrate.LATEST
    check = _cli(store, "migrate", "--check")
    out, _ = check.communicate(timeout=60)
    assert check.returncode == 0 and "0 migration(s) pending" in out


def _forget(settings) -> None:
    migrate._ensured.discard(migrate._key(settings))


def test_a_store_from_before_is_upgraded(store):
    service = GameService(store, run_bots=False)
    try:
        created = service.create_game(game="race", seats=["bot:random", "bot:stepper"], seed=3)
        human = service.create_game(seats=["human:Ann", "human:Bea"], seed=4)
        assert service.bots.table.pending() == 1
    finally:
        service.close()
    config = Config.from_settings(store)
    rm = ReadModels(config=config)
    try:
        rebuild(rm.config, rm.store, rm.store.projections)
        # as the store looked before: the log held event data, no duties, versions 2-3 absent
        m = migrate.Migrator(store)
        with m.locked():
            m.views_execute(["DROP TABLE rm_log", "CREATE TABLE rm_log (game_id TEXT, "
                             "step INTEGER, data TEXT, PRIMARY KEY (game_id, step))",
                             "INSERT INTO rm_log VALUES ('x', 1, '{}')"])
            duties = "signoria_duties" if store.postgres else "duties"
            if store.postgres:
                duties = f'"{store.postgres.schema}".{duties}'
            m.execute(f"DELETE FROM {duties}")
            m.execute(f"DELETE FROM {m.version_table()} WHERE version > 1")
            m.execute(f'DROP INDEX IF EXISTS "{store.postgres.schema}".signoria_duties_lease'
                      if store.postgres else "DROP INDEX IF EXISTS duties_lease")
            if store.postgres:  # the board table as steps 1-5 made it
                m.views_execute(["ALTER TABLE rm_board RESET (fillfactor)",
                                 "ALTER TABLE rm_board ALTER COLUMN view SET STORAGE EXTENDED"])
        _forget(store)
        assert migrate.current_version(store) == 1
        assert [v for v, _ in migrate.migrate(store)] == [2, 3, 4, 5, 6, 7]
        with m.locked():  # step 7: duties found by lease end
            assert m.execute(
                "SELECT indexname FROM pg_indexes WHERE indexname = 'signoria_duties_lease' "
                "AND schemaname = %s", [store.postgres.schema]) if store.postgres else \
                m.execute("SELECT name FROM sqlite_master WHERE name = 'duties_lease'")
        if store.postgres:  # step 6: board rows inline, pages half filled
            with rm.store.read() as cur:
                row = cur.execute(
                    "SELECT c.reloptions AS options, a.attstorage AS storage FROM pg_class c "
                    "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'view' "
                    "WHERE c.oid = 'rm_board'::regclass").fetchone()
            assert row["options"] == ["fillfactor=50"] and row["storage"] == "m"

        rm.start()
        service = GameService(replace(store, run_bots=True))
        try:
            assert service.bots.wait_idle(60)  # the back-filled duty: the bots play
            assert service.game(created.game_id).status == "finished"
            assert rm.wait_for(service.position(), 30)
            log = rm.game_log(str(human.game_id), None, 0, 1000)
            assert [e["step"] for e in log] == list(range(1, len(log) + 1)) and log
        finally:
            service.close()
    finally:
        rm.close()


def test_refuses_a_newer_schema_and_pending_steps_without_auto_migrate(store):
    GameService(store).close()
    m = migrate.Migrator(store)
    with m.locked():
        m.record(migrate.Step(99, "from the future", lambda _: None))
    _forget(store)
    with pytest.raises(migrate.SchemaError, match="newer than this code"):
        migrate.ensure(store)
    serve = _cli(store, "serve", "--port", "1")
    _, err = serve.communicate(timeout=60)
    assert serve.returncode == 2 and "newer than this code" in err

    with m.locked():
        m.execute(f"DELETE FROM {m.version_table()} WHERE version >= 3")
    _forget(store)
    with pytest.raises(migrate.SchemaError, match="run `signoria migrate`"):
        migrate.ensure(replace(store, auto_migrate=False))
    migrate.ensure(store)  # auto: applies what is pending
    assert migrate.current_version(store) == migrate.LATEST


def test_a_read_model_built_by_another_version_is_reprojected(store):
    service = GameService(store, run_bots=False)
    try:
        gid = str(service.create_game(seats=["human:Ann", "human:Bea"], seed=5).game_id)
    finally:
        service.close()
    rm = ReadModels(config=Config.from_settings(store))
    try:
        rebuild(rm.config, rm.store, rm.store.projections)
        games = next(p for p in rm.store.projections if p.name == "games")
        before = rm.store.dump(games)
        assert before["rm_games"] and not rm.store.stale()
        # as an older code left it: another layout version, a retired table, a stale row
        m = migrate.Migrator(store)
        with m.locked():
            m.views_execute(["UPDATE rm_versions SET version = 1 WHERE name = 'games'",
                             "CREATE TABLE rm_board_games (game_id TEXT PRIMARY KEY)",
                             "DELETE FROM rm_games"])
        _forget(store)
        assert [p.name for p in rm.store.stale()] == ["games"]
        with pytest.raises(migrate.SchemaError, match="read models built by another version"):
            migrate.ensure(replace(store, auto_migrate=False))
        migrate.ensure(store)  # auto: re-projects what changed, drops what is retired
        assert not rm.store.stale() and "rm_board_games" not in _tables(rm.store)
        assert rm.store.position_of("games") == 0  # its runner projects it anew
        rm.start()
        assert rm.wait_for(rm.store.position_of("log"), 30)
        assert rm.store.dump(games) == before
        assert rm.board(gid, None)["status"] == "playing"
    finally:
        rm.close()


def _tables(store) -> set[str]:
    with store.read() as cur:
        if store.dialect == "postgres":
            rows = cur.execute("SELECT table_name AS name FROM information_schema.tables "
                               "WHERE table_schema = current_schema()").fetchall()
        else:
            rows = cur.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {r["name"] for r in rows}
