"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Each handler sets an event's changes in place in the state's fields held as a list (`v`,
indexed as State's fields): a decision's Tx keeps one such list for all its events, and
`evolve` / `fold` copy a state into one. A player's changes make one new Player (from a list
of its fields) and one new tuple of players per event; the commonest events' handlers write
that out rather than call a helper (a call costs about as much as the rest), and tuples are
made of lists, not generators (each of a generator's steps re-enters the interpreter).
Stored JSON gives lists for tuples and loses nothing else; everything is normalised here.
"""
from __future__ import annotations

from domain.lorenzo import dealt, occupancy
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import COLOURS, TYPES
from domain.lorenzo.state import FIELD, NO_RES, PLAYER_FIELD, Player, State, replace, res_add

_S, _P = FIELD, PLAYER_FIELD
_RES, _PLACED, _CARDS = _P["res"], _P["placed"], _P["cards"]
(_PLAYERS, _OCCUPANTS, _ACTED, _TOWERS, _TURN, _PENDING, _PHASE, _VATICAN, _TILES_OFFERED,
 _ROUND, _DICE, _SCHEDULE, _TURN_ORDER, _DECKS) = (
    _S[f] for f in ("players", "occupants", "acted", "towers", "turn", "pending", "phase",
                    "vatican", "tiles_offered", "round", "dice", "schedule", "turn_order", "decks"))
_LEADERS_USED, _MEMBER_SET = _P["leaders_used"], _P["member_set"]
_TYPE = {cid: card.type for cid, card in CARDS.items()}
_FLOORS = {c: tuple(f"tower.{c}.{f}" for f in (1, 2, 3, 4)) for c in COLOURS}
_new = tuple.__new__


def _assign(v: list, **changes) -> None:
    """`replace` on the state's fields (rare events)."""
    for name, value in changes.items():
        v[_S[name]] = value


def _player(v: list, seat: int, **changes) -> None:
    """`replace` on one player, in place (`replace(p, **changes)` would be a call with **,
    which the interpreter does not inline)."""
    players = [*v[_PLAYERS]]
    p = [*players[seat]]
    for name, value in changes.items():
        p[_P[name]] = value
    players[seat] = _new(Player, p)
    v[_PLAYERS] = tuple(players)


def _setup(v: list, e: ev.GameSetUp) -> None:
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
    v[:] = State(variant=e.variant, n=e.players, players=tuple(players),
                 turn_order=tuple(e.turn_order), excommunications=tuple(e.excommunications),
                 dice_plan=tuple(dict(d) for d in e.dice),
                 decks={t: tuple(ids) for t, ids in e.decks.items()}, phase=phase,
                 tiles_offered=tuple(e.tiles_offered or ()))


def _gained(v: list, e: ev.ResourcesGained | ev.ResourcesPaid, sign: int = 1) -> None:
    """A seat's resources gained (or paid: sign -1), a fifth of all events (`res_add`
    written out too)."""
    seat = e.seat
    players = [*v[_PLAYERS]]
    p = [*players[seat]]
    res = p[_RES] = dict(p[_RES])
    for r, n in e.resources.items():
        res[r] += sign * n
    players[seat] = _new(Player, p)
    v[_PLAYERS] = tuple(players)


def _paid(v: list, e: ev.ResourcesPaid) -> None:
    _gained(v, e, -1)


def _round_started(v: list, e: ev.RoundStarted) -> None:
    towers, decks = {}, dict(v[_DECKS])
    for colour, ids in e.cards.items():
        towers.update(zip(_FLOORS[colour], ids, strict=False))  # floor 1 up (a deck may run short)
        t = CARDS[ids[0]].type if ids else None
        if t is not None:
            decks[t] = decks[t][len(ids):]
    # fields set one by one: `_assign` (a call with **) costs more than the rest
    v[_PHASE] = "actions"
    v[_ROUND] = e.round
    v[_DICE] = dict(e.dice)
    v[_TOWERS] = towers
    v[_OCCUPANTS] = {}
    v[_SCHEDULE] = tuple(e.schedule)
    v[_TURN] = 0
    v[_ACTED] = False
    v[_TURN_ORDER] = tuple(e.turn_order)
    v[_DECKS] = decks


def _member_placed(v: list, e: ev.MemberPlaced) -> None:
    seat, space = e.seat, e.space
    old = v[_OCCUPANTS]
    occ = dict(old)
    occ[space] = occ.get(space, ()) + ((seat, e.member),)
    v[_OCCUPANTS] = occ
    occupancy.placed(old, occ, space, seat, e.member)  # the next placement turn's blocked spaces
    v[_ACTED] = True
    players = [*v[_PLAYERS]]
    p = [*players[seat]]
    p[_PLACED] += (e.member,)
    if e.servants:
        res = p[_RES] = dict(p[_RES])
        res["servants"] -= e.servants
    players[seat] = _new(Player, p)
    v[_PLAYERS] = tuple(players)


def _card_taken(v: list, e: ev.CardTaken) -> None:
    old = v[_TOWERS]
    towers = dict(old)
    towers[e.space] = None
    v[_TOWERS] = towers
    dealt.taken(old, towers, e.space)  # the next placement turn's cards on the floors
    seat = e.seat
    players = [*v[_PLAYERS]]
    p = [*players[seat]]
    cards = p[_CARDS] = dict(p[_CARDS])
    cards[_TYPE[e.card]] += (e.card,)
    players[seat] = _new(Player, p)
    v[_PLAYERS] = tuple(players)


def _turn_ended(v: list, e: ev.TurnEnded) -> None:
    v[_TURN] += 1
    v[_ACTED] = False


def _round_ended(v: list, e: ev.RoundEnded) -> None:
    players = []
    for p in v[_PLAYERS]:  # as `replace(p, placed=(), leaders_used=(), member_set={})`
        p = [*p]
        p[_PLACED] = p[_LEADERS_USED] = ()
        p[_MEMBER_SET] = {}
        players.append(_new(Player, p))
    v[_PLAYERS] = tuple(players)
    v[_TURN_ORDER] = tuple(e.turn_order)
    v[_TOWERS] = {}
    v[_OCCUPANTS] = {}
    v[_SCHEDULE] = ()
    v[_TURN] = 0
    v[_ACTED] = False
    v[_DICE] = {}
    v[_PHASE] = "setup"
    v[_VATICAN] = ()


def _left_vatican(v: list, seat: int) -> None:
    v[_VATICAN] = tuple([x for x in v[_VATICAN] if x != seat])


def _faith_scored(v: list, e: ev.FaithScored | ev.ChurchSupported) -> None:
    p = v[_PLAYERS][e.seat]
    res = res_add(p.res, {"faith_points": e.faith}, -1)
    res["victory_points"] += e.victory_points
    _player(v, e.seat, res=res, faith_vp=p.faith_vp + e.victory_points)


def _church_supported(v: list, e: ev.ChurchSupported) -> None:
    _left_vatican(v, e.seat)
    _faith_scored(v, e)


def _excommunicated(v: list, e: ev.Excommunicated) -> None:
    _left_vatican(v, e.seat)
    p = v[_PLAYERS][e.seat]
    _player(v, e.seat, excommunications=p.excommunications + (e.tile,))


def _game_ended(v: list, e: ev.GameEnded) -> None:
    _assign(v, phase="over", result={"scores": [dict(x) for x in e.scores],
                                     "ranking": list(e.ranking), "winner": e.winner})


def _bonus_tile_chosen(v: list, e: ev.BonusTileChosen) -> None:
    v[_TILES_OFFERED] = tuple([x for x in v[_TILES_OFFERED] if x != e.tile])
    _player(v, e.seat, bonus_tile=e.tile)
    players = v[_PLAYERS]
    if all(p.bonus_tile is not None for p in players):
        v[_PHASE] = "leaders" if any(p.draft_hand for p in players) else "setup"


def _leader_drafted(v: list, e: ev.LeaderDrafted) -> None:
    p = v[_PLAYERS][e.seat]
    _player(v, e.seat, leaders_hand=p.leaders_hand + (e.leader,),
            draft_hand=tuple([x for x in p.draft_hand if x != e.leader]))


def _draft_hands_passed(v: list, e: ev.DraftHandsPassed) -> None:
    v[_PLAYERS] = tuple([replace(p, draft_hand=tuple(e.hands[p.seat])) for p in v[_PLAYERS]])
    v[_S["draft_round"]] += 1
    if all(not h for h in e.hands):
        v[_PHASE] = "setup"


def _leader_discarded(v: list, e: ev.LeaderDiscarded) -> None:
    p = v[_PLAYERS][e.seat]
    _player(v, e.seat, leaders_hand=tuple([x for x in p.leaders_hand if x != e.leader]))


def _leader_played(v: list, e: ev.LeaderPlayed) -> None:
    p = v[_PLAYERS][e.seat]
    copies = dict(p.leader_copies)
    if e.copies:
        copies[e.leader] = e.copies
    _player(v, e.seat, leaders_hand=tuple([x for x in p.leaders_hand if x != e.leader]),
            leaders_played=p.leaders_played + (e.leader,), leader_copies=copies)


def _leader_activated(v: list, e: ev.LeaderActivated) -> None:
    p = v[_PLAYERS][e.seat]
    ms = dict(p.member_set)
    if e.member:
        ms[e.member] = e.value
    _player(v, e.seat, leaders_used=p.leaders_used + (e.leader,), member_set=ms)


def _queued(v: list, e: ev.DecisionsQueued) -> None:
    v[_PENDING] = tuple([(e.seat, dict(d)) for d in e.decisions]) + v[_PENDING]


def _updated(v: list, e: ev.DecisionUpdated) -> None:
    v[_PENDING] = ((e.seat, dict(e.decision)),) + v[_PENDING][1:]


def _resolved(v: list, e: ev.DecisionResolved) -> None:
    v[_PENDING] = v[_PENDING][1:]


def _passed(v: list, e: ev.TurnPassed) -> None:
    v[_ACTED] = True


def _report(v: list, e: ev.VaticanReport) -> None:
    v[_PHASE] = "vatican"
    v[_VATICAN] = tuple(e.deciding)


def _informational(v: list, e: ev.Event) -> None:
    pass  # the resources move in their own events


HANDLERS = {  # one handler per event type (a dict lookup beats a chain of type tests)
    ev.ResourcesGained: _gained,
    ev.ResourcesPaid: _paid,
    ev.MemberPlaced: _member_placed,
    ev.CardTaken: _card_taken,
    ev.DecisionsQueued: _queued,
    ev.DecisionUpdated: _updated,
    ev.DecisionResolved: _resolved,
    ev.PrivilegeChosen: _informational,
    ev.ExchangeChosen: _informational,
    ev.ActionPerformed: _informational,
    ev.TurnPassed: _passed,
    ev.TurnEnded: _turn_ended,
    ev.RoundStarted: _round_started,
    ev.VaticanReport: _report,
    ev.ChurchSupported: _church_supported,
    ev.Excommunicated: _excommunicated,
    ev.FaithScored: _faith_scored,
    ev.RoundEnded: _round_ended,
    ev.GameSetUp: _setup,
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
        handler = HANDLERS[type(e)]
    except KeyError:
        raise TypeError(f"unknown event {type(e).__name__}") from None
    v = [] if s is None else [*s]
    handler(v, e)
    return _new(State, v)


def fold(events, state: State | None = None) -> State:
    """The state after `events` (one list of fields for all of them)."""
    v = None
    for e in events:
        handler = HANDLERS.get(type(e))
        if handler is None:
            evolve(state, e)  # raises its error
        if v is None:
            v = [] if state is None else [*state]
        handler(v, e)
    return state if v is None else _new(State, v)
