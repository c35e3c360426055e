#!/usr/bin/env python3
"""Commit benchmark (prints JSON): the cost of one small SQLite commit in WAL mode, as the
event store makes it, per way of making it durable, measured in one run (machines here are
noisy: compare the ratios, not the raw figures).

    .venv/bin/python ops/bench/commit_bench.py [--commits 1000]

- `full`: `synchronous=FULL`, an fsync in every commit (the event store before group commit);
- `normal`: `synchronous=NORMAL`, no fsync (the lower bound: not durable against a power cut);
- `group_<n>`: NORMAL commits, durable by a shared fsync of the WAL (projections.wal_sync)
  after every `n` commits: 1 is a move alone, 5 and 20 what moves arriving together share.

Per commit: user and system CPU (µs, the process's own, `os.times`) and wall time (µs).
"""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from projections import wal_sync  # noqa: E402

ROW = os.urandom(600)  # about a stored move's size


def measure(directory: Path, mode: str, commits: int, group: int = 0) -> dict:
    path = directory / f"{mode}_{group}.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(f"PRAGMA synchronous={mode}")
    conn.execute("CREATE TABLE e (id INTEGER PRIMARY KEY AUTOINCREMENT, state BLOB)")
    sync = wal_sync.WalSync(os.path.realpath(path)) if group else None
    before, started = os.times(), time.perf_counter()
    for i in range(commits):
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO e (state) VALUES (?)", (ROW,))
        conn.execute("COMMIT")
        if sync is not None:
            sync.committed(i + 1)
            if (i + 1) % group == 0:
                sync.sync()
    after, wall = os.times(), time.perf_counter() - started
    conn.close()
    return {"user_us": round((after.user - before.user) / commits * 1e6, 1),
            "system_us": round((after.system - before.system) / commits * 1e6, 1),
            "wall_us": round(wall / commits * 1e6, 1)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--commits", type=int, default=1000)
    args = ap.parse_args()
    out: dict = {"commits": args.commits}
    with tempfile.TemporaryDirectory(prefix="commit_bench_", dir=Path.cwd()) as tmp:
        for name, mode, group in (("full", "FULL", 0), ("normal", "NORMAL", 0),
                                  ("group_1", "NORMAL", 1), ("group_5", "NORMAL", 5),
                                  ("group_20", "NORMAL", 20)):
            out[name] = measure(Path(tmp), mode, args.commits, group)
    full = out["full"]["user_us"] + out["full"]["system_us"]
    for name in ("normal", "group_1", "group_5", "group_20"):
        cpu = out[name]["user_us"] + out[name]["system_us"]
        out[name]["cpu_ratio_to_full"] = round(cpu / full, 3) if full else None
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
