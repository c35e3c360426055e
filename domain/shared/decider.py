"""The decider protocol every game package implements (see DESIGN.md, "Functional core").

A game is a set of pure functions over immutable state:

    setup(players, variant, seed, preset) -> events      (all setup randomness, recorded)
    decide(state, seat, key)              -> events      (raises RuleViolation, changes nothing)
    evolve(state, event)                  -> state       (never re-decides)
    legal_actions(state, seat)            -> [LegalAction] (the single answer to "what can I do")
    view(state, viewer)                   -> dict        (what that viewer may see)

and, so that the shared layers (read side, API, web client) never guess from a game's events:

    info                                  GameInfo: title, variants, player counts, bot kinds,
                                          whether its component data is provisional
    outcome(state)                        -> Outcome | None (ranking, ranks, scores, breakdown)
    progress(state)                       -> Progress     (how far a game is, for lists)
    pending(state)                        -> [dict]       (one entry per seat that must act)
    message(event_dict)                   -> Message      (the log entry as a template + args)
    reveals(event_dict)                   -> bool         (hidden or random information shown?)
    normalise(key)                        -> str          (the canonical spelling of a key)

A finished game's `view(state, None)` is its full reveal (every hand, the deck order);
`reveal(state)` (optional) shows everything at any moment, for a finished game's replay.

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


class GameInfo(NamedTuple):
    """What the service tells users about a hosted game (the `gameTypes` query)."""

    name: str                      # registry name, e.g. "lorenzo"
    title: str                     # e.g. "Lorenzo il Magnifico"
    variants: tuple[str, ...]      # the first is the default
    min_players: int
    max_players: int
    bot_kinds: tuple[str, ...]     # the first is the default
    provisional: bool = False      # is any component data inferred rather than known?
    provisional_note: str = ""     # what is provisional, in words (shown to users)


class Outcome(NamedTuple):
    """A finished game's result, in terms every game shares (ratings, analytics, lists)."""

    ranking: tuple[int, ...]       # seats, best first (tied seats in seat order)
    ranks: tuple[int, ...]         # per seat: 0 = first; tied seats share a rank
    scores: tuple[int, ...]        # per seat: final score (the game's own points)
    breakdown: tuple[dict, ...]    # per seat: {category: points}, snake_case categories
    winners: tuple[int, ...]       # the seats ranked 0 (more than one: a shared victory)


class Progress(NamedTuple):
    """How far a running game is, for game lists: `turn` grows through the game."""

    turn: int                      # round / turn counter (0 before the first)
    total: int | None              # its final value when known in advance (Lorenzo: 6)
    text: str                      # e.g. "round 3 of 6, period 2"


class Message(NamedTuple):
    """A log entry as a template with typed arguments (Board Game Arena's notifications), so
    clients can localise it and draw icons. `template` names its arguments in braces:
    "{player} takes {card} from {space}". Each argument is {"kind", "value", "text"}:
    kind "seat" (value: seat number; the shared layer fills in the player's name), or a kind
    of the game's own (card, leader, tile, space, resources, number, city, ...) with a JSON
    value (an asset id, an amount, a {resource: amount} dict ...) and its English text."""

    template: str
    args: dict[str, dict]


@runtime_checkable
class Decider(Protocol):
    name: str
    variants: tuple[str, ...]
    min_players: int
    max_players: int
    bot_kinds: tuple[str, ...]
    info: GameInfo

    def outcome(self, state: Any) -> Outcome | None:
        """The result once the game is over (None while it runs)."""
        ...

    def progress(self, state: Any) -> Progress: ...

    def pending(self, state: Any) -> list[dict]:
        """What each seat that must act now has to decide: one dict per seat in
        `seats_to_act`, {"seat": int, "kind": str, ...that kind's documented fields}."""
        ...

    def message(self, data: dict) -> Message:
        """The (redacted) event dict as a log message; `describe_event` renders it."""
        ...

    def reveals(self, data: dict) -> bool:
        """Whether this event showed hidden or random information (a card drawn, dice
        rolled, a hand seen): a command whose events reveal something cannot be undone."""
        ...

    def normalise(self, key: str) -> str:
        """The canonical spelling of an action key (case, spacing): two spellings of one
        action are one command (idempotency)."""
        ...

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

    def redact_action(self, key: str | None, seat: int | None, viewer: int | None,
                      finished: bool) -> str | None:
        """A stored command's key as `viewer` may see it (optional: keys are public when a
        game does not say otherwise)."""
        ...

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
