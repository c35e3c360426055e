"""`signoria simulate`: bot games of any registered game in-process, with a summary read
through the game's `outcome` (and optionally stored)."""
from __future__ import annotations

import json
import sys
import time

from domain import games as registry
from domain.shared.playout import play_game


def simulate(games: int, players: int, seed: int, variant: str | None, bots: tuple[str, ...],
             persist=None, game: str = registry.DEFAULT) -> dict:
    """Play `games` seeded games; summary: games scored, mean score and win share per seat
    (a shared victory split between its winners)."""
    decider = registry.get(game)
    variant = variant or decider.variants[0]
    started = time.perf_counter()
    wins = [0.0] * players
    totals = [0] * players
    scored = 0
    events = 0
    for g in range(games):
        state, evs, moves = play_game(decider, players, seed + g, bots, variant)
        events += len(evs)
        result = decider.outcome(state)
        if result is not None:
            scored += 1
            for seat in result.winners:
                wins[seat] += 1 / len(result.winners)
            for seat, score in enumerate(result.scores):
                totals[seat] += score
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


def _problem(args, bots: tuple[str, ...]) -> str | None:
    """Why the arguments cannot be simulated (None: they can)."""
    try:
        decider = registry.get(args.game)
    except registry.UnknownGame:
        return f"--game must be one of {', '.join(registry.names())}"
    if args.games < 0:
        return "--games must be >= 0"
    if not decider.min_players <= args.players <= decider.max_players:
        return (f"--players must be {decider.min_players}-{decider.max_players} "
                f"for {args.game}")
    if args.variant is not None and args.variant not in decider.variants:
        return f"--variant must be one of {', '.join(decider.variants)} for {args.game}"
    unknown = [b for b in bots if b not in decider.bot_kinds]
    if not bots or unknown:
        return f"--bots must name bot kinds among {', '.join(decider.bot_kinds)}"
    return None


def run_cli(args) -> int:
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    problem = _problem(args, bots)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    if args.persist:
        from infra.game_service.service import GameService, persist_finished_game

        with GameService(run_bots=False) as service:
            def persist(**game):
                persist_finished_game(service, game=args.game, **game)

            summary = simulate(args.games, args.players, args.seed, args.variant, bots, persist,
                               game=args.game)
    else:
        summary = simulate(args.games, args.players, args.seed, args.variant, bots,
                           game=args.game)
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['games']} {summary['variant']} games, {args.players} players, "
              f"{summary['scored']} scored, {summary['games_per_second']} games/s")
        for seat in range(args.players):
            print(f"  seat {seat} ({summary['bots'][seat]}): mean score "
                  f"{summary['mean_score'][seat]}, win share {summary['win_share'][seat]}")
    return 0 if summary["scored"] == summary["games"] else 1
