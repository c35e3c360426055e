"""Lorenzo's legal actions and pending decisions as typed schema objects: one type per kind,
with the fields a client needs to draw and choose (no prose to parse)."""
from __future__ import annotations

from enum import Enum

import strawberry

from api.schema.games.base import LegalAction, PendingDecision
from api.schema.games.base import head as base_head
from api.schema.games.lorenzo.catalogue import (
    LorenzoBonusTile,
    LorenzoCard,
    LorenzoCardType,
    LorenzoExcommunicationTile,
    LorenzoLeader,
    LorenzoMember,
    LorenzoResources,
    card,
    leader,
    res_or_none,
)

F = strawberry.field


# -- legal actions ------------------------------------------------------------------------------

@strawberry.enum(description="What a leader action does.")
class LorenzoLeaderUse(Enum):
    PLAY = strawberry.enum_value("play", description="Play it (its requirements are met).")
    DISCARD = strawberry.enum_value("discard", description="Discard it for a council "
                                                           "privilege.")
    ACTIVATE = strawberry.enum_value("activate", description="Use its once-per-round ability.")


@strawberry.type(description="Take a card: a placement on a tower floor (`place`, with "
                             "`member`) or a card's bonus action (`take`). Also the non-tower "
                             "placements (market, council, harvest, production), where `card` "
                             "and the payment fields are null.")
class LorenzoPlaceAction(LegalAction):
    member: LorenzoMember = F(description="The family member placed.")
    space: str = F(description="The action space, e.g. `tower.green.3`, `market.1`.")
    value: int = F(description="The action value reached (die, modifiers and servants).")
    servants: int = F(description="Servants paid to raise the value.")
    raise_: int = F(name="raise", description="Action value bought with those servants.")
    card: LorenzoCard | None = F(description="The card taken (tower floors).")
    cost_option: int | None = F(description="Which of the card's costs is paid (1-based); "
                                            "null when it prints only one.")
    discount_option: int | None = F(description="Which choose-one discount applies "
                                                "(1-based), when it matters.")
    pay: LorenzoResources | None = F(description="The card's cost actually paid.")
    fee: int = F(description="Coins paid because the tower was already occupied.")
    gain: LorenzoResources | None = F(description="Resources the space itself gives (floor "
                                                  "bonus, market, council coins).")


@strawberry.type(description="A card's bonus action: take a card at a given value (`take "
                             "none`, declining it, is a LorenzoPlainAction).")
class LorenzoTakeAction(LegalAction):
    space: str = F(description="The tower floor, e.g. `tower.blue.2`.")
    card: LorenzoCard | None = F(description="The card taken (always set; nullable so that "
                                             "one selection can cover every action type).")
    value: int = F(description="The action value reached.")
    servants: int = F(description="Servants paid to raise the value.")
    raise_: int = F(name="raise", description="Action value bought with those servants.")
    cost_option: int | None = F(description="Which of the card's costs is paid (1-based).")
    discount_option: int | None = F(description="Which choose-one discount applies.")
    pay: LorenzoResources | None = F(description="The card's cost actually paid.")
    fee: int = F(description="Coins paid because the tower was already occupied.")
    gain: LorenzoResources | None = F(description="The floor's bonus.")


@strawberry.type(description="A bonus harvest or production action (from a card or a "
                             "leader), at `value` after servants.")
class LorenzoBonusAction(LegalAction):
    value: int = F(description="The action value reached.")
    servants: int = F(description="Servants paid to raise the value.")
    raise_: int = F(name="raise", description="Action value bought with those servants.")


@strawberry.type(description="A council privilege.")
class LorenzoPrivilegeAction(LegalAction):
    option: int = F(description="Privilege number 1-5.")
    gain: LorenzoResources | None = F(description="What it gives.")


@strawberry.type(description="A production exchange of a building (`option` 0 = no "
                             "exchange).")
class LorenzoExchangeAction(LegalAction):
    building: LorenzoCard = F(description="The building whose exchange this is.")
    option: int = F(description="Exchange option (1-based), 0 = none.")
    pay: LorenzoResources | None = F(description="What you pay.")
    gain: LorenzoResources | None = F(description="Resources you get.")
    privileges: int = F(description="Council privileges you get (chosen next, one decision "
                                    "each).")


