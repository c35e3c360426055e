"""Il Vecchio's legal actions and pending decisions as typed schema objects: one type per kind,
with the fields of the engine's `LegalAction.fields` and `pending` entries
(docs/ilvecchio-notation.md), so a client reads data, not prose."""
from __future__ import annotations

import strawberry
from strawberry.scalars import JSON

from api.schema.games.base import LegalAction, PendingDecision, head, worded
from api.schema.games.ilvecchio.catalogue import IlVecchioTile, tile
from domain.shared.messages import arg

F = strawberry.field


@strawberry.interface(description="An action of a member that may travel first (a-c).")
class IlVecchioMemberAction(LegalAction):
    origin: str = F(description="The town of the standing member that acts.")
    town: str = F(description="Where it acts (after travelling).")
    coach: bool | None = F(description="Null: no travel; false: along the roads (1 florin "
                                       "per town); true: by coach.")


@strawberry.type(description="Action a: take tokens in a town (`town prato knight bishop`).")
class IlVecchioTownAction(IlVecchioMemberAction):
    take: str = F(description="Florins, scroll, bishops, coaches, assassin, knight or abbot.")
    bishop: bool = F(description="A bishop is given up instead of the intermediary.")
    buy: bool = F(description="Council-1: a second scroll for 1 florin.")


@strawberry.type(description="Action b: take a province (`province prato>vernio "
                             "knight+abbot`).")
class IlVecchioProvinceAction(IlVecchioMemberAction):
    region: str = F(description="Milano, venezia or chiesa.")
    payment: list[str] = F(description="The followers given.")
    using: list[str] = F(description="Province tiles used with it (milano-3, chiesa-3).")


@strawberry.type(description="Action c: an office in Florence (`office firenze council`).")
class IlVecchioOfficeAction(IlVecchioMemberAction):
    track: str = F(description="Council or nobility.")
    follower: str | None = F(description="Council-12's follower of choice.")


@strawberry.type(description="Action d: reinforcement (`reinforce`, low-luck: `reinforce "
                             "<town>`).")
class IlVecchioReinforceAction(LegalAction):
    destination: str | None = F(description="The town (low-luck variant); null: roll.")


@strawberry.type(description="Action e: recovery (`recover`).")
class IlVecchioRecoverAction(LegalAction):
    pass


@strawberry.type(description="Use a province tile (`use milano-2`).")
class IlVecchioUseTileAction(LegalAction):
    tile: IlVecchioTile = F(description="The province tile used.")
    args: list[str] = F(description="Its arguments (the notation's words).")


@strawberry.type(description="Give up (the rest of) the double turn (`pass`).")
class IlVecchioPassAction(LegalAction):
    whole: bool = F(description="The whole double turn: 2 power points.")


@strawberry.type(description="Choose a tile: the start council tile (`choose`), a province or "
                             "office tile (`pick`).")
class IlVecchioTileAction(LegalAction):
    tile: IlVecchioTile = F(description="The tile chosen.")
    stack: str | None = F(description="The region or council / nobility stack (`pick`).")


@strawberry.type(description="Place members (`place <town> [<town>]`, `place none`).")
class IlVecchioPlaceAction(LegalAction):
    towns: list[str] = F(description="The towns (empty: place none).")
    purpose: str | None = F(description="Why (set-up: null; reinforce, extra, recovery, "
                                        "province, reveal).")


@strawberry.type(description="Pay the tribute (`tribute knight`).")
class IlVecchioTributeAction(LegalAction):
    good: str = F(description="Florins (3), scrolls, coaches, bishops, assassin, knight or "
                               "abbot (1).")


@strawberry.type(description="Answer the family-member event (`lay <town>`, "
                             "`return <town>`).")
class IlVecchioMemberEventAction(LegalAction):
    how: str = F(description="Lay or return.")
    town: str = F(description="The town of the member.")


@strawberry.type(description="Take council-12's follower (`bonus abbot`).")
class IlVecchioBonusAction(LegalAction):
    follower: str | None = F(description="Assassin, knight or abbot (always set; nullable so "
                                         "that one selection covers every action).")


