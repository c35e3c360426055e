"""Persisted queries: Apollo's automatic persisted queries (APQ) and trusted documents.

A request names its document by `extensions.persistedQuery = {version: 1, sha256Hash}` (the
hex SHA-256 of the document's UTF-8 text), over GET or POST:

- hash only: the known document runs; an unknown hash answers the error
  `PersistedQueryNotFound` (code PERSISTED_QUERY_NOT_FOUND), and the client sends the
  document once with its hash;
- hash and document: the hash must be the document's (`persisted_query_mismatch`); in "auto"
  mode the document is kept (this process, an LRU of 2,000 documents and 8 MiB) once it ran
  without a request error.

Known from the start, in every process: the web client's documents, registered at build time
(api/web/dist/persisted-documents.json). SIGNORIA_PERSISTED_QUERIES=trusted accepts only those
(`unknown_document` for anything else, hash or text): a deployment whose only client is the
web client runs nothing else. Every document, however it arrives, is parsed, validated and
limited (depth, aliases, complexity, tokens) as any other."""
from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import OrderedDict
from functools import cache
from pathlib import Path

from api.graphql_http import persisted_hash

MANIFEST = Path(__file__).resolve().parent / "web" / "dist" / "persisted-documents.json"
MODES = ("auto", "trusted")
MAX_KEPT = 2000
MAX_KEPT_BYTES = 8 << 20
_HEX = re.compile(r"[0-9a-f]{64}")


class PersistedError(Exception):
    """A persisted-query failure: a GraphQL error answer (`code`, `message`)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


def digest(query: str) -> str:
    return hashlib.sha256(query.encode("utf-8")).hexdigest()


@cache
def build_manifest(path: Path = MANIFEST) -> dict[str, str]:
    """The web client's documents by hash ({} when the client is not built)."""
    if not path.is_file():
        return {}
    docs = json.loads(path.read_text(encoding="utf-8"))
    return {digest(q): q for q in docs.values()}


class Documents:
    def __init__(self, mode: str = "auto", manifest: dict[str, str] | None = None) -> None:
        if mode not in MODES:
            raise ValueError(f"persisted-query mode must be one of {MODES}, got {mode!r}")
        self.mode = mode
        self.trusted = dict(build_manifest() if manifest is None else manifest)
        self._kept: OrderedDict[str, str] = OrderedDict()  # hash -> document, LRU
        self._bytes = 0
        self._lock = threading.Lock()

    def resolve(self, data: dict) -> dict:
        """The request with its document filled in from its hash (or PersistedError)."""
        h = persisted_hash(data)
        query = data.get("query")
        if h is None:
            if self.mode == "trusted" and digest(query) not in self.trusted:
                raise PersistedError("unknown_document", "This server runs only its trusted "
                                     "documents: send a registered persisted query")
            return data
        h = h.lower()
        if not _HEX.fullmatch(h):
            raise PersistedError("persisted_query_mismatch", "sha256Hash must be 64 hex digits")
        if query is None:
            known = self.trusted.get(h) or self._get(h)
            if known is None:
                if self.mode == "trusted":
                    raise PersistedError("unknown_document", "No trusted document has this hash")
                raise PersistedError("PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound")
            return {**data, "query": known}
        if digest(query) != h:
            raise PersistedError("persisted_query_mismatch", "provided sha does not match query")
        if self.mode == "trusted" and h not in self.trusted:
            raise PersistedError("unknown_document", "No trusted document has this hash")
        return data

    def keep(self, data: dict) -> None:
        """Remember a document sent with its hash, once it ran (auto mode)."""
        h, query = persisted_hash(data), data.get("query")
        if self.mode != "auto" or h is None or query is None or h in self.trusted:
            return
        h = h.lower()
        with self._lock:
            old = self._kept.pop(h, None)
            self._bytes += len(query) - (len(old) if old is not None else 0)
            self._kept[h] = query
            while len(self._kept) > MAX_KEPT or self._bytes > MAX_KEPT_BYTES:
                self._bytes -= len(self._kept.popitem(last=False)[1])

    def _get(self, h: str) -> str | None:
        with self._lock:
            q = self._kept.get(h)
            if q is not None:
                self._kept.move_to_end(h)
            return q
