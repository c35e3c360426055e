"""Typed errors of the write side. Each has a stable `code`; nothing is stored when one is raised.

Rule rejections come from the domain as `RuleViolation` (its subclasses include `NotYourTurn`,
`MalformedAction`); they pass through unchanged and are re-exported here for the API mapping.
"""
from __future__ import annotations

from domain.shared.errors import MalformedAction, NotYourTurn, RuleViolation
from projections.repeats import unavailable  # its home is shared with the workers

__all__ = [
    "ServiceError", "GameNotFound", "GameNotStarted", "GameFinished", "GameNotFinished",
    "GameAlreadyStarted", "AnalysisUnavailable",
    "SeatUnavailable", "Unauthorized", "InvalidCommand", "IdempotencyKeyReused",
    "VersionConflict", "ImportRejected", "BadStep", "ForkUnsupported", "RuleViolation",
    "NotYourTurn", "MalformedAction", "unavailable", "WouldWait",
]


class WouldWait(Exception):
    """A command asked not to wait (`wait=False`) would have to: its game or the store's writer
    is busy, or its game is not at hand. Nothing was stored; the caller runs it again where
    waiting is harmless (never shown to a client)."""


class ServiceError(Exception):
    code = "service_error"

    def __init__(self, message: str) -> None:
        super().__init__(f"{self.code}: {message}")
        self.message = message


class GameNotFound(ServiceError):
    code = "game_not_found"


class GameNotStarted(ServiceError):
    code = "game_not_started"


class GameFinished(ServiceError):
    code = "game_finished"


class GameNotFinished(ServiceError):
    """A command for a finished game (a rematch) on one that is still running."""

    code = "game_not_finished"


class AnalysisUnavailable(ServiceError):
    """Analysis asked of a game whose rules offer no search (Il Vecchio, Florenza)."""

    code = "analysis_unavailable"


class GameAlreadyStarted(ServiceError):
    """A lobby change (join) on a game that has already started."""

    code = "game_already_started"


class SeatUnavailable(ServiceError):
    code = "seat_unavailable"


class Unauthorized(ServiceError):
    """The seat token is missing or does not belong to any human seat of this game."""

    code = "unauthorized"


class InvalidCommand(ServiceError):
    """Malformed input: wrong types, unknown game or variant, bad seat list, empty action."""

    code = "invalid_input"


class IdempotencyKeyReused(InvalidCommand):
    """The idempotency key was already used in this game for a different command."""

    code = "idempotency_key_reused"


class VersionConflict(ServiceError):
    """The game moved on: `expected_version` did not match, or the command, decided again
    against the newer state, is no longer legal (`cause` is that rule violation)."""

    code = "version_conflict"

    def __init__(self, message: str, *, expected: int | None = None,
                 actual: int | None = None, cause: RuleViolation | None = None) -> None:
        super().__init__(message)
        self.expected = expected
        self.actual = actual
        self.cause = cause


class ImportRejected(ServiceError):
    code = "import_rejected"


RETRY_AFTER_S = 1.0  # what a client is told to wait while the database is unavailable


class BadStep(InvalidCommand):
    """forkGame: a step the game does not have, or one at which it is over."""

    code = "bad_step"


class ForkUnsupported(InvalidCommand):
    """forkGame: the game type cannot redraw its hidden state (no sampler)."""

    code = "fork_unsupported"
