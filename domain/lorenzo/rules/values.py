"""Family member and action values (rules: "Aktionen", character cards, leaders, excommunications)."""
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
    for eff in excommunication_effects(p):
        if eff["type"] == "servants_per_action_value_point":
            return eff["servants"]
    return 1


def _cards(p: Player, card_type: str) -> list[Card]:
    return [CARDS[c] for c in p.cards[card_type]]


def tower_modifier(p: Player, card_type: str) -> int:
    """Character bonuses (+2 …) and excommunication maluses (-4) when taking a card type."""
    v = 0
    for c in _cards(p, "character"):
        if c.tower_bonus and c.tower_bonus.card_type == card_type:
            v += c.tower_bonus.value
    for eff in excommunication_effects(p):
        if (eff["type"] == "action_value_modifier" and eff["action"] == "tower"
                and eff["card_type"] == card_type):
            v += eff["value"]
    return v


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
    fixed: dict = {}
    options: tuple = ()
    for c in _cards(p, "character"):
        tb = c.tower_bonus
        if tb and tb.card_type == card.type:
            for k, v in tb.discount.items():
                fixed[k] = fixed.get(k, 0) + v
            if tb.discount_options:
                options = tb.discount_options
    return fixed, options


def forbidden_area(p: Player, area: str) -> bool:
    return any(e["type"] == "forbid_action_area" and e["area"] == area
               for e in excommunication_effects(p))


def skips_first_turn(p: Player) -> bool:
    return any(e["type"] == "skip_first_turn_each_round" for e in excommunication_effects(p))
