"""The five tracks (three regions, council and nobility in Florence): the next free field, its
cost, crest and power points. In the double-turn round a full track may still be entered at its
last field's cost and points ("entsprechen denen, die dem letzten Feld ... zugeordnet sind")."""
from __future__ import annotations

from domain.ilvecchio.catalog import TRACKS
from domain.ilvecchio.state import State


def next_field(s: State, track: str) -> int:
    """The field a member entering now stands on (0-based; 2 players start at the second)."""
    return s.offset + len(s.tracks[track])


def field_stats(track: str, field: int):
    """The Field printed there, or the last one for places beyond a full track."""
    fields = TRACKS[track].fields
    return fields[min(field, len(fields) - 1)]


def has_crest(track: str, field: int) -> bool:
    fields = TRACKS[track].fields
    return field < len(fields) and fields[field].crest


def open_to(s: State, track: str) -> bool:
    """A free field, or the double turn's right to enter a full track."""
    return s.double or next_field(s, track) < len(TRACKS[track].fields)


def points_of(s: State, track: str, seat: int) -> int:
    return sum(field_stats(track, s.offset + i).points
               for i, who in enumerate(s.tracks[track]) if who == seat)
