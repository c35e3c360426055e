"""What a fork (domain.shared.fork) redraws of Florenza: nothing on the table is hidden, only
what is still to come (redact.py): the order of the people in the bag and the dice seed. The
bag's people (as a set) are shuffled afresh and the dice get a new seed; no seat knows more."""
from __future__ import annotations

from domain.florenza.state import State, replace
from domain.shared.rng import Rng


def sample(s: State, known: tuple, rng: Rng) -> State:
    """The state with the bag's order and the dice drawn afresh from `rng`."""
    return replace(s, bag=tuple(rng.shuffled(sorted(s.bag))),
                   dice_seed=rng.next_u64())
