"""Patrizier's own statistics (Analytics.details when the game is PATRIZIER): city majorities
by city size and head sets by head type (projections/analytics/patrizier.py)."""
from __future__ import annotations

import strawberry

from api.schema.games.patrizier.catalogue import PatrizierCity, PatrizierHeadType, city_of
from domain.patrizier.catalog import HEADS

F = strawberry.field


@strawberry.type(description="Majorities in the cities of one size (5, 7 or 9 floors).")
class PatrizierCitySizeStats:
    floors: int = F(description="The city size: floors it takes.")
    games: int = F(description="Games counted.")
    cities_in_play: int = F(description="Cities of this size in those games.")
    cities_scored: int = F(description="Of them, completed and scored.")
    scored_rate: float | None = F(description="CitiesScored / citiesInPlay.")
    tiles_won: int = F(description="Fame tiles won (two per city scored).")
    fame_won: int = F(description="Fame of those tiles.")
    tiles_won_by_winners: int = F(description="Tiles won by a seat that won its game.")
    fame_won_by_winners: int = F(description="Fame of those tiles.")
    winner_tile_share: float | None = F(description="Ratio: tilesWonByWinners / tilesWon.")
    both_tiles_won: int = F(description="Cities whose two tiles one seat won.")
    mean_fame_per_game: float | None = F(description="Ratio: fameWon / games.")


@strawberry.type(description="Sets of equal heads of one type (3 score 6 fame).")
class PatrizierHeadSetStats:
    head: PatrizierHeadType = F(description="The head type.")  # type: ignore[valid-type]
    seats: int = F(description="Seats counted (games times players).")
    heads: int = F(description="Heads of this type on the seats' played stacks.")
    sets: int = F(description="Sets of 3 scored.")
    mean_heads: float | None = F(description="Heads / seats.")
    mean_sets: float | None = F(description="Sets / seats.")
    winner_seats: int = F(description="Seats that won their game.")
    winner_sets: int = F(description="Sets they scored.")
    winner_mean_sets: float | None = F(description="WinnerSets / winnerSeats.")
    set_seats: int = F(description="Seats that scored at least one set of this head.")
    set_win_rate: float | None = F(description="Share of those seats that won their game.")


@strawberry.type(description="One city's majorities: how often a seat that won one of its "
                             "fame tiles won the game.")
class PatrizierCityStats:
    city: PatrizierCity = F(description="The city.")
    games: int = F(description="Games it was in play.")
    scored: int = F(description="Games it was completed and scored.")
    tiles_won: int = F(description="Its fame tiles won.")
    tiles_won_by_winners: int = F(description="Of them, won by a seat that won its game.")
    tile_winner_win_rate: float | None = F(description="Ratio: tilesWonByWinners / tilesWon.")


@strawberry.type(description="Patrizier's own statistics.")
class PatrizierAnalytics:
    city_sizes: list[PatrizierCitySizeStats] = F(description="Per city size, smallest first.")
    heads: list[PatrizierHeadSetStats] = F(description="Per head type.")
    cities: list[PatrizierCityStats] = F(description="Per city.")


def analytics_of(d: dict) -> PatrizierAnalytics:
    return PatrizierAnalytics(
        city_sizes=[PatrizierCitySizeStats(
            floors=x["floors"], games=x["games"], cities_in_play=x["cities_in_play"],
            cities_scored=x["cities_scored"], scored_rate=x.get("scored_rate"),
            tiles_won=x["tiles_won"], fame_won=x["fame_won"],
            tiles_won_by_winners=x["tiles_won_by_winners"],
            fame_won_by_winners=x["fame_won_by_winners"],
            winner_tile_share=x.get("winner_tile_share"), both_tiles_won=x["both_tiles_won"],
            mean_fame_per_game=x.get("mean_fame_per_game")) for x in d.get("city_sizes") or ()],
        heads=[PatrizierHeadSetStats(
            head=PatrizierHeadType(x["head"]), seats=x["seats"], heads=x["heads"],
            sets=x["sets"], mean_heads=x.get("mean_heads"), mean_sets=x.get("mean_sets"),
            winner_seats=x["winner_seats"], winner_sets=x["winner_sets"],
            winner_mean_sets=x.get("winner_mean_sets"), set_seats=x.get("set_seats", 0),
            set_win_rate=x.get("set_win_rate"))
            for x in d.get("heads") or () if x["head"] in HEADS],
        cities=[PatrizierCityStats(
            city=city_of(x["city"]), games=x["games"], scored=x["scored"],
            tiles_won=x["tiles_won"], tiles_won_by_winners=x["tiles_won_by_winners"],
            tile_winner_win_rate=x.get("tile_winner_win_rate"))
            for x in d.get("cities") or () if city_of(x["city"]) is not None])
