"""Action keys: the text notation of every Florenza action (docs/florenza-notation.md).

Canonical keys are lower-case words separated by single spaces; buildings, artists, clerics,
materials and talents are catalogue slugs; seats are numbers; a quarter's building field is
`<seat>.<1-5>`; a work of art is `palace.<1-4>` / `church.<1-4>` (one's own quarter) or a main
board field such as `signoria.1`, `duomo.3`.

    pick <building>                 stage start: a start building
    guard <seat> | guard <artist>   stage guard (captain): a worker or an artist
    convert <seat> | banish <cleric>   stage convert (bishop)
    occupy <seat>.<field>           stage place, action A
    plan <building>                 action B
    art <work> <artist>             action C
    market                          action D
    donate <cleric> church|pulpit   action E
    sell <m> | buy <m> | trade <m>+<m> <m>   stage market
    finish | abandon                stage build (a building under construction)
    complete <talent> | abandon     stage art (a planned work)
    pass                            decline (guard, convert), stop placing or trading
"""
from __future__ import annotations

from functools import lru_cache

from domain.florenza.catalog import MATERIALS

VERBS = ("pick", "guard", "convert", "banish", "occupy", "plan", "art", "market", "donate",
         "sell", "buy", "trade", "finish", "abandon", "complete", "pass")


def occupy_key(owner: int, field: int) -> str:
    return f"occupy {owner}.{field}"


def work_name(art: str) -> str:
    """A work's name in the notation: without its quarter's seat."""
    return art.partition(":")[2] or art


def art_key_text(art: str, artist: str) -> str:
    return f"art {work_name(art)} {artist}"


def trade_key(a: str, b: str, m: str) -> str:
    return f"trade {a}+{b} {m}"


def normalise(key: str) -> str:
    """The canonical form of a key as typed: case and spacing do not matter, and the two
    materials given in a trade may come in either order."""
    key = str(key)
    # only keys of a real action's length are kept: a client may send 64 KB strings, and 4,096
    # of them would hold 256 MB
    return _kept(key) if len(key) <= _KEPT_LENGTH else _canonical(key)


_KEPT_LENGTH = 64  # the longest key of the notation is about 40 characters


def _canonical(key: str) -> str:
    words = key.lower().split()
    if len(words) == 3 and words[0] == "trade" and "+" in words[1]:
        pair = words[1].split("+")
        if len(pair) == 2 and all(p in MATERIALS for p in pair):
            pair.sort(key=MATERIALS.index)
            words[1] = "+".join(pair)
    return " ".join(words)


_kept = lru_cache(maxsize=4096)(_canonical)  # every decision asks; the keys sent are a few hundred
