"""Phase 3, the bishop (from round 2): the bishop named in phase 8 acts after the captain and
may EITHER convert a worker (one from any opponent's material area back into that opponent's
supply, and one from his own supply into his own material area) OR banish a cleric (not a
nameless one) onto the bishop's card: it cannot be used this round."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import CLERICS
from domain.florenza.state import State
from domain.florenza.tx import Tx


def convert_targets(s: State, seat: int) -> list[int]:
    return [v for v in range(s.n) if v != seat and s.area[v] > 0]


def banish_targets(s: State) -> list[str]:
    return [p for p in s.people if p in CLERICS and not CLERICS[p].nameless
            and p not in s.busy]


def convert(tx: Tx, seat: int, victim: int) -> None:
    """The own half happens only when the bishop's supply holds a worker."""
    tx.emit(ev.WorkerConverted(seat=seat, victim=victim, own=tx.state.reserve[seat] > 0))


def banish(tx: Tx, seat: int, cleric: str) -> None:
    tx.emit(ev.ClericBanished(seat=seat, cleric=cleric))


def decline(tx: Tx, seat: int) -> None:
    tx.emit(ev.OfficeDeclined(seat=seat, office="bishop"))