@strawberry.type(description="Advanced set-up: choose a personal bonus tile.")
class LorenzoTileAction(LegalAction):
    tile: LorenzoBonusTile = F(description="The tile.")


@strawberry.type(description="Advanced set-up: keep a leader from the draft hand.")
class LorenzoDraftAction(LegalAction):
    leader: LorenzoLeader = F(description="The leader kept.")


@strawberry.type(description="A leader action: play, discard (for a council privilege) or "
                             "activate a once-per-round ability.")
class LorenzoLeaderAction(LegalAction):
    use: LorenzoLeaderUse = F(description="Play, discard or activate (also in `kind`: "
                                          "leader_play, leader_discard, leader_activate).")
    leader: LorenzoLeader = F(description="The leader.")
    copies: LorenzoLeader | None = F(description="Lorenzo de' Medici: the leader copied.")
    affected_member: LorenzoMember | None = F(description="Federico da Montefeltro: the "
                                                          "member whose value becomes 6.")


@strawberry.type(description="An action with no details: pass, end (the turn), support (the "
                             "Church), excommunicate (accept the tile), or `take none` "
                             "(decline a bonus card action).")
class LorenzoPlainAction(LegalAction):
    pass


def _res(d) -> LorenzoResources | None:
    return res_or_none(d)


def action(d: dict) -> LegalAction:
    kind, f = d["kind"], d.get("fields") or {}
    head = base_head(d)
    if kind == "place":
        return LorenzoPlaceAction(
            **head, member=LorenzoMember(f["member"]), space=f["space"], value=f["value"],
            servants=f["servants"], raise_=f["raise"], card=card(f.get("card")),
            cost_option=f.get("cost_option"), discount_option=f.get("discount_option"),
            pay=_res(f.get("pay")), fee=int(f.get("fee") or 0), gain=_res(f.get("gain")))
    if kind == "take" and f.get("space") is not None:
        return LorenzoTakeAction(
            **head, space=f["space"], card=card(f.get("card")), value=f["value"],
            servants=int(f.get("servants") or 0), raise_=int(f.get("raise") or 0),
            cost_option=f.get("cost_option"), discount_option=f.get("discount_option"),
            pay=_res(f.get("pay")), fee=int(f.get("fee") or 0), gain=_res(f.get("gain")))
    if kind in ("harvest", "production"):
        return LorenzoBonusAction(**head, value=f["value"], servants=f["servants"],
                                  raise_=f["raise"])
    if kind == "privilege":
        return LorenzoPrivilegeAction(**head, option=f["option"],
                                      gain=LorenzoResources.of(f.get("gain")))
    if kind == "exchange":
        return LorenzoExchangeAction(**head, building=card(f["card"]), option=f["option"],
                                     pay=_res(f.get("pay")), gain=_res(f.get("gain")),
                                     privileges=int(f.get("privileges") or 0))
    if kind == "tile":
        return LorenzoTileAction(**head, tile=LorenzoBonusTile(id=int(f["tile"])))
    if kind == "draft":
        return LorenzoDraftAction(**head, leader=leader(f["leader"]))
    if kind.startswith("leader_"):
        return LorenzoLeaderAction(**head, use=LorenzoLeaderUse[kind.removeprefix("leader_")
                                                                 .upper()],
                                   leader=leader(f["leader"]),
                                   copies=leader(f.get("copies")),
                                   affected_member=LorenzoMember(f["member"])
                                   if f.get("member") else None)
    return LorenzoPlainAction(**head)


ACTION_TYPES = [LorenzoPlaceAction, LorenzoTakeAction, LorenzoBonusAction,
                LorenzoPrivilegeAction, LorenzoExchangeAction, LorenzoTileAction,
                LorenzoDraftAction, LorenzoLeaderAction, LorenzoPlainAction]


# -- pending decisions --------------------------------------------------------------------------

@strawberry.type(description="The seat's turn: place a family member (or pass if none can "
                             "be placed); once placed (advanced game), leader actions or end.")
