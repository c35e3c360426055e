"""Readable English texts for catalogue effects (cards, leaders' abilities, exchanges).
Not imported by the catalogue package itself (it uses `words`, which imports the catalogue)."""
from __future__ import annotations

from domain.lorenzo.words import _MANY, _ONE, amount
from domain.lorenzo.words import resources as res


def _kinds(names, one: bool = False, join: str = "and") -> str:
    """`wood and stone`, `wood, stone, coins and servants` (resource kinds; `one`: singular,
    `coin`)."""
    table = _ONE if one else _MANY
    words = [table.get(n, str(n).replace("_", " ")) for n in names or ()]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {join} " + words[-1]


def _cards(card_type) -> str:
    return "cards of any type" if card_type in (None, "any") else f"{card_type} cards"


def _members(which) -> str:
    return {"all_coloured": "coloured family members", "one_coloured":
            "coloured family members", "neutral": "neutral family member"}.get(
        which, str(which).replace("_", " "))


def _signed(v: int) -> str:
    return f"+{v}" if v >= 0 else str(v)


def _discount(e: dict) -> str:
    if e.get("discount"):
        return f", paying {res(e['discount'])} less"
    if e.get("discount_options"):
        return ", paying " + " or ".join(res(d) for d in e["discount_options"]) + " less"
    return ""


def _modifier(e: dict) -> str:
    v = _signed(e.get("value", 0))
    if e.get("action") == "tower":
        return f"{v} to the value of actions taking {_cards(e.get('card_type'))}" + _discount(e)
    return f"{v} to the value of your {e.get('action')} actions"


def _bonus_action(e: dict) -> str:
    word = "harvest" if e["type"] == "harvest_action" else "production"
    out = f"perform a {word} action at value {e.get('action_value')}"
    if e.get("card_modifiers_apply") is False:
        out += " (your cards' bonuses to its value do not apply)"
    return out


def _lose(e: dict) -> str:
    n = e.get("lose", 1)
    head = f"at the end of the game, lose {amount(n, 'victory_points')}"
    if e.get("per"):
        (kind, k), = e["per"].items()
        return f"{head} for every {amount(k, kind)} you have"
    if e.get("per_building_card_cost"):
        return (f"{head} for every {_kinds(e['per_building_card_cost'], one=True)} in the "
                "costs of your building cards")
    if e.get("per_resource_in_supply"):
        return f"{head} for every {_kinds(e['per_resource_in_supply'], one=True)} you have"
    return head


def _take(e: dict) -> str:
    kind = e.get("card_type")
    what = "a card of any type" if kind in (None, "any") else f"a {kind} card"
    out = f"take {what} at action value {e.get('action_value')}"
    return out + (f" paying {res(e['discount'])} less" if e.get("discount") else "")


def _activation(e: dict) -> str:
    word = "Harvest" if e["type"] == "harvest" else "Production"
    return f"{word} (value {e.get('action_value')}): " + "; ".join(effects(e.get("effects")))


def _exchange(e: dict) -> str:
    opts = []
    for o in e.get("options", []):
        gains = " and ".join(effect(g).removeprefix("gain ") for g in o.get("gain", []))
        opts.append(f"pay {res(o.get('pay'))} for {gains}" if o.get("pay") else gains)
    return "exchange (choose one): " + " OR ".join(opts)


def _privilege(e: dict) -> str:
    n = e.get("count", 1)
    return (f"{n} council privilege" + ("s" if n != 1 else "")
            + (" (all different)" if e.get("different") and n > 1 else ""))


