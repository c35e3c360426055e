"""Immutable Florenza game state. Every change goes through `evolve`; nothing here decides.

A NamedTuple (cheap copies on the hot path); the dicts and tuples inside are never mutated,
always copied. Per-seat facts are tuples indexed by seat. Materials are counted per material in
catalogue order (`MATERIALS`). A quarter is a tuple of its 5 building fields, each None or
(building slug, finished, seat of the worker on it or None).

Works of art are keyed by `art_key`: a quarter's fields by seat and field ("2:palace.1"), the
main board's by field ("duomo.3").
"""
from __future__ import annotations

from functools import cache
from typing import NamedTuple

from domain.florenza.catalog import ARTISTS, BOARD_ART, CLERICS, MATERIALS, QUARTER_ART
from domain.shared.records import replacer
from domain.shared.records import with_item as with_item  # re-exported for the rules

M_INDEX = {m: i for i, m in enumerate(MATERIALS)}


class State(NamedTuple):
    n: int  # players
    variant: str
    round: int  # 1-8 (0 while the start buildings are chosen)
    stage: str  # start guard convert place market build art over (who decides what)
    seat: int | None  # the seat that must decide now
    order: tuple  # turn order this round, start player first
    florins: tuple
    goods: tuple  # per seat: materials held, one count per material
    stock: tuple  # materials in the common supply ("nur so viele Materialien, wie im Vorrat")
    fame: tuple  # fame track (never below FAME_FLOOR)
    certificates: tuple  # fame banked as certificates by captains
    bishop_pts: tuple
    reserve: tuple  # workers in the family's supply (not usable this round)
    area: tuple  # workers in the material area (usable in phase 4)
    quarters: tuple  # per seat: 5 building fields
    tiles: dict  # building slug -> tiles left in the supply
    plans: dict  # art key -> (seat, artist): planned works (a worker and the artist on it)
    works: dict  # art key -> seat whose crest lies on the completed work
    people: dict  # person slug -> "Leben in Florenz" card (1-7) of the people in play
    busy: dict  # person slug -> "hired" | "preaching" | "guarded" | "banished" this round
    pulpits: dict  # pulpit ("2:church" or the cathedral's) -> (cleric, seat of the donor)
    market: tuple  # seats with a worker at the market
    passed: frozenset  # seats done in phase 4 (passed) or in phase 5 (done trading)
    used: frozenset  # market options the trading seat has used
    guarded: int | None  # the seat whose worker the captain guards on card VI
    reserved: str | None  # the artist the captain guards (only he may hire it)
    captain: int | None
    bishop: int | None
    masterpieces: frozenset  # artists whose card shows its blue (masterpiece) side
    bag: tuple  # secret: the people still to draw, top first
    dice_seed: int  # secret: where the dice come from
    rolls: int = 0  # dice rolled so far
    result: dict | None = None

    def placed_workers(self, seat: int) -> int:
        """The seat's workers on the board: buildings, works, market, pulpits, card VI."""
        on_fields = sum(1 for q in self.quarters for f in q if f is not None and f[2] == seat)
        return (on_fields + sum(1 for who, _ in self.plans.values() if who == seat)
                + self.market.count(seat)
                + sum(1 for _, who in self.pulpits.values() if who == seat)
                + (self.guarded == seat))


replace = replacer(State)


def add_at(t: tuple, i: int, delta: int) -> tuple:
    out = list(t)
    out[i] += delta
    return tuple(out)


_UNSET = object()


def kept_last(fn):
    """`fn` (of one or two arguments) keeping its last answer: asked again about the same
    objects it answers at once. By identity: a state's parts are never mutated, and the kept
    ones keep their ids. The key and answer are one tuple, swapped whole, so a thread never
    sees one's key with another's answer."""
    if fn.__code__.co_argcount == 1:  # the common case, a compare the less
        last1 = (_UNSET, None)

        def kept1(x):
            nonlocal last1
            kx, answer = last1
            if kx is x:
                return answer
            answer = fn(x)
            last1 = (x, answer)
            return answer

        kept1.__doc__ = fn.__doc__
        return kept1
    last = (_UNSET, _UNSET, None)

    def kept(x, y):
        nonlocal last
        kx, ky, answer = last
        if kx is x and ky is y:
            return answer
        answer = fn(x, y)
        last = (x, y, answer)
        return answer

    kept.__doc__ = fn.__doc__
    return kept


@kept_last
def in_play(people: dict) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(artists, clerics) of the people in play (`State.people`), in its order. The last answer
    is kept: the people change once a round, and every phase-4 decision asks."""
    return tuple(filter(ARTISTS.__contains__, people)), tuple(filter(CLERICS.__contains__, people))


def art_key(seat: int | None, field: str) -> str:
    """The state's key of a work of art: quarter fields carry their seat."""
    return f"{seat}:{field}" if field in QUARTER_ART else field


@cache
def art_field(key: str):
    """The catalogue's ArtField of an art key, and the seat of its quarter (None: main board).
    Kept: there are a few dozen art keys, and the rules ask all the time."""
    seat, colon, field = key.partition(":")
    if colon:
        return QUARTER_ART[field], int(seat)
    return BOARD_ART[key], None


def church(seat: int) -> str:
    """The pulpit ("Chiesa") of a seat's quarter."""
    return f"{seat}:church"


def add_goods(held: tuple, amounts: dict, sign: int = 1) -> tuple:
    """Material counts with `amounts` ({material: n}, other keys ignored) added or taken."""
    out = list(held)
    for k, v in amounts.items():
        i = M_INDEX.get(k)
        if i is not None:
            out[i] += sign * v
    return tuple(out)
