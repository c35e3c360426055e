"""The council palace ("Der Ratspalast"): 1 coin + 1 privilege; sets next round's order."""
from domain.lorenzo.catalog.board import COUNCIL_REWARD
from domain.lorenzo.rules.effects import apply_and_queue
from domain.lorenzo.tx import Tx


def council_reward(tx: Tx, seat: int) -> None:
    apply_and_queue(tx, seat, COUNCIL_REWARD, "council")


def next_turn_order(turn_order: tuple, council: tuple) -> list[int]:
    """Seats in the order of their first member in the council, then the rest as they were."""
    first: list[int] = []
    for seat, _member in council:
        if seat not in first:
            first.append(seat)
    return first + [s for s in turn_order if s not in first]
