"""Lorenzo's things in words and as typed message arguments: resources with correct grammar,
action spaces with what they give, cards, leaders, tiles, and the sources of gains and
payments (which the events record as short codes such as `card:57` or `tower-fee`).

Asset ids (`lorenzo.card.57`, `lorenzo.leader.francesco-sforza`, `lorenzo.resource.coins` ...)
are stable names a client maps to its own images (docs/api.md)."""
from __future__ import annotations

from functools import lru_cache

from domain.lorenzo.catalog import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS
from domain.lorenzo.catalog.board import (
    COUNCIL_REWARD,
    FLOOR_BONUS,
    MARKET_REWARDS,
    PRIVILEGE_OPTIONS,
)
from domain.shared.messages import arg

_ONE = {"coins": "coin", "wood": "wood", "stone": "stone", "servants": "servant",
        "military_points": "military point", "faith_points": "faith point",
        "victory_points": "victory point"}
_MANY = {"coins": "coins", "wood": "wood", "stone": "stone", "servants": "servants",
         "military_points": "military points", "faith_points": "faith points",
         "victory_points": "victory points"}


def asset(kind: str, ident) -> str:
    return f"lorenzo.{kind}.{ident}"


def amount(n: int, resource: str) -> str:
    """`1 coin`, `2 coins`, `1 military point`."""
    names = _ONE if n == 1 else _MANY
    return f"{n} {names.get(resource, resource.replace('_', ' '))}"


_ORDER = {k: i for i, k in enumerate(_ONE)}


def resources(res: dict | None) -> str:
    """`5 coins`, `1 wood and 1 stone`, `2 coins and 3 military points` (in a fixed order:
    a dict read back from a store may list its keys in another)."""
    items = sorted((res or {}).items(), key=lambda kv: _ORDER.get(kv[0], len(_ORDER)))
    parts = [amount(v, k) for k, v in items if v]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def effects_gain(effects) -> str:
    """What a list of reward effects gives, in words (market, council)."""
    out = []
    for e in effects:
        if e["type"] == "gain_resources":
            out.append(resources(e["resources"]))
        elif e["type"] == "council_privilege":
            n = e.get("count", 1)
            out.append("a council privilege" if n == 1 else
                       f"{n} different council privileges")
    return " and ".join(out) or "nothing"


def space_name(space: str) -> str:
    """An action space in words, with what it gives (`market space 1 (5 coins)`)."""
    head, _, rest = space.partition(".")
    if head == "tower":
        colour, floor = rest.split(".")
        bonus = FLOOR_BONUS.get((colour, int(floor)))
        extra = f" (bonus {resources(bonus)})" if bonus else ""
        return f"the {colour} tower, floor {floor}{extra}"
    if head == "market":
        return f"market space {rest} ({effects_gain(MARKET_REWARDS[int(rest)])})"
    if head == "council":
        return f"the council palace ({effects_gain(COUNCIL_REWARD)})"
    if head in ("harvest", "production"):
        size = "single" if rest == "1" else "large, value -3"
        return f"the {head} area ({size} space)"
    return space


def space_gain(space: str) -> dict | None:
    """Resources the space itself gives (tower floor bonus, market, council coins)."""
    head, _, rest = space.partition(".")
    if head == "tower":
        colour, floor = rest.split(".")
        return dict(FLOOR_BONUS.get((colour, int(floor))) or {}) or None
    effects = MARKET_REWARDS.get(int(rest)) if head == "market" else (
        COUNCIL_REWARD if head == "council" else None)
    if not effects:
        return None
    out: dict = {}
    for e in effects:
        for k, v in (e.get("resources") or {}).items():
            out[k] = out.get(k, 0) + v
    return out or None


def card_name(cid) -> str:
    return CARDS[cid].name if cid in CARDS else "a card"


def leader_name(slug) -> str:
    return LEADERS[slug].name if slug in LEADERS else "a leader"


def privilege_text(option: int) -> str:
    return resources(PRIVILEGE_OPTIONS.get(option))


# -- message arguments --------------------------------------------------------------------------

def res_arg(res: dict | None) -> dict:
    return arg("resources", dict(res or {}), resources(res))


# A few dozen spaces, cards, leaders and members: one (read-only) argument dict each, made
# once (a turn's legal actions name them dozens of times). Bounded: events name them too.
@lru_cache(maxsize=256)
def space_arg(space: str) -> dict:
    return {**arg("space", space, space_name(space)), "asset": asset("space", space)}


@lru_cache(maxsize=256)
def card_arg(cid) -> dict:
    if cid not in CARDS:
        return arg("card", None, "a card")
    return {**arg("card", cid, CARDS[cid].name), "asset": asset("card", cid)}


@lru_cache(maxsize=256)
def leader_arg(slug) -> dict:
    if slug not in LEADERS:
        return arg("leader", None, "a leader")
    return {**arg("leader", slug, LEADERS[slug].name), "asset": asset("leader", slug)}


def excommunication_arg(tile) -> dict:
    text = f"excommunication tile {tile}"
    if tile in EXCOMMUNICATIONS:
        text += f" ({EXCOMMUNICATIONS[tile].text.rstrip('.')})"
    return {**arg("excommunication", tile, text), "asset": asset("excommunication", tile)}


def bonus_tile_arg(tile) -> dict:
    text = f"personal bonus tile {tile}"
    if tile in BONUS_TILES:
        t = BONUS_TILES[tile]
        text += (f" (harvest: {resources(t.harvest)}; production: "
                 f"{resources(t.production)})")
    return {**arg("bonus_tile", tile, text), "asset": asset("bonus-tile", tile)}


@lru_cache(maxsize=256)
def member_arg(member: str) -> dict:
    return {**arg("member", member, f"{member} family member"), "asset": asset("member", member)}


def source_arg(source: str) -> dict:
    """What an event's `source` / `reason` code stands for, as an argument."""
    if source.startswith("card:") and source[5:].isascii() and source[5:].isdigit():
        return card_arg(int(source[5:]))
    if source.startswith("leader:"):
        return leader_arg(source[7:])
    fixed = {"privilege": "a council privilege", "bonus-tile": "the personal bonus tile",
             "card-cost": "the card's cost", "tower-fee": "the occupied tower's fee",
             "servants": "a higher action value"}
    if source in fixed:
        return arg("source", source, fixed[source])
    return space_arg(source)
