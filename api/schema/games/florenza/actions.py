"""Florenza's legal actions and pending decisions as typed schema objects: one type per kind,
with the fields of the engine's `LegalAction.fields` and `pending` entries
(docs/florenza-notation.md), so a client reads data, not prose."""
from __future__ import annotations

import strawberry

from api.schema.games.base import LegalAction, PendingDecision, head, worded
from api.schema.games.florenza.catalogue import (
    FlorenzaAmount,
    FlorenzaArtist,
    FlorenzaBuilding,
    FlorenzaCleric,
    FlorenzaWorkField,
    amounts,
)

F = strawberry.field


@strawberry.type(description="Choose a start building, laid finished (`pick cava`).")
class FlorenzaPickAction(LegalAction):
    building: FlorenzaBuilding = F(description="The building.")


@strawberry.type(description="Captain: guard a worker of another family's material area for "
                             "the round (`guard 1`).")
class FlorenzaGuardWorkerAction(LegalAction):
    victim: int = F(description="The seat whose worker is guarded.")


@strawberry.type(description="Captain: guard a named artist; only the captain may hire it "
                             "this round (`guard giotto`).")
class FlorenzaGuardArtistAction(LegalAction):
    artist: FlorenzaArtist = F(description="The artist.")


@strawberry.type(description="Bishop: a worker of that seat's material area back to its "
                             "supply, one of yours into your material area (`convert 1`).")
class FlorenzaConvertAction(LegalAction):
    victim: int = F(description="The seat.")


@strawberry.type(description="Bishop: banish a named cleric for the round (`banish ficino`).")
class FlorenzaBanishAction(LegalAction):
    cleric: FlorenzaCleric = F(description="The cleric.")


@strawberry.type(description="Action A: occupy a finished workshop (`occupy 1.2`).")
class FlorenzaOccupyAction(LegalAction):
    owner: int = F(description="Whose quarter.")
    field: int = F(description="Field 1-5.")
    building: FlorenzaBuilding = F(description="The workshop.")
    fame: int = F(description="Fame paid to the owner (1 for another family's, else 0).")


@strawberry.type(description="Action B: plan a building on your lowest free field "
                             "(`plan banco`).")
class FlorenzaPlanAction(LegalAction):
    building: FlorenzaBuilding = F(description="The building.")
    field: int = F(description="The field it goes on.")


@strawberry.type(description="Action C: plan a work of art with an artist "
                             "(`art palace.1 giotto`).")
class FlorenzaArtAction(LegalAction):
    work: FlorenzaWorkField = F(description="The field.")
    art_key: str = F(description="The work's key (`2:palace.1` in a quarter).")
    artist: FlorenzaArtist = F(description="The artist hired.")
    talents: list[str] = F(description="The field's talents the artist has.")


@strawberry.type(description="Action D: a worker to the market (`market`).")
class FlorenzaMarketAction(LegalAction):
    pass


@strawberry.type(description="Action E: donate to a cleric, who preaches in your church or "
                             "the cathedral's pulpit (`donate ficino church`).")
class FlorenzaDonateAction(LegalAction):
    cleric: FlorenzaCleric = F(description="The cleric.")
    pulpit: str = F(description="Church or pulpit.")


@strawberry.type(description="Market: sell a material for 100 florins (`sell wood`) or buy "
                             "one for 200 (`buy wood`).")
class FlorenzaSellBuyAction(LegalAction):
    material: str = F(description="The material.")


@strawberry.type(description="Market: two of your materials for one of the supply "
                             "(`trade wood+brick gold`).")
class FlorenzaTradeAction(LegalAction):
    give: list[str] = F(description="The two materials given.")
    get: str = F(description="The material got.")


@strawberry.type(description="Phase 6: pay and finish the building (`finish`).")
class FlorenzaFinishAction(LegalAction):
    field: int = F(description="Its field.")
    building: FlorenzaBuilding = F(description="The building.")
    cost: list[FlorenzaAmount] = F(description="What is paid.")


@strawberry.type(description="Phase 7: pay and complete the work with a talent "
                             "(`complete painting`).")
class FlorenzaCompleteAction(LegalAction):
    art_key: str = F(description="The work's key.")
    artist: FlorenzaArtist = F(description="The artist.")
    talent: str = F(description="The talent used.")
    cost: list[FlorenzaAmount] = F(description="The field's cost and the artist's fee.")


@strawberry.type(description="Phase 6: give up the building under construction, losing 1 "
                             "fame (`abandon`).")
class FlorenzaAbandonBuildingAction(LegalAction):
    field: int = F(description="Its field.")
    building: FlorenzaBuilding = F(description="The building given up.")


