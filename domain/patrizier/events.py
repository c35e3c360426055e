"""Patrizier domain events: outcome-complete facts (a public, versioned contract).

Never rename or reshape an event in place: add a new version and an upcaster to CODEC
(domain.shared.events).
Towers are numbered 1 and 2 (the city's two building sites); cities are slugs, cards ids.
"""
from __future__ import annotations

from dataclasses import dataclass

from domain.shared.events import EventCodec

VERSIONS: dict[str, int] = {}  # types not listed are at version 1


@dataclass(kw_only=True)
class Event:
    pass


@dataclass(kw_only=True)
class GameSetUp(Event):
    """Everything random about the game, decided once: the start player, the star cards dealt,
    the display and the draw pile's order (secret while the game runs)."""

    players: int
    variant: str
    cities: list  # city slugs in play
    floors: list  # per seat: floors in supply
    start_seat: int
    hands: list  # per seat: the 3 star cards dealt
    display: dict  # city -> card id (None: no card)
    pile: list  # the draw pile, top card first


@dataclass(kw_only=True)
class CardPlayed(Event):
    seat: int
    card: int


@dataclass(kw_only=True)
class FloorBuilt(Event):
    seat: int
    city: str
    tower: int


@dataclass(kw_only=True)
class CityScored(Event):
    """A complete city's fame tiles: `awards` higher tower first, each
    {"seat", "tower", "fame", "floors"} (floors: the winner's floors in that tower)."""

    city: str
    awards: list


@dataclass(kw_only=True)
class DecisionPending(Event):
    """The seat to act must now decide `kind`: "move" (the move symbol) or "take" (a card)."""

    seat: int
    kind: str


@dataclass(kw_only=True)
class FloorMoved(Event):
    seat: int
    city: str
    from_tower: int
    to_tower: int
    owner: int  # the seat whose floor was moved


@dataclass(kw_only=True)
class MoveDeclined(Event):
    seat: int
    possible: bool  # False: no city allowed a move, so the special action lapsed


@dataclass(kw_only=True)
class CardTaken(Event):
    seat: int
    card: int
    city: str  # the display place it was taken from


@dataclass(kw_only=True)
class DisplayRefilled(Event):
    city: str
    card: int  # the top card of the draw pile, now face up beside `city`


@dataclass(kw_only=True)
class TurnStarted(Event):
    seat: int


@dataclass(kw_only=True)
class GameEnded(Event):
    scores: list  # per seat: {"cities", "heads", "total", "supply"}
    ranking: list  # seats, best first (tied seats in seat order)
    ranks: list  # per seat: 0 = first; tied seats share a rank
    winners: list  # the seats ranked 0 (several: a shared victory)


CODEC = EventCodec(Event, versions=VERSIONS, header_first=True)
EVENT_TYPES: dict[str, type] = CODEC.types
to_dict = CODEC.to_dict  # "type" and "v" first, then the fields (the order stored since v1)
upcast = CODEC.upcast
from_dict = CODEC.from_dict
