"""Game clocks: pure arithmetic over recorded times (docs: Board Game Arena's model)."""
from __future__ import annotations

import pytest

from domain.shared import clock as c


def test_a_time_bank_runs_while_its_seat_must_act():
    rules = c.Rules.parse({"mode": "realtime", "initial_ms": 60_000, "increment_ms": 5_000,
                           "max_ms": 66_000})
    k = c.start(rules, 2, (0,), at=1_000)
    assert c.deadline(rules, k, 0) == 61_000 and c.deadline(rules, k, 1) is None
    assert c.left(rules, k, 0, now=11_000) == 50_000 and c.left(rules, k, 1, 11_000) == 60_000
    k, used = c.moved(rules, k, 0, (1,), at=21_000)  # seat 0 took 20 s: 40 s + 5 s left
    assert used == 20_000 and k.remaining == (45_000, 60_000) and k.running == (None, 21_000)
    k, used = c.moved(rules, k, 1, (0,), at=22_000)  # 1 s: 59 + 5 = 64 s
    assert k.remaining == (45_000, 64_000)
    k, _ = c.moved(rules, k, 0, (1,), at=23_000)
    k, _ = c.moved(rules, k, 1, (0,), at=23_500)  # capped at max_ms
    assert k.remaining[1] == 66_000  # 64 - 0.5 + 5 would be 68.5 s
    assert c.next_deadline(rules, k) == (23_500 + k.remaining[0], 0)


def test_a_turn_clock_gives_each_move_its_deadline_and_several_seats_run_together():
    rules = c.Rules.parse({"mode": "turn", "per_move_ms": 86_400_000, "on_timeout": "expel"})
    k = c.start(rules, 3, (0, 1, 2), at=0)  # all decide at once (a Vatican report)
    assert [c.deadline(rules, k, s) for s in range(3)] == [86_400_000] * 3
    k, used = c.moved(rules, k, 1, (0, 2), at=3_600_000)
    assert used == 3_600_000 and k.running == (0, None, 0)  # the others keep running
    assert c.next_deadline(rules, k) == (86_400_000, 0)
    k, _ = c.moved(rules, k, None, (), at=4_000_000)  # nobody due: nothing runs
    assert c.next_deadline(rules, k) is None


@pytest.mark.parametrize("bad", [
    None, {}, {"mode": "blitz"}, {"mode": "turn"}, {"mode": "turn", "per_move_ms": -1},
    {"mode": "turn", "per_move_ms": True}, {"mode": "turn", "per_move_ms": 1.5},
    {"mode": "realtime", "initial_ms": 0}, {"mode": "realtime", "initial_ms": 10, "max_ms": 5},
    {"mode": "turn", "per_move_ms": 10, "on_timeout": "shrug"},
    {"mode": "turn", "per_move_ms": c.MAX_MS + 1}])
def test_unusable_settings_are_refused(bad):
    with pytest.raises(c.ClockError):
        c.Rules.parse(bad)
