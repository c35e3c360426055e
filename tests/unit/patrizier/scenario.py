"""Scenario helpers for Patrizier rules tests: build a state, arrange it, act, read the events.

Arranging is direct state surgery (a test's "given"); acting always goes through the real
`decide` + `evolve`, and `act` also checks that the (JSON round-tripped) events replay to the
same state. Cards are found by what they show (`card(...)`), not by provisional id, so the
tests keep working when the real card list replaces the provisional one.
"""
from __future__ import annotations

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS
from domain.patrizier.state import State, replace
from tests.support.scenario import act as shared_act
from tests.support.scenario import of_type as of_type


def new(players: int = 2, seed: int = 1, **preset) -> State:
    """A game just set up, seat 0 to start unless the preset says otherwise."""
    preset.setdefault("start_seat", 0)
    return GAME.fold(GAME.setup(players=players, seed=seed, preset=preset))


def cards(city: str | None = None, symbol: str | None = None, star: bool | None = None,
          head: str | None = None, exclude=()) -> list[int]:
    """Card ids showing what is asked, in id order."""
    return [c.id for c in CARDS.values()
            if (city is None or c.city == city) and (symbol is None or c.symbol == symbol)
            and (star is None or c.star == star) and (head is None or c.head == head)
            and c.id not in exclude]


def card(city: str | None = None, symbol: str | None = None, **kw) -> int:
    return cards(city, symbol, **kw)[0]


def arrange(s: State, *, hands=None, display=None, pile=None, towers=None, supply=None,
            played=None, fame=None, scored=None, seat=None) -> State:
    """State surgery: hands/played/fame per seat (lists), display {city: card|None} (merged),
    towers {city: (floors of tower 1, floors of tower 2)} (merged), pile top first."""
    changes: dict = {}
    if hands is not None:
        changes["hands"] = tuple(tuple(h) for h in hands)
    if display is not None:
        changes["display"] = {**s.display, **display}
    if pile is not None:
        changes["pile"] = tuple(pile)
    if towers is not None:
        merged = dict(s.towers)
        merged.update({c: (tuple(a), tuple(b)) for c, (a, b) in towers.items()})
        changes["towers"] = merged
    if supply is not None:
        changes["supply"] = tuple(supply)
    if played is not None:
        changes["played"] = tuple(tuple(p) for p in played)
    if fame is not None:
        changes["fame"] = tuple(tuple(tuple(t) for t in f) for f in fame)
    if scored is not None:
        changes["scored"] = tuple(scored)
    if seat is not None:
        changes["seat"] = seat
    return replace(s, **changes)


def empty_display(s: State) -> dict:
    return dict.fromkeys(s.cities)


def keys(s: State, seat: int) -> set[str]:
    return {a.key for a in GAME.legal_actions(s, seat)}


def act(s: State, seat: int, *ks: str):
    """Decide each key in turn; returns (state, all events). Checks replay == live."""
    return shared_act(GAME, s, seat, *ks)