def _member(f: dict) -> dict:
    return {"origin": f["origin"], "town": f["town"], "coach": f["coach"]}


def action(d: dict) -> LegalAction:
    kind, f, h = d["kind"], d.get("fields") or {}, head(d)
    if kind == "town":
        return IlVecchioTownAction(**h, **_member(f), take=f["take"], bishop=f["bishop"],
                                   buy=f["buy"])
    if kind == "province":
        return IlVecchioProvinceAction(**h, **_member(f), region=f["region"],
                                       payment=list(f["payment"]), using=list(f["using"]))
    if kind == "office":
        return IlVecchioOfficeAction(**h, **_member(f), track=f["track"],
                                     follower=f["follower"])
    if kind == "reinforce":
        return IlVecchioReinforceAction(**h, destination=f["town"])
    if kind == "recover":
        return IlVecchioRecoverAction(**h)
    if kind == "use":
        return IlVecchioUseTileAction(**h, tile=tile(f["tile"]), args=list(f["args"]))
    if kind == "pass":
        return IlVecchioPassAction(**h, whole=f["whole"])
    if kind in ("choose", "pick"):
        return IlVecchioTileAction(**h, tile=tile(f["tile"]), stack=f.get("stack"))
    if kind in ("place", "setup_place"):
        towns = f.get("towns") or ([f["town"]] if f.get("town") else [])
        return IlVecchioPlaceAction(**h, towns=towns, purpose=f.get("reason"))
    if kind == "tribute":
        return IlVecchioTributeAction(**h, good=f["good"])
    if kind == "member":
        return IlVecchioMemberEventAction(**h, how=f["how"], town=f["town"])
    if kind == "bonus":
        return IlVecchioBonusAction(**h, follower=f["follower"])
    from api.schema.games.generic import action as generic

    return generic(d)


ACTION_TYPES = [IlVecchioMemberAction, IlVecchioTownAction, IlVecchioProvinceAction,
                IlVecchioOfficeAction, IlVecchioReinforceAction, IlVecchioRecoverAction,
                IlVecchioUseTileAction, IlVecchioPassAction, IlVecchioTileAction,
                IlVecchioPlaceAction, IlVecchioTributeAction, IlVecchioMemberEventAction,
                IlVecchioBonusAction]


@strawberry.type(description="The seat's turn: an action (two in the double turn).")
class IlVecchioTurnDecision(PendingDecision):
    actions_left: int = F(description="Actions left in this turn (2 at the start of a "
                                       "double turn).")
    double: bool = F(description="Whether this is the double turn.")


@strawberry.type(description="A choice the seat owes: a tile, a placement, a tribute, a "
                             "member, a follower (`kind`; the others play on meanwhile "
                             "unless it answers an Il Vecchio event).")
class IlVecchioChoiceDecision(PendingDecision):
    data: JSON = F(description="Its details (docs/ilvecchio-notation.md, \"Pending "
                               "decisions\").")


GAME = "ilvecchio"
_TEXT = {"council_start": "choose a start council tile", "setup_place": "place two members",
         "place": "place a member (or none)", "province_pick": "choose a province tile",
         "office_pick": "choose one of the tiles drawn", "tribute": "pay the tribute",
         "member": "lay a member down or take a lying one back",
         "bonus_follower": "take a follower of your choice"}


def decision(d: dict) -> PendingDecision:
    seat, kind = int(d["seat"]), d["kind"]
    if kind == "turn":
        n = int(d["actions_left"])
        said = worded(GAME, "take an action ({n} left in the double turn)",
                      n=arg("number", n, str(n))) if d["double"] else \
            worded(GAME, "take an action")
        return IlVecchioTurnDecision(seat=seat, kind=kind, **said, actions_left=n,
                                     double=bool(d["double"]))
    return IlVecchioChoiceDecision(seat=seat, kind=kind, data=d.get("data") or [],
                                   **worded(GAME, _TEXT.get(kind, kind)))


DECISION_TYPES = [IlVecchioTurnDecision, IlVecchioChoiceDecision]
