"""Immutable Il Vecchio game state. Every change goes through `evolve`; nothing here decides.

A NamedTuple of tuples and dicts that are never mutated, only copied. Family members in the
towns are counted per seat and town index (standing `up`, lying `down`); a track is the tuple
of seats on its fields in the order they entered (field = `offset` + position). Pending
decisions are entries (seat, kind, data) answered first in, first out per seat.
"""
from __future__ import annotations

from typing import NamedTuple

GOODS = ("florins", "scrolls", "coaches", "bishops", "assassin", "knight", "abbot")
G = {g: i for i, g in enumerate(GOODS)}
FOLLOWER_SLOTS = (4, 5, 6)
MEMBERS = 12  # "12 Familienmitglieder seiner Farbe"
EVENT_KINDS = ("tribute", "member")  # pending decisions that hold up every seat's turn
HOLDING_KINDS = ("place", "bonus_follower")  # the owner's turn waits for these


class Pending(NamedTuple):
    seat: int
    kind: str  # council_start setup_place place province_pick office_pick tribute member
    data: tuple = ()  # bonus_follower; see docs/ilvecchio-notation.md ("Pending decisions")


class State(NamedTuple):
    n: int
    variant: str
    start_seat: int
    stream: int  # secret: the source of every later roll and shuffle
    draws: int  # random draws made so far
    stage: str  # setup, play, closing, over
    seat: int | None  # whose turn (setup: whose placement)
    up: tuple  # per seat: standing members per town index
    down: tuple  # per seat: lying members per town index
    supply: tuple  # per seat: members in the personal supply
    goods: tuple  # per seat: counts in GOODS order
    tracks: dict  # track -> tuple of seats, in the order they entered
    offset: int  # the first field used (1 with 2 players: "beginnen erst mit dem zweiten Feld")
    intermediaries: dict  # colour -> town
    crests: tuple  # secret: the face-down Medici crest stack, top first (event kinds)
    crests_taken: tuple  # per seat: crests taken
    extra_cost: str  # the stack carrying the extra-cost tile: council | nobility
    stacks: dict  # council | nobility -> tuple of tile ids, top first (secret)
    pool: dict  # region -> province tiles still on the board
    provinces: tuple  # per seat: province tiles owned, in order taken
    used: tuple  # per seat: province tiles turned over (used)
    council: tuple  # per seat: council tiles face up
    hidden: tuple  # per seat: council tiles face down (revealed before the next turn)
    nobility: tuple  # per seat: nobility tiles (seen only by their owner)
    pending: tuple = ()  # Pending entries, oldest first
    setup_round: int = 1  # placement round 1 (rolled) or 2 (free); 0 once placed
    acted: bool = False  # the seat's current action is done (waiting for its placements)
    actions_left: int = 1  # 2 at the start of a double turn
    ending: bool = False  # the last crest is gone: finish the round, then the double turns
    double: bool = False  # the double-turn round is being played
    doubled: tuple = ()  # per seat: "played" | "skipped" once the double turn is over
    dice: tuple = ()  # the last roll, public
    result: dict | None = None

    def followers(self, seat: int) -> int:
        g = self.goods[seat]
        return g[4] + g[5] + g[6]

    def members_in_towns(self, seat: int) -> int:
        return sum(self.up[seat]) + sum(self.down[seat])

    def on_tracks(self, seat: int) -> int:
        return sum(t.count(seat) for t in self.tracks.values())


_INDEX = {f: i for i, f in enumerate(State._fields)}
_new = tuple.__new__


def replace(s: State, **changes) -> State:
    """`s._replace(**changes)` without its generic (slow) machinery."""
    values = list(s)
    for name, value in changes.items():
        values[_INDEX[name]] = value
    return _new(State, values)


def with_item(t: tuple, i: int, value) -> tuple:
    out = list(t)
    out[i] = value
    return tuple(out)


def add_goods(goods: tuple, seat: int, delta: dict) -> tuple:
    mine = list(goods[seat])
    for name, amount in delta.items():
        mine[G[name]] += amount
    return with_item(goods, seat, tuple(mine))


def has(s: State, seat: int, need: dict) -> bool:
    g = s.goods[seat]
    return all(g[G[k]] >= v for k, v in need.items())


def own_pending(s: State, seat: int) -> Pending | None:
    for p in s.pending:
        if p.seat == seat:
            return p
    return None


def event_pending(s: State) -> bool:
    return any(p.kind in EVENT_KINDS for p in s.pending)
