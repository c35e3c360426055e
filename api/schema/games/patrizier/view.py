"""Patrizier's view of a game in the schema (`Game.view` when `game` is PATRIZIER): the cities
with both towers floor by floor, every player's supply, played stack, heads, fame tiles and
score so far, the viewer's own hand; once the game is over every hand, the result and the
cards left in the pile (docs/patrizier-view.md)."""
from __future__ import annotations

from enum import Enum

import strawberry

from api.schema.games.patrizier.catalogue import (
    PatrizierCard,
    PatrizierCity,
    PatrizierHeadType,
    card,
)
from domain.patrizier.catalog import HEADS

F = strawberry.field


@strawberry.enum(description="What the seat to act must decide, or whether the game is over. "
                             "BUILD, DRAW and REFILL lie between two events of one command: "
                             "only a replay stepping event by event shows them.")
class PatrizierStage(Enum):
    PLAY = strawberry.enum_value("play", description="Play a card and build.")
    MOVE = strawberry.enum_value("move", description="Move a floor (after a card with the "
                                                     "move symbol) or not.")
    TAKE = strawberry.enum_value("take", description="Choose which displayed card to take.")
    BUILD = strawberry.enum_value("build", description="A card was played: its floors are "
                                                       "being built.")
    DRAW = strawberry.enum_value("draw", description="Built (and moved): a card is being "
                                                     "taken.")
    REFILL = strawberry.enum_value("refill", description="A card was taken: its place is "
                                                         "being refilled.")
    OVER = strawberry.enum_value("over", description="The game is over.")


@strawberry.type(description="A floor of a tower.")
class PatrizierFloor:
    level: int = F(description="1 = the bottom floor.")
    owner: int = F(description="The seat whose floor it is.")


@strawberry.type(description="One of a city's two building sites (1 and 2: fixed, while which "
                             "is higher changes).")
class PatrizierTower:
    tower: int = F(description="1 or 2.")
    floors: list[PatrizierFloor] = F(description="Its floors, bottom first.")
    height: int = F(description="Floors in it.")
    leader: int | None = F(description="Who wins it if the city is scored now (most floors; a "
                                       "tie: the owner of the highest tied floor); null while "
                                       "empty.")


@strawberry.type(description="A city on the board.")
class PatrizierCityView:
    city: PatrizierCity = F(description="The city (name, floors, fame tiles, cards).")
    slug: str = F(description="Its slug (as in action keys).")
    name: str = F(description="Its name.")
    floors: int = F(description="Floors it takes in all.")
    built: int = F(description="Floors on its two towers now.")
    scored: bool = F(description="Whether it is complete and scored.")
    fame_tiles: list[int] = F(description="Fame tiles still on it: the higher tower's, then "
                                          "the lower's (empty once scored).")
    higher_tower: int | None = F(description="The taller tower, 1 or 2 (null while both are "
                                             "equally high).")
    towers: list[PatrizierTower] = F(description="Towers 1 and 2.")
    display: PatrizierCard | None = F(description="The card lying face up beside it (null: "
                                                  "none).")


@strawberry.type(description="Heads of one type on a played stack.")
class PatrizierHeadCount:
    head: PatrizierHeadType = F(description="The head type.")  # type: ignore[valid-type]
    count: int = F(description="Heads of that type.")


@strawberry.type(description="A fame tile won.")
class PatrizierFameTile:
    city: PatrizierCity = F(description="The city it was won in.")
    fame: int = F(description="Its fame points.")


@strawberry.type(description="Fame so far: tiles won plus 6 per set of 3 equal heads.")
class PatrizierScore:
    cities: int = F(description="Fame from the tiles won.")
    heads: int = F(description="Fame from sets of equal heads.")
    total: int = F(description="Cities + heads.")


@strawberry.type(description="A seat's final score.")
class PatrizierFinalScore:
    seat: int = F(description="The seat.")
    cities: int = F(description="Fame from the tiles won.")
    heads: int = F(description="Fame from sets of equal heads.")
    total: int = F(description="Final fame.")
    supply: int = F(description="Floors left in supply (the tie-break: more is better).")


@strawberry.type(description="The result of a finished game.")
class PatrizierResult:
    scores: list[PatrizierFinalScore] = F(description="Per seat, in seat order.")
    ranking: list[int] = F(description="Seats, best first (tied seats in seat order).")
    ranks: list[int] = F(description="Per seat: 0 = first; tied seats share a rank.")
    winners: list[int] = F(description="The seats ranked first (several: a shared victory).")


