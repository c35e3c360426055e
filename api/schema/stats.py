"""Statistics: analytics over finished games and rating ladders (one per game)."""
from __future__ import annotations

import strawberry

from api.schema.enums import GameName, SeatKind
from api.schema.games import plugin
from api.schema.types import GameAnalytics, PlayerRef, camel

F = strawberry.field


@strawberry.type(description="Wins and scores of one seat (or turn-order position).")
class PlaceStats:
    place: int = F(description="Seat number, or 0-based position in the first turn order.")
    games: int = F(description="Games counted.")
    wins: int = F(description="Games won (a shared victory counts for each winner).")
    win_rate: float | None = F(description="Wins / games.")
    mean_score: float | None = F(description="Average final score.")
    mean_move_seconds: float | None = F(description="Average time per move, in seconds "
                                                    "(by seat; null by turn order).")


@strawberry.type(description="The mean points of one scoring category per seat.")
class ScoreMean:
    category: str = F(description="The category, named as in the game's score type.")
    mean: float | None = F(description="Average points per seat.")


@strawberry.type(description="Games with one player count.")
class PlayerCountStats:
    players: int = F(description="Seats.")
    games: int = F(description="Games finished.")
    mean_actions: float | None = F(description="Average number of commands per game.")
    seats: list[PlaceStats] = F(description="Results by seat in games of this player count "
                                            "(win rate by seat and player count).")
    turn_order: list[PlaceStats] = F(description="Results by position in the first turn "
                                                 "order in games of this player count.")


@strawberry.type(description="Games finished on one day (UTC).")
class DayCount:
    day: str = F(description="The day, YYYY-MM-DD.")
    games: int = F(description="Games finished that day.")


@strawberry.type(description="One value of a distribution and how often it occurred.")
class Bucket:
    value: int = F(description="The value (a final score, a number of commands ...).")
    count: int = F(description="How often it occurred.")


@strawberry.type(description="A distribution: its histogram and summary (quartiles are the "
                             "lowest value reaching that share of the counts).")
class Distribution:
    buckets: list[Bucket] = F(description="Every value that occurred, smallest first.")
    count: int = F(description="Counted in all.")
    mean: float | None = F(description="Average value.")
    min: int | None = F(description="Smallest value.")
    p25: int | None = F(description="First quartile.")
    median: int | None = F(description="Median.")
    p75: int | None = F(description="Third quartile.")
    max: int | None = F(description="Largest value.")


def distribution_of(d: dict) -> Distribution:
    return Distribution(buckets=[Bucket(value=b["value"], count=b["count"])
                                 for b in d["buckets"]],
                        **{k: d[k] for k in ("count", "mean", "min", "p25", "median", "p75",
                                             "max")})


@strawberry.type(description="One rating identity's games (the most active first).")
class PlayerStats:
    player: PlayerRef = F(description="The identity (a registered human or a bot kind).")
    games: int = F(description="Finished games counted.")
    wins: int = F(description="Games won.")
    win_rate: float | None = F(description="Wins / games.")
    mean_move_seconds: float | None = F(description="Average time per move, in seconds.")


@strawberry.type(description="Statistics over finished games of one game.")
class Analytics:
    game: GameName = F(description="The game.")
    games: int = F(description="Finished games counted.")
    mean_actions: float | None = F(description="Average number of commands per game.")
    mean_events: float | None = F(description="Average number of events per game.")
    mean_move_seconds: float | None = F(description="Average time per move, in seconds "
                                                    "(moves whose time was kept).")
    seats: list[PlaceStats] = F(description="Results by seat.")
    turn_order: list[PlaceStats] = F(description="Results by position in the first turn "
                                                 "order.")
    score_breakdown: list[ScoreMean] = F(description="Average points per scoring category.")
    by_players: list[PlayerCountStats] = F(description="Games by player count.")
    days: list[DayCount] = F(description="Games finished per day, oldest first.")
    score_distribution: Distribution = F(description="Final scores of every seat.")
    winner_score_distribution: Distribution = F(description="Final scores of the winners.")
    length_distribution: Distribution = F(description="Game length: commands per game.")
    players: list[PlayerStats] = F(description="Per rating identity, the 100 with most games.")
    details: GameAnalytics = F(description="The game's own statistics (cards, leaders ...).")


def _places(items: list[dict], key: str) -> list[PlaceStats]:
    return [PlaceStats(place=int(x[key]), games=x["games"], wins=x["wins"],
                       win_rate=x.get("win_rate"), mean_score=x.get("mean_score"),
                       mean_move_seconds=x.get("mean_move_seconds"))
            for x in items]


def analytics_of(d: dict) -> Analytics:
    length = d.get("game_length") or {}


    return Analytics(
        game=GameName(d["game"]), games=int(d["games"]),
        mean_actions=length.get("mean_actions"), mean_events=length.get("mean_events"),
        mean_move_seconds=length.get("mean_move_seconds"),
        seats=_places(d["seats"], "seat"), turn_order=_places(d["turn_order"], "position"),
        score_breakdown=[ScoreMean(category=camel(b["category"]), mean=b["mean"])
                         for b in d["score_breakdown"]],
        by_players=[PlayerCountStats(players=b["players"], games=b["games"],
                                     mean_actions=b["mean_actions"],
                                     seats=_places(b["seats"], "seat"),
                                     turn_order=_places(b["turn_order"], "position"))
                    for b in d["by_players"]],
        days=[DayCount(day=str(x["day"]), games=x["games"]) for x in d["days"]],
        score_distribution=distribution_of(d["score_distribution"]),
        winner_score_distribution=distribution_of(d["winner_score_distribution"]),
        length_distribution=distribution_of(d["length_distribution"]),
        players=[PlayerStats(player=PlayerRef(id=strawberry.ID(x["player"]),
                                              name=x.get("name"),
                                              kind=SeatKind(x.get("kind") or _kind(x))),
                             games=x["games"], wins=x["wins"], win_rate=x["win_rate"],
                             mean_move_seconds=x["mean_move_seconds"])
                 for x in d.get("players") or ()],
        details=plugin(d["game"]).analytics(d["game"], d.get("details") or {}))


