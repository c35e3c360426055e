"""The registry of games the service can host: game name -> its Decider.

Built-in games are imported lazily (the first time they are asked for), so importing the
registry never pulls in a rules engine. Tests and plug-ins add games with `register`.
"""
from __future__ import annotations

import importlib

from domain.shared.decider import Decider

_BUILTIN: dict[str, str] = {
    "lorenzo": "domain.lorenzo:GAME",
    "patrizier": "domain.patrizier:GAME",
    "florenza": "domain.florenza:GAME",
    "ilvecchio": "domain.ilvecchio:GAME",
}
_LOADED: dict[str, Decider] = {}
DEFAULT = "lorenzo"  # the game an API call means when it names none (the flagship)


class UnknownGame(LookupError):
    """No game of that name is registered."""


def register(decider: Decider, name: str | None = None) -> Decider:
    """Make `decider` available under `name` (default: its own `name`)."""
    _LOADED[name or decider.name] = decider
    return decider


def get(name: str) -> Decider:
    """The decider for `name`; raises UnknownGame."""
    try:
        return _LOADED[name]
    except KeyError:
        pass
    target = _BUILTIN.get(name)
    if target is None:
        raise UnknownGame(name)
    module, _, attr = target.partition(":")
    try:
        decider = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise UnknownGame(f"{name} ({e})") from e
    _LOADED[name] = decider
    return decider


def names() -> tuple[str, ...]:
    return tuple(sorted(set(_BUILTIN) | set(_LOADED)))


def builtin() -> tuple[str, ...]:
    """The games this service ships (not those a test or plug-in registered)."""
    return tuple(sorted(_BUILTIN))
