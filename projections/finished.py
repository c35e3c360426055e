"""A finished game as the read models that only care about games once they are over
(analytics, ratings) see it: its seats and the decider's outcome, taken from the game list
(`rm_games`, written earlier in the same batch transaction: the runner applies `games`
first), so nothing is folded again. Only if that row is not there (the game list being rebuilt
meanwhile) is the game read back from the event store and folded."""
from __future__ import annotations

import json
from dataclasses import dataclass

from domain import games
from domain.shared.decider import Outcome
from domain.shared.table import forked_state
from projections.seats import joined, public_seats
from projections.source import expand


@dataclass
class FinishedGame:
    game_id: str
    game: str
    variant: str
    seats: list  # public seats (projections.seats)
    outcome: Outcome
    finished_at: str

    @property
    def decider(self):
        return games.get(self.game)


def load(cur, ctx, finished) -> FinishedGame | None:
    """The game whose `Finished` record this is (None if the engine reports no outcome)."""
    row = cur.execute("SELECT game, variant, status, seats, outcome FROM rm_games "
                      "WHERE game_id = ?", [finished.game_id]).fetchone()
    if row is not None and row["status"] == "finished" and row["outcome"]:
        o = json.loads(row["outcome"])
        return FinishedGame(finished.game_id, row["game"], row["variant"],
                            json.loads(row["seats"]),
                            Outcome(**{k: tuple(o[k]) for k in Outcome._fields}),
                            finished.timestamp)
    return _folded(ctx, finished)


def _folded(ctx, finished) -> FinishedGame | None:
    records = expand(ctx.history(finished.game_id, finished.position))
    if not records or records[0].kind != "Created":
        return None
    f = records[0].fields
    decider = games.get(f["game"])
    seats = public_seats(f["seats"])
    state = None
    for r in records:
        if r.kind == "SeatJoined":
            seats = joined(seats, r.fields)
        elif r.kind == "Forked":  # a fork starts from a position, not a set-up
            state = forked_state(r.fields)
        elif r.kind == "GameEvent":
            state = decider.evolve(state, decider.event_from_dict(r.fields["data"]))
    outcome = decider.outcome(state) if state is not None else None
    if outcome is None:
        return None
    return FinishedGame(finished.game_id, f["game"], f["variant"], seats, outcome,
                        finished.timestamp)
