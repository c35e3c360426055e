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

from itertools import compress

from domain.florenza import events as ev
from domain.florenza.catalog import ARTISTS, BOARD_ART, BUILDINGS, PEOPLE, QUARTER_ART
from domain.florenza.rules.setup import MAX_PLAYERS
from domain.florenza.rules.supply import FAME_FLOOR
from domain.florenza.state import State, art_key, in_play, kept_last
from domain.florenza.tx import Tx

FOREIGN_FAME = 1  # "zahlt dem Mitspieler 1 Ruhmespunkt"


def occupy_options(s: State, seat: int) -> tuple[tuple[int, int], ...]:
    """(owner, field 1-5) of the finished, free workshops the seat may occupy."""
    quarters = s.quarters
    if s.fame[seat] <= FAME_FLOOR:
        return _free_workshops(quarters[seat], seat)
    last = _OCCUPIABLE  # kept by hand (a call less: every placing asks, some change it)
    if last[0] is quarters:
        return last[1]
    return _occupiable(quarters)


_OCCUPIABLE: tuple = (None, ())  # (quarters, `_occupiable`'s answer) last asked


def _occupiable(quarters: tuple) -> tuple[tuple[int, int], ...]:
    """Every quarter's free workshops."""
    global _OCCUPIABLE
    out = ()
    workshops = _WORKSHOPS
    for owner, quarter in enumerate(quarters):
        last = workshops[owner]  # `_free_workshops`'s kept answer, looked at here: a call less
        out += last[1] if last[0] is quarter else _free_workshops(quarter, owner)
    _OCCUPIABLE = (quarters, out)
    return out


_WORKSHOPS: list = [(None, ())] * MAX_PLAYERS  # per owner: (quarter, answer) last asked
_WORKSHOP = frozenset(b for b, building in BUILDINGS.items() if building.occupiable)


def _free_workshops(quarter: tuple, owner: int) -> tuple[tuple[int, int], ...]:
    """(owner, field 1-5) of a quarter's finished, free workshops. The last answer per owner is
    kept: a decision changes one quarter at most, and every phase-4 decision asks about all
    (by identity, which is cheaper than hashing the quarter; a kept quarter's id stays its)."""
    last = _WORKSHOPS[owner]
    if last[0] is quarter:
        return last[1]
    found = []
    for i, f in enumerate(quarter):
        if f is not None and f[1] and f[2] is None and f[0] in _WORKSHOP:
            found.append((owner, i + 1))
    found = tuple(found)
    _WORKSHOPS[owner] = (quarter, found)
    return found


def free_field(s: State, seat: int) -> int | None:
    """The lowest free building field of the seat's quarter (1-5), None when all are built."""
    quarter = s.quarters[seat]
    return quarter.index(None) + 1 if None in quarter else None  # C scans: every placing asks


def plan_options(s: State, seat: int) -> tuple[str, ...]:
    """Buildings the seat may plan (a free field and a tile left)."""
    quarter = s.quarters[seat]
    # no free field (`free_field`); the last (5th) field looked at first: it is the last built, and
    # `in` compares None with each building field before it
    if quarter[4] is not None and None not in quarter:
        return ()
    global _WITH_TILES
    tiles, answer = _WITH_TILES  # kept by hand (a call less: a plan or an abandon changes it)
    if tiles is not s.tiles:
        tiles = s.tiles
        answer = tuple(compress(tiles, tiles.values()))  # in C (a count is never below 0)
        _WITH_TILES = (tiles, answer)
    return answer


_WITH_TILES: tuple = (None, ())  # (tiles, the buildings with a tile left) last asked


def free_artists(s: State, seat: int) -> list[str]:
    """Artists the seat may hire now."""
    return _hirable(s, seat)[0]


def _hirable(s: State, seat: int, people: tuple | None = None) -> tuple[list[str], int]:
    """(the artists the seat may hire now, their bits): those not busy, and for the captain the
    artist he guards. Everyone else's answer is the same, and kept. `people`: `free_people`'s
    answer about `s`, when the caller has it."""
    if seat != s.captain or s.reserved is None:
        return (free_people(s.people, s.busy) if people is None else people)[0]
    found = []
    busy, mine = s.busy, s.reserved
    for p in in_play(s.people)[0]:
        if p not in busy or (p == mine and busy[p] == "guarded"):
            found.append(p)
    return found, sum(map(BIT.__getitem__, found))


_FREE: tuple = (None, {}, None)  # (people, busy, answer) of the last `free_people`


