"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Each handler sets an event's changes in place in the state's fields held as a list (`v`,
indexed as State's fields): a decision's Tx keeps one such list for all its events, and
`evolve` / `fold` copy a state into one. Stored JSON gives lists for tuples; every handler
builds tuples, so a replayed state equals the live one."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import PEOPLE
from domain.florenza.state import M_INDEX, State, add_at, with_item

_new = tuple.__new__


def _setup(v: list, e: ev.GameSetUp) -> None:
    n = e.players
    v[:] = State(n=n, variant=e.variant, round=0, stage="start", seat=None,
                 order=tuple(e.order), florins=(e.florins,) * n,
                 goods=(tuple(e.goods),) * n, stock=tuple(e.stock), fame=(0,) * n,
                 certificates=(0,) * n, bishop_pts=(0,) * n,
                 reserve=(e.workers - e.area,) * n, area=(e.area,) * n,
                 quarters=((None,) * 5,) * n, tiles=dict(e.tiles), plans={}, works={},
                 people=dict(e.people), busy={}, pulpits={}, market=(), passed=frozenset(),
                 used=frozenset(), guarded=None, reserved=None, captain=None, bishop=None,
                 masterpieces=frozenset(), bag=tuple(e.bag), dice_seed=e.dice_seed)


_AT = {f: i for i, f in enumerate(State._fields)}
(_N, _ROUND, _STAGE, _SEAT, _ORDER, _FAME, _CERTS, _BISHOP_PTS, _GOODS, _STOCK, _RESERVE,
 _AREA, _QUARTERS, _TILES, _PLANS, _WORKS, _PEOPLE, _BUSY, _PULPITS, _MARKET, _PASSED, _USED,
 _GUARDED, _RESERVED, _CAPTAIN, _BISHOP, _MASTERPIECES, _BAG, _ROLLS, _RESULT) = (
    _AT[f] for f in ("n", "round", "stage", "seat", "order", "fame", "certificates",
                     "bishop_pts", "goods", "stock", "reserve", "area", "quarters", "tiles",
                     "plans", "works", "people", "busy", "pulpits", "market", "passed", "used",
                     "guarded", "reserved", "captain", "bishop", "masterpieces", "bag", "rolls",
                     "result"))
# amount key -> the State field it counts in (a material: ~its index in the seat's goods)
_WHERE = {"florins": _AT["florins"], "fame": _FAME, "bishop": _BISHOP_PTS,
          "workers": _RESERVE, **{m: ~i for m, i in M_INDEX.items()}}
_NOBODY = frozenset()


def settle(v: list, seat: int, gains: tuple = (), paid: tuple = ()) -> None:
    """The amount dicts of `gains` given to the seat and those of `paid` taken from it:
    {florins, material, fame, bishop, workers}; materials move from or to the common supply,
    workers from the seat's supply into its material area."""
    held = None  # the seat's materials and the supply, as lists once one moves
    for amounts in gains:
        held = _amounts(v, seat, amounts, 1, held)
    for amounts in paid:
        held = _amounts(v, seat, amounts, -1, held)
    if held is not None:
        v[_GOODS] = with_item(v[_GOODS], seat, tuple(held[0]))
        v[_STOCK] = tuple(held[1])


def _amounts(values: list, seat: int, amounts: dict, sign: int, held):
    """`settle`'s work for one amount dict; returns (the seat's materials, the supply) as
    lists once a material moved, else `held` as given."""
    for k, v in amounts.items():
        where = _WHERE.get(k)  # one look-up says what the key is (others: ignored)
        if not v or where is None:
            continue
        if where < 0:  # a material: its index is ~where
            if held is None:
                held = list(values[_GOODS][seat]), list(values[_STOCK])
            held[0][~where] += sign * v
            held[1][~where] -= sign * v
        elif where != _RESERVE:  # add_at inlined: most events pay or gain here
            counts = list(values[where])
            counts[seat] += sign * v
            values[where] = tuple(counts)
        else:  # workers: from the seat's supply into its material area
            values[_RESERVE] = add_at(values[_RESERVE], seat, -sign * v)
            values[_AREA] = add_at(values[_AREA], seat, sign * v)
    return held


def _with_field(v: list, seat: int, field: int, value) -> None:
    """Sets one building field of a quarter."""
    quarters = list(v[_QUARTERS])
    q = list(quarters[seat])
    q[field - 1] = value
    quarters[seat] = tuple(q)
    v[_QUARTERS] = tuple(quarters)


def _add(v: list, where: int, seat: int, delta: int) -> None:
    """Adds to one seat's count of a per-seat field."""
    counts = list(v[where])
    counts[seat] += delta
    v[where] = tuple(counts)


