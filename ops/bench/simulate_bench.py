#!/usr/bin/env python3
"""Engine throughput: random-legal 4-player games per second in one process (Lorenzo basic and
advanced, Patrizier, Il Vecchio, Florenza), printed as JSON, next to a fixed pure-Python baseline
workload timed in the same run (machines here are noisy: compare `ratio_to_baseline` across runs,
not raw figures). The baseline is timed right before and right after each figure, and the
figure's ratio uses the mean of the two (`baseline_units_per_second` in each figure): one short
baseline at the start swung a ratio 0.8-2.3x for the same code on a loaded machine, as the load
of other processes came and went during the run.

    .venv/bin/python ops/bench/simulate_bench.py [--games 100] [--profile [FIGURE]] [--plain]
        [--only FIGURE ...]

`compiled_modules` says how many engine modules ran compiled (infra/compiled; 0: plain Python).
`--plain` also times Lorenzo's figures as plain Python (a child process with
SIGNORIA_COMPILED=0), each right after its compiled figure (`basic_plain`, `advanced_plain`,
and `*_compiled_speedup`: the ratios' quotient). `--profile` lists plain Python's costs only
(cProfile does not see into compiled functions): run it with SIGNORIA_COMPILED=0.
"""
import argparse
import cProfile
import io
import json
import os
import pstats
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain.florenza import GAME as FLORENZA  # noqa: E402
from domain.ilvecchio import GAME as ILVECCHIO  # noqa: E402
from domain.lorenzo.playout import play_game  # noqa: E402
from domain.patrizier import GAME as PATRIZIER  # noqa: E402
from domain.shared import playout  # noqa: E402
from infra.compiled.finder import compiled_modules  # noqa: E402

FIGURES = ("basic", "advanced", "patrizier", "ilvecchio", "florenza")


def baseline_units_per_second(seconds: float = 0.5) -> float:
    """A fixed mix of dict/tuple/str work, similar in kind to the engine's."""
    def unit():
        d = {f"k{i}": i for i in range(40)}
        t = tuple(sorted(d.items(), key=lambda kv: -kv[1]))
        return sum(v for _, v in t) + len("-".join(k for k, _ in t[:10]))
    # process time, like the games: wall time on a shared machine counts other processes' turns
    n, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        unit()
        n += 1
    return n / (time.process_time() - start)


def games_per_second(variant: str, games: int, players: int = 4) -> tuple[float, int]:
    start = time.process_time()
    events = 0
    for seed in range(games):
        state, evs, _ = play_game(players, seed, ("random",), variant)
        assert state.result is not None
        events += len(evs)
    return games / (time.process_time() - start), events // games


def decider_games_per_second(decider, games: int, players: int = 4) -> tuple[float, int]:
    """A registered game's random-legal games per second (the shared playout)."""
    start = time.process_time()
    events = 0
    for seed in range(games):
        state, evs, _ = playout.play_game(decider, players, seed, ("random",))
        assert decider.outcome(state) is not None
        events += len(evs)
    return games / (time.process_time() - start), events // games


def _plain_figure(name: str, games: int) -> dict:
    """One figure timed by a child process running the engine as plain Python."""
    child = subprocess.run(
        [sys.executable, __file__, "--games", str(games), "--only", name],
        env={**os.environ, "SIGNORIA_COMPILED": "0"}, capture_output=True, text=True,
        check=True)
    found = json.loads(child.stdout)
    assert found["compiled_modules"] == 0, "the plain figure ran compiled"
    return found[name]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--profile", nargs="?", const="basic", default=None, choices=FIGURES,
                    help="also list the top costs of 20 games of one figure (default basic)")
    ap.add_argument("--plain", action="store_true",
                    help="also Lorenzo's figures as plain Python, each after its compiled one")
    ap.add_argument("--only", nargs="+", choices=FIGURES, default=FIGURES,
                    help="these figures only")
    args = ap.parse_args()
    bases = [baseline_units_per_second()]
    out: dict = {}

    def figure(name: str, games: int, run) -> None:
        gps, epg = run()
        bases.append(baseline_units_per_second())
        base = (bases[-2] + bases[-1]) / 2  # the machine's speed around this figure
        out[name] = {"players": 4, "games": games, "games_per_second": round(gps, 1),
                     "events_per_game": epg, "baseline_units_per_second": round(base, 1),
                     "ratio_to_baseline": round(gps / base * 1000, 3)}

    for variant in ("basic", "advanced"):
        if variant in args.only:
            figure(variant, args.games, lambda v=variant: games_per_second(v, args.games))
            if args.plain:
                out[f"{variant}_plain"] = plain = _plain_figure(variant, args.games)
                out[f"{variant}_compiled_speedup"] = round(
                    out[variant]["ratio_to_baseline"] / plain["ratio_to_baseline"], 3)
    for name, decider, games in (("patrizier", PATRIZIER, args.games * 5),  # short games
                                 ("ilvecchio", ILVECCHIO, args.games),
                                 ("florenza", FLORENZA, args.games)):
        if name in args.only:
            figure(name, games, lambda d=decider, g=games: decider_games_per_second(d, g))
    out = {"baseline_units_per_second": round(sum(bases) / len(bases), 1),
           "compiled_modules": len(compiled_modules()), **out}
    out["goal"] = {"basic_games_per_second": 300, "advanced_games_per_second": 250,  # issue 22
                   "patrizier_games_per_second": 500, "ilvecchio_games_per_second": 500,
                   "florenza_games_per_second": 200}
    if args.profile:
        deciders = {"patrizier": PATRIZIER, "ilvecchio": ILVECCHIO, "florenza": FLORENZA}
        prof = cProfile.Profile()
        prof.enable()
        for seed in range(20):
            if args.profile in deciders:
                playout.play_game(deciders[args.profile], 4, seed, ("random",))
            else:
                play_game(4, seed, ("random",), args.profile)
        prof.disable()
        buf = io.StringIO()
        pstats.Stats(prof, stream=buf).sort_stats("tottime").print_stats(8)
        out["profile"] = args.profile
        out["profile_top"] = [line.strip() for line in buf.getvalue().splitlines()
                              if "/" in line][:8]
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
