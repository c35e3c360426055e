"""Phase 5, the market: in turn order, each family with a worker at the market may use each
option once: sell one of its materials to the supply for 100 florins, buy one from the supply
for 200 florins, trade two of its materials for any one of the supply."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import MATERIALS
from domain.florenza.state import M_INDEX, State
from domain.florenza.tx import Tx

SELL, BUY = 100, 200  # "1 eigenes Material ... 100 Florin", "1 Material ... für 200 Florin"
OPTIONS = ("sell", "buy", "trade")


def sell_options(s: State, seat: int) -> list[str]:
    if "sell" in s.used:
        return []
    return [m for m in MATERIALS if s.goods[seat][M_INDEX[m]] > 0]


def buy_options(s: State, seat: int) -> list[str]:
    if "buy" in s.used or s.florins[seat] < BUY:
        return []
    return [m for m in MATERIALS if s.stock[M_INDEX[m]] > 0]


def trade_options(s: State, seat: int) -> list[tuple[str, str, str]]:
    """(give, give, get): two own materials (a pair in catalogue order) for one of the supply
    (giving what one gets back is pointless, and left out)."""
    return list(_trades(s, seat))


def _trades(s: State, seat: int):
    """`trade_options` one at a time (`has_options` needs only the first)."""
    if "trade" in s.used:
        return
    held = s.goods[seat]
    for i, a in enumerate(MATERIALS):
        for b in MATERIALS[i:]:
            if held[i] < 1 + (a == b) or held[M_INDEX[b]] < 1:
                continue
            for m in MATERIALS:
                if m not in (a, b) and s.stock[M_INDEX[m]] > 0:
                    yield a, b, m


def sell(tx: Tx, seat: int, m: str) -> None:
    tx.emit(ev.MarketTraded(seat=seat, option="sell", gave={m: 1}, got={"florins": SELL}))


def buy(tx: Tx, seat: int, m: str) -> None:
    tx.emit(ev.MarketTraded(seat=seat, option="buy", gave={"florins": BUY}, got={m: 1}))


def trade(tx: Tx, seat: int, a: str, b: str, m: str) -> None:
    gave = {a: 2} if a == b else {a: 1, b: 1}
    tx.emit(ev.MarketTraded(seat=seat, option="trade", gave=gave, got={m: 1}))


def next_trader(s: State) -> int | None:
    """The first seat in turn order at the market that has not finished trading."""
    for seat in s.order:
        if seat in s.market and seat not in s.passed:
            return seat
    return None


def has_options(s: State, seat: int) -> bool:
    return bool(sell_options(s, seat) or buy_options(s, seat)
                or next(_trades(s, seat), None) is not None)