def _pending(v: list, e: ev.Pending) -> None:
    v[_SEAT] = e.seat
    v[_STAGE] = e.stage


def _start_building(v: list, e: ev.StartBuildingChosen) -> None:
    v[_TILES] = {**v[_TILES], e.building: v[_TILES][e.building] - 1}
    _with_field(v, e.seat, e.field, (e.building, True, None))


def _round_started(v: list, e: ev.RoundStarted) -> None:
    v[_ROUND] = e.round
    v[_PASSED] = v[_USED] = _NOBODY


def _income_rolled(v: list, e: ev.IncomeRolled) -> None:
    v[_ROLLS] += len(e.die)


def _income(v: list, e: ev.IncomeReceived) -> None:
    settle(v, e.seat, (e.gains,))


def _worker_guarded(v: list, e: ev.WorkerGuarded) -> None:
    v[_GUARDED] = e.victim
    _add(v, _AREA, e.victim, -1)


def _artist_guarded(v: list, e: ev.ArtistGuarded) -> None:
    v[_RESERVED] = e.artist
    v[_BUSY] = {**v[_BUSY], e.artist: "guarded"}


def _converted(v: list, e: ev.WorkerConverted) -> None:
    _add(v, _AREA, e.victim, -1)
    _add(v, _RESERVE, e.victim, 1)
    if e.own:
        settle(v, e.seat, ({"workers": 1},))


def _banished(v: list, e: ev.ClericBanished) -> None:
    v[_BUSY] = {**v[_BUSY], e.cleric: "banished"}


def _declined(v: list, e: ev.OfficeDeclined) -> None:
    pass


# Phase 4's events (most of a game's): a worker leaves the material area with each


def _occupied(v: list, e: ev.BuildingOccupied) -> None:
    building, finished, _ = v[_QUARTERS][e.owner][e.field - 1]
    if e.fame_paid:
        v[_FAME] = add_at(add_at(v[_FAME], e.seat, -e.fame_paid), e.owner, e.fame_paid)
    _with_field(v, e.owner, e.field, (building, finished, e.seat))
    _add(v, _AREA, e.seat, -1)


def _planned(v: list, e: ev.BuildingPlanned) -> None:
    v[_TILES] = {**v[_TILES], e.building: v[_TILES][e.building] - 1}
    _add(v, _AREA, e.seat, -1)
    _with_field(v, e.seat, e.field, (e.building, False, e.seat))


def _art_planned(v: list, e: ev.ArtPlanned) -> None:
    v[_PLANS] = {**v[_PLANS], e.art: (e.seat, e.artist)}
    v[_BUSY] = {**v[_BUSY], e.artist: "hired"}
    _add(v, _AREA, e.seat, -1)


def _market_joined(v: list, e: ev.MarketJoined) -> None:
    v[_MARKET] += (e.seat,)
    _add(v, _AREA, e.seat, -1)


def _donated(v: list, e: ev.ClericDonated) -> None:
    v[_BUSY] = {**v[_BUSY], e.cleric: "preaching"}
    v[_PULPITS] = {**v[_PULPITS], e.pulpit: (e.cleric, e.seat)}
    _add(v, _AREA, e.seat, -1)
    v[_ROLLS] += len(e.dice)
    settle(v, e.seat, (e.gained, {"workers": e.workers}), (e.paid,))


def _passed(v: list, e: ev.Passed) -> None:
    v[_PASSED] = v[_PASSED] | {e.seat}
    v[_USED] = _NOBODY


def _market_opened(v: list, e: ev.MarketOpened) -> None:
    v[_PASSED] = v[_USED] = _NOBODY


def _traded(v: list, e: ev.MarketTraded) -> None:
    v[_USED] = v[_USED] | {e.option}
    settle(v, e.seat, (e.got,), (e.gave,))


def _activated(v: list, e: ev.BuildingActivated) -> None:
    _add(v, _RESERVE, e.seat, 1)  # the worker goes home
    _with_field(v, e.owner, e.field, (e.building, True, None))
    settle(v, e.seat, (e.gains,))


def _finished(v: list, e: ev.BuildingFinished) -> None:
    _add(v, _RESERVE, e.seat, 1)
    _with_field(v, e.seat, e.field, (e.building, True, None))
    settle(v, e.seat, ({"fame": e.fame},), (e.paid,))


def _abandoned(v: list, e: ev.BuildingAbandoned) -> None:
    _add(v, _RESERVE, e.seat, 1)
    _with_field(v, e.seat, e.field, None)
    v[_TILES] = {**v[_TILES], e.building: v[_TILES][e.building] + 1}
    if e.fame_lost:
        _add(v, _FAME, e.seat, -e.fame_lost)


