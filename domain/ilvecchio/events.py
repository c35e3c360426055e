"""Il Vecchio domain events: outcome-complete facts (a public, versioned contract).

Every die roll, shuffle and drawn tile is recorded; `evolve` never re-decides. Goods are dicts
{name: amount} over state.GOODS; towns, tracks and tiles are catalogue slugs and ids.
Never rename or reshape an event in place: add a version and an upcaster to CODEC.
"""
from __future__ import annotations

from dataclasses import dataclass

from domain.shared.events import EventCodec

VERSIONS: dict[str, int] = {}


@dataclass(kw_only=True)
class Event:
    pass


@dataclass(kw_only=True)
class GameSetUp(Event):
    """All set-up randomness: the start player, the council tiles dealt (3 each), the council
    and nobility stacks and the Medici crest stack (secret), the stream of later draws
    (secret), where the intermediaries stand and the starting florins."""

    players: int
    variant: str
    start_seat: int
    florins: list
    dealt: list  # per seat: 3 council tile ids to choose from
    council_stack: list
    nobility_stack: list
    crests: list  # top first: tribute | intermediaries | family_member
    intermediaries: dict  # colour -> town
    offset: int
    stream: int


@dataclass(kw_only=True)
class DecisionPending(Event):
    seat: int
    kind: str
    data: list


@dataclass(kw_only=True)
class Resolved(Event):
    """The seat answered its oldest pending decision of this kind."""

    seat: int
    kind: str


@dataclass(kw_only=True)
class DiceRolled(Event):
    seat: int
    dice: list  # two values 1-6
    purpose: str  # setup | reinforce | recovery | province | reveal


@dataclass(kw_only=True)
class StartTileChosen(Event):
    seat: int
    tile: str


@dataclass(kw_only=True)
class CouncilStackFormed(Event):
    stack: list  # the new council stack after the shuffle, top first (secret)


@dataclass(kw_only=True)
class MembersPlaced(Event):
    seat: int
    towns: list  # one entry per member placed from the supply, standing


@dataclass(kw_only=True)
class TurnStarted(Event):
    seat: int
    actions: int  # 2 in the double-turn round
    double: bool


@dataclass(kw_only=True)
class ActionChosen(Event):
    """The seat's action of this turn: town, province, office, reinforce, recover."""

    seat: int
    action: str


@dataclass(kw_only=True)
class ActionDone(Event):
    seat: int


@dataclass(kw_only=True)
class Travelled(Event):
    seat: int
    origin: str
    town: str
    florins: int
    coach: bool


@dataclass(kw_only=True)
class TownVisited(Event):
    """A town action: `bishop` given up instead of the intermediary; `lay` the member lies down."""

    seat: int
    town: str
    bishop: bool
    lay: bool


@dataclass(kw_only=True)
class GoodsChanged(Event):
    seat: int
    delta: dict  # name -> amount (negative: paid)
    reason: str


@dataclass(kw_only=True)
class IntermediaryMoved(Event):
    colour: str
    origin: str
    town: str


@dataclass(kw_only=True)
class TrackEntered(Event):
    """A member leaves its town for the next field of a track, paying `paid`."""

    seat: int
    town: str
    track: str
    field: int
    paid: dict


@dataclass(kw_only=True)
class CrestTaken(Event):
    seat: int
    event: str  # the Il Vecchio event on its back
    left: int


@dataclass(kw_only=True)
class ExtraCostMoved(Event):
    stack: str


@dataclass(kw_only=True)
class GameEnding(Event):
    """The last Medici crest is gone: the round is finished, then the double turns."""

    seat: int


@dataclass(kw_only=True)
class ProvinceTaken(Event):
    seat: int
    tile: str


@dataclass(kw_only=True)
class OfficeTilesDrawn(Event):
    seat: int
    stack: str
    tiles: list  # secret to the other seats


@dataclass(kw_only=True)
class OfficeTileChosen(Event):
    seat: int
    stack: str
    tile: str  # secret to the other seats (face down)
    returned: list  # the others, shuffled, now under the stack (secret)


@dataclass(kw_only=True)
class CouncilRevealed(Event):
    seat: int
    tile: str


@dataclass(kw_only=True)
class TileUsed(Event):
    seat: int
    tile: str
    turn_over: bool  # False when used again through chiesa-1


@dataclass(kw_only=True)
class MembersRecovered(Event):
    seat: int


@dataclass(kw_only=True)
class MemberLaidDown(Event):
    seat: int
    town: str


@dataclass(kw_only=True)
class MemberReturned(Event):
    seat: int
    town: str


@dataclass(kw_only=True)
class DoubleTurnEnded(Event):
    seat: int
    skipped: bool  # the whole double turn given up: 2 power points


@dataclass(kw_only=True)
class GameEnded(Event):
    scores: list  # per seat: {category: points, "total": n}
    ranking: list
    ranks: list
    winners: list


CODEC = EventCodec(Event, versions=VERSIONS, header_first=True)
EVENT_TYPES: dict[str, type] = CODEC.types
to_dict = CODEC.to_dict
upcast = CODEC.upcast
from_dict = CODEC.from_dict