def _kind(x: dict) -> str:
    return "bot" if str(x["player"]).startswith("bot-") else "human"


ORDINAL = ("The display figure: mu - 3 sigma, a skill the identity very probably has (0 for a "
           "new identity; it rises as games make the estimate surer). Ladders are ordered by it.")


@strawberry.type(description="A rating identity's place on a game's ladder: an OpenSkill "
                             "(Weng-Lin, Plackett-Luce) skill estimate with its uncertainty.")
class Rating:
    player: PlayerRef = F(description="The identity.")
    mu: float = F(description="Estimated skill (a new identity starts at 25).")
    sigma: float = F(description="Uncertainty of `mu` (starts at 25/3, shrinks with games).")
    ordinal: float = F(description=ORDINAL)
    games: int = F(description="Rated games played.")

    @F(deprecation_reason="Elo is gone: use `ordinal` (the same number now), `mu` and `sigma`.",
       description="The display figure (`ordinal`); was the Elo rating.")
    def rating(self) -> float:
        return self.ordinal


def rating_of(d: dict) -> Rating:
    return Rating(player=PlayerRef(id=strawberry.ID(d["player"]), name=d.get("name"),
                                   kind=SeatKind(d.get("kind") or "human")),
                  mu=float(d["mu"]), sigma=float(d["sigma"]), ordinal=float(d["ordinal"]),
                  games=int(d["games"]))


@strawberry.type(description="One rated game of a player: the rating after it (and before).")
class RatingChange:
    game_id: strawberry.ID = F(description="The game.")
    mu: float = F(description="Estimated skill after the game.")
    sigma: float = F(description="Its uncertainty after the game.")
    ordinal: float = F(description="The display figure after the game (mu - 3 sigma).")
    mu_before: float = F(description="Estimated skill before the game.")
    sigma_before: float = F(description="Its uncertainty before the game.")
    ordinal_before: float = F(description="The display figure before the game.")
    rank: int | None = F(description="The player's final rank (0 = first; a seat that "
                                     "conceded is last).")
    players: int | None = F(description="Rated seats in the game.")
    at: str | None = F(description="When the game ended (ISO 8601).")

    @F(deprecation_reason="Elo is gone: use `ordinalBefore`.",
       description="The display figure before the game (`ordinalBefore`).")
    def before(self) -> float:
        return self.ordinal_before

    @F(deprecation_reason="Elo is gone: use `ordinal`.",
       description="The display figure after the game (`ordinal`).")
    def after(self) -> float:
        return self.ordinal


def change_of(x: dict) -> RatingChange:
    b, a = x["before"], x["after"]
    return RatingChange(game_id=strawberry.ID(str(x["game_id"])), mu=a["mu"], sigma=a["sigma"],
                        ordinal=a["ordinal"], mu_before=b["mu"], sigma_before=b["sigma"],
                        ordinal_before=b["ordinal"], rank=x.get("rank"),
                        players=x.get("players"),
                        at=None if x.get("at") is None else str(x["at"]))


@strawberry.type(description="One rated game of a player, for a drill-down.")
class PlayerGame:
    game_id: strawberry.ID = F(description="The game.")
    variant: str = F(description="Its variant.")
    players: int = F(description="Its seats.")
    finished_at: str | None = F(description="When it ended (ISO 8601).")
    seat: int = F(description="The player's seat.")
    rank: int = F(description="The player's final rank (0 = first; a concession is last).")
    score: int = F(description="The player's final score.")
    won: bool = F(description="Whether the player won (a shared victory counts).")
    rating: RatingChange = F(description="The player's rating before and after it.")


@strawberry.type(description="A player's games on one game's ladder: results and rating "
                             "over time, under the analytics filter.")
class PlayerAnalytics:
    player: PlayerRef = F(description="The identity.")
    rating: Rating | None = F(description="The current rating on this game's ladder, whatever "
                                          "the filter (null: no rated game of this game).")
    games: int = F(description="Rated games under the filter.")
    wins: int = F(description="Of them, games won.")
    win_rate: float | None = F(description="Wins / games.")
    mean_score: float | None = F(description="Average final score.")
    mean_rank: float | None = F(description="Average final rank (0 = first).")
    history: list[PlayerGame] = F(description="The games, oldest first.")


def player_analytics_of(player: str, rating: dict | None, items: list[dict]
                        ) -> PlayerAnalytics:
    n = len(items)
    wins = sum(1 for x in items if x["won"])
    current = None if rating is None else rating_of(rating)

    def mean(key):
        return round(sum(x[key] for x in items) / n, 4) if n else None

    return PlayerAnalytics(
        player=current.player if current else PlayerRef(
            id=strawberry.ID(player), name=None,
            kind=SeatKind.BOT if player.startswith("bot-") else SeatKind.HUMAN),
        rating=current, games=n, wins=wins,
        win_rate=round(wins / n, 4) if n else None, mean_score=mean("score"),
        mean_rank=mean("rank"),
        history=[PlayerGame(game_id=strawberry.ID(x["game_id"]), variant=x["variant"],
                            players=x["players"], finished_at=x["at"], seat=x["seat"],
                            rank=x["rank"], score=int(x["score"]), won=x["won"],
                            rating=change_of({**x, "players": x["rated"]}))
                 for x in items])
