"""Phase 6, activities in the quarters: field by field (field 1 of every quarter in turn order,
then field 2 ...), each field with a worker (of any colour) gives one activity, and the worker
returns to its family's supply:
- a finished building is activated: the worker's family gets what it produces (as much as the
  supply holds);
- a building under construction is finished by paying its cost (some give fame at once); who
  cannot or will not pay loses 1 fame and the tile goes back to the supply."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import BUILDINGS
from domain.florenza.rules.supply import available, can_pay, fame_loss
from domain.florenza.state import State
from domain.florenza.tx import Tx

ABANDON_FAME = 1  # "verliert er 1 Ruhmespunkt"


def next_activity(s: State) -> tuple[int, int] | None:
    """(quarter's seat, field 1-5) of the next field with a worker, in phase-6 order."""
    for seat, field, _ in _with_workers(s, 1):
        return seat, field
    return None


def _with_workers(s: State, most: int = 20) -> list:
    """(quarter's seat, field 1-5, its building field) of the fields with a worker (the first
    `most`), in phase-6 order: field by field, each in turn order."""
    quarters, order, out = s.quarters, s.order, []
    for i in range(5):
        for seat in order:
            f = quarters[seat][i]
            if f is not None and f[2] is not None:
                out.append((seat, i + 1, f))
                if len(out) == most:
                    return out
    return out


def finish(tx: Tx, seat: int, field: int) -> None:
    b = BUILDINGS[tx.state.quarters[seat][field - 1][0]]
    tx.emit(ev.BuildingFinished(seat, field, b.slug, dict(b.cost), b.fame_on_completion))


def abandon(tx: Tx, seat: int, field: int, reason: str) -> None:
    s = tx.state
    building = s.quarters[seat][field - 1][0]
    tx.emit(ev.BuildingAbandoned(seat, field, building, fame_loss(s, seat, ABANDON_FAME), reason))


def run(tx: Tx) -> bool:
    """Every activity up to the next decision; True when one is due (stage "build"). The
    fields are found once: phase 6 only takes the worker off the field it settles."""
    for owner, field, (building, finished, worker) in _with_workers(tx.state):
        s = tx.state
        if finished:
            gains = available(s, BUILDINGS[building].produces)
            tx.emit(ev.BuildingActivated(worker, owner, field, building, gains))
        elif can_pay(s, owner, BUILDINGS[building].cost):
            tx.emit(ev.pending(owner, "build"))
            return True
        else:
            abandon(tx, owner, field, "unaffordable")
    return False
