"""legal_actions(state, seat): exactly the actions the rules accept now, each with its key.

The same list serves the API, the bots, the tests and `decide` (which accepts a key only if it
is in this list), so "what can I do" and "what is accepted" can never drift apart.
"""
from __future__ import annotations

from bisect import bisect_right
from functools import cache
from itertools import permutations
from operator import itemgetter

from domain.lorenzo import notation as n
from domain.lorenzo import words as w
from domain.lorenzo.catalog import CARDS, LEADERS
from domain.lorenzo.catalog.board import COLOURS, PRIVILEGE_OPTIONS
from domain.lorenzo.catalog.text import effect as effect_text
from domain.lorenzo.occupancy import GROUP, GROUPS, SHARED, TAKEN_BIT
from domain.lorenzo.occupancy import facts as occupancy_facts
from domain.lorenzo.rules import drafts, leaders
from domain.lorenzo.rules.effects import privilege_options
from domain.lorenzo.rules.harvest_production import (
    affordable_exchanges,
    exchange_options,
    raise_options,
    thresholds,
)
from domain.lorenzo.rules.placement import (
    ALL_SPACES,
    AREA_SPACES,
    TOWER_SPACES,
    open_spaces,
    space_modifier,
)
from domain.lorenzo.rules.towers import TakeOption, floor_offers, take_options
from domain.lorenzo.rules.values import (
    area_modifier,
    member_values,
    perks,
    servants_per_point,
    tower_modifier,
)
from domain.lorenzo.state import MEMBERS, State
from domain.shared.decider import LegalAction, LegalActions, Message
from domain.shared.messages import arg, message, number, worded


def _take_fields(o: TakeOption, card: int | None, value: int) -> dict:
    """Fields of taking a card (placement on a floor, or a card's bonus action)."""
    return {"space": o.space, "card": card, "value": value, "raise": o.raise_,
            "servants": o.servants, "fee": o.fee, "cost_option": o.cost,
            "discount_option": o.disc, "pay": o.pay, "gain": _GAIN[o.space]}


def _take_text(card_id: int, o: TakeOption) -> tuple[str, dict]:
    """(the template's tail, its arguments) of taking a card and paying for it."""
    args = {"card": w.card_arg(card_id)}
    if o.pay:
        args["pay"] = w.res_arg(o.pay)
    if o.fee:
        args["fee"] = w.res_arg({"coins": o.fee})
    paying = ("{pay} and the {fee} tower fee" if o.fee else "{pay}") if o.pay else \
        ("the {fee} tower fee" if o.fee else "nothing")
    return "take {card} paying " + paying, args


def _servants(o_servants: int) -> tuple[str, dict]:
    """(the template's part, its arguments) of servants paid to raise a value."""
    if not o_servants:
        return "", {}
    return ", using {servants}", {"servants": w.res_arg({"servants": o_servants})}


def _placed(member: str, space: str, value: int, servants: int, tail: str = "",
            args: dict | None = None) -> Message:
    used, more = _servants(servants)
    return message("{member} to {space} at value {value}" + used + tail,
                   member=w.member_arg(member), space=w.space_arg(space), value=number(value),
                   **more, **(args or {}))


_GAIN = {space: w.space_gain(space) for space in ALL_SPACES}  # shared: fields are read-only
_COLOUR = {space: space.split(".")[1] for space in TOWER_SPACES}
_HEAD = {space: {m: f"place {m} {space}" for m in MEMBERS} for space in ALL_SPACES}
_MEMBER_HEAD = {m: {space: _HEAD[space][m] for space in ALL_SPACES} for m in MEMBERS}
_GROUP_SPACES = {g: tuple(sp for sp in ALL_SPACES if GROUP[sp] == g) for g in GROUP.values()}
# the members not placed yet, by the members placed (in any order)
_UNPLACED = {placed: tuple(m for m in MEMBERS if m not in placed)
             for r in range(len(MEMBERS) + 1) for placed in permutations(MEMBERS, r)}


@cache
def _other_spaces(players: int) -> tuple:
    """(space, area, key heads by member, space modifier) of the open spaces other than tower
    floors."""
    return tuple((space, GROUP[space], _HEAD[space], space_modifier(space))
                 for space in open_spaces(players) if space not in _COLOUR)


@cache
def _other_space(players: int) -> dict:
    """space -> (area, key heads by member), for the spaces of `_other_spaces`."""
    return {space: (area, heads) for space, area, heads, _ in _other_spaces(players)}


