"""Province tiles (appendix A): each used once, in its owner's turn, then turned over
("Nach der Nutzung wird das betreffende Provinz-Plättchen umgedreht"). `uses` lists every way
the seat may use its tiles now as (tile, args); `use` carries one out. milano-3 and chiesa-3
change a province action and are used with it (rules.provinces)."""
from __future__ import annotations

from itertools import combinations_with_replacement

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG, FOLLOWERS, TOWN_LIST
from domain.ilvecchio.rules.reinforcement import roll_member
from domain.ilvecchio.state import G, State

PAIRS = tuple("+".join(p) for p in combinations_with_replacement(FOLLOWERS, 2))
WITH_ACTION = ("any_followers", "free_province")  # used with a province action
EFFECT = {t: tile.effect for t, tile in CATALOG.provinces.items()}
SIMPLE = {"six_florins": {"florins": 6}, "bishop_and_coach": {"bishops": 1, "coaches": 1},
          "scroll": {"scrolls": 1}, "knight": {"knight": 1}, "assassin": {"assassin": 1},
          "abbot": {"abbot": 1}}


def _held(s: State, seat: int) -> list[str]:
    g = s.goods[seat]
    return [f for f in FOLLOWERS if g[G[f]]]


def effect_args(s: State, seat: int, effect: str) -> list[tuple]:
    """The argument tuples an effect accepts now (empty: it cannot be used now)."""
    g = s.goods[seat]
    if effect in SIMPLE or effect == "florin_per_town_member":
        return [()]
    if effect == "scroll_for_two_followers":
        return [(p,) for p in PAIRS] if g[G["scrolls"]] else []
    if effect == "follower_for_two_scrolls":
        return [(f,) for f in _held(s, seat)]
    if effect == "one_follower":
        return [(f,) for f in FOLLOWERS]
    if effect == "roll_member":
        return [()] if s.supply[seat] else []
    if effect == "swap_two":
        gives = _held(s, seat) + (["scrolls"] if g[G["scrolls"]] else [])
        return [(give, get) for give in gives for get in (*PAIRS, "scrolls")]
    if effect == "florins_for_follower_and_scroll":
        return [(f,) for f in FOLLOWERS] if g[G["florins"]] >= 5 else []
    if effect == "follower_or_scroll_or_florins":
        return [(x,) for x in (*FOLLOWERS, "scrolls", "florins")]
    if effect == "place_member_anywhere":
        return [(t,) for t in TOWN_LIST] if s.supply[seat] else []
    return []  # any_followers, free_province (with the action), reuse_tile (see uses)


def uses(s: State, seat: int) -> list[tuple]:
    """(tile, args) for every tile use open to the seat now; chiesa-1 names the used tile it
    uses again and that tile's arguments."""
    used = s.used[seat]
    out = []
    for tile in s.provinces[seat]:
        effect = EFFECT[tile]
        if tile in used:
            continue
        if effect == "reuse_tile":
            for again in used:
                if EFFECT[again] not in WITH_ACTION and EFFECT[again] != "reuse_tile":
                    out += [(tile, (again, *a)) for a in effect_args(s, seat, EFFECT[again])]
        else:
            out += [(tile, a) for a in effect_args(s, seat, effect)]
    return out


def _gain(effect: str, args: tuple, s: State, seat: int) -> dict | None:
    if effect in SIMPLE:
        return dict(SIMPLE[effect])
    if effect == "florin_per_town_member":
        return {"florins": s.members_in_towns(seat)}
    if effect == "scroll_for_two_followers":
        a, b = args[0].split("+")
        out = {"scrolls": -1, a: 1}
        out[b] = out.get(b, 0) + 1
        return out
    if effect == "follower_for_two_scrolls":
        return {args[0]: -1, "scrolls": 2}
    if effect == "one_follower":
        return {args[0]: 1}
    if effect == "swap_two":
        give, get = args
        out = {give: -1}
        for f in (("scrolls", "scrolls") if get == "scrolls" else get.split("+")):
            out[f] = out.get(f, 0) + 1
        return out
    if effect == "florins_for_follower_and_scroll":
        return {"florins": -5, args[0]: 1, "scrolls": 1}
    if effect == "follower_or_scroll_or_florins":
        return {"florins": 5} if args[0] == "florins" else {args[0]: 1}
    return None


def use(tx, seat: int, tile: str, args: tuple) -> None:
    tx.emit(ev.TileUsed(seat=seat, tile=tile, turn_over=True))
    if EFFECT[tile] == "reuse_tile":  # "ein bereits genutztes Provinzplättchen erneut benutzen"
        tile, args = args[0], args[1:]
        tx.emit(ev.TileUsed(seat=seat, tile=tile, turn_over=False))
    effect = EFFECT[tile]
    delta = _gain(effect, args, tx.state, seat)
    if delta is not None:
        delta = {k: v for k, v in delta.items() if v}
        tx.emit(ev.GoodsChanged(seat=seat, delta=delta, reason=tile))
    elif effect == "roll_member":
        roll_member(tx, seat, "province")
    elif effect == "place_member_anywhere":
        tx.emit(ev.MembersPlaced(seat=seat, towns=[args[0]]))
