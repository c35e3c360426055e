"""Subscription fan-out without executing GraphQL once per subscriber.

Many subscribers of one game receive the same objects (the subscriptions share their reads and
their event objects: api.schema.subscriptions). For such an object - marked with `shared()` -
the result of executing an operation's selection on it depends only on (the operation, its
variables, the object), so the first subscriber's result is kept and handed to the others
that run the same operation with the same variables: one execution per distinct subscription,
not per subscriber. Its `data` is also encoded to JSON once (`next_message`), so each
subscriber's `next` message is a string concatenation.

Only what may be shared is: an object marked `shared()` promises that its fields' values do not
depend on the request (its resolvers read the object only, never `info.context`, but for the
connection's language, which is part of the key); results with
errors or still pending (async resolvers) are never kept. Hooked in through strawberry's
`execution_context_class` (graphql-core 3.3's `Executor`: `build_per_event_executor` makes
the executor of each subscription event, `execute_operation` runs it).
"""
from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from graphql import ExecutionResult
from strawberry.schema.schema import StrawberryGraphQLCoreExecutionContext

from api.schema.plain import PlainData

MARK = "_signoria_shared"
RESULTS = 4096  # kept results (a few per subscription and event)


def shared(obj):
    """Mark `obj` as shareable between subscribers (see the module docstring)."""
    setattr(obj, MARK, True)
    return obj


class _Lru(OrderedDict):
    def __init__(self, maxsize: int) -> None:
        super().__init__()
        self.maxsize = maxsize

    def put(self, key, value) -> None:
        self[key] = value
        if len(self) > self.maxsize:
            self.popitem(last=False)


# (id(object), id(operation), variables) -> (object, operation, ExecutionResult); the entry
# holds the object and the operation, so their ids cannot be reused while it lives
_results = _Lru(RESULTS)
# id(data) -> (data, its JSON)
_encoded = _Lru(RESULTS)


class _Done:
    """A per-event 'executor' whose result is already known."""

    __slots__ = ("result",)

    def __init__(self, result) -> None:
        self.result = result

    def execute_operation(self, serially=None):
        return self.result


class SharedResultsExecutor(PlainData, StrawberryGraphQLCoreExecutionContext):
    _variables_key: str | None = None
    _shared_key: tuple | None = None

    def _variables(self) -> str:
        if self._variables_key is None:
            self._variables_key = json.dumps(self.variable_values.coerced, sort_keys=True,
                                             default=repr)
        return self._variables_key

    def _language(self) -> str:
        from api.schema.language import connection_language
        return connection_language(self.context_value)

    def build_per_event_executor(self, payload: Any):
        if not getattr(payload, MARK, False):
            return super().build_per_event_executor(payload)
        # the connection's language too: log messages follow it (api.schema.language)
        key = (id(payload), id(self.operation), self._variables(), self._language())
        hit = _results.get(key)
        if hit is not None and hit[0] is payload and hit[1] is self.operation:
            return _Done(hit[2])
        executor = super().build_per_event_executor(payload)
        executor._shared_key = key
        return executor

    def execute_operation(self, serially=None):
        result = super().execute_operation(serially)
        if self.is_awaitable(result):
            return self._released_after(result)
        key = self._shared_key
        if key is not None and not result.errors:
            _results.put(key, (self.root_value, self.operation, result))
            if result.data is not None:
                _encoded.put(id(result.data), (result.data, None))
        self._release(result)
        return result

    async def _released_after(self, awaitable):
        result = await awaitable
        self._release(result)
        return result

    def _release(self, result) -> None:
        """Break the executor's reference cycle once its whole result is known.

        graphql-core's executor holds `async_helpers`, made of its own bound methods: the
        executor, and all it holds (the variables, the context with Litestar's request and
        response, the errors), is cyclic garbage, freed only by a collection of the
        youngest generation. That was 68 objects a move: such a collection came every
        half second at 500 moves/s and paused every request for 8-17 ms (the p99 of
        `api_bench`'s open loop on PostgreSQL). Not for an incremental result (@defer,
        @stream), whose later parts still use the executor."""
        if isinstance(result, ExecutionResult):
            self.__dict__.pop("async_helpers", None)


def next_message(message: Any) -> str | None:
    """The JSON of a graphql-transport-ws `next` message whose data is a kept result (its data
    encoded once for every subscriber), or None for any other message. Byte for byte what
    strawberry's `encode_json` (compact json.dumps) would give."""
    if type(message) is not dict or message.get("type") != "next" or len(message) != 3:
        return None
    payload = message.get("payload")
    if type(payload) is not dict or len(payload) != 1:
        return None
    data = payload.get("data")
    entry = _encoded.get(id(data))
    if entry is None or entry[0] is not data:
        return None
    text = entry[1]
    if text is None:
        text = json.dumps(data, separators=(",", ":"))
        _encoded[id(data)] = (data, text)
    return (f'{{"id":{json.dumps(message["id"])},"type":"next","payload":{{"data":{text}}}}}'
            if list(message) == ["id", "type", "payload"] else None)
