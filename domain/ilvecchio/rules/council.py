"""Council tiles (appendix B): the start tile lies face up without a bonus; a tile won in the
council lies face down until "vor seinem nächsten Zug" its owner turns it up and takes its
bonus (in the double-turn round at once). Face-up tiles strengthen their action (see the rules
module of each action)."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.rules.reinforcement import roll_member

REVEAL_GOODS = {
    "council-1": {"scrolls": 1}, "council-2": {"florins": 4}, "council-3": {"florins": 2},
    "council-4": {"abbot": 1}, "council-5": {"knight": 1}, "council-6": {"assassin": 1},
    "council-7": {"bishops": 1, "florins": 2}, "council-8": {"coaches": 1, "florins": 2},
    "council-11": {"scrolls": 1},
}
REVEAL_ROLL = ("council-9", "council-10")  # bring a member into play by rolling
REVEAL_FOLLOWER = "council-12"  # 1 follower of the owner's choice


def reveal(tx, seat: int, tile: str) -> None:
    tx.emit(ev.CouncilRevealed(seat=seat, tile=tile))
    if tile in REVEAL_GOODS:
        tx.emit(ev.GoodsChanged(seat=seat, delta=dict(REVEAL_GOODS[tile]), reason=tile))
    elif tile in REVEAL_ROLL:
        if tx.state.supply[seat]:
            roll_member(tx, seat, "reveal")
    else:
        tx.emit(ev.DecisionPending(seat=seat, kind="bonus_follower", data=[tile]))


def reveal_all(tx, seat: int) -> None:
    for tile in tx.state.hidden[seat]:
        reveal(tx, seat, tile)


def take_bonus_follower(tx, seat: int, follower: str) -> None:
    tx.emit(ev.Resolved(seat=seat, kind="bonus_follower"))
    tx.emit(ev.GoodsChanged(seat=seat, delta={follower: 1}, reason="council-12"))
