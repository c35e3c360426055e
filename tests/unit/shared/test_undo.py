"""Taking back moves under Board Game Arena's policy, with the test race game: stepping reveals
nothing, rolling a die reveals a random number."""
from __future__ import annotations

from domain.shared import undo as u
from tests.support.toy_game import GAME as RACE


def _play(stack, state, seat, key, version):
    events = [RACE.event_to_dict(e) for e in RACE.decide(state, seat, key)]
    after = RACE.fold([RACE.event_from_dict(e) for e in events], state)
    return u.after_command(stack, RACE, seat, key, version, events, state), after


def test_a_seat_takes_back_its_own_moves_while_it_is_its_turn():
    state = RACE.fold(RACE.setup(players=2, variant="free", seed=1, preset={"target": 30}))
    stack = u.after_command(u.EMPTY, RACE, None, None, 2, [], None)
    assert u.refusal(stack, RACE.seats_to_act(state), 0)[0] == "undo_nothing_to_undo"
    start = state
    stack, state = _play(stack, state, 0, "step.1", 3)
    stack, state = _play(stack, state, 0, "step.2", 4)
    assert u.refusal(stack, RACE.seats_to_act(state), 0) is None
    stack, taken = u.after_undo(stack)
    assert taken.version == 4 and taken.action == "step.2"
    stack, taken = u.after_undo(stack)
    assert taken.before == start and u.refusal(stack, RACE.seats_to_act(start), 0)[0] == \
        "undo_nothing_to_undo"


def test_another_seats_move_or_a_revealed_roll_stops_it():
    state = RACE.fold(RACE.setup(players=2, variant="free", seed=1, preset={"target": 30}))
    stack, state = _play(u.EMPTY, state, 0, "step.1", 3)
    stack, state = _play(stack, state, 1, "step.1", 4)
    assert u.refusal(stack, RACE.seats_to_act(state), 0)[0] == "undo_other_seat_acted"
    assert u.refusal(stack, RACE.seats_to_act(state), 1) is None
    stack, state = _play(stack, state, 1, "roll", 5)
    assert u.refusal(stack, RACE.seats_to_act(state), 1)[0] == "undo_revealed"


def test_not_when_the_turn_has_passed():
    state = RACE.fold(RACE.setup(players=2, variant="turns", seed=1, preset={"target": 30}))
    stack, state = _play(u.EMPTY, state, 0, "step.1", 3)
    assert u.refusal(stack, RACE.seats_to_act(state), 0)[0] == "undo_not_your_turn"
