"""Phase 4, placing workers: in turn order each family takes one action at a time, round and
round, until every family has placed all the workers of its material area or passed.

A) occupy a finished building (not a Casa, Casamento or Palagio) that has no worker: one's own,
   or another family's for 1 fame paid to it (not while one's own marker stands at -3);
B) plan a building: a tile from the supply onto the lowest free field of one's quarter, under
   construction, with the worker on it;
C) plan a work of art on a field of one's quarter or the main board that has no worker and is
   not completed, hiring an artist who has one of the field's talents: a free artist lying
   under the "Leben in Florenz" cards (the captain's guarded artist only for the captain), or
   a nameless one (fees fall due in phase 7);
D) send one worker to the market (at most one per family);
E) donate to a cleric (rules.clerics)."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import ARTISTS, BOARD_ART, BUILDINGS, QUARTER_ART
from domain.florenza.rules.setup import MAX_PLAYERS
from domain.florenza.rules.supply import FAME_FLOOR
from domain.florenza.state import State, art_key, in_play
from domain.florenza.tx import Tx

FOREIGN_FAME = 1  # "zahlt dem Mitspieler 1 Ruhmespunkt"


def occupy_options(s: State, seat: int) -> list[tuple[int, int]]:
    """(owner, field 1-5) of the finished, free workshops the seat may occupy."""
    if s.fame[seat] <= FAME_FLOOR:
        return list(_free_workshops(s.quarters[seat], seat))
    out = []
    for owner, quarter in enumerate(s.quarters):
        out += _free_workshops(quarter, owner)
    return out


_WORKSHOPS: list = [(None, ())] * MAX_PLAYERS  # per owner: (quarter, answer) last asked


def _free_workshops(quarter: tuple, owner: int) -> tuple[tuple[int, int], ...]:
    """(owner, field 1-5) of a quarter's finished, free workshops. The last answer per owner is
    kept: a decision changes one quarter at most, and every phase-4 decision asks about all
    (by identity, which is cheaper than hashing the quarter; a kept quarter's id stays its)."""
    last = _WORKSHOPS[owner]
    if last[0] is quarter:
        return last[1]
    found = tuple((owner, i + 1) for i, f in enumerate(quarter)
                  if f is not None and f[1] and f[2] is None and BUILDINGS[f[0]].occupiable)
    _WORKSHOPS[owner] = (quarter, found)
    return found


def free_field(s: State, seat: int) -> int | None:
    """The lowest free building field of the seat's quarter (1-5), None when all are built."""
    for i, f in enumerate(s.quarters[seat]):
        if f is None:
            return i + 1
    return None


def plan_options(s: State, seat: int) -> list[str]:
    """Buildings the seat may plan (a free field and a tile left)."""
    if free_field(s, seat) is None:
        return []
    return [b for b, left in s.tiles.items() if left > 0]


def free_artists(s: State, seat: int) -> list[str]:
    """Artists the seat may hire now."""
    out = []
    for p in in_play(s.people)[0]:
        why = s.busy.get(p)
        if why is None or (why == "guarded" and s.reserved == p and s.captain == seat):
            out.append(p)
    return out


def open_art(s: State, seat: int) -> list[str]:
    """Art keys the seat may plan on: its own quarter's and the main board's open fields."""
    keys = [art_key(seat, f) for f in QUARTER_ART] + list(BOARD_ART)
    return [k for k in keys if k not in s.works and k not in s.plans]


def _pairs() -> dict:
    """field id -> {artist: action key} of the artists with one of the field's talents."""
    fields = {**QUARTER_ART, **BOARD_ART}
    return {fid: {a: f"art {fid} {a}" for a, artist in ARTISTS.items()
                  if any(t in artist.talents for t in f.talents)}
            for fid, f in fields.items()}


_BIT = {a: 1 << i for i, a in enumerate(ARTISTS)}  # a set of artists as an int's bits


def _options_by_seat() -> list:
    """Per seat: (art key, {artist: (art key, artist, action key)}, those artists' bits) of
    every field: the entries `art_fields` gives, made once."""
    pairs = _pairs()
    return [tuple((key, {a: (key, a, k) for a, k in pairs[f].items()},
                   sum(_BIT[a] for a in pairs[f]))
                  for f in (*QUARTER_ART, *BOARD_ART) for key in (art_key(seat, f),))
            for seat in range(5)]


_OPTIONS = _options_by_seat()


def art_fields(s: State, seat: int) -> tuple[list[str], list[tuple[int, dict]]]:
    """(the free artists, per open field one of them fits: (how many fit, {artist: (art key,
    artist, action key)} of the artists with one of its talents)). A field's options are those
    of the free artists, in their order; they are counted apart (bits) so that a bot picking
    one of phase 4's actions lists one field's, not all of them."""
    artists = free_artists(s, seat)
    out = []
    if not artists:
        return artists, out
    free = 0
    for a in artists:
        free |= _BIT[a]
    works, plans = s.works, s.plans
    for key, options, fits in _OPTIONS[seat]:
        if key not in works and key not in plans:
            n = (fits & free).bit_count()
            if n:
                out.append((n, options))
    return artists, out


def occupy(tx: Tx, seat: int, owner: int, field: int) -> None:
    tx.emit(ev.BuildingOccupied(seat=seat, owner=owner, field=field,
                                fame_paid=0 if owner == seat else FOREIGN_FAME))


def plan_building(tx: Tx, seat: int, building: str) -> None:
    tx.emit(ev.BuildingPlanned(seat=seat, building=building,
                               field=free_field(tx.state, seat)))


def plan_art(tx: Tx, seat: int, key: str, artist: str) -> None:
    tx.emit(ev.ArtPlanned(seat=seat, art=key, artist=artist))


def join_market(tx: Tx, seat: int) -> None:
    tx.emit(ev.MarketJoined(seat=seat))


def can_place(s: State, seat: int) -> bool:
    """Still in phase 4: a worker in the material area and not passed."""
    return s.area[seat] > 0 and seat not in s.passed


def next_placer(s: State, after: int | None) -> int | None:
    """The next seat in turn order after `after` (the first when None) still placing."""
    order = s.order
    start = 0 if after is None else order.index(after) + 1
    for k in range(s.n):
        seat = order[(start + k) % s.n]
        if can_place(s, seat):
            return seat
    return None
