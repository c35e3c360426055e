"""The strawberry schema, split by concern: types, queries, mutations, subscriptions.

`build_schema(limits)` adds the validation limits (depth, complexity, aliases, tokens) and error
masking; `SCHEMA` (default limits) is what `api/schema.graphql` is exported from."""
from __future__ import annotations

import logging

import strawberry
from graphql import GraphQLError
from strawberry.extensions import (
    AddValidationRules,
    MaskErrors,
    MaxAliasesLimiter,
    MaxTokensLimiter,
    ParserCache,
    QueryDepthLimiter,
    ValidationCache,
)
from strawberry.schema.config import StrawberryConfig

from api.errors import ApiError
from api.limits import Limits, complexity_rule
from api.schema.mutations import SEED_SCALAR, Mutation, Seed
from api.schema.queries import Query
from api.schema.subscriptions import Subscription
from api.schema.types import ERROR_TYPES

log = logging.getLogger("api.errors")


def _should_mask(error: GraphQLError) -> bool:
    """Mask unexpected exceptions (never leak internals); keep validation and API errors."""
    original = error.original_error
    if original is None or isinstance(original, ApiError) or error.path is None:
        return False  # no path: parsing/validation/variable coercion, not a resolver
    return not isinstance(original, GraphQLError)


class Schema(strawberry.Schema):
    """Logs only unexpected errors (with their traceback, server side). Expected errors -
    validation, limits, API errors - are the client's business: logging them would copy
    client-supplied values (tokens, seeds) into the logs."""

    def process_errors(self, errors, execution_context=None) -> None:
        for error in errors:
            if _should_mask(error):
                log.error("unexpected error in %s", error.path, exc_info=error.original_error)
            else:
                code = (error.extensions or {}).get("code", "graphql_error")
                log.debug("request error %s", code)


def _shared(extension):
    return lambda: extension


def build_schema(limits: Limits | None = None) -> strawberry.Schema:
    limits = limits or Limits()
    rule = complexity_rule(limits.max_complexity, limits.max_page)
    return Schema(
        query=Query, mutation=Mutation, subscription=Subscription, types=list(ERROR_TYPES),
        config=StrawberryConfig(auto_camel_case=True, scalar_map={Seed: SEED_SCALAR}),
        extensions=[
            # Documents repeat (clients send the same few operations): parse and validate
            # each distinct one once. The limits below are validation rules, so cached
            # results stay correct (they depend on the document only). The validation cache
            # is keyed by the rule classes, so every extension is one shared instance (they
            # keep no per-request state), handed out by a factory.
            _shared(ParserCache(maxsize=512)),
            _shared(ValidationCache(maxsize=512)),
            _shared(QueryDepthLimiter(max_depth=limits.max_depth)),
            _shared(MaxAliasesLimiter(max_alias_count=limits.max_aliases)),
            _shared(MaxTokensLimiter(max_token_count=limits.max_tokens)),
            _shared(AddValidationRules([rule])),
            _shared(MaskErrors(should_mask_error=_should_mask)),
        ])


SCHEMA = build_schema()


def sdl() -> str:
    """The schema in SDL, as exported to api/schema.graphql."""
    return SCHEMA.as_str().rstrip() + "\n"
