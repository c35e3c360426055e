#!/usr/bin/env python3
"""Analysis cost: CPU seconds (process time) to analyse a finished 4-player Lorenzo game at a
budget (default: the analysis default, the search bot's budget per move), per seeded game, with
the goal (<= 60 s at the default budget) and a baseline measured in the same run: the CPU the
search bot spends choosing one move per searched decision of the same games at the same
budget (analysis searches each decision once, plus the move played when the search left it
short, so it should cost about that). One JSON object.

    nice -n 19 .venv/bin/python ops/bench/analysis_bench.py [--games 3] [--budget N]
        [--players 4] [--bots search,greedy,greedy,greedy]
"""
import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain import games  # noqa: E402
from domain.shared import analysis, search  # noqa: E402
from domain.shared.playout import play_game  # noqa: E402
from domain.shared.rng import Rng  # noqa: E402

GOAL_S = 60.0


def decisions_of(decider, players: int, seed: int, bots: tuple) -> tuple[list, object]:
    """A seeded bot game's decisions (the state before each) and its final state."""
    final, _, moves = play_game(decider, players, seed, bots)
    s = decider.fold(decider.setup(players=players, variant="basic", seed=seed))
    out = []
    for i, (seat, key) in enumerate(moves):
        out.append(analysis.Decision(i + 1, s, seat, key))
        s = decider.step(s, seat, key)[1]
    return out, final


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--budget", type=int, default=None, help="default: the game's search "
                    "iterations per move (the analysis default)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="search,greedy,greedy,greedy")
    ap.add_argument("--seed", type=int, default=9100)
    args = ap.parse_args()
    decider = games.get("lorenzo")
    default = decider.search.iterations
    args.budget = args.budget or default
    bots = tuple(args.bots.split(","))
    rows = []
    for seed in range(args.seed, args.seed + args.games):
        decisions, final = decisions_of(decider, args.players, seed, bots)
        start = time.process_time()
        result = analysis.analyse(decider, decisions, final, budget=args.budget)
        cpu = time.process_time() - start
        searched = [d for d, e in zip(decisions, result["steps"], strict=True)
                    if e["label"] != analysis.FORCED]
        start = time.process_time()
        for d in searched:
            search.choose(decider, decider.search, d.state, d.seat, Rng(seed ^ d.version),
                          iterations=args.budget)
        base = time.process_time() - start
        rows.append({"seed": seed, "decisions": len(decisions), "searched": len(searched),
                     "analysis_cpu_s": round(cpu, 2), "baseline_choose_cpu_s": round(base, 2),
                     "ratio": round(cpu / base, 3) if base else None})
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    worst = max(r["analysis_cpu_s"] for r in rows)
    print(json.dumps({
        "bench": "analysis", "game": "lorenzo", "players": args.players, "bots": args.bots,
        "budget": args.budget, "default_budget": default, "games": rows,
        "analysis_cpu_s_mean": round(statistics.mean(r["analysis_cpu_s"] for r in rows), 2),
        "analysis_cpu_s_max": worst,
        "baseline_choose_cpu_s_mean": round(statistics.mean(r["baseline_choose_cpu_s"]
                                                            for r in rows), 2),
        "goal_s": GOAL_S, "goal_met": worst <= GOAL_S}))


if __name__ == "__main__":
    main()
