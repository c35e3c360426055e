"""The strawberry schema, split by concern: types, queries, mutations, subscriptions.

`build_schema(limits)` adds the validation limits (depth, complexity, aliases, tokens) and error
masking; `SCHEMA` (default limits) is what `api/schema.graphql` is exported from."""
from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

import strawberry
from graphql import GraphQLError, OperationDefinitionNode, specified_rules
from graphql import execute as core_execute
from graphql.language.parser import parse
from strawberry.exceptions import MissingQueryError
from strawberry.execution import optimized_is_awaitable
from strawberry.extensions import (
    MaskErrors,
    MaxAliasesLimiter,
    QueryDepthLimiter,
)
from strawberry.schema.config import StrawberryConfig
from strawberry.schema.exceptions import CannotGetOperationTypeError, InvalidOperationTypeError
from strawberry.schema.schema import validate_document
from strawberry.types import ExecutionResult
from strawberry.types.graphql import OperationType
from strawberry.utils.await_maybe import await_maybe
from strawberry.utils.operation import get_operation_type

from api.errors import BAD_OPERATION, ApiError, with_code
from api.limits import Limits, complexity_error
from api.per_document import PerDocument
from api.schema import forks, queries, subscriptions
from api.schema.analysis import AnalysisMutation, AnalysisQuery, AnalysisSubscription
from api.schema.failures import ERROR_TYPES
from api.schema.games import plugins
from api.schema.inputs import plan_inputs
from api.schema.mutations import SEED_SCALAR, Seed
from api.schema.shared import SharedResultsExecutor
from infra.game_service.errors import RETRY_AFTER_S, unavailable
from projections import repeats

log = logging.getLogger("api.errors")


# The root types with the analysis (api.schema.analysis) added: it imports the queries' helpers,
# so it joins here rather than in their modules. Mutations: the generic ones with forkGame
# (api.schema.forks).
@strawberry.type(name="Query", description="Read operations.")
class Query(queries.Query, AnalysisQuery):
    pass


@strawberry.type(name="Mutation", description="Commands. Each answers a union: the success "
                                              "type or a typed error; nothing changes on an "
                                              "error.")
class Mutation(forks.Mutation, AnalysisMutation):
    pass


@strawberry.type(name="Subscription", description=subscriptions.Subscription
                 .__strawberry_definition__.description)
class Subscription(subscriptions.Subscription, AnalysisSubscription):
    pass


def _should_mask(error: GraphQLError) -> bool:
    """Mask unexpected exceptions (never leak internals); keep validation and API errors."""
    original = error.original_error
    if original is None or isinstance(original, ApiError) or error.path is None:
        return False  # no path: parsing/validation/variable coercion, not a resolver
    return not isinstance(original, GraphQLError)


def _unavailable(error: GraphQLError) -> GraphQLError:
    """The typed answer while the database is down, full or refuses writes."""
    return GraphQLError("the database is unavailable; retry shortly", nodes=error.nodes,
                        source=error.source, positions=error.positions, path=error.path,
                        extensions={"code": "unavailable", "retryAfter": RETRY_AFTER_S})


