"""Travel ("Reise") before actions a to c: along the roads 1 florin per town, or a coach to any
town ("die Leisten sind keine Orte"). The member travelling must be standing."""
from __future__ import annotations

from functools import lru_cache

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG, TOWN_LIST
from domain.ilvecchio.state import G, State

DIST = CATALOG.distance


def standing_towns(s: State, seat: int) -> tuple[str, ...]:
    return _standing(s.up[seat])


@lru_cache(maxsize=8192)
def _standing(row: tuple) -> tuple[str, ...]:
    """The towns with a standing member, of a seat's row of counts (legal actions ask three
    times per decision)."""
    return tuple(TOWN_LIST[i] for i, c in enumerate(row) if c)


def routes(s: State, seat: int, targets, florins_needed: int = 0) -> list[tuple]:
    """(origin, target, coach) for every standing member that can reach a target, paying
    `florins_needed` besides the road toll. coach None: no travel."""
    g = s.goods[seat]
    money, coaches = g[G["florins"]] - florins_needed, g[G["coaches"]]
    out = []
    for origin in standing_towns(s, seat):
        for t in targets:
            if t == origin:
                out.append((origin, t, None))
                continue
            if DIST[(origin, t)] <= money:
                out.append((origin, t, False))
            if coaches:
                out.append((origin, t, True))
    return out


def toll(origin: str, town: str, coach) -> int:
    """Florins the route costs (0 by coach or staying)."""
    return DIST[(origin, town)] if coach is False else 0


def travel(tx, seat: int, origin: str, town: str, coach) -> None:
    if coach is None:
        return
    tx.emit(ev.Travelled(seat=seat, origin=origin, town=town,
                         florins=0 if coach else DIST[(origin, town)], coach=bool(coach)))
