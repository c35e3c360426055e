"""Phase 5, the market: in turn order, each family with a worker at the market may use each
option once: sell one of its materials to the supply for 100 florins, buy one from the supply
for 200 florins, trade two of its materials for any one of the supply."""
from __future__ import annotations

from itertools import compress

from domain.florenza import events as ev
from domain.florenza.catalog import MATERIALS
from domain.florenza.state import State
from domain.florenza.tx import Tx

SELL, BUY = 100, 200  # "1 eigenes Material ... 100 Florin", "1 Material ... für 200 Florin"
OPTIONS = ("sell", "buy", "trade")


def _present(counts: tuple) -> list[str]:
    """The materials of which `counts` (by material index) holds any, in catalogue order."""
    return list(compress(MATERIALS, counts))  # picked in C (counts are never below 0)


def sell_options(s: State, seat: int) -> list[str]:
    return [] if "sell" in s.used else _present(s.goods[seat])


def buy_options(s: State, seat: int) -> list[str]:
    return [] if "buy" in s.used or s.florins[seat] < BUY else _present(s.stock)


_BITS = {m: 1 << i for i, m in enumerate(MATERIALS)}  # a set of materials as an int's bits
_BIT_LIST, _INDICES = tuple(_BITS.values()), range(len(MATERIALS))  # by material index
# by the index of each: the pair one may give, (a, b, their bits)
_PAIRS = [[(a, b, _BITS[a] | _BITS[b]) for b in MATERIALS] for a in MATERIALS]


def trade_pairs(s: State, seat: int) -> list[tuple[str, str, int]]:
    """(give, give, the bits of the materials the supply may give for them) per pair of own
    materials (in catalogue order): what `listed_trades` lists, counted without listing
    (giving what one gets back is pointless, and left out)."""
    if "trade" in s.used:
        return []
    held = s.goods[seat]
    stocked = sum(compress(_BIT_LIST, s.stock))  # in C, as `_present`
    owned = list(compress(_INDICES, held))
    out = []
    for k, i in enumerate(owned):  # only own materials' pairs (i <= j): most are not
        row = _PAIRS[i]
        if held[i] >= 2:
            a, b, both = row[i]
            out.append((a, b, stocked & ~both))
        for j in owned[k + 1:]:
            a, b, both = row[j]
            out.append((a, b, stocked & ~both))
    return out


def listed_trades(pairs: list, start: int, stop: int) -> list[tuple[str, str, str]]:
    """Trades `start` to `stop` - 1 (give, give, get) of `trade_pairs`, pair by pair."""
    out = []
    i = 0
    for a, b, gets in pairs:
        n = gets.bit_count()
        if i + n <= start:  # wholly before the first asked: skipped by its count
            i += n
            continue
        for m, bit in _BITS.items():
            if gets & bit:
                if i >= start:
                    out.append((a, b, m))
                i += 1
                if i >= stop:
                    return out
    return out


def trade_count(pairs: list) -> int:
    n = 0  # a loop: a comprehension makes a closure per call
    for _, _, gets in pairs:
        n += gets.bit_count()
    return n


def sell(tx: Tx, seat: int, m: str) -> None:
    tx.emit(ev.MarketTraded(seat, "sell", {m: 1}, {"florins": SELL}))  # seat option gave got


def buy(tx: Tx, seat: int, m: str) -> None:
    tx.emit(ev.MarketTraded(seat, "buy", {"florins": BUY}, {m: 1}))


def trade(tx: Tx, seat: int, a: str, b: str, m: str) -> None:
    gave = {a: 2} if a == b else {a: 1, b: 1}
    tx.emit(ev.MarketTraded(seat, "trade", gave, {m: 1}))


def next_trader(s: State) -> int | None:
    """The first seat in turn order at the market that has not finished trading."""
    for seat in s.order:
        if seat in s.market and seat not in s.passed:
            return seat
    return None


def has_options(s: State, seat: int) -> bool:
    return bool(sell_options(s, seat) or buy_options(s, seat)
                or any(gets for _, _, gets in trade_pairs(s, seat)))
