"""Action E, donating to a cleric: a free cleric lying under the "Leben in Florenz" cards (or
one of the 2 nameless clerics of card II), paid at once; his tile goes to the pulpit of one's
own Chiesa or, once that work is completed, to the cathedral's "Predicatore" (no other cleric
there); the worker goes onto his card. The donor rolls and reads on the cleric's table how many
workers come from his supply into his material area ("Würfel 2 bringt 3 Arbeiter"); in the
cathedral he rolls twice and takes the better. Some clerics cost or bring fame or bishop
points."""
from __future__ import annotations

from bisect import bisect_right

from domain.florenza import events as ev
from domain.florenza.catalog import CLERICS, PULPIT
from domain.florenza.rules.dice import roll
from domain.florenza.rules.placing import BIT, free_people
from domain.florenza.rules.setup import MAX_PLAYERS
from domain.florenza.rules.supply import FAME_FLOOR
from domain.florenza.state import State, church

PULPITS = ("church", "pulpit")  # notation: one's own Chiesa, the cathedral's Predicatore


def pulpit_key(seat: int, where: str) -> str:
    return church(seat) if where == "church" else PULPIT


def free_pulpits(s: State, seat: int) -> tuple[str, ...]:
    taken = s.pulpits
    cathedral = PULPIT in s.works and PULPIT not in taken
    if _CHURCHES[seat] not in taken:
        return PULPITS if cathedral else PULPITS[:1]
    return PULPITS[1:] if cathedral else ()


_CHURCHES = tuple(church(seat) for seat in range(MAX_PLAYERS))  # asked at every placing


# cleric -> (florins, fame, bishop points) a donation costs (what he brings costs nothing)
_PRICES = {slug: (c.cost, -min(c.fame, 0), -min(c.bishop, 0)) for slug, c in CLERICS.items()}


def _within(i: int) -> tuple[list[int], list[int]]:
    """(the distinct prices of part `i` of `_PRICES`, ascending; by how many of them one can
    pay (`bisect_right` of one's budget), the bits of the clerics one can pay that part of)."""
    prices = sorted({p[i] for p in _PRICES.values()})
    return prices, [0] + [sum(BIT[c] for c, p in _PRICES.items() if p[i] <= x) for x in prices]


(_FLORINS, _FLORINS_BITS), (_FAME, _FAME_BITS), (_POINTS, _POINTS_BITS) = map(_within, range(3))


_NO_DONATION = (0, ((), 0, ()))


def donate_options(s: State, seat: int, people: tuple | None = None) -> tuple[int, tuple]:
    """(how many, what `listed_donations` lists them from): the seat may donate now to each
    free cleric it can pay in full (florins, and the fame (not below the track's end) or bishop
    points some ask) in each free pulpit (church | pulpit), cleric by cleric. `people`:
    `free_people`'s answer about `s`, when the caller has it."""
    pulpits = free_pulpits(s, seat)
    if not pulpits:
        return _NO_DONATION
    clerics, free = (free_people(s.people, s.busy) if people is None else people)[1]
    # the clerics it can pay in full: with its florins, its fame above the track's end, its
    # bishop points
    donors = (free & _FLORINS_BITS[bisect_right(_FLORINS, s.florins[seat])]
              & _FAME_BITS[bisect_right(_FAME, s.fame[seat] - FAME_FLOOR)]
              & _POINTS_BITS[bisect_right(_POINTS, s.bishop_pts[seat])])
    return donors.bit_count() * len(pulpits), (clerics, donors, pulpits)


def listed_donations(what: tuple) -> list[tuple[str, str]]:
    """The (cleric, pulpit) options of `donate_options`, in their order."""
    clerics, donors, pulpits = what
    return [(c, where) for c in clerics if BIT[c] & donors for where in pulpits]


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
    # seat, cleric, pulpit, paid, gained, dice, workers
    tx.emit(ev.ClericDonated(seat, cleric, pulpit_key(seat, where), paid, gained, dice, workers))
