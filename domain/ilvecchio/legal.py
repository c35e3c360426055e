"""legal_actions(state, seat): exactly the actions the rules accept now, each with its key.

The same list serves the API, the bots, the tests and `decide` (which accepts a key only if it
is in this list). Kinds and fields are documented in docs/ilvecchio-notation.md."""
from __future__ import annotations

from functools import cache

from domain.ilvecchio.catalog import FLORENCE, FOLLOWERS, REGION_OF_TOWN, TOWN_LIST, TOWNS
from domain.ilvecchio.describe import action_text
from domain.ilvecchio.notation import route
from domain.ilvecchio.rules import province_tiles, provinces, towns
from domain.ilvecchio.rules.flow import can_act
from domain.ilvecchio.rules.offices import price
from domain.ilvecchio.rules.reinforcement import pairs
from domain.ilvecchio.rules.setup import LOW_LUCK
from domain.ilvecchio.rules.tracks import open_to
from domain.ilvecchio.rules.travel import DIST, routes, standing_towns, toll
from domain.ilvecchio.rules.vecchio import member_options, tribute_options
from domain.ilvecchio.state import FOLLOWER_SLOTS, G, State, has, own_pending
from domain.shared.decider import LegalActions, described


def _fields(key: str, kind: str, fields: dict) -> tuple:
    return key, kind, fields


_make = described(_fields, action_text)


def _add(acts: LegalActions, key: str, kind: str, **fields) -> None:
    acts.add(key, _make, key, kind, fields)


def _pending_actions(acts: LegalActions, s: State, seat: int, p) -> None:
    kind, data = p.kind, p.data
    if kind == "council_start":
        for t in data:
            _add(acts, f"choose {t}", "choose", tile=t)
    elif kind == "setup_place":
        for a, b in pairs(data[1]):
            _add(acts, f"place {a} {b}", "setup_place", towns=[a, b])
    elif kind == "place":
        if s.supply[seat]:
            for t in data[1:]:
                _add(acts, f"place {t}", "place", town=t, reason=data[0])
        _add(acts, "place none", "place", town=None, reason=data[0])
    elif kind == "province_pick":
        for t in s.pool[data[0]]:
            _add(acts, f"pick {t}", "pick", tile=t, stack=data[0])
    elif kind == "office_pick":
        for t in data[1:]:
            _add(acts, f"pick {t}", "pick", tile=t, stack=data[0])
    elif kind == "tribute":
        for g in tribute_options(s, seat):
            _add(acts, f"tribute {g}", "tribute", good=g)
    elif kind == "member":
        for how, t in member_options(s, seat):
            _add(acts, f"{how} {t}", "member", how=how, town=t)
    elif kind == "bonus_follower":
        for f in FOLLOWERS:
            _add(acts, f"bonus {f}", "bonus", follower=f, tile=data[0])


_TOWN_FIELDS = ("origin", "town", "coach", "take", "bishop", "buy")


def _town_fields(key: str, *values) -> tuple:
    return key, "town", dict(zip(_TOWN_FIELDS, values, strict=True))


_town_action = described(_town_fields, action_text)


def _town_entries(origin: str, town: str, coach, bishop: bool, buy: bool) -> tuple:
    """(keys, makers) of every token choice for one member, route and mode: the hot path of a
    random game, so built once per combination and appended whole."""
    r = route(origin, town, coach)
    tail = " bishop" if bishop else ""
    keys, makers = [], []
    for choice in towns.CHOICES[TOWNS[town].colour]:
        if buy and choice != "scroll":
            continue
        key = f"town {r} {choice}{tail}" + (" buy" if buy else "")
        keys.append(key)
        makers.append((_town_action, (key, origin, town, coach, choice, bishop, buy)))
    return tuple(keys), tuple(makers)


_ENTRIES = {(o, t, c, b, buy): _town_entries(o, t, c, b, buy)
            for o in TOWN_LIST for t in towns.TARGETS for c in (None, False, True)
            if (c is None) == (o == t) for b in (False, True) for buy in (False, True)
            if not buy or TOWNS[t].colour == "brown"}
