"""The random bot's draw without listing every action: on a placement turn (dozens of actions)
the placements are counted part by part (`legal.placement_parts`) and only the drawn one is
listed. The draw is the one `rng.below(len(legal_actions))` over the same order, so a game is
the same as if the whole list had been built."""
from __future__ import annotations

from domain.lorenzo.legal import (
    entry_details,
    legal_actions,
    on_placement_turn,
    pass_action,
    placement_turn,
    privilege_turn,
)
from domain.lorenzo.state import State
from domain.shared.decider import LegalActions
from domain.shared.rng import Rng

_PICKED: tuple = (None, None, None, None)  # (state, seat, key, its maker entry (maker, args))


def pick(s: State, seat: int, rng: Rng) -> str:
    """A uniformly drawn legal key; its maker entry is kept for `decide`, asked next."""
    global _PICKED
    if not on_placement_turn(s, seat):
        options = privilege_turn(s, seat)
        if options is not None:  # a privilege: its options alone, as (key, maker entry)
            key, entry = options[rng.below(len(options))]
            _PICKED = (s, seat, key, entry)
            return key
        acts = legal_actions(s, seat)  # few actions: all listed
        if not acts.keys:
            raise ValueError(f"seat {seat} has nothing to do")
        i = rng.below(len(acts.keys))
        _PICKED = (s, seat, acts.keys[i], acts.makers[i])
        return acts.keys[i]
    out, parts = placement_turn(s, seat)  # the leader actions listed, the placements counted
    total = 0
    for part in parts:  # a loop: cheaper than a comprehension's frame
        total += part[2]
    if not total:
        if out is None:
            out = LegalActions()
        out.append(pass_action())
    listed = len(out.keys) if out is not None else 0
    i = rng.below(listed + total) - listed
    if i < 0 or not total:
        key, entry = out.keys[i], out.makers[i]
    else:
        for fill, args, count in parts:
            if i < count:
                keys, makers = [], []
                fill(keys, makers, args, i, i + 1)
                key, entry = keys[0], makers[0]
                break
            i -= count
    _PICKED = (s, seat, key, entry)
    return key


def picked_action(s: State, seat: int, key: str) -> tuple[str, dict] | None:
    """(kind, fields) of the key `pick` just drew for this state and seat, else None."""
    picked = _PICKED
    if picked[0] is s and picked[1] == seat and picked[2] == key:
        return entry_details(picked[3])
    return None
