"""Dice and shuffles during play. Each draw comes from the game's secret stream and the number
of draws so far, so it is fixed by the recorded events; its outcome is recorded in an event."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.shared.rng import Rng

_MASK = (1 << 64) - 1
_STEP = 0x9E3779B97F4A7C15


def rng(s) -> Rng:
    """The generator of the next draw (every event that consumes it bumps `draws`)."""
    return Rng((s.stream + s.draws * _STEP) & _MASK)


def roll(tx, seat: int, purpose: str) -> int:
    """Roll both dice ("wirft beide Würfel"); the sum picks an area, a 7 chooses freely."""
    r = rng(tx.state)
    dice = [r.roll(), r.roll()]
    tx.emit(ev.DiceRolled(seat=seat, dice=dice, purpose=purpose))
    return dice[0] + dice[1]


def shuffled(s, items) -> list:
    return rng(s).shuffled(items)
