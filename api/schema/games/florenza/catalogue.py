"""Florenza's catalogue in the schema: materials, talents, buildings, artists, clerics, works
of art and the seven "Leben in Florenz" cards, with stable asset ids a client maps to its own
images (`florenza.building.cava`, `florenza.person.giotto`). The components are PROVISIONAL:
the catalogue says so (`provisional`, `provisionalNote`)."""
from __future__ import annotations

import strawberry

from domain.florenza import GAME
from domain.florenza.catalog import (
    ARTISTS,
    BOARD_ART,
    BUILDINGS,
    CATALOG,
    CLERICS,
    MATERIALS,
    QUARTER_ART,
)
from domain.florenza.describe import asset
from domain.florenza.rules.end_of_round import ROUNDS
from domain.florenza.rules.market import BUY, SELL

F = strawberry.field


@strawberry.type(description="An amount of one thing: florins, a material (its slug), fame, "
                             "bishop (points) or workers.")
class FlorenzaAmount:
    kind: str = F(description="Florins, a material slug, fame, bishop or workers.")
    amount: int = F(description="How many.")


_ORDER = {k: i for i, k in enumerate(("florins", *MATERIALS, "fame", "bishop", "workers"))}


def amounts(d: dict | None) -> list[FlorenzaAmount]:
    """In a fixed order (florins, materials in catalogue order, points, workers): stored views
    come back with sorted keys."""
    items = sorted((d or {}).items(), key=lambda kv: (_ORDER.get(kv[0], len(_ORDER)), kv[0]))
    return [FlorenzaAmount(kind=str(k), amount=int(v)) for k, v in items]


@strawberry.type(description="A building tile (provisional costs and products).")
class FlorenzaBuilding:
    slug: str = F(description="Its slug (as in action keys), e.g. `cava`.")

    @F(description="Stable asset id, e.g. `florenza.building.cava`.")
    def asset_id(self) -> str:
        return asset("building", self.slug)

    @F(description="Its name.")
    def name(self) -> str:
        return BUILDINGS[self.slug].name

    @F(description="Casa, casamento, palagio (income in phase 1) or workshop (occupied in "
                   "phase 4, activated in phase 6).")
    def kind(self) -> str:
        return BUILDINGS[self.slug].kind

    @F(description="Tiles of it in the game (1: it exists once).")
    def copies(self) -> int:
        return BUILDINGS[self.slug].copies

    @F(description="What finishing it costs.")
    def cost(self) -> list[FlorenzaAmount]:
        return amounts(BUILDINGS[self.slug].cost)

    @F(description="What activating it gives (workshops).")
    def produces(self) -> list[FlorenzaAmount]:
        return amounts(BUILDINGS[self.slug].produces)

    @F(description="What it pays in phase 1 when finished (houses).")
    def income(self) -> list[FlorenzaAmount]:
        return amounts(BUILDINGS[self.slug].income)

    @F(description="Fame gained when it is finished.")
    def fame_on_completion(self) -> int:
        return BUILDINGS[self.slug].fame_on_completion


@strawberry.type(description="What an artist asks and brings for one talent.")
class FlorenzaTalent:
    talent: str = F(description="The talent's slug.")
    fee: int = F(description="Florins paid in phase 7.")
    fame: list[int] = F(description="Fame per die face 1-6.")
    golden: list[int] = F(description="Die faces whose value is golden (a masterpiece).")


@strawberry.type(description="An artist (nameless ones are always available).")
class FlorenzaArtist:
    slug: str = F(description="Its slug (as in action keys).")

    @F(description="Stable asset id, e.g. `florenza.person.giotto`.")
    def asset_id(self) -> str:
        return asset("person", self.slug)

    @F(description="Its name.")
    def name(self) -> str:
        return ARTISTS[self.slug].name

    @F(description="The \"Leben in Florenz\" card it enters under (1-7).")
    def card(self) -> int:
        return ARTISTS[self.slug].card

    @F(description="Whether it is a nameless artist.")
    def nameless(self) -> bool:
        return ARTISTS[self.slug].nameless

    @F(description="Its talents with fee and fame table.")
    def talents(self) -> list[FlorenzaTalent]:
        return [FlorenzaTalent(talent=t, fee=x.fee, fame=list(x.fame), golden=list(x.golden))
                for t, x in ARTISTS[self.slug].talents.items()]


