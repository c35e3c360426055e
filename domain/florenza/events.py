"""Florenza domain events: outcome-complete facts (a public, versioned contract). Every die
rolled, every person drawn, every florin, material, worker and point gained or paid is in the
event; `evolve` never re-decides. Never rename or reshape an event in place: add a new version
and an upcaster to CODEC (domain.shared.events).

Amounts are dicts {"florins" | material | "fame" | "bishop" | "workers": n}; works of art are
art keys ("2:palace.1", "duomo.3"); quarter fields are numbered 1-5."""
from __future__ import annotations

from dataclasses import dataclass

from domain.shared.events import EventCodec

VERSIONS: dict[str, int] = {}  # types not listed are at version 1


@dataclass(kw_only=True, slots=True)  # slots: no __dict__ for each of the events every decision makes
class Event:
    pass


@dataclass(kw_only=True, slots=True)
class GameSetUp(Event):
    """The families' start, the turn order by lot, the people drawn onto the cards, and what
    stays secret while the game runs: the bag's order and the dice seed."""

    players: int
    variant: str
    order: list  # turn order of round 1
    florins: int  # each family's
    goods: list  # each family's materials, per material
    stock: list  # the common supply, per material
    workers: int  # each family's workers
    area: int  # of them in the material area in round 1
    tiles: dict  # building -> tiles in the supply
    people: dict  # person -> card, the people laid out (nameless ones included)
    bag: list  # secret: the rest of the people, top first
    dice_seed: int  # secret


# Pending and Passed may be made with positional arguments: a class called with keywords
# builds a dict of them, and nearly every decision ends with one of these
@dataclass(slots=True)
class Pending(Event):
    """`seat` must now decide in `stage` (start guard convert place market build art)."""

    seat: int
    stage: str


@dataclass(kw_only=True, slots=True)
class StartBuildingChosen(Event):
    seat: int
    building: str
    field: int  # finished, on this field


@dataclass(slots=True)  # positional too, as Pending
class RoundStarted(Event):
    round: int


@dataclass(slots=True)  # positional too, as Pending
class IncomeRolled(Event):
    """Phase 1: the extra material rolled once for all; `shortage` lists the materials the
    supply could not give to every family (100 florins each instead)."""

    die: list  # [face]
    material: str
    shortage: list


@dataclass(slots=True)  # positional too, as Pending
class IncomeReceived(Event):
    seat: int
    gains: dict  # florins, materials, workers (into the material area), fame
    sources: list  # what paid it: "income", houses, works of art


@dataclass(kw_only=True, slots=True)
class WorkerGuarded(Event):
    seat: int  # the captain
    victim: int


@dataclass(kw_only=True, slots=True)
class ArtistGuarded(Event):
    seat: int
    artist: str


@dataclass(kw_only=True, slots=True)
class WorkerConverted(Event):
    seat: int  # the bishop
    victim: int
    own: bool  # whether a worker of the bishop's supply went into his material area


@dataclass(kw_only=True, slots=True)
class ClericBanished(Event):
    seat: int
    cleric: str


@dataclass(kw_only=True, slots=True)
class OfficeDeclined(Event):
    seat: int
    office: str  # captain | bishop


@dataclass(slots=True)  # positional too, as Pending
class BuildingOccupied(Event):
    seat: int
    owner: int  # whose quarter
    field: int
    fame_paid: int  # 1 to the owner for another's building


@dataclass(slots=True)  # positional too, as Pending
class BuildingPlanned(Event):
    seat: int
    building: str
    field: int


@dataclass(slots=True)  # positional too, as Pending
class ArtPlanned(Event):
    seat: int
    art: str
    artist: str


@dataclass(slots=True)  # positional too, as Pending
class MarketJoined(Event):
    seat: int


@dataclass(slots=True)  # positional too, as Pending
class ClericDonated(Event):
    seat: int
    cleric: str
    pulpit: str
    paid: dict  # florins, and fame / bishop when the cleric costs them
    gained: dict  # fame / bishop the cleric brings
    dice: list  # one roll, two in the cathedral
    workers: int  # brought from the supply into the material area


@dataclass(slots=True)
class Passed(Event):
    seat: int
    stage: str


# Pending and Passed made once per stage and seat and shared by every game: nearly every
# decision ends with one, and a look-up costs a fraction of a class call. An event is a fact,
# never changed once made, so sharing one is safe.
_SEATS = range(8)  # more than any table's seats (rules.setup.MAX_PLAYERS, which imports this)
PENDING = {stage: tuple(Pending(seat, stage) for seat in _SEATS)
            for stage in ("start", "guard", "convert", "place", "market", "build", "art")}
_PASSED = {stage: tuple(Passed(seat, stage) for seat in _SEATS) for stage in ("place", "market")}


def pending(seat: int, stage: str) -> Pending:
    """`Pending(seat, stage)`, the one made for it."""
    return PENDING[stage][seat]


def passed(seat: int, stage: str) -> Passed:
    """`Passed(seat, stage)`, the one made for it."""
    return _PASSED[stage][seat]


@dataclass(kw_only=True, slots=True)
class MarketOpened(Event):
    """Phase 5 begins: `seats` have a worker at the market and trade in this order."""

    seats: list


@dataclass(slots=True)  # positional too, as Pending
class MarketTraded(Event):
    seat: int
    option: str  # sell | buy | trade
    gave: dict
    got: dict


@dataclass(slots=True)  # positional too, as Pending
class BuildingActivated(Event):
    seat: int  # the worker's
    owner: int
    field: int
    building: str
    gains: dict  # what the supply could give


@dataclass(slots=True)  # positional too, as Pending
class BuildingFinished(Event):
    seat: int
    field: int
    building: str
    paid: dict
    fame: int


@dataclass(slots=True)  # positional too, as Pending
class BuildingAbandoned(Event):
    seat: int
    field: int
    building: str
    fame_lost: int
    reason: str  # declined | unaffordable


@dataclass(slots=True)  # positional too, as Pending
class WorkCompleted(Event):
    seat: int
    art: str
    artist: str
    talent: str
    paid: dict  # the field's cost and the artist's fee
    dice: list
    gains: dict  # fame and bishop points: the field's and the artist's
    masterpiece: bool
    set_bonus: dict  # the fourth work of a palace (4 fame) or church (4 bishop points)


@dataclass(slots=True)  # positional too, as Pending
class WorkFailed(Event):
    seat: int
    art: str
    artist: str
    fame_lost: int
    reason: str  # declined | unaffordable


@dataclass(kw_only=True, slots=True)
class OfficesNamed(Event):
    """Phase 8: the new captain (certificates for his fame), bishop, cardinal, turn order."""

    captain: int | None
    certificates: int
    bishop: int | None
    cardinal: int | None
    cardinal_fame: int
    order: list


@dataclass(slots=True)  # positional too, as Pending
class RoundEnded(Event):
    """Phase 9: everyone returns, people move down a card; those under card 1 leave and as
    many are drawn from the bag ({person, card})."""

    round: int
    left: list
    drawn: list


@dataclass(kw_only=True, slots=True)
class GameEnded(Event):
    scores: list  # per seat: the end scoring's items and "total"
    ranking: list
    ranks: list
    winners: list


CODEC = EventCodec(Event, versions=VERSIONS, header_first=True)
EVENT_TYPES: dict[str, type] = CODEC.types
to_dict = CODEC.to_dict
upcast = CODEC.upcast
from_dict = CODEC.from_dict
