"""Scenario helpers for Il Vecchio rules tests: build a state, arrange it, act, read the events.

Arranging is direct state surgery (a test's "given"); acting always goes through the real
`decide` + `evolve`, and `act` also checks that the (JSON round-tripped) events replay to the
same state."""
from __future__ import annotations

import json

from domain.ilvecchio import GAME
from domain.ilvecchio.catalog import TOWN_LIST, TOWNS
from domain.ilvecchio.state import GOODS, State, replace, with_item

ZERO = (0,) * len(TOWN_LIST)


def new(players: int = 2, seed: int = 1, variant: str = "standard", **preset) -> State:
    """A game just set up (placements and start tiles pending), seat 0 to start."""
    preset.setdefault("start_seat", 0)
    return GAME.fold(GAME.setup(players=players, variant=variant, seed=seed, preset=preset))


def playing(players: int = 2, seed: int = 1, variant: str = "standard", **preset) -> State:
    """A game past its set-up (each seat took the first legal choice), seat 0 to act, and
    every seat's towns, goods and tiles emptied for the test to arrange."""
    s = new(players, seed, variant, **preset)
    while s.stage == "setup":
        seat = GAME.seats_to_act(s)[0]
        s = GAME.fold(GAME.decide(s, seat, GAME.legal_actions(s, seat)[0].key), s)
    n = s.n
    return replace(s, up=(ZERO,) * n, down=(ZERO,) * n, supply=(12,) * n,
                   goods=((0,) * len(GOODS),) * n, council=((),) * n, hidden=((),) * n)


def arrange(s: State, seat: int = 0, *, up=None, down=None, goods=None, supply=None,
            council=None, hidden=None, provinces=None, used=None, nobility=None, **changes
            ) -> State:
    """State surgery for one seat: up/down {town: count}, goods {name: count} (the rest 0),
    tiles as lists; other keyword arguments replace state fields."""
    def towns(d):
        row = list(ZERO)
        for t, c in d.items():
            row[TOWNS[t].index] = c
        return tuple(row)
    if up is not None:
        changes["up"] = with_item(s.up, seat, towns(up))
    if down is not None:
        changes["down"] = with_item(s.down, seat, towns(down))
    if goods is not None:
        changes["goods"] = with_item(s.goods, seat, tuple(goods.get(g, 0) for g in GOODS))
    if supply is not None:
        changes["supply"] = with_item(s.supply, seat, supply)
    for name, value in (("council", council), ("hidden", hidden), ("provinces", provinces),
                        ("used", used), ("nobility", nobility)):
        if value is not None:
            changes[name] = with_item(getattr(s, name), seat, tuple(value))
    return replace(s, **changes)


def goods(s: State, seat: int = 0) -> dict:
    return dict(zip(GOODS, s.goods[seat], strict=True))


def keys(s: State, seat: int = 0) -> set[str]:
    return set(GAME.legal_actions(s, seat).keys)


def act(s: State, seat: int, *ks: str):
    """Decide each key in turn; returns (state, all events). Checks replay == live."""
    out = []
    for k in ks:
        new_events = GAME.decide(s, seat, k)
        before = s
        for e in new_events:
            s = GAME.evolve(s, e)
        stored = json.loads(json.dumps([GAME.event_to_dict(e) for e in new_events]))
        assert GAME.fold([GAME.event_from_dict(d) for d in stored], before) == s
        out += new_events
    return s, out


def of_type(events, name: str) -> list:
    return [e for e in events if type(e).__name__ == name]


def town_count(s: State, seat: int, town: str) -> tuple[int, int]:
    i = TOWNS[town].index
    return s.up[seat][i], s.down[seat][i]
