#!/usr/bin/env python3
"""Write-side benchmark: prints JSON.

For each store (SQLite file; PostgreSQL when reachable):
  * raw:      single-row INSERT + COMMIT loop with the same driver, same store, same row size
  * commands: GameService.play (load from cache -> decide -> save, one transaction) replaying
              whole 4-player Lorenzo games move by move; commands/s, p50/p99 latency,
              and the ratio to the raw rate measured in the same run (goal >= 0.5)
  * cold load of a finished 4-player game with no aggregate cache (goal p50 <= 2 ms),
              from the snapshot, and (for information) by replaying every event

    .venv/bin/python ops/bench/store_bench.py [--commands 2000] [--stores sqlite,postgres]
PostgreSQL URL: SIGNORIA_TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/test);
the run uses its own schema and drops it afterwards.
"""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
import tempfile
import time
import uuid
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain.lorenzo.playout import play_game  # noqa: E402
from infra import settings as settings_mod  # noqa: E402
from infra import stores  # noqa: E402
from infra.service import GameService  # noqa: E402

PAYLOAD = b"x" * 300  # about one stored Lorenzo event


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def ms(seconds):
    return round(seconds * 1000, 3)


def planned_games(n_moves, players=4, seed=1):
    """Whole bot games played in memory: [(seed, [(seat, key), ...]), ...] totalling >= n."""
    plans, total = [], 0
    while total < n_moves:
        _, _, moves = play_game(players, seed)
        plans.append((seed, moves))
        total += len(moves)
        seed += 1
    return plans


def bench_commands(service, plans, limit):
    latencies, game_ids = [], []
    started = time.perf_counter()
    for seed, moves in plans:
        created = service.create_game(game="lorenzo", seed=seed,
                                      seats=[f"human:P{i}" for i in range(4)])
        game_ids.append(created.game_id)
        for seat, key in moves:
            t0 = time.perf_counter()
            service.play(created.game_id, created.tokens[seat], key)
            latencies.append(time.perf_counter() - t0)
            if len(latencies) >= limit:
                break
        if len(latencies) >= limit:
            break
    elapsed = time.perf_counter() - started
    return {"commands": len(latencies), "per_s": round(len(latencies) / elapsed, 1),
            "p50_ms": ms(pct(latencies, 0.5)), "p99_ms": ms(pct(latencies, 0.99))}, game_ids


def finished_game(service, plans):
    seed, moves = plans[0]
    created = service.create_game(game="lorenzo", seed=seed,
                                  seats=[f"human:P{i}" for i in range(4)])
    for seat, key in moves:
        service.play(created.game_id, created.tokens[seat], key)
    assert service.game(created.game_id).status == "finished"
    return created.game_id


def bench_cold_load(settings, game_id, repeats=300):
    out = {}
    for label, snapshots in (("snapshot", True), ("replay_all_events", False)):
        with GameService(replace(settings, cache_size=0), run_bots=False) as svc:
            if not snapshots:
                svc.repository.snapshot_store = None
            agg = svc.game(game_id)
            times = []
            for _ in range(repeats):
                t0 = time.perf_counter()
                svc.game(game_id)
                times.append(time.perf_counter() - t0)
            out[label] = {"p50_ms": ms(pct(times, 0.5)), "p99_ms": ms(pct(times, 0.99)),
                          "events": agg.version}
    return out


def raw_sqlite(path, n):
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE IF NOT EXISTS raw (k TEXT, v INTEGER, state BLOB, "
                 "PRIMARY KEY (k, v))")
    key = uuid.uuid4().hex
    t0 = time.perf_counter()
    for i in range(n):
        conn.execute("BEGIN")
        conn.execute("INSERT INTO raw VALUES (?,?,?)", (key, i, PAYLOAD))
        conn.execute("COMMIT")
    elapsed = time.perf_counter() - t0
    conn.close()
    return {"inserts": n, "per_s": round(n / elapsed, 1)}


def raw_postgres(pg, n):
    import psycopg
    from psycopg import sql

    with psycopg.connect(pg.conninfo()) as conn:
        table = sql.Identifier(pg.schema, "raw_bench")
        conn.execute(sql.SQL("CREATE TABLE IF NOT EXISTS {} (k uuid, v bigint, state bytea, "
                             "PRIMARY KEY (k, v))").format(table))
        conn.commit()
        key = uuid.uuid4()
        statement = sql.SQL("INSERT INTO {} VALUES (%s, %s, %s)").format(table)
        t0 = time.perf_counter()
        for i in range(n):
            conn.execute(statement, (key, i, PAYLOAD), prepare=True)
            conn.commit()
        elapsed = time.perf_counter() - t0
    return {"inserts": n, "per_s": round(n / elapsed, 1)}


def run_store(kind, settings, plans, n):
    with GameService(settings, run_bots=False) as service:
        commands, _ = bench_commands(service, plans, n)
        game_id = finished_game(service, plans)
    if kind == "sqlite":
        raw = raw_sqlite(str(settings.sqlite_path), n)
    else:
        raw = raw_postgres(settings.postgres, n)
    return {"raw_insert_commit": raw, "commands": commands,
            "ratio_commands_to_raw": round(commands["per_s"] / raw["per_s"], 3),
            "cold_load_finished_4p": bench_cold_load(settings, game_id)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--stores", default="sqlite,postgres")
    args = parser.parse_args(argv)
    plans = planned_games(args.commands)
    report = {"python": sys.version.split()[0], "cpus": os.cpu_count(), "stores": {}}
    wanted = args.stores.split(",")
    if "sqlite" in wanted:
        with tempfile.TemporaryDirectory() as tmp:
            settings = settings_mod.Settings(sqlite_path=Path(tmp) / "bench.sqlite3",
                                             run_bots=False)
            report["stores"]["sqlite"] = run_store("sqlite", settings, plans, args.commands)
    if "postgres" in wanted:
        base = settings_mod.PostgresUrl.parse(settings_mod.postgres_test_url())
        pg = replace(base, schema=f"signoria_bench_{uuid.uuid4().hex[:8]}")
        settings = settings_mod.Settings(sqlite_path=Path("unused"), postgres=pg,
                                         run_bots=False)
        try:
            report["stores"]["postgres"] = run_store("postgres", settings, plans,
                                                     args.commands)
        except Exception as e:  # noqa: BLE001 - report, don't crash the whole run
            report["stores"]["postgres"] = {"error": str(e)}
        finally:
            try:
                stores.drop_schema(pg)
            except Exception:  # noqa: BLE001
                pass
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