_TARGETS = tuple((t, TOWNS[t].colour) for t in towns.TARGETS)


# Florins beyond this change nothing in a member's town actions (its longest road to a target,
# then 1 to buy): fewer profiles for `_town_runs` to build, all its answers unchanged.
_RICH = {o: max(DIST[(o, t)] for t in towns.TARGETS if t != o) + 1 for o in TOWN_LIST}


def _town(acts: LegalActions, s: State, seat: int) -> None:
    """Every (member, route, bishop or intermediary, token) of action a, in the order of the
    standing members and the targets (the hot path of a random game)."""
    g = s.goods[seat]
    money = g[G["florins"]]
    profile = (g[G["coaches"]] > 0, g[G["bishops"]] > 0, towns.BUY_TILE in s.council[seat])
    at = s.intermediaries
    keys, makers = acts.keys, acts.makers
    for origin in standing_towns(s, seat):
        for colour, table in _town_runs(origin, min(money, _RICH[origin]), *profile):
            k, m = table.get(at.get(colour)) or table[None]
            keys.extend(k)
            makers.extend(m)


@cache
def _town_runs(origin: str, money: int, coaches: bool, bishops: bool, buyer: bool) -> tuple:
    """One standing member's town actions as runs of targets (colour, {town: (keys, makers)}):
    the run's actions when that colour's intermediary stands in the town, under None when it
    stands elsewhere; colour None: a run where no intermediary makes a difference. A few
    thousand profiles in all, so kept."""
    runs: list = []  # [colour or None, [(town, served entries, plain entries)]]
    for town, colour in _TARGETS:
        if town == origin:
            options = ((None, money),)
        else:
            cost = DIST[(origin, town)]
            walk = ((False, money - cost),) if cost <= money else ()
            options = walk + ((True, money),) if coaches else walk
        served, plain = ([], []), ([], [])
        for entries, modes in ((served, towns.modes(colour, town, (town,), bishops)),
                               (plain, towns.modes(colour, town, (), bishops))):
            for coach, left in options:
                for bishop in modes:
                    for buy in (False, True) if colour == "brown" else (False,):
                        if not buy or towns.can_buy(buyer, left):
                            k, m = _ENTRIES[(origin, town, coach, bishop, buy)]
                            entries[0].extend(k)
                            entries[1].extend(m)
        if not served[0] and not plain[0]:
            continue
        depends = colour if served != plain else None
        if runs and runs[-1][0] == depends:
            runs[-1][1].append((town, served, plain))
        else:
            runs.append((depends, [(town, served, plain)]))
    out = []
    for depends, rows in runs:
        table = {}
        for here in (None,) if depends is None else (None, *(t for t, _, _ in rows)):
            k, m = [], []
            for town, served, plain in rows:
                entries = served if town == here else plain
                k.extend(entries[0])
                m.extend(entries[1])
            table[here] = (tuple(k), tuple(m))
        out.append((depends, table))
    return tuple(out)


def _own_unused(s: State, seat: int, tile: str) -> bool:
    return tile in s.provinces[seat] and tile not in s.used[seat]


def _province_fields(key: str, origin: str, town: str, coach, region: str, combo: tuple,
                     using: tuple) -> tuple:
    return key, "province", {"origin": origin, "town": town, "coach": coach, "region": region,
                             "payment": list(combo), "using": list(using)}


_province_action = described(_province_fields, action_text)