@cache
def _plain_spaces(players: int, no_market: bool) -> tuple:
    """`_others`' market and council entries (space, key heads): the same for every player
    allowed (or not: `no_market`) to use the market."""
    return tuple((space, heads) for space, area, heads, _ in _other_spaces(players)
                 if area == "council" or (area == "market" and not no_market))


# `occupancy.facts` decoded. A seat's coloured groups: the names of the groups of each byte
_GROUP_NAMES = tuple(frozenset(g for i, g in enumerate(GROUPS) if byte >> i & 1)
                     for byte in range(1 << len(GROUPS)))
_TOWER_BITS = (1 << len(TOWER_SPACES)) - 1  # the tower floors' bits of the taken mask
assert ALL_SPACES[:len(TOWER_SPACES)] == TOWER_SPACES
# the colours of the towers holding a member, by which of the tower floors' 4-bit groups of
# the taken mask (a tower's floors, in `COLOURS`' order) are not 0
_OCCUPIED = tuple(frozenset(c for i, c in enumerate(COLOURS) if towers >> i & 1)
                  for towers in range(1 << len(COLOURS)))


def _occupied_colours(mask: int) -> frozenset:
    return _OCCUPIED[(mask & 0xF != 0) | (mask & 0xF0 != 0) << 1 | (mask & 0xF00 != 0) << 2
                     | (mask & 0xF000 != 0) << 3]


assert TOWER_SPACES == tuple(f"tower.{c}.{f}" for c in COLOURS for f in (1, 2, 3, 4))
# a seat's groups byte -> the bits of those groups' tower floors (`floor_offers`' skip)
_GROUP_FLOORS = tuple(sum(TAKEN_BIT[sp] for sp in TOWER_SPACES if GROUP[sp] in names)
                      for names in _GROUP_NAMES)
_MARKET_BITS = sum(TAKEN_BIT[sp] for sp in ALL_SPACES if sp.startswith("market."))
_AREA_BITS = sum(TAKEN_BIT[sp] for sp in AREA_SPACES)  # harvest.1 and production.1
_AREA_GROUPS = (1 << GROUPS.index("harvest")) | (1 << GROUPS.index("production"))  # in a byte
_TOWER_GROUPS = sum(1 << GROUPS.index(g) for g in {GROUP[sp] for sp in TOWER_SPACES})  # towers


@cache  # asked only for the market's and the areas' bits: a few dozen masks
def _spaces_of(taken: int) -> frozenset:
    return frozenset(sp for sp in ALL_SPACES if taken & TAKEN_BIT[sp])


@cache
def _plain_kept(players: int, no_market: bool, market_taken: int) -> tuple:
    """`_plain_spaces` without the market spaces taken (their bits of the taken mask)."""
    return tuple(_kept(_plain_spaces(players, no_market), 0, _spaces_of(market_taken)))


def _tower_fields(member: str, space: str, r: int, servants: int, fee: int, cost, disc,
                  pay: dict, value: int, card: int) -> dict:
    return {"member": member, "space": space, "card": card, "value": value, "raise": r,
            "servants": servants, "fee": fee, "cost_option": cost, "discount_option": disc,
            "pay": pay, "gain": _GAIN[space]}


def _tower_place(member: str, space: str, r: int, servants: int, fee: int, cost, disc,
                 pay: dict, value: int, card: int) -> LegalAction:
    o = TakeOption(space, r, servants, fee, cost, disc, pay)
    take, args = _take_text(card, o)
    return worded(
        n.place_key(member, space, r, cost, disc), "place",
        _placed(member, space, value, servants, ": " + take, args),
        _tower_fields(member, space, r, servants, fee, cost, disc, pay, value, card))


def _space_fields(member: str, space: str, r: int, servants: int, value: int) -> dict:
    return {"member": member, "space": space, "card": None, "value": value, "raise": r,
            "servants": servants, "fee": 0, "cost_option": None, "discount_option": None,
            "pay": None, "gain": _GAIN[space]}


def _space_place(member: str, space: str, r: int, servants: int, value: int) -> LegalAction:
    return worded(n.place_key(member, space, r), "place",
                  _placed(member, space, value, servants),
                  _space_fields(member, space, r, servants, value))


# per seat: (players, perks, territories and buildings held, `_others`' answer); replaced whole.
# What it holds keeps those objects' identities from being reused: a match is the same values.
_others_by_seat: dict = {}
# `_others`' answers by what they are made of (immutable values), shared by every seat and
# game: a seat's perks and cards change often, what the answer is made of seldom
_others_by_value: dict = {}
_OTHERS_MAX = 512


