"""Florenza's own statistics (Analytics.details when the game is FLORENZA): fame by source,
works of art by place, offices held (projections/analytics/florenza.py). Win rate by seat and
by turn-order position are the generic statistics'."""
from __future__ import annotations

import strawberry

F = strawberry.field


@strawberry.type(description="Fame from one source, over every seat counted.")
class FlorenzaFameSourceStats:
    source: str = F(description="Works, full_palace, workshops, houses, clerics, cardinal, "
                                "occupation, failures (negative).")
    seats: int = F(description="Seats counted (games times players).")
    fame: int = F(description="Fame from this source.")
    mean_fame: float | None = F(description="Fame / seats.")
    winner_seats: int = F(description="Seats that won their game.")
    winner_fame: int = F(description="Their fame from this source.")
    winner_mean_fame: float | None = F(description="WinnerFame / winnerSeats.")


@strawberry.type(description="Works of art in one place.")
class FlorenzaWorkStats:
    place: str = F(description="Palace, church, florentine or cathedral.")
    games: int = F(description="Games counted.")
    completed: int = F(description="Works completed.")
    failed: int = F(description="Works failed.")
    masterpieces: int = F(description="Completed works that were masterpieces.")
    winner_completed: int = F(description="Works completed by a seat that won its game.")
    mean_completed: float | None = F(description="Completed / games.")
    failure_rate: float | None = F(description="Failed / (completed + failed).")


@strawberry.type(description="An office: rounds it was held.")
class FlorenzaOfficeStats:
    office: str = F(description="Captain, bishop or cardinal.")
    games: int = F(description="Games counted.")
    rounds: int = F(description="Rounds it was held (named in phase 8).")
    winner_rounds: int = F(description="Of them, by a seat that won its game.")
    winner_share: float | None = F(description="WinnerRounds / rounds.")


@strawberry.type(description="Florenza's own statistics.")
class FlorenzaAnalytics:
    fame_by_source: list[FlorenzaFameSourceStats] = F(description="Per source of fame.")
    works: list[FlorenzaWorkStats] = F(description="Per place of works of art.")
    offices: list[FlorenzaOfficeStats] = F(description="Per office.")


def analytics_of(d: dict) -> FlorenzaAnalytics:
    return FlorenzaAnalytics(
        fame_by_source=[FlorenzaFameSourceStats(**x) for x in d.get("fame_by_source") or ()],
        works=[FlorenzaWorkStats(**x) for x in d.get("works") or ()],
        offices=[FlorenzaOfficeStats(**x) for x in d.get("offices") or ()])
