"""Phase 2, the Capitano del Popolo (from round 2): the captain named in phase 8 is the start
player and may guard for the whole round EITHER a worker (from another family's material area
onto card VI: it cannot be used) OR an artist (not a cleric, not a nameless artist: onto card
VI, and only the captain may hire it this round). Both return in phase 9."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import ARTISTS
from domain.florenza.state import State
from domain.florenza.tx import Tx


def guard_workers(s: State, seat: int) -> list[int]:
    """The other families with a worker in their material area."""
    return [v for v in range(s.n) if v != seat and s.area[v] > 0]


def guard_artists(s: State) -> list[str]:
    """Named artists lying on the cards, free."""
    return [p for p in s.people if p in ARTISTS and not ARTISTS[p].nameless
            and p not in s.busy]


def guard_worker(tx: Tx, seat: int, victim: int) -> None:
    tx.emit(ev.WorkerGuarded(seat=seat, victim=victim))


def guard_artist(tx: Tx, seat: int, artist: str) -> None:
    tx.emit(ev.ArtistGuarded(seat=seat, artist=artist))


def decline(tx: Tx, seat: int) -> None:
    tx.emit(ev.OfficeDeclined(seat=seat, office="captain"))
