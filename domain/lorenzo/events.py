"""Lorenzo domain events: outcome-complete facts (a public, versioned contract).

Never rename or reshape an event in place: add a new version and an upcaster to CODEC
(domain.shared.events).
Every event names the seat it concerns (or none for table-wide facts).
"""
from __future__ import annotations

from dataclasses import dataclass

from domain.lorenzo.catalog.board import MAX_PLAYERS
from domain.shared.events import EventCodec

VERSIONS = {"GameSetUp": 2}  # v2: starting resources recorded (v1 derived them in evolve)


@dataclass(kw_only=True, slots=True)  # slots: no __dict__ for each of the events every decision makes
class Event:
    pass


@dataclass(kw_only=True, slots=True)
class GameSetUp(Event):
    """Everything random about the game, decided once: secret until the game is over."""

    players: int
    variant: str
    turn_order: list
    resources: list  # starting resources per seat (coins by turn order)
    dice: list  # six rounds of {"black","white","orange"}
    decks: dict  # type -> 24 card numbers in dealing order (period 1 first)
    excommunications: list  # one tile id per period
    bonus_tiles: list  # per seat (basic game: all 0; advanced: None until drafted)
    tiles_offered: list  # advanced: the bonus tiles to draft
    leader_hands: list  # advanced: the 4 leaders dealt to each seat (draft hands)
    leaders: list  # advanced preset: leaders already held per seat (skips the draft)


@dataclass(kw_only=True, slots=True)
class BonusTileChosen(Event):
    seat: int
    tile: int


@dataclass(kw_only=True, slots=True)
class LeaderDrafted(Event):
    seat: int
    leader: str


@dataclass(kw_only=True, slots=True)
class DraftHandsPassed(Event):
    hands: list  # per seat, the draft hand it now holds (secret per seat)


@dataclass(kw_only=True, slots=True)
class RoundStarted(Event):
    round: int
    period: int
    dice: dict
    cards: dict  # colour -> 4 card numbers, floor 1 to 4
    turn_order: list
    schedule: list  # the seat of each turn this round


# The events every decision makes may be made with positional arguments (their fields'
# order is the stored one): a class called with keywords builds a dict of them
@dataclass(slots=True)
class MemberPlaced(Event):
    seat: int
    member: str
    space: str
    servants: int
    value: int  # the action value after every modifier


@dataclass(slots=True)  # positional too, as MemberPlaced
class ResourcesPaid(Event):
    seat: int
    resources: dict
    reason: str


@dataclass(slots=True)  # positional too, as MemberPlaced
class ResourcesGained(Event):
    seat: int
    resources: dict  # what was actually received (after excommunication maluses)
    source: str


@dataclass(slots=True)  # positional too, as MemberPlaced
class CardTaken(Event):
    seat: int
    card: int
    space: str


@dataclass(slots=True)  # positional too, as MemberPlaced
class ActionPerformed(Event):
    """A harvest or production action resolved at `value` (from a space or a card)."""

    seat: int
    action: str
    value: int
    source: str


@dataclass(slots=True)  # positional too, as MemberPlaced
class DecisionsQueued(Event):
    seat: int
    decisions: list  # put in front of the pending decisions, in this order


@dataclass(slots=True)  # positional too, as MemberPlaced
class DecisionUpdated(Event):
    seat: int
    decision: dict  # replaces the front decision


@dataclass(slots=True)  # positional too, as MemberPlaced
class DecisionResolved(Event):
    seat: int  # the front decision is done


@dataclass(slots=True)  # positional too, as MemberPlaced
class PrivilegeChosen(Event):
    seat: int
    option: int


@dataclass(kw_only=True, slots=True)
class ExchangeChosen(Event):
    seat: int
    card: int
    option: int  # 1-based, 0 = none


@dataclass(kw_only=True, slots=True)
class TurnPassed(Event):
    seat: int


@dataclass(slots=True)  # positional too, as MemberPlaced
class TurnEnded(Event):
    seat: int


# Events that are the same every time for a seat, made once and shared by every game: nearly
# every decision ends with a TurnEnded or a DecisionResolved, and a look-up costs a fraction of
# a class call. An event is a fact, never changed once made, so sharing one is safe.
SEATS = range(MAX_PLAYERS)
TURN_ENDED = tuple(TurnEnded(seat) for seat in SEATS)
DECISION_RESOLVED = tuple(DecisionResolved(seat) for seat in SEATS)


@dataclass(kw_only=True, slots=True)
class VaticanReport(Event):
    period: int
    tile: str
    threshold: int
    deciding: list  # seats that may choose


@dataclass(kw_only=True, slots=True)
class ChurchSupported(Event):
    seat: int
    faith: int  # faith points given up
    victory_points: int  # incl. Sisto IV's bonus


@dataclass(kw_only=True, slots=True)
class Excommunicated(Event):
    seat: int
    tile: str
    forced: bool


@dataclass(kw_only=True, slots=True)
class FaithScored(Event):
    """Final report: an excommunicated player still scores the faith track, then resets."""

    seat: int
    faith: int
    victory_points: int


@dataclass(kw_only=True, slots=True)
class RoundEnded(Event):
    round: int
    turn_order: list  # next round's order


@dataclass(kw_only=True, slots=True)
class LeaderDiscarded(Event):
    seat: int
    leader: str


@dataclass(kw_only=True, slots=True)
class LeaderPlayed(Event):
    seat: int
    leader: str
    copies: str | None = None  # Lorenzo de' Medici: the copied leader


@dataclass(kw_only=True, slots=True)
class LeaderActivated(Event):
    seat: int
    leader: str  # the leader card turned face down
    member: str | None = None  # Montefeltro: the member whose value is fixed
    value: int | None = None  # … and the value it now has


@dataclass(kw_only=True, slots=True)
class GameEnded(Event):
    scores: list  # per seat: score breakdown dict
    ranking: list  # seats, winner first
    winner: int


def _game_set_up_v1_to_v2(data: dict) -> dict:
    """v1 had no starting resources: they were 2 wood, 2 stone, 3 servants and 5/6/7/8 coins
    by turn order (the rule when v1 was written, so old games replay exactly as they were)."""
    order = data["turn_order"]
    start = [{"wood": 2, "stone": 2, "servants": 3, "coins": 5 + order.index(seat)}
             for seat in range(data["players"])]
    return {**data, "resources": start, "v": 2}


CODEC = EventCodec(Event, versions=VERSIONS,
                   upcasters={("GameSetUp", 1): _game_set_up_v1_to_v2})
EVENT_TYPES: dict[str, type] = CODEC.types
to_dict = CODEC.to_dict  # fields first, then "type" and "v" (the order stored since v1)
upcast = CODEC.upcast
from_dict = CODEC.from_dict
