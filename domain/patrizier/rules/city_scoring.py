"""City scoring ("Stadt werten"): the moment a city holds all its floors, the most floors in the
higher tower win the higher fame tile, the most floors in the lower tower the other; a tie goes
to whoever built the higher floor in that tower; nobody else scores."""
from __future__ import annotations

from domain.patrizier import events as ev
from domain.patrizier.catalog import CITIES
from domain.patrizier.state import State, higher_tower
from domain.patrizier.tx import Tx


def tower_majority(floors: tuple) -> tuple[int | None, int]:
    """The seat with the most floors in a tower (ties: the one owning the highest of the tied
    seats' floors, "der in diesem Turm das höher gelegene Stockwerk gebaut hat"), and its count."""
    counts: dict[int, int] = {}
    for seat in floors:
        counts[seat] = counts.get(seat, 0) + 1
    if not counts:
        return None, 0
    most = max(counts.values())
    for seat in reversed(floors):  # from the top down: the first tied seat met is the winner
        if counts[seat] == most:
            return seat, most
    raise AssertionError("unreachable")  # pragma: no cover


def awards(s: State, city: str) -> list[dict]:
    """Who wins which tile in a complete city: higher tower first."""
    towers = s.towers[city]
    high = higher_tower(towers)
    out = []
    for tower, fame in zip((high, 3 - high), CITIES[city].fame, strict=True):
        seat, floors = tower_majority(towers[tower - 1])
        out.append({"seat": seat, "tower": tower, "fame": fame, "floors": floors})
    return out


def score_if_complete(tx: Tx, city: str) -> None:
    """Score the city at once if its last floor was just built ("wird die Stadt sofort
    gewertet")."""
    s = tx.state
    if s.complete(city) and city not in s.scored:
        tx.emit(ev.CityScored(city=city, awards=awards(s, city)))
