"""Towers: taking development cards ("Türme", "Regeln zum Setzen … in einen Turm").

Floors need 1/3/5/7; floors 3-4 give a bonus usable for the card (not for the fee); a tower
already holding any member costs 3 coins held before placing; at most 6 cards of a type;
territory slots need 0/0/3/7/12/18 military points (held, not paid); ventures may offer an
alternative military cost (chosen by the player).
"""
from typing import NamedTuple

from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import (
    FLOOR_BONUS,
    FLOOR_VALUES,
    MAX_CARDS_PER_TYPE,
    TERRITORY_MILITARY,
    TOWER_FEE,
)
from domain.lorenzo.catalog.cards import Card, CardCost
from domain.lorenzo.rules.effects import apply_and_queue, gain, net_gain
from domain.lorenzo.rules.values import perks, servants_per_point, tower_discounts
from domain.lorenzo.state import Player, State
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
    this player's discounts. Cached: it depends only on the card and the player's perks."""
    k = perks(p)
    key = (card.id, tuple(sorted(extra.items()))) if extra else card.id
    hit = k.cache.get(key)
    if hit is not None:
        return hit
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
    k.cache[key] = out = tuple(out)
    return out


def _net_floor_bonus(p: Player, k, colour: str, floor: int) -> dict:
    """What the floor's bonus actually gives this player (Preacher, excommunication maluses)."""
    key = (colour, floor)
    got = k.cache.get(key)
    if got is None:
        got = k.cache[key] = net_gain(p, floor_bonus(p, colour, floor))
    return got


class FloorOffer(NamedTuple):
    """What taking the card on one floor involves, before servants are considered."""

    space: str
    modifier: int  # the card type's tower modifier for this player
    need: int  # the floor's value
    fee: int
    payments: tuple  # (cost index, discount index, payment) affordable before servants


def floor_offer(s: State, seat: int, space: str, extra_discount: dict,
                occupied: bool | None = None, reach: int = 99) -> FloorOffer | None:
    """The card on `space` for this player, or None when no value up to `reach` (best base
    value plus every servant) could take it."""
    card_id = s.towers.get(space)
    if card_id is None:
        return None
    card = CARDS[card_id]
    p = s.players[seat]
    n = len(p.cards[card.type])
    if n >= MAX_CARDS_PER_TYPE:
        return None
    k = perks(p)
    colour, floor = parse_space(space)
    if reach + k.tower_mod[card.type] < FLOOR_VALUES[floor - 1]:
        return None
    res = p.res
    fee = 0
    if occupied is None:
        occupied = tower_occupied(s, colour)
    if occupied and not k.brunelleschi:
        fee = TOWER_FEE
        if res["coins"] < fee:
            return None
    bonus = k.cache.get((colour, floor))
    if bonus is None:
        bonus = _net_floor_bonus(p, k, colour, floor)
    after = res
    if fee or bonus:
        after = dict(res)
        after["coins"] -= fee
        for key, v in bonus.items():
            after[key] += v
    if (card.type == "territory" and not k.cesare
            and after["military_points"] < TERRITORY_MILITARY[n]):
        return None
    prices = k.cache.get(card.id) if not extra_discount else None
    if prices is None:
        prices = _price_list(p, card, extra_discount)
    pays = []
    for ci, di, needs, pay in prices:  # what must be held: a military requirement, the payment
        for r, v in needs:
            if after[r] < v:
                break
        else:
            pays.append((ci, di, pay))
    if not pays:
        return None
    return FloorOffer(space, k.tower_mod[card.type], FLOOR_VALUES[floor - 1], fee, tuple(pays))


def offer_options(offer: FloorOffer, base: int, servants_held: int, rate: int) -> list:
    """The ways to take an offered card with a base action value: servants buy exactly the
    shortfall, and only servants left after that can pay a cost in servants."""
    raise_ = max(0, offer.need - base - offer.modifier)
    servants = raise_ * rate
    if servants > servants_held:
        return []
    left = servants_held - servants
    return [TakeOption(offer.space, raise_, servants, offer.fee, ci, di, pay)
            for ci, di, pay in offer.payments if pay.get("servants", 0) <= left]


def take_options(s: State, seat: int, space: str, base: int,
                 extra_discount: dict) -> list[TakeOption]:
    """Every way to take the card on `space` with a base action value (before the tower's
    card-type modifiers and servants)."""
    offer = floor_offer(s, seat, space, extra_discount)
    if offer is None:
        return []
    p = s.players[seat]
    return offer_options(offer, base, p.res["servants"], servants_per_point(p))


def take_card(tx: Tx, seat: int, opt: TakeOption) -> None:
    """Pay the fee, receive the floor bonus, pay the card, take it, apply its immediate effect."""
    colour, floor = parse_space(opt.space)
    if opt.fee:
        tx.emit(ev.ResourcesPaid(seat=seat, resources={"coins": opt.fee}, reason="tower-fee"))
    bonus = floor_bonus(tx.state.players[seat], colour, floor)
    if bonus:
        gain(tx, seat, bonus, opt.space)
    if opt.pay:
        tx.emit(ev.ResourcesPaid(seat=seat, resources=dict(opt.pay), reason="card-cost"))
    card_id = tx.state.towers[opt.space]
    tx.emit(ev.CardTaken(seat=seat, card=card_id, space=opt.space))
    apply_and_queue(tx, seat, CARDS[card_id].immediate, f"card:{card_id}", card_immediate=True)
