"""What every placement turn asks of the occupied spaces (which spaces are taken, where each seat
has a coloured member), as bitmasks kept up to date as members are placed (`evolve` tells
`placed`) instead of worked out from `occupants` per turn: a placement turn sees an `occupants`
one member newer than the last, so a memo of answers by occupants never hits, but the last
answer plus that member is the next one.

The memo is one entry, (occupants, its answer), replaced whole: it holds the dict itself, so an
identity match is that very (never mutated) dict; any other occupants is worked out from its
entries by the same steps (`facts`)."""
from __future__ import annotations

from domain.lorenzo.rules.placement import ALL_SPACES

SHARED = frozenset(("council", "harvest.2", "production.2"))  # any number of members


def _group(space: str) -> str:
    """What the one-coloured-member rule counts a space as: its tower, or its area."""
    return space.rsplit(".", 1)[0] if space.startswith("tower.") else space.split(".", 1)[0]


GROUP = {space: _group(space) for space in ALL_SPACES}
GROUPS = tuple(dict.fromkeys(GROUP.values()))  # 8: one byte of a seat's coloured groups
# a space's bit in the taken mask (ALL_SPACES' order: the 16 tower floors are the low bits;
# 0 for the shared spaces, never taken), and its group's bit in a seat's byte
TAKEN_BIT = {space: 0 if space in SHARED else 1 << i for i, space in enumerate(ALL_SPACES)}
GROUP_BIT = {space: 1 << GROUPS.index(GROUP[space]) for space in ALL_SPACES}

_last: tuple = (None, 0, 0)  # (occupants, taken mask, coloured groups: a byte per seat)


def _added(taken: int, coloured: int, space: str, seat: int, member: str) -> tuple[int, int]:
    """The masks once `member` of `seat` is on `space`."""
    taken |= TAKEN_BIT[space]
    if member != "neutral":
        coloured |= GROUP_BIT[space] << (8 * seat)
    return taken, coloured


def facts(occ: dict) -> tuple[int, int]:
    """(taken mask, coloured groups) of these occupants: spaces (not shared) holding a member,
    by `TAKEN_BIT`; groups where a seat has a coloured member, `GROUP_BIT` in its byte."""
    last = _last
    if last[0] is occ:
        return last[1], last[2]
    taken = coloured = 0
    for space, members in occ.items():
        for seat, member in members:
            taken, coloured = _added(taken, coloured, space, seat, member)
    return taken, coloured


def placed(old: dict, new: dict, space: str, seat: int, member: str) -> None:
    """`evolve` made `new`: `old` with `member` of `seat` added on `space`."""
    global _last
    last = _last
    if last[0] is old:  # the usual: `old` made by the last call (or a round's first member)
        taken, coloured = last[1], last[2]
    else:
        taken, coloured = facts(old)
    taken |= TAKEN_BIT[space]  # `_added` written out: one call less for every placement
    if member != "neutral":
        coloured |= GROUP_BIT[space] << (8 * seat)
    _last = (new, taken, coloured)
