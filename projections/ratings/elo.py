"""Multiplayer Elo: every pair of seats counts as one match decided by final rank.

Each seat's change is K/(n-1) times the sum over opponents of (score - expected), all from
the ratings before the game, so the order of pairs does not matter."""
from __future__ import annotations

INITIAL = 1500.0
K = 32.0


def expected(a: float, b: float) -> float:
    return 1.0 / (1.0 + 10.0 ** ((b - a) / 400.0))


def update(ratings: list[float], ranks: list[int]) -> list[float]:
    """New ratings; ranks[i] = 0 for the winner, 1 for the next …"""
    n = len(ratings)
    if n < 2:
        return list(ratings)
    out = []
    for i in range(n):
        delta = 0.0
        for j in range(n):
            if i == j:
                continue
            score = 1.0 if ranks[i] < ranks[j] else 0.0 if ranks[i] > ranks[j] else 0.5
            delta += score - expected(ratings[i], ratings[j])
        out.append(ratings[i] + K / (n - 1) * delta)
    return out
