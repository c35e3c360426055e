"""Typed, expected failures of mutations (union members): nothing was changed. Queries and
subscriptions answer the same failures as GraphQL errors with `extensions.code`."""
from __future__ import annotations

from typing import Any

import strawberry

F = strawberry.field


@strawberry.interface(description="A typed, expected failure of a mutation. Nothing was "
                                  "changed.")
class Error:
    code: str = F(description="Stable machine-readable code, e.g. `not_your_turn`.")
    message: str = F(description="Human-readable explanation.")


@strawberry.type(description="The rules do not accept this action now (code names the rule).")
class RuleViolation(Error):
    pass


@strawberry.type(description="Another seat must act now.")
class NotYourTurn(Error):
    pass


@strawberry.type(description="The game moved on: `expectedVersion` did not match, or the "
                             "action is no longer legal after a concurrent change. Reload "
                             "and retry.")
class VersionConflict(Error):
    expected_version: int | None = F(default=None, description="The version you sent.")
    actual_version: int | None = F(default=None, description="The game's current version.")
    rule_code: str | None = F(default=None, description="Rule broken when the action was "
                                                        "decided again, if that was why.")
    consistency: str = F(default="0", description=(
        "A position that includes the game's current version: pass it as `consistency` to "
        "the re-read (any server process), so it is not stale."))


@strawberry.type(description="The token is missing or holds no seat of this game.")
class Unauthorized(Error):
    pass


@strawberry.type(description="No game has this id.")
class GameNotFound(Error):
    pass


@strawberry.type(description="The game is still waiting for players.")
class GameNotStarted(Error):
    pass


@strawberry.type(description="The game is over.")
class GameFinished(Error):
    pass


@strawberry.type(description="The game is still running (a rematch follows a finished game).")
class GameNotFinished(Error):
    pass


@strawberry.type(description="The game has already started (seats can no longer be joined).")
class GameAlreadyStarted(Error):
    pass


@strawberry.type(description="The requested seat is not open.")
class SeatUnavailable(Error):
    pass


@strawberry.type(description="Seats are still open: the game starts when the last one is "
                             "joined.")
class SeatsStillOpen(Error):
    open_seats: list[int] = F(default_factory=list, description="The open seats.")


@strawberry.type(description="Malformed input: a bad seat list, variant or bot kind for this "
                             "game, setup JSON, seed, name, player key, empty action ... "
                             "(code `invalid_input`, or `idempotency_key_reused`).")
class InvalidInput(Error):
    pass


@strawberry.type(description="This game type offers no analysis (its rules have no search: "
                             "Il Vecchio, Florenza).")
class AnalysisUnavailable(Error):
    pass


@strawberry.type(description="Too many requests from this client; retry later.")
class RateLimited(Error):
    retry_after: float = F(default=1.0, description="Seconds to wait.")


ERROR_TYPES: tuple[Any, ...] = (
    RuleViolation, NotYourTurn, VersionConflict, Unauthorized, GameNotFound, GameNotStarted,
    GameFinished, GameNotFinished, GameAlreadyStarted, SeatUnavailable, SeatsStillOpen, InvalidInput, RateLimited,
    AnalysisUnavailable)
