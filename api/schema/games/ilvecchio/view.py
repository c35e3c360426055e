"""Il Vecchio's view of a game in the schema (`Game.view` when `game` is ILVECCHIO): the towns
with every seat's standing and lying members and the intermediaries, the tracks field by field,
the tiles left, each seat's goods and tiles; hidden while it runs: the crests' events, the
stacks' order, other seats' face-down council and nobility tiles (docs/ilvecchio-notation.md,
"View")."""
from __future__ import annotations

import strawberry
from strawberry.scalars import JSON

from api.schema.games.ilvecchio.catalogue import IlVecchioColour, IlVecchioTile, tile
from domain.ilvecchio.catalog import TILES
from domain.ilvecchio.rules.scoring import CATEGORIES

F = strawberry.field


@strawberry.type(description="A town as it stands now.")
class IlVecchioTownView:
    slug: str = F(description="Town slug.")
    name: str = F(description="Its name.")
    colour: IlVecchioColour = F(description="Its colour.")
    x: float = F(description="Position, 0-100 across.")
    y: float = F(description="Position, 0-100 down.")
    intermediary: IlVecchioColour | None = F(description="The intermediary standing here.")
    standing: list[int] = F(description="Standing members per seat.")
    lying: list[int] = F(description="Lying members per seat.")


@strawberry.type(description="A track field as it stands now.")
class IlVecchioField:
    field: int = F(description="0-based; places past the last are the double turn's.")
    cost: int = F(description="Florins to enter (region tracks).")
    crest: bool = F(description="Whether a crest is taken here.")
    points: int = F(description="Power points at the end.")
    usable: bool = F(description="False for the first field with 2 players.")
    seat: int | None = F(description="The seat whose member stands here.")


@strawberry.type(description="A track as it stands now.")
class IlVecchioTrack:
    slug: str = F(description="Track slug.")
    name: str = F(description="Its name.")
    kind: str = F(description="`region` or `florence`.")
    town: str = F(description="The town it is entered from.")
    fields: list[IlVecchioField] = F(description="Its fields.")
    majority: int | None = F(description="Who holds the majority now (ties: who got there "
                                         "first).")


@strawberry.type(description="Tokens in a seat's supply.")
class IlVecchioGoods:
    florins: int = F(description="Florins.")
    scrolls: int = F(description="Scrolls.")
    coaches: int = F(description="Coaches.")
    bishops: int = F(description="Bishops.")
    assassin: int = F(description="Black followers (Meuchler).")
    knight: int = F(description="Grey followers (Ritter).")
    abbot: int = F(description="White followers (Abt).")


@strawberry.type(description="A province tile owned.")
class IlVecchioOwnedProvince:
    tile: IlVecchioTile = F(description="The tile.")
    used: bool = F(description="Turned over: its function was used.")


@strawberry.type(description="One seat as the viewer may see it.")
class IlVecchioPlayer:
    seat: int = F(description="Seat number.")
    name: str | None = F(description="Display name.")
    goods: IlVecchioGoods = F(description="Tokens in supply.")
    supply: int = F(description="Members in the personal supply.")
    on_tracks: int = F(description="Members on the tracks.")
    provinces: list[IlVecchioOwnedProvince] = F(description="Province tiles owned, in the order taken.")
    council: list[IlVecchioTile] = F(description="Council tiles face up.")
    council_hidden: int = F(description="Council tiles still face down.")
    council_hidden_tiles: list[IlVecchioTile] | None = F(
        description="Those tiles: only the owner's own (null for others while it runs).")
    nobility_count: int = F(description="Nobility tiles held.")
    nobility: list[IlVecchioTile] | None = F(description="Those tiles: only the owner's own "
                                                         "(null for others while it runs).")
    crests: int = F(description="Medici crests taken.")
    double_turn: str | None = F(description="`played` or `skipped` once its double turn is "
                                            "over.")


@strawberry.type(description="A pending decision in the state (see `pendingDecisions`).")
class IlVecchioPendingEntry:
    seat: int = F(description="The seat that must decide.")
    kind: str = F(description="What it decides.")
    data: JSON = F(description="Its details (docs/ilvecchio-notation.md).")


@strawberry.type(description="A seat's final score by source.")
class IlVecchioFinalScore:
    seat: int = F(description="The seat.")
    nobility_tiles: int = F(description="From nobility tiles (appendix C).")
    regions: int = F(description="3-10 per member in the regions.")
    council: int = F(description="2 per member in the council.")
    nobility: int = F(description="1 per member in the nobility.")
    all_tracks: int = F(description="5 for a member on every track.")
    majorities: int = F(description="3 per track majority.")
    crests: int = F(description="1 per Medici crest.")
    double_turn: int = F(description="2 for giving up the whole double turn.")
    total: int = F(description="Power points.")
    followers_scrolls: int = F(description="The first tie-break.")
    florins: int = F(description="The second tie-break.")


@strawberry.type(description="The result of a finished game.")
class IlVecchioResult:
    scores: list[IlVecchioFinalScore] = F(description="Per seat, in seat order.")
    ranking: list[int] = F(description="Seats, best first.")
    ranks: list[int] = F(description="Per seat: 0 = first; tied seats share a rank.")
    winners: list[int] = F(description="The seats ranked first (several: a shared victory).")


