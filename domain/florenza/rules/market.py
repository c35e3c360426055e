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


def _present(counts: tuple) -> list[str]:
    """The materials of which `counts` (by material index) holds any, in catalogue order."""
    out = []
    for m, i in M_INDEX.items():  # a loop: a comprehension over `counts` makes a closure per call
        if counts[i] > 0:
            out.append(m)
    return out


def sell_options(s: State, seat: int) -> list[str]:
    return [] if "sell" in s.used else _present(s.goods[seat])


def buy_options(s: State, seat: int) -> list[str]:
    return [] if "buy" in s.used or s.florins[seat] < BUY else _present(s.stock)


_BITS = {m: 1 << i for i, m in enumerate(MATERIALS)}  # a set of materials as an int's bits
# every pair one may give, in catalogue order: (a, its index, b, its index, their bits)
_PAIRS = tuple((a, i, b, M_INDEX[b], _BITS[a] | _BITS[b])
               for i, a in enumerate(MATERIALS) for b in MATERIALS[i:])


def trade_pairs(s: State, seat: int) -> list[tuple[str, str, int]]:
    """(give, give, the bits of the materials the supply may give for them) per pair of own
    materials (in catalogue order): what `trades` lists, counted without listing (giving
    what one gets back is pointless, and left out)."""
    if "trade" in s.used:
        return []
    held, stock = s.goods[seat], s.stock
    stocked = 0
    for m, bit in _BITS.items():
        if stock[M_INDEX[m]] > 0:
            stocked |= bit
    out = []
    for a, i, b, j, both in _PAIRS:
        if held[i] >= 1 + (i == j) and held[j] >= 1:
            out.append((a, b, stocked & ~both))
    return out


def trades(pairs: list):
    """The trades (give, give, get) of `trade_pairs`, one at a time."""
    for a, b, gets in pairs:
        for m, bit in _BITS.items():
            if gets & bit:
                yield a, b, m


def trade_count(pairs: list) -> int:
    return sum([gets.bit_count() for _, _, gets in pairs])


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
                or any(gets for _, _, gets in trade_pairs(s, seat)))
