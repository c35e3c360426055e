"""Patrizier's catalogue in the schema: cities, head types and the 55 order cards, with stable
asset ids a client maps to its own images (`patrizier.card.12`, `patrizier.city.bologna`,
`patrizier.head.merchant`), and the player-count rules. The card faces are PROVISIONAL: the
catalogue says so (`provisional`, `provisionalNote`)."""
from __future__ import annotations

from enum import Enum
from typing import Annotated

import strawberry

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS, CITIES, HEADS
from domain.patrizier.catalog.loader import HAND
from domain.patrizier.describe import asset
from domain.patrizier.rules.final_scoring import SET_FAME, SET_SIZE
from domain.patrizier.rules.setup import FLOORS, cards_in_play, cities_in_play

F = strawberry.field
A = strawberry.argument


@strawberry.enum(description="What a Patrizier card shows besides its first crest.")
class PatrizierSymbol(Enum):
    SECOND_CREST = strawberry.enum_value("second_crest", description="A second crest: the "
                                                                     "card builds two floors.")
    HEAD = strawberry.enum_value("head", description="One patrician head.")
    DOUBLE_HEAD = strawberry.enum_value("double_head", description="Two heads of one type.")
    MOVE_FLOOR = strawberry.enum_value("move_floor", description="After building, the player "
                                                                 "may move a floor.")
    TAKE_ANY_CARD = strawberry.enum_value("take_any_card", description="The \"?\": the player "
                                                                       "takes the card beside "
                                                                       "any city.")


PatrizierHeadType = strawberry.enum(
    Enum("PatrizierHeadType", {slug.upper(): strawberry.enum_value(
        slug, description=f"{h.name} heads (the head names are provisional).")
        for slug, h in HEADS.items()}),
    description="A type of patrician head (3 equal heads score 6 fame).")


def city_of(slug) -> PatrizierCity | None:
    return None if slug is None or slug not in CITIES else PatrizierCity(slug=str(slug))


def card(cid) -> PatrizierCard | None:
    if isinstance(cid, dict):
        cid = cid.get("id")
    return None if cid is None or cid not in CARDS else PatrizierCard(id=int(cid))


@strawberry.type(description="A Patrizier order card, identified by its number (1-55). Its "
                             "face is provisional (see the catalogue's provisionalNote).")
class PatrizierCard:
    id: int = F(description="Card number 1-55.")

    @F(description="`<city>-<n>`, e.g. `bologna-3` (usable instead of the id in action "
                   "keys).")
    def slug(self) -> str:
        return CARDS[self.id].slug

    @F(description="Stable asset id, e.g. `patrizier.card.12`.")
    def asset_id(self) -> str:
        return asset("card", self.id)

    @F(description="Its name, e.g. `Bologna 3`.")
    def name(self) -> str:
        return CARDS[self.id].name

    @F(description="The city it builds in.")
    def city(self) -> PatrizierCity:
        return PatrizierCity(slug=CARDS[self.id].city)

    @F(description="Crests: the floors it builds (1, or 2 with the second crest).")
    def crests(self) -> int:
        return CARDS[self.id].crests

    @F(description="Its symbol besides the first crest.")
    def symbol(self) -> PatrizierSymbol:
        return PatrizierSymbol(CARDS[self.id].symbol)

    @F(description="The type of the heads it shows (null: no head).")
    def head(self) -> PatrizierHeadType | None:  # type: ignore[valid-type]
        h = CARDS[self.id].head
        return None if h is None else PatrizierHeadType(h)

    @F(description="Heads it shows: 0, 1 or 2.")
    def heads(self) -> int:
        return CARDS[self.id].heads

    @F(description="Whether it is a star (start) card, dealt at set-up.")
    def star(self) -> bool:
        return CARDS[self.id].star


@strawberry.type(description="A Patrizier city: its two building sites take `floors` floors "
                             "in all; when complete it is scored at once.")
