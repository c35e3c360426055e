"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Stored JSON gives lists for tuples; every handler builds tuples, so a replayed state equals the
live one."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import PEOPLE
from domain.florenza.state import (
    M_INDEX,
    State,
    add_at,
    replace,
    with_item,
)

_new = tuple.__new__


def _setup(s: None, e: ev.GameSetUp) -> State:
    n = e.players
    return State(n=n, variant=e.variant, round=0, stage="start", seat=None,
                 order=tuple(e.order), florins=(e.florins,) * n,
                 goods=(tuple(e.goods),) * n, stock=tuple(e.stock), fame=(0,) * n,
                 certificates=(0,) * n, bishop_pts=(0,) * n,
                 reserve=(e.workers - e.area,) * n, area=(e.area,) * n,
                 quarters=((None,) * 5,) * n, tiles=dict(e.tiles), plans={}, works={},
                 people=dict(e.people), busy={}, pulpits={}, market=(), passed=frozenset(),
                 used=frozenset(), guarded=None, reserved=None, captain=None, bishop=None,
                 masterpieces=frozenset(), bag=tuple(e.bag), dice_seed=e.dice_seed)


_AT = {f: i for i, f in enumerate(State._fields)}
_GOODS, _STOCK, _RESERVE, _AREA = _AT["goods"], _AT["stock"], _AT["reserve"], _AT["area"]
_SEAT, _STAGE = _AT["seat"], _AT["stage"]
_FAME, _QUARTERS, _TILES, _PLANS = _AT["fame"], _AT["quarters"], _AT["tiles"], _AT["plans"]
_BUSY, _MARKET, _WORKS = _AT["busy"], _AT["market"], _AT["works"]
_MASTERPIECES, _ROLLS, _PULPITS, _USED = (_AT[f] for f in ("masterpieces", "rolls", "pulpits",
                                                             "used"))
# amount key -> the State field it counts in (a material: ~its index in the seat's goods)
_WHERE = {"florins": _AT["florins"], "fame": _AT["fame"], "bishop": _AT["bishop_pts"],
          "workers": _RESERVE, **{m: ~i for m, i in M_INDEX.items()}}


def settle(values: list, seat: int, gains: tuple = (), paid: tuple = ()) -> State:
    """The state of `values` (its fields as a list, the event's changes set by index), with the
    amount dicts of `gains` given to the seat and those of `paid` taken from it: {florins,
    material, fame, bishop, workers}; materials move from or to the common supply, workers
    from the seat's supply into its material area. One copy of the state per event (evolve
    runs for every event), and no keywords."""
    held = None  # the seat's materials and the supply, as lists once one moves
    for amounts in gains:
        held = _amounts(values, seat, amounts, 1, held)
    for amounts in paid:
        held = _amounts(values, seat, amounts, -1, held)
    if held is not None:
        values[_GOODS] = with_item(values[_GOODS], seat, tuple(held[0]))
        values[_STOCK] = tuple(held[1])
    return _new(State, values)


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


def _with_field(s: State, seat: int, field: int, value) -> tuple:
    """The quarters with one building field set."""
    quarters = list(s.quarters)
    q = list(quarters[seat])
    q[field - 1] = value
    quarters[seat] = tuple(q)
    return tuple(quarters)


def _set_field(s: State, seat: int, field: int, value) -> State:
    return replace(s, quarters=_with_field(s, seat, field, value))


def _worker_home(s: State, seat: int) -> tuple:
    """The family supplies with a worker back in the seat's."""
    return add_at(s.reserve, seat, 1)


def _pending(s: State, e: ev.Pending) -> State:
    values = list(s)  # as `replace` does, without its keywords: every decision ends with one
    values[_SEAT] = e.seat
    values[_STAGE] = e.stage
    return _new(State, values)


def _start_building(s: State, e: ev.StartBuildingChosen) -> State:
    s = replace(s, tiles={**s.tiles, e.building: s.tiles[e.building] - 1})
    return _set_field(s, e.seat, e.field, (e.building, True, None))


