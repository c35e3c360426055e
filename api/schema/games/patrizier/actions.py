"""Patrizier's legal actions and pending decisions as typed schema objects: one type per kind,
with the fields of the engine's `LegalAction.fields` and `pending` entries
(docs/patrizier-notation.md), so a client reads data, not prose."""
from __future__ import annotations

from enum import Enum

import strawberry

from api.schema.games.base import LegalAction, PendingDecision, head, worded
from api.schema.games.patrizier.catalogue import PatrizierCard, PatrizierCity, card, city_of
from domain.patrizier.catalog import CARDS, CITIES
from domain.shared.messages import arg

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


def action(d: dict) -> LegalAction:
    kind, f = d["kind"], d.get("fields") or {}
    if kind == "play":
        return PatrizierPlayAction(**head(d), card=card(f["card"]), city=city_of(f["city"]),
                                   towers=list(f["towers"]), floors=int(f["floors"]))
    if kind == "move":
        return PatrizierMoveAction(**head(d), city=city_of(f["city"]),
                                   from_tower=int(f["from_tower"]), to_tower=int(f["to_tower"]),
                                   owner=int(f["owner"]))
    if kind == "take":
        return PatrizierTakeAction(**head(d), card=card(f["card"]), city=city_of(f["city"]),
                                   reason=PatrizierTakeReason(f["reason"]))
    if kind == "decline":
        return PatrizierDeclineAction(**head(d))
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


def _cities(slugs) -> dict:
    names = [CITIES[s].name if s in CITIES else str(s) for s in slugs]
    return arg("city", list(slugs), names[0] if len(names) == 1 else
               f"{', '.join(names[:-1])} or {names[-1]}")


def _card(cid) -> dict:
    return arg("card", cid, CARDS[cid].name if cid in CARDS else f"card {cid}")


GAME = "patrizier"
_WHY = {"any_card": "take the card beside {cities} (the \"?\" symbol)",
        "no_card": "take the card beside {cities} (no card lay beside the city built in)",
        "city": "take the card beside {cities} (the card beside the city built in)"}


def decision(d: dict) -> PendingDecision:
    kind = d["kind"]
    seat = int(d["seat"])
    if kind == "play":
        return PatrizierPlayDecision(
            seat=seat, kind=kind, hand_size=int(d["hand_size"]), supply=int(d["supply"]),
            **worded(GAME, "play a card ({hand} in hand, {supply} floors left)",
                     hand=arg("number", d["hand_size"], str(d["hand_size"])),
                     supply=arg("number", d["supply"], str(d["supply"]))))
    if kind == "move":
        return PatrizierMoveDecision(
            seat=seat, kind=kind, card=card(d["card"]),
            cities=[city_of(c) for c in d["cities"]],
            **worded(GAME, "after {card}: move a floor in {cities}, or not",
                     card=_card(d["card"]), cities=_cities(d["cities"])))
    if kind == "take":
        return PatrizierTakeDecision(
            seat=seat, kind=kind, card=card(d["card"]), reason=PatrizierTakeReason(d["reason"]),
            cities=[city_of(c) for c in d["cities"]],
            **worded(GAME, _WHY.get(d["reason"], "take the card beside {cities}"),
                     cities=_cities(d["cities"])))
    from api.schema.games.generic import decision as generic

    return generic(d)


DECISION_TYPES = [PatrizierPlayDecision, PatrizierMoveDecision, PatrizierTakeDecision]
