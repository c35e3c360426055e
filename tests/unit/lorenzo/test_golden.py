"""Golden transcripts (seed + actions -> events) guard the event contract."""
import pytest

from tests.unit.lorenzo.golden_transcripts import GOLDEN


@pytest.mark.parametrize("name", GOLDEN.names())
def test_golden_transcript_replays_to_the_same_events(name):
    GOLDEN.check(name)


def test_a_version_1_game_set_up_is_upcast_and_replays_identically():
    """GameSetUp v1 (no starting resources) still loads: the upcaster fills in what v1 implied."""
    from domain.lorenzo import GAME

    events = GAME.setup(players=3, seed=5)
    new = GAME.event_to_dict(events[0])
    old = {k: v for k, v in new.items() if k != "resources"} | {"v": 1}
    assert new["v"] == 2
    assert GAME.event_from_dict(old) == GAME.event_from_dict(new)
