"""Answers to game queries, encoded once per (document, variables, viewer, game versions).

A `game`, `gameEvents` or `replay` query reads one game's read models, which change only with
the game's version: the same request at the same version has the same answer. graphql-core
completes every selected field of every player, card and legal action on each request (a
client's full selection of a running Lorenzo game: about 4 ms of CPU), so this process keeps
the encoded answers of such queries and serves a repeated one after a single version look-up.

Cached only: queries (never a mutation or a subscription) whose every root field is one of
those above with its game named by an argument (and no `consistency` argument: the header is
waited for before, and this process's own writes to the game are waited for before the
version is looked up, as the resolvers do); with no time-dependent field anywhere in the
selection (`clock`: time left now, `presence`); answers without errors. The key holds the
request's text, variables, Authorization header (so one viewer's answer never reaches
another) and the language `Accept-Language` chooses, through a digest, never the token
itself. With each answer goes whether a shared HTTP cache may keep it (api.http_cache:
decided when it was executed), and its compressed bytes (api.compression)."""
from __future__ import annotations

import hashlib
import json
import threading
import uuid
from collections import OrderedDict

from graphql import FieldNode, OperationDefinitionNode, OperationType, VariableNode

from api import compression
from api.per_document import PerDocument

ROOTS = {"game": "id", "gameEvents": "gameId", "replay": "gameId"}
VOLATILE = frozenset(("clock", "presence"))
MAX_ANSWERS = 2000
MAX_BYTES = 16 << 20


def plan(document, operation_name: str | None, variables: dict | None) -> list[str] | None:
    """The game ids a query reads, when its answer can be cached (else None)."""
    roots = _roots(document, operation_name)
    if roots is None:
        return None
    ids = []
    for variable, name_or_value, _ in roots:
        gid = (variables or {}).get(name_or_value) if variable else name_or_value
        if not isinstance(gid, str) or not _is_id(gid):
            return None  # (a malformed id is the resolver's to refuse, as ever)
        ids.append(gid)
    return ids


def board_ids(document, operation_name: str | None, ids: list[str]) -> list[str]:
    """Of `plan`'s ids, those a `game` root field reads: its answer is built from the game's
    board row (read with the versions, api.board_rows); `gameEvents` and `replay` need none."""
    roots = _roots(document, operation_name)
    return [gid for gid, (_, _, board) in zip(ids, roots, strict=True) if board]


_roots_kept = PerDocument()


def _roots(document, operation_name: str | None) -> tuple | None:
    """What `plan` needs of the document alone, kept per document (api.per_document): per
    root field, (whether its game id is a variable, the variable's name or the literal,
    whether it is `game`), or
    None when the query's answer is never cached. Walking the whole selection for
    time-dependent fields on every request cost about as much as the answer cache's look-up
    itself."""
    return _roots_kept.get(document, lambda: _document_roots(document, operation_name),
                           operation_name)


def _document_roots(document, operation_name: str | None) -> tuple | None:
    ops = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if operation_name is not None:
        ops = [d for d in ops if d.name is not None and d.name.value == operation_name]
    if len(ops) != 1 or ops[0].operation != OperationType.QUERY:
        return None
    if any(not isinstance(d, OperationDefinitionNode) for d in document.definitions):
        return None  # fragments: not looked into here
    roots = []
    for sel in ops[0].selection_set.selections:
        if not isinstance(sel, FieldNode) or sel.name.value not in ROOTS or sel.directives:
            return None
        arg = next((a for a in sel.arguments if a.name.value == ROOTS[sel.name.value]), None)
        if arg is None or any(a.name.value == "consistency" for a in sel.arguments):
            return None  # (a `consistency` argument is waited for by the resolver itself)
        value = arg.value
        board = sel.name.value == "game"
        roots.append((True, value.name.value, board) if isinstance(value, VariableNode)
                     else (False, getattr(value, "value", None), board))
    if _names(ops[0].selection_set) & VOLATILE:
        return None
    return tuple(roots)


def _is_id(text: str) -> bool:
    try:
        return str(uuid.UUID(text)) == text.lower()
    except ValueError:
        return False


def _names(selection_set) -> set[str]:
    out: set[str] = set()
    stack = [selection_set]
    while stack:
        s = stack.pop()
        for sel in s.selections:
            if isinstance(sel, FieldNode):
                out.add(sel.name.value)
            if getattr(sel, "selection_set", None) is not None:
                stack.append(sel.selection_set)
    return out


def key(body: dict, authorization: str | None, versions: list, language: str = "en") -> bytes:
    """The answer's key. The query's text (kilobytes: most of what is hashed) goes in as its
    own bytes after their length, not JSON-escaped as the rest is: escaping it cost a fifth of
    a kept answer's look-up."""
    query = body.get("query")
    text = b"s" + query.encode("utf-8", "surrogatepass") if isinstance(query, str) \
        else b"j" + json.dumps(query, default=str).encode()
    rest = json.dumps([body.get("operationName"), body.get("variables"), authorization,
                       versions, language], sort_keys=True, default=str)
    h = hashlib.sha256(b"%d:" % len(text))
    h.update(text)
    h.update(rest.encode())
    return h.digest()


class Answer:
    """An encoded answer, whether a shared cache may keep it (api.http_cache: decided when it
    was executed), and its bytes in the content coding it was last sent in (api.compression):
    a kept answer served again in that coding is not compressed again."""

    __slots__ = ("body", "public", "_coding", "_wire")

    def __init__(self, body: bytes, public: bool = False) -> None:
        self.body, self.public = body, public
        self._coding: str | None = None
        self._wire = b""

    def wire(self, accept_encoding: str | None) -> tuple[str, bytes]:
        """(the coding this request gets, the answer's bytes in it)."""
        coding = compression.coding_for(accept_encoding, len(self.body))
        if coding == compression.IDENTITY:
            return coding, self.body
        if coding != self._coding:  # (another coding than the last: rare; the last is kept)
            wire = compression.compress(self.body, coding)
            self._coding, self._wire = coding, wire
            return coding, wire
        return coding, self._wire


class Answers:
    """A bounded LRU of encoded answers (by count and bytes)."""

    def __init__(self, max_entries: int = MAX_ANSWERS, max_bytes: int = MAX_BYTES) -> None:
        self._held: OrderedDict[bytes, tuple[Answer, int]] = OrderedDict()
        self._bytes = 0
        self._max_entries, self._max_bytes = max_entries, max_bytes
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, k: bytes) -> Answer | None:
        with self._lock:
            held = self._held.get(k)
            if held is None:
                self.misses += 1
                return None
            self._held.move_to_end(k)
            self.hits += 1
            return held[0]

    def put(self, k: bytes, answer: Answer) -> None:
        """Keep `answer` (its size counted with the compressed bytes it will hold: an answer
        is put before it is first sent, and compresses to a fifth or less)."""
        size = len(answer.body) + len(answer.body) // 4
        if size > self._max_bytes // 16:
            return
        with self._lock:
            old = self._held.pop(k, None)
            if old is not None:
                self._bytes -= old[1]
            self._held[k] = (answer, size)
            self._bytes += size
            while self._held and (len(self._held) > self._max_entries
                                  or self._bytes > self._max_bytes):
                _, gone = self._held.popitem(last=False)
                self._bytes -= gone[1]
