#!/usr/bin/env python3
"""The chaos run (issue 25, point 7): prints JSON.

PostgreSQL (a throwaway cluster of its own, `initdb` on a free port under a temp dir): three
API processes (bots on: each plays its own fresh bot moves and claims orphaned duties), a
projection worker and a duty worker (ops/launch.py). SQLite, separately: one `signoria serve`
doing everything, killed and restarted in place. Offered meanwhile: human seats playing
recorded Lorenzo games at `--rate` moves/s with idempotency keys (every game on a running
TURN clock), `--bot-games` all-bot games at full speed, `--clock-games` games on a 2 s clock
where nobody moves (a time-out and a turn notification to a listener on 127.0.0.1 every 2 s
each), and `--subscribers` WebSocket subscribers following the seats' games, resuming from
their last cursor after each disconnect. Every `--kill-every` seconds a random process is
SIGKILLed and restarted; twice (PostgreSQL) the database itself is crashed
(`pg_ctl stop -m immediate`) and started again 5 s later.

Reported per store: acknowledged moves lost, effects stored twice (moves, time-outs;
webhook deliveries received twice), subscriber gaps / duplicates, duty lateness p50/p99/max by
kind (all, and "calm": duties that fell due away from a disruption and its lease), RSS of each
process at the end, and what was offered and acknowledged.

    .venv/bin/python ops/bench/chaos_bench.py [--minutes 10] [--store both|postgres|sqlite]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from infra.game_service.service import GameService  # noqa: E402
from infra.settings import load as load_settings  # noqa: E402
from ops.chaos import audit  # noqa: E402
from ops.chaos.chaos import Chaos  # noqa: E402
from ops.chaos.follow import Subscriber  # noqa: E402
from ops.chaos.hooks import Receiver  # noqa: E402
from ops.chaos.load import Keeper, Seats  # noqa: E402
from ops.launch import Cluster, drop_option, single  # noqa: E402
from tests.support.throwaway_pg import Cluster as Postgres  # noqa: E402

LEASE = 10.0  # SIGNORIA_DUTY_LEASE_SECONDS, the default
CLOCK = {"mode": "TURN", "perMoveSeconds": 2, "onTimeout": "BOT_MOVE"}


def rss_mib(pid: int | None) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except (OSError, TypeError):
        pass
    return None


def run_load(cluster, settings, args, seconds: float, pg=None, pg_crashes: int = 0) -> dict:
    urls = cluster.api_urls()
    stop = threading.Event()
    acks: list[tuple[str, str, int]] = []
    lock = threading.Lock()

    def record(gid, key, version):
        with lock:
            acks.append((gid, key, version))

    receiver = Receiver()
    seats = [Seats(urls, i, args.rate / args.desks, stop, record) for i in range(args.desks)]
    subs = [Subscriber(urls, seats[i % len(seats)].games, stop)
            for i in range(args.subscribers)]
    bots = Keeper(urls, args.bot_games, stop, seed=1, bots=True)
    clocks = Keeper(urls, args.clock_games, stop, seed=2, bots=False, clock=CLOCK,
                    hook_url=receiver.url)
    chaos = Chaos(cluster, stop, every=args.kill_every, seconds=seconds, pg=pg,
                  pg_crashes=pg_crashes, seed=args.seed)
    workers = [*seats, *subs, bots, clocks]
    started = time.monotonic()
    for t in workers:
        t.start()
    chaos.start()
    stop.wait(seconds)
    stop.set()
    chaos.join(300)
    for t in seats:
        t.join(300)
    elapsed = time.monotonic() - started
    service = GameService(settings, run_bots=False)
    try:
        audit.targets(service, subs)
        for t in subs:
            t.join(180)
        rss = {p.name: rss_mib(p.pid) for p in cluster.procs.values()}
        time.sleep(LEASE + 2)  # notifications due at the end are sent
        games = {g for g, _, _ in acks} | set(bots.created) | set(clocks.created)
        twice, late = audit.effects(service, sorted(games))
        late["webhook"] = receiver.lateness()
        twice["webhook_deliveries"] = receiver.twice()
        margin = LEASE + 1
        return {
            "seconds": round(elapsed, 1),
            "offered_human_moves_per_s": round(sum(s.offered for s in seats) / elapsed, 1),
            "acknowledged_moves": len(acks),
            "bot_moves": len(late["bot"]),
            "time_outs": len(late["clock"]),
            "acknowledged_moves_lost": audit.lost(service, acks),
            "effects_twice": twice,
            "subscribers": audit.followed(service, subs),
            "duty_lateness_s": {k: audit.lateness(v, chaos.events, margin)
                                for k, v in late.items()},
            "disruptions": [(what, round(end - start, 1)) for what, start, end in chaos.events],
            "rss_mib": rss,
            "client_errors": [e for t in [*seats, bots, clocks] for e in t.errors][:10],
            "chaos_errors": chaos.errors[:10],
            "logged_errors": logged_errors(cluster),
        }
    finally:
        service.close()
        receiver.close()


def logged_errors(cluster) -> dict:
    """ERROR lines and tracebacks in each process's log (all its lives)."""
    out = {}
    for p in cluster.procs.values():
        text = p.log.read_text(errors="replace") if p.log.exists() else ""
        out[p.name] = {"error_lines": sum('"level": "error"' in line.lower()
                                          for line in text.splitlines()),
                       "tracebacks": text.count("Traceback")}
    return out