@strawberry.type(description="A cleric (the two nameless ones are always available).")
class FlorenzaCleric:
    slug: str = F(description="Its slug (as in action keys).")

    @F(description="Stable asset id, e.g. `florenza.person.savonarola`.")
    def asset_id(self) -> str:
        return asset("person", self.slug)

    @F(description="Its name.")
    def name(self) -> str:
        return CLERICS[self.slug].name

    @F(description="The \"Leben in Florenz\" card it enters under (1-7).")
    def card(self) -> int:
        return CLERICS[self.slug].card

    @F(description="Florins paid when donating.")
    def cost(self) -> int:
        return CLERICS[self.slug].cost

    @F(description="Workers the sermon brings per die face 1-6.")
    def sermon(self) -> list[int]:
        return list(CLERICS[self.slug].sermon)

    @F(description="Fame gained (negative: paid) on a donation.")
    def fame(self) -> int:
        return CLERICS[self.slug].fame

    @F(description="Bishop points gained (negative: paid) on a donation.")
    def bishop(self) -> int:
        return CLERICS[self.slug].bishop

    @F(description="Whether it is a nameless cleric.")
    def nameless(self) -> bool:
        return CLERICS[self.slug].nameless


@strawberry.type(description="A field for a work of art: in every quarter (palace.1-4, "
                             "church.1-4) or on the main board.")
class FlorenzaWorkField:
    id: str = F(description="As in action keys: `palace.2`, `signoria.1`, `duomo.3`.")

    def _f(self):
        return QUARTER_ART.get(self.id) or BOARD_ART[self.id]

    @F(description="Its name.")
    def name(self) -> str:
        f = self._f()
        return f.name

    @F(description="Palace, church, florentine or cathedral.")
    def place(self) -> str:
        return self._f().place

    @F(description="The building it belongs to (a Florentine building or the cathedral; null "
                   "in a quarter).")
    def building(self) -> str | None:
        f = self._f()
        return None if f.id in QUARTER_ART else CATALOG.florentine.get(f.id.partition(".")[0])

    @F(description="The talents asked for (the artist needs one).")
    def talents(self) -> list[str]:
        return list(self._f().talents)

    @F(description="Florins and materials paid in phase 7 (besides the fee).")
    def cost(self) -> list[FlorenzaAmount]:
        return amounts(self._f().cost)

    @F(description="Fame gained on completion.")
    def fame(self) -> int:
        return self._f().fame

    @F(description="Bishop points gained on completion.")
    def bishop(self) -> int:
        return self._f().bishop

    @F(description="Paid each round (phase 1) to the family whose crest lies there.")
    def income(self) -> list[FlorenzaAmount]:
        return amounts(self._f().income)

    @F(description="Whether it is the cathedral's pulpit (\"Predicatore\").")
    def pulpit(self) -> bool:
        return self._f().pulpit


@strawberry.type(description="A \"Leben in Florenz\" card.")
class FlorenzaLifeCard:
    number: int = F(description="1-7: people move one card down each round.")
    name: str = F(description="Its name (provisional).")


@strawberry.type(description="Florenza's components and rules as data. The components are "
                             "provisional (see `provisionalNote`).")
class FlorenzaCatalogue:
    @F(description="Whether some component data is invented.")
    def provisional(self) -> bool:
        return bool(GAME.info.provisional)

    @F(description="What is provisional, in words (null when nothing is).")
    def provisional_note(self) -> str | None:
        return GAME.info.provisional_note or None

    @F(description="Rounds in a game.")
    def rounds(self) -> int:
        return ROUNDS

    @F(description="Material slugs.")
    def materials(self) -> list[str]:
        return list(MATERIALS)

    @F(description="Talent slugs.")
    def talents(self) -> list[str]:
        return list(CATALOG.talents)

    @F(description="Florins for a material sold / paid for one bought at the market.")
    def market_prices(self) -> list[int]:
        return [SELL, BUY]

    @F(description="The buildings.")
    def buildings(self) -> list[FlorenzaBuilding]:
        return [FlorenzaBuilding(slug=b) for b in BUILDINGS]

    @F(description="The artists (nameless ones last).")
    def artists(self) -> list[FlorenzaArtist]:
        return [FlorenzaArtist(slug=a) for a in ARTISTS]

    @F(description="The clerics (nameless ones last).")
    def clerics(self) -> list[FlorenzaCleric]:
        return [FlorenzaCleric(slug=c) for c in CLERICS]

    @F(description="The works of art of every quarter: palace.1-4, church.1-4.")
    def quarter_works(self) -> list[FlorenzaWorkField]:
        return [FlorenzaWorkField(id=f) for f in QUARTER_ART]

    @F(description="The works of art of the main board: Florentine buildings, cathedral.")
    def board_works(self) -> list[FlorenzaWorkField]:
        return [FlorenzaWorkField(id=f) for f in BOARD_ART]

    @F(description="The seven \"Leben in Florenz\" cards, 1 first.")
    def life_cards(self) -> list[FlorenzaLifeCard]:
        return [FlorenzaLifeCard(number=i + 1, name=n) for i, n in enumerate(CATALOG.life_cards)]
