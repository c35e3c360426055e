"""`signoria simulate`: bot games in-process, with a summary (and optionally stored)."""
from __future__ import annotations

import json
import sys
import time

from domain.lorenzo.playout import play_game


def simulate(games: int, players: int, seed: int, variant: str, bots: tuple[str, ...],
             persist=None) -> dict:
    started = time.perf_counter()
    wins = [0] * players
    totals = [0] * players
    scored = 0
    events = 0
    for g in range(games):
        state, evs, moves = play_game(players, seed + g, bots, variant)
        events += len(evs)
        if state.result:
            scored += 1
            wins[state.result["winner"]] += 1
            for seat, sc in enumerate(state.result["scores"]):
                totals[seat] += sc["total"]
        if persist is not None:
            persist(players=players, variant=variant, seed=seed + g, bots=bots, moves=moves)
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "players": players,
        "variant": variant,
        "bots": [bots[s % len(bots)] for s in range(players)],
        "scored": scored,
        "mean_score": [round(t / games, 2) for t in totals] if games else [],
        "win_share": [round(w / games, 3) for w in wins] if games else [],
        "events_per_game": round(events / games, 1) if games else 0,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
        "persisted": games if persist is not None else 0,
    }


def run_cli(args) -> int:
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    if args.games < 0:
        print("--games must be >= 0", file=sys.stderr)
        return 2
    if args.persist:
        from infra.service import GameService, persist_finished_game

        with GameService(run_bots=False) as service:
            def persist(**game):
                persist_finished_game(service, game="lorenzo", **game)

            summary = simulate(args.games, args.players, args.seed, args.variant, bots, persist)
    else:
        summary = simulate(args.games, args.players, args.seed, args.variant, bots)
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['games']} {summary['variant']} games, {args.players} players, "
              f"{summary['scored']} scored, {summary['games_per_second']} games/s")
        for seat in range(args.players):
            print(f"  seat {seat} ({summary['bots'][seat]}): mean score "
                  f"{summary['mean_score'][seat]}, win share {summary['win_share'][seat]}")
    return 0 if summary["scored"] == summary["games"] else 1