ENV = {"SIGNORIA_RATE_LIMIT": "0", "SIGNORIA_WEBHOOK_ALLOW_PRIVATE": "1",
       "SIGNORIA_DUTY_LEASE_SECONDS": str(int(LEASE))}


def postgres_run(args, tmp: Path) -> dict:
    pg = Postgres()
    with open(pg.data / "postgresql.conf", "a") as conf:
        conf.write("max_connections = 400\n")  # 5 processes x (3 x pool + 17), the audit
    pg.start()
    try:
        url = pg.url + "?schema=chaos"
        cluster = Cluster(url, api=3, workdir=tmp / "pg", env=ENV, ready_timeout=120)
        for proc in cluster.procs.values():
            if proc.role == "api":  # bots on: API processes play and claim duties too
                proc.args = drop_option(proc.args, "--bots")
        cluster.start()
        try:
            return run_load(cluster, load_settings({"SIGNORIA_DATABASE_URL": url}), args,
                            args.minutes * 60, pg=pg, pg_crashes=args.pg_crashes)
        finally:
            cluster.stop()
    finally:
        pg.stop()


def sqlite_run(args, tmp: Path) -> dict:
    data = tmp / "sqlite" / "data"
    env = {**ENV, "SIGNORIA_DATA_DIR": str(data)}
    cluster = single(f"sqlite:///{data / 'signoria.sqlite3'}", workdir=tmp / "sqlite", env=env)
    cluster.ready_timeout = 120
    cluster.start(migrate=False)
    try:
        return run_load(cluster, load_settings({"SIGNORIA_DATA_DIR": str(data)}), args,
                        args.minutes * 60)
    finally:
        cluster.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--store", choices=("both", "postgres", "sqlite"), default="both")
    ap.add_argument("--rate", type=float, default=300.0, help="human moves/s offered")
    ap.add_argument("--desks", type=int, default=50, help="threads playing human seats")
    ap.add_argument("--subscribers", type=int, default=50)
    ap.add_argument("--bot-games", type=int, default=20)
    ap.add_argument("--clock-games", type=int, default=10)
    ap.add_argument("--kill-every", type=float, default=20.0)
    ap.add_argument("--pg-crashes", type=int, default=2)
    ap.add_argument("--seed", type=int, default=random.randrange(2**32))
    args = ap.parse_args()
    out = {"minutes": args.minutes, "rate": args.rate, "bot_games": args.bot_games,
           "clock_games": args.clock_games, "subscribers": args.subscribers,
           "kill_every_s": args.kill_every, "lease_s": LEASE, "seed": args.seed}
    with tempfile.TemporaryDirectory(prefix="signoria-chaos-") as tmp:
        if args.store in ("both", "postgres"):
            out["postgres"] = postgres_run(args, Path(tmp))
        if args.store in ("both", "sqlite"):
            out["sqlite"] = sqlite_run(args, Path(tmp))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
