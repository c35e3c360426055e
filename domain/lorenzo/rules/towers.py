"""Towers: taking development cards ("Türme", "Regeln zum Setzen … in einen Turm").

Floors need 1/3/5/7; floors 3-4 give a bonus usable for the card (not for the fee); a tower
already holding any member costs 3 coins held before placing; at most 6 cards of a type;
territory slots need 0/0/3/7/12/18 military points (held, not paid); ventures may offer an
alternative military cost (chosen by the player).
"""
from typing import NamedTuple

from domain.lorenzo import dealt as dealt_memo
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import (
    FLOOR_BONUS,
    FLOOR_VALUES,
    MAX_CARDS_PER_TYPE,
    TERRITORY_MILITARY,
    TOWER_FEE,
    TYPE_OF_COLOUR,
)
from domain.lorenzo.catalog.cards import Card, CardCost
from domain.lorenzo.notation import cost_suffix
from domain.lorenzo.rules.effects import apply_and_queue, gain, net_gain
from domain.lorenzo.rules.values import perks, servants_per_point, tower_discounts
from domain.lorenzo.state import FIELD, Player, State
from domain.lorenzo.tx import Tx

_FREE = (CardCost({}, {}),)


class TakeOption(NamedTuple):
    """One legal way to take the card on a floor."""

    space: str
    raise_: int  # action value bought with servants
    servants: int
    fee: int
    cost: int | None  # 1-based cost alternative, shown only when the card has several
    disc: int | None  # 1-based discount alternative, shown only when it changes the payment
    pay: dict


_SPACES = {f"tower.{c}.{f}": (c, f) for c in ("green", "blue", "yellow", "purple")
           for f in (1, 2, 3, 4)}
_INDEX = {space: i for i, space in enumerate(_SPACES)}
_NEED = {space: FLOOR_VALUES[floor - 1] for space, (_, floor) in _SPACES.items()}


def parse_space(space: str) -> tuple[str, int]:
    return _SPACES[space]


def tower_occupied(s: State, colour: str) -> bool:
    occ = s.occupants
    return any(occ.get(f"tower.{colour}.{f}") for f in (1, 2, 3, 4))


def floor_bonus(p: Player, colour: str, floor: int) -> dict:
    """The floor's bonus, unless a Preacher withholds it."""
    if floor in perks(p).no_floor_bonus:
        return {}
    return FLOOR_BONUS[(colour, floor)]


def _price_list(p: Player, card: Card, extra: dict) -> tuple:
    """(cost index, discount index, what must be held, payment) for every way to pay the card after
    this player's discounts (and an action's extra discount)."""
    k = perks(p)
    fixed, opts = tower_discounts(p, card)
    for r, v in extra.items():
        fixed[r] = fixed.get(r, 0) + v
    costs = card.costs or _FREE
    out = []
    for ci, cost in enumerate(costs, 1):
        pays = []
        for o in (opts or ({},)):
            pay = dict(cost.pay)
            if not cost.requires:  # discounts cut resource costs, not a military alternative
                for d in (fixed, o):
                    for r, v in d.items():
                        if r in pay:
                            pay[r] = max(0, pay[r] - v)
                if k.pico and pay.get("coins"):
                    pay["coins"] = max(0, pay["coins"] - 3)
            pays.append({r: v for r, v in pay.items() if v})
        distinct = len({tuple(sorted(x.items())) for x in pays}) > 1
        for di, pay in enumerate(pays, 1):
            if distinct or di == 1:
                needs = tuple(cost.requires.items()) + tuple(pay.items())
                out.append((ci if len(costs) > 1 else None, di if distinct else None,
                            needs, pay))
    return tuple(out)


class FloorCard(NamedTuple):
    """The fixed part of taking one card from one floor, for one set of perks: everything but
    what the player holds, which `floor_offers` then checks against `thresholds`."""

    card_type: str
    colour: str
    need: int  # the floor's value
    military_bonus: int  # military points the floor bonus adds (territory slot requirement)
    # Per way to pay: (servants in the payment, thresholds, (cost index, discount index,
    # payment, key suffix)); thresholds are (resource, least held before placing), i.e. what
    # must be held once the fee is paid and the floor bonus received. The last part is
    # passed on whole to the offers (`FloorOffer`): fewer values to unpack and pack per offer.
    free: tuple  # when no fee is due
    with_fee: tuple  # when the 3-coin tower fee is due


