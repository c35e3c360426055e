"""Bad input gets a clear typed error and changes nothing."""
import pytest

from domain.florenza import GAME
from domain.shared.errors import RuleViolation
from tests.unit.florenza.scenario import new, placing


@pytest.mark.parametrize("seat,key,code", [
    (0, "fly away", "malformed_action"),
    (1, "pass", "not_your_turn"),
    (7, "pass", "unknown_seat"),
    (0, "sell marble", "wrong_stage"),
    (0, "occupy 9", "malformed_action"),
    (0, "occupy 1.1", "no_finished_building"),
    (0, "plan castle", "malformed_action"),
    (0, "art palace.1 nobody", "malformed_action"),
    (0, "donate savonarola roof", "malformed_action"),
])
def test_refusals_are_typed_and_change_nothing(seat, key, code):
    s = placing()
    before = s
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, seat, key)
    assert e.value.code == code and e.value.message
    assert s == before


def test_game_over_and_start_stage_refusals():
    s = new(2)
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 1, "market")
    assert e.value.code == "wrong_stage" and "pick" in e.value.message
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 1, "pick nothing")
    assert e.value.code == "illegal_action" and "pick casa" in e.value.message


def test_setup_refuses_bad_counts_and_presets():
    for kw in ({"players": 1}, {"players": 6}, {"players": 3, "preset": {"order": [0, 0, 1]}},
               {"players": 2, "preset": {"nonsense": 1}}):
        with pytest.raises(RuleViolation) as e:
            GAME.setup(seed=1, **kw)
        assert e.value.code == "invalid_setup"