def free_people(people: dict, busy: dict) -> tuple[tuple[list[str], int], tuple[list[str], int]]:
    """((artists, their bits), (clerics, their bits)) in play and free to everyone this round:
    not hired, preaching, guarded nor banished. The last answer is kept (every placing asks),
    and mostly one more person is busy than then (each hire or donation): he is taken out."""
    global _FREE
    last_people, last_busy, answer = _FREE
    if last_busy is busy and last_people is people:
        return answer
    if last_people is people and len(busy) == len(last_busy) + 1:
        added = next(reversed(busy))  # the key added last
        if added not in last_busy and last_busy.keys() <= busy.keys():
            answer = _taken_out(answer, added)
            _FREE = (people, busy, answer)
            return answer
    artists, clerics = in_play(people)
    free_artists, free_clerics = [], []  # loops: a comprehension makes a closure per call
    for p in artists:
        if p not in busy:
            free_artists.append(p)
    for c in clerics:
        if c not in busy:
            free_clerics.append(c)
    # distinct bits: their sum is their union
    answer = ((free_artists, sum(map(BIT.__getitem__, free_artists))),
              (free_clerics, sum(map(BIT.__getitem__, free_clerics))))
    _FREE = (people, busy, answer)
    return answer


def _taken_out(answer: tuple, person: str) -> tuple:
    """`free_people`'s answer without one person (in new lists: answers are shared)."""
    (artists, artist_bits), (clerics, cleric_bits) = answer
    if person in artists:
        return (_removed(artists, person), artist_bits - BIT[person]), answer[1]
    if person in clerics:
        return answer[0], (_removed(clerics, person), cleric_bits - BIT[person])
    return answer


def _removed(people: list, person: str) -> list:
    out = people.copy()
    out.remove(person)
    return out


def _pairs() -> dict:
    """field id -> {artist: action key} of the artists with one of the field's talents."""
    fields = {**QUARTER_ART, **BOARD_ART}
    return {fid: {a: f"art {fid} {a}" for a, artist in ARTISTS.items()
                  if any(t in artist.talents for t in f.talents)}
            for fid, f in fields.items()}


BIT = {p: 1 << i for i, p in enumerate(PEOPLE)}  # a set of people as an int's bits
# every art key of every seat's quarter and of the main board -> its own bit, so that the
# fields a state's plans or works take are one int for all seats (kept while they stand)
_ART_BITS = {key: 1 << i for i, key in enumerate(
    [*BOARD_ART, *(art_key(seat, f) for seat in range(MAX_PLAYERS) for f in QUARTER_ART)])}
_FIELDS = (*QUARTER_ART, *BOARD_ART)  # a seat's fields in the order of its art options


def _options_by_seat() -> list:
    """Per seat, per field in `_FIELDS` order: ({artist: (art key, artist, action key)} of the
    artists with one of its talents, those artists' bits, the field's bit), made once."""
    pairs = _pairs()
    return [tuple(({a: (key, a, k) for a, k in pairs[f].items()},
                   sum(BIT[a] for a in pairs[f]), _ART_BITS[key])
                  for f in _FIELDS for key in (art_key(seat, f),))
            for seat in range(MAX_PLAYERS)]


_OPTIONS = _options_by_seat()
# per seat: its fields' bits; per artist, the bits of its fields he has a talent for
_SEAT_FIELDS = [sum(bit for _, _, bit in options) for options in _OPTIONS]
_FITS = [{a: sum(bit for options, _, bit in _OPTIONS[seat] if a in options) for a in ARTISTS}
         for seat in range(MAX_PLAYERS)]


def _taken(keys: dict) -> int:
    """The bits of these art keys (each has its own, so their sum is their union)."""
    return sum(map(_ART_BITS.__getitem__, keys))


_DONE = kept_last(_taken)  # of the works (completed in phase 7 only)
_TAKEN: tuple = (None, None, 0)  # (plans, works, the bits of both) last asked


def art_options(s: State, seat: int, people: tuple | None = None) -> tuple[int, tuple]:
    """(how many art options the seat has, what `listed_art` lists them from). Counted artist
    by artist over the open fields' bits, so that a bot taking one need not list them all.
    `people`: as `_hirable`'s."""
    global _TAKEN
    artists, free = _hirable(s, seat, people)
    if not free:
        return 0, (seat, 0, artists, free, 0)
    plans, works = s.plans, s.works
    kept = _TAKEN  # kept by hand: every placing asks, an art plan changes it
    if kept[0] is plans and kept[1] is works:
        taken = kept[2]
    else:
        taken = _taken(plans) | _DONE(works)
        _TAKEN = (plans, works, taken)
    fields = _SEAT_FIELDS[seat] & ~taken
    fits = _FITS[seat]
    n = 0
    for a in artists:
        n += (fits[a] & fields).bit_count()
    return n, (seat, fields, artists, free, n)


