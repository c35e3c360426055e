#!/usr/bin/env python3
"""Search bot strength: win rates over seeded games against greedy and random bots, with 95 %
Wilson intervals, and the search's CPU time per move (process time, only its own moves). One
JSON line per match-up as it finishes, then a summary object.

    nice -n 19 .venv/bin/python ops/bench/search_bench.py [--games 200] [--iterations N]
        [--only lorenzo4-greedy,patrizier2-random] [--progress]

The search bot sits at a different seat in each game (seed % players), so the seat order's
advantage cancels out. A shared victory (Patrizier) counts as a win.
"""
import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain import games  # noqa: E402
from domain.lorenzo.sample import SEARCH as LORENZO_SEARCH  # noqa: E402
from domain.patrizier.sample import SEARCH as PATRIZIER_SEARCH  # noqa: E402
from domain.shared import search  # noqa: E402
from domain.shared.rng import Rng  # noqa: E402

# name: (game, players, variant, opponent, goal win rate)
MATCHES = {
    "lorenzo4-greedy": ("lorenzo", 4, "basic", "greedy", 0.50),
    "lorenzo4-random": ("lorenzo", 4, "basic", "random", 0.95),
    "lorenzo2-greedy": ("lorenzo", 2, "basic", "greedy", 0.75),
    "lorenzo2-random": ("lorenzo", 2, "basic", "random", 0.95),
    "lorenzo2-advanced-greedy": ("lorenzo", 2, "advanced", "greedy", 0.75),
    "patrizier2-greedy": ("patrizier", 2, "standard", "greedy", 0.70),
    "patrizier2-random": ("patrizier", 2, "standard", "random", 0.95),
}
SEARCH_SPECS = {"lorenzo": LORENZO_SEARCH, "patrizier": PATRIZIER_SEARCH}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(decider, spec, players: int, variant: str, opponent: str, seed: int,
         iterations: int | None) -> tuple[bool, list[float]]:
    """One seeded game: (did the search bot win, CPU seconds of each of its moves)."""
    me = seed % players
    s = decider.fold(decider.setup(players=players, variant=variant, seed=seed))
    rng = Rng(seed).fork(7)
    cpu = []
    while not decider.is_over(s):
        seat = decider.seats_to_act(s)[0]
        if seat == me:
            start = time.process_time()
            key = search.choose(decider, spec, s, seat, rng, iterations)
            cpu.append(time.process_time() - start)
        else:
            key = decider.bot_action(s, seat, opponent, rng)
        s = decider.step(s, seat, key)[1]
    return me in decider.outcome(s).winners, cpu


def run(name: str, games_count: int, iterations: int | None, first_seed: int,
        progress: bool = False) -> dict:
    game, players, variant, opponent, goal = MATCHES[name]
    decider = games.get(game)
    spec = SEARCH_SPECS[game]
    wins, cpu = 0, []
    for seed in range(first_seed, first_seed + games_count):
        won, times = play(decider, spec, players, variant, opponent, seed, iterations)
        wins += won
        cpu += times
        if progress:  # a long run cut short still says what it measured
            print(json.dumps({"match": name, "seed": seed, "won": won,
                              "wins": wins, "played": seed - first_seed + 1}),
                  file=sys.stderr, flush=True)
    low, high = wilson(wins, games_count)
    return {"match": name, "game": game, "players": players, "variant": variant,
            "opponent": opponent, "games": games_count,
            "iterations": iterations or spec.iterations, "depth": spec.depth,
            "wins": wins, "win_rate": round(wins / games_count, 3),
            "wilson95": [round(low, 3), round(high, 3)], "goal": goal,
            "fair_share": round(1 / players, 3),
            "cpu_per_move_s": {"mean": round(sum(cpu) / len(cpu), 3),
                               "max": round(max(cpu), 3), "moves": len(cpu)}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--iterations", type=int, default=None,
                    help="per move (default: each game's own default budget)")
    ap.add_argument("--only", default=",".join(MATCHES),
                    help=f"comma-separated among {', '.join(MATCHES)}")
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--progress", action="store_true", help="a JSON line per game on stderr")
    args = ap.parse_args()
    out = []
    for name in args.only.split(","):
        out.append(run(name, args.games, args.iterations, args.first_seed, args.progress))
        print(json.dumps(out[-1]), flush=True)
    print(json.dumps({"summary": {r["match"]: {"win_rate": r["win_rate"],
                                               "wilson95": r["wilson95"], "goal": r["goal"],
                                               "games": r["games"],
                                               "cpu_per_move_s": r["cpu_per_move_s"]["mean"]}
                                  for r in out}}))


if __name__ == "__main__":
    main()
