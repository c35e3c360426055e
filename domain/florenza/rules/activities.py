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


def next_activity(s: State, first: int = 0) -> tuple[int, int] | None:
    """(quarter's seat, field 1-5) of the next field with a worker, in phase-6 order, from the
    `first` field index on (`run` knows the fields before the last activity have none)."""
    quarters, order = s.quarters, s.order
    for i in range(first, 5):
        for seat in order:
            f = quarters[seat][i]
            if f is not None and f[2] is not None:
                return seat, i + 1
    return None


def activate(tx: Tx, owner: int, field: int) -> None:
    s = tx.state
    building, _, worker = s.quarters[owner][field - 1]
    gains = available(s, BUILDINGS[building].produces)
    tx.emit(ev.BuildingActivated(seat=worker, owner=owner, field=field, building=building,
                                 gains=gains))


def can_finish(s: State, seat: int, field: int) -> bool:
    return can_pay(s, seat, BUILDINGS[s.quarters[seat][field - 1][0]].cost)


def finish(tx: Tx, seat: int, field: int) -> None:
    b = BUILDINGS[tx.state.quarters[seat][field - 1][0]]
    tx.emit(ev.BuildingFinished(seat=seat, field=field, building=b.slug, paid=dict(b.cost),
                                fame=b.fame_on_completion))


def abandon(tx: Tx, seat: int, field: int, reason: str) -> None:
    s = tx.state
    tx.emit(ev.BuildingAbandoned(seat=seat, field=field,
                                 building=s.quarters[seat][field - 1][0],
                                 fame_lost=fame_loss(s, seat, ABANDON_FAME), reason=reason))


def run(tx: Tx) -> bool:
    """Every activity up to the next decision; True when one is due (stage "build")."""
    first = 0  # phase 6 only takes workers off: no field before the last one found gets one
    while True:
        s = tx.state
        nxt = next_activity(s, first)
        if nxt is None:
            return False
        owner, field = nxt
        first = field - 1
        if s.quarters[owner][field - 1][1]:
            activate(tx, owner, field)
        elif can_finish(s, owner, field):
            tx.emit(ev.Pending(seat=owner, stage="build"))
            return True
        else:
            abandon(tx, owner, field, "unaffordable")
