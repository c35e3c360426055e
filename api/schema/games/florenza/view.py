"""Florenza's view of a game in the schema (`Game.view` when `game` is FLORENZA): the round and
stage, the offices, the people under the "Leben in Florenz" cards, the main board's works, the
supply, and every family's holdings, quarter and works. Florenza hides nothing on the table:
only the bag's order (its size is shown) until the game is over."""
from __future__ import annotations

from enum import Enum

import strawberry

from api.schema.games.florenza.catalogue import (
    FlorenzaAmount,
    FlorenzaArtist,
    FlorenzaBuilding,
    FlorenzaCleric,
    FlorenzaLifeCard,
    FlorenzaWorkField,
    amounts,
)
from domain.florenza.catalog import ARTISTS, BUILDINGS, CLERICS

F = strawberry.field


@strawberry.enum(description="What the seat to act must decide, or whether the game is over.")
class FlorenzaStage(Enum):
    START = strawberry.enum_value("start", description="Choose a start building.")
    GUARD = strawberry.enum_value("guard", description="The captain may guard a worker or an "
                                                       "artist.")
    CONVERT = strawberry.enum_value("convert", description="The bishop may convert a worker "
                                                           "or banish a cleric.")
    PLACE = strawberry.enum_value("place", description="Place a worker (phase 4) or pass.")
    MARKET = strawberry.enum_value("market", description="Trade at the market or stop.")
    BUILD = strawberry.enum_value("build", description="Finish a building under construction "
                                                       "or give it up.")
    ART = strawberry.enum_value("art", description="Complete a planned work or fail it.")
    OVER = strawberry.enum_value("over", description="The game is over.")


@strawberry.type(description="A building field (1-5) of a quarter.")
class FlorenzaQuarterField:
    field: int = F(description="1-5.")
    building: FlorenzaBuilding | None = F(description="The tile on it (null: free).")
    finished: bool = F(description="Turned to its finished side.")
    worker: int | None = F(description="The seat whose worker stands on it.")


@strawberry.type(description="A work of art: its field, who planned it, whose crest lies on it.")
class FlorenzaWork:
    field: FlorenzaWorkField = F(description="The field (talents, cost, points).")
    key: str = F(description="Its key in events and legal action fields: `2:palace.1` in a "
                             "quarter, else the field id.")
    crest: int | None = F(description="The seat that completed it (null: not completed).")
    planned_by: int | None = F(description="The seat whose worker stands on it this round.")
    artist: FlorenzaArtist | None = F(description="The artist hired for it this round.")


@strawberry.type(description="A person under the \"Leben in Florenz\" cards.")
class FlorenzaPerson:
    slug: str = F(description="The person's slug.")
    card: int = F(description="The card it lies under (1-7).")
    status: str | None = F(description="This round: hired, preaching, guarded, banished (null: "
                                        "free).")
    artist: FlorenzaArtist | None = F(description="Set when the person is an artist.")
    cleric: FlorenzaCleric | None = F(description="Set when the person is a cleric.")


@strawberry.type(description="A pulpit with a cleric preaching this round.")
class FlorenzaPulpit:
    pulpit: str = F(description="`<seat>:church` or the cathedral's field (`duomo.1`).")
    cleric: FlorenzaCleric = F(description="The cleric.")
    seat: int = F(description="The donor.")


@strawberry.type(description="A family's score so far (the end scoring's items).")
class FlorenzaScore:
    certificates: int = F(description="+1 per fame in certificates.")
    fame: int = F(description="+1 per fame on the track.")
    captain: int = F(description="+1 for the captain (named in phase 8).")
    bishop: int = F(description="+1 for the bishop.")
    materials: int = F(description="+1 per 3 materials.")
    florins: int = F(description="+1 per 300 florins.")
    empty_fields: int = F(description="-1 per building field without a building.")
    unfinished_works: int = F(description="-1 per palace or church work not completed.")
    no_palace_work: int = F(description="-4 without a completed palace work.")
    no_church_work: int = F(description="-4 without a completed church work.")
    total: int = F(description="The sum.")