# Floor cards depend on the card, the floor and a few of the player's perks for its card type
# (not its tower modifier, which `floor_offers` adds): one table per distinct such profile,
# shared by every player (and game) with that profile. A table holds floor cards by (space,
# card, extra discount) (card * 16 + space index without an extra discount), net floor bonuses
# by space (a card may turn up on any floor) and, under "shared", what it shares with every
# profile of the same discounts: price lists by (card, extra discount), and floor cards by
# (their key in the table, net floor bonus), made once for all those profiles (their floor
# bonus is the same on most floors). Keyed on immutable values only, and bounded: at most the
# 24 cards of a type on its 4 floors (and the rare extra discounts of bonus actions) per table.
_TABLES: dict = {}
_SHARED: dict = {}  # by price profile (a table's discounts and Pico)
_TABLES_MAX = 1000


def _shared_table(p: Player, k, t: str) -> dict:
    """The table of this player's profile for card type `t`; memoised in perks. The profile:
    all a floor card depends on besides its space, card and extra discount."""
    prices = (t, tuple(sorted(k.discount[t].items())),
              tuple(tuple(sorted(o.items())) for o in k.discount_options[t]), k.pico)
    profile = prices + (k.no_floor_bonus, k.gain_malus)
    table = _TABLES.get(profile)
    if table is None:
        if len(_TABLES) >= _TABLES_MAX:
            _TABLES.clear()
            _SHARED.clear()
        shared = _SHARED.get(prices)
        if shared is None:
            shared = _SHARED[prices] = ({}, {})  # price lists, floor cards
        table = _TABLES[profile] = {"shared": shared}
    k.profiles[t] = table
    return table


def _floor_card(p: Player, k, table: dict, key, space: str, card: Card, extra: dict,
                extra_key) -> FloorCard:
    colour, floor = parse_space(space)
    bonus = table.get(space)
    if bonus is None:
        bonus = table[space] = net_gain(p, floor_bonus(p, colour, floor))
    price_lists, floor_cards = table["shared"]
    shared_key = (key, tuple(bonus.items()))
    f = floor_cards.get(shared_key)
    if f is not None:
        table[key] = f
        return f
    prices = price_lists.get((card.id, extra_key))
    if prices is None:
        prices = price_lists[(card.id, extra_key)] = _price_list(p, card, extra)
    by_fee = []
    for fee in (0, TOWER_FEE):
        entries = []
        for ci, di, needs, pay in prices:
            # held after the fee and the bonus >= v  <=>  held before >= v + fee - bonus
            thresholds = tuple([(r, v - bonus.get(r, 0) + (fee if r == "coins" else 0))
                                for r, v in needs])
            entries.append((pay.get("servants", 0), thresholds,
                            (ci, di, pay, cost_suffix(ci, di))))
        by_fee.append(tuple(entries))
    table[key] = floor_cards[shared_key] = f = FloorCard(
        card.type, colour, _NEED[space], bonus.get("military_points", 0), *by_fee)
    return f


# One way to pay for the card on one floor that the player can afford, with the least base
# value (before the tower modifier) that can take it that way: a plain tuple (a NamedTuple is
# dearer to make and to free, and a placement turn makes a dozen), of
#   least: servants buy the shortfall to `need`, and those left pay a cost in servants
#   space, card,
#   modifier: the card type's tower modifier for this player
#   need: the floor's value
#   fee: as in TakeOption
#   (cost, disc, pay, suffix): cost, disc and pay as in TakeOption, suffix of the key
#   (`cost_suffix`); one tuple, made once per floor card (`FloorCard`)
FloorOffer = tuple


def _dealt(towers: dict, by_tower) -> list:
    """(colour, card type, floors) of each tower of `by_tower` ((colour, card type, spaces), as
    `_TOWERS` or `_by_tower`) with a card on those spaces, floors being (space, card, floor's
    value, floor card key, the floor's bit: 1 << its index in the board's order) in that order
    (a tower's cards are all of its type)."""
    out = []
    for colour, t, spaces in by_tower:
        floors = []  # a loop: cheaper than a comprehension's frame
        for space in spaces:
            cid = towers.get(space)
            if cid is not None:
                floors.append(_ROWS[space][cid])
        if floors:
            out.append((colour, t, floors))
    return out


def _by_tower(spaces) -> list:
    """`spaces` (in the board's order) by tower, as `_dealt` takes them."""
    out: list = []
    for space in spaces:
        colour = _SPACES[space][0]
        if not out or out[-1][0] != colour:
            out.append((colour, TYPE_OF_COLOUR[colour], []))
        out[-1][2].append(space)
    return out


_TOWERS = tuple(_by_tower(_SPACES))
# `_dealt`'s entry of every card on every floor, made once (read-only)
_ROWS = {space: {cid: (space, cid, _NEED[space], cid * 16 + _INDEX[space], 1 << _INDEX[space])
                 for cid in CARDS} for space in _SPACES}


