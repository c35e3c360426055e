"""Phase 8, offices and turn order: the highest fame (at least 1) becomes captain (a tie:
nobody), takes certificates for his fame and sets his marker back to 0; the highest bishop
points, at least 3, becomes bishop (a tie: nobody); the bishop re-elected or with at least 10
bishop points becomes cardinal: 5 fame at once and his bishop marker back to 0. The captain
starts the next round, the bishop is second, everyone else keeps their order."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.state import State
from domain.florenza.tx import Tx

BISHOP_MIN = 3  # "(mind. 3)"
CAPTAIN_MIN = 1  # certificates are for points: no captain without fame (rules notes)
CARDINAL_POINTS, CARDINAL_FAME = 10, 5  # ">= 10 Bischofspunkte", "5 Ruhmespunkte"


def sole_highest(values: tuple, minimum: int | None = None) -> int | None:
    """The seat with the single highest value (None on a tie or below `minimum`)."""
    top = max(values)
    if values.count(top) != 1 or (minimum is not None and top < minimum):
        return None
    return values.index(top)


def next_order(order: tuple, captain: int | None, bishop: int | None) -> list:
    """Captain first, bishop second, the others in their order; a family holding both offices
    starts and is named once."""
    first = [x for x in dict.fromkeys((captain, bishop)) if x is not None]
    return first + [x for x in order if x not in first]


def name_offices(tx: Tx) -> None:
    s: State = tx.state
    captain = sole_highest(s.fame, CAPTAIN_MIN)
    bishop = sole_highest(s.bishop_pts, BISHOP_MIN)
    cardinal = None
    if bishop is not None and (bishop == s.bishop or s.bishop_pts[bishop] >= CARDINAL_POINTS):
        cardinal = bishop
    tx.emit(ev.OfficesNamed(captain=captain,
                            certificates=s.fame[captain] if captain is not None else 0,
                            bishop=bishop, cardinal=cardinal,
                            cardinal_fame=CARDINAL_FAME if cardinal is not None else 0,
                            order=next_order(s.order, captain, bishop)))