def _others(n: int, p, k) -> tuple:
    """What `_add_member` takes for the open spaces outside the towers, in their order: the
    market and council spaces (space, key heads), then the harvest and production spaces
    (space, area, modifier, key heads, activation values, those values less the modifier);
    `ALL_SPACES` lists them so; then the latter of every harvest and production space,
    sorted: a member's count of raises there is two bisections (`placement_parts`); then
    the harvest and production entries and values without the spaces taken, by the taken
    mask's bits of those spaces, filled as asked (at most 4). They depend on the perks and
    the territories and buildings held (activation values), which seldom change between a
    player's turns: kept per seat, and by value."""
    m = _others_by_seat.get(p.seat)
    cards = p.cards
    if (m is not None and m[1] is k and m[2] is cards["territory"]
            and m[3] is cards["building"] and m[0] == n):
        return m[4]
    marks = (area_modifier(p, "harvest"), thresholds(p, "harvest"),
             area_modifier(p, "production"), thresholds(p, "production"))
    key = (n, k.no_market, marks)
    others = _others_by_value.get(key)
    if others is None:
        by_area = {"harvest": marks[:2], "production": marks[2:]}
        areas, marks_all = [], []
        for space, area, heads, space_mod in _other_spaces(n):
            if area != "market" and area != "council":
                modifier, values = by_area[area]
                shifted = tuple([t - modifier - space_mod for t in values])
                areas.append((space, area, modifier + space_mod, heads, values, shifted))
                marks_all += shifted
        others = (_plain_spaces(n, k.no_market), tuple(areas), sorted(marks_all), {})
        if len(_others_by_value) >= _OTHERS_MAX:
            _others_by_value.clear()
        _others_by_value[key] = others
    _others_by_seat[p.seat] = (n, k, cards["territory"], cards["building"], others)
    return others


def _kept(entries, field: int, barred) -> list:
    """The entries whose `field` is not in `barred` (a loop: cheaper than a comprehension's
    frame for a handful)."""
    out = []
    for e in entries:
        if e[field] not in barred:
            out.append(e)
    return out


def _kept_areas(areas, field: int, barred) -> tuple[list, list]:
    """`_kept` of `_others`' harvest and production entries, and the activation values less
    their space's modifier of those kept, sorted (as `_others` gives them for all)."""
    out, marks = [], []
    for e in areas:
        if e[field] not in barred:
            out.append(e)
            marks += e[5]
    marks.sort()
    return out, marks


def placement_parts(s: State, seat: int) -> list[tuple]:
    """Every legal placement of a family member, in parts: (fill, args, count), `fill(keys,
    makers, args, start, stop)` adding the part's placements numbered `start` to `stop` - 1
    (keys and maker entries, as `LegalActions` holds them), and `count` how many the part has
    (worked out here by bisections, without listing them: the random bot (`random_pick`)
    counts every part and fills the one its draw falls on; a turn has dozens). `args` is passed
    as one tuple, not spread: `f(*args)` is a call through C, dearer than a plain one.
    `placements` fills them all."""
    p = s.players[seat]
    k = perks(p)
    rate = k.rate
    servants = p.res["servants"]
    # the spaces taken, capacity 1 (`occupancy`), the groups (towers or areas) where this
    # seat has a coloured member, and the colours of towers holding any member
    taken, coloured = occupancy_facts(s.occupants)
    mine = coloured >> (8 * seat) & 0xFF  # this seat's byte of groups
    coloured_in = _GROUP_NAMES[mine]
    tower_taken = taken & _TOWER_BITS
    occupied = _occupied_colours(tower_taken)
    values = member_values(s, p, _UNPLACED[p.placed], k)
    top = servants // rate  # the most servants raise a value by
    reach = max(values.values(), default=0) + top
    neutral_free = "neutral" in values
    skip, (plain, areas, marks, by_taken) = 0, _others(s.n, p, k)
    if taken and not k.ariosto:
        skip = tower_taken
        if taken & _MARKET_BITS:
            plain = _plain_kept(s.n, k.no_market, taken & _MARKET_BITS)
        area_taken = taken & _AREA_BITS
        if area_taken:
            kept = by_taken.get(area_taken)
            if kept is None:
                kept = by_taken[area_taken] = _kept_areas(areas, 0, _spaces_of(area_taken))
            areas, marks = kept
    if not neutral_free and coloured_in:  # only coloured members are left: not to a tower
        skip |= _GROUP_FLOORS[mine]  # holding one
    rows = _floors(floor_offers(s, seat, None, {}, occupied, reach, skip, k))
    # a coloured member may not join one of its own in a tower, a harvest or production area
    # (filtered only if a coloured member is left to place: often just the neutral one is)
    rows_coloured, areas_coloured, marks_coloured = rows, areas, marks
    if coloured_in and len(values) > neutral_free:
        if neutral_free and mine & _TOWER_GROUPS:  # else `skip` left those towers out
            rows_coloured = _floor_subset(rows, coloured_in)  # already, or none is barred
        if mine & _AREA_GROUPS:  # else none of those areas is barred: all kept
            areas_coloured, marks_coloured = _kept_areas(areas, 1, coloured_in)
    # everything per space is prepared above, so each member's parts only work out servants;
    # its count: the floors its value reaches (`_floors`), then, if servants raise it to 1
    # (all a market or council space needs), every space outside the towers at the least
    # raise and once more at each activation value above that servants reach
    n_plain = len(plain)
    parts = []
    for member, mv in values.items():
        if member == "neutral":
            member_rows, member_areas, member_marks = rows, areas, marks
        else:
            member_rows, member_areas = rows_coloured, areas_coloured
            member_marks = marks_coloured
        count = bisect_right(member_rows[1], mv)
        min_raise = 1 - mv if mv < 1 else 0
        if min_raise <= top:
            count += (n_plain + len(member_areas) + bisect_right(member_marks, mv + top)
                      - bisect_right(member_marks, mv + min_raise))
        parts.append((_add_member, (member, mv, member_rows, plain, member_areas, rate,
                                    servants), count))
    return parts


