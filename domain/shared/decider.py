"""The decider protocol every game package implements (see DESIGN.md, "Functional core").

A game is a set of pure functions over immutable state:

    setup(players, variant, seed, preset) -> events      (all setup randomness, recorded)
    decide(state, seat, key)              -> events      (raises RuleViolation, changes nothing)
    evolve(state, event)                  -> state       (never re-decides)
    legal_actions(state, seat)            -> [LegalAction] (the single answer to "what can I do")
    view(state, viewer)                   -> dict        (what that viewer may see)

Commands are the text keys of legal actions (a documented notation per game), so a game can be
logged, replayed, scripted and tested as plain text. Events are dataclasses that serialise to
plain JSON dicts `{"type": ..., "v": ..., ...fields}`; `event_from_dict` upcasts old versions.
Infrastructure (the event-sourced shell, projections, the API) only ever talks to this protocol.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable


class LegalAction(NamedTuple):
    """One action the rules accept now, decided by sending its `key`. `fields` holds the typed
    details (member, space, servants, value, card, payment …) and is never mutated."""

    key: str
    kind: str
    description: str
    fields: dict[str, Any] = {}


@runtime_checkable
class Decider(Protocol):
    name: str
    variants: tuple[str, ...]
    min_players: int
    max_players: int
    bot_kinds: tuple[str, ...]

    def setup(self, *, players: int, variant: str, seed: int,
              preset: dict | None = None) -> list: ...

    def decide(self, state: Any, seat: int, key: str) -> list: ...

    def evolve(self, state: Any, event: Any) -> Any: ...

    def fold(self, events, state: Any = None) -> Any: ...

    def legal_actions(self, state: Any, seat: int) -> Sequence[LegalAction]: ...

    def seats_to_act(self, state: Any) -> tuple[int, ...]: ...

    def is_over(self, state: Any) -> bool: ...

    def view(self, state: Any, viewer: int | None) -> dict: ...

    def views(self, state: Any, viewers: list) -> list[dict]: ...

    def event_to_dict(self, event: Any) -> dict:
        """JSON-native data only (dict, list, str, int, float, bool, None): it is stored and
        returned as is, and `event_from_dict` of its JSON round trip gives the event back."""
        ...

    def event_from_dict(self, data: dict) -> Any: ...

    def describe_event(self, data: dict) -> str: ...

    def redact_event(self, data: dict, viewer: int | None, finished: bool) -> dict: ...

    def bot_action(self, state: Any, seat: int, kind: str, rng: Any) -> str: ...


class LegalActions(Sequence):
    """A read-only sequence of LegalAction built on demand.

    Keys are computed up front (cheap); each LegalAction, with its fields and description, only
    when it is read. A bot reads one, `decide` looks one up by key, the API reads them all."""

    __slots__ = ("keys", "makers", "_built")

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.makers: list = []  # (maker, args) per key, in the same order
        self._built: dict[int, LegalAction] = {}

    def add(self, key: str, maker, *args) -> None:
        """Register an action: `maker(*args)` must return the LegalAction with this key."""
        self.keys.append(key)
        self.makers.append((maker, args))

    def append(self, action: LegalAction) -> None:
        self.add(action.key, _same, action)

    def __len__(self) -> int:
        return len(self.keys)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self.keys)))]
        if i < 0:
            i += len(self.keys)
        a = self._built.get(i)
        if a is None:  # building twice under a race is harmless: the result is the same
            maker, args = self.makers[i]
            a = self._built[i] = maker(*args)
        return a

    def find(self, key: str) -> LegalAction | None:
        try:
            return self[self.keys.index(key)]  # a C-level scan beats building an index
        except ValueError:
            return None


def _same(action: LegalAction) -> LegalAction:
    return action
