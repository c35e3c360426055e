"""Family member and action values (rules: "Aktionen", character cards, leaders, excommunications)."""
from typing import NamedTuple

from domain.lorenzo.catalog import CARDS, EXCOMMUNICATIONS
from domain.lorenzo.catalog.cards import Card
from domain.lorenzo.state import Player, State
from domain.shared.lru import ByteLRU, deep_size


def excommunication_effects(p: Player):
    for tid in p.excommunications:
        yield from EXCOMMUNICATIONS[tid].effects


def member_value(s: State, p: Player, member: str) -> int:
    """A member's value before servants: die (neutral 0), leader overrides and bonuses, tiles."""
    return member_values(s, p, (member,))[member]


def member_values(s: State, p: Player, members, k=None) -> dict:
    """member_value of several members at once (legal actions ask for every unplaced one);
    `k`: the player's perks, when the caller has them already."""
    if k is None:
        k = perks(p)
    fixed = p.member_set
    out = {}
    for m in members:
        if m == "neutral":
            out[m] = fixed.get(m, 0) + k.neutral_bonus
        else:
            v = fixed[m] if m in fixed else 5 if k.moro else s.dice.get(m, 0)
            out[m] = v + k.coloured_bonus
    return out


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
    k = perks(p)
    return k.area_cards[action] + k.area_tiles[action] if card_modifiers \
        else k.area_tiles[action]


def tower_discounts(p: Player, card: Card) -> tuple[dict, tuple]:
    """Permanent discounts on a card: fixed ones summed, plus the choose-one options."""
    k = perks(p)
    return dict(k.discount[card.type]), k.discount_options[card.type]


def forbidden_area(p: Player, area: str) -> bool:
    if area == "market":
        return perks(p).no_market
    return any(e["type"] == "forbid_action_area" and e["area"] == area
               for e in excommunication_effects(p))


def skips_first_turn(p: Player) -> bool:
    return any(e["type"] == "skip_first_turn_each_round" for e in excommunication_effects(p))


class Perks(NamedTuple):
    """Everything a player's cards, leaders and tiles change about taking cards, member and area
    values and gains, gathered in one pass (legal-action enumeration asks for it all the time)."""

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
    coloured_bonus: int  # added to a coloured member's value (Lucrezia Borgia, tiles)
    neutral_bonus: int  # added to the neutral member's value (Sigismondo Malatesta)
    moro: bool  # Ludovico il Moro: coloured members are worth 5
    area_cards: dict  # harvest/production -> characters' bonus
    area_tiles: dict  # harvest/production -> excommunication malus
    no_market: bool  # an excommunication forbids the market
    gain_malus: tuple  # (resources, amount) an excommunication takes off every gain
    santa_rita: bool  # a card's immediate goods are doubled
    profiles: dict  # card type -> the towers floor-card table shared by this profile


_perks_by_seat: dict = {}  # seat -> (player, what its perks depend on …, perks)
# Bounded by estimated bytes (group "engine": the process may resize it). Perks differ little
# in size, so one is measured (without its floor-card tables) and that size stands for all,
# plus an allowance for the tables a Perks comes to reference (shared with other perks,
# filled later; a full one measured ≈15 KB, most perks use a few).
TABLES_ALLOWANCE = 8 << 10
_perks_size: list[int] = []


def _perks_estimate(k) -> int:
    if not _perks_size:
        _perks_size.append(deep_size(k._replace(profiles={})))
    return _perks_size[0] + TABLES_ALLOWANCE


_perks_cache = ByteLRU("engine_perks", 8 << 20, group="engine", sizeof=_perks_estimate)


def perks(p: Player) -> Perks:
    """Memoised by what perks depend on (characters, tiles, leaders), so equal perks are the
    same object and can key other caches. Most new Player values only change resources, so the
    last one of each seat is checked first by identity (the same objects hold the same values:
    they are never mutated)."""
    m = _perks_by_seat.get(p.seat)
    if m is not None:
        if m[0] is p:
            return m[5]
        if (m[1] is p.cards["character"] and m[2] is p.excommunications
                and m[3] is p.leaders_played and m[4] is p.leader_copies):
            _perks_by_seat[p.seat] = (p, m[1], m[2], m[3], m[4], m[5])  # one tuple made
            return m[5]
    key = (p.cards["character"], p.excommunications, p.leaders_played,
           tuple(p.leader_copies.items()))
    out = _perks_cache.get(key)
    if out is None:
        out = _compute_perks(p, key)
        _perks_cache.put(key, out)
    _perks_by_seat[p.seat] = (p, key[0], key[1], key[2], p.leader_copies, out)
    return out


def _compute_perks(p: Player, key: tuple) -> Perks:
    mod = {"territory": 0, "building": 0, "character": 0, "venture": 0}
    disc = {t: {} for t in mod}
    opts = {t: () for t in mod}
    no_floor: set = set()
    area_cards = {"harvest": 0, "production": 0}
    for c in _cards(p, "character"):
        area_cards["harvest"] += c.harvest_bonus
        area_cards["production"] += c.production_bonus
        tb = c.tower_bonus
        if tb:
            mod[tb.card_type] += tb.value
            for k, v in tb.discount.items():
                disc[tb.card_type][k] = disc[tb.card_type].get(k, 0) + v
            if tb.discount_options:
                opts[tb.card_type] = tb.discount_options
        no_floor.update(c.no_floor_bonus)
    rate, coloured, no_market, gain_malus = 1, 0, False, []
    area_tiles = {"harvest": 0, "production": 0}
    for eff in excommunication_effects(p):
        t = eff["type"]
        if t == "action_value_modifier" and eff["action"] == "tower":
            mod[eff["card_type"]] += eff["value"]
        elif t == "action_value_modifier" and eff["action"] in area_tiles:
            area_tiles[eff["action"]] += eff["value"]
        elif t == "servants_per_action_value_point":
            rate = eff["servants"]
        elif t == "family_member_value_modifier":
            coloured += eff["value"]
        elif t == "forbid_action_area" and eff["area"] == "market":
            no_market = True
        elif t == "resource_gain_malus":
            gain_malus.append((tuple(eff["resources"]), eff["amount"]))
    if p.leader_active("lucrezia-borgia"):
        coloured += 2
    return Perks(key, mod, disc, opts, frozenset(no_floor), rate,
                 p.leader_active("pico-della-mirandola"), p.leader_active("filippo-brunelleschi"),
                 p.leader_active("cesare-borgia"), p.leader_active("ludovico-ariosto"),
                 coloured, 3 if p.leader_active("sigismondo-malatesta") else 0,
                 p.leader_active("ludovico-il-moro"), area_cards, area_tiles, no_market,
                 tuple(gain_malus), p.leader_active("santa-rita"), {})
