"""Family member and action values (rules: "Aktionen", character cards, leaders, excommunications)."""
from typing import NamedTuple

from domain.lorenzo.catalog import CARDS, EXCOMMUNICATIONS
from domain.lorenzo.catalog.cards import Card
from domain.lorenzo.state import Player, State


def excommunication_effects(p: Player):
    for tid in p.excommunications:
        yield from EXCOMMUNICATIONS[tid].effects


def member_value(s: State, p: Player, member: str) -> int:
    """A member's value before servants: die (neutral 0), leader overrides and bonuses, tiles."""
    coloured = member != "neutral"
    if member in p.member_set:
        v = p.member_set[member]
    elif coloured and p.leader_active("ludovico-il-moro"):
        v = 5
    else:
        v = s.dice.get(member, 0) if coloured else 0
    if coloured and p.leader_active("lucrezia-borgia"):
        v += 2
    if not coloured and p.leader_active("sigismondo-malatesta"):
        v += 3
    for eff in excommunication_effects(p):
        if eff["type"] == "family_member_value_modifier" and coloured:
            v += eff["value"]
    return v


def servants_per_point(p: Player) -> int:
    """Servants paid for each +1 of action value (excommunication 2-6 doubles it)."""
    return perks(p).rate


def _cards(p: Player, card_type: str) -> list[Card]:
    return [CARDS[c] for c in p.cards[card_type]]


def tower_modifier(p: Player, card_type: str) -> int:
    """Character bonuses (+2 …) and excommunication maluses (-4) when taking a card type."""
    return perks(p).tower_mod[card_type]


def area_modifier(p: Player, action: str, card_modifiers: bool = True) -> int:
    """Harvest/production bonuses from characters (unless a leader's action) and tile maluses."""
    v = 0
    if card_modifiers:
        for c in _cards(p, "character"):
            v += c.harvest_bonus if action == "harvest" else c.production_bonus
    for eff in excommunication_effects(p):
        if eff["type"] == "action_value_modifier" and eff["action"] == action:
            v += eff["value"]
    return v


def tower_discounts(p: Player, card: Card) -> tuple[dict, tuple]:
    """Permanent discounts on a card: fixed ones summed, plus the choose-one options."""
    k = perks(p)
    return dict(k.discount[card.type]), k.discount_options[card.type]


def forbidden_area(p: Player, area: str) -> bool:
    return any(e["type"] == "forbid_action_area" and e["area"] == area
               for e in excommunication_effects(p))


def skips_first_turn(p: Player) -> bool:
    return any(e["type"] == "skip_first_turn_each_round" for e in excommunication_effects(p))


class Perks(NamedTuple):
    """Everything a player's cards, leaders and tiles change about taking cards, gathered in
    one pass (legal-action enumeration asks for it for every floor)."""

    key: tuple  # what the perks are derived from (hashable: keys other caches)
    tower_mod: dict  # card type -> action value modifier
    discount: dict  # card type -> fixed discount
    discount_options: dict  # card type -> choose-one discounts
    no_floor_bonus: frozenset
    rate: int  # servants per +1
    pico: bool
    brunelleschi: bool
    cesare: bool
    ariosto: bool
    cache: dict  # derived values keyed by card/floor (prices, net floor bonuses), filled lazily


_perks_memo: tuple = (None, None)
_perks_cache: dict = {}


def perks(p: Player) -> Perks:
    """Memoised by what perks depend on (characters, tiles, leaders), so equal perks are the
    same object and can key other caches."""
    global _perks_memo
    m = _perks_memo
    if m[0] is p:
        return m[1]
    key = (p.cards["character"], p.excommunications, p.leaders_played,
           tuple(p.leader_copies.items()))
    out = _perks_cache.get(key)
    if out is None:
        out = _compute_perks(p, key)
        if len(_perks_cache) > 20000:
            _perks_cache.clear()
        _perks_cache[key] = out
    _perks_memo = (p, out)
    return out


def _compute_perks(p: Player, key: tuple) -> Perks:
    mod = {"territory": 0, "building": 0, "character": 0, "venture": 0}
    disc = {t: {} for t in mod}
    opts = {t: () for t in mod}
    no_floor: set = set()
    for c in _cards(p, "character"):
        tb = c.tower_bonus
        if tb:
            mod[tb.card_type] += tb.value
            for k, v in tb.discount.items():
                disc[tb.card_type][k] = disc[tb.card_type].get(k, 0) + v
            if tb.discount_options:
                opts[tb.card_type] = tb.discount_options
        no_floor.update(c.no_floor_bonus)
    rate = 1
    for eff in excommunication_effects(p):
        if eff["type"] == "action_value_modifier" and eff["action"] == "tower":
            mod[eff["card_type"]] += eff["value"]
        elif eff["type"] == "servants_per_action_value_point":
            rate = eff["servants"]
    return Perks(key, mod, disc, opts, frozenset(no_floor), rate,
                 p.leader_active("pico-della-mirandola"), p.leader_active("filippo-brunelleschi"),
                 p.leader_active("cesare-borgia"), p.leader_active("ludovico-ariosto"), {})