_EVERY = 1 << 30  # a `stop` past any part's end


def placements(s: State, seat: int, out: LegalActions) -> int:
    """Add every legal placement of a family member; answers how many."""
    return _fill_all(placement_parts(s, seat), out)


def _fill_all(parts: list[tuple], out: LegalActions) -> int:
    keys, makers, n = out.keys, out.makers, 0
    for fill, args, _count in parts:
        n += fill(keys, makers, args, 0, _EVERY)
    return n


def on_placement_turn(s: State, seat: int) -> bool:
    """Whether `seat` is to place a member now (its turn, nothing pending, none placed yet)."""
    return s.phase == "actions" and not s.pending and seat == s.current_seat and not s.acted


def placement_turn(s: State, seat: int) -> tuple[LegalActions | None, list[tuple]]:
    """The actions of a placement turn (`on_placement_turn`) in `compute`'s order: the leader
    actions, listed (None when leaders may not act: the basic game), then the placements in
    parts (`placement_parts`). When the parts hold none, `pass_action()` is the turn's only
    other action."""
    out = None
    if leaders.may_act(s, seat):
        out = LegalActions()
        _leader_actions(s, seat, out)
    return out, placement_parts(s, seat)


def _floors(offers: list) -> tuple[list, list]:
    """`floor_offers` entries and their least values sorted: a member's count is one bisection
    (the random bot only counts most parts)."""
    return offers, sorted(map(_LEAST, offers))


_LEAST = itemgetter(0)  # an offer's least value (map: no comprehension's frame)


_NO_FLOORS = ((), ())  # `_floors` of no offers


def _floor_subset(floors: tuple, coloured_in: set) -> tuple[list, list]:
    """`_floors`' answer without the towers where this seat has a coloured member."""
    kept = []  # a loop: cheaper than a comprehension's frame
    for o in floors[0]:
        if GROUP[o[1]] not in coloured_in:
            kept.append(o)
    return _floors(kept)


