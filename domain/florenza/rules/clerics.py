"""Action E, donating to a cleric: a free cleric lying under the "Leben in Florenz" cards (or
one of the 2 nameless clerics of card II), paid at once; his tile goes to the pulpit of one's
own Chiesa or, once that work is completed, to the cathedral's "Predicatore" (no other cleric
there); the worker goes onto his card. The donor rolls and reads on the cleric's table how many
workers come from his supply into his material area ("Würfel 2 bringt 3 Arbeiter"); in the
cathedral he rolls twice and takes the better. Some clerics cost or bring fame or bishop
points."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import CLERICS, PULPIT
from domain.florenza.rules.dice import roll
from domain.florenza.rules.placing import free_people
from domain.florenza.rules.setup import MAX_PLAYERS
from domain.florenza.rules.supply import FAME_FLOOR
from domain.florenza.state import State, church

PULPITS = ("church", "pulpit")  # notation: one's own Chiesa, the cathedral's Predicatore


def pulpit_key(seat: int, where: str) -> str:
    return church(seat) if where == "church" else PULPIT


def free_pulpits(s: State, seat: int) -> list[str]:
    out = []
    if _CHURCHES[seat] not in s.pulpits:
        out.append("church")
    if PULPIT in s.works and PULPIT not in s.pulpits:
        out.append("pulpit")
    return out


_CHURCHES = tuple(church(seat) for seat in range(MAX_PLAYERS))  # asked at every placing


# cleric -> (florins, fame, bishop points) a donation costs (what he brings costs nothing)
_PRICES = {slug: (c.cost, -min(c.fame, 0), -min(c.bishop, 0)) for slug, c in CLERICS.items()}


def donate_options(s: State, seat: int) -> tuple[list[str], list[str]]:
    """(clerics, pulpits): the seat may donate now to each of these clerics in each of these
    pulpits (church | pulpit); its options are those pairs, cleric by cleric. A cleric must be
    free and paid in full: florins, and the fame (not below the track's end) or bishop points
    some ask."""
    pulpits = free_pulpits(s, seat)
    if not pulpits:
        return [], pulpits
    florins, fame, points = s.florins[seat], s.fame[seat] - FAME_FLOOR, s.bishop_pts[seat]
    donors = []  # a loop, not a comprehension: one over these locals makes a closure per call
    for c in free_people(s.people, s.busy)[2]:
        cost, fame_cost, points_cost = _PRICES[c]
        if cost <= florins and fame_cost <= fame and points_cost <= points:
            donors.append(c)
    return donors, pulpits


def donate(tx, seat: int, cleric: str, where: str) -> None:
    s = tx.state
    c = CLERICS[cleric]
    dice = roll(s, 2 if where == "pulpit" else 1)
    workers = min(max(c.sermon[d - 1] for d in dice), s.reserve[seat])
    paid = {"florins": c.cost} if c.cost else {}
    gained = {}
    for key, v in (("fame", c.fame), ("bishop", c.bishop)):
        if v < 0:
            paid[key] = -v
        elif v > 0:
            gained[key] = v
    tx.emit(ev.ClericDonated(seat=seat, cleric=cleric, pulpit=pulpit_key(seat, where),
                             paid=paid, gained=gained, dice=dice, workers=workers))
