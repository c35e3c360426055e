"""Snapshot transcoding for engine states: the tagged plain JSON of domain.shared.plain (any
tree of named tuples, frozen dataclasses, tuples, dicts, enums), rebuilt exactly (bypassing
`__init__`/`__post_init__`, like the event mapper does)."""
from __future__ import annotations

from typing import Any

from eventsourcing.persistence import Transcoding

from domain.shared.plain import from_plain, to_plain
from domain.shared.shell import StateBox

__all__ = ["StateBoxAsPlain", "from_plain", "to_plain"]


class StateBoxAsPlain(Transcoding):
    """The registered transcoding for `StateBox` (engine state inside GameMatch snapshots)."""

    type = StateBox
    name = StateBox.TRANSCODING

    def encode(self, obj: StateBox) -> Any:
        return to_plain(obj.value)

    def decode(self, data: Any) -> StateBox:
        return StateBox(from_plain(data))