class Schema(strawberry.Schema):
    """Logs only unexpected errors (with their traceback, server side). Expected errors -
    validation, limits, API errors - are the client's business: logging them would copy
    client-supplied values (tokens, seeds) into the logs. A database that is unavailable is
    logged once per interval with a count (projections.repeats), not once per request."""

    def process_errors(self, errors, execution_context=None) -> None:
        for error in errors:
            if _should_mask(error) and unavailable(error.original_error):
                repeats.report("database unavailable", error.original_error)
            elif _should_mask(error):
                log.error("unexpected error in %s", error.path, exc_info=error.original_error)
            else:
                code = (error.extensions or {}).get("code", "graphql_error")
                log.debug("request error %s", code)

    # set by build_schema: the validation rules (graphql-core's and the limits') and the
    # limits every operation is held to
    rules: tuple = tuple(specified_rules)
    limits: Limits = Limits()

    async def execute(self, query: str | None, variable_values: dict[str, Any] | None = None,
                      context_value: Any | None = None, root_value: Any | None = None,
                      operation_name: str | None = None,
                      allowed_operation_types: Iterable[OperationType] | None = None,
                      operation_extensions: dict[str, Any] | None = None) -> ExecutionResult:
        """A query or mutation, as strawberry's `execute` runs it with the `_Guard` (same
        parse, checks, execution, error logging and masking, same exceptions for a missing
        query or a wrong operation type), without the per-operation extension machinery:
        strawberry's runner, its context managers and its execution context cost 30-40 us
        an operation (measured: 57-68 us against 27-31), 3-4 % of a move's CPU.
        Subscriptions, and `execute_sync`, keep strawberry's path and the `_Guard`."""
        if not query:
            raise MissingQueryError
        if allowed_operation_types is None:
            allowed_operation_types = (OperationType.QUERY, OperationType.MUTATION)
        try:
            try:
                document = _parse(query, max_tokens=self.limits.max_tokens)
            except GraphQLError as error:
                return self._answer(None, [error])
            try:
                kind = get_operation_type(document, operation_name)
            except RuntimeError as error:
                raise CannotGetOperationTypeError(operation_name) from error
            if kind not in allowed_operation_types:
                raise InvalidOperationTypeError(kind)
            errors = pre_execution_errors(self._schema, document, self.rules, operation_name,
                                          variable_values, self.limits)
            if errors:
                return self._answer(None, errors)
            result = await await_maybe(core_execute(
                self._schema, document, root_value=root_value, context_value=context_value,
                variable_values=variable_values, operation_name=operation_name,
                is_awaitable=optimized_is_awaitable, executor_class=self.execution_context_class,
                operation_extensions=operation_extensions))
        except (MissingQueryError, CannotGetOperationTypeError, InvalidOperationTypeError):
            raise
        except Exception as error:  # noqa: BLE001 - answered as strawberry answers it
            return self._answer(None, [error if isinstance(error, GraphQLError)
                                       else GraphQLError(str(error), original_error=error)])
        return self._answer(result.data, result.errors)

    def _answer(self, data, errors: list[GraphQLError] | None) -> ExecutionResult:
        if errors:
            self._process_errors(errors)  # logged as they are, then masked and coded
            _forget_tracebacks(errors)
            errors = _masked(errors)
        return ExecutionResult(data=data, errors=errors or None, extensions={})


def _forget_tracebacks(errors: list[GraphQLError]) -> None:
    """Drop the errors' tracebacks once they are logged: a resolver's exception holds its
    traceback, whose frames hold the executor that holds the exception (a reference cycle
    keeping the request's objects until a garbage collection). The answer uses none of it."""
    for error in errors:
        seen = 0
        e: BaseException | None = error
        while e is not None and seen < 8:  # (the exception, its cause or context ...)
            e.__traceback__ = None
            e = getattr(e, "original_error", None) or e.__cause__ or e.__context__
            seen += 1


# Documents repeat (clients send the same few operations): parse and validate each distinct one
# once. Bounded, so unique query texts cannot grow memory without limit. Validation results
# depend only on (schema, document, rules), and the rules are fixed per schema (built once in
# build_schema), so a cached answer is the answer.
CACHED_DOCUMENTS = 512
_parse = lru_cache(maxsize=CACHED_DOCUMENTS)(parse)
# Validation is keyed by the parsed document's identity (the parse cache hands out one object
# per distinct text): hashing a document hashes its whole syntax tree, node by node, on every
# request (an lru_cache keyed by the document did that).
_validated = PerDocument()


def _validate(schema, document, rules: tuple) -> list:
    return _validated.get(document, lambda: _validation_errors(schema, document, rules),
                          schema, rules)  # (the rules: a tuple of classes, built once)


def _validation_errors(schema, document, rules: tuple) -> list:
    try:
        return validate_document(schema, document, rules)
    except Exception:
        # strawberry's depth limiter raises (KeyError) on a spread of an unknown fragment,
        # before graphql-core's own rules could say so: their answer is the clearer one
        errors = validate_document(schema, document, tuple(specified_rules))
        if not errors:
            raise
        return errors