class PatrizierCity:
    slug: str = F(description="City slug, e.g. `bologna` (as in action keys).")

    @F(description="Stable asset id, e.g. `patrizier.city.bologna`.")
    def asset_id(self) -> str:
        return asset("city", self.slug)

    @F(description="Its name.")
    def name(self) -> str:
        return CITIES[self.slug].name

    @F(description="Floors built there in all (9, 7 or 5: its Roman numeral).")
    def floors(self) -> int:
        return CITIES[self.slug].floors

    @F(description="Its two fame tiles: the higher tower's, then the lower tower's.")
    def fame_tiles(self) -> list[int]:
        return list(CITIES[self.slug].fame)

    @F(description="Whether it is used only with 5 players (Pistoia).")
    def five_players_only(self) -> bool:
        return CITIES[self.slug].five_player_only

    @F(description="Its order cards, by number.")
    def cards(self) -> list[PatrizierCard]:
        return [PatrizierCard(id=c.id) for c in CARDS.values() if c.city == self.slug]


@strawberry.type(description="A type of patrician head.")
class PatrizierHead:
    type: PatrizierHeadType = F(description="The head type.")  # type: ignore[valid-type]

    @F(description="Its slug, e.g. `merchant` (provisional).")
    def slug(self) -> str:
        return self.type.value

    @F(description="Its name (provisional).")
    def name(self) -> str:
        return HEADS[self.type.value].name

    @F(description="Stable asset id, e.g. `patrizier.head.merchant`.")
    def asset_id(self) -> str:
        return asset("head", self.type.value)


@strawberry.type(description="What the number of players changes.")
class PatrizierPlayerCount:
    players: int = F(description="Number of players.")
    floors_per_player: int = F(description="Floors in each player's supply.")
    cities: list[PatrizierCity] = F(description="The cities in play (Pistoia only with 5).")
    cards: int = F(description="Order cards in the game.")


def _players(players: int | None) -> int | None:
    from api.errors import ApiError

    if players is not None and not GAME.min_players <= players <= GAME.max_players:
        raise ApiError("bad_input", f"patrizier is played by {GAME.min_players}-"
                                    f"{GAME.max_players} players")
    return players


def _city_slugs(players: int | None) -> tuple:
    return tuple(CITIES) if players is None else cities_in_play(players)


Players = Annotated[int | None, A(description="Only what a game of this many players (2-5) "
                                              "uses.")]


@strawberry.type(description="Patrizier's components and rules as data. The card faces are "
                             "provisional (see `provisionalNote`).")
class PatrizierCatalogue:
    @F(description="Whether some component data is invented (the card faces).")
    def provisional(self) -> bool:
        return bool(GAME.info.provisional)

    @F(description="What is provisional, in words (null when nothing is).")
    def provisional_note(self) -> str | None:
        return GAME.info.provisional_note or None

    @F(description="The cities, in catalogue (alphabetical) order.")
    def cities(self, players: Players = None) -> list[PatrizierCity]:
        return [PatrizierCity(slug=s) for s in _city_slugs(_players(players))]

    @F(description="The order cards, by number.")
    def cards(self, players: Players = None,
              city: Annotated[str | None, A(description="Only this city's (a slug).")] = None
              ) -> list[PatrizierCard]:
        from api.errors import ApiError

        if city is not None and city not in CITIES:
            raise ApiError("bad_input", f"city must be one of {', '.join(CITIES)}")
        slugs = set(_city_slugs(_players(players)))
        return [PatrizierCard(id=c.id) for c in CARDS.values()
                if c.city in slugs and (city is None or c.city == city)]

    @F(description="The three head types.")
    def heads(self) -> list[PatrizierHead]:
        return [PatrizierHead(type=PatrizierHeadType(h)) for h in HEADS]

    @F(description="Floors, cities and cards per number of players.")
    def player_counts(self) -> list[PatrizierPlayerCount]:
        return [PatrizierPlayerCount(players=n, floors_per_player=FLOORS[n],
                                     cities=[PatrizierCity(slug=s) for s in cities_in_play(n)],
                                     cards=len(cards_in_play(n)))
                for n in range(GAME.min_players, GAME.max_players + 1)]

    @F(description="Star cards dealt to each player at set-up.")
    def hand_size(self) -> int:
        return HAND

    @F(description="Equal heads that make a set.")
    def head_set_size(self) -> int:
        return SET_SIZE

    @F(description="Fame for each set of equal heads.")
    def head_set_fame(self) -> int:
        return SET_FAME