def listed_art(what: tuple, start: int, stop: int) -> list[tuple[str, str, str]]:
    """Art options `start` to `stop` - 1 of `art_options` as (art key, artist, action key):
    field by field (no work completed or planned there), the free artists with one of its
    talents, in their order."""
    seat, fields, artists, free, count = what
    if stop == start + 1 and 2 * start >= count:  # one from the latter half: walked to from the end
        return [_art_from_end(seat, fields, artists, free, count - stop)]
    out = []
    if start >= stop:
        return out
    i = 0
    for options, fits, bit in _OPTIONS[seat]:
        if not fields & bit:
            continue
        n = (fits & free).bit_count()
        if i + n <= start:  # wholly before the first asked: skipped by its count
            i += n
            continue
        for a in artists:
            found = options.get(a)
            if found is not None:
                if i >= start:
                    out.append(found)
                i += 1
                if i >= stop:
                    return out
    return out


def _art_from_end(seat: int, fields: int, artists: list, free: int, rank: int) -> tuple:
    """The art option `rank` places before the last one (as `listed_art`), its fields walked
    from the last: a bot drawing one walks half as far on average."""
    i = 0
    for options, fits, bit in reversed(_OPTIONS[seat]):
        if not fields & bit:
            continue
        n = (fits & free).bit_count()
        if i + n <= rank:
            i += n
            continue
        k = n - 1 - (rank - i)  # its place among this field's options, from the first
        for a in artists:
            found = options.get(a)
            if found is not None:
                if not k:
                    return found
                k -= 1
    raise AssertionError("the rank is below the count")


def occupy(tx: Tx, seat: int, owner: int, field: int) -> None:
    tx.emit(_OCCUPATIONS[seat][owner][field])


# seat -> owner -> field -> the event of that occupation, made once and shared (as
# `ev.pending`'s): a look-up costs a fraction of a class call, and an event is never changed
_OCCUPATIONS = [[{field: ev.BuildingOccupied(seat, owner, field,
                                             0 if owner == seat else FOREIGN_FAME)
                  for field in range(1, 6)} for owner in range(MAX_PLAYERS)]
                for seat in range(MAX_PLAYERS)]


def plan_building(tx: Tx, seat: int, building: str) -> None:
    tx.emit(_BUILDING_PLANS[seat][free_field(tx.state, seat)][building])


# seat -> field -> building -> the event of that plan, made once and shared (as
# `_OCCUPATIONS`'s)
_BUILDING_PLANS = [{field: {b: ev.BuildingPlanned(seat, b, field) for b in BUILDINGS}
                    for field in range(1, 6)} for seat in range(MAX_PLAYERS)]


def plan_art(tx: Tx, seat: int, key: str, artist: str) -> None:
    tx.emit(_ART_PLANS[seat][key][artist])


def _art_plans(seat: int) -> dict:
    """art key -> artist -> the event of that plan, for every art option of the seat that
    `_OPTIONS` lists: made once and shared (as `_OCCUPATIONS`'s)."""
    out: dict = {}
    for options, _, _ in _OPTIONS[seat]:
        for key, artist, _ in options.values():
            out.setdefault(key, {})[artist] = ev.ArtPlanned(seat, key, artist)
    return out


_ART_PLANS = [_art_plans(seat) for seat in range(MAX_PLAYERS)]


def join_market(tx: Tx, seat: int) -> None:
    tx.emit(_MARKET_JOINS[seat])


_MARKET_JOINS = tuple(ev.MarketJoined(seat) for seat in range(MAX_PLAYERS))  # as `_OCCUPATIONS`


def next_placer(s: State, after: int | None) -> int | None:
    """The next seat in turn order after `after` (the first when None) still placing: with a
    worker in the material area and not passed."""
    global _TURNS
    order, area, passed = s.order, s.area, s.passed
    turns = _TURNS  # kept by hand: every placing asks, the order changes once a round
    if turns[0] is not order:
        turns = _TURNS = (order, _turns(order))
    for seat in turns[1][after]:
        if area[seat] > 0 and seat not in passed:
            return seat
    return None


_TURNS: tuple = (None, {})  # (order, `_turns(order)`) last asked


def _turns(order: tuple) -> dict:
    """after (a seat, or None) -> the seats in turn order after it, ending with it: the turn
    order as it goes on from `after` (all of it from the first when None)."""
    out: dict = {None: order}
    for i, seat in enumerate(order):
        out[seat] = order[i + 1:] + order[:i + 1]
    return out