def _add_member(keys: list, makers: list, args: tuple, start: int, stop: int) -> int:
    """One member's placements (`args`: the member, its value, `_floors`, then `_others`'
    market and council entries and harvest and production entries, servants per point and
    servants held): on tower floors (`_floors`; `_add_floors`), then on the spaces outside the
    towers (`_others`): the least raise to value 1 on each, and on a harvest or production
    space each raise that reaches a new activation value. Those numbered `start` to `stop` - 1
    are added (keys and maker entries), and how many there are is answered (when listing
    some, at most `stop`: nothing after it is looked at; `placement_parts` counts them without
    listing, and a test holds the two to agreeing). One call per member, `LegalActions.add`
    inlined, and the floors and the market and council spaces skipped without a loop."""
    member, mv, (offers, least), plain, areas, rate, servants = args
    i = bisect_right(least, mv)
    if start < i and start < stop:
        _add_floors(keys, makers, member, mv, offers, rate, start, stop)
        if stop <= i:
            return stop
    min_raise = 1 - mv if mv < 1 else 0
    least_ok = min_raise * rate <= servants  # value 1 is all a market or council space needs
    if least_ok:
        n = len(plain)
        if start < i + n and start < stop:
            for space, heads in plain[max(start - i, 0):stop - i]:
                head = heads[member]
                keys.append(f"{head} +{min_raise}" if min_raise else head)
                makers.append((_space_place, (member, space, min_raise, min_raise * rate,
                                              mv + min_raise)))
            if stop <= i + n:
                return stop
        i += n
    for space, _area, mod, heads, marks, _shifted in areas:
        if least_ok:
            if i < stop and i >= start:  # `stop` first: it ends a count (0) at once
                head = heads[member]
                keys.append(f"{head} +{min_raise}" if min_raise else head)
                makers.append((_space_place, (member, space, min_raise, min_raise * rate,
                                              mv + min_raise + mod)))
                if i + 1 == stop:
                    return stop
            i += 1
        base = mv + mod
        for t in marks:  # ascending
            r = t - base
            if r > min_raise:
                if r * rate > servants:
                    break
                if i < stop and i >= start:
                    keys.append(f"{heads[member]} +{r}")
                    makers.append((_space_place, (member, space, r, r * rate, base + r)))
                    if i + 1 == stop:
                        return stop
                i += 1
    return i


def _add_floors(keys: list, makers: list, member: str, mv: int, offers: list, rate: int,
                start: int, stop: int) -> None:
    """`_add_member` on tower floors: the payments its value reaches, raised by servants to the
    floor's need where short."""
    heads, i = _MEMBER_HEAD[member], 0
    for lo, space, card, mod, need, fee, (ci, di, pay, suffix) in offers:
        if lo <= mv:
            if i >= start:
                r = need - mod - mv
                if r > 0:
                    head = f"{heads[space]} +{r}"
                else:
                    head, r = heads[space], 0
                keys.append(head + suffix if suffix else head)
                makers.append((_tower_place, (member, space, r, r * rate, fee, ci, di, pay,
                                              mv + mod + r, card)))
            i += 1
            if i >= stop:
                return


def _has_coloured(occ: dict, seat: int, group: str) -> bool:
    """Whether this seat has a coloured member in a tower or area (one colour per group)."""
    for space in _GROUP_SPACES[group]:
        for who, m in occ.get(space, ()):
            if who == seat and m != "neutral":
                return True
    return False


def _place_one(s: State, seat: int, member: str, space: str, out: LegalActions) -> None:
    """Add what `placements` adds for one member on one space (the key `decide` checks), in the
    same order, without the blocked sets and per-space lists only the full enumeration needs."""
    p = s.players[seat]
    if member not in MEMBERS or member in p.placed:
        return
    k = perks(p)
    occ = s.occupants
    if occ.get(space) and space not in SHARED and not k.ariosto:
        return  # taken
    coloured = member != "neutral"
    colour = _COLOUR.get(space)
    if colour is not None:
        group = GROUP[space]
        if coloured and _has_coloured(occ, seat, group):
            return
        held = any(occ.get(sp) for sp in _GROUP_SPACES[group])  # the 3-coin fee
        _tower_one(s, seat, p, k, member, space, (colour,) if held else (), out)
        return
    other = _other_space(s.n).get(space)
    if other is None:
        return  # a closed or unknown space
    area, heads = other
    if area == "market" or area == "council":
        if area == "market" and k.no_market:
            return
        plain, areas = ((space, heads),), ()
    else:
        if coloured and _has_coloured(occ, seat, area):
            return
        plain, areas = (), ((space, area, area_modifier(p, area) + space_modifier(space), heads,
                             thresholds(p, area), ()),)  # listed, not counted: no shifted values
    mv = member_values(s, p, (member,), k)[member]
    _add_member(out.keys, out.makers, (member, mv, _NO_FLOORS, plain, areas, k.rate,
                                       p.res["servants"]), 0, _EVERY)


