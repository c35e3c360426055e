"""The event codec reads stored dicts as the event classes' own __init__ would: extra keys
ignored, missing fields with a default take it (a factory's a fresh value each time), a missing
field without one refused, old versions upcast first."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from domain.shared.events import EventCodec


@dataclass(kw_only=True, slots=True)
class _Event:
    pass


@dataclass(kw_only=True, slots=True)
class Placed(_Event):
    seat: int
    space: str
    servants: int = 0
    paid: dict = field(default_factory=dict)


@dataclass(kw_only=True)
class Renamed(_Event):  # no slots, a field named like the header
    type: str
    name: str


CODEC = EventCodec(_Event, versions={"Placed": 2},
                   upcasters={("Placed", 1): lambda d: {**d, "space": d.pop("at"), "v": 2}})


def test_a_stored_dict_reads_back_as_its_event():
    e = Placed(seat=1, space="market.1", servants=2, paid={"coins": 1})
    assert CODEC.from_dict(CODEC.to_dict(e)) == e


def test_extra_keys_are_ignored_and_defaults_fill_what_is_missing():
    a = CODEC.from_dict({"type": "Placed", "v": 2, "seat": 0, "space": "x", "later": 1})
    b = CODEC.from_dict({"type": "Placed", "v": 2, "seat": 0, "space": "x"})
    assert a == Placed(seat=0, space="x") == b
    assert a.paid is not b.paid  # a factory's default is never shared between two events


def test_a_missing_field_without_default_is_refused_like_the_class_refuses_it():
    with pytest.raises(TypeError, match="space"):
        CODEC.from_dict({"type": "Placed", "v": 2, "seat": 0})


def test_an_old_version_is_upcast_first():
    assert CODEC.from_dict({"type": "Placed", "v": 1, "seat": 3, "at": "tower.green.1"}) == \
        Placed(seat=3, space="tower.green.1")


def test_a_field_named_like_the_header_reads_the_header():
    assert CODEC.from_dict({"type": "Renamed", "v": 1, "name": "n"}) == \
        Renamed(type="Renamed", name="n")
