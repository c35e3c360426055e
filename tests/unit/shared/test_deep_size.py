"""`deep_size` (domain.shared.lru) decides per type what to walk; its answers are those of the
plain walk it replaced (an isinstance chain per object), kept here as the reference."""
from __future__ import annotations

import enum
import sys
from dataclasses import dataclass
from typing import NamedTuple

from domain.lorenzo.playout import play_game
from domain.shared.lru import deep_size

_SHARED = (type, type(sys), type(deep_size), type(len))


def reference(obj, limit: int = 200_000) -> int:
    seen: set[int] = set()
    stack = [obj]
    total = 0
    while stack and len(seen) < limit:
        x = stack.pop()
        if id(x) in seen or isinstance(x, _SHARED):
            continue
        seen.add(id(x))
        total += sys.getsizeof(x)
        if isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            stack.extend(x)
        elif isinstance(x, (str, bytes, int, float, bool)) or x is None:
            continue
        else:
            d = getattr(x, "__dict__", None)
            if d is not None:
                stack.append(d)
            for slot in getattr(type(x), "__slots__", ()):
                v = getattr(x, slot, None)
                if v is not None:
                    stack.append(v)
    return total


class Colour(enum.StrEnum):
    RED = "red"


class Point(NamedTuple):
    x: int
    names: list


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b=None) -> None:
        self.a = a
        if b is not None:
            self.b = b


@dataclass
class Plain:
    items: dict
    colour: Colour


class Keys(dict):
    pass


def test_the_same_bytes_as_the_plain_walk_on_mixed_objects():
    shared = ["shared" * 3, 12345678901234]
    cyclic: list = [1.5, b"bytes"]
    cyclic.append(cyclic)
    objects = [
        None, 7, True, "text", Colour.RED, (1, 2), frozenset({"a", "b"}), {3, 4},
        Point(1, shared), Slotted(shared, Slotted("x")), Slotted(None),
        Plain({"k": shared, "again": shared}, Colour.RED), Keys(a=[1, 2], b=shared), cyclic,
        {"fn": len, "module": sys, "class": Plain, "method": reference, "nested": [shared]},
    ]
    for obj in objects:
        assert deep_size(obj) == reference(obj), obj
    assert deep_size(objects) == reference(objects)
    assert deep_size(objects, limit=10) == reference(objects, limit=10)


def test_the_same_bytes_as_the_plain_walk_on_game_states():
    states = []
    play_game(4, seed=5, on_event=lambda state, event: states.append(state))
    for state in states[::25]:
        assert deep_size(state) == reference(state)
