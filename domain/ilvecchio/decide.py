"""decide(state, seat, key) -> events. A key is accepted only if it is a legal action now;
otherwise a typed RuleViolation says which rule it breaks, and nothing changes."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.diagnose import diagnose
from domain.ilvecchio.legal import action_for_key
from domain.ilvecchio.notation import normalise
from domain.ilvecchio.rules import (
    council,
    flow,
    offices,
    province_tiles,
    provinces,
    reinforcement,
    towns,
    vecchio,
)
from domain.ilvecchio.rules.recovery import recover
from domain.ilvecchio.rules.travel import travel
from domain.ilvecchio.state import State, own_pending
from domain.ilvecchio.tx import Tx
from domain.shared.errors import GameOver


def _main(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind in ("town", "province", "office"):
        tx.emit(ev.ActionChosen(seat=seat, action=kind))
        travel(tx, seat, f["origin"], f["town"], f["coach"])
    if kind == "town":
        towns.town_action(tx, seat, f["town"], f["take"], f["bishop"], f["buy"])
    elif kind == "province":
        provinces.take_province(tx, seat, f["town"], tuple(f["payment"]), tuple(f["using"]))
    elif kind == "office":
        offices.take_office(tx, seat, f["track"], f["follower"])
    elif kind == "reinforce":
        reinforcement.reinforce(tx, seat, f["town"])
    elif kind == "recover":
        recover(tx, seat)
    elif kind == "use":
        province_tiles.use(tx, seat, f["tile"], tuple(f["args"]))
    elif kind == "pass":
        flow.give_up(tx, seat)


def _answer(tx: Tx, seat: int, kind: str, f: dict) -> None:
    s = tx.state
    if kind == "choose":
        tx.emit(ev.Resolved(seat=seat, kind="council_start"))
        tx.emit(ev.StartTileChosen(seat=seat, tile=f["tile"]))
        flow.start_tile_chosen(tx)
    elif kind == "setup_place":
        reinforcement.setup_place(tx, seat, tuple(f["towns"]))
        flow.next_placement(tx, seat)
    elif kind == "place":
        reinforcement.place(tx, seat, f["town"], own_pending(s, seat).data)
    elif kind == "pick" and f["stack"] in ("council", "nobility"):
        offices.pick_office(tx, seat, f["stack"], own_pending(s, seat).data[1:], f["tile"])
    elif kind == "pick":
        provinces.pick_province(tx, seat, f["tile"])
    elif kind == "tribute":
        vecchio.pay_tribute(tx, seat, f["good"], True)
    elif kind == "member":
        vecchio.give_member(tx, seat, f["how"], f["town"], True)
    elif kind == "bonus":
        council.take_bonus_follower(tx, seat, f["follower"])


MAIN = frozenset(("town", "province", "office", "reinforce", "recover", "use", "pass"))


def step(s: State, seat: int, key: str) -> tuple[list, State]:
    """The events of one decision and the state they lead to."""
    if s.stage == "over":
        raise GameOver()
    key = normalise(key)
    a = action_for_key(s, seat, key) if isinstance(seat, int) else None
    if a is None:
        raise diagnose(s, seat, key)
    tx = Tx(s)
    kind, fields = a
    (_main if kind in MAIN else _answer)(tx, seat, kind, fields)
    flow.advance(tx)
    return tx.events, tx.state


def decide(s: State, seat: int, key: str) -> list:
    return step(s, seat, key)[0]
