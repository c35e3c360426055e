"""decide(state, seat, key) -> events. A key is accepted only if it is a legal action now;
otherwise a typed RuleViolation says which rule it breaks, and nothing changes."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.diagnose import diagnose
from domain.florenza.legal import action_for_key, picked_action
from domain.florenza.notation import normalise
from domain.florenza.rules import (
    activities,
    bishop,
    capitano,
    clerics,
    flow,
    market,
    placing,
    works,
)
from domain.florenza.state import State
from domain.florenza.tx import Tx
from domain.shared.errors import GameOver


def _start(tx: Tx, seat: int, kind: str, f: dict) -> None:
    s = tx.state
    tx.emit(ev.StartBuildingChosen(seat=seat, building=f["building"],
                                   field=placing.free_field(s, seat)))
    flow.after_start_pick(tx)


def _guard(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind == "guard_worker":
        capitano.guard_worker(tx, seat, f["victim"])
    elif kind == "guard_artist":
        capitano.guard_artist(tx, seat, f["artist"])
    else:
        capitano.decline(tx, seat)
    flow.after_captain(tx)


def _convert(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind == "convert":
        bishop.convert(tx, seat, f["victim"])
    elif kind == "banish":
        bishop.banish(tx, seat, f["cleric"])
    else:
        bishop.decline(tx, seat)
    flow.continue_placing(tx, None)


def _place(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind == "occupy":
        placing.occupy(tx, seat, f["owner"], f["field"])
    elif kind == "plan":
        placing.plan_building(tx, seat, f["building"])
    elif kind == "art":
        placing.plan_art(tx, seat, f["art"], f["artist"])
    elif kind == "market":
        placing.join_market(tx, seat)
    elif kind == "donate":
        clerics.donate(tx, seat, f["cleric"], f["pulpit"])
    else:
        tx.emit(ev.passed(seat, "place"))
    flow.continue_placing(tx, seat)


def _market(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind == "sell":
        market.sell(tx, seat, f["material"])
    elif kind == "buy":
        market.buy(tx, seat, f["material"])
    elif kind == "trade":
        market.trade(tx, seat, *f["give"], f["get"])
    if kind != "pass" and market.has_options(tx.state, seat):
        tx.emit(ev.pending(seat, "market"))
        return
    tx.emit(ev.passed(seat, "market"))
    flow.continue_market(tx)


def _build(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind == "finish":
        activities.finish(tx, seat, f["field"])
    else:
        activities.abandon(tx, seat, f["field"], "declined")
    flow.continue_activities(tx)


def _art(tx: Tx, seat: int, kind: str, f: dict) -> None:
    if kind == "complete":
        works.complete(tx, f["art"], f["talent"])
    else:
        works.fail(tx, f["art"], "declined")
    flow.continue_works(tx)


# stage -> (tx, seat, kind, fields): carries out a legal action of that stage (see legal.py)
_BY_STAGE = {"start": _start, "guard": _guard, "convert": _convert, "place": _place,
             "market": _market, "build": _build, "art": _art}


def step(s: State, seat: int, key: str) -> tuple[list, State]:
    """The events of one decision and the state they lead to."""
    stage = s.stage  # read once: a state's fields are costly to read
    if stage == "over":
        raise GameOver()
    a = None
    if isinstance(seat, int):
        a = picked_action(s, seat, key)  # the random bot's key, as it drew it
    if a is None:
        key = normalise(key)
        a = action_for_key(s, seat, key) if isinstance(seat, int) else None
    if a is None:
        raise diagnose(s, seat, key)
    tx = Tx(s)
    kind, fields = a  # passed one by one: a call with *a packs a tuple of the arguments
    _BY_STAGE[stage](tx, seat, kind, fields)
    return tx.events, tx.state


def decide(s: State, seat: int, key: str) -> list:
    return step(s, seat, key)[0]