class _Guard(MaskErrors):
    """Everything the API adds to an operation, as ONE extension built per operation (strawberry
    hands each extension the operation's execution context as an attribute, so an instance
    shared between concurrent operations could read another operation's context and, e.g.,
    skip masking its errors or its validation rules):

    * the limits: depth and aliases as validation rules, the token limit as a parse option,
      complexity after validation (it depends on the request's `first` variables);
    * cached parsing and validation;
    * error masking (MaskErrors: unexpected exceptions become "Unexpected error.").

    One extension instead of seven also spares strawberry six sets of hooks per operation."""

    def __init__(self, rules: tuple, limits: Limits) -> None:
        super().__init__(should_mask_error=_should_mask)
        self._rules = rules
        self._limits = limits
        self._max_tokens = limits.max_tokens

    def on_operation(self) -> Iterator[None]:
        ctx = self.execution_context
        ctx.validation_rules = self._rules  # graphql-core's own rules among them
        ctx.parse_options["max_tokens"] = self._max_tokens
        yield from super().on_operation()

    def on_parse(self) -> Iterator[None]:
        ctx = self.execution_context
        try:
            ctx.graphql_document = _parse(ctx.query, **ctx.parse_options)
        except GraphQLError:
            pass  # strawberry's own parse (next) reports it as the operation's error
        yield

    def on_validate(self) -> Iterator[None]:
        ctx = self.execution_context
        # strawberry keeps the request's operation name in `_provided_operation_name`
        ctx.pre_execution_errors = pre_execution_errors(
            ctx.schema._schema, ctx.graphql_document, ctx.validation_rules,
            ctx._provided_operation_name, ctx.variables, self._limits)
        yield

    def _process_result(self, result: object) -> None:
        # MaskErrors' own check is an isinstance() against a runtime-checkable Protocol
        # (slow: it inspects the class on every call, for every subscription event)
        errors = getattr(result, "errors", None)
        if errors:
            result.errors = _masked(errors)


def _masked(errors: list[GraphQLError]) -> list[GraphQLError]:
    """Masked where unexpected (never leak internals); every error with a code
    (docs/api.md)."""
    return [with_code(_anonymised(e) if _should_mask(e) else e) for e in errors]


def _anonymised(error: GraphQLError) -> GraphQLError:
    if unavailable(error.original_error):
        return _unavailable(error)
    return GraphQLError("Unexpected error.", nodes=error.nodes, source=error.source,
                        positions=error.positions, path=error.path)


def pre_execution_errors(schema, document, rules: tuple, operation_name: str | None,
                         variables: dict | None, limits: Limits) -> list[GraphQLError]:
    """What stops a parsed operation before it runs: validation (cached per document and
    rules), several operations with no name to choose one, too much complexity for the
    request's `first` variables."""
    errors = _validate(schema, document, rules)
    if not errors:
        errors = _unnamed_choice(document, operation_name)
    if not errors:
        too_complex = complexity_error(document, variables, limits)
        if too_complex is not None:
            errors = [too_complex]
    return errors


def _unnamed_choice(document, operation_name: str | None) -> list[GraphQLError]:
    """A document with several operations needs `operationName` (GraphQL spec: "Must provide
    operation name"); strawberry would run the first one."""
    if operation_name is not None:
        return []
    ops = sum(isinstance(d, OperationDefinitionNode) for d in document.definitions)
    if ops < 2:
        return []
    return [GraphQLError("Must provide operation name if query contains multiple operations.",
                         extensions={"code": BAD_OPERATION})]


def build_schema(limits: Limits | None = None) -> strawberry.Schema:
    limits = limits or Limits()
    # the rule classes are built once here: the validation cache is keyed by them
    rules = (*specified_rules, *QueryDepthLimiter(max_depth=limits.max_depth).validation_rules,
             *MaxAliasesLimiter(max_alias_count=limits.max_aliases).validation_rules)
    schema = Schema(
        query=Query, mutation=Mutation, subscription=Subscription,
        types=[*ERROR_TYPES, *(t for p in plugins() for t in p.TYPES)],
        config=StrawberryConfig(auto_camel_case=True, scalar_map={Seed: SEED_SCALAR}),
        extensions=[lambda: _Guard(rules, limits)],
        # subscribers of one game share the execution of each event (api.schema.shared)
        execution_context_class=SharedResultsExecutor)
    schema.rules, schema.limits = rules, limits  # for Schema.execute
    plan_inputs(schema)  # input objects built by a per-type plan (api.schema.inputs)
    return schema


SCHEMA = build_schema()


def sdl() -> str:
    """The schema in SDL, as exported to api/schema.graphql."""
    return SCHEMA.as_str().rstrip() + "\n"
