"""The dice: drawn from the game's secret dice seed, one stream per roll number, so a roll
depends only on the seed and how many dice were rolled before. Rolls are recorded in the
events; `evolve` only counts them."""
from __future__ import annotations

from domain.florenza.state import State
from domain.shared.rng import first_roll

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1


def roll(s: State, k: int = 1, offset: int = 0) -> list[int]:
    """The next `k` dice (after `offset` dice this decision already rolled): die j is the
    first roll of `Rng((seed + j * _GOLDEN) & _MASK)`."""
    seed, start, dice = s.dice_seed, s.rolls + offset, []
    for i in range(k):  # a loop: a comprehension over these locals makes a closure per call
        dice.append(first_roll((seed + (start + i + 1) * _GOLDEN) & _MASK))
    return dice