def _without_plan(v: list, art: str) -> None:
    plans = dict(v[_PLANS])
    del plans[art]
    v[_PLANS] = plans


def _completed(v: list, e: ev.WorkCompleted) -> None:
    """The work is done: the worker goes home, the crest lies on the work."""
    if e.masterpiece:
        v[_MASTERPIECES] = v[_MASTERPIECES] | {e.artist}
    _without_plan(v, e.art)
    _add(v, _RESERVE, e.seat, 1)
    v[_WORKS] = {**v[_WORKS], e.art: e.seat}
    v[_ROLLS] += len(e.dice)
    settle(v, e.seat, (e.gains, e.set_bonus), (e.paid,))


def _failed(v: list, e: ev.WorkFailed) -> None:
    _without_plan(v, e.art)
    _add(v, _RESERVE, e.seat, 1)
    if e.fame_lost:
        _add(v, _FAME, e.seat, -e.fame_lost)


def _offices(v: list, e: ev.OfficesNamed) -> None:
    if e.captain is not None:
        _add(v, _CERTS, e.captain, e.certificates)
        v[_FAME] = with_item(v[_FAME], e.captain, 0)
    if e.cardinal is not None:
        _add(v, _FAME, e.cardinal, e.cardinal_fame)
        v[_BISHOP_PTS] = with_item(v[_BISHOP_PTS], e.cardinal, 0)
    v[_CAPTAIN] = e.captain
    v[_BISHOP] = e.bishop
    v[_ORDER] = tuple(e.order)


def _round_ended(v: list, e: ev.RoundEnded) -> None:
    """Everyone returns: workers into their families' supplies, people onto their cards."""
    n, area, market, guarded = v[_N], v[_AREA], v[_MARKET], v[_GUARDED]
    reserve = list(v[_RESERVE])
    for seat in range(n):
        reserve[seat] += area[seat] + market.count(seat) + (guarded == seat)
    for _, who in v[_PULPITS].values():
        reserve[who] += 1
    left = set(e.left)
    people = {p: (c if PEOPLE[p].nameless else c - 1) for p, c in v[_PEOPLE].items()
              if p not in left}
    for d in e.drawn:
        people[d["person"]] = d["card"]
    drawn = {d["person"] for d in e.drawn}
    v[_RESERVE] = tuple(reserve)
    v[_AREA] = (0,) * n
    v[_MARKET] = ()
    v[_PULPITS] = {}
    v[_BUSY] = {}
    v[_GUARDED] = v[_RESERVED] = None
    v[_PEOPLE] = people
    v[_BAG] = tuple(p for p in v[_BAG] if p not in drawn)
    v[_PASSED] = v[_USED] = _NOBODY


def _game_ended(v: list, e: ev.GameEnded) -> None:
    v[_STAGE] = "over"
    v[_SEAT] = None
    v[_RESULT] = {"scores": [dict(x) for x in e.scores], "ranking": list(e.ranking),
                  "ranks": list(e.ranks), "winners": list(e.winners)}


HANDLERS = {
    ev.GameSetUp: _setup, ev.Pending: _pending, ev.StartBuildingChosen: _start_building,
    ev.RoundStarted: _round_started, ev.IncomeRolled: _income_rolled,
    ev.IncomeReceived: _income, ev.WorkerGuarded: _worker_guarded,
    ev.ArtistGuarded: _artist_guarded, ev.WorkerConverted: _converted,
    ev.ClericBanished: _banished, ev.OfficeDeclined: _declined,
    ev.BuildingOccupied: _occupied, ev.BuildingPlanned: _planned,
    ev.ArtPlanned: _art_planned, ev.MarketJoined: _market_joined, ev.ClericDonated: _donated,
    ev.Passed: _passed, ev.MarketOpened: _market_opened, ev.MarketTraded: _traded, ev.BuildingActivated: _activated,
    ev.BuildingFinished: _finished, ev.BuildingAbandoned: _abandoned,
    ev.WorkCompleted: _completed, ev.WorkFailed: _failed, ev.OfficesNamed: _offices,
    ev.RoundEnded: _round_ended, ev.GameEnded: _game_ended,
}


def evolve(s: State | None, e: ev.Event) -> State:
    try:
        handler = HANDLERS[type(e)]
    except KeyError:
        raise TypeError(f"not a Florenza event: {e!r}") from None
    v = [] if s is None else list(s)
    handler(v, e)
    return _new(State, v)


def fold(events, s: State | None = None) -> State:
    """The state after `events` (one list of fields for all of them)."""
    v = None
    for e in events:
        handler = HANDLERS.get(type(e))
        if handler is None:
            evolve(s, e)  # raises its error
        if v is None:
            v = [] if s is None else list(s)
        handler(v, e)
    return s if v is None else _new(State, v)
