"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Stored JSON gives lists for tuples and loses nothing else; everything is normalised here.
"""
from __future__ import annotations

from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import TYPES
from domain.lorenzo.state import (
    NO_RES,
    Player,
    State,
    replace,
    res_add,
    with_pending,
    with_player_fields,
)

# Field indexes for the handlers of the commonest events, which set fields on one copy
# (`with_player_fields`) rather than through `replace`'s keyword arguments.
_S = {f: i for i, f in enumerate(State._fields)}
_P = {f: i for i, f in enumerate(Player._fields)}
_RES, _PLACED, _CARDS = _P["res"], _P["placed"], _P["cards"]
_OCCUPANTS, _ACTED, _TOWERS, _TURN = _S["occupants"], _S["acted"], _S["towers"], _S["turn"]
_new = tuple.__new__


def _setup(e: ev.GameSetUp) -> State:
    players = []
    for seat in range(e.players):
        res = dict(NO_RES)
        res.update(e.resources[seat])
        tile = e.bonus_tiles[seat] if e.bonus_tiles else 0
        hand = tuple(e.leader_hands[seat]) if e.leader_hands else ()
        kept = tuple(e.leaders[seat]) if e.leaders else ()
        players.append(Player(seat=seat, res=res, cards={t: () for t in TYPES},
                              bonus_tile=tile, draft_hand=hand, leaders_hand=kept))
    advanced = e.variant == "advanced"
    phase = "setup"
    if advanced and any(t is None for t in e.bonus_tiles):
        phase = "tiles"
    elif advanced and e.leader_hands and any(len(h) for h in e.leader_hands):
        phase = "leaders"
    return State(variant=e.variant, n=e.players, players=tuple(players),
                 turn_order=tuple(e.turn_order), excommunications=tuple(e.excommunications),
                 dice_plan=tuple(dict(d) for d in e.dice),
                 decks={t: tuple(ids) for t, ids in e.decks.items()}, phase=phase,
                 tiles_offered=tuple(e.tiles_offered or ()))


def _player(s: State, seat: int, **changes) -> State:
    return s.with_player(replace(s.players[seat], **changes))


def _gained(s: State, e: ev.ResourcesGained) -> State:
    seat = e.seat
    return with_player_fields(s, seat, ((_RES, res_add(s.players[seat].res, e.resources)),))


def _paid(s: State, e: ev.ResourcesPaid) -> State:
    seat = e.seat
    return with_player_fields(s, seat, ((_RES, res_add(s.players[seat].res, e.resources, -1)),))


def _round_started(s: State, e: ev.RoundStarted) -> State:
    towers, decks = {}, dict(s.decks)
    for colour, ids in e.cards.items():
        for floor, cid in enumerate(ids, start=1):
            towers[f"tower.{colour}.{floor}"] = cid
        t = CARDS[ids[0]].type if ids else None
        if t is not None:
            decks[t] = decks[t][len(ids):]
    return replace(s, phase="actions", round=e.round, dice=dict(e.dice), towers=towers,
                   occupants={}, schedule=tuple(e.schedule), turn=0, acted=False,
                   turn_order=tuple(e.turn_order), decks=decks)


def _member_placed(s: State, e: ev.MemberPlaced) -> State:
    occ = dict(s.occupants)
    occ[e.space] = occ.get(e.space, ()) + ((e.seat, e.member),)
    p = s.players[e.seat]
    res = p.res
    if e.servants:
        res = dict(res)
        res["servants"] -= e.servants
    return with_player_fields(s, e.seat, ((_PLACED, p.placed + (e.member,)), (_RES, res)),
                              ((_OCCUPANTS, occ), (_ACTED, True)))


def _card_taken(s: State, e: ev.CardTaken) -> State:
    card = CARDS[e.card]
    towers = dict(s.towers)
    towers[e.space] = None
    p = s.players[e.seat]
    cards = dict(p.cards)
    cards[card.type] = cards[card.type] + (e.card,)
    return with_player_fields(s, e.seat, ((_CARDS, cards),), ((_TOWERS, towers),))


def _turn_ended(s: State, e: ev.TurnEnded) -> State:
    values = list(s)
    values[_TURN] = s.turn + 1
    values[_ACTED] = False
    return _new(State, values)


def _round_ended(s: State, e: ev.RoundEnded) -> State:
    players = tuple(replace(p, placed=(), leaders_used=(), member_set={}) for p in s.players)
    return replace(s, players=players, turn_order=tuple(e.turn_order), towers={},
                   occupants={}, schedule=(), turn=0, acted=False, dice={}, phase="setup",
                   vatican=())


def _church_supported(s: State, e: ev.ChurchSupported) -> State:
    p = s.players[e.seat]
    res = res_add(p.res, {"faith_points": e.faith}, -1)
    res["victory_points"] += e.victory_points
    s = replace(s, vatican=tuple(x for x in s.vatican if x != e.seat))
    return s.with_player(replace(p, res=res, faith_vp=p.faith_vp + e.victory_points))


def _excommunicated(s: State, e: ev.Excommunicated) -> State:
    p = s.players[e.seat]
    s = replace(s, vatican=tuple(x for x in s.vatican if x != e.seat))
    return s.with_player(replace(p, excommunications=p.excommunications + (e.tile,)))


def _faith_scored(s: State, e: ev.FaithScored) -> State:
    p = s.players[e.seat]
    res = res_add(p.res, {"faith_points": e.faith}, -1)
    res["victory_points"] += e.victory_points
    return s.with_player(replace(p, res=res, faith_vp=p.faith_vp + e.victory_points))


def _game_ended(s: State, e: ev.GameEnded) -> State:
    return replace(s, phase="over", result={"scores": [dict(x) for x in e.scores],
                                            "ranking": list(e.ranking), "winner": e.winner})


def _bonus_tile_chosen(s: State, e: ev.BonusTileChosen) -> State:
    s = replace(s, tiles_offered=tuple(x for x in s.tiles_offered if x != e.tile))
    s = _player(s, e.seat, bonus_tile=e.tile)
    if all(p.bonus_tile is not None for p in s.players):
        s = replace(s, phase="leaders" if any(p.draft_hand for p in s.players) else "setup")
    return s


def _leader_drafted(s: State, e: ev.LeaderDrafted) -> State:
    p = s.players[e.seat]
    return s.with_player(replace(p, leaders_hand=p.leaders_hand + (e.leader,),
                                 draft_hand=tuple(x for x in p.draft_hand if x != e.leader)))


def _draft_hands_passed(s: State, e: ev.DraftHandsPassed) -> State:
    players = tuple(replace(p, draft_hand=tuple(e.hands[p.seat])) for p in s.players)
    done = all(not h for h in e.hands)
    return replace(s, players=players, draft_round=s.draft_round + 1,
                   phase="setup" if done else s.phase)


def _leader_discarded(s: State, e: ev.LeaderDiscarded) -> State:
    p = s.players[e.seat]
    return s.with_player(replace(p, leaders_hand=tuple(x for x in p.leaders_hand
                                                       if x != e.leader)))


def _leader_played(s: State, e: ev.LeaderPlayed) -> State:
    p = s.players[e.seat]
    copies = dict(p.leader_copies)
    if e.copies:
        copies[e.leader] = e.copies
    return s.with_player(replace(
        p, leaders_hand=tuple(x for x in p.leaders_hand if x != e.leader),
        leaders_played=p.leaders_played + (e.leader,), leader_copies=copies))


def _leader_activated(s: State, e: ev.LeaderActivated) -> State:
    p = s.players[e.seat]
    ms = dict(p.member_set)
    if e.member:
        ms[e.member] = e.value
    return s.with_player(replace(p, leaders_used=p.leaders_used + (e.leader,), member_set=ms))


def _informational(s: State, e: ev.Event) -> State:
    return s  # the resources move in their own events


HANDLERS = {  # one handler per event type (a dict lookup beats a chain of type tests)
    ev.ResourcesGained: _gained,
    ev.ResourcesPaid: _paid,
    ev.MemberPlaced: _member_placed,
    ev.CardTaken: _card_taken,
    ev.DecisionsQueued: lambda s, e: with_pending(
        s, tuple((e.seat, dict(d)) for d in e.decisions) + s.pending),
    ev.DecisionUpdated: lambda s, e: with_pending(
        s, ((e.seat, dict(e.decision)),) + s.pending[1:]),
    ev.DecisionResolved: lambda s, e: with_pending(s, s.pending[1:]),
    ev.PrivilegeChosen: _informational,
    ev.ExchangeChosen: _informational,
    ev.ActionPerformed: _informational,
    ev.TurnPassed: lambda s, e: replace(s, acted=True),
    ev.TurnEnded: _turn_ended,
    ev.RoundStarted: _round_started,
    ev.VaticanReport: lambda s, e: replace(s, phase="vatican", vatican=tuple(e.deciding)),
    ev.ChurchSupported: _church_supported,
    ev.Excommunicated: _excommunicated,
    ev.FaithScored: _faith_scored,
    ev.RoundEnded: _round_ended,
    ev.GameSetUp: lambda s, e: _setup(e),
    ev.GameEnded: _game_ended,
    ev.BonusTileChosen: _bonus_tile_chosen,
    ev.LeaderDrafted: _leader_drafted,
    ev.DraftHandsPassed: _draft_hands_passed,
    ev.LeaderDiscarded: _leader_discarded,
    ev.LeaderPlayed: _leader_played,
    ev.LeaderActivated: _leader_activated,
}


def evolve(s: State | None, e: ev.Event) -> State:
    try:
        apply = HANDLERS[type(e)]
    except KeyError:
        raise TypeError(f"unknown event {type(e).__name__}") from None
    return apply(s, e)


def fold(events, state: State | None = None) -> State:
    for e in events:
        state = evolve(state, e)
    return state
