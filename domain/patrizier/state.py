"""Immutable Patrizier game state. Every change goes through `evolve`; nothing here decides.

A NamedTuple (cheap copies on the hot path); the dicts and tuples inside are never mutated,
always copied. Towers are tuples of the seats owning each floor, bottom floor first: a floor's
owner is its colour, and its index is its height, which is all that scoring needs.
"""
from __future__ import annotations

from typing import NamedTuple

from domain.patrizier.catalog import CARDS, CITIES
from domain.shared.records import replacer, with_item


class State(NamedTuple):
    n: int  # players
    variant: str
    cities: tuple  # city slugs in play, catalogue order
    towers: dict  # city -> (floors of tower 1, floors of tower 2), each a tuple of seats
    display: dict  # city -> the face-up card beside it, or None
    pile: tuple  # secret: the draw pile, top card first
    hands: tuple  # per seat: card ids (secret to other seats)
    played: tuple  # per seat: the played stack, oldest card first
    supply: tuple  # per seat: floors left to build
    fame: tuple  # per seat: ((city, fame), ...) tiles won, in order
    start_seat: int
    seat: int | None = None  # whose turn it is
    stage: str = "play"  # play, move, take (a decision is due); build, draw, refill; over
    card: int | None = None  # the card played this turn
    plays: int = 0  # cards played so far
    scored: tuple = ()  # cities scored, in order
    result: dict | None = None  # final scores once over

    def built(self, city: str) -> int:
        t1, t2 = self.towers[city]
        return len(t1) + len(t2)

    def complete(self, city: str) -> bool:
        return self.built(city) == CITIES[city].floors

    @property
    def turn_city(self) -> str | None:
        """The city built in this turn (that of the card played)."""
        return CARDS[self.card].city if self.card is not None else None


replace = replacer(State)
with_seat_item = with_item  # a per-seat tuple with one seat's entry replaced


def higher_tower(towers: tuple) -> int:
    """The taller tower (1 or 2); a complete city never has two equal towers (odd totals)."""
    return 1 if len(towers[0]) > len(towers[1]) else 2
