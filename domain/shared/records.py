"""Helpers for game states kept as NamedTuples of tuples (cheap copies on the hot path)."""
from __future__ import annotations

_new = tuple.__new__


def replacer(cls):
    """`replace(s, **changes)`: `s._replace(**changes)` without its generic (slow) machinery."""
    index = {f: i for i, f in enumerate(cls._fields)}

    def replace(s, **changes):
        values = list(s)
        for name, value in changes.items():
            values[index[name]] = value
        return _new(cls, values)

    return replace


def with_item(t: tuple, i: int, value) -> tuple:
    """A tuple with one entry replaced (a per-seat tuple with one seat's entry)."""
    out = list(t)
    out[i] = value
    return tuple(out)
