"""Phase 7, works of art: in turn order each family settles its planned works, first in its
quarter, then in the Florentine buildings, then in the cathedral. A work is completed by paying
the field's florins and materials and the artist's fee for the talent chosen; the family gets
the field's fame / bishop points, lays its crest, and rolls for the artist's fame for that
talent (twice in the cathedral, the better counts). A golden result is a masterpiece: the
artist's card turns to its blue side. Who cannot or will not pay fails: -1 fame in the quarter,
-2 in a Florentine building, -3 in the cathedral, one more for a named artist. The fourth
completed work of a palace gives 4 fame at once, of a church 4 bishop points."""
from __future__ import annotations

from functools import cache

from domain.florenza import events as ev
from domain.florenza.catalog import ARTISTS, BOARD_ART, QUARTER_ART
from domain.florenza.rules.dice import roll
from domain.florenza.rules.setup import MAX_PLAYERS
from domain.florenza.rules.supply import can_pay, fame_loss, plus
from domain.florenza.state import State, art_field, art_key
from domain.florenza.tx import Tx

FAIL_FAME = {"palace": 1, "church": 1, "florentine": 2, "cathedral": 3}
NAMED_FAIL = 1  # "minus 1 Ruhmespunkt (Künstler war kein Namenloser)"
SET_BONUS = {"palace": {"fame": 4}, "church": {"bishop": 4}}
_PLACE_ORDER = {"palace": 0, "church": 0, "florentine": 1, "cathedral": 2}


def next_work(s: State) -> str | None:
    """The art key of the next planned work, in phase-7 order: the first seat in turn order
    with a planned work, its first by `_sort_key`."""
    plans = s.plans
    for key in _ranked(plans, s.order):
        if key in plans:
            return key
    return None


_RANKED: tuple = (None, {}, ())  # (order, plans, their keys in phase-7 order) last ranked


def _ranked(plans: dict, order: tuple) -> tuple[str, ...]:
    """The keys of `plans` in phase-7 order, or of plans it is part of: phase 7 only takes
    works off, so the ranking made at its start serves every later ask (a work's place
    depends on its seat and field alone; no two works share one)."""
    global _RANKED
    kept_order, kept_plans, ranked = _RANKED
    if kept_order is order:
        if kept_plans is plans:
            return ranked
        if plans.items() <= kept_plans.items():  # kept with these plans: asked again, at once
            _RANKED = (order, plans, ranked)
            return ranked
    turn, found = order.index, []
    for k, (who, _) in plans.items():  # one tuple per work: no call per comparison
        found.append((turn(who), _SORT_KEYS[k], k))
    found.sort()
    ranked = tuple([k for _, _, k in found])
    _RANKED = (order, plans, ranked)
    return ranked


def _sort_key(key: str) -> tuple:
    f, _ = art_field(key)
    return _PLACE_ORDER[f.place], f.id


# every art key's phase-7 place (a dict: cheaper to ask than a cached function)
_SORT_KEYS = {k: _sort_key(k) for k in {art_key(seat, f) for seat in range(MAX_PLAYERS)
                                        for f in (*QUARTER_ART, *BOARD_ART)}}


def cost(key: str, artist: str, talent: str) -> dict:
    """The field's florins and materials and the artist's fee for the talent (a new dict:
    it goes into events and actions)."""
    return dict(_cost(key, artist, talent))


@cache
def _cost(key: str, artist: str, talent: str) -> dict:
    fee = ARTISTS[artist].talents[talent].fee
    return plus(art_field(key)[0].cost, {"florins": fee})


def talents(key: str, artist: str) -> list[str]:
    """The talents of the artist the field asks for."""
    return list(_talents(key, artist))


@cache
def _talents(key: str, artist: str) -> tuple[str, ...]:
    return tuple(t for t in art_field(key)[0].talents if t in ARTISTS[artist].talents)


_AFFORDABLE: tuple = (None, None, None, None, ())  # (key, plans, florins, goods, answer)


def affordable_talents(s: State, key: str) -> tuple[str, ...]:
    """The talents of the planned work its planner can pay for now. The last answer is kept
    (by the identity of the plans, florins and goods, all it reads): `run` asks whether the
    work is a decision, and the bot asks again about the pending state."""
    global _AFFORDABLE
    plans, florins, goods = s.plans, s.florins, s.goods
    kept = _AFFORDABLE
    if kept[0] == key and kept[1] is plans and kept[2] is florins and kept[3] is goods:
        return kept[4]
    seat, artist = plans[key]
    out = []  # a loop: a comprehension over s and seat would make a closure per call
    for t, price in _prices(key, artist):
        if can_pay(s, seat, price):
            out.append(t)
    out = tuple(out)
    _AFFORDABLE = (key, plans, florins, goods, out)
    return out


@cache
def _prices(key: str, artist: str) -> tuple[tuple[str, dict], ...]:
    """(talent, what it costs) of the artist's talents the field asks for."""
    return tuple((t, _cost(key, artist, t)) for t in _talents(key, artist))


def complete(tx: Tx, key: str, talent: str) -> None:
    s = tx.state
    seat, artist = s.plans[key]
    field, _ = art_field(key)
    spec = ARTISTS[artist].talents[talent]
    dice = roll(s, 2 if field.place == "cathedral" else 1)
    face = dice[0]
    if len(dice) > 1:  # the cathedral's better die counts
        face = max(dice, key=lambda d: (spec.fame[d - 1], d in spec.golden))
    fame = field.fame + spec.fame[face - 1]
    if fame < 0:  # a nameless artist's loss stops at the track's end
        fame = -fame_loss(s, seat, -fame)
    gains = {"fame": fame, "bishop": field.bishop}
    if not fame or not field.bishop:
        gains = {k: v for k, v in gains.items() if v}
    bonus = {}
    if field.place in SET_BONUS:
        done = sum(map(s.works.__contains__, _set_keys(seat, field.place)))
        if done == 3:
            bonus = dict(SET_BONUS[field.place])
    paid, masterpiece = cost(key, artist, talent), face in spec.golden
    tx.emit(ev.WorkCompleted(seat, key, artist, talent, paid, dice, gains, masterpiece, bonus))


@cache
def _set_keys(seat: int, place: str) -> tuple[str, ...]:
    """The art keys of a seat's palace or church (its quarter's fields of that place)."""
    return tuple(art_key(seat, f.id) for f in QUARTER_ART.values() if f.place == place)


def fail(tx: Tx, key: str, reason: str) -> None:
    s = tx.state
    seat, artist = s.plans[key]
    lost = FAIL_FAME[art_field(key)[0].place] + (0 if ARTISTS[artist].nameless else NAMED_FAIL)
    tx.emit(ev.WorkFailed(seat, key, artist, fame_loss(s, seat, lost), reason))


def run(tx: Tx) -> bool:
    """Every work up to the next decision; True when one is due (stage "art")."""
    while True:
        s = tx.state
        key = next_work(s)
        if key is None:
            return False
        if affordable_talents(s, key):
            tx.emit(ev.pending(s.plans[key][0], "art"))
            return True
        fail(tx, key, "unaffordable")
