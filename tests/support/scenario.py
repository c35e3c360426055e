"""What every game's rules scenarios share: act through the real decide + evolve, checking that
the (JSON round-tripped) events replay to the same state, and pick events by type."""
from __future__ import annotations

import json


def act(game, s, seat: int, *keys: str):
    """Decide each key in turn; returns (state, all events). Checks replay == live."""
    out = []
    for k in keys:
        new_events = game.decide(s, seat, k)
        before = s
        for e in new_events:
            s = game.evolve(s, e)
        stored = json.loads(json.dumps([game.event_to_dict(e) for e in new_events]))
        assert game.fold([game.event_from_dict(d) for d in stored], before) == s
        out += new_events
    return s, out


def of_type(events, name: str) -> list:
    return [e for e in events if type(e).__name__ == name]
