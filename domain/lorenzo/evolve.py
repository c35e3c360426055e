"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Stored JSON gives lists for tuples and loses nothing else; everything is normalised here.
"""
from __future__ import annotations

from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import TYPES
from domain.lorenzo.state import NO_RES, Player, State, res_add, with_pending, with_res


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
    return s.with_player(s.players[seat]._replace(**changes))


def _res(s: State, seat: int, delta: dict, sign: int) -> State:
    p = s.players[seat]
    return s.with_player(with_res(p, res_add(p.res, delta, sign)))


def _round_started(s: State, e: ev.RoundStarted) -> State:
    towers, decks = {}, dict(s.decks)
    for colour, ids in e.cards.items():
        for floor, cid in enumerate(ids, start=1):
            towers[f"tower.{colour}.{floor}"] = cid
        t = CARDS[ids[0]].type if ids else None
        if t is not None:
            decks[t] = decks[t][len(ids):]
    return s._replace(phase="actions", round=e.round, dice=dict(e.dice), towers=towers,
                   occupants={}, schedule=tuple(e.schedule), turn=0, acted=False,
                   turn_order=tuple(e.turn_order), decks=decks)


def _member_placed(s: State, e: ev.MemberPlaced) -> State:
    occ = dict(s.occupants)
    occ[e.space] = occ.get(e.space, ()) + ((e.seat, e.member),)
    p = s.players[e.seat]
    s = s._replace(occupants=occ, acted=True)
    return s.with_player(p._replace(placed=p.placed + (e.member,),
                                 res=res_add(p.res, {"servants": e.servants}, -1)
                                 if e.servants else p.res))


def _card_taken(s: State, e: ev.CardTaken) -> State:
    card = CARDS[e.card]
    towers = dict(s.towers)
    towers[e.space] = None
    p = s.players[e.seat]
    cards = dict(p.cards)
    cards[card.type] = cards[card.type] + (e.card,)
    return s._replace(towers=towers).with_player(p._replace(cards=cards))


def _pending(s: State, seat: int, front: tuple) -> State:
    return s._replace(pending=front)


def _round_ended(s: State, e: ev.RoundEnded) -> State:
    players = tuple(p._replace(placed=(), leaders_used=(), member_set={}) for p in s.players)
    return s._replace(players=players, turn_order=tuple(e.turn_order), towers={},
                   occupants={}, schedule=(), turn=0, acted=False, dice={}, phase="setup",
                   vatican=())


def evolve(s: State | None, e: ev.Event) -> State:
    t = type(e)
    if t is ev.ResourcesGained:
        return _res(s, e.seat, e.resources, 1)
    if t is ev.ResourcesPaid:
        return _res(s, e.seat, e.resources, -1)
    if t is ev.MemberPlaced:
        return _member_placed(s, e)
    if t is ev.CardTaken:
        return _card_taken(s, e)
    if t is ev.DecisionsQueued:
        new = tuple((e.seat, dict(d)) for d in e.decisions)
        return with_pending(s, new + s.pending)
    if t is ev.DecisionUpdated:
        return with_pending(s, ((e.seat, dict(e.decision)),) + s.pending[1:])
    if t is ev.DecisionResolved:
        return with_pending(s, s.pending[1:])
    if t in (ev.PrivilegeChosen, ev.ExchangeChosen, ev.ActionPerformed):
        return s  # informational: the resources move in their own events
    if t is ev.TurnPassed:
        return s._replace(acted=True)
    if t is ev.TurnEnded:
        return s._replace(turn=s.turn + 1, acted=False)
    if t is ev.RoundStarted:
        return _round_started(s, e)
    if t is ev.VaticanReport:
        return s._replace(phase="vatican", vatican=tuple(e.deciding))
    if t is ev.ChurchSupported:
        p = s.players[e.seat]
        res = res_add(p.res, {"faith_points": e.faith}, -1)
        res["victory_points"] += e.victory_points
        s = s._replace(vatican=tuple(x for x in s.vatican if x != e.seat))
        return s.with_player(p._replace(res=res, faith_vp=p.faith_vp + e.victory_points))
    if t is ev.Excommunicated:
        p = s.players[e.seat]
        s = s._replace(vatican=tuple(x for x in s.vatican if x != e.seat))
        return s.with_player(p._replace(excommunications=p.excommunications + (e.tile,)))
    if t is ev.FaithScored:
        p = s.players[e.seat]
        res = res_add(p.res, {"faith_points": e.faith}, -1)
        res["victory_points"] += e.victory_points
        return s.with_player(p._replace(res=res, faith_vp=p.faith_vp + e.victory_points))
    if t is ev.RoundEnded:
        return _round_ended(s, e)
    if t is ev.GameSetUp:
        return _setup(e)
    if t is ev.GameEnded:
        return s._replace(phase="over", result={"scores": [dict(x) for x in e.scores],
                                                "ranking": list(e.ranking), "winner": e.winner})
    if t is ev.BonusTileChosen:
        s = s._replace(tiles_offered=tuple(x for x in s.tiles_offered if x != e.tile))
        s = _player(s, e.seat, bonus_tile=e.tile)
        if all(p.bonus_tile is not None for p in s.players):
            s = s._replace(phase="leaders" if any(p.draft_hand for p in s.players) else "setup")
        return s
    if t is ev.LeaderDrafted:
        p = s.players[e.seat]
        return s.with_player(p._replace(leaders_hand=p.leaders_hand + (e.leader,),
                                     draft_hand=tuple(x for x in p.draft_hand if x != e.leader)))
    if t is ev.DraftHandsPassed:
        players = tuple(p._replace(draft_hand=tuple(e.hands[p.seat])) for p in s.players)
        done = all(not h for h in e.hands)
        return s._replace(players=players, draft_round=s.draft_round + 1,
                       phase="setup" if done else s.phase)
    if t is ev.LeaderDiscarded:
        p = s.players[e.seat]
        return s.with_player(p._replace(leaders_hand=tuple(x for x in p.leaders_hand
                                                           if x != e.leader)))
    if t is ev.LeaderPlayed:
        p = s.players[e.seat]
        copies = dict(p.leader_copies)
        if e.copies:
            copies[e.leader] = e.copies
        return s.with_player(p._replace(
            leaders_hand=tuple(x for x in p.leaders_hand if x != e.leader),
            leaders_played=p.leaders_played + (e.leader,), leader_copies=copies))
    if t is ev.LeaderActivated:
        p = s.players[e.seat]
        ms = dict(p.member_set)
        if e.member:
            ms[e.member] = e.value
        return s.with_player(p._replace(leaders_used=p.leaders_used + (e.leader,),
                                     member_set=ms))
    raise TypeError(f"unknown event {t.__name__}")


def fold(events, state: State | None = None) -> State:
    for e in events:
        state = evolve(state, e)
    return state
