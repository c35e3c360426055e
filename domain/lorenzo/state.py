"""Immutable game state. Every change goes through `evolve`; nothing here decides anything.

NamedTuples (evolve makes one from a list of fields, the hot path of every event); the dicts
inside (resources, towers, occupants …) are treated as immutable: always copied, never
mutated, and the `{}` defaults are shared for that reason.
"""
from __future__ import annotations

from typing import NamedTuple

from domain.lorenzo.catalog.board import RESOURCES, TYPES

MEMBERS = ("black", "white", "orange", "neutral")
COLOURED = ("black", "white", "orange")
NO_RES = {r: 0 for r in RESOURCES}


def res_add(res: dict, delta: dict, sign: int = 1) -> dict:
    out = dict(res)
    for k, v in delta.items():
        out[k] = out[k] + sign * v
    return out


def res_covers(res: dict, need: dict) -> bool:
    for k, v in need.items():
        if res[k] < v:
            return False
    return True


class Player(NamedTuple):
    seat: int
    res: dict
    cards: dict  # type -> tuple of card numbers in the order taken
    placed: tuple = ()  # members placed this round
    excommunications: tuple = ()  # tile ids
    bonus_tile: int | None = 0
    leaders_hand: tuple = ()
    leaders_played: tuple = ()
    leaders_used: tuple = ()  # once-per-round leaders turned face down this round
    leader_copies: dict = {}  # lorenzo-de-medici -> copied slug
    draft_hand: tuple = ()
    member_set: dict = {}  # member -> value fixed this round (Montefeltro)
    faith_vp: int = 0  # victory points scored at Vatican reports (score breakdown)

    def count(self, card_type: str) -> int:
        return len(self.cards[card_type])

    def owns(self, card_id: int) -> bool:
        return any(card_id in c for c in self.cards.values())

    def all_cards(self):
        for t in TYPES:
            yield from self.cards[t]

    def has_tile(self, tile_id: str) -> bool:
        return tile_id in self.excommunications

    def leader_active(self, slug: str) -> bool:
        """A permanent ability in force: the leader itself, or Lorenzo de' Medici copying it."""
        return slug in self.leaders_played or self.leader_copies.get("lorenzo-de-medici") == slug


class State(NamedTuple):
    variant: str
    n: int
    players: tuple  # of Player, by seat
    turn_order: tuple  # seats, first player first
    excommunications: tuple  # tile ids for periods 1-3
    dice_plan: tuple  # secret: the dice of each round (dicts)
    decks: dict  # secret: type -> remaining card numbers in dealing order
    phase: str = "setup"  # setup, tiles, leaders, actions, vatican, over
    round: int = 0
    dice: dict = {}
    towers: dict = {}  # "tower.<colour>.<floor>" -> card number or None
    occupants: dict = {}  # space -> tuple of (seat, member)
    schedule: tuple = ()  # the seat of every turn of this round, in order
    turn: int = 0  # index into schedule
    acted: bool = False  # the current turn's placement (or pass) is done
    pending: tuple = ()  # decisions the seat to act must take, front first: (seat, dict)
    vatican: tuple = ()  # seats still to choose support or excommunication
    tiles_offered: tuple = ()  # advanced: bonus tiles still on the table
    draft_round: int = 0
    result: dict | None = None  # final scores once over

    @property
    def period(self) -> int:
        return max(1, (self.round + 1) // 2)

    @property
    def current_seat(self) -> int | None:
        if self.phase == "actions":
            turn, schedule = self.turn, self.schedule  # each field read once: asked all the time
            if turn < len(schedule):
                return schedule[turn]
        return None

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def with_player(self, p: Player) -> State:
        players = list(self.players)
        players[p.seat] = p
        return _set(self, _PLAYERS, tuple(players))


def _set(t: tuple, i: int, value) -> tuple:
    """A NamedTuple with field i replaced: 2-3x faster than `_replace`."""
    values = list(t)
    values[i] = value
    return tuple.__new__(type(t), values)


_INDEX = {cls: {f: i for i, f in enumerate(cls._fields)} for cls in (State, Player)}
# Field name -> index, for code working on a state's (or player's) fields held as a list: evolve's
# handlers, and rules reading a decision's fields as it goes (domain.lorenzo.tx)
FIELD, PLAYER_FIELD = _INDEX[State], _INDEX[Player]


def replace(t: tuple, **changes) -> tuple:
    """`t._replace(**changes)` for a State or Player, without its generic (slow) machinery."""
    values = list(t)
    index = _INDEX[type(t)]
    for name, value in changes.items():
        values[index[name]] = value
    return tuple.__new__(type(t), values)


_PLAYERS = FIELD["players"]
