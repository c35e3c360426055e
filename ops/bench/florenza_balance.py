#!/usr/bin/env python3
"""Balance of Florenza's provisional catalogue, by simulation: greedy bots play N seeded games
per player count (2-5) and the script prints JSON: the win share per seat position in turn
order (a shared victory split; goal: none above 1.3x the fair share) and the fraction of games
in which each building (picked or planned), artist (hired) and cleric (given a donation) is
used (goal: every one in at least 5% of games).

    nice -n 19 .venv/bin/python ops/bench/florenza_balance.py [--games 1000] [--players 2,3,4,5]
"""
import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from domain.florenza import GAME  # noqa: E402
from domain.florenza.catalog import ARTISTS, BUILDINGS, CLERICS  # noqa: E402
from domain.shared.playout import play_game  # noqa: E402

FAIR_LIMIT, USE_LIMIT = 1.3, 0.05
USES = {"StartBuildingChosen": ("building", "building"), "BuildingPlanned": ("building", "building"),
        "ArtPlanned": ("artist", "artist"), "ClericDonated": ("cleric", "cleric")}


def used_in(events) -> set:
    out = set()
    for e in events:
        use = USES.get(type(e).__name__)
        if use:
            out.add((use[0], getattr(e, use[1])))
    return out


def run(players: int, games: int, seed0: int = 0) -> dict:
    wins = [0.0] * players
    uses: dict = {}
    start = time.process_time()
    for seed in range(seed0, seed0 + games):
        events = GAME.setup(players=players, seed=seed)
        order = events[0].order  # position = place in round 1's turn order
        s, events, _ = play_game(GAME, players, seed, ("greedy",))
        winners = GAME.outcome(s).winners
        for w in winners:
            wins[order.index(w)] += 1 / len(winners)
        for u in used_in(events):
            uses[u] = uses.get(u, 0) + 1
    fair = 1 / players
    share = [round(w / games, 3) for w in wins]
    return {"players": players, "games": games,
            "win_share_by_position": share,
            "max_over_fair": round(max(share) / fair, 3),
            "cpu_seconds": round(time.process_time() - start, 1),
            "used": {kind: {slug: round(uses.get((kind, slug), 0) / games, 3)
                            for slug in names}
                     for kind, names in (("building", BUILDINGS), ("artist", ARTISTS),
                                         ("cleric", CLERICS))}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", default="2,3,4,5")
    args = ap.parse_args()
    counts = [run(int(p), args.games) for p in args.players.split(",")]
    for c in counts:  # one JSON line per player count as it is known, then the summary
        print(json.dumps(c), flush=True)
    low = sorted({(k, slug): min(c["used"][k][slug] for c in counts)
                  for k in ("building", "artist", "cleric") for slug in counts[0]["used"][k]}
                 .items(), key=lambda kv: kv[1])
    print(json.dumps({"summary": True, "games_per_count": args.games,
                      "max_over_fair": max(c["max_over_fair"] for c in counts),
                      "goal_max_over_fair": FAIR_LIMIT,
                      "least_used": [{"kind": k, "slug": s, "share": v} for (k, s), v in low[:5]],
                      "below_goal": [f"{k}:{s}" for (k, s), v in low if v < USE_LIMIT],
                      "goal_min_used": USE_LIMIT}))


if __name__ == "__main__":
    main()
