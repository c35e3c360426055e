"""Il Vecchio's own statistics (Analytics.details when the game is ILVECCHIO): power points by
source, the tracks and who held them, the province tiles (projections/analytics/ilvecchio.py).
Win rates by seat and player count are the generic `byPlayers.seats`."""
from __future__ import annotations

import strawberry

from api.schema.games.ilvecchio.catalogue import IlVecchioTile, tile

F = strawberry.field


@strawberry.type(description="Power points from one scoring source.")
class IlVecchioSourceStats:
    source: str = F(description="Nobility_tiles, regions, council, nobility, all_tracks, "
                                "majorities, crests or double_turn.")
    seats: int = F(description="Seats counted.")
    points: int = F(description="Power points from it.")
    mean_points: float | None = F(description="Points / seats.")
    winner_seats: int = F(description="Seats that won their game.")
    winner_points: int = F(description="Their points from it.")
    winner_mean_points: float | None = F(description="WinnerPoints / winnerSeats.")


@strawberry.type(description="One track over the games counted.")
class IlVecchioTrackStats:
    track: str = F(description="The track slug.")
    games: int = F(description="Games counted.")
    members: int = F(description="Members placed on it.")
    mean_members: float | None = F(description="Members / games.")
    winner_members: int = F(description="Of them, the winners'.")
    held: int = F(description="Games in which someone held its majority.")
    winner_held: int = F(description="... a winner of that game.")
    winner_held_share: float | None = F(description="WinnerHeld / held.")


@strawberry.type(description="A province tile over the games counted.")
class IlVecchioTileStats:
    tile: IlVecchioTile = F(description="The province tile.")
    taken: int = F(description="Times taken.")
    used: int = F(description="Times used.")
    used_rate: float | None = F(description="Used / taken.")
    winner_taken: int = F(description="Times taken by a winner of the game.")


@strawberry.type(description="Il Vecchio's own statistics.")
class IlVecchioAnalytics:
    sources: list[IlVecchioSourceStats] = F(description="Power points by source.")
    tracks: list[IlVecchioTrackStats] = F(description="Regions and Florence tracks won.")
    tiles: list[IlVecchioTileStats] = F(description="Province tiles taken and used.")


def analytics_of(d: dict) -> IlVecchioAnalytics:
    return IlVecchioAnalytics(
        sources=[IlVecchioSourceStats(**x) for x in d.get("sources") or ()],
        tracks=[IlVecchioTrackStats(**x) for x in d.get("tracks") or ()],
        tiles=[IlVecchioTileStats(**{**x, "tile": tile(x["tile"])})
               for x in d.get("tiles") or () if tile(x["tile"]) is not None])
