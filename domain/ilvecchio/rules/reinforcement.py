"""Bringing family members into play: the set-up placements ("würfelt ... die Würfelsumme
bestimmt das Gebiet ... Bei einer 7 sucht sich der Spieler eines der Gebiete aus"; second round
"ein beliebiges Gebiet"), the reinforcement action d ("Bei einer Würfelsumme von 7 darf der
Spieler den Ort frei wählen, auch Florenz"; low-luck variant: any town without rolling), and
every other roll or free placement (council-9, council-10, venezia-6, chiesa-6) through the
same pending "place" decision."""
from __future__ import annotations

from functools import cache

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG, TOWN_LIST
from domain.ilvecchio.rules.chance import roll
from domain.ilvecchio.state import State

ALL_TOWNS = TOWN_LIST  # Florence included: a 7, chiesa-6 and the low-luck variant allow it


@cache
def pairs(area: int) -> tuple:
    """Set-up placements for an area (0: any one area): sorted town pairs bordering it."""
    areas = [area] if area else sorted(CATALOG.areas)
    out = set()
    for a in areas:
        ts = CATALOG.areas[a]
        out |= {tuple(sorted((x, y))) for x in ts for y in ts}
    return tuple(sorted(out))


def roll_towns(total: int) -> tuple:
    """The towns a rolled member may go to: the area's, or any town on a 7."""
    return ALL_TOWNS if total == 7 else CATALOG.areas[total]


def ask_setup_place(tx, seat: int, round_: int) -> None:
    """Round 1 rolls the area (a 7 chooses), round 2 chooses it."""
    area = 0
    if round_ == 1:
        total = roll(tx, seat, "setup")
        area = 0 if total == 7 else total
    tx.emit(ev.DecisionPending(seat=seat, kind="setup_place", data=[round_, area]))


def setup_place(tx, seat: int, towns: tuple) -> None:
    tx.emit(ev.Resolved(seat=seat, kind="setup_place"))
    tx.emit(ev.MembersPlaced(seat=seat, towns=list(towns)))


def roll_member(tx, seat: int, reason: str) -> None:
    """Roll and let the seat place a member from its supply on the area's towns (a 7: any)."""
    total = roll(tx, seat, reason)
    tx.emit(ev.DecisionPending(seat=seat, kind="place", data=[reason, *roll_towns(total)]))


def reinforce(tx, seat: int, town: str | None) -> None:
    """Action d: roll for the area; the low-luck variant names the town at once."""
    tx.emit(ev.ActionChosen(seat=seat, action="reinforce"))
    if town is None:
        roll_member(tx, seat, "reinforce")
    else:
        place(tx, seat, town, ("reinforce", *ALL_TOWNS), resolve=False)


def place(tx, seat: int, town: str | None, data: tuple, resolve: bool = True) -> None:
    """Answer a "place" decision (None: place nobody, each placement is a "darf").
    council-10: after a reinforcement, another member on a town of the same area."""
    if resolve:
        tx.emit(ev.Resolved(seat=seat, kind="place"))
    if town is None:
        return
    tx.emit(ev.MembersPlaced(seat=seat, towns=[town]))
    s = tx.state
    if data[0] == "reinforce" and "council-10" in s.council[seat] and s.supply[seat]:
        tx.emit(ev.DecisionPending(seat=seat, kind="place", data=["extra", *data[1:]]))


def can_place(s: State, seat: int) -> bool:
    return s.supply[seat] > 0