@strawberry.type(description="One family.")
class FlorenzaPlayer:
    seat: int = F(description="Seat number.")
    name: str | None = F(description="Display name.")
    florins: int = F(description="Florins.")
    goods: list[FlorenzaAmount] = F(description="Materials held (only those held).")
    fame: int = F(description="Fame track (-3 at least).")
    certificates: int = F(description="Fame banked as certificates.")
    bishop_points: int = F(description="Bishop points.")
    supply_workers: int = F(description="Workers in the family's supply.")
    area_workers: int = F(description="Workers in the material area (usable in phase 4).")
    placed_workers: int = F(description="Workers on the board.")
    quarter: list[FlorenzaQuarterField] = F(description="Building fields 1-5.")
    works: list[FlorenzaWork] = F(description="Palace 1-4 and church 1-4.")
    church_cleric: FlorenzaCleric | None = F(description="The cleric preaching in its church.")
    at_market: bool = F(description="A worker at the market this round.")
    passed: bool = F(description="Passed in phase 4 (or done trading in phase 5).")
    score: FlorenzaScore = F(description="Score so far.")


@strawberry.type(description="A family's final score.")
class FlorenzaFinalScore(FlorenzaScore):
    seat: int = F(description="The seat.")


@strawberry.type(description="The result of a finished game (ties: most materials, then most "
                             "florins, then shared).")
class FlorenzaResult:
    scores: list[FlorenzaFinalScore] = F(description="Per seat, in seat order.")
    ranking: list[int] = F(description="Seats, best first.")
    ranks: list[int] = F(description="Per seat: 0 = first; tied seats share a rank.")
    winners: list[int] = F(description="The seats ranked first.")


@strawberry.type(description="Building tiles left in the supply.")
class FlorenzaTiles:
    building: FlorenzaBuilding = F(description="The building.")
    left: int = F(description="Tiles left.")


@strawberry.type(description="Florenza as one viewer sees it (everyone sees the same while it "
                             "runs; the bag's order only once it is over).")
class FlorenzaView:
    turn_stage: FlorenzaStage = F(description="What the seat to act must decide (or OVER).")
    round: int = F(description="1-8 (0 while start buildings are chosen).")
    rounds: int = F(description="Rounds in the game.")
    current_seat: int | None = F(description="Who decides now.")
    order: list[int] = F(description="This round's turn order, start player first.")
    captain: int | None = F(description="The captain (Capitano del Popolo).")
    bishop: int | None = F(description="The bishop.")
    guarded_worker: int | None = F(description="The seat whose worker the captain guards.")
    guarded_artist: FlorenzaArtist | None = F(description="The artist the captain guards.")
    life_cards: list[FlorenzaLifeCard] = F(description="The seven cards, 1 first.")
    people: list[FlorenzaPerson] = F(description="The people under the cards.")
    bag_size: int = F(description="People left in the bag.")
    stock: list[FlorenzaAmount] = F(description="Materials in the common supply.")
    tiles: list[FlorenzaTiles] = F(description="Building tiles in the supply.")
    board_works: list[FlorenzaWork] = F(description="The main board's works of art.")
    pulpits: list[FlorenzaPulpit] = F(description="Clerics preaching this round.")
    market: list[int] = F(description="Seats with a worker at the market.")
    market_used: list[str] = F(description="Options the trading seat has used.")
    masterpieces: list[FlorenzaArtist] = F(description="Artists turned to their blue side.")
    players: list[FlorenzaPlayer] = F(description="The families in seat order.")
    result: FlorenzaResult | None = F(description="The result (null until over).")
    bag: list[str] | None = F(description="The bag's order: only once the game is over (and "
                                          "in a finished game's replay); else null.")