def _tower_one(s: State, seat: int, p, k, member: str, space: str, occupied: tuple,
               out: LegalActions) -> None:
    """`_place_one` on a tower floor: the card's payments this member can afford."""
    rate, servants = k.rate, p.res["servants"]
    mv = member_values(s, p, (member,), k)[member]
    offers = floor_offers(s, seat, (space,), {}, occupied, mv + servants // rate, k=k)
    _add_member(out.keys, out.makers, (member, mv, _floors(offers), (), (), rate, servants), 0,
                _EVERY)


def _cannot_place(s: State, seat: int) -> bool:
    """True only if `placements` would find nothing, told cheaply: no unplaced member can reach
    value 1 with every servant (all a market, council, harvest or production space needs), nor a
    tower's first floor with the best tower modifier. (The usual `pass`: a neutral member at 0
    and no servants.) False means: enumerate to know."""
    p = s.players[seat]
    k = perks(p)
    best = max(0, max(k.tower_mod.values())) + p.res["servants"] // k.rate
    values = member_values(s, p, _UNPLACED[p.placed], k)
    return all(v + best < 1 for v in values.values())


# Makers of the LegalAction behind a key: only the action a bot picks (or all, for a frontend)
# is ever built, so descriptions and fields cost nothing while enumerating.

def _privilege_fields(o: int) -> dict:
    return {"option": o, "gain": PRIVILEGE_OPTIONS[o]}


def _privilege(o: int) -> LegalAction:
    return worded(f"privilege {o}", "privilege",
                  message("council privilege: {gain}", gain=w.res_arg(PRIVILEGE_OPTIONS[o])),
                  _privilege_fields(o))


def _take(key: str, o: TakeOption, card: int, value: int) -> LegalAction:
    """`value`: the granted value with the card type's tower modifiers (as for placements)."""
    used, more = _servants(o.servants)
    take, args = _take_text(card, o)
    return worded(key, "take", message("bonus action at value {value}" + used + ": " + take,
                                       value=number(value + o.raise_), **more, **args),
                  _take_fields(o, card, value + o.raise_))


def _take_none() -> LegalAction:
    return worded("take none", "take", message("take no card"),
                       {"space": None, "card": None, "value": None, "raise": 0, "servants": 0,
                        "fee": 0, "cost_option": None, "discount_option": None, "pay": None,
                        "gain": None})


def _bonus_action(key: str, kind: str, r: int, rate: int, value: int) -> LegalAction:
    used, more = _servants(r * rate)
    return worded(key, kind, message(kind + " action at value {value}" + used,
                                     value=number(value), **more),
                  {"raise": r, "servants": r * rate, "value": value})


def _exchanged(card: int, opt: dict) -> Message:
    """An exchange option in words: its gain is resources or one council privilege (the
    catalogue's options), else its effects in English."""
    said = {"card": w.card_arg(card), "pay": w.res_arg(opt["pay"])}
    gains = opt["gain"]
    if len(gains) == 1 and gains[0].get("type") == "gain_resources":
        return message("{card}: pay {pay} for {gain}", **said,
                       gain=w.res_arg(gains[0]["resources"]))
    if [(e.get("type"), e.get("count", 1)) for e in gains] == [("council_privilege", 1)]:
        return message("{card}: pay {pay} for 1 council privilege", **said)
    text = " and ".join(effect_text(e).removeprefix("gain ") for e in gains)
    return message("{card}: pay {pay} for {gain}", **said, gain=arg("effects", gains, text))


def _exchange(card: int, i: int) -> LegalAction:
    if not i:
        return worded(n.exchange_key(card, i), "exchange",
                      message("{card}: no exchange", card=w.card_arg(card)),
                           {"card": card, "option": 0, "pay": None, "gain": None,
                            "privileges": 0})
    opt = exchange_options(card)[i - 1]
    gain: dict = {}
    privileges = 0
    for e in opt["gain"]:
        for k, v in (e.get("resources") or {}).items():
            gain[k] = gain.get(k, 0) + v
        if e.get("type") == "council_privilege":
            privileges += e.get("count", 1)
    return worded(n.exchange_key(card, i), "exchange", _exchanged(card, opt),
                       {"card": card, "option": i, "pay": dict(opt["pay"]),
                        "gain": gain or None, "privileges": privileges})


# (key, maker entry) of each privilege option, made once (read-only)
_PRIVILEGE_ENTRY = {o: (f"privilege {o}", (_privilege, (o,))) for o in PRIVILEGE_OPTIONS}


def _privilege_entries(d: dict) -> list[tuple]:
    """(key, maker entry) of each option of a privilege decision, in order."""
    out = []  # a loop: cheaper than a comprehension's frame
    for o in privilege_options(d):
        out.append(_PRIVILEGE_ENTRY[o])
    return out


def privilege_turn(s: State, seat: int) -> list[tuple] | None:
    """When this seat's only actions are the options of a council privilege (a third of a
    game's decisions), those as (key, maker entry) in `compute`'s order; else None."""
    if s.phase == "actions" and s.pending:
        who, d = s.pending[0]
        if who == seat and d["kind"] == "privilege":
            return _privilege_entries(d) or None
    return None


def _decision_actions(s: State, seat: int, d: dict, out: LegalActions,
                      word: str | None = None) -> None:
    """The actions of the front decision; with `word` (a key's second word) only the privilege
    or the floor it names, enough to check that key."""
    p = s.players[seat]
    kind = d["kind"]
    if kind == "privilege":
        for o in privilege_options(d):
            if word is None or word == str(o):
                key, entry = _PRIVILEGE_ENTRY[o]
                out.keys.append(key)
                out.makers.append(entry)
    elif kind == "take":
        towers, wanted = s.towers, d["card_type"]
        spaces = []  # the floors holding a card of the type wanted, asked at once
        for space in TOWER_SPACES if word is None else (word,) if word in _COLOUR else ():
            cid = towers.get(space)
            if cid is not None and wanted in ("any", CARDS[cid].type):
                spaces.append(space)
        for o in take_options(s, seat, spaces, d["value"], d["discount"]):
            cid = towers[o.space]
            # the value acted at: excommunication tiles 2-1..2-4 and character bonuses change
            # a card effect's take as they change a placement (rule text, appendix)
            value = d["value"] + tower_modifier(p, CARDS[cid].type)
            key = n.take_key(o.space, o.raise_, o.cost, o.disc)
            out.add(key, _take, key, o, cid, value)
        out.add("take none", _take_none)
    elif kind in ("harvest", "production"):
        rate = servants_per_point(p)
        base = d["value"] + area_modifier(p, kind, d["card_modifiers"])
        for r in raise_options(p, base, kind, 0, rate):
            key = n.bonus_action_key(kind, r)
            out.add(key, _bonus_action, key, kind, r, rate, base + r)
    elif kind == "exchange":
        card = d["cards"][0]
        for i in affordable_exchanges(card, d["budget"]) + [0]:
            out.add(n.exchange_key(card, i), _exchange, card, i)
    else:  # pragma: no cover
        raise AssertionError(kind)


def _leader_fields(slug: str) -> dict:
    return {"leader": slug}


def _discard(slug: str) -> LegalAction:
    return worded(n.leader_key("discard", slug), "leader_discard",
                  message("discard {leader} for a council privilege", leader=w.leader_arg(slug)),
                  _leader_fields(slug))


def _play(slug: str, target: str | None) -> LegalAction:
    copying = {"copied": w.leader_arg(target)} if target else {}
    return worded(n.leader_key("play", slug, target), "leader_play",
                  message("play {leader}" + (" copying {copied}" if target else ""),
                          leader=w.leader_arg(slug), **copying),
                       {"leader": slug, "copies": target})


def _activate(slug: str, member: str | None) -> LegalAction:
    on = {"member": w.member_arg(member)} if member else {}
    return worded(n.leader_key("activate", slug, member), "leader_activate",
                  message("activate {leader}" + (" on {member}" if member else ""),
                          leader=w.leader_arg(slug), **on),
                       {"leader": slug, "member": member})


# (key, maker entry) of discarding each leader, made once (read-only)
_DISCARD_ENTRY = {slug: (n.leader_key("discard", slug), (_discard, (slug,))) for slug in LEADERS}


def _leader_actions(s: State, seat: int, out: LegalActions) -> None:
    p = s.players[seat]
    if p.leaders_hand:  # leaders are discarded and played from the hand
        keys, makers = out.keys, out.makers  # `out.add` inlined: a leader's turns list them
        for slug in p.leaders_hand:
            key, entry = _DISCARD_ENTRY[slug]
            keys.append(key)
            makers.append(entry)
        for slug, target in leaders.playable(s, seat):
            out.add(n.leader_key("play", slug, target), _play, slug, target)
    if p.leaders_played:  # and activated once played
        for slug, member in leaders.activatable(s, seat):
            out.add(n.leader_key("activate", slug, member), _activate, slug, member)


# The same every time: made once and shared (a LegalAction is read-only)
_PASS = worded("pass", "pass", message("pass: no member can be placed"), {})
_END = worded("end", "end", message("end the turn"), {})
_SUPPORT = worded("support", "support", message("support the Church"), {})
_EXCOMMUNICATE = worded("excommunicate", "excommunicate", message("accept the excommunication"),
                        {})


def _tile_fields(t: int) -> dict:
    return {"tile": t}


def _tile(t: int) -> LegalAction:
    return worded(f"tile {t}", "tile", message("choose personal bonus tile {tile}",
                                                tile=number(t)), _tile_fields(t))


def _draft(slug: str) -> LegalAction:
    return worded(f"draft {slug}", "draft", message("keep {leader}", leader=w.leader_arg(slug)),
                  _leader_fields(slug))


def pass_action() -> LegalAction:
    return _PASS


def compute(s: State, seat: int) -> LegalActions:
    out = LegalActions()
    phase = s.phase
    if phase == "actions":
        if on_placement_turn(s, seat):
            listed, parts = placement_turn(s, seat)
            if listed is not None:
                out = listed
            if not _fill_all(parts, out):
                out.append(pass_action())
            return out
        if s.pending:
            who, d = s.pending[0]
            if who == seat:
                _decision_actions(s, seat, d, out)
            return out
        if seat != s.current_seat:
            return out
        if leaders.may_act(s, seat):  # the placement made: leader actions, then the end
            _leader_actions(s, seat, out)
        out.append(_END)
        return out
    if phase == "vatican":
        if seat in s.vatican:
            out.append(_SUPPORT)
            out.append(_EXCOMMUNICATE)
    elif phase == "tiles":
        if seat == drafts.tile_picker(s):
            for t in s.tiles_offered:
                out.add(f"tile {t}", _tile, t)
    elif phase == "leaders":
        if seat in drafts.drafting_seats(s):
            for slug in s.players[seat].draft_hand:
                out.add(f"draft {slug}", _draft, slug)
    return out


_memo: tuple = (None, -1, None)  # (state, seat, actions); replaced whole, so thread-safe


def legal_for_key(s: State, seat: int, key: str) -> LegalActions:
    """Enough of the legal actions to check one key (the full list is what a bot or a frontend
    asks for): a placement enumerates only that member on that space, a privilege or a bonus
    card only that option or floor, and a `pass` skips the enumeration when no member can reach
    even value 1 (`_cannot_place`)."""
    m = _memo
    if m[0] is s and m[1] == seat:
        return m[2]
    words = key.split(" ")
    verb = words[0]
    if s.phase == "actions" and len(words) >= 2:
        if s.pending:
            who, d = s.pending[0]
            if who == seat and verb == d["kind"] and verb in ("privilege", "take"):
                out = LegalActions()
                _decision_actions(s, seat, d, out, words[1])
                return out
        elif (verb == "place" and len(words) >= 3 and not s.acted
              and s.current_seat == seat):
            out = LegalActions()
            _place_one(s, seat, words[1], words[2], out)
            return out
    elif (key == "pass" and s.phase == "actions" and not s.pending and not s.acted
          and s.current_seat == seat and _cannot_place(s, seat)):
        out = LegalActions()
        out.append(pass_action())
        return out
    return compute(s, seat)


# The fields of the actions `decide` checks most, without their descriptions: by maker.
_FIELDS = {_tower_place: ("place", _tower_fields), _space_place: ("place", _space_fields),
           _privilege: ("privilege", _privilege_fields)}
# and of the advanced game's set-up drafts and leader discards (one in six of its decisions)
_FIELDS.update({_tile: ("tile", _tile_fields), _draft: ("draft", _leader_fields),
                _discard: ("leader_discard", _leader_fields)})


def action_for_key(s: State, seat: int, key: str) -> tuple[str, dict] | None:
    """(kind, fields) of the legal action with this key, or None if it is not legal now: all
    `decide` needs, so the description is only built for the rarer kinds."""
    acts = legal_for_key(s, seat, key)
    try:
        i = acts.keys.index(key)
    except ValueError:
        return None
    return entry_details(acts.makers[i])


def entry_details(entry: tuple) -> tuple[str, dict]:
    """(kind, fields) of a `LegalActions` maker entry (maker, args), without the description
    when the maker is one `decide` checks most."""
    maker, args = entry
    plain = _FIELDS.get(maker)
    if plain is None:
        a = maker(*args)
        return a.kind, a.fields
    return plain[0], plain[1](*args)


def legal_actions(s: State, seat: int) -> LegalActions:
    """The legal actions (a read-only sequence, built lazily). Memoised for the last state asked,
    because a bot or the API asks and then `decide` checks the same state again."""
    global _memo
    m = _memo
    if m[0] is s and m[1] == seat:
        return m[2]
    acts = compute(s, seat)
    _memo = (s, seat, acts)
    return acts


def seats_to_act(s: State) -> tuple[int, ...]:
    if s.phase == "actions":
        if s.pending:
            return (s.pending[0][0],)
        cur = s.current_seat
        return (cur,) if cur is not None else ()
    if s.phase == "vatican":
        return tuple(s.vatican)
    if s.phase == "tiles":
        return (drafts.tile_picker(s),)
    if s.phase == "leaders":
        return drafts.drafting_seats(s)
    return ()
