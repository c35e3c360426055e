"""A finished game read back whole from the event store, for the read models that only care
about games once they are over (analytics, ratings): they keep no per-game state while a game
runs, so abandoned games cost them nothing."""
from __future__ import annotations

from dataclasses import dataclass

from domain import games
from projections.seats import joined, public_seats


@dataclass
class FinishedGame:
    game_id: str
    game: str
    variant: str
    seats: list  # public seats (projections.seats)
    records: list  # every record of the game, in order
    state: object  # the final engine state
    outcome: object  # decider.outcome(state)
    actions: int  # commands of seats (not the set-up)
    events: int  # domain events
    created_at: str
    finished_at: str

    @property
    def decider(self):
        return games.get(self.game)

    def domain_events(self) -> list[dict]:
        return [r.fields["data"] for r in self.records if r.kind == "GameEvent"]


def load(ctx, finished) -> FinishedGame | None:
    """The game whose `Finished` record this is (None if its history does not start with
    Created, or the engine reports no outcome)."""
    records = ctx.history(finished.game_id, finished.position)
    if not records or records[0].kind != "Created":
        return None
    f = records[0].fields
    decider = games.get(f["game"])
    seats = public_seats(f["seats"])
    state = None
    actions = events = 0
    for r in records:
        if r.kind == "SeatJoined":
            seats = joined(seats, r.fields)
        elif r.kind == "GameEvent":
            state = decider.evolve(state, decider.event_from_dict(r.fields["data"]))
            events += 1
            if r.fields["action"] is not None and r.fields["part"] == 1:
                actions += 1
    outcome = decider.outcome(state) if state is not None else None
    if outcome is None:
        return None
    return FinishedGame(finished.game_id, f["game"], f["variant"], seats, records, state,
                        outcome, actions, events, records[0].timestamp, finished.timestamp)
