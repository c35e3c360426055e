"""Engine states as tagged plain JSON and back, exactly: any tree of named tuples, frozen
dataclasses, tuples, dicts, sets and enums. Stored JSON would turn tuples into lists and lose
types, so a reloaded state would not equal the live one. Used for snapshots
(infra.storage.state_codec) and for the set-up of a fork (`GameMatch.Forked`): one encoding.

Tags (a dict whose single key starts with "~"): ~t tuple, ~n named tuple {"~n": topic, "f": [...]},
~s set, ~f frozenset,
~d dict with non-string keys (or "~"-prefixed keys), ~c dataclass {"~c": topic, "f": fields},
~e enum {"~e": topic, "v": value}. A topic is "module:qualified.name" of the class."""
from __future__ import annotations

import dataclasses
import enum
import importlib
from functools import lru_cache
from typing import Any

_PLAIN = (str, int, float, bool, type(None))


def to_plain(obj: Any) -> Any:
    if isinstance(obj, _PLAIN):
        return obj
    t = type(obj)
    if t is list:
        return [to_plain(x) for x in obj]
    if t is tuple:
        return {"~t": [to_plain(x) for x in obj]}
    if isinstance(obj, tuple) and hasattr(t, "_fields"):
        return {"~n": topic(t), "f": [to_plain(x) for x in obj]}
    if t is dict:
        if all(type(k) is str and not k.startswith("~") for k in obj):
            return {k: to_plain(v) for k, v in obj.items()}
        return {"~d": [[to_plain(k), to_plain(v)] for k, v in obj.items()]}
    if isinstance(obj, enum.Enum):
        return {"~e": topic(t), "v": to_plain(obj.value)}
    if dataclasses.is_dataclass(obj):
        return {"~c": topic(t),
                "f": {name: to_plain(getattr(obj, name)) for name in _field_names(t)}}
    if t is frozenset:
        return {"~f": [to_plain(x) for x in obj]}
    if t is set:
        return {"~s": [to_plain(x) for x in obj]}
    raise TypeError(f"cannot encode a {t.__qualname__}: {obj!r}")


def from_plain(data: Any) -> Any:
    t = type(data)
    if t is list:
        return [from_plain(x) for x in data]
    if t is not dict:
        return data
    if len(data) <= 2:
        if "~t" in data:
            return tuple(from_plain(x) for x in data["~t"])
        if "~n" in data:
            return _resolve(data["~n"], "~n")._make(from_plain(x) for x in data["f"])
        if "~c" in data:
            cls = _resolve(data["~c"], "~c")
            obj = object.__new__(cls)
            for name, value in data["f"].items():
                object.__setattr__(obj, name, from_plain(value))
            return obj
        if "~d" in data:
            return {_hashable(from_plain(k)): from_plain(v) for k, v in data["~d"]}
        if "~e" in data:
            return _resolve(data["~e"], "~e")(from_plain(data["v"]))
        if "~f" in data:
            return frozenset(from_plain(x) for x in data["~f"])
        if "~s" in data:
            return {from_plain(x) for x in data["~s"]}
    return {k: from_plain(v) for k, v in data.items()}


def topic(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _hashable(key: Any) -> Any:
    return tuple(key) if type(key) is list else key


@lru_cache(maxsize=256)
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@lru_cache(maxsize=256)
def _resolve(name: str, kind: str) -> type:
    """The class a topic names, of the kind its tag says (a named tuple, an enum, a
    dataclass): data may name classes to rebuild, never anything to call."""
    module, _, qualname = name.partition(":")
    obj: Any = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    fits = isinstance(obj, type) and (
        (kind == "~n" and issubclass(obj, tuple) and hasattr(obj, "_fields"))
        or (kind == "~e" and issubclass(obj, enum.Enum))
        or (kind == "~c" and dataclasses.is_dataclass(obj)))
    if not fits:
        raise ValueError(f"{name} is not a class of the kind {kind} names")
    return obj