_TEXTS = {
    "gain_resources": lambda e: f"gain {res(e.get('resources'))}",
    "council_privilege": _privilege,
    "gain_per_card": lambda e: (f"gain {res(e.get('resources'))} per "
                                f"{e.get('card_type')} card you own"),
    "gain_per_resource": lambda e: f"gain {res(e.get('resources'))} per {res(e.get('per'))} "
                                   "you own",
    "exchange": _exchange,
    "take_card": _take,
    "harvest_action": _bonus_action,
    "production_action": _bonus_action,
    "harvest": _activation,
    "production": _activation,
    "action_value_modifier": _modifier,
    "no_tower_space_bonus": lambda e: ("you no longer receive the tower bonuses of floors "
                                       + " and ".join(str(f) for f in e.get("floors", ()))),
    "end_game_victory_points": lambda e: (f"{amount(e.get('amount', 0), 'victory_points')} "
                                          "at the end of the game"),
    "place_in_occupied_action_spaces": lambda e: ("you may place family members in action "
                                                  "spaces already occupied"),
    "no_occupied_tower_cost": lambda e: ("you do not pay the 3 coins for a tower already "
                                         "occupied"),
    "set_family_member_value": lambda e: (
        f"one of your coloured family members (your choice) has value {e.get('value')}"
        if e.get("members") == "one_coloured" else
        f"your {_members(e.get('members'))} have value {e.get('value')}"),
    "card_coin_discount": lambda e: (f"pay {amount(e.get('amount', 0), 'coins')} less for "
                                     "every development card that costs coins"),
    "victory_points_on_church_support": lambda e: (
        f"{e.get('amount', 0)} more victory points each time you support the Church"),
    "family_member_value_bonus": lambda e: (f"{_signed(e.get('value', 0))} to the value of "
                                            f"your {_members(e.get('members'))}"),
    "family_member_value_modifier": lambda e: (f"{_signed(e.get('value', 0))} to the value of "
                                               f"your {_members(e.get('members'))}"),
    "copy_leader_ability": lambda e: ("copy the ability of a leader another player has "
                                      "already played" + (" (the choice is final)"
                                                          if e.get("choice_is_final") else "")),
    "ignore_territory_military_requirement": lambda e: ("you need no military points to take "
                                                        "territory cards"),
    "double_card_immediate_resources": lambda e: (
        f"you get twice the {_kinds(e.get('resources'))} that cards' immediate effects give"),
    "resource_gain_malus": lambda e: (
        f"each time you gain {_kinds(e.get('resources'), join='or')} (from a card or an "
        f"action space), you get {e.get('amount', 1)} less"),
    "forbid_action_area": lambda e: f"you cannot place family members in the {e.get('area')}",
    "servants_per_action_value_point": lambda e: (f"you need {e.get('servants')} servants to "
                                                  "raise an action value by 1"),
    "skip_first_turn_each_round": lambda e: ("you skip your first turn of each round (you "
                                             "place that family member after everyone else)"),
    "no_end_game_victory_points": lambda e: (f"your {e.get('card_type')} cards give no victory "
                                             "points at the end of the game"),
    "end_game_lose_victory_points": _lose,
}


def effect(e: dict) -> str:
    """One effect in words (every effect type the catalogue has; an unknown one by its
    fields, so a data change cannot break a text)."""
    t = e.get("type")
    words = _TEXTS.get(t)
    if words is not None:
        return words(e)
    fields = ", ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in e.items()
                       if k != "type")
    return (t or "effect").replace("_", " ") + (f": {fields}" if fields else "")


def _plain(v) -> str:
    if isinstance(v, dict):
        return res(v)
    if isinstance(v, list | tuple):
        return ", ".join(_plain(x) for x in v)
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v).replace("_", " ")


def effects(es) -> list[str]:
    return [effect(e) for e in es or ()]


def permanent(card) -> list[str]:
    """A card's permanent effects (activation, character bonuses, venture end points)."""
    out = []
    if card.activation:
        word = "Harvest" if card.type == "territory" else "Production"
        out.append(f"{word} (value {card.activation_value}): "
                   + "; ".join(effects(card.activation)))
    tb = card.tower_bonus
    if tb is not None:
        kind = "any" if tb.card_type == "any" else tb.card_type
        text = f"+{tb.value} to the value of actions taking {kind} cards"
        if tb.discount:
            text += f", paying {res(tb.discount)} less"
        if tb.discount_options:
            text += ", paying less: " + " or ".join(res(d) for d in tb.discount_options)
        out.append(text)
    if card.harvest_bonus:
        out.append(f"+{card.harvest_bonus} to the value of your harvest actions")
    if card.production_bonus:
        out.append(f"+{card.production_bonus} to the value of your production actions")
    if card.no_floor_bonus:
        floors = ", ".join(str(f) for f in card.no_floor_bonus)
        out.append(f"you no longer receive the tower bonuses of floors {floors}")
    if card.end_vp:
        out.append(f"{card.end_vp} victory points at the end of the game")
    return out


def cost(c) -> str:
    text = f"pay {res(c.pay)}"
    if c.requires and c.requires != c.pay:
        text = f"have {res(c.requires)}, " + text
    return text


def card_text(card) -> str:
    parts = []
    if card.costs:
        parts.append("Cost: " + " OR ".join(cost(c) for c in card.costs) + ".")
    else:
        parts.append("Cost: free.")
    if card.immediate:
        parts.append("Immediate: " + "; ".join(effects(card.immediate)) + ".")
    perm = permanent(card)
    if perm:
        parts.append("Permanent: " + "; ".join(perm) + ".")
    return " ".join(parts)
