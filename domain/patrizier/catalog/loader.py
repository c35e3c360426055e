"""Loads and validates a Patrizier card catalogue (JSON). Every constraint the rulebook and the
reviews give is checked, so a corrected card list can replace the provisional one without a code
change, and a broken file is refused with a message naming what is wrong."""
from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

DEFAULT_FILE = "patrizier_provisional_v1.json"
SYMBOLS = ("second_crest", "head", "double_head", "move_floor", "take_any_card")
HEADS_ON = {"head": 1, "double_head": 2}
CITY_FLOORS = (5, 7, 9)  # "ist entweder 9, 7 oder 5"
HEAD_TYPES = 3
MIN_STAR_CARDS = 15
HAND = 3  # star cards dealt to each player
MAX_PLAYERS = 5


class CatalogError(ValueError):
    """The catalogue file breaks a known constraint (the message says which)."""


@dataclass(frozen=True, slots=True)
class City:
    slug: str
    name: str
    floors: int  # floors built there in all (the Roman numeral)
    cards: int
    fame: tuple  # (higher tower's tile, lower tower's tile)
    five_player_only: bool


@dataclass(frozen=True, slots=True)
class Head:
    slug: str
    name: str


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    slug: str
    name: str  # e.g. "Bologna 3"
    city: str
    crests: int  # floors this card builds: 1, or 2 with a second crest
    symbol: str  # one of SYMBOLS
    head: str | None  # head slug (symbols head and double_head)
    heads: int  # heads shown: 0, 1 or 2
    star: bool  # a start card

    @property
    def moves(self) -> bool:
        return self.symbol == "move_floor"

    @property
    def any_card(self) -> bool:
        return self.symbol == "take_any_card"


@dataclass(frozen=True, slots=True)
class Catalog:
    meta: dict
    cities: dict  # slug -> City, in file order
    heads: dict  # slug -> Head
    cards: dict  # id -> Card


def _need(cond: bool, where: str, problem: str) -> None:
    if not cond:
        raise CatalogError(f"patrizier catalogue {where}: {problem}")


def _cities(data: list, where: str) -> dict:
    out = {}
    for c in data:
        slug = c.get("slug")
        fame = c.get("fame")
        _need(isinstance(slug, str) and slug not in out, where, f"city slug {slug!r} missing "
              "or repeated")
        _need(c.get("floors") in CITY_FLOORS, where,
              f"city {slug} must take 9, 7 or 5 floors, not {c.get('floors')!r}")
        _need(isinstance(fame, list) and len(fame) == 2 and fame[0] > fame[1] > 0, where,
              f"city {slug} needs two fame tiles [higher, lower] with higher > lower > 0")
        _need(isinstance(c.get("cards"), int) and c["cards"] > 0, where,
              f"city {slug} must say how many cards it has")
        out[slug] = City(slug=slug, name=str(c.get("name", slug)), floors=c["floors"],
                         cards=c["cards"], fame=tuple(fame),
                         five_player_only=bool(c.get("five_player_only", False)))
    return out


def _card(c: dict, cities: dict, heads: dict, where: str) -> Card:
    cid, city, symbol = c.get("id"), c.get("city"), c.get("symbol")
    what = f"card {cid}"
    _need(city in cities, where, f"{what}: unknown city {city!r}")
    _need(symbol in SYMBOLS, where, f"{what}: the symbol must be one of {', '.join(SYMBOLS)}, "
          f"not {symbol!r}")
    crests = 2 if symbol == "second_crest" else 1
    _need(c.get("crests") == crests, where, f"{what}: a card shows one crest plus one symbol, "
          f"so with symbol {symbol} it has {crests} crest(s), not {c.get('crests')!r}")
    head = c.get("head")
    if symbol in HEADS_ON:
        _need(head in heads, where, f"{what}: symbol {symbol} needs a head among "
              f"{', '.join(heads)}, not {head!r}")
    else:
        _need(head is None, where, f"{what}: only head cards show a head")
    star = c.get("star")
    _need(isinstance(star, bool), where, f"{what}: star must be true or false")
    _need(not star or symbol == "head", where,
          f"{what}: a star card shows one crest and one head")
    number = c.get("slug", "").rpartition("-")[2]
    _need(c.get("slug") == f"{city}-{number}" and number.isdigit(), where,
          f"{what}: the slug must be <city>-<n>, not {c.get('slug')!r}")
    return Card(id=cid, slug=c["slug"], name=f"{cities[city].name} {number}", city=city,
                crests=crests, symbol=symbol, head=head, heads=HEADS_ON.get(symbol, 0),
                star=star)


def _totals(cards: dict, cities: dict, where: str) -> None:
    for city in cities.values():
        mine = [c for c in cards.values() if c.city == city.slug]
        _need(len(mine) == city.cards, where,
              f"city {city.slug} has {len(mine)} cards, the component list says {city.cards}")
        crests = sum(c.crests for c in mine)
        _need(crests == city.floors, where, f"the crests of {city.slug}'s cards add up to "
              f"{crests}, but the city takes exactly {city.floors} floors")
    stars = [c for c in cards.values() if c.star]
    _need(len(stars) >= MIN_STAR_CARDS, where,
          f"{len(stars)} star cards; there must be at least {MIN_STAR_CARDS}")
    without = [c for c in stars if not cities[c.city].five_player_only]
    _need(len(without) >= HAND * (MAX_PLAYERS - 1), where,
          f"only {len(without)} star cards outside the five-player cities: 4 players need "
          f"{HAND * (MAX_PLAYERS - 1)}")


def validate(data: dict, where: str = "(data)") -> Catalog:
    """A Catalog from the parsed JSON, or CatalogError naming the first broken constraint."""
    _need(isinstance(data, dict), where, "must be a JSON object")
    meta = data.get("meta")
    _need(isinstance(meta, dict) and isinstance(meta.get("provisional"), bool), where,
          "meta.provisional must say (true/false) whether the card faces are invented")
    _need(isinstance(data.get("constraints"), list) and all(
        c.get("status") in ("sourced", "inferred", "invented") for c in data["constraints"]),
        where, "constraints must list each rule with status sourced, inferred or invented")
    cities = _cities(data.get("cities") or [], where)
    heads = {h["slug"]: Head(h["slug"], h.get("name", h["slug"])) for h in data.get("heads", [])}
    _need(len(heads) == HEAD_TYPES, where, f"there are {HEAD_TYPES} head types, not {len(heads)}")
    raw_cards = data.get("cards") or []
    _need([c.get("id") for c in raw_cards] == list(range(1, len(raw_cards) + 1)), where,
          "card ids must be 1, 2, 3 ... in order")
    cards = {c["id"]: _card(c, cities, heads, where) for c in raw_cards}
    _need(len({c.slug for c in cards.values()}) == len(cards), where, "card slugs must differ")
    _need(len(cards) == sum(c.cards for c in cities.values()), where,
          "the number of cards must match the cities' card counts")
    _totals(cards, cities, where)
    for rule in data["constraints"]:  # a card the sources show exists, e.g. in an example
        want = rule.get("requires_card")
        _need(not want or any(all(getattr(c, k) == v for k, v in want.items())
                              for c in cards.values()), where,
              f"constraint {rule.get('id')}: no card with {want}")
    return Catalog(meta=meta, cities=cities, heads=heads, cards=cards)


def load(name: str = DEFAULT_FILE) -> Catalog:
    """Read a packaged catalogue file and validate it."""
    text = resources.files("domain.patrizier.catalog").joinpath(name).read_text("utf-8")
    return validate(json.loads(text), name)