def _province(acts: LegalActions, s: State, seat: int) -> None:
    money = s.goods[seat][G["florins"]]
    m3 = _own_unused(s, seat, "milano-3")
    c3 = _own_unused(s, seat, "chiesa-3")
    offers = {}  # red town -> (region, full cost, [(payment word, combo, tiles it needs)])
    followers = s.goods[seat][FOLLOWER_SLOTS[0]:]
    for town in provinces.TOWNS:
        region = REGION_OF_TOWN[town]
        if open_to(s, region):
            payments = provinces.offers(region, m3, followers)
            if payments:
                offers[town] = (region, provinces.cost(s, region, False), payments)
    if not offers:
        return
    keys, makers = acts.keys, acts.makers
    for origin, town, coach in routes(s, seat, tuple(offers)):
        region, full, payments = offers[town]
        left = money - toll(origin, town, coach)
        head = f"province {route(origin, town, coach)} "
        for pay, combo, base in payments:
            options = [base] if left >= full else []
            if c3 and full:
                options.append((*base, "chiesa-3"))
            for using in options:
                key = head + pay + "".join(" " + u for u in using)
                keys.append(key)
                makers.append((_province_action, (key, origin, town, coach, region, combo,
                                                  using)))


def _office_fields(key: str, origin: str, town: str, coach, track: str, follower) -> tuple:
    return key, "office", {"origin": origin, "town": town, "coach": coach, "track": track,
                           "follower": follower}


_office_action = described(_office_fields, action_text)


def _office(acts: LegalActions, s: State, seat: int) -> None:
    g = s.goods[seat]
    if g[G["scrolls"]] < 2:
        return
    # (track, florins it asks besides the toll) of the open tracks whose price the seat holds
    tracks = []
    for track in ("council", "nobility"):
        need = price(s, track)
        florins = need.pop("florins", 0)
        if open_to(s, track) and has(s, seat, need):
            tracks.append((track, florins))
    if not tracks:
        return
    money = g[G["florins"]]
    bonus = FOLLOWERS if "council-12" in s.council[seat] else (None,)
    keys, makers = acts.keys, acts.makers
    for origin, town, coach in routes(s, seat, (FLORENCE,)):
        left = money - toll(origin, town, coach)
        r = route(origin, town, coach)
        for track, florins in tracks:
            if left < florins:
                continue
            for f in bonus:
                key = f"office {r} {track} {f}" if f else f"office {r} {track}"
                keys.append(key)
                makers.append((_office_action, (key, origin, town, coach, track, f)))


def _main_actions(acts: LegalActions, s: State, seat: int) -> None:
    for tile, args in province_tiles.uses(s, seat):
        _add(acts, " ".join(("use", tile, *args)), "use", tile=tile, args=list(args))
    _town(acts, s, seat)
    _province(acts, s, seat)
    _office(acts, s, seat)
    if s.supply[seat]:
        if s.variant == LOW_LUCK:
            for t in TOWN_LIST:
                _add(acts, f"reinforce {t}", "reinforce", town=t)
        else:
            _add(acts, "reinforce", "reinforce", town=None)
    _add(acts, "recover", "recover")
    if s.double:
        _add(acts, "pass", "pass", whole=s.actions_left == 2)


_LAST: tuple = (None, None, None)


def compute(s: State, seat: int) -> LegalActions:
    """All legal actions of `seat`; the last answer is kept (a bot's choice and `decide` ask
    about the very same state one after the other)."""
    global _LAST
    last = _LAST
    if last[0] is s and last[1] == seat:
        return last[2]
    acts = LegalActions()
    if s.stage != "over":
        p = own_pending(s, seat)
        if p is not None:
            _pending_actions(acts, s, seat, p)
        elif can_act(s, seat):
            _main_actions(acts, s, seat)
    _LAST = (s, seat, acts)
    return acts


def legal_actions(s: State, seat: int) -> LegalActions:
    return compute(s, seat)


def seats_to_act(s: State) -> tuple[int, ...]:
    if s.stage == "over":
        return ()
    seats = {p.seat for p in s.pending}
    if s.seat is not None and can_act(s, s.seat):
        seats.add(s.seat)
    return tuple(sorted(seats))


def action_for_key(s: State, seat: int, key: str) -> tuple[str, dict] | None:
    """(kind, fields) of a legal key (no description: `decide` needs none)."""
    return compute(s, seat).details(key)
