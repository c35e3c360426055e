"""The dice written out in rules/dice.py roll exactly what the game's Rng rolls."""
from domain.florenza.rules.dice import roll
from domain.florenza.state import State
from domain.shared.rng import Rng

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1


def test_each_die_is_the_first_roll_of_its_own_rng_stream():
    rng = Rng(11)
    for _ in range(300):
        seed, rolls = rng.next_u64(), rng.below(500)
        s = State(*([None] * 30), dice_seed=seed, rolls=rolls)
        want = [Rng((seed + (rolls + 1 + i) * _GOLDEN) & _MASK).roll() for i in range(3)]
        assert roll(s, 3) == want
        assert roll(s, 2, 1) == want[1:]
