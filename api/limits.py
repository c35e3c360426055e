"""Abuse limits: query depth and complexity, page sizes, a per-token rate limit.

Request body size, subscriptions per connection and allowed origins are applied where the app
is built (api.app); their values live here with the others.
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass

from graphql import FieldNode, FragmentSpreadNode, InlineFragmentNode
from graphql.error import GraphQLError

from api.per_document import PerDocument


@dataclass(frozen=True)
class Limits:
    max_depth: int = 14
    max_complexity: int = 4000  # selected fields, list fields weighted by their page size
    # (4000: a replay window of 9 steps selecting all four games' fragments costs about 3700)
    max_aliases: int = 30
    max_tokens: int = 4000
    max_page: int = 100
    default_page: int = 20
    max_body_bytes: int = 64 * 1024
    max_subscriptions: int = 10  # per WebSocket connection
    rate_per_second: float = 50.0  # per seat token (or per client address without a known one)
    rate_burst: int = 100
    auth_per_second: float = 5.0  # token look-ups not cached yet, per client address
    auth_burst: int = 30
    auth_quiet: float = 2.0  # look-ups refill only across pauses this long (see RateLimiter)
    max_replay_speed: float = 50.0  # states per second in replayPlayback
    max_open_games: int = 10  # games not started yet that one client (address) may hold


def page_size(first: int | None, limits: Limits) -> int:
    """A page size within limits (errors on a non-positive or too large `first`)."""
    from api.errors import ApiError

    if first is None:
        return limits.default_page
    if first < 1 or first > limits.max_page:
        raise ApiError("bad_page_size", f"first must be 1-{limits.max_page}")
    return first


def complexity(document, variables: dict | None, max_page: int, stop: int) -> int:
    """The weighted number of fields an operation selects: each field costs 1; a field with a
    `first` argument multiplies the cost of its selection by that value - a literal, or the
    variable's value in this request (its declared default, else `max_page`). Fragments are
    expanded. Counting stops once it passes `stop`."""
    variables = variables or {}
    defaults = {}
    fragments = {}
    for d in document.definitions:
        if d.kind == "fragment_definition":
            fragments[d.name.value] = d
        elif d.kind == "operation_definition":
            for v in d.variable_definitions or ():
                if v.default_value is not None and v.default_value.kind == "int_value":
                    defaults[v.variable.name.value] = int(v.default_value.value)

    def page(value) -> int:
        if value.kind == "int_value":
            n = int(value.value)
        elif value.kind == "variable":
            n = variables.get(value.name.value, defaults.get(value.name.value, max_page))
            n = n if type(n) is int else max_page
        else:
            n = max_page
        return max(1, min(n, max_page))

    def cost(selection_set, seen: frozenset) -> int:
        if selection_set is None:
            return 0
        total = 0
        for sel in selection_set.selections:
            if isinstance(sel, FieldNode):
                mult = 1
                for arg in sel.arguments or ():
                    if arg.name.value == "first":
                        mult = page(arg.value)
                total += 1 + mult * cost(sel.selection_set, seen)
            elif isinstance(sel, InlineFragmentNode):
                total += cost(sel.selection_set, seen)
            elif isinstance(sel, FragmentSpreadNode):
                name = sel.name.value
                if name in seen or name not in fragments:
                    continue
                total += cost(fragments[name].selection_set, seen | {name})
            if total > stop:
                return total
        return total

    return max((cost(d.selection_set, frozenset()) for d in document.definitions
                if d.kind == "operation_definition"), default=0)


_PAGE_VARS = PerDocument()  # the names of a document's `first` variables
_COSTS = PerDocument()  # a document's cost, per set of their values


def _page_variables(document) -> tuple[str, ...]:
    return _PAGE_VARS.get(document, lambda: _find_page_variables(document))


def _find_page_variables(document) -> tuple[str, ...]:
    names: list[str] = []

    def walk(node) -> None:
        for arg in getattr(node, "arguments", None) or ():
            if arg.name.value == "first" and arg.value.kind == "variable":
                names.append(arg.value.name.value)
        selection_set = getattr(node, "selection_set", None)
        for sel in getattr(selection_set, "selections", None) or ():
            walk(sel)

    for d in document.definitions:
        walk(d)
    return tuple(sorted(set(names)))


def complexity_error(document, variables: dict | None, limits: Limits) -> GraphQLError | None:
    """The complexity limit's error for this request, if any (a document's cost is worked out
    once per distinct set of page-size values: documents repeat)."""
    values = tuple(repr((variables or {}).get(n)) for n in _page_variables(document))
    c = _COSTS.get(document, lambda: complexity(document, variables, limits.max_page,
                                                limits.max_complexity),
                   values, limits.max_page, limits.max_complexity)
    if c <= limits.max_complexity:
        return None
    return GraphQLError(f"query complexity {c} exceeds the limit {limits.max_complexity}",
                        extensions={"code": "query_too_complex"})


class RateLimiter:
    """Token buckets per key (a seat token or a client address), thread-safe, bounded.

    Memory is bounded by `max_keys`. A bucket that has refilled is forgotten (forgetting it
    changes nothing); buckets still draining are never dropped, so no client can reset
    another's limit by flooding the table: when it is full of draining buckets, new keys wait
    until one refills.

    `quiet` > 0 (token guessing: the refill during a burst's own duration must not add
    answers): the bucket refills only across a pause of at least `quiet` seconds since the
    key's last attempt, and a refused attempt is charged too (down to -burst), so a stream of
    attempts gets `burst` in all, however slowly the server works through it, until the
    client pauses."""

    def __init__(self, rate: float, burst: int, max_keys: int = 100_000,
                 quiet: float = 0.0) -> None:
        self.rate, self.burst, self.max_keys, self.quiet = rate, burst, max_keys, quiet
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def allow(self, key: str) -> float:
        """0 if the call may proceed, else the seconds to wait before retrying."""
        if self.rate <= 0:
            return 0.0
        now = time.monotonic()
        with self._lock:
            held = self._buckets.get(key)
            if held is None:
                if len(self._buckets) >= self.max_keys and not self._forget_refilled(now):
                    return self._oldest_refill(now)
                tokens = float(self.burst)
            else:
                gap = now - held[1]
                tokens = held[0] if gap < self.quiet else \
                    min(float(self.burst), held[0] + gap * self.rate)
            if tokens >= 1:
                self._buckets[key] = (tokens - 1, now)
                self._buckets.move_to_end(key)
                return 0.0
            if self.quiet:
                tokens = max(-float(self.burst), tokens - 1)
            self._buckets[key] = (tokens, now)
            self._buckets.move_to_end(key)
            return max(self.quiet, (1 - tokens) / self.rate)

    def _full_at(self, bucket: tuple[float, float]) -> float:
        tokens, last = bucket
        return last + max(self.quiet, (self.burst - tokens) / self.rate)

    def _forget_refilled(self, now: float) -> bool:
        """Drop buckets that have refilled (oldest use first); True if any was dropped."""
        dropped = False
        for k in list(self._buckets):
            if self._full_at(self._buckets[k]) <= now:
                del self._buckets[k]
                dropped = True
            elif dropped:
                break
        return dropped

    def _oldest_refill(self, now: float) -> float:
        return max(0.001, min(self._full_at(b) for b in self._buckets.values()) - now)

    def __len__(self) -> int:
        return len(self._buckets)
