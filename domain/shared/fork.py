"""Forks: a new game played on from a position of another (docs/api.md, "Forks").

A game's positions are the tables after each of its stored records, numbered by the log's
steps (domain events and the service's own logged records: `Table.steps`). A fork starts from
the last position at or before the step asked for (a step inside a command's events is not
a position anybody decided from; inside the set-up, the set-up's end is the first position).
What the forking viewer could not see there (deck order, future dice, other hands …) is
drawn afresh by the game's `sample` from the fork's own seed, so a fork never reveals, nor
replays, the original's hidden future. Pure: the same records, step, seats and seed give the
same fork."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from domain.shared import table
from domain.shared.rng import Rng
from domain.shared.table import Table


class ForkError(ValueError):
    """Why a position cannot be played on (`code`: bad_step, fork_unsupported)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


def positions(records: Iterable[tuple]) -> list[Table]:
    """The table after each stored record; `records`: (kind, fields, version, at), the first
    a `Created`."""
    out: list[Table] = []
    t = None
    for kind, fields, version, at in records:
        t = table.created(fields, version, at) if t is None else \
            table.apply(t, kind, fields, version, at)
        out.append(t)
    return out


def position(tables: list[Table], step: object) -> Table:
    """The position a fork from `step` starts at (ForkError bad_step: no such step, or the
    game is over there)."""
    length = tables[-1].steps if tables else 0
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= length:
        raise ForkError("bad_step", f"step is a whole number from 0 to {length}")
    set_up = [t for t in tables if t.state is not None]
    if not set_up:
        raise ForkError("bad_step", "the game has not been set up yet")
    at = [t for t in set_up if t.steps <= step]
    chosen = at[-1] if at else set_up[0]
    if chosen.facts.over:
        raise ForkError("bad_step", f"the game is over at step {chosen.steps}: nothing to "
                                    "play on")
    return chosen


def start_state(decider, state: Any, known: Iterable[int], seed: int) -> Any:
    """The fork's first state: `state` with what the `known` seats could not see drawn
    afresh from `seed` (ForkError fork_unsupported: the game has no sampler)."""
    if decider.sample is None:
        raise ForkError("fork_unsupported", f"{decider.name} games cannot be played on from "
                                            "a position (it has no sampler of hidden state)")
    return decider.sample(state, tuple(sorted(set(known))), Rng(seed))