@strawberry.type(description="Il Vecchio as one viewer sees it.")
class IlVecchioView:
    phase: str = F(description="`setup`, `play` or `over` (the engine view's `stage`; a "
                                "string like Lorenzo's phase, so one selection covers both).")
    current_seat: int | None = F(description="Whose turn it is (null once over).")
    seats_to_act: list[int] = F(description="Every seat that must decide now (simultaneous choices included).")
    start_seat: int = F(description="The start player.")
    dice: list[int] = F(description="The last roll.")
    towns: list[IlVecchioTownView] = F(description="The towns, Florence first.")
    tracks: list[IlVecchioTrack] = F(description="The five tracks, regions first.")
    crests_left: int = F(description="Medici crests still stacked.")
    extra_cost: str = F(description="The stack the extra-cost tile lies on.")
    council_stack: int = F(description="Council tiles left in the stack.")
    nobility_stack: int = F(description="Nobility tiles left in the stack.")
    province_pool: list[IlVecchioTile] = F(description="Province tiles still on the board.")
    ending: bool = F(description="The last crest is gone.")
    double: bool = F(description="The double-turn round is on.")
    actions_left: int = F(description="Actions left in the current turn.")
    players: list[IlVecchioPlayer] = F(description="The seats in order.")
    pending: list[IlVecchioPendingEntry] = F(description="Every pending decision, oldest first.")
    result: IlVecchioResult | None = F(description="The result (null until over).")
    provisional: bool = F(description="The map is invented (see the catalogue).")
    crests: list[str] | None = F(description="The crests left and their events: only once "
                                             "the game is over.")


def _tiles(ids) -> list[IlVecchioTile]:
    return [t for t in map(tile, ids or ()) if t is not None]


def _pool(pool: dict) -> list[IlVecchioTile]:
    """Catalogue order (stored views come back with sorted keys)."""
    left = {t for ts in pool.values() for t in ts}
    return _tiles(t for t in TILES if t in left)


def _player(p: dict, names: list) -> IlVecchioPlayer:
    seat = int(p["seat"])
    hidden, nobility = p.get("council_hidden_tiles"), p.get("nobility")
    return IlVecchioPlayer(
        seat=seat, name=names[seat] if seat < len(names) else None,
        goods=IlVecchioGoods(**{k: int(v) for k, v in p["goods"].items()}),
        supply=int(p["supply"]), on_tracks=int(p["on_tracks"]),
        provinces=[IlVecchioOwnedProvince(tile=tile(x["tile"]), used=bool(x["used"]))
                   for x in p.get("provinces") or ()],
        council=_tiles(p.get("council")), council_hidden=int(p["council_hidden"]),
        council_hidden_tiles=None if hidden is None else _tiles(hidden),
        nobility_count=int(p["nobility_count"]),
        nobility=None if nobility is None else _tiles(nobility), crests=int(p["crests"]),
        double_turn=p.get("double_turn"))


def _result(r: dict | None) -> IlVecchioResult | None:
    if not r:
        return None
    keys = (*CATEGORIES, "total", "followers_scrolls", "florins")
    return IlVecchioResult(
        scores=[IlVecchioFinalScore(seat=i, **{k: int(s[k]) for k in keys})
                for i, s in enumerate(r["scores"])],
        ranking=list(r["ranking"]), ranks=list(r["ranks"]), winners=list(r["winners"]))


def view_of(v: dict, names: list) -> IlVecchioView:
    return IlVecchioView(
        phase=str(v["stage"]), current_seat=v.get("current_seat"),
        seats_to_act=list(v["seats_to_act"]), start_seat=int(v["start_seat"]),
        dice=list(v.get("dice") or ()),
        towns=[IlVecchioTownView(
            slug=t["town"], name=t["name"], colour=IlVecchioColour(t["colour"]), x=t["x"],
            y=t["y"], standing=list(t["standing"]), lying=list(t["lying"]),
            intermediary=None if t.get("intermediary") is None
            else IlVecchioColour(t["intermediary"])) for t in v["towns"]],
        tracks=[IlVecchioTrack(
            slug=t["track"], name=t["name"], kind=t["kind"], town=t["town"],
            majority=t.get("majority"),
            fields=[IlVecchioField(**f) for f in t["fields"]]) for t in v["tracks"]],
        crests_left=int(v["crests_left"]), extra_cost=v["extra_cost"],
        council_stack=int(v["stacks"]["council"]), nobility_stack=int(v["stacks"]["nobility"]),
        province_pool=_pool(v["province_pool"]),
        ending=bool(v["ending"]), double=bool(v["double"]), actions_left=int(v["actions_left"]),
        players=[_player(p, names) for p in v["players"]],
        pending=[IlVecchioPendingEntry(seat=int(p["seat"]), kind=p["kind"], data=p["data"])
                 for p in v.get("pending") or ()],
        result=_result(v.get("result")), provisional=bool(v.get("provisional")),
        crests=v.get("crests"))
