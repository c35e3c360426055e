"""Il Vecchio events ("Il Vecchio-Ereignis"): a member placed on a track field with a Medici
crest takes the top crest (while any is left) and its event happens: tribute (each seat gives 3
florins, a follower, a scroll, a coach or a bishop), intermediaries (all move on clockwise),
family member (each seat lays a standing member down or takes a lying one back). The first crest
taken moves the extra-cost tile to the nobility stack; the last one ends the game after the
round. The low-luck variant skips the events themselves ("werden nicht ausgeführt")."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import TOWN_LIST
from domain.ilvecchio.rules.setup import LOW_LUCK
from domain.ilvecchio.rules.towns import CREST_COLOURS, move_intermediary
from domain.ilvecchio.state import GOODS, State

TRIBUTE = {"florins": 3, "scrolls": 1, "coaches": 1, "bishops": 1, "assassin": 1, "knight": 1,
           "abbot": 1}


def tribute_options(s: State, seat: int) -> list[str]:
    """What the seat can give ("entweder 3 Florin, 1 Gefolgsmann, 1 Schriftrolle, 1 Kutsche
    oder 1 Bischof"); a seat owning none of them gives nothing."""
    g = s.goods[seat]
    return [name for i, name in enumerate(GOODS) if g[i] >= TRIBUTE[name]]


def member_options(s: State, seat: int) -> list[tuple[str, str]]:
    """("lay", town) for each town with a standing member, ("return", town) with a lying one."""
    up, down = s.up[seat], s.down[seat]
    return ([("lay", TOWN_LIST[i]) for i, c in enumerate(up) if c]
            + [("return", TOWN_LIST[i]) for i, c in enumerate(down) if c])


def pay_tribute(tx, seat: int, what: str, resolve: bool) -> None:
    if resolve:
        tx.emit(ev.Resolved(seat=seat, kind="tribute"))
    tx.emit(ev.GoodsChanged(seat=seat, delta={what: -TRIBUTE[what]}, reason="tribute"))


def give_member(tx, seat: int, how: str, town: str, resolve: bool) -> None:
    if resolve:
        tx.emit(ev.Resolved(seat=seat, kind="member"))
    if how == "lay":
        tx.emit(ev.MemberLaidDown(seat=seat, town=town))
    else:
        tx.emit(ev.MemberReturned(seat=seat, town=town))


def _each_seat(tx, kind: str, options, act) -> None:
    """Every seat must answer; one with a single option answers at once, none: nothing."""
    s = tx.state
    for seat in range(s.n):
        opts = options(s, seat)
        if len(opts) > 1:
            tx.emit(ev.DecisionPending(seat=seat, kind=kind, data=[]))
        elif opts:
            act(tx, seat, opts[0])


def run_event(tx, kind: str) -> None:
    if kind == "intermediaries":
        for colour in CREST_COLOURS:
            move_intermediary(tx, colour)
    elif kind == "tribute":
        _each_seat(tx, "tribute", tribute_options,
                   lambda t, seat, what: pay_tribute(t, seat, what, False))
    else:
        _each_seat(tx, "member", member_options,
                   lambda t, seat, o: give_member(t, seat, o[0], o[1], False))


def take_crest(tx, seat: int) -> None:
    """The member stood on a crest field: take the top crest, if any is left."""
    s = tx.state
    if not s.crests:
        return
    kind = s.crests[0]
    first = sum(s.crests_taken) == 0
    tx.emit(ev.CrestTaken(seat=seat, event=kind, left=len(s.crests) - 1))
    if first:
        tx.emit(ev.ExtraCostMoved(stack="nobility"))
    if s.variant != LOW_LUCK:
        run_event(tx, kind)
    if not tx.state.crests:
        tx.emit(ev.GameEnding(seat=seat))
