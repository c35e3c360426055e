"""Our own seeded PRNG (xorshift64*), stable across Python versions.

Python only promises that `random.random()` stays stable; `shuffle` and `randrange` may change
between versions, which would silently change how a stored game was set up.
"""

_MASK = (1 << 64) - 1


def _scrambled(seed: int) -> int:
    """A generator's first state: a splitmix64 scramble, so that small seeds (0, 1, 2 …) give
    unrelated streams."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return (z ^ (z >> 31)) or 0x2545F4914F6CDD1D


def first_roll(seed: int, sides: int = 6) -> int:
    """`Rng(seed).roll(sides)` without making the generator: for dice drawn one stream per
    roll (Florenza's), where a generator object per die was most of a die's cost."""
    s, limit = _scrambled(seed), _MASK - (_MASK % sides)
    while True:  # `below`'s loop
        s ^= (s >> 12)
        s ^= (s << 25) & _MASK
        s ^= (s >> 27)
        x = (s * 0x2545F4914F6CDD1D) & _MASK
        if x < limit:
            return x % sides + 1


class Rng:
    """Deterministic 64-bit generator; the same seed gives the same numbers on every platform."""

    __slots__ = ("_s",)

    def __init__(self, seed: int) -> None:
        self._s = _scrambled(seed)

    def next_u64(self) -> int:
        s = self._s
        s ^= (s >> 12)
        s ^= (s << 25) & _MASK
        s ^= (s >> 27)
        self._s = s
        return (s * 0x2545F4914F6CDD1D) & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK % n)
        s = self._s
        while True:  # next_u64 inlined: every bot choice and die roll comes through here
            s ^= (s >> 12)
            s ^= (s << 25) & _MASK
            s ^= (s >> 27)
            x = (s * 0x2545F4914F6CDD1D) & _MASK
            if x < limit:
                self._s = s
                return x % n

    def roll(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def shuffled(self, items) -> list:
        """A new list with the items in Fisher–Yates order."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items):
        return items[self.below(len(items))]

    def fork(self, label: int) -> "Rng":
        """An independent stream derived from this one (for bots, per-game seeds)."""
        return Rng(self.next_u64() ^ (label * 0x9E3779B97F4A7C15 & _MASK))
