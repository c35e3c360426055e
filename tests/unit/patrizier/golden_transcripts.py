"""Golden transcripts: seed + actions -> events, stored as JSON. The events are a public,
versioned contract: if a change alters them, that is a new event version with an upcaster,
not a silent edit. The provisional catalogue is part of what they pin: a real card list is a
new catalogue file, and these are then regenerated deliberately, once. Regenerate with
    .venv/bin/python -m tests.unit.patrizier.golden_transcripts --write
"""
import hashlib
import json
import sys
from pathlib import Path

from domain.patrizier import GAME
from domain.shared.playout import play_game

DIR = Path(__file__).parent / "golden"
CASES = [
    {"name": "2p-seed1", "players": 2, "seed": 1, "full": True},
    {"name": "3p-seed3-greedy", "players": 3, "seed": 3, "full": False,
     "bots": ["greedy", "random"]},
    {"name": "5p-seed2", "players": 5, "seed": 2, "full": False},
]


def digest(event_dicts: list[dict]) -> str:
    return hashlib.sha256(json.dumps(event_dicts, sort_keys=True).encode()).hexdigest()


def replay(case: dict) -> list[dict]:
    """Re-run the stored actions through setup + decide."""
    events = GAME.setup(players=case["players"], seed=case["seed"])
    state = GAME.fold(events)
    for seat, key in case["moves"]:
        new = GAME.decide(state, seat, key)
        state = GAME.fold(new, state)
        events += new
    return [GAME.event_to_dict(e) for e in events]


def write() -> None:
    DIR.mkdir(exist_ok=True)
    for case in CASES:
        bots = tuple(case.get("bots", ["random"]))
        _, events, moves = play_game(GAME, case["players"], case["seed"], bots)
        dicts = [GAME.event_to_dict(e) for e in events]
        out = {**case, "moves": [list(m) for m in moves], "event_count": len(dicts),
               "events_sha256": digest(dicts), "final": dicts[-1]}
        if case["full"]:
            out["events"] = dicts
        (DIR / f"{case['name']}.json").write_text(json.dumps(out, indent=0) + "\n")


if __name__ == "__main__" and "--write" in sys.argv:
    write()
