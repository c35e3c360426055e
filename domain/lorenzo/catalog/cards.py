"""The 96 development cards as typed, read-only records (printed number = id)."""
from dataclasses import dataclass
from functools import cache

from domain.lorenzo.catalog.data import raw


@dataclass(frozen=True, slots=True)
class CardCost:
    """One cost alternative: `requires` must be held (not paid), `pay` is paid."""

    requires: dict
    pay: dict


@dataclass(frozen=True, slots=True)
class TowerBonus:
    """A character's permanent bonus when taking cards of `card_type` (value and discounts)."""

    card_type: str
    value: int
    discount: dict
    discount_options: tuple


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    slug: str
    name: str
    type: str
    colour: str
    period: int
    costs: tuple  # of CardCost; empty = free
    immediate: tuple  # effect dicts, in card order
    activation_value: int | None  # harvest (territory) or production (building) value
    activation: tuple  # effect dicts fired by harvest/production
    tower_bonus: TowerBonus | None
    harvest_bonus: int
    production_bonus: int
    no_floor_bonus: tuple  # floors whose bonus the owner no longer receives (Preacher)
    end_vp: int  # venture victory points at the end


def _card(c: dict) -> Card:
    act_value, act, tb = None, (), None
    hb = pb = 0
    no_floor, end_vp = (), 0
    for p in c["permanent_effects"]:
        t = p["type"]
        if t in ("harvest", "production"):
            act_value, act = p["action_value"], tuple(p["effects"])
        elif t == "action_value_modifier" and p["action"] == "tower":
            tb = TowerBonus(p["card_type"], p["value"], dict(p.get("discount", {})),
                            tuple(p.get("discount_options", ())))
        elif t == "action_value_modifier" and p["action"] == "harvest":
            hb = p["value"]
        elif t == "action_value_modifier" and p["action"] == "production":
            pb = p["value"]
        elif t == "no_tower_space_bonus":
            no_floor = tuple(p["floors"])
        elif t == "end_game_victory_points":
            end_vp = p["amount"]
        else:  # pragma: no cover - the catalogue test guards the vocabulary
            raise ValueError(f"card {c['id']}: unknown permanent effect {t}")
    return Card(
        id=c["id"], slug=c["slug"], name=c["name"], type=c["type"], colour=c["colour"],
        period=c["period"],
        costs=tuple(CardCost(dict(o["requires"]), dict(o["pay"])) for o in c["cost_options"]),
        immediate=tuple(c["immediate_effects"]), activation_value=act_value, activation=act,
        tower_bonus=tb, harvest_bonus=hb, production_bonus=pb, no_floor_bonus=no_floor,
        end_vp=end_vp,
    )


CARDS: dict[int, Card] = {c["id"]: _card(c) for c in raw()["development_cards"]}
CARDS_BY_SLUG: dict[str, Card] = {c.slug: c for c in CARDS.values()}


@cache
def deck(card_type: str, period: int) -> tuple[int, ...]:
    """The 8 card numbers of one type and period, in printed order (kept: every set-up asks
    for all twelve)."""
    return tuple(c.id for c in CARDS.values() if c.type == card_type and c.period == period)