class LorenzoTurnDecision(PendingDecision):
    placed: bool = F(description="The member is placed: only leader actions or `end` remain.")


@strawberry.type(description="Choose council privileges (several at once must differ).")
class LorenzoPrivilegeDecision(PendingDecision):
    count: int = F(description="Privileges granted together.")
    chosen: list[int] = F(description="Options already taken in this grant.")
    options: list[int] = F(description="Options still open.")


@strawberry.type(description="A card's bonus action: take a card of a type at a value.")
class LorenzoTakeDecision(PendingDecision):
    card_type: LorenzoCardType | None = F(description="The type of card to take; null when "
                                                      "`any` type may be taken.")
    any: bool = F(description="A card of any type may be taken.")
    value: int = F(description="The action value (before servants).")
    discount: LorenzoResources = F(description="Paid less for the card.")
    source: str | None = F(description="What granted it.")


@strawberry.type(description="A bonus harvest or production action.")
class LorenzoBonusActionDecision(PendingDecision):
    value: int = F(description="The action value (before servants).")
    source: str | None = F(description="What granted it.")


@strawberry.type(description="Production exchanges to choose, one building at a time.")
class LorenzoExchangeDecision(PendingDecision):
    cards: list[LorenzoCard] = F(description="Buildings whose exchange may be used, first "
                                             "the one deciding now.")


@strawberry.type(description="Vatican report: support the Church (faith to 0 for points) or "
                             "accept the excommunication tile.")
class LorenzoVaticanDecision(PendingDecision):
    period: int = F(description="The period reported.")
    threshold: int = F(description="Faith points needed to support.")
    tile: LorenzoExcommunicationTile = F(description="The tile at stake.")
    faith_points: int = F(description="The seat's faith points.")


@strawberry.type(description="Advanced set-up: choose a personal bonus tile.")
class LorenzoBonusTileDecision(PendingDecision):
    tiles: list[LorenzoBonusTile] = F(description="Tiles still offered.")


@strawberry.type(description="Advanced set-up: keep one leader of the draft hand (the hand "
                             "is in the holder's own view).")
class LorenzoLeaderDraftDecision(PendingDecision):
    hand_size: int = F(description="Leaders in the hand being drafted.")


def decision(d: dict) -> PendingDecision:
    kind = d["kind"]
    head = {"seat": int(d["seat"]), "kind": kind, "english": str(d.get("description")),
            "message": d.get("message")}
    if kind == "turn":
        return LorenzoTurnDecision(**head, placed=bool(d.get("placed")))
    if kind == "privilege":
        return LorenzoPrivilegeDecision(**head, count=d["count"], chosen=list(d["chosen"]),
                                        options=list(d["options"]))
    if kind == "take":
        typed = d["card_type"] != "any"
        return LorenzoTakeDecision(**head, card_type=LorenzoCardType(d["card_type"]) if typed
                                   else None, any=not typed, value=d["value"],
                                   discount=LorenzoResources.of(d.get("discount")),
                                   source=d.get("source"))
    if kind in ("harvest", "production"):
        return LorenzoBonusActionDecision(**head, value=d["value"], source=d.get("source"))
    if kind == "exchange":
        return LorenzoExchangeDecision(**head, cards=[c for c in map(card, d["cards"]) if c])
    if kind == "vatican":
        return LorenzoVaticanDecision(**head, period=d["period"], threshold=d["threshold"],
                                      tile=LorenzoExcommunicationTile(id=d["tile"]),
                                      faith_points=d["faith_points"])
    if kind == "bonus_tile":
        return LorenzoBonusTileDecision(**head, tiles=[LorenzoBonusTile(id=int(t))
                                                       for t in d["tiles"]])
    if kind == "leader_draft":
        return LorenzoLeaderDraftDecision(**head, hand_size=d["hand_size"])
    from api.schema.games.generic import decision as generic

    return generic(d)


DECISION_TYPES = [LorenzoTurnDecision, LorenzoPrivilegeDecision, LorenzoTakeDecision,
                  LorenzoBonusActionDecision, LorenzoExchangeDecision, LorenzoVaticanDecision,
                  LorenzoBonusTileDecision, LorenzoLeaderDraftDecision]
