"""The special action ("Sonderaktion", the move symbol): move the top floor (any player's) of one
tower onto the other tower of the same city. Not in the city just built in, only where the
player owns a floor, not in a city already scored; it may be declined."""
from __future__ import annotations

from domain.patrizier import events as ev
from domain.patrizier.state import State
from domain.patrizier.tx import Tx


def move_cities(s: State, seat: int) -> list[str]:
    """The cities where the seat may move a floor now."""
    just_built = s.turn_city
    out = []
    for city in s.cities:
        if city == just_built or city in s.scored:
            continue
        t1, t2 = s.towers[city]
        if seat in t1 or seat in t2:
            out.append(city)
    return out


def move_options(s: State, seat: int) -> list[tuple[str, int]]:
    """(city, tower the floor leaves) for every move allowed now. A tower's only floor may be
    moved too: the site is then empty again (docs/patrizier-rules-notes.md)."""
    out = []
    for city in move_cities(s, seat):
        for tower, floors in zip((1, 2), s.towers[city], strict=True):
            if floors:
                out.append((city, tower))
    return out


def move_floor(tx: Tx, seat: int, city: str, from_tower: int) -> None:
    """Move the top floor of `from_tower` onto the other tower of the city."""
    owner = tx.state.towers[city][from_tower - 1][-1]
    tx.emit(ev.FloorMoved(seat=seat, city=city, from_tower=from_tower, to_tower=3 - from_tower,
                          owner=owner))


def decline(tx: Tx, seat: int, possible: bool) -> None:
    """No move: declined, or impossible ("Kann oder möchte man nicht versetzen, verfällt die
    Sonderaktion")."""
    tx.emit(ev.MoveDeclined(seat=seat, possible=possible))
