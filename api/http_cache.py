"""HTTP caching of GET answers: which answers a shared cache (a CDN, the nginx front door) may
keep, decided from what the operation actually executed, never from the document's text.

While a GET runs, the resolvers say what they read (`note_game`, `note_volatile`) into the
request's `Reads`. The answer is `public, max-age=…, immutable` with a strong ETag only when:

- the request carries no credentials (no Authorization header, no cookie) and no token was
  used by any resolver (`viewer_seat` notes one, argument or header);
- every root field that ran is one of PUBLIC_ROOTS (a game's state, events or replay, or a
  game type's metadata: the lobby, lists, ratings, analytics and presence change);
- every game read was finished and not a private table when its resolver read it (a
  finished game never changes: its state, log, replay and result are final);
- no field that changes with time or after the end ran (`presence`, `clock`, `rematch`);
- the answer has no error.

Anything else is `private, no-store`. A conditional GET (`If-None-Match`) of a cacheable
answer whose ETag matches answers 304 without a body."""
from __future__ import annotations

import hashlib
from contextvars import ContextVar
from dataclasses import dataclass, field

from graphql import FragmentDefinitionNode, OperationDefinitionNode, VariableNode

from api.selection import field_names

PUBLIC_ROOTS = frozenset(("game", "gameEvents", "replay", "gameTypes", "gameType",
                          "__typename"))
MAX_AGE = 86400  # a day: long enough for a hot replay, short enough to pick up a new release
PUBLIC = f"public, max-age={MAX_AGE}, immutable"
PRIVATE = "private, no-store"
VARY = "Accept, Accept-Encoding, Accept-Language, Authorization"


@dataclass
class Reads:
    """What one GET's resolvers read."""
    games: dict[str, bool] = field(default_factory=dict)  # game id -> final and public
    volatile: bool = False  # a token, or a field that changes while the game is over


READS: ContextVar[Reads | None] = ContextVar("signoria_http_reads", default=None)


def note_game(game_id: str, status: str | None, private: object) -> None:
    """A resolver read this game in this state (status, private table)."""
    reads = READS.get()
    if reads is not None:
        final = status == "finished" and not private
        reads.games[game_id] = reads.games.get(game_id, True) and final


def note_volatile() -> None:
    """A resolver read something a shared cache must not keep (a seat's token, presence ...)."""
    reads = READS.get()
    if reads is not None:
        reads.volatile = True


def roots(document, operation_name: str | None, variables: dict | None) -> set[str] | None:
    """The root fields the operation executed: fragments on the root type expanded, fields
    left out by @skip / @include dropped (None: no single operation)."""
    ops = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)
           and (operation_name is None or (d.name and d.name.value == operation_name))]
    if len(ops) != 1:
        return None
    fragments = {d.name.value: d for d in document.definitions
                 if isinstance(d, FragmentDefinitionNode)}
    return field_names([ops[0].selection_set], fragments,
                       lambda sel: _included(sel, variables or {}))


def _included(sel, variables: dict) -> bool:
    for d in sel.directives or ():
        if d.name.value not in ("skip", "include"):
            continue
        arg = next((a for a in d.arguments if a.name.value == "if"), None)
        value = arg.value if arg is not None else None
        if isinstance(value, VariableNode):
            if not isinstance(variables.get(value.name.value), bool):
                continue  # (a default this does not look up: counted as executed)
            flag = variables[value.name.value]
        else:
            flag = getattr(value, "value", None)
        if bool(flag) == (d.name.value == "skip"):
            return False
    return True


def cacheable(reads: Reads, executed: set[str] | None) -> bool:
    """Whether an answer may be kept by a shared cache (the request's own credentials are
    checked where it is answered: api.controller)."""
    if reads.volatile or executed is None or not executed <= PUBLIC_ROOTS:
        return False
    if executed & {"game", "gameEvents", "replay"} and not reads.games:
        return False  # (a game root that read nothing answered an error: not kept anyway)
    return all(reads.games.values())


def etag(body: bytes, media: str, coding: str) -> str:
    """A strong validator: these bytes, as this media type, in this content coding."""
    raw = media.encode() + b"\0" + coding.encode() + b"\0" + body
    return '"' + hashlib.sha256(raw).hexdigest()[:32] + '"'


def not_modified(if_none_match: str | None, tag: str) -> bool:
    if not if_none_match:
        return False
    given = {t.strip() for t in if_none_match.split(",")}
    return tag in given or "*" in given
