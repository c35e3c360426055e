"""Il Vecchio's catalogue in the schema: the map (towns with colours and positions, roads,
numbered areas, intermediaries' circuits), the five tracks field by field, the Medici crests
and the tiles of appendices A, B and C, with stable asset ids (`ilvecchio.town.prato`,
`ilvecchio.tile.milano-1`, `ilvecchio.track.council`). The map is PROVISIONAL: the catalogue
says so (`provisional`, `provisionalNote`)."""
from __future__ import annotations

from enum import Enum

import strawberry

from domain.ilvecchio import GAME
from domain.ilvecchio.catalog import CATALOG, TILES, TOWNS, TRACKS
from domain.ilvecchio.describe import asset

F = strawberry.field


@strawberry.enum(description="A town's colour: what its symbol gives (docs/ilvecchio-rules-"
                             "notes.md).")
class IlVecchioColour(Enum):
    BROWN = strawberry.enum_value("brown", description="5 florins or 1 scroll.")
    BLACK = strawberry.enum_value("black", description="1 assassin.")
    GREY = strawberry.enum_value("grey", description="1 knight.")
    WHITE = strawberry.enum_value("white", description="1 abbot.")
    VIOLET = strawberry.enum_value("violet", description="2 bishops or 2 coaches.")
    GREEN = strawberry.enum_value("green", description="3 florins (no intermediary).")
    RED = strawberry.enum_value("red", description="The way into a region (provinces).")
    FLORENCE = strawberry.enum_value("florence", description="The capital (offices).")


@strawberry.type(description="A town on the (provisional) map.")
class IlVecchioTown:
    slug: str = F(description="Town slug (as in action keys), e.g. `prato`.")

    @F(description="Its name.")
    def name(self) -> str:
        return TOWNS[self.slug].name

    @F(description="Its colour.")
    def colour(self) -> IlVecchioColour:
        return IlVecchioColour(TOWNS[self.slug].colour)

    @F(description="Position on the board, 0-100 across.")
    def x(self) -> float:
        return TOWNS[self.slug].x

    @F(description="Position on the board, 0-100 down.")
    def y(self) -> float:
        return TOWNS[self.slug].y

    @F(description="Stable asset id, e.g. `ilvecchio.town.prato`.")
    def asset_id(self) -> str:
        return asset("town", self.slug)

    @F(description="The towns one road away.")
    def neighbours(self) -> list[str]:
        return list(CATALOG.neighbours[self.slug])

    @F(description="The numbered areas it borders.")
    def areas(self) -> list[int]:
        return [n for n, ts in CATALOG.areas.items() if self.slug in ts]


@strawberry.type(description="A tile of appendix A (province), B (council) or C (nobility).")
class IlVecchioTile:
    id: str = F(description="Tile id, e.g. `milano-1`, `council-3`, `nobility-12`.")

    @F(description="`milano`, `venezia`, `chiesa` (a province's region), `council` or "
                   "`nobility`.")
    def group(self) -> str:
        return TILES[self.id].group

    @F(description="Its effect (province, council) or condition (nobility), a slug.")
    def effect(self) -> str:
        return TILES[self.id].effect

    @F(description="What it does, in words.")
    def text(self) -> str:
        return TILES[self.id].text

    @F(description="Stable asset id, e.g. `ilvecchio.tile.milano-1`.")
    def asset_id(self) -> str:
        return asset("tile", self.id)


def tile(t) -> IlVecchioTile | None:
    return IlVecchioTile(id=str(t)) if t in TILES else None


@strawberry.type(description="A field of a track.")
class IlVecchioFieldSpec:
    field: int = F(description="0-based (2 players start at field 1).")
    cost: int = F(description="Florins to enter (regions; Florence costs 2 scrolls).")
    crest: bool = F(description="Whether a Medici crest is taken here.")
    points: int = F(description="Power points at the end.")


@strawberry.type(description="A region track or a Florence track.")
class IlVecchioTrackSpec:
    slug: str = F(description="`milano`, `venezia`, `chiesa`, `council` or `nobility`.")
    name: str = F(description="Its name.")
    kind: str = F(description="`region` or `florence`.")
    town: str = F(description="The town a member enters it from.")
    fields: list[IlVecchioFieldSpec] = F(description="Its fields in order.")
    asset_id: str = F(description="Stable asset id, e.g. `ilvecchio.track.milano`.")


@strawberry.type(description="A numbered area (2-12): a roll places members on its towns.")
class IlVecchioArea:
    number: int = F(description="The dice sum.")
    towns: list[str] = F(description="The towns bordering it.")


@strawberry.type(description="An intermediary's round, clockwise.")
class IlVecchioCircuit:
    colour: IlVecchioColour = F(description="Its colour.")
    towns: list[str] = F(description="Its towns in clockwise order.")
    start: str = F(description="Where it stands at set-up.")


@strawberry.type(description="Medici crests stacked for a number of players.")
class IlVecchioCrestCount:
    players: int = F(description="Number of players.")
    crests: int = F(description="Crests stacked.")


@strawberry.type(description="Il Vecchio's components and rules as data. The map is "
                             "provisional (see `provisionalNote`).")
class IlVecchioCatalogue:
    @F(description="Whether some component data is invented (the map and tracks).")
    def provisional(self) -> bool:
        return bool(GAME.info.provisional)

    @F(description="What is provisional, in words (null when nothing is).")
    def provisional_note(self) -> str | None:
        return GAME.info.provisional_note or None

    @F(description="The towns, Florence first.")
    def towns(self) -> list[IlVecchioTown]:
        return [IlVecchioTown(slug=t) for t in TOWNS]

    @F(description="The roads, each as its two towns.")
    def roads(self) -> list[list[str]]:
        return [[a, b] for a in TOWNS for b in CATALOG.neighbours[a] if a < b]

    @F(description="The numbered areas.")
    def areas(self) -> list[IlVecchioArea]:
        return [IlVecchioArea(number=n, towns=list(ts)) for n, ts in CATALOG.areas.items()]

    @F(description="The five intermediaries' rounds.")
    def circuits(self) -> list[IlVecchioCircuit]:
        return [IlVecchioCircuit(colour=IlVecchioColour(c), towns=list(ts),
                                 start=CATALOG.start[c]) for c, ts in CATALOG.circuits.items()]

    @F(description="The tracks, regions first.")
    def tracks(self) -> list[IlVecchioTrackSpec]:
        return [IlVecchioTrackSpec(
            slug=t.slug, name=t.name, kind=t.kind, town=t.town, asset_id=asset("track", t.slug),
            fields=[IlVecchioFieldSpec(field=i, cost=f.cost, crest=f.crest, points=f.points)
                    for i, f in enumerate(t.fields)]) for t in TRACKS.values()]

    @F(description="Every tile: appendix A, then B, then C.")
    def tiles(self) -> list[IlVecchioTile]:
        return [IlVecchioTile(id=t) for t in TILES]

    @F(description="Medici crests per number of players.")
    def crests(self) -> list[IlVecchioCrestCount]:
        return [IlVecchioCrestCount(players=n, crests=c)
                for n, c in sorted(CATALOG.crests_by_players.items())]
