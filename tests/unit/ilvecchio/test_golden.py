"""Golden transcripts (seed + actions -> events) guard the event contract."""
import pytest

from tests.unit.ilvecchio.golden_transcripts import GOLDEN


@pytest.mark.parametrize("name", GOLDEN.names())
def test_golden_transcript_replays_to_the_same_events(name):
    GOLDEN.check(name)
