"""Patrizier's legal actions and pending decisions as typed schema objects: one type per kind,
with the fields of the engine's `LegalAction.fields` and `pending` entries
(docs/patrizier-notation.md), so a client reads data, not prose."""
from __future__ import annotations

from enum import Enum

import strawberry

from api.schema.games.base import LegalAction, PendingDecision
from api.schema.games.patrizier.catalogue import PatrizierCard, PatrizierCity, card, city_of
from domain.patrizier.catalog import CARDS, CITIES

F = strawberry.field


@strawberry.enum(description="Why a card is taken from the display.")
class PatrizierTakeReason(Enum):
    CITY = strawberry.enum_value("city", description="The card beside the city built in.")
    ANY_CARD = strawberry.enum_value("any_card", description="The \"?\" symbol: the card "
                                                             "beside any city.")
    NO_CARD = strawberry.enum_value("no_card", description="No card lay beside the city built "
                                                           "in: another city's card.")


# -- legal actions ------------------------------------------------------------------------------

@strawberry.type(description="Play a card from the hand and build one floor per crest on the "
                             "card's city (`play 12 firenze.1 firenze.2`); with no floor left "
                             "in supply, `towers` is empty.")
class PatrizierPlayAction(LegalAction):
    card: PatrizierCard | None = F(description="The card played (always set; nullable so "
                                                "that one selection covers every game's "
                                                "actions).")
    city: PatrizierCity = F(description="The city built in (the card's).")
    towers: list[int] = F(description="The tower (1 or 2) of each floor built, sorted.")
    floors: int = F(description="Floors built (usually the card's crests).")


@strawberry.type(description="After a card with the move symbol: move the top floor of a "
                             "tower onto the other tower of that city (`move milano.1`).")
class PatrizierMoveAction(LegalAction):
    city: PatrizierCity = F(description="The city.")
    from_tower: int = F(description="The tower whose top floor is moved (1 or 2).")
    to_tower: int = F(description="The tower it is put on.")
    owner: int = F(description="The seat whose floor is moved.")


@strawberry.type(description="Do not move a floor (`move none`).")
class PatrizierDeclineAction(LegalAction):
    pass


@strawberry.type(description="Take the card lying beside a city into the hand "
                             "(`take roma`).")
class PatrizierTakeAction(LegalAction):
    card: PatrizierCard | None = F(description="The card taken (always set; nullable so "
                                                "that one selection covers every game's "
                                                "actions).")
    city: PatrizierCity = F(description="Where it lies.")
    reason: PatrizierTakeReason = F(description="Why a card is taken here.")


def _head(d: dict) -> dict:
    return {"key": d["key"], "kind": d["kind"], "description": d["description"]}


def action(d: dict) -> LegalAction:
    kind, f = d["kind"], d.get("fields") or {}
    if kind == "play":
        return PatrizierPlayAction(**_head(d), card=card(f["card"]), city=city_of(f["city"]),
                                   towers=list(f["towers"]), floors=int(f["floors"]))
    if kind == "move":
        return PatrizierMoveAction(**_head(d), city=city_of(f["city"]),
                                   from_tower=int(f["from_tower"]), to_tower=int(f["to_tower"]),
                                   owner=int(f["owner"]))
    if kind == "take":
        return PatrizierTakeAction(**_head(d), card=card(f["card"]), city=city_of(f["city"]),
                                   reason=PatrizierTakeReason(f["reason"]))
    if kind == "decline":
        return PatrizierDeclineAction(**_head(d))
    from api.schema.games.generic import action as generic

    return generic(d)


ACTION_TYPES = [PatrizierPlayAction, PatrizierMoveAction, PatrizierDeclineAction,
                PatrizierTakeAction]


# -- pending decisions --------------------------------------------------------------------------

@strawberry.type(description="The seat's turn: play a card from the hand and build.")
class PatrizierPlayDecision(PendingDecision):
    hand_size: int = F(description="Cards in hand.")
    supply: int = F(description="Floors left in supply.")


@strawberry.type(description="After a card with the move symbol: move a floor in one of "
                             "`cities`, or not.")
class PatrizierMoveDecision(PendingDecision):
    card: PatrizierCard = F(description="The card played, showing the move symbol.")
    cities: list[PatrizierCity] = F(description="Cities where a move is possible.")


@strawberry.type(description="Choose which displayed card to take.")
class PatrizierTakeDecision(PendingDecision):
    card: PatrizierCard = F(description="The card played this turn.")
    cities: list[PatrizierCity] = F(description="Cities whose card may be taken.")
    reason: PatrizierTakeReason = F(description="Why there is a choice.")


def _names(slugs) -> str:
    names = [CITIES[s].name if s in CITIES else str(s) for s in slugs]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def _card_name(cid) -> str:
    return CARDS[cid].name if cid in CARDS else f"card {cid}"


_WHY = {"any_card": "the \"?\" symbol", "no_card": "no card lay beside the city built in",
        "city": "the card beside the city built in"}


def decision(d: dict) -> PendingDecision:
    kind = d["kind"]
    seat = int(d["seat"])
    if kind == "play":
        return PatrizierPlayDecision(
            seat=seat, kind=kind, hand_size=int(d["hand_size"]), supply=int(d["supply"]),
            description=f"play a card ({d['hand_size']} in hand, {d['supply']} floors left)")
    if kind == "move":
        return PatrizierMoveDecision(
            seat=seat, kind=kind, card=card(d["card"]),
            cities=[city_of(c) for c in d["cities"]],
            description=f"after {_card_name(d['card'])}: move a floor in "
                        f"{_names(d['cities'])}, or not")
    if kind == "take":
        return PatrizierTakeDecision(
            seat=seat, kind=kind, card=card(d["card"]), reason=PatrizierTakeReason(d["reason"]),
            cities=[city_of(c) for c in d["cities"]],
            description=f"take the card beside {_names(d['cities'])} "
                        f"({_WHY.get(d['reason'], d['reason'])})")
    from api.schema.games.generic import decision as generic

    return generic(d)


DECISION_TYPES = [PatrizierPlayDecision, PatrizierMoveDecision, PatrizierTakeDecision]
