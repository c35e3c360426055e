"""Phase 1, income (from round 2): in turn order each family gets 200 florins, 1 marble,
1 wood and 4 workers, plus the extra material the start player rolls once for all ("Sollten
nicht genug Würfel eines Materials da sein, erhält stattdessen jeder Spieler 100 Florin");
then its personal income: works of art with its crest in the cathedral or the Florentine
buildings, and per Casa 50 florins + 1 worker, per Casamento 100 florins + 1 worker, for the
Palagio 1 fame + 100 florins + 1 worker. Workers come from the family's supply, as many as it
holds; materials from the common supply, as many as it holds."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import BOARD_ART, BUILDINGS, CATALOG
from domain.florenza.rules.dice import roll
from domain.florenza.rules.supply import plus
from domain.florenza.state import M_INDEX, State
from domain.florenza.tx import Tx

INCOME = CATALOG.income


def base_income(s: State, material: str) -> tuple[dict, list]:
    """(each family's income, the materials short) given the rolled extra material: one
    material at a time, each either for every family or 100 florins each instead."""
    stock = list(s.stock)
    gains: dict = {"florins": INCOME["florins"], "workers": INCOME["workers"]}
    short = []
    for m in (*INCOME["materials"], material):
        i = M_INDEX[m]
        if stock[i] >= s.n:
            stock[i] -= s.n
            gains[m] = gains.get(m, 0) + 1
        else:
            short.append(m)
            gains["florins"] += INCOME["shortage_florins"]
    return gains, short


# what pays personal income: houses by building slug, works of art by art key
_HOUSES = {slug: b.income for slug, b in BUILDINGS.items() if b.income}
_WORKS = {key: f.income for key, f in BOARD_ART.items() if f.income}


def personal_income(s: State, seat: int) -> tuple[dict, list]:
    """(gains, sources): finished houses in the seat's quarter, its completed works on the
    main board."""
    parts, sources = [], []
    for f in s.quarters[seat]:
        if f is not None and f[1] and f[0] in _HOUSES:
            parts.append(_HOUSES[f[0]])
            sources.append(f[0])
    for key, owner in s.works.items():
        if owner == seat and key in _WORKS:
            parts.append(_WORKS[key])
            sources.append(key)
    return plus(*parts), sources


def pay_income(tx: Tx) -> None:
    """The whole of phase 1."""
    s = tx.state
    die = roll(s)
    material = CATALOG.extra_income_die[die[0] - 1]
    gains, short = base_income(s, material)
    tx.emit(ev.IncomeRolled(die, material, short))
    for seat in tx.state.order:
        s = tx.state
        extra, sources = personal_income(s, seat)
        tx.emit(ev.IncomeReceived(seat, _received(s, seat, plus(gains, extra) if extra else gains),
                                  ["income", *sources]))


def _received(s: State, seat: int, gains: dict) -> dict:
    """`gains` as the supplies hold them: materials as many as the common supply holds,
    workers (last) as many as the family's supply holds."""
    out, stock = {}, s.stock
    for k, v in gains.items():
        i = M_INDEX.get(k)
        if i is not None:
            v = min(v, stock[i])
        elif k == "workers":
            continue
        if v:
            out[k] = v
    w = min(gains.get("workers", 0), s.reserve[seat])
    if w:
        out["workers"] = w
    return out
