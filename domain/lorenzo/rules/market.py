"""The market ("Der Markt"): four single spaces, each with an immediate reward."""
from domain.lorenzo.catalog.board import MARKET_REWARDS
from domain.lorenzo.rules.effects import apply_and_queue
from domain.lorenzo.tx import Tx


def market_reward(tx: Tx, seat: int, space: str) -> None:
    """5 coins / 5 servants / 3 military + 2 coins / 2 different privileges."""
    apply_and_queue(tx, seat, MARKET_REWARDS[int(space.split(".")[1])], space)
