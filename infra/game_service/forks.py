"""`fork_game`: a new game played on from a position of another (domain.shared.fork).

From a finished game anyone may fork (everything there was seen by some seat, except what
was still to come: deck order, future dice …, drawn afresh); from a running game only one of
its seats, with that seat's knowledge alone (its token). The new game is created like any
(`create_game`: seats, clock, private table), its stream beginning with a `Forked` record
naming the origin. Forks are practice: their seats carry no rating identity.
Mixed into `GameService`."""
from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import NamedTuple
from uuid import UUID

from domain.shared import fork
from domain.shared.plain import to_plain
from domain.shared.shell import FINISHED, PLAYING
from infra.game_service.errors import (
    BadStep,
    ForkUnsupported,
    GameNotStarted,
    InvalidCommand,
    Unauthorized,
)
from infra.game_service.results import GameCreated


class Origin(NamedTuple):
    """What a fork's `Forked` record holds."""

    game_id: str
    step: int
    state: dict  # the first engine state, tagged plain JSON (domain.shared.plain)


class ForkCommands:
    """Needs the host's `_load`, `_seat_of_token`, `events` and `create_game`."""

    def fork_game(self, game_id: UUID | str, step: int, *, seats: Sequence,
                  token: str | None = None, seed: int | None = None, clock: dict | None = None,
                  private: bool = False, creator: str | None = None) -> GameCreated:
        """A new game from `step` of game `game_id` (docs/api.md, "Forks"): BadStep,
        ForkUnsupported, GameNotStarted, Unauthorized, InvalidCommand; nothing is stored
        on an error."""
        original = self._load(self._game_id_of(game_id))
        if original.status == FINISHED:
            known: Sequence[int] = range(len(original.seats))
        elif original.status == PLAYING:
            if not token:
                raise Unauthorized("a running game is played on from one of its seats' "
                                   "knowledge: send that seat's token")
            known = (self._seat_of_token(original, token),)
        else:
            raise GameNotStarted("only a game that has started can be played on")
        seed = self._seed_of(seed)
        if isinstance(seats, Sequence) and len(seats) != len(original.seats):
            raise InvalidCommand(f"this game has {len(original.seats)} seats: its fork has "
                                 "as many")
        records = [(type(e).__name__, e.__dict__, e.originator_version, e.timestamp)
                   for e in self.events.get(original.id)]
        try:
            at = fork.position(fork.positions(records), step)
            state = fork.start_state(original.decider, at.state, known, seed)
        except fork.ForkError as e:
            raise (BadStep if e.code == "bad_step" else ForkUnsupported)(e.message) from None
        return self.create_game(game=original.game, variant=original.variant, seats=seats,
                                seed=seed, clock=clock, private=private, creator=creator,
                                origin=Origin(str(original.id), at.steps, to_plain(state)))

    @staticmethod
    def _seed_of(seed: object) -> int:
        if seed is None:
            return secrets.randbits(62)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidCommand("seed must be an integer")
        return seed
