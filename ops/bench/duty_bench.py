#!/usr/bin/env python3
"""Duties served by deadline (issue 25): prints JSON.

One process (a GameService with its duty runner) plays `--bot-games` all-bot Lorenzo games at
full speed. Phase 1 measures their moves/s alone; phase 2, in the same run and process, adds
`--clock-games` two-player games on a 1 s TURN clock where nobody moves (every second a
time-out, the bot plays the seat's move) with turn-notification webhooks to a listener on
127.0.0.1 (nothing leaves this machine). Reported: clock time-out and webhook lateness (how
long after falling due each was performed / sent: p50, p99, max, in seconds), the bot games'
moves/s in both phases and their ratio (goals: p99 <= 1 s, max <= 2 s, ratio >= 0.9), and
the same per CPU second of the process (on a shared machine the wall-clock ratio moves with
other jobs' load between the phases; the CPU ratio is what the clocks' own work costs).

    .venv/bin/python ops/bench/duty_bench.py [--store sqlite|postgres] [--seconds 20]
PostgreSQL: SIGNORIA_TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/test); the
run uses its own schema and drops it afterwards.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from infra import settings as settings_mod  # noqa: E402
from infra.game_service.service import GameService  # noqa: E402
from infra.storage import stores  # noqa: E402


def pct(values, q):
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))], 3) if values else None


def summary(values) -> dict:
    return {"n": len(values), "p50": pct(values, 0.5), "p99": pct(values, 0.99),
            "max": round(max(values), 3) if values else None}


LISTENER = """
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class H(BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200)
        self.end_headers()
    def log_message(self, *a):
        pass
s = ThreadingHTTPServer(("127.0.0.1", 0), H)
print(s.server_address[1], flush=True)
s.serve_forever()
"""


def listener() -> tuple[subprocess.Popen, str]:
    """A webhook receiver on 127.0.0.1 answering 200, in a process of its own (its work
    must not count against the measured one)."""
    proc = subprocess.Popen([sys.executable, "-c", LISTENER], stdout=subprocess.PIPE,
                            text=True)
    port = int(proc.stdout.readline())
    return proc, f"http://127.0.0.1:{port}/hook"


def store_settings(kind: str, tmp: Path) -> settings_mod.Settings:
    base = settings_mod.Settings(sqlite_path=tmp / "events.sqlite3", run_bots=True,
                                 webhook_allow_private=True)
    if kind == "sqlite":
        return base
    url = settings_mod.PostgresUrl.parse(settings_mod.postgres_test_url())
    return replace(base, postgres=replace(url, schema=f"duty_bench_{uuid.uuid4().hex[:8]}"))


def one_run(kind: str, bot_games: int, clock_games: int, seconds: float,
            url: str) -> tuple[float, float, dict]:
    """A fresh store and process state: the bot games' moves/s over `seconds` (after a
    warm-up), with `clock_games` clocked games beside them; their moves per CPU second of
    the process (what the clocks' own work costs, whatever share of the machine's cores
    other jobs leave it); and the lateness samples."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        settings = store_settings(kind, Path(tmp))
        service = GameService(settings)
        try:
            for i in range(bot_games):
                service.create_game(game="lorenzo", seats=["bot:random", "bot:random"], seed=i)
            for i in range(clock_games):
                created = service.create_game(
                    game="lorenzo", seats=["human:Ann", "human:Bea"], seed=1000 + i,
                    clock={"mode": "turn", "per_move_ms": 1000, "on_timeout": "bot_move"})
                for token in created.tokens.values():
                    service.set_webhook(created.game_id, token, url)
            time.sleep(2)  # every game under way
            service.bots.lateness.clear()
            start_moves, start, cpu = service.bots.moves, time.monotonic(), time.process_time()
            time.sleep(seconds)
            moves = service.bots.moves - start_moves
            rate = moves / (time.monotonic() - start)
            per_cpu = moves / max(1e-9, time.process_time() - cpu)
            return rate, per_cpu, {k: list(v) for k, v in service.bots.lateness.items()}
        finally:
            service.close()
            if settings.postgres is not None:
                stores.drop_schema(settings.postgres)


def run(kind: str, bot_games: int, clock_games: int, seconds: float, repeat: int) -> dict:
    proc, url = listener()
    alone, with_clocks, late = [], [], {"clock": [], "webhook": []}
    try:
        for _ in range(repeat):  # alternating, so the machine's load hits both alike
            alone.append(one_run(kind, bot_games, 0, seconds, url)[:2])
            rate, per_cpu, samples = one_run(kind, bot_games, clock_games, seconds, url)
            with_clocks.append((rate, per_cpu))
            for k in late:
                late[k] += samples.get(k, [])
    finally:
        proc.kill()
    a, c = (statistics.median(r for r, _ in alone),
            statistics.median(r for r, _ in with_clocks))
    a_cpu, c_cpu = (statistics.median(p for _, p in alone),
                    statistics.median(p for _, p in with_clocks))
    return {"store": kind, "bot_games": bot_games, "clock_games": clock_games,
            "seconds": seconds, "repeat": repeat,
            "clock_lateness_s": summary(late["clock"]),
            "webhook_lateness_s": summary(late["webhook"]),
            "bot_moves_per_s_alone": round(a, 1),
            "bot_moves_per_s_with_clocks": round(c, 1),
            "ratio_with_clocks_to_alone": round(c / a, 3) if a else None,
            "bot_moves_per_cpu_s_alone": round(a_cpu, 1),
            "bot_moves_per_cpu_s_with_clocks": round(c_cpu, 1),
            "cpu_ratio_with_clocks_to_alone": round(c_cpu / a_cpu, 3) if a_cpu else None,
            "each_run": {"alone": [[round(r, 1), round(p, 1)] for r, p in alone],
                         "with_clocks": [[round(r, 1), round(p, 1)] for r, p in with_clocks]}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--bot-games", type=int, default=150)
    parser.add_argument("--clock-games", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    print(json.dumps(run(args.store, args.bot_games, args.clock_games, args.seconds,
                         args.repeat)))


if __name__ == "__main__":
    main()