@strawberry.type(description="One seat as the viewer may see it.")
class PatrizierPlayer:
    seat: int = F(description="Seat number.")
    name: str | None = F(description="Display name.")
    supply: int = F(description="Floors left to build.")
    built: int = F(description="Floors of this seat on the board.")
    hand_size: int = F(description="Cards in hand.")
    hand: list[PatrizierCard] | None = F(description="The cards in hand: only the viewer's own "
                                                     "while the game runs (null for other "
                                                     "seats), every seat's once it is over.")
    played: list[PatrizierCard] = F(description="The played stack, oldest first.")
    heads: list[PatrizierHeadCount] = F(description="Heads on the played stack, per type (in "
                                                     "catalogue order).")
    fame_tiles: list[PatrizierFameTile] = F(description="Fame tiles won, in order.")
    score: PatrizierScore = F(description="Fame so far.")


@strawberry.type(description="Patrizier as one viewer sees it. Hidden while it runs: other "
                             "seats' hands (only their sizes) and the draw pile (only its "
                             "size).")
class PatrizierView:
    stage: PatrizierStage = F(description="What the seat to act must decide (or OVER).")
    current_seat: int | None = F(description="Whose turn it is (null once over).")
    start_seat: int = F(description="The start player, chosen by lot.")
    cards_played: int = F(description="Cards played so far ...")
    cards_total: int = F(description="... of all cards in the game (48, or 55 with 5 "
                                     "players).")
    pile_size: int = F(description="Cards left in the draw pile.")
    turn_card: PatrizierCard | None = F(description="The card played this turn while its move "
                                                    "or take is pending.")
    cities: list[PatrizierCityView] = F(description="The cities in play, in catalogue order.")
    players: list[PatrizierPlayer] = F(description="The seats in order.")
    result: PatrizierResult | None = F(description="The result (null until the game is "
                                                   "over).")
    pile: list[PatrizierCard] | None = F(description="The cards left in the pile, top first: "
                                                     "only once the game is over (and in a "
                                                     "finished game's replay); else null.")


def _cards(ids) -> list[PatrizierCard]:
    return [c for c in map(card, ids or ()) if c is not None]


def _city(c: dict) -> PatrizierCityView:
    return PatrizierCityView(
        city=PatrizierCity(slug=c["city"]), slug=c["city"], name=c["name"],
        floors=int(c["floors"]), built=int(c["built"]), scored=bool(c["scored"]),
        fame_tiles=list(c["fame_tiles"]), higher_tower=c.get("higher_tower"),
        towers=[PatrizierTower(tower=int(t["tower"]),
                               floors=[PatrizierFloor(level=i, owner=int(o))
                                       for i, o in enumerate(t["floors"], 1)],
                               height=int(t["height"]), leader=t.get("leader"))
                for t in c["towers"]],
        display=card(c.get("display")))


def _player(p: dict, names: list) -> PatrizierPlayer:
    seat = int(p["seat"])
    hand, heads = p.get("hand"), p.get("heads") or {}
    score = p["score"]
    return PatrizierPlayer(
        seat=seat, name=names[seat] if seat < len(names) else None, supply=int(p["supply"]),
        built=int(p["built"]), hand_size=int(p["hand_size"]),
        hand=None if hand is None else _cards(hand), played=_cards(p.get("played")),
        heads=[PatrizierHeadCount(head=PatrizierHeadType(h), count=int(heads.get(h) or 0))
               for h in HEADS],  # catalogue order: stored views come back with sorted keys
        fame_tiles=[PatrizierFameTile(city=PatrizierCity(slug=t["city"]), fame=int(t["fame"]))
                    for t in p.get("fame_tiles") or ()],
        score=PatrizierScore(cities=int(score["cities"]), heads=int(score["heads"]),
                             total=int(score["total"])))


def _result(r: dict | None) -> PatrizierResult | None:
    if not r:
        return None
    return PatrizierResult(
        scores=[PatrizierFinalScore(seat=i, cities=int(s["cities"]), heads=int(s["heads"]),
                                    total=int(s["total"]), supply=int(s["supply"]))
                for i, s in enumerate(r["scores"])],
        ranking=list(r["ranking"]), ranks=list(r["ranks"]), winners=list(r["winners"]))


def view_of(v: dict, names: list) -> PatrizierView:
    pile = v.get("pile")
    return PatrizierView(
        stage=PatrizierStage(v["stage"]), current_seat=v.get("current_seat"),
        start_seat=int(v["start_seat"]), cards_played=int(v["cards_played"]),
        cards_total=int(v["cards_total"]), pile_size=int(v["pile_size"]),
        turn_card=card(v.get("turn_card")), cities=[_city(c) for c in v.get("cities") or ()],
        players=[_player(p, names) for p in v.get("players") or ()],
        result=_result(v.get("result")), pile=None if pile is None else _cards(pile))