@strawberry.type(description="Phase 7: fail the planned work, losing 1-4 fame (`abandon`).")
class FlorenzaAbandonWorkAction(LegalAction):
    art_key: str = F(description="The work failed.")
    artist: FlorenzaArtist = F(description="Its artist.")


@strawberry.type(description="Do not use the office, stop placing or stop trading (`pass`).")
class FlorenzaPassAction(LegalAction):
    pass


_BUILDERS = {
    "pick": lambda h, f: FlorenzaPickAction(**h, building=FlorenzaBuilding(slug=f["building"])),
    "guard_worker": lambda h, f: FlorenzaGuardWorkerAction(**h, victim=int(f["victim"])),
    "guard_artist": lambda h, f: FlorenzaGuardArtistAction(
        **h, artist=FlorenzaArtist(slug=f["artist"])),
    "convert": lambda h, f: FlorenzaConvertAction(**h, victim=int(f["victim"])),
    "banish": lambda h, f: FlorenzaBanishAction(**h, cleric=FlorenzaCleric(slug=f["cleric"])),
    "occupy": lambda h, f: FlorenzaOccupyAction(
        **h, owner=int(f["owner"]), field=int(f["field"]),
        building=FlorenzaBuilding(slug=f["building"]), fame=int(f["fame"])),
    "plan": lambda h, f: FlorenzaPlanAction(**h, building=FlorenzaBuilding(slug=f["building"]),
                                            field=int(f["field"])),
    "art": lambda h, f: FlorenzaArtAction(
        **h, work=FlorenzaWorkField(id=f["work"]), art_key=f["art"],
        artist=FlorenzaArtist(slug=f["artist"]), talents=list(f["talents"])),
    "market": lambda h, f: FlorenzaMarketAction(**h),
    "donate": lambda h, f: FlorenzaDonateAction(**h, cleric=FlorenzaCleric(slug=f["cleric"]),
                                                pulpit=f["pulpit"]),
    "sell": lambda h, f: FlorenzaSellBuyAction(**h, material=f["material"]),
    "buy": lambda h, f: FlorenzaSellBuyAction(**h, material=f["material"]),
    "trade": lambda h, f: FlorenzaTradeAction(**h, give=list(f["give"]), get=f["get"]),
    "finish": lambda h, f: FlorenzaFinishAction(
        **h, field=int(f["field"]), building=FlorenzaBuilding(slug=f["building"]),
        cost=amounts(f["cost"])),
    "complete": lambda h, f: FlorenzaCompleteAction(
        **h, art_key=f["art"], artist=FlorenzaArtist(slug=f["artist"]), talent=f["talent"],
        cost=amounts(f["cost"])),
    "abandon": lambda h, f: (
        FlorenzaAbandonBuildingAction(**h, field=int(f["field"]),
                                      building=FlorenzaBuilding(slug=f["building"]))
        if "building" in f else
        FlorenzaAbandonWorkAction(**h, art_key=f["art"], artist=FlorenzaArtist(slug=f["artist"]))),
    "pass": lambda h, f: FlorenzaPassAction(**h),
}


def action(d: dict) -> LegalAction:
    build = _BUILDERS.get(d["kind"])
    if build is None:
        from api.schema.games.generic import action as generic

        return generic(d)
    return build(head(d), d.get("fields") or {})


ACTION_TYPES = [FlorenzaPickAction, FlorenzaGuardWorkerAction, FlorenzaGuardArtistAction,
                FlorenzaConvertAction, FlorenzaBanishAction, FlorenzaOccupyAction,
                FlorenzaPlanAction, FlorenzaArtAction, FlorenzaMarketAction,
                FlorenzaDonateAction, FlorenzaSellBuyAction, FlorenzaTradeAction,
                FlorenzaFinishAction, FlorenzaCompleteAction, FlorenzaAbandonBuildingAction,
                FlorenzaAbandonWorkAction,
                FlorenzaPassAction]


@strawberry.type(description="What the seat must decide now; `kind` is the stage: start, "
                             "guard, convert, place, market, build or art.")
class FlorenzaDecision(PendingDecision):
    round: int = F(description="The round (0 while start buildings are chosen).")


_TEXT = {"start": "choose a start building", "guard": "guard a worker or an artist, or pass "
         "(captain)", "convert": "convert a worker or banish a cleric, or pass (bishop)",
         "place": "place a worker or pass", "market": "trade at the market or stop",
         "build": "finish the building under construction or give it up",
         "art": "complete the planned work or fail it"}


def decision(d: dict) -> PendingDecision:
    kind = str(d["kind"])
    return FlorenzaDecision(seat=int(d["seat"]), kind=kind, round=int(d.get("round", 0)),
                            **worded("florenza", _TEXT.get(kind, kind)))


DECISION_TYPES = [FlorenzaDecision]
