"""Facts of a parsed document kept across requests, keyed by the document's identity.

Clients send the same few documents, and the parse cache (api.schema) hands out one object per
distinct text, so what depends on the document alone (its validation, its page-size
variables, whether its answer may be kept ...) is worked out once. Keyed by `id(document)`,
not by the document: hashing a syntax tree hashes every node, on every request. Each entry
holds its document, so the id cannot be reused while the entry lives; bounded, least recently
used first out, like the parse cache."""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

KEPT = 512  # documents, as the parse cache holds


class PerDocument:
    def __init__(self, size: int = KEPT) -> None:
        self._held: OrderedDict[tuple, tuple] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def get(self, document, compute: Callable[[], Any], *key: Hashable) -> Any:
        """`compute()` for this document (and `key`), worked out once while kept."""
        k = (id(document), *key)
        with self._lock:
            hit = self._held.get(k)
            if hit is not None and hit[0] is document:
                self._held.move_to_end(k)
                return hit[1]
        value = compute()
        with self._lock:
            self._held[k] = (document, value)
            if len(self._held) > self._size:
                self._held.popitem(last=False)
        return value
