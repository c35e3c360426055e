"""Read-side benchmark (prints JSON): rebuild rate of all read models, replay `state_at` on a
finished 4-player game, analytics query latency, the rating model's update per game and a
player's drill-down (`player_games`; with --players 2 both bots are rated identities).

    .venv/bin/python ops/bench/readside_bench.py --games 300 [--players 4] [--db DIR]

Bot games are stored through the write side into a fresh SQLite store (or reused from --db).
`events` counts domain events: a stored `Decided` holds a command's several. `stored_events`
counts stored events, and `stored_events_per_second` is the rebuild's rate in those.
Goals: rebuild >= 100,000 domain events/s on SQLite (issue 19; issue 5 asked 20,000),
state_at p50 <= 2 ms, analytics p50 <= 100 ms over 10,000 games (the analytics counters grow
with (variant, players, day), not with the number of games, so the query cost of a one-day
corpus barely depends on size).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain.lorenzo.playout import play_game  # noqa: E402
from infra.game_service.service import GameService, persist_finished_game  # noqa: E402
from infra.settings import Settings  # noqa: E402
from projections.config import Config  # noqa: E402
from projections.ratings import skill  # noqa: E402
from projections.read import ReadModels  # noqa: E402
from projections.runner import rebuild  # noqa: E402


def p50_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--db", default=None, help="directory holding events.sqlite3 (reused)")
    ap.add_argument("--samples", type=int, default=500)
    args = ap.parse_args()
    root = Path(args.db or tempfile.mkdtemp(prefix="readside_bench_"))
    root.mkdir(parents=True, exist_ok=True)
    settings = Settings(sqlite_path=root / "events.sqlite3", run_bots=False)
    with GameService(settings, run_bots=False) as service:
        have = service.position()
        if have == 0:
            for g in range(args.games):
                _, _, moves = play_game(args.players, 1 + g, ("random", "greedy"))
                persist_finished_game(service, variant="basic", players=args.players,
                                      seed=1 + g, moves=moves, bots=("random", "greedy"))
        stored = service.position()
    config = Config.from_settings(settings)
    rm = ReadModels(config=config)
    started, cpu = time.perf_counter(), time.process_time()
    rebuild(config, rm.store, rm.store.projections)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    with rm.store.read() as cur:
        # domain events: a stored command (`Decided`) holds several, and rm_log has one row per
        # stored event with their number (`events`); counting rows counted commands
        events = cur.execute("SELECT COALESCE(SUM(events), 0) FROM rm_log").fetchone()[0]

    game = rm.game_list(players=4, status="finished", first=1)["items"]
    replay = {}
    if game:
        gid = game[0]["game_id"]
        length = rm.replay_length(gid, None)
        t = time.perf_counter()
        rm.replay_state(gid, length // 2, None)
        first = time.perf_counter() - t
        rng = random.Random(1)
        samples = []
        for _ in range(args.samples):
            step = rng.randrange(length + 1)
            t = time.perf_counter()
            rm.replay_state(gid, step, None)
            samples.append(time.perf_counter() - t)
        replay = {"steps": length, "first_call_ms": round(first * 1000, 2),
                  "p50_ms": p50_ms(samples),
                  "p95_ms": round(sorted(samples)[int(len(samples) * .95)] * 1000, 3)}
    samples = []
    for i in range(50):
        t = time.perf_counter()
        rm.analytics(players=args.players if i % 2 else None)
        samples.append(time.perf_counter() - t)
    finished = rm.analytics()["games"]
    ratings = _ratings(rm)
    rm.close()
    print(json.dumps({
        "store": "sqlite", "games": finished, "players": args.players, "events": events,
        "stored_events": stored,
        "rebuild": {"seconds": round(elapsed, 3), "cpu_seconds": round(cpu, 3),
                    "events_per_second": round(events / elapsed) if elapsed else None,
                    "stored_events_per_second": round(stored / elapsed) if elapsed else None,
                    "goal": 100000},
        "replay_state_at_4p": {**replay, "goal_p50_ms": 2},
        "analytics": {"p50_ms": p50_ms(samples), "goal_p50_ms": 100},
        "ratings": ratings,
    }, indent=2))
    return 0


def _ratings(rm) -> dict:
    """The skill model's cost per rated game (2 and 4 seats) and the drill-down's latency for
    the identity with the most games."""
    out = {}
    for n in (2, 4):
        ratings, ranks = [skill.INITIAL] * n, list(range(n))
        t = time.perf_counter()
        for _ in range(1000):
            skill.update(ratings, ranks)
        out[f"update_{n}p_us"] = round((time.perf_counter() - t) * 1000, 1)  # per 1000: us
    ladder = rm.ratings(first=1)
    if ladder:
        player = ladder[0]["player"]
        samples = []
        for _ in range(50):
            t = time.perf_counter()
            games = rm.player_games(player)
            samples.append(time.perf_counter() - t)
        out["player_games"] = {"games": len(games), "p50_ms": p50_ms(samples)}
    return out


if __name__ == "__main__":
    sys.exit(main())
