"""Error mapping: write-side and domain exceptions -> the schema's typed error objects.

Mutations answer a union (`... | RuleViolation | VersionConflict | ...`): expected failures are
data, not GraphQL errors. Queries raise `ApiError` (a clean GraphQL error with a stable
`extensions.code`). Anything else is masked as "Unexpected error." (see api.app) - never a
traceback.
"""
from __future__ import annotations

from graphql import GraphQLError

from domain.shared.errors import NotYourTurn as DomainNotYourTurn
from domain.shared.errors import RuleViolation as DomainRuleViolation
from infra import errors as ie


class ApiError(GraphQLError):
    """An expected, client-facing error of a query or subscription (never masked)."""

    def __init__(self, code: str, message: str, *, retry_after: float | None = None) -> None:
        extensions: dict = {"code": code}
        if retry_after is not None:  # seconds a client should wait before trying again
            extensions["retryAfter"] = round(retry_after, 3)
        super().__init__(message, extensions=extensions)
        self.code = code
        self.retry_after = retry_after


def api_error(exc: BaseException) -> ApiError:
    """The query-side GraphQL error for a write-side/domain exception."""
    code = getattr(exc, "code", "error")
    message = getattr(exc, "message", None) or str(exc)
    return ApiError(code, message)


def to_typed(exc: BaseException):
    """The typed error object (a schema type instance) for an expected exception, else None."""
    from api.schema import failures as t

    if isinstance(exc, DomainNotYourTurn):
        return t.NotYourTurn(code=exc.code, message=exc.message)
    if isinstance(exc, DomainRuleViolation):
        return t.RuleViolation(code=exc.code, message=exc.message)
    if isinstance(exc, ie.VersionConflict):
        return t.VersionConflict(code=exc.code, message=exc.message,
                                 expected_version=exc.expected, actual_version=exc.actual,
                                 rule_code=exc.cause.code if exc.cause else None)
    simple = {
        ie.GameNotFound: t.GameNotFound, ie.Unauthorized: t.Unauthorized,
        ie.GameNotStarted: t.GameNotStarted, ie.GameFinished: t.GameFinished,
        ie.GameAlreadyStarted: t.GameAlreadyStarted, ie.SeatUnavailable: t.SeatUnavailable,
        ie.InvalidCommand: t.InvalidInput,
    }
    for cls, typ in simple.items():
        if isinstance(exc, cls):
            return typ(code=exc.code, message=exc.message)
    return None