def _artist(slug) -> FlorenzaArtist | None:
    return FlorenzaArtist(slug=slug) if slug in ARTISTS else None


def _cleric(slug) -> FlorenzaCleric | None:
    return FlorenzaCleric(slug=slug) if slug in CLERICS else None


def _work(w: dict) -> FlorenzaWork:
    planned = w.get("planned") or {}
    return FlorenzaWork(field=FlorenzaWorkField(id=w["work"]), key=w["key"], crest=w.get("crest"),
                        planned_by=planned.get("seat"), artist=_artist(planned.get("artist")))


def _score(sc: dict, cls=FlorenzaScore, **extra):
    keys = ("certificates", "fame", "captain", "bishop", "materials", "florins",
            "empty_fields", "unfinished_works", "no_palace_work", "no_church_work", "total")
    return cls(**{k: int(sc[k]) for k in keys}, **extra)


def _player(p: dict, names: list) -> FlorenzaPlayer:
    seat = int(p["seat"])
    return FlorenzaPlayer(
        seat=seat, name=names[seat] if seat < len(names) else None, florins=int(p["florins"]),
        goods=amounts(p["goods"]), fame=int(p["fame"]), certificates=int(p["certificates"]),
        bishop_points=int(p["bishop_points"]), supply_workers=int(p["supply_workers"]),
        area_workers=int(p["area_workers"]), placed_workers=int(p["placed_workers"]),
        quarter=[FlorenzaQuarterField(
            field=int(f["field"]), finished=bool(f["finished"]), worker=f.get("worker"),
            building=FlorenzaBuilding(slug=f["building"]) if f.get("building") else None)
            for f in p["quarter"]],
        works=[_work(w) for w in p["works"]], church_cleric=_cleric(p.get("church_cleric")),
        at_market=bool(p["at_market"]), passed=bool(p["passed"]), score=_score(p["score"]))


def _result(r: dict | None) -> FlorenzaResult | None:
    if not r:
        return None
    return FlorenzaResult(scores=[_score(s, FlorenzaFinalScore, seat=i)
                                  for i, s in enumerate(r["scores"])],
                          ranking=list(r["ranking"]), ranks=list(r["ranks"]),
                          winners=list(r["winners"]))


def view_of(v: dict, names: list) -> FlorenzaView:
    return FlorenzaView(
        turn_stage=FlorenzaStage(v["stage"]), round=int(v["round"]), rounds=int(v["rounds"]),
        current_seat=v.get("current_seat"), order=list(v["order"]), captain=v.get("captain"),
        bishop=v.get("bishop"), guarded_worker=v.get("guarded_worker"),
        guarded_artist=_artist(v.get("guarded_artist")),
        life_cards=[FlorenzaLifeCard(number=int(c["number"]), name=c["name"])
                    for c in v["life_cards"]],
        people=[FlorenzaPerson(slug=p["person"], card=int(p["card"]), status=p.get("status"),
                               artist=_artist(p["person"]), cleric=_cleric(p["person"]))
                for p in v["people"]],
        bag_size=int(v["bag_size"]), stock=amounts(v["stock"]),
        tiles=[FlorenzaTiles(building=FlorenzaBuilding(slug=b), left=int(v["tiles"][b]))
               for b in BUILDINGS if b in v["tiles"]],  # catalogue order, as stored or not
        board_works=[_work(w) for w in v["board"]],
        pulpits=[FlorenzaPulpit(pulpit=k, cleric=FlorenzaCleric(slug=x["cleric"]),
                                seat=int(x["seat"])) for k, x in sorted(v["pulpits"].items())],
        market=list(v["market"]), market_used=list(v["market_used"]),
        masterpieces=[FlorenzaArtist(slug=a) for a in v["masterpieces"]],
        players=[_player(p, names) for p in v["players"]], result=_result(v.get("result")),
        bag=None if v.get("bag") is None else list(v["bag"]))
