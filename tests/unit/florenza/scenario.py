"""Scenario helpers for Florenza rules tests: build a state, arrange it, act, read the events.

Arranging is direct state surgery (a test's "given"); acting always goes through the real
`decide` + `evolve`, and `act` also checks that the (JSON round-tripped) events replay to the
same state. Dice are arranged by choosing a dice seed whose next rolls are the ones asked for.
"""
from __future__ import annotations

from domain.florenza import GAME
from domain.florenza.catalog import MATERIALS
from domain.florenza.rules.dice import roll
from domain.florenza.state import M_INDEX, State, replace, with_item
from tests.support.scenario import act as shared_act
from tests.support.scenario import of_type as of_type


def new(players: int = 2, seed: int = 1, **preset) -> State:
    """A game just set up, turn order 0, 1, ... unless the preset says otherwise."""
    preset.setdefault("order", list(range(players)))
    return GAME.fold(GAME.setup(players=players, seed=seed, preset=preset))


def goods(**counts) -> tuple:
    out = [0] * len(MATERIALS)
    for m, v in counts.items():
        out[M_INDEX[m]] = v
    return tuple(out)


def arrange(s: State, **changes) -> State:
    """State surgery: any State field; per-seat dicts {seat: value} are merged into the
    per-seat tuples (florins, goods, fame, area ...)."""
    out = {}
    for name, value in changes.items():
        current = getattr(s, name)
        if isinstance(current, tuple) and isinstance(value, dict) and len(current) == s.n:
            for seat, v in value.items():
                current = with_item(current, seat, v)
            value = current
        out[name] = value
    return replace(s, **out)


def quarter(*fields) -> tuple:
    """A quarter: (building, finished, worker) or None per field, padded to 5."""
    return tuple(fields) + (None,) * (5 - len(fields))


def with_dice(s: State, *values: int) -> State:
    """The same state with a dice seed whose next rolls are `values`."""
    for seed in range(200000):
        t = replace(s, dice_seed=seed)
        if roll(t, len(values)) == list(values):
            return t
    raise AssertionError(f"no dice seed rolls {values}")  # pragma: no cover


def keys(s: State, seat: int) -> set[str]:
    return set(GAME.legal_actions(s, seat).keys)


def act(s: State, seat: int, *ks: str):
    """Decide each key in turn; returns (state, all events). Checks replay == live."""
    return shared_act(GAME, s, seat, *ks)


def placing(players: int = 2, **changes) -> State:
    """Round 2 just begun, phase 4, seat 0 to place (phases 1-3 skipped by surgery)."""
    s = new(players)
    s = arrange(s, round=2, stage="place", seat=0)
    return arrange(s, **changes) if changes else s
