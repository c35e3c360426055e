"""Building floors ("Stockwerk(e) bauen"): one floor per crest on the played card, in its city,
on either building site; with two crests both on one tower or one on each. Every tower must end
with at least one floor: the city's last floor goes on an empty site if there is one."""
from __future__ import annotations

from functools import cache

from domain.patrizier import events as ev
from domain.patrizier.catalog import CARDS, CITIES
from domain.patrizier.state import State
from domain.patrizier.tx import Tx


@cache
def _shapes(k: int) -> tuple:
    """Tower choices for k floors, sorted (1 before 2): order on one card does not matter."""
    if k == 0:
        return ((),)
    if k == 1:
        return ((1,), (2,))
    return ((1, 1), (1, 2), (2, 2))


def floors_to_build(s: State, seat: int, card: int) -> int:
    """One floor per crest, as far as the player's supply and the city's total allow (a player
    out of floors builds nothing more, see docs/patrizier-rules-notes.md)."""
    c = CARDS[card]
    return min(c.crests, s.supply[seat], CITIES[c.city].floors - s.built(c.city))


def leaves_a_site_empty(s: State, city: str, towers: tuple) -> bool:
    """Would these floors complete the city with a site still empty ("Jeder Turm muss
    mindestens aus einem Stockwerk bestehen")?"""
    t1, t2 = s.towers[city]
    if len(t1) + len(t2) + len(towers) < CITIES[city].floors:
        return False
    return not (t1 or 1 in towers) or not (t2 or 2 in towers)


def placements(s: State, seat: int, card: int) -> tuple:
    """Every legal choice of towers for the played card's floors."""
    city = CARDS[card].city
    k = floors_to_build(s, seat, card)
    if s.built(city) + k < CITIES[city].floors:  # the city stays incomplete: any choice goes
        return _shapes(k)
    return tuple(t for t in _shapes(k) if not leaves_a_site_empty(s, city, t))


def build(tx: Tx, seat: int, city: str, towers: tuple) -> None:
    """Put one of the seat's floors on top of each named tower, in order."""
    for tower in towers:
        tx.emit(ev.FloorBuilt(seat=seat, city=city, tower=tower))
