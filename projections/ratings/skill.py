"""OpenSkill's Weng-Lin model (Plackett-Luce): a rating is a skill estimate `mu` with its
uncertainty `sigma`; the ladder shows the conservative `ordinal` (mu - 3 sigma), which rises
as games make the estimate surer. One game is one free-for-all match of one-player teams
ranked by final place: ties share a rank, and the model weighs every placing at once (no
pairwise matches)."""
from __future__ import annotations

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
INITIAL = (MODEL.mu, MODEL.sigma)  # 25, 25/3: a new identity's ordinal is 0


def ordinal(mu: float, sigma: float) -> float:
    """The display figure: a skill the player very probably has (mu - 3 sigma)."""
    return mu - 3.0 * sigma


def update(ratings: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """New (mu, sigma) per player from one game; ranks[i] = 0 for the winner, equal ranks
    tie."""
    if len(ratings) < 2:
        return list(ratings)
    teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [(team[0].mu, team[0].sigma) for team in rated]
