"""Refused keys: a typed RuleViolation code says precisely why, and nothing changes."""
import copy

import pytest

from domain.patrizier import GAME
from domain.patrizier.diagnose import diagnose
from domain.shared.errors import RuleViolation
from domain.shared.playout import play_game
from tests.unit.patrizier.scenario import act, arrange, card, empty_display, new

SINGLE = card("bologna", "head")
DOUBLE = card("bologna", "second_crest")
MOVE = card("lucca", "move_floor")
ANY = card("roma", "take_any_card")
ELSEWHERE = card("verona", "head")


def _play_stage():
    s = new(2)
    return arrange(s, hands=[[SINGLE, DOUBLE, MOVE], [ELSEWHERE]])


def _move_stage():
    s = arrange(_play_stage(), towers={"milano": ((0,), (1,))})
    return act(s, 0, f"play {MOVE} lucca.1")[0]


def _take_stage():
    s = new(2)
    s = arrange(s, hands=[[ANY], [ELSEWHERE]], display={**empty_display(s), "parma": DOUBLE,
                                                         "siena": SINGLE})
    return act(s, 0, f"play {ANY} roma.1")[0]


CASES = [
    (_play_stage, 1, f"play {ELSEWHERE} verona.1", "not_your_turn"),
    (_play_stage, 5, f"play {SINGLE} bologna.1", "unknown_seat"),
    (_play_stage, 0, "build bologna.1", "malformed_action"),
    (_play_stage, 0, "play bologna", "malformed_action"),
    (_play_stage, 0, f"play {SINGLE} bologna.3", "malformed_action"),
    (_play_stage, 0, f"play {SINGLE} napoli.1", "malformed_action"),
    (_play_stage, 0, f"play {ELSEWHERE} verona.1", "card_not_in_hand"),
    (_play_stage, 0, "play 99 bologna.1", "malformed_action"),  # no such card at all
    (_play_stage, 0, f"play {SINGLE} roma.1", "wrong_city"),
    (_play_stage, 0, f"play {SINGLE} pistoia.1", "city_not_in_play"),
    (_play_stage, 0, f"play {SINGLE}", "wrong_floor_count"),
    (_play_stage, 0, f"play {SINGLE} bologna.1 bologna.2", "wrong_floor_count"),
    (_play_stage, 0, f"play {DOUBLE} bologna.1", "wrong_floor_count"),
    (_play_stage, 0, "move milano.1", "nothing_pending"),
    (_play_stage, 0, "take roma", "nothing_pending"),
    (_move_stage, 0, f"play {SINGLE} bologna.1", "decision_pending"),
    (_move_stage, 0, "take roma", "decision_pending"),
    (_move_stage, 0, "move milano", "malformed_action"),
    (_move_stage, 0, "move lucca.1", "city_just_built"),
    (_move_stage, 0, "move parma.1", "no_floor_owned"),
    (_take_stage, 0, "move none", "decision_pending"),
    (_take_stage, 0, "take verona", "no_card_there"),
    (_take_stage, 0, "take pistoia", "city_not_in_play"),
    (_take_stage, 0, "take 17", "malformed_action"),
]


@pytest.mark.parametrize("given,seat,key,code", CASES, ids=[c[2] + "/" + c[3] for c in CASES])
def test_a_refused_key_names_the_rule_and_changes_nothing(given, seat, key, code):
    s = given()
    before = copy.deepcopy(s)
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, seat, key)
    assert err.value.code == code, err.value.message
    assert err.value.message and s == before


def test_a_finished_game_refuses_everything():
    s, _, _ = play_game(GAME, 2, 3)
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, 0, "play 1 bologna.1")
    assert err.value.code == "game_over"


def test_without_a_more_precise_reason_the_refusal_lists_the_legal_keys():
    s = _play_stage()
    legal = GAME.legal_actions(s, 0).keys[0]
    err = diagnose(s, 0, legal)  # diagnose explains only refusals; a legal key has no reason
    assert err.code == "illegal_action" and legal in err.message
