"""What a family holds and pays: costs, fame never below the track's "-3", gains limited by
the common supply ("Es gibt nur so viele Materialien, wie im Vorrat liegen")."""
from __future__ import annotations

from domain.florenza.catalog import MATERIALS
from domain.florenza.state import M_INDEX, State

FAME_FLOOR = -3  # "Steht eigener Ruhmespunkte-Anzeiger auf "-3" ..."


def can_pay(s: State, seat: int, cost: dict) -> bool:
    """Whether the seat holds every florin and material of `cost`."""
    if cost.get("florins", 0) > s.florins[seat]:
        return False
    held = s.goods[seat]
    for m, v in cost.items():
        i = M_INDEX.get(m)
        if i is not None and held[i] < v:
            return False
    return True


def plus(*amounts: dict) -> dict:
    """Amount dicts added up (zeros dropped)."""
    out: dict = {}
    for a in amounts:
        for k, v in a.items():
            out[k] = out.get(k, 0) + v
    if 0 in out.values():
        return {k: v for k, v in out.items() if v}
    return out


def fame_loss(s: State, seat: int, points: int) -> int:
    """The fame actually lost: the marker stops at the track's end, -3 (rules notes)."""
    return max(0, min(points, s.fame[seat] - FAME_FLOOR))


def available(s: State, amounts: dict, share: int = 1) -> dict:
    """`amounts` with each material cut to what the supply holds for `share` takers."""
    out = {}
    for k, v in amounts.items():
        if k in M_INDEX:
            v = min(v, s.stock[M_INDEX[k]] // share)
        if v:
            out[k] = v
    return out


def materials_held(s: State, seat: int) -> int:
    return sum(s.goods[seat])


def goods_dict(counts: tuple) -> dict:
    return {m: c for m, c in zip(MATERIALS, counts, strict=True) if c}
