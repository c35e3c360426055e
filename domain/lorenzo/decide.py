"""decide(state, seat, key) -> events. A key is accepted only if it is a legal action now;
otherwise a typed RuleViolation says which rule it breaks, and nothing changes."""
from __future__ import annotations

from domain.lorenzo import events as ev
from domain.lorenzo.diagnose import diagnose
from domain.lorenzo.legal import action_for_key
from domain.lorenzo.notation import normalise
from domain.lorenzo.random_pick import picked_action
from domain.lorenzo.rules import drafts, leaders, vatican
from domain.lorenzo.rules.council import council_reward
from domain.lorenzo.rules.effects import choose_privilege
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.harvest_production import activate, choose_exchange
from domain.lorenzo.rules.market import market_reward
from domain.lorenzo.rules.placement import AREA
from domain.lorenzo.rules.towers import take_card
from domain.lorenzo.state import FIELD, State
from domain.lorenzo.tx import Tx
from domain.shared.errors import GameOver

_PENDING = FIELD["pending"]  # in a Tx's fields


def _place(tx: Tx, seat: int, f: dict) -> None:
    space = f["space"]
    tx.emit(ev.MemberPlaced(seat, f["member"], space, f["servants"], f["value"]))
    area = AREA[space]
    if area == "tower":
        take_card(tx, seat, space, f["fee"], f["pay"])
    elif area == "market":
        market_reward(tx, seat, space)
    elif area == "council":
        council_reward(tx, seat)
    else:
        activate(tx, seat, area, f["value"], space)


def _resolve_front(tx: Tx, seat: int, servants: int) -> dict:
    d = tx.fields[_PENDING][0][1]
    tx.emit(ev.DECISION_RESOLVED[seat])
    if servants:
        tx.emit(ev.ResourcesPaid(seat, {"servants": servants}, "servants"))
    return d


def execute(tx: Tx, seat: int, kind: str, f: dict) -> None:
    """Carry out a legal action, given its kind and fields."""
    if kind == "place":
        _place(tx, seat, f)
    elif kind == "pass":
        tx.emit(ev.TurnPassed(seat=seat))
    elif kind == "end":
        tx.emit(ev.TURN_ENDED[seat])
    elif kind == "privilege":
        choose_privilege(tx, seat, f["option"])
    elif kind == "take":
        if f["space"] is None:
            _resolve_front(tx, seat, 0)
        else:
            _resolve_front(tx, seat, f["servants"])
            take_card(tx, seat, f["space"], f["fee"], f["pay"])
    elif kind in ("harvest", "production"):
        d = _resolve_front(tx, seat, f["servants"])
        activate(tx, seat, kind, f["value"], d["source"])
    elif kind == "exchange":
        choose_exchange(tx, seat, f["card"], f["option"])
    elif kind == "support":
        vatican.support(tx, seat)
    elif kind == "excommunicate":
        vatican.excommunicate(tx, seat, forced=False)
    elif kind == "tile":
        drafts.choose_tile(tx, seat, f["tile"])
    elif kind == "draft":
        drafts.draft(tx, seat, f["leader"])
    elif kind == "leader_discard":
        leaders.discard(tx, seat, f["leader"])
    elif kind == "leader_play":
        leaders.play(tx, seat, f["leader"], f["copies"])
    elif kind == "leader_activate":
        leaders.activate(tx, seat, f["leader"], f["member"])
    else:  # pragma: no cover
        raise AssertionError(kind)


def step(s: State, seat: int, key: str) -> tuple[list, State]:
    """The events of one decision and the state they lead to (the fold is done as they are
    emitted, so callers holding the state need not evolve them again)."""
    if s.phase == "over":
        raise GameOver()
    a = picked_action(s, seat, key)  # the random bot's key, as it drew it
    if a is None:
        key = normalise(key)
        a = action_for_key(s, seat, key) if isinstance(seat, int) else None
    if a is None:
        raise diagnose(s, seat, key)
    tx = Tx(s)
    kind, fields = a  # not `*a`: a call with * is not inlined by the interpreter
    execute(tx, seat, kind, fields)
    settle(tx)
    return tx.events, tx.state


def decide(s: State, seat: int, key: str) -> list:
    return step(s, seat, key)[0]
