#!/usr/bin/env python3
"""Write-side benchmark: prints JSON.

For each store (SQLite file; PostgreSQL when reachable):
  * raw:      single-row INSERT + COMMIT loop with the same driver, same store, same row size
              (into a table shaped like the events table: same columns and indexes, and on
              PostgreSQL the same notification-id sequence)
  * commands: GameService.play (load from cache -> decide -> save, one transaction) replaying
              whole 4-player Lorenzo games move by move; commands/s, p50/p99 latency,
              and the ratio to the raw rate (goal >= 0.5). Raw and command blocks of 100
              alternate, so load changes on a shared machine hit both alike; the median
              of the per-pair ratios is reported too (robust to a stall in one block).
  * cold load of a finished 4-player game with no aggregate cache (goal p50 <= 2 ms),
              from the snapshot, and (for information) by replaying every event

    .venv/bin/python ops/bench/store_bench.py [--commands 4000] [--stores sqlite,postgres]
PostgreSQL URL: SIGNORIA_TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/test);
the run uses its own schema and drops it afterwards.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain.lorenzo.playout import play_game  # noqa: E402
from infra import settings as settings_mod  # noqa: E402
from infra.game_service.service import GameService  # noqa: E402
from infra.storage import stores  # noqa: E402

PAYLOAD = b"x" * 470  # the mean size of a stored command event (a 4-player game's `Decided`)


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


class Commands:
    """Replays planned games move by move through GameService.play, a block at a time."""

    def __init__(self, service, plans):
        self.service = service
        self.moves = self._moves(plans)
        self.latencies: list[float] = []
        self.seconds = 0.0

    def _moves(self, plans):
        for seed, moves in plans:
            created = self.service.create_game(game="lorenzo", seed=seed,
                                               seats=[f"human:P{i}" for i in range(4)])
            for seat, key in moves:
                yield created.game_id, created.tokens[seat], key

    def block(self, n):
        """Play the next n moves; only the plays are timed (creating a game is another
        command, done here when a game's first move comes up)."""
        play, latencies = self.service.play, self.latencies
        for game_id, token, key in itertools.islice(self.moves, n):
            t0 = time.perf_counter()
            play(game_id, token, key)
            latencies.append(time.perf_counter() - t0)
        self.seconds = sum(latencies)

    def report(self):
        n = len(self.latencies)
        return {"commands": n, "per_s": round(n / self.seconds, 1),
                "p50_ms": ms(pct(self.latencies, 0.5)), "p99_ms": ms(pct(self.latencies, 0.99))}


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


class RawSqlite:
    """Single-row INSERT + COMMIT with the same driver (sqlite3) on the same file and mode,
    into a table shaped like the events table."""

    def __init__(self, path):
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode=WAL")
        # The events table's shape (the library's DDL), so the row costs the same to store.
        self.conn.execute("CREATE TABLE IF NOT EXISTS raw (originator_id TEXT, "
                          "originator_version INTEGER, topic TEXT, state BLOB, "
                          "PRIMARY KEY (originator_id, originator_version))")
        self.key, self.n, self.seconds = uuid.uuid4().hex, 0, 0.0

    def block(self, n):
        conn, t0 = self.conn, time.perf_counter()
        for _ in range(n):
            conn.execute("BEGIN")
            conn.execute("INSERT INTO raw VALUES (?,?,?,?)", (self.key, self.n, "raw", PAYLOAD))
            conn.execute("COMMIT")
            self.n += 1
        self.seconds += time.perf_counter() - t0

    def close(self):
        self.conn.close()


class RawPostgres:
    """Single-row INSERT + COMMIT with the same driver (psycopg 3, prepared) into a table
    shaped like the events table (`LIKE ... INCLUDING ALL`: same columns, indexes and
    notification-id sequence), so the raw rate is what the database charges for committing
    one event row; the table lock, NOTIFY and everything in Python count as our overhead."""

    def __init__(self, pg, events_table):
        import psycopg
        from psycopg import sql

        self.conn = psycopg.connect(pg.conninfo())
        table = sql.Identifier(pg.schema, "raw_bench")
        self.conn.execute(sql.SQL("CREATE TABLE IF NOT EXISTS {} (LIKE {} INCLUDING ALL)").format(
            table, sql.Identifier(pg.schema, events_table)))
        self.conn.commit()
        self.statement = sql.SQL("INSERT INTO {} (originator_id, originator_version, topic, "
                                 "state) VALUES (%s, %s, %s, %s)").format(table)
        self.key, self.n, self.seconds = uuid.uuid4(), 0, 0.0

    def block(self, n):
        conn, t0 = self.conn, time.perf_counter()
        for _ in range(n):
            conn.execute(self.statement, (self.key, self.n, "raw", PAYLOAD), prepare=True)
            conn.commit()
            self.n += 1
        self.seconds += time.perf_counter() - t0

    def close(self):
        self.conn.close()


def run_store(kind, settings, plans, n, block=100):
    """Raw and command blocks alternate, so both see the same machine load (the ratio is
    what these noisy machines can measure; the raw figures drift between runs)."""
    with GameService(settings, run_bots=False) as service:
        commands = Commands(service, plans)
        raw = RawSqlite(str(settings.sqlite_path)) if kind == "sqlite" \
            else RawPostgres(settings.postgres, service.recorder.events_table_name)
        pairs = []  # (raw seconds, command seconds) of each pair of blocks
        try:
            done = 0
            while done < n:
                size = min(block, n - done)
                raw_before, commands_before = raw.seconds, commands.seconds
                raw.block(size)
                commands.block(size)
                pairs.append((raw.seconds - raw_before, commands.seconds - commands_before))
                done += block
        finally:
            raw.close()
        game_id = finished_game(service, plans)
    raw_rate = raw.n / raw.seconds
    result = commands.report()
    return {"raw_insert_commit": {"inserts": raw.n, "per_s": round(raw_rate, 1)},
            "commands": result,
            "ratio_commands_to_raw": round(result["per_s"] / raw_rate, 3),
            # the same ratio per pair of neighbouring blocks, median: a stall that hits one
            # block (a checkpoint, another process) moves it less than the overall ratio
            "ratio_median_of_block_pairs": round(statistics.median(
                raw_s / commands_s for raw_s, commands_s in pairs), 3),
            "cold_load_finished_4p": bench_cold_load(settings, game_id)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=4000)
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
