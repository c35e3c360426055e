"""The seat-parts cache is bounded by bytes without walking every part (projections.tables):
its estimate follows a whole game's parts, every seat's, as deep_size measures them, through
turns with forty legal actions and turns with none."""
from __future__ import annotations

from domain.lorenzo import GAME as LORENZO
from domain.lorenzo.playout import play_game
from domain.shared.lru import deep_size
from projections import snapshot
from projections.tables import REMEASURE, _PartSizes


def test_the_estimate_follows_deep_size_over_a_game():
    _, events, _ = play_game(4, 3, ("random",), "advanced")
    sizes = _PartSizes()
    estimated = measured = parts = 0
    worst = 1.0
    state = None
    for i, event in enumerate(events):
        state = LORENZO.evolve(state, event)
        if i % 3 or LORENZO.is_over(state):
            continue
        for seat in range(4):
            legal = (snapshot.legal_dicts(LORENZO, state, seat)
                     if seat in LORENZO.seats_to_act(state) else [])
            part = {"view": LORENZO.view(state, seat), "legal_actions": legal}
            guess, real = sizes.of("g", part), deep_size(part)
            estimated, measured, parts = estimated + guess, measured + real, parts + 1
            worst = min(worst, guess / real)
    assert parts > 10 * REMEASURE  # many re-measurements and estimates in between
    assert 0.85 < estimated / measured < 1.15
    assert worst > 0.5  # no single part far under its size (a turn's forty actions counted)


def test_sizes_kept_are_bounded():
    sizes = _PartSizes(maxsize=3)
    part = {"view": {"a": 1}, "legal_actions": [{"key": "x"}]}
    for g in range(10):
        sizes.of(str(g), part)
    assert len(sizes._known) == 3
