"""Golden transcripts, for any game: seed + actions -> events, stored as JSON. The events are a
public, versioned contract: if a change alters them, that is a new event version with an
upcaster, not a silent edit. Each game lists its cases beside its transcripts
(`tests/unit/<game>/golden_transcripts.py`) and regenerates them only deliberately with
    .venv/bin/python -m tests.unit.<game>.golden_transcripts --write
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from domain.shared.playout import play_game


def digest(event_dicts: list[dict]) -> str:
    return hashlib.sha256(json.dumps(event_dicts, sort_keys=True).encode()).hexdigest()


class Transcripts:
    """The golden transcripts of one game: `cases` ({name, players, seed, full, [variant],
    [bots]}) stored as `<dir>/<name>.json`."""

    def __init__(self, game, directory: Path, cases: list[dict]) -> None:
        self.game = game
        self.dir = directory
        self.cases = cases

    def names(self) -> list[str]:
        return [c["name"] for c in self.cases]

    def load(self, name: str) -> dict:
        return json.loads((self.dir / f"{name}.json").read_text())

    def replay(self, case: dict) -> list[dict]:
        """Re-run the stored actions through setup + decide."""
        game = self.game
        events = game.setup(players=case["players"],
                            variant=case.get("variant", game.variants[0]), seed=case["seed"])
        state = game.fold(events)
        for seat, key in case["moves"]:
            new = game.decide(state, seat, key)
            state = game.fold(new, state)
            events += new
        return [game.event_to_dict(e) for e in events]

    def check(self, name: str) -> None:
        """The stored transcript replays to the very same events."""
        case = self.load(name)
        events = self.replay(case)
        assert len(events) == case["event_count"]
        if "events" in case:
            for i, (got, want) in enumerate(zip(events, case["events"], strict=True)):
                assert got == want, f"event {i} differs"
        assert events[-1] == case["final"]
        assert digest(events) == case["events_sha256"]

    def write(self) -> None:
        self.dir.mkdir(exist_ok=True)
        for case in self.cases:
            bots = tuple(case.get("bots", ["random"]))
            _, events, moves = play_game(self.game, case["players"], case["seed"], bots,
                                         case.get("variant"))
            dicts = [self.game.event_to_dict(e) for e in events]
            out = {**case, "moves": [list(m) for m in moves], "event_count": len(dicts),
                   "events_sha256": digest(dicts), "final": dicts[-1]}
            if case["full"]:
                out["events"] = dicts
            (self.dir / f"{case['name']}.json").write_text(json.dumps(out, indent=0) + "\n")