def _round_started(s: State, e: ev.RoundStarted) -> State:
    return replace(s, round=e.round, passed=frozenset(), used=frozenset())


def _income_rolled(s: State, e: ev.IncomeRolled) -> State:
    return replace(s, rolls=s.rolls + len(e.die))


def _income(s: State, e: ev.IncomeReceived) -> State:
    return settle(list(s), e.seat, (e.gains,), ())


def _worker_guarded(s: State, e: ev.WorkerGuarded) -> State:
    return replace(s, guarded=e.victim, area=add_at(s.area, e.victim, -1))


def _artist_guarded(s: State, e: ev.ArtistGuarded) -> State:
    return replace(s, reserved=e.artist, busy={**s.busy, e.artist: "guarded"})


def _converted(s: State, e: ev.WorkerConverted) -> State:
    values = list(s)
    values[_AREA] = add_at(s.area, e.victim, -1)
    values[_RESERVE] = add_at(s.reserve, e.victim, 1)
    return settle(values, e.seat, ({"workers": 1},) if e.own else ())


def _banished(s: State, e: ev.ClericBanished) -> State:
    return replace(s, busy={**s.busy, e.cleric: "banished"})


def _declined(s: State, e: ev.OfficeDeclined) -> State:
    return s


# Phase 4's events (most of a game's) set their fields by index, as `_pending` does: a
# worker leaves the material area with each


def _occupied(s: State, e: ev.BuildingOccupied) -> State:
    building, finished, _ = s.quarters[e.owner][e.field - 1]
    values = list(s)
    if e.fame_paid:
        values[_FAME] = add_at(add_at(s.fame, e.seat, -e.fame_paid), e.owner, e.fame_paid)
    values[_QUARTERS] = _with_field(s, e.owner, e.field, (building, finished, e.seat))
    values[_AREA] = add_at(s.area, e.seat, -1)
    return _new(State, values)


def _planned(s: State, e: ev.BuildingPlanned) -> State:
    values = list(s)
    values[_TILES] = {**s.tiles, e.building: s.tiles[e.building] - 1}
    values[_AREA] = add_at(s.area, e.seat, -1)
    values[_QUARTERS] = _with_field(s, e.seat, e.field, (e.building, False, e.seat))
    return _new(State, values)


def _art_planned(s: State, e: ev.ArtPlanned) -> State:
    values = list(s)
    values[_PLANS] = {**s.plans, e.art: (e.seat, e.artist)}
    values[_BUSY] = {**s.busy, e.artist: "hired"}
    values[_AREA] = add_at(s.area, e.seat, -1)
    return _new(State, values)


def _market_joined(s: State, e: ev.MarketJoined) -> State:
    values = list(s)
    values[_MARKET] = s.market + (e.seat,)
    values[_AREA] = add_at(s.area, e.seat, -1)
    return _new(State, values)


def _donated(s: State, e: ev.ClericDonated) -> State:
    values = list(s)
    values[_BUSY] = {**s.busy, e.cleric: "preaching"}
    values[_PULPITS] = {**s.pulpits, e.pulpit: (e.cleric, e.seat)}
    values[_AREA] = add_at(s.area, e.seat, -1)
    values[_ROLLS] = s.rolls + len(e.dice)
    return settle(values, e.seat, (e.gained, {"workers": e.workers}), (e.paid,))


def _passed(s: State, e: ev.Passed) -> State:
    return replace(s, passed=s.passed | {e.seat}, used=frozenset())


def _market_opened(s: State, e: ev.MarketOpened) -> State:
    return replace(s, passed=frozenset(), used=frozenset())


def _traded(s: State, e: ev.MarketTraded) -> State:
    values = list(s)
    values[_USED] = s.used | {e.option}
    return settle(values, e.seat, (e.got,), (e.gave,))


