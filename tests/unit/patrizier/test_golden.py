"""Golden transcripts (seed + actions -> events) guard the event contract."""
import json

import pytest

from tests.unit.patrizier.golden_transcripts import CASES, DIR, digest, replay


@pytest.mark.parametrize("name", [c["name"] for c in CASES])
def test_golden_transcript_replays_to_the_same_events(name):
    case = json.loads((DIR / f"{name}.json").read_text())
    events = replay(case)
    assert len(events) == case["event_count"]
    if "events" in case:
        for i, (got, want) in enumerate(zip(events, case["events"], strict=True)):
            assert got == want, f"event {i} differs"
    assert events[-1] == case["final"]
    assert digest(events) == case["events_sha256"]
