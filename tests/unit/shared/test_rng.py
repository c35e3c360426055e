"""`first_roll` is the first roll of a fresh generator, for every die size (Florenza's dice
draw one stream per roll with it)."""
from domain.shared.rng import Rng, first_roll


def test_first_roll_is_a_fresh_generators_first_roll():
    seeds = Rng(5)
    for _ in range(500):
        seed = seeds.next_u64()
        for sides in (2, 6, 7, 20):
            assert first_roll(seed, sides) == Rng(seed).roll(sides)
    assert {first_roll(n) for n in range(300)} == {1, 2, 3, 4, 5, 6}
