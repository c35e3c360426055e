"""What a fork (domain.shared.fork) redraws of Il Vecchio: what the known seats could not see
(view.py, redact.py). Both office stacks' order; the council tiles other seats hold face down
or were dealt and have not chosen from yet, and their nobility tiles, pooled with the stack
they came from and dealt back in the same sizes; the Medici crests still face down (drawn
afresh from the box: the state does not say which kinds came up already); the secret stream
of later dice and shuffles. Pure: the same state, seats and seed give the same draw."""
from __future__ import annotations

from domain.ilvecchio.rules.setup import crest_box
from domain.ilvecchio.state import Pending, State, replace
from domain.ilvecchio.view import PRIVATE_PENDING as _PRIVATE  # data items before the tiles
from domain.shared.rng import Rng

_STACK_OF = {"council_start": "council"}  # a pending entry's tiles, from its data's stack


def _stack(p: Pending) -> str:
    return _STACK_OF.get(p.kind) or p.data[0]


def sample(s: State, known: tuple, rng: Rng) -> State:
    """The state with everything the `known` seats cannot see drawn afresh from `rng`."""
    unseen = [p for p in s.pending if p.kind in _PRIVATE and p.seat not in known]
    pools = {}
    for name in sorted(s.stacks):
        held = [t for seat in range(s.n) if seat not in known
                for t in (s.hidden[seat] if name == "council" else s.nobility[seat])]
        held += [t for p in unseen if _stack(p) == name for t in p.data[_PRIVATE[p.kind]:]]
        pools[name] = rng.shuffled(sorted([*s.stacks[name], *held]))

    def deal(name: str, tiles: tuple) -> tuple:
        out = tuple(pools[name][:len(tiles)])
        del pools[name][:len(tiles)]
        return out

    hidden = tuple(h if seat in known else deal("council", h) for seat, h in enumerate(s.hidden))
    nobility = tuple(h if seat in known else deal("nobility", h)
                     for seat, h in enumerate(s.nobility))
    pending = tuple(p._replace(data=p.data[:_PRIVATE[p.kind]]
                               + deal(_stack(p), p.data[_PRIVATE[p.kind]:])) if p in unseen
                    else p for p in s.pending)
    stacks = {name: tuple(pools[name]) for name in sorted(s.stacks)}
    crests = tuple(rng.shuffled(crest_box())[:len(s.crests)])
    return replace(s, stacks=stacks, hidden=hidden, nobility=nobility, pending=pending,
                   crests=crests, stream=rng.next_u64())
