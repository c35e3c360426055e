"""Bad input gets a clear typed error and changes nothing."""
import pytest

from domain.ilvecchio import GAME
from domain.shared.errors import RuleViolation
from tests.unit.ilvecchio.scenario import arrange, new, playing


@pytest.mark.parametrize("seat,key,code", [
    (1, "recover", "not_your_turn"),
    (0, "fly away", "malformed_action"),
    (0, "pass", "no_double_turn"),
    (0, "pick milano-1", "nothing_pending"),
    (0, "use milano-2", "tile_not_owned"),
    (0, "town atlantis florins", "malformed_action"),
    (0, "town sesto abbot", "no_standing_member"),
    (0, "office firenze council", "no_standing_member"),
    (0, "province prato knight+abbot", "wrong_town"),
    (7, "recover", "unknown_seat"),
])
def test_refusals_name_the_rule(seat, key, code):
    s = arrange(playing(3), up={"prato": 1})
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, seat, key)
    assert e.value.code == code


def test_a_pending_decision_comes_first():
    s = new(2)
    with pytest.raises(RuleViolation) as e:
        GAME.decide(s, 0, "recover")
    assert e.value.code == "decision_pending"


def test_an_office_needs_two_scrolls_and_a_used_tile_is_refused():
    s = arrange(playing(3), up={"firenze": 1}, goods={"scrolls": 1},
                provinces=["milano-2"], used=["milano-2"])
    for key, code in (("office firenze council", "not_enough_scrolls"),
                      ("use milano-2", "tile_used")):
        with pytest.raises(RuleViolation) as e:
            GAME.decide(s, 0, key)
        assert e.value.code == code


def test_keys_are_normalised():
    s = arrange(playing(3), up={"prato": 1})
    assert GAME.normalise("  RECOVER ") == "recover"
    assert GAME.normalise("place sesto prato") == "place prato sesto"
    assert GAME.decide(s, 0, "Recover")
