"""A small JSON patch between two views: a seat's view is stored as its difference from the
spectator's (for Lorenzo: only that seat's hands), instead of a whole copy per seat."""
from __future__ import annotations

from typing import Any


def diff(base: Any, other: Any) -> dict | None:
    """A patch turning `base` into `other` (None when they are equal)."""
    if base == other:
        return None
    if isinstance(base, dict) and isinstance(other, dict) and base.keys() == other.keys():
        return {"d": {k: p for k in other if (p := diff(base[k], other[k])) is not None}}
    if isinstance(base, list) and isinstance(other, list) and len(base) == len(other):
        return {"l": {str(i): p for i, (x, y) in enumerate(zip(base, other, strict=True))
                      if (p := diff(x, y)) is not None}}
    return {"v": other}


def apply(base: Any, patch: dict | None) -> Any:
    """`base` with `patch` applied (`base` itself is left unchanged)."""
    if patch is None:
        return base
    if "v" in patch:
        return patch["v"]
    if "d" in patch:
        out = dict(base)
        for k, p in patch["d"].items():
            out[k] = apply(base[k], p)
        return out
    out = list(base)
    for i, p in patch["l"].items():
        out[int(i)] = apply(base[int(i)], p)
    return out
