"""Error mapping: write-side and domain exceptions -> the schema's typed error objects.

Mutations answer a union (`... | RuleViolation | VersionConflict | ...`): expected failures are
data, not GraphQL errors. Queries raise `ApiError` (a clean GraphQL error with a stable
`extensions.code`). Anything else is masked as "Unexpected error." (see api.app) - never a
traceback.
"""
from __future__ import annotations

from graphql import GraphQLError, GraphQLSyntaxError

from domain.shared.errors import NotYourTurn as DomainNotYourTurn
from domain.shared.errors import RuleViolation as DomainRuleViolation
from infra.game_service import errors as ie


class ApiError(GraphQLError):
    """An expected, client-facing error of a query or subscription (never masked)."""

    def __init__(self, code: str, message: str, *, retry_after: float | None = None) -> None:
        extensions: dict = {"code": code}
        if retry_after is not None:  # seconds a client should wait before trying again
            extensions["retryAfter"] = round(retry_after, 3)
        super().__init__(message, extensions=extensions)
        self.code = code
        self.retry_after = retry_after


# the code of an HTTP error answer (docs/api.md, "Errors"); other 4xx are bad_request
HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "request_too_large"}
# Codes of errors the GraphQL layer (not a resolver) answers; docs/api.md lists every code.
PARSE_ERROR = "parse_error"
VALIDATION_ERROR = "validation_error"
QUERY_TOO_COMPLEX = "query_too_complex"
BAD_OPERATION = "bad_operation"
INTERNAL_ERROR = "internal_error"
MASKED_MESSAGE = "Unexpected error."
# graphql-core's and strawberry's limit errors carry no code of their own: known by their text
_LIMIT_TEXTS = ("exceeds maximum operation depth", "aliases found. Allowed",
                "tokens. Parsing aborted")


def code_of(error: GraphQLError) -> str:
    """The code of an error raised by the GraphQL layer itself (parsing, validation, limits,
    variables, operation selection) or masked; resolvers' errors carry their own."""
    message = error.message
    if any(text in message for text in _LIMIT_TEXTS):
        return QUERY_TOO_COMPLEX
    if isinstance(error, GraphQLSyntaxError) or isinstance(error.original_error,
                                                           GraphQLSyntaxError):
        return PARSE_ERROR
    if message == MASKED_MESSAGE:
        return INTERNAL_ERROR
    if "operation name" in message or message.startswith("Unknown operation named"):
        return BAD_OPERATION
    return VALIDATION_ERROR


def with_code(error: GraphQLError) -> GraphQLError:
    """`error` with `extensions.code` set (its own code kept)."""
    if not (error.extensions or {}).get("code"):
        error.extensions = {**(error.extensions or {}), "code": code_of(error)}
    return error


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
        ie.GameNotFinished: t.GameNotFinished,
        ie.GameAlreadyStarted: t.GameAlreadyStarted, ie.SeatUnavailable: t.SeatUnavailable,
        ie.InvalidCommand: t.InvalidInput, ie.AnalysisUnavailable: t.AnalysisUnavailable,
    }
    for cls, typ in simple.items():
        if isinstance(exc, cls):
            return typ(code=exc.code, message=exc.message)
    return None
