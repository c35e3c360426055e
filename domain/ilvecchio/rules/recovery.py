"""Action e, recovery ("Erholung"): every own member stands up again and the seat takes
1 florin; council-9 lets it also roll a member into play."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.rules.reinforcement import roll_member


def recover(tx, seat: int) -> None:
    tx.emit(ev.ActionChosen(seat=seat, action="recover"))
    tx.emit(ev.MembersRecovered(seat=seat))
    tx.emit(ev.GoodsChanged(seat=seat, delta={"florins": 1}, reason="recovery"))
    if "council-9" in tx.state.council[seat] and tx.state.supply[seat]:
        roll_member(tx, seat, "recovery")
