"""The dice: drawn from the game's secret dice seed, one stream per roll number, so a roll
depends only on the seed and how many dice were rolled before. Rolls are recorded in the
events; `evolve` only counts them."""
from __future__ import annotations

from domain.florenza.state import State

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1
_LIMIT = _MASK - _MASK % 6  # Rng.below(6)'s rejection bound


def roll(s: State, k: int = 1, offset: int = 0) -> list[int]:
    """The next `k` dice (after `offset` dice this decision already rolled): die j is
    `Rng((seed + j * _GOLDEN) & _MASK).roll()` (domain.shared.rng), its seeding and first
    draw written out here: no generator object per die (tests/unit/florenza/test_dice.py)."""
    seed, start, dice = s.dice_seed, s.rolls + offset, []
    for i in range(k):  # a loop: a comprehension over these locals makes a closure per call
        z = (seed + (start + i + 2) * _GOLDEN) & _MASK  # Rng.__init__ adds one more _GOLDEN
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        x = (z ^ (z >> 31)) or 0x2545F4914F6CDD1D
        while True:  # Rng.below(6): xorshift64* with rejection
            x ^= x >> 12
            x ^= (x << 25) & _MASK
            x ^= x >> 27
            r = (x * 0x2545F4914F6CDD1D) & _MASK
            if r < _LIMIT:
                break
        dice.append(r % 6 + 1)
    return dice