def _activated(s: State, e: ev.BuildingActivated) -> State:
    values = list(s)
    values[_RESERVE] = _worker_home(s, e.seat)
    values[_QUARTERS] = _with_field(s, e.owner, e.field, (e.building, True, None))
    return settle(values, e.seat, (e.gains,), ())


def _finished(s: State, e: ev.BuildingFinished) -> State:
    values = list(s)
    values[_RESERVE] = _worker_home(s, e.seat)
    values[_QUARTERS] = _with_field(s, e.seat, e.field, (e.building, True, None))
    return settle(values, e.seat, ({"fame": e.fame},), (e.paid,))


def _abandoned(s: State, e: ev.BuildingAbandoned) -> State:
    values = list(s)
    values[_RESERVE] = _worker_home(s, e.seat)
    values[_QUARTERS] = _with_field(s, e.seat, e.field, None)
    values[_TILES] = {**s.tiles, e.building: s.tiles[e.building] + 1}
    return settle(values, e.seat, (), ({"fame": e.fame_lost},))


def _without_plan(s: State, art: str) -> dict:
    plans = dict(s.plans)
    del plans[art]
    return plans


def _completed(s: State, e: ev.WorkCompleted) -> State:
    """The work is done: the worker goes home, the crest lies on the work."""
    values = list(s)
    if e.masterpiece:
        values[_MASTERPIECES] = s.masterpieces | {e.artist}
    values[_PLANS] = _without_plan(s, e.art)
    values[_RESERVE] = _worker_home(s, e.seat)
    values[_WORKS] = {**s.works, e.art: e.seat}
    values[_ROLLS] = s.rolls + len(e.dice)
    return settle(values, e.seat, (e.gains, e.set_bonus), (e.paid,))


def _failed(s: State, e: ev.WorkFailed) -> State:
    values = list(s)
    values[_PLANS] = _without_plan(s, e.art)
    values[_RESERVE] = _worker_home(s, e.seat)
    return settle(values, e.seat, (), ({"fame": e.fame_lost},))


def _offices(s: State, e: ev.OfficesNamed) -> State:
    fame, certs, bishop = s.fame, s.certificates, s.bishop_pts
    if e.captain is not None:
        certs = add_at(certs, e.captain, e.certificates)
        fame = with_item(fame, e.captain, 0)
    if e.cardinal is not None:
        fame = add_at(fame, e.cardinal, e.cardinal_fame)
        bishop = with_item(bishop, e.cardinal, 0)
    return replace(s, captain=e.captain, bishop=e.bishop, fame=fame, certificates=certs,
                   bishop_pts=bishop, order=tuple(e.order))


def _round_ended(s: State, e: ev.RoundEnded) -> State:
    """Everyone returns: workers into their families' supplies, people onto their cards."""
    reserve = list(s.reserve)
    for seat in range(s.n):
        reserve[seat] += s.area[seat] + s.market.count(seat) + (s.guarded == seat)
    for _, who in s.pulpits.values():
        reserve[who] += 1
    left = set(e.left)
    people = {p: (c if PEOPLE[p].nameless else c - 1) for p, c in s.people.items()
              if p not in left}
    for d in e.drawn:
        people[d["person"]] = d["card"]
    drawn = {d["person"] for d in e.drawn}
    return replace(s, reserve=tuple(reserve), area=(0,) * s.n, market=(), pulpits={},
                   busy={}, guarded=None, reserved=None, people=people,
                   bag=tuple(p for p in s.bag if p not in drawn), passed=frozenset(),
                   used=frozenset())


def _game_ended(s: State, e: ev.GameEnded) -> State:
    return replace(s, stage="over", seat=None,
                   result={"scores": [dict(x) for x in e.scores], "ranking": list(e.ranking),
                           "ranks": list(e.ranks), "winners": list(e.winners)})


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
    return handler(s, e)


def fold(events, s: State | None = None) -> State:
    for e in events:
        s = HANDLERS[type(e)](s, e) if type(e) in HANDLERS else evolve(s, e)
    return s
