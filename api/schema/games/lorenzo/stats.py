"""Lorenzo's own statistics (Analytics.details when the game is LORENZO)."""
from __future__ import annotations

import strawberry

from api.schema.games.lorenzo.catalogue import (
    LorenzoCard,
    LorenzoExcommunicationTile,
    LorenzoLeader,
    card,
    leader,
)
from domain.lorenzo.catalog import EXCOMMUNICATIONS

F = strawberry.field


@strawberry.type(description="How often a card was offered and taken, and how its takers "
                             "did.")
class LorenzoCardStats:
    card: LorenzoCard = F(description="The card.")
    offered: int = F(description="Games in which it appeared on a tower.")
    taken: int = F(description="Games in which someone took it.")
    taken_when_offered: float | None = F(description="Taken / offered.")
    taker_win_rate: float | None = F(description="Share of its takers who won.")
    taker_mean_score: float | None = F(description="Average final score of its takers.")


@strawberry.type(description="Seats whose first card taken was this card, and how they did.")
class LorenzoFirstCardStats:
    card: LorenzoCard = F(description="The card.")
    seats: int = F(description="Seats that took it as their first card.")
    wins: int = F(description="Of them, seats that won their game.")
    win_rate: float | None = F(description="Wins / seats.")
    mean_score: float | None = F(description="Their average final score.")


@strawberry.type(description="How a leader was used.")
class LorenzoLeaderStats:
    leader: LorenzoLeader = F(description="The leader.")
    played: int = F(description="Games in which it was played.")
    discarded: int = F(description="Games in which it was discarded.")
    activated: int = F(description="Times its once-per-round ability was used.")
    win_rate: float | None = F(description="Share of the games it was played in that its "
                                            "player won.")


@strawberry.type(description="Excommunications of one period (or one tile).")
class LorenzoExcommunicationStats:
    period: int = F(description="Period 1-3.")
    tile: LorenzoExcommunicationTile | None = F(description="The tile (null: the period "
                                                            "over all tiles).")
    exposed: int = F(description="Seats that faced the report.")
    excommunicated: int = F(description="Seats excommunicated.")
    rate: float | None = F(description="Excommunicated / exposed.")


@strawberry.type(description="Lorenzo il Magnifico's own statistics.")
class LorenzoAnalytics:
    cards: list[LorenzoCardStats] = F(description="Per development card.")
    first_cards: list[LorenzoFirstCardStats] = F(description="Per card taken first by a "
                                                             "seat.")
    leaders: list[LorenzoLeaderStats] = F(description="Per leader (advanced games).")
    excommunication_periods: list[LorenzoExcommunicationStats] = F(
        description="Per period.")
    excommunication_tiles: list[LorenzoExcommunicationStats] = F(description="Per tile.")


def _excomm(x: dict, with_tile: bool) -> LorenzoExcommunicationStats:
    tile = x.get("tile") if with_tile else None
    return LorenzoExcommunicationStats(
        period=int(x["period"]),
        tile=LorenzoExcommunicationTile(id=tile) if tile in EXCOMMUNICATIONS else None,
        exposed=int(x["exposed"]), excommunicated=int(x["excommunicated"]), rate=x.get("rate"))


def analytics_of(d: dict) -> LorenzoAnalytics:
    ex = d.get("excommunication") or {}
    return LorenzoAnalytics(
        cards=[LorenzoCardStats(card=card(c["card"]), offered=c["offered"], taken=c["taken"],
                                taken_when_offered=c.get("taken_when_offered"),
                                taker_win_rate=c.get("taker_win_rate"),
                                taker_mean_score=c.get("taker_mean_score"))
               for c in d.get("cards") or () if card(c["card"]) is not None],
        first_cards=[LorenzoFirstCardStats(card=card(x["card"]), seats=x["seats"],
                                           wins=x["wins"], win_rate=x.get("win_rate"),
                                           mean_score=x.get("mean_score"))
                     for x in d.get("first_cards") or () if card(x["card"]) is not None],
        leaders=[LorenzoLeaderStats(leader=leader(x["leader"]), played=x["played"],
                                    discarded=x["discarded"], activated=x["activated"],
                                    win_rate=x.get("win_rate"))
                 for x in d.get("leaders") or () if leader(x["leader"]) is not None],
        excommunication_periods=[_excomm(x, False) for x in ex.get("periods") or ()],
        excommunication_tiles=[_excomm(x, True) for x in ex.get("tiles") or ()])