def floor_offers(s: State, seat: int, spaces, extra_discount: dict,
                 occupied_colours=None, reach: int = 99, skip: int = 0,
                 k=None) -> list[FloorOffer]:
    """The offers of the floors in `spaces` (None: every floor; else in the board's order,
    each tower bottom up, as `TOWER_SPACES`) whose card this player could
    take with a value up to `reach` (best base value plus every servant), floor by floor in
    that order, each floor's in its payments' order; none on the floors in `skip` (a mask:
    a floor's bit is 1 << its index in the board's order).
    `occupied_colours`: the towers holding any member, and `k` the player's perks, if the
    caller knows them."""
    towers, p = s.towers, s.players[seat]
    if k is None:
        k = perks(p)
    res, cards, tables, tower_mod, rate = p.res, p.cards, k.profiles, k.tower_mod, k.rate
    coins, military, servants = res["coins"], res["military_points"], res["servants"]
    fee_due = not k.brunelleschi
    slots_count = not k.cesare  # the military requirement of territory slots
    extra = tuple(sorted(extra_discount.items())) if extra_discount else None
    if spaces is not None:
        dealt = _dealt(towers, _by_tower(spaces))
    elif dealt_memo.last[0] is towers:  # the same for every seat, and kept as cards are taken
        dealt = dealt_memo.last[1]
    else:
        dealt = _dealt(towers, _TOWERS)
        dealt_memo.last = (towers, dealt)
    out = []
    # what is the same for a whole tower (its card type, fee, modifier) is asked once per tower
    for colour, t, floors in dealt:
        n = len(cards[t])
        if n >= MAX_CARDS_PER_TYPE:
            continue
        if fee_due and (colour in occupied_colours if occupied_colours is not None
                        else tower_occupied(s, colour)):
            if coins < TOWER_FEE:
                continue
            fee, which = TOWER_FEE, 5  # FloorCard.with_fee
        else:
            fee, which = 0, 4  # FloorCard.free
        mod = tower_mod[t]
        top = reach + mod
        table = tables.get(t) or _shared_table(p, k, t)
        slot = TERRITORY_MILITARY[n] - military if slots_count and t == "territory" else None
        for space, card_id, need, key, bit in floors:
            if top < need:  # a tower's floors in order: the ones above need more still
                break
            if skip & bit:
                continue
            # a floor card's key: an int for a placement (cheap to hash, no tuple to build),
            # the tuple when a bonus action's extra discount also counts
            if extra is not None:
                key = (space, card_id, extra)
            f = table.get(key)
            if f is None:
                f = _floor_card(p, k, table, key, space, CARDS[card_id], extra_discount, extra)
            if slot is not None and f[3] < slot:  # the territory slot's military points
                continue
            short = need - mod
            for pay_servants, thresholds, payment in f[which]:
                for r, v in thresholds:  # what must be held: a military requirement, a payment
                    if res[r] < v:
                        break
                else:
                    if pay_servants <= servants:
                        out.append((short - (servants - pay_servants) // rate, space,
                                    card_id, mod, need, fee, payment))
    return out


def take_options(s: State, seat: int, spaces, base: int,
                 extra_discount: dict) -> list[TakeOption]:
    """Every way to take the card on each of `spaces` (in that order) with a base action value
    (before the tower's card-type modifiers and servants): servants buy exactly the
    shortfall."""
    rate = servants_per_point(s.players[seat])
    out = []
    for least, space, _card, modifier, need, fee, (cost, disc, pay, _suffix) in floor_offers(
            s, seat, spaces, extra_discount):
        if least <= base:
            r = max(0, need - modifier - base)
            out.append(TakeOption(space, r, r * rate, fee, cost, disc, pay))
    return out


_PLAYERS_AT, _TOWERS_AT = FIELD["players"], FIELD["towers"]  # in a Tx's fields
_HAS_BONUS = {space: bool(FLOOR_BONUS[where]) for space, where in _SPACES.items()}


def take_card(tx: Tx, seat: int, space: str, fee: int, pay: dict) -> None:
    """Pay the fee, receive the floor bonus, pay the card, take it, apply its immediate effect
    (the option's space, fee and payment as in TakeOption; the State is not built: its fields
    are read as they are)."""
    colour, floor = _SPACES[space]
    if fee:
        tx.emit(ev.ResourcesPaid(seat, {"coins": fee}, "tower-fee"))
    if _HAS_BONUS[space]:  # floors 1-2: no bonus, no Preacher to ask about
        bonus = floor_bonus(tx.fields[_PLAYERS_AT][seat], colour, floor)
        if bonus:
            gain(tx, seat, bonus, space)
    if pay:
        tx.emit(ev.ResourcesPaid(seat, dict(pay), "card-cost"))
    card_id = tx.fields[_TOWERS_AT][space]
    tx.emit(ev.CardTaken(seat, card_id, space))
    apply_and_queue(tx, seat, CARDS[card_id].immediate, _SOURCE[card_id], card_immediate=True)


_SOURCE = {cid: f"card:{cid}" for cid in CARDS}  # a card's effects' source name
