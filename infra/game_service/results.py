"""What the write side answers. `version` is the game's version after the command and
`position` the notification id (global log order) of its last stored event: a reader that has
processed the log up to `position` sees the command (read-your-writes)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID


@dataclass(frozen=True)
class CommandResult:
    game_id: UUID
    seat: int
    action: str
    version: int
    position: int
    events: tuple[dict, ...]  # the domain events stored (decider.event_to_dict output)
    finished: bool = False
    replayed: bool = False  # an earlier command with the same idempotency key was returned
    # what answering with the events' log entries needs, without the read side (a new move)
    game: str = ""
    first_step: int = 0  # the game log's step of the first event (0: not known here)
    event_position: int = 0  # the stored command's position in the notification log
    names: tuple = ()  # the seats' names, for messages


@dataclass(frozen=True)
class GameCreated:
    game_id: UUID
    version: int
    position: int
    tokens: dict[int, str] = field(repr=False)  # seat -> secret token (shown once, never stored)
    started: bool = False
    invite_code: str | None = field(default=None, repr=False)  # a private table's (shown once)


@dataclass(frozen=True)
class SeatJoined:
    game_id: UUID
    seat: int
    token: str = field(repr=False)
    version: int = 0
    position: int = 0
    started: bool = False


@dataclass(frozen=True)
class PersistedGame:
    game_id: UUID
    version: int
    position: int
    finished: bool


@dataclass
class Outcome:
    """What one attempt of a command decided (GameService._run): a working aggregate to save
    and how to answer once saved, or a ready answer (nothing to save)."""

    work: Any = None
    answer: Any = None
    finish: Callable | None = None
