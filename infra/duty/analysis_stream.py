"""A game's analysis as a stream of its own (id: `stream_id(game_id)`), next to the game's:
what was asked (budget, seed, decisions to analyse), progress, and the result, recorded once
by the duty that computed it (infra.duty.analysis). The read side projects these events
(projections.analysis: the source reads them as records of the analysed game)."""
from __future__ import annotations

from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate


def stream_id(game_id: UUID) -> UUID:
    return uuid5(game_id, "analysis")


class GameAnalysis(Aggregate):
    """Each event names the game analysed (`game_id`, text) so the read side needs no map."""

    class Requested(Aggregate.Created):
        game_id: str
        game: str
        budget: int
        seed: int
        total: int  # decisions to analyse

    class Progressed(Aggregate.Event):
        game_id: str
        done: int

        def apply(self, aggregate: GameAnalysis) -> None:
            aggregate.status = "running"

    class Completed(Aggregate.Event):
        game_id: str
        result: dict  # domain.shared.analysis.analyse's answer

        def apply(self, aggregate: GameAnalysis) -> None:
            aggregate.status, aggregate.result = "done", self.result

    class Failed(Aggregate.Event):
        game_id: str
        reason: str

        def apply(self, aggregate: GameAnalysis) -> None:
            aggregate.status = "failed"

    def __init__(self, game_id: str, game: str, budget: int, seed: int, total: int) -> None:
        self.game_id = game_id
        self.budget, self.seed = budget, seed
        self.status = "queued"
        self.result: dict | None = None

    @classmethod
    def request(cls, game_id: UUID, game: str, budget: int, seed: int,
                total: int) -> GameAnalysis:
        return cls._create(cls.Requested, id=stream_id(game_id), game_id=str(game_id),
                           game=game, budget=budget, seed=seed, total=total)

    def progressed(self, done: int) -> None:
        self.trigger_event(self.Progressed, game_id=self.game_id, done=done)

    def completed(self, result: dict) -> None:
        self.trigger_event(self.Completed, game_id=self.game_id, result=result)

    def failed(self, reason: str) -> None:
        self.trigger_event(self.Failed, game_id=self.game_id, reason=reason)

    @property
    def over(self) -> bool:
        return self.status in ("done", "failed")
