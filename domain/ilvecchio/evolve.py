"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Stored JSON gives lists for tuples; every handler builds tuples, so a replayed state equals the
live one."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG, TOWN_LIST, TOWNS
from domain.ilvecchio.state import MEMBERS, Pending, State, add_goods, replace, with_item

_ZERO = (0,) * len(TOWN_LIST)


def _setup(s: None, e: ev.GameSetUp) -> State:
    n = e.players
    goods = tuple((f, 0, 1, 1, 0, 0, 0) for f in e.florins)  # "1 Kutsche, 1 Bischof"
    pending = tuple(Pending(seat, "council_start", tuple(d)) for seat, d in enumerate(e.dealt))
    empty = ((),) * n
    return State(n=n, variant=e.variant, start_seat=e.start_seat, stream=e.stream, draws=0,
                 stage="setup", seat=e.start_seat, up=(_ZERO,) * n, down=(_ZERO,) * n,
                 supply=(MEMBERS,) * n, goods=goods,
                 tracks={t: () for t in CATALOG.tracks}, offset=e.offset,
                 intermediaries=dict(e.intermediaries), crests=tuple(e.crests),
                 crests_taken=(0,) * n, extra_cost="council",
                 stacks={"council": tuple(e.council_stack),
                         "nobility": tuple(e.nobility_stack)},
                 pool={r: tuple(t.id for t in CATALOG.provinces.values() if t.group == r)
                       for r in ("milano", "venezia", "chiesa")},
                 provinces=empty, used=empty, council=empty, hidden=empty, nobility=empty,
                 pending=pending, doubled=(None,) * n)


def _pending(s: State, e: ev.DecisionPending) -> State:
    s = replace(s, pending=s.pending + (Pending(e.seat, e.kind, tuple(e.data)),))
    if e.kind == "setup_place":  # data: (round, area)
        s = replace(s, seat=e.seat, setup_round=e.data[0])
    return s


def _drop(pending: tuple, seat: int, kind: str) -> tuple:
    for i, p in enumerate(pending):
        if p.seat == seat and p.kind == kind:
            return pending[:i] + pending[i + 1:]
    raise ValueError(f"no {kind} decision pending for seat {seat}")


def _resolved(s: State, e: ev.Resolved) -> State:
    s = replace(s, pending=_drop(s.pending, e.seat, e.kind))
    if e.kind == "setup_place" and s.setup_round == 2 and e.seat == (s.start_seat - 1) % s.n:
        s = replace(s, setup_round=3)  # the last member of the second round is placed
    return s


def _rolled(s: State, e: ev.DiceRolled) -> State:
    return replace(s, dice=tuple(e.dice), draws=s.draws + 1)


def _start_tile(s: State, e: ev.StartTileChosen) -> State:
    return replace(s, council=with_item(s.council, e.seat, s.council[e.seat] + (e.tile,)))


def _stack_formed(s: State, e: ev.CouncilStackFormed) -> State:
    return replace(s, stacks={**s.stacks, "council": tuple(e.stack)}, draws=s.draws + 1)


def _town_delta(t: tuple, seat: int, town: str, d: int) -> tuple:
    i = TOWNS[town].index
    row = list(t[seat])
    row[i] += d
    return with_item(t, seat, tuple(row))


def _placed(s: State, e: ev.MembersPlaced) -> State:
    up = s.up
    for town in e.towns:
        up = _town_delta(up, e.seat, town, 1)
    return replace(s, up=up, supply=with_item(s.supply, e.seat, s.supply[e.seat] - len(e.towns)))


def _turn(s: State, e: ev.TurnStarted) -> State:
    return replace(s, stage="play", seat=e.seat, actions_left=e.actions, double=e.double,
                   acted=False, setup_round=0)


def _action_chosen(s: State, e: ev.ActionChosen) -> State:
    return replace(s, acted=True)


def _action_done(s: State, e: ev.ActionDone) -> State:
    return replace(s, actions_left=s.actions_left - 1, acted=False)


def _travelled(s: State, e: ev.Travelled) -> State:
    up = _town_delta(_town_delta(s.up, e.seat, e.origin, -1), e.seat, e.town, 1)
    cost = {"coaches": -1} if e.coach else {"florins": -e.florins}
    return replace(s, up=up, goods=add_goods(s.goods, e.seat, cost))


def _visited(s: State, e: ev.TownVisited) -> State:
    changes: dict = {}
    if e.bishop:
        changes["goods"] = add_goods(s.goods, e.seat, {"bishops": -1})
    if e.lay:
        changes["up"] = _town_delta(s.up, e.seat, e.town, -1)
        changes["down"] = _town_delta(s.down, e.seat, e.town, 1)
    return replace(s, **changes)


def _goods(s: State, e: ev.GoodsChanged) -> State:
    return replace(s, goods=add_goods(s.goods, e.seat, e.delta))


def _moved(s: State, e: ev.IntermediaryMoved) -> State:
    return replace(s, intermediaries={**s.intermediaries, e.colour: e.town})


