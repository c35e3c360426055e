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

    def legal_actions(self, state: Any, seat: int) -> list[LegalAction]: ...

    def seats_to_act(self, state: Any) -> tuple[int, ...]: ...

    def is_over(self, state: Any) -> bool: ...

    def view(self, state: Any, viewer: int | None) -> dict: ...

    def event_to_dict(self, event: Any) -> dict: ...

    def event_from_dict(self, data: dict) -> Any: ...

    def describe_event(self, data: dict) -> str: ...

    def redact_event(self, data: dict, viewer: int | None, finished: bool) -> dict: ...

    def bot_action(self, state: Any, seat: int, kind: str, rng: Any) -> str: ...
