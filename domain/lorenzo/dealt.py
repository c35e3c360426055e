"""The cards on the tower floors as `rules.towers.floor_offers` walks them (its `_dealt`), kept
up to date as cards are taken (`evolve` tells `taken`) instead of worked out again from
`towers` after every take: a one-entry memo, (towers, its answer), replaced whole. It holds the
dict itself, so an identity match is that very (never mutated) dict."""
from __future__ import annotations

last: tuple = (None, ())  # (towers, `_dealt` of every floor), as `floor_offers` keeps it


def taken(old: dict, new: dict, space: str) -> None:
    """`evolve` made `new`: `old` with the card on `space` taken. The answer for `old`, if
    kept, less that floor is the answer for `new` (nothing else differs)."""
    global last
    memo = last
    if memo[0] is not old:
        return
    colour = space.split(".")[1]
    out = []
    for tower in memo[1]:  # (colour, card type, floors), floors being (space, card …)
        if tower[0] == colour:
            floors = [f for f in tower[2] if f[0] != space]
            if floors:
                out.append((colour, tower[1], floors))
        else:
            out.append(tower)
    last = (new, out)