def _entered(s: State, e: ev.TrackEntered) -> State:
    paid = {k: -v for k, v in e.paid.items()}
    return replace(s, up=_town_delta(s.up, e.seat, e.town, -1),
                   tracks={**s.tracks, e.track: s.tracks[e.track] + (e.seat,)},
                   goods=add_goods(s.goods, e.seat, paid))


def _crest(s: State, e: ev.CrestTaken) -> State:
    return replace(s, crests=s.crests[1:],
                   crests_taken=with_item(s.crests_taken, e.seat, s.crests_taken[e.seat] + 1))


def _extra(s: State, e: ev.ExtraCostMoved) -> State:
    return replace(s, extra_cost=e.stack)


def _ending(s: State, e: ev.GameEnding) -> State:
    return replace(s, ending=True)


def _province(s: State, e: ev.ProvinceTaken) -> State:
    region = CATALOG.provinces[e.tile].group
    return replace(s, pool={**s.pool, region: tuple(t for t in s.pool[region] if t != e.tile)},
                   provinces=with_item(s.provinces, e.seat, s.provinces[e.seat] + (e.tile,)))


def _drawn(s: State, e: ev.OfficeTilesDrawn) -> State:
    stack = s.stacks[e.stack][len(e.tiles):]
    return replace(s, stacks={**s.stacks, e.stack: stack},
                   pending=s.pending + (Pending(e.seat, "office_pick",
                                                (e.stack, *e.tiles)),))


def _chosen(s: State, e: ev.OfficeTileChosen) -> State:
    stacks = {**s.stacks, e.stack: s.stacks[e.stack] + tuple(e.returned)}
    if e.stack == "nobility":
        return replace(s, stacks=stacks, draws=s.draws + 1,
                       nobility=with_item(s.nobility, e.seat, s.nobility[e.seat] + (e.tile,)))
    return replace(s, stacks=stacks, draws=s.draws + 1,
                   hidden=with_item(s.hidden, e.seat, s.hidden[e.seat] + (e.tile,)))


def _revealed(s: State, e: ev.CouncilRevealed) -> State:
    return replace(s, hidden=with_item(s.hidden, e.seat,
                                       tuple(t for t in s.hidden[e.seat] if t != e.tile)),
                   council=with_item(s.council, e.seat, s.council[e.seat] + (e.tile,)))


def _used(s: State, e: ev.TileUsed) -> State:
    if not e.turn_over:
        return s
    return replace(s, used=with_item(s.used, e.seat, s.used[e.seat] + (e.tile,)))


def _recovered(s: State, e: ev.MembersRecovered) -> State:
    seat = e.seat
    row = tuple(a + b for a, b in zip(s.up[seat], s.down[seat], strict=True))
    return replace(s, up=with_item(s.up, seat, row), down=with_item(s.down, seat, _ZERO))


def _laid(s: State, e: ev.MemberLaidDown) -> State:
    return replace(s, up=_town_delta(s.up, e.seat, e.town, -1),
                   down=_town_delta(s.down, e.seat, e.town, 1))


def _returned(s: State, e: ev.MemberReturned) -> State:
    return replace(s, down=_town_delta(s.down, e.seat, e.town, -1),
                   supply=with_item(s.supply, e.seat, s.supply[e.seat] + 1))


def _double_ended(s: State, e: ev.DoubleTurnEnded) -> State:
    return replace(s, doubled=with_item(s.doubled, e.seat,
                                        "skipped" if e.skipped else "played"),
                   actions_left=0, acted=False)


def _ended(s: State, e: ev.GameEnded) -> State:
    return replace(s, stage="over", seat=None, result={
        "scores": [dict(x) for x in e.scores], "ranking": list(e.ranking),
        "ranks": list(e.ranks), "winners": list(e.winners)})


HANDLERS = {
    ev.GameSetUp: _setup, ev.DecisionPending: _pending, ev.Resolved: _resolved,
    ev.DiceRolled: _rolled, ev.StartTileChosen: _start_tile,
    ev.CouncilStackFormed: _stack_formed, ev.MembersPlaced: _placed, ev.TurnStarted: _turn,
    ev.ActionChosen: _action_chosen, ev.ActionDone: _action_done, ev.Travelled: _travelled, ev.TownVisited: _visited,
    ev.GoodsChanged: _goods, ev.IntermediaryMoved: _moved, ev.TrackEntered: _entered,
    ev.CrestTaken: _crest, ev.ExtraCostMoved: _extra, ev.GameEnding: _ending,
    ev.ProvinceTaken: _province, ev.OfficeTilesDrawn: _drawn, ev.OfficeTileChosen: _chosen,
    ev.CouncilRevealed: _revealed, ev.TileUsed: _used, ev.MembersRecovered: _recovered,
    ev.MemberLaidDown: _laid, ev.MemberReturned: _returned,
    ev.DoubleTurnEnded: _double_ended, ev.GameEnded: _ended,
}


def evolve(s: State | None, e: ev.Event) -> State:
    try:
        handler = HANDLERS[type(e)]
    except KeyError:
        raise TypeError(f"not an Il Vecchio event: {e!r}") from None
    return handler(s, e)


def fold(events, s: State | None = None) -> State:
    for e in events:
        s = evolve(s, e)
    return s
