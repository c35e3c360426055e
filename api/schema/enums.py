"""Enums. Closed sets are enums, so a bad value is refused by validation with the schema
listing the valid ones: game status and seat kind, and - built from the registry of hosted
games (`domain.games`) when the API is imported - game names, variants and bot kinds. An enum
value's GraphQL name is the upper-case form of the value the service uses (`ADVANCED` =
"advanced"); which variants and bot kinds belong to which game is in `gameTypes`."""
from __future__ import annotations

import re
from enum import Enum

import strawberry

from domain import games


@strawberry.enum(description="Lifecycle of a game.")
class GameStatus(Enum):
    LOBBY = strawberry.enum_value("lobby", description="Waiting for players to take open seats.")
    PLAYING = strawberry.enum_value("playing", description="Running: players are deciding.")
    FINISHED = strawberry.enum_value("finished", description="Over: scores are final and "
                                                            "all hidden information revealed.")
    CANCELLED = strawberry.enum_value("cancelled", description="Cancelled by its creator "
                                                              "before it started.")


@strawberry.enum(description="How a game's clock counts (Board Game Arena's two kinds).")
class ClockMode(Enum):
    REALTIME = strawberry.enum_value("realtime", description="A time bank per seat: initial "
                                                             "time, time added per move, a cap.")
    TURN = strawberry.enum_value("turn", description="A deadline per move (e.g. 24 hours).")


@strawberry.enum(description="What happens when a seat's time runs out.")
class TimeoutPolicy(Enum):
    BOT_MOVE = strawberry.enum_value("bot_move", description="A bot plays that move.")
    BOT_TAKEOVER = strawberry.enum_value("bot_takeover", description="A bot plays the seat "
                                                                     "for the rest of the game.")
    EXPEL = strawberry.enum_value("expel", description="The seat is expelled: ranked last, a "
                                                       "bot plays its remaining moves.")


@strawberry.enum(description="What sits in a seat.")
class SeatKind(Enum):
    HUMAN = strawberry.enum_value("human", description="A player acting with a seat token.")
    BOT = strawberry.enum_value("bot", description="A bot played by the service.")
    OPEN = strawberry.enum_value("open", description="Not taken yet (see joinGame).")


def _member(value: str) -> str:
    return re.sub(r"[^A-Z0-9_]", "_", value.upper())


def _enum(name: str, values: dict[str, str], description: str):
    """An enum whose members are `values` ({value: its description})."""
    members = {_member(v): strawberry.enum_value(v, description=text)
               for v, text in values.items()}
    return strawberry.enum(Enum(name, members), description=description)


def _owners(attr: str) -> dict[str, str]:
    """{value: "A variant of Lorenzo il Magnifico, ..."} over every hosted game."""
    owners: dict[str, list[str]] = {}
    for n in games.names():
        d = games.get(n)
        for v in getattr(d, attr):
            owners.setdefault(v, []).append(d.info.title)
    return {v: ", ".join(t) for v, t in owners.items()}


GameName = _enum("GameName", {n: games.get(n).info.title for n in games.names()},
                 "A hosted game (see `gameTypes` for its variants, player counts and bots).")
Variant = _enum("Variant", {v: f"A variant of {who}." for v, who in _owners("variants").items()},
                "A variant of a game; which game has which is in `gameTypes`.")
BotKind = _enum("BotKind", {b: f"A bot of {who}." for b, who in _owners("bot_kinds").items()},
                "A kind of bot; which game has which is in `gameTypes`.")


def game_name(value: str):
    return GameName(value)


def variant(value: str):
    return Variant(value)


def bot_kind(value: str | None):
    return None if value is None else BotKind(value)

DEFAULT_GAME = GameName(games.DEFAULT)
