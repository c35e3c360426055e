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
    translations(language)                -> dict         (its messages in German, Italian)
    reveals(event_dict)                   -> bool         (hidden or random information shown?)
    normalise(key)                        -> str          (the canonical spelling of a key)

A finished game's `view(state, None)` is its full reveal (every hand, the deck order);
`reveal(state)` (optional) shows everything at any moment, for a finished game's replay.
`search` (optional) is the game's sampler and evaluation for the search bot and for the
analysis of finished games (domain.shared.search, domain.shared.analysis).
`random_key(state, seat, rng)` (optional) is a uniformly drawn legal key, drawn as
`rng.below(len(legal_actions))` over `legal_actions`' order, so it equals listing them all and
drawing: a game whose turns have dozens of actions counts them instead (the random bot and the
search bot's playouts).
`sample(state, known, rng)` (optional) redraws what the seats in `known` could not see (() is a
spectator: public information only): the determinization of the search bot and the set-up of a
fork (a new game played on from a position), so neither ever reads or reveals hidden state.

Commands are the text keys of legal actions (a documented notation per game), so a game can be
logged, replayed, scripted and tested as plain text. Events are dataclasses that serialise to
plain JSON dicts `{"type": ..., "v": ..., ...fields}`; `event_from_dict` upcasts old versions.
Infrastructure (the event-sourced shell, projections, the API) only ever talks to this protocol.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple


class LegalAction(NamedTuple):
    """One action the rules accept now, decided by sending its `key`. `fields` holds the typed
    details (member, space, servants, value, card, payment …) and is never mutated."""

    key: str
    kind: str
    description: str
    fields: dict[str, Any] = {}
    message: Any = None  # the description as a Message, so the API can say it in a language


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
    message: Any = None            # `text` as a Message (its translations: domain.shared.i18n)


class Message(NamedTuple):
    """A log entry as a template with typed arguments (Board Game Arena's notifications), so
    clients can localise it and draw icons. `template` names its arguments in braces:
    "{player} takes {card} from {space}". Each argument is {"kind", "value", "text"}:
    kind "seat" (value: seat number; the shared layer fills in the player's name), or a kind
    of the game's own (card, leader, tile, space, resources, number, city, ...) with a JSON
    value (an asset id, an amount, a {resource: amount} dict ...) and its English text."""

    template: str
    args: dict[str, dict]

    def render(self, text=lambda a: str(a.get("text", ""))) -> str:
        """The template with each argument's `text(argument)` (its English words by default;
        domain.shared.messages.render puts players' names in)."""
        out = self.template
        for k, a in self.args.items():
            out = out.replace("{" + k + "}", text(a))
        return out


@dataclass(frozen=True, eq=False)
class Decider:
    """A hosted game, declared once by its package (`declare(...)` in its game.py): its info
    and its pure functions. The shared layers call these and nothing else; optional parts
    get their defaults here, so nobody probes a game for members."""

    info: GameInfo
    setup: Callable  # (*, players, variant, seed, preset) -> [event]
    decide: Callable  # (state, seat, key) -> [event]; raises RuleViolation, changes nothing
    evolve: Callable  # (state, event) -> state: never re-decides
    legal_actions: Callable  # (state, seat) -> Sequence[LegalAction]
    seats_to_act: Callable  # (state) -> (seat, ...)
    is_over: Callable  # (state) -> bool
    view: Callable  # (state, viewer | None) -> dict; a finished game's view(None) reveals all
    outcome: Callable  # (state) -> Outcome | None: the result once over
    progress: Callable  # (state) -> Progress
    pending: Callable  # (state) -> [{"seat", "kind", ...}], one per seat in seats_to_act
    message: Callable  # (redacted event dict) -> Message
    reveals: Callable  # (event dict) -> bool: hidden or random information shown (no undo)
    event_to_dict: Callable  # event -> JSON-native dict (stored as is)
    event_from_dict: Callable  # dict -> event (upcasting old versions)
    describe_event: Callable  # (event dict) -> str
    redact_event: Callable  # (event dict, viewer, finished) -> dict as that viewer may see it
    bot_action: Callable  # (state, seat, kind, rng) -> key
    fold: Callable | None = None  # (events, state=None) -> state (default: evolve in turn)
    step: Callable | None = None  # (state, seat, key) -> (events, state) (default: decide+fold)
    views: Callable | None = None  # (state, [viewer]) -> [view] (default: view each)
    reveal: Callable | None = None  # (state) -> everything at any moment (finished replays)
    normalise: Callable | None = None  # key -> canonical spelling (default: as sent)
    redact_action: Callable | None = None  # (key, seat, viewer, finished) -> key | None
    # (language) -> its table of log-message translations (domain.shared.i18n); for "en" the
    # names its catalogue has, by kind (what the other languages' gaps are counted against)
    translations: Callable | None = None
    search: Any = None  # search.SearchGame: its sampler and evaluation (search bot, analysis)
    sample: Callable | None = None  # (state, known seats, rng) -> state, the unseen redrawn
    random_key: Callable | None = None  # (state, seat, rng) -> key: a uniform legal draw

    def __post_init__(self) -> None:
        defaults = {"fold": self._fold, "step": self._step, "views": self._views,
                    "random_key": self._random_key,
                    "normalise": _same_key, "redact_action": _public_key,
                    "translations": _shared_translations}
        for name, default in defaults.items():
            if getattr(self, name) is None:
                object.__setattr__(self, name, default)

    name = property(lambda self: self.info.name)
    variants = property(lambda self: self.info.variants)
    min_players = property(lambda self: self.info.min_players)
    max_players = property(lambda self: self.info.max_players)
    bot_kinds = property(lambda self: self.info.bot_kinds)

    def _fold(self, events, state: Any = None) -> Any:
        for e in events:
            state = self.evolve(state, e)
        return state

    def _step(self, state: Any, seat: int, key: str) -> tuple[list, Any]:
        events = self.decide(state, seat, key)
        return events, self.fold(events, state)

    def _views(self, state: Any, viewers: list) -> list[dict]:
        return [self.view(state, v) for v in viewers]

    def _random_key(self, state: Any, seat: int, rng) -> str:
        keys = keys_of(self.legal_actions(state, seat))
        if not keys:
            raise ValueError(f"seat {seat} has nothing to do")
        return keys[rng.below(len(keys))]


def keys_of(actions) -> list[str]:
    """The keys of a legal-actions sequence (without building the lazy actions' details)."""
    return actions.keys if isinstance(actions, LegalActions) else [a.key for a in actions]


def declare(info: GameInfo, **functions) -> Decider:
    """A game's one declaration: `declare(info, setup=..., decide=..., ...)` (Decider's
    fields); a missing required function fails here, at import, not on first use."""
    return Decider(info=info, **functions)


def _shared_translations(language: str) -> dict:
    from domain.shared import i18n
    return i18n.table(None, language)


def _same_key(key: str) -> str:
    return key


def _public_key(key: str | None, seat: int | None, viewer: int | None,
                finished: bool) -> str | None:
    return key


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

    def details(self, key: str) -> tuple[str, dict] | None:
        """(kind, fields) of the action with this key, or None: what `decide` needs, without
        the description when its maker was made by `described`."""
        try:
            i = self.keys.index(key)
        except ValueError:
            return None
        a = self._built.get(i)
        if a is None:
            maker, args = self.makers[i]
            plain = getattr(maker, "plain", None)
            if plain is not None:
                return plain(*args)[1:]
            a = self[i]
        return a.kind, a.fields


def described(plain: Callable, describe: Callable) -> Callable:
    """A maker for `LegalActions.add` from `plain(*args) -> (key, kind, fields)` and
    `describe(kind, fields) -> Message` (or str): `details` calls only `plain` (descriptions
    are for people, and a decision needs none)."""
    def make(*args) -> LegalAction:
        key, kind, fields = plain(*args)
        said = describe(kind, fields)
        if isinstance(said, Message):
            return LegalAction(key, kind, said.render(), fields, said)
        return LegalAction(key, kind, said, fields)
    make.plain = plain
    return make


def _same(action: LegalAction) -> LegalAction:
    return action
