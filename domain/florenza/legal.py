"""legal_actions(state, seat): exactly the actions the rules accept now, each with its key.

The same list serves the API, the bots, the tests and `decide` (which accepts a key only if it
is in this list). Kinds and fields (docs/florenza-notation.md):

    pick {building}  guard_worker {victim}  guard_artist {artist}  convert {victim}
    banish {cleric}  occupy {owner, field, building, fame}  plan {building, field}
    art {art, work, artist, talents}  market {}  donate {cleric, pulpit, cost}
    sell {material}  buy {material}  trade {give: [m, m], get}  finish {field, building, cost}
    abandon {}  complete {talent, cost}  pass {}
"""
from __future__ import annotations

from domain.florenza import notation as n
from domain.florenza.catalog import ARTISTS, BUILDINGS, CLERICS, MATERIALS
from domain.florenza.describe import action_text
from domain.florenza.rules import bishop, capitano, clerics, market, placing, works
from domain.florenza.rules.activities import next_activity
from domain.florenza.rules.clerics import donate_options
from domain.florenza.rules.flow import start_options
from domain.florenza.rules.placing import art_options, free_people, occupy_options, plan_options
from domain.florenza.rules.setup import MAX_PLAYERS
from domain.florenza.state import State
from domain.shared.decider import LegalActions, described
from domain.shared.rng import Rng


def _fields(key: str, kind: str, fields: dict) -> tuple:
    return key, kind, fields


_make = described(_fields, action_text)


_LAST: tuple = (None, None, None)  # (state, seat, actions) last computed


def compute(s: State, seat: int) -> LegalActions:
    """All legal actions of `seat` (none when it is not this seat's decision); the last answer
    is kept (a bot's choice and `decide` ask about the same state one after the other)."""
    global _LAST
    last = _LAST
    if last[0] is s and last[1] == seat:
        return last[2]
    acts = LegalActions()
    stage = s.stage  # read once: a state's fields are costly to read
    if seat == s.seat and stage != "over":
        _STAGES[stage](s, seat, acts)
    _LAST = (s, seat, acts)
    return acts


def _made(key: str, kind: str, **fields) -> tuple:
    """(key, maker entry) of an action whose fields do not depend on the state, made once
    (fields are never mutated, so every list may share them)."""
    return key, (_make, (key, kind, fields))


def _put(acts: LegalActions, made: tuple) -> None:
    acts.keys.append(made[0])
    acts.makers.append(made[1])


_PASS = _made("pass", "pass")
_MARKET = _made("market", "market")
_DONATIONS = {(c, where): _made(f"donate {c} {where}", "donate", cleric=c, pulpit=where)
              for c in CLERICS for where in clerics.PULPITS}
_SELLS = {m: _made(f"sell {m}", "sell", material=m) for m in MATERIALS}
_BUYS = {m: _made(f"buy {m}", "buy", material=m) for m in MATERIALS}
_PICKS = {b: _made(f"pick {b}", "pick", building=b) for b in BUILDINGS}
_PLANS = {field: {b: _made(f"plan {b}", "plan", building=b, field=field) for b in BUILDINGS}
          for field in range(1, 6)}


def _start(s: State, seat: int, acts: LegalActions) -> None:
    for b in start_options(s):
        _put(acts, _PICKS[b])


def _guard(s: State, seat: int, acts: LegalActions) -> None:
    for v in capitano.guard_workers(s, seat):
        _put(acts, _GUARD_WORKERS[v])
    for a in capitano.guard_artists(s):
        _put(acts, _GUARD_ARTISTS[a])
    _put(acts, _PASS)


def _convert(s: State, seat: int, acts: LegalActions) -> None:
    for v in bishop.convert_targets(s, seat):
        _put(acts, _CONVERTS[v])
    for c in bishop.banish_targets(s):
        _put(acts, _BANISHES[c])
    _put(acts, _PASS)


_GUARD_WORKERS = [_made(f"guard {v}", "guard_worker", victim=v) for v in range(MAX_PLAYERS)]
_GUARD_ARTISTS = {a: _made(f"guard {a}", "guard_artist", artist=a) for a in ARTISTS}
_CONVERTS = [_made(f"convert {v}", "convert", victim=v) for v in range(MAX_PLAYERS)]
_BANISHES = {c: _made(f"banish {c}", "banish", cleric=c) for c in CLERICS}


def _place_parts(s: State, seat: int) -> tuple:
    """Phase 4's actions in their order, in parts: (how many in all, ((how many, fill, what),
    ...)), `fill(keys, makers, s, seat, what, start, stop)` adding the part's actions `start`
    to `stop` - 1 (keys and maker entries, as `LegalActions` holds them). `compute` fills them
    all; the random bot (`pick`) draws from the total and fills the one part its draw falls in
    (art options are dozens)."""
    if s.area[seat] <= 0:  # "Verfügbar sind nur die Arbeiter im Material-Bereich"
        return _ONLY_PASS
    occupied = occupy_options(s, seat)
    buildings = plan_options(s, seat)
    people = free_people(s.people, s.busy)  # asked once for both
    artworks, art = art_options(s, seat, people)
    donations, donate = donate_options(s, seat, people)
    occupations, plans = len(occupied), len(buildings)
    total = occupations + plans + artworks + donations + 1
    if seat in s.market:
        return total, ((occupations, _fill_occupy, occupied), (plans, _fill_plans, buildings),
                       (artworks, _fill_art, art), (donations, _fill_donations, donate),
                       _PASS_PART)
    return total + 1, ((occupations, _fill_occupy, occupied), (plans, _fill_plans, buildings),
                       (artworks, _fill_art, art), _MARKET_PART,
                       (donations, _fill_donations, donate), _PASS_PART)


def _fill_occupy(keys: list, makers: list, s: State, seat: int, options: tuple, start: int,
                 stop: int) -> None:
    quarters = s.quarters
    for owner, field in options[start:stop]:
        key, maker = _OCCUPIES[owner][field][quarters[owner][field - 1][0]][owner != seat]
        keys.append(key)
        makers.append(maker)


def _fill_plans(keys: list, makers: list, s: State, seat: int, buildings: tuple, start: int,
                stop: int) -> None:
    if buildings:
        _fill_listed(keys, makers, s, seat, (_PLANS[placing.free_field(s, seat)], buildings),
                     start, stop)


def _fill_art(keys: list, makers: list, s: State, seat: int, what: tuple, start: int,
              stop: int) -> None:
    for found in placing.listed_art(what, start, stop):
        made = _ARTS.get(found)
        if made is None:  # a few hundred in all (seat, field, artist): each made once
            made = _ARTS[found] = _made(found[2], "art", **_art_fields(*found))
        keys.append(found[2])
        makers.append(made[1])


def _fill_donations(keys: list, makers: list, s: State, seat: int, what: tuple, start: int,
                    stop: int) -> None:
    _fill_listed(keys, makers, s, seat, (_DONATIONS, clerics.listed_donations(what)), start,
                 stop)


def _fill_made(keys: list, makers: list, s: State, seat: int, made: tuple, start: int,
               stop: int) -> None:
    keys.append(made[0])
    makers.append(made[1])


_PASS_PART = (1, _fill_made, _PASS)
_MARKET_PART = (1, _fill_made, _MARKET)
_ONLY_PASS = (1, (_PASS_PART,))


def _market_parts(s: State, seat: int) -> tuple:
    """Phase 5's actions in their order, in parts (see `_place_parts`): trades are dozens."""
    sells, buys = market.sell_options(s, seat), market.buy_options(s, seat)
    pairs = market.trade_pairs(s, seat)
    trades = market.trade_count(pairs)
    return (len(sells) + len(buys) + trades + 1,
            ((len(sells), _fill_listed, (_SELLS, sells)), (len(buys), _fill_listed, (_BUYS, buys)),
             (trades, _fill_trades, pairs), _PASS_PART))


def _fill_listed(keys: list, makers: list, s: State, seat: int, what: tuple, start: int,
                 stop: int) -> None:
    """Actions made once (`_made`), looked up in a table by option."""
    made, options = what
    for option in options[start:stop]:
        key, maker = made[option]
        keys.append(key)
        makers.append(maker)


def _fill_trades(keys: list, makers: list, s: State, seat: int, pairs: list, start: int,
                 stop: int) -> None:
    for option in market.listed_trades(pairs, start, stop):
        key, maker = _TRADES[option]
        keys.append(key)
        makers.append(maker)


def _trade_fields(key: str, a: str, b: str, m: str) -> tuple:
    return key, "trade", {"give": [a, b], "get": m}


_trade_action = described(_trade_fields, action_text)
# (give, give, get) -> (key, maker entry): every trade's, made once (the market lists dozens)
_TRADES = {(a, b, m): (key, (_trade_action, (key, a, b, m)))
           for a in MATERIALS for b in MATERIALS for m in MATERIALS
           for key in (n.trade_key(a, b, m),)}


# owner -> field -> building -> [one's own, another family's]: its occupation, made once
_OCCUPIES = [{f: {b: [_made(key, "occupy", owner=owner, field=f, building=b, fame=fame)
                      for fame in (0, placing.FOREIGN_FAME)] for b in BUILDINGS}
              for f in range(1, 6) for key in (n.occupy_key(owner, f),)}
             for owner in range(MAX_PLAYERS)]


def _art_fields(art: str, artist: str, key: str) -> dict:
    return {"art": art, "work": n.work_name(art), "artist": artist,
            "talents": works.talents(art, artist)}


_ARTS: dict = {}  # (art key, artist, action key) of `placing.listed_art` -> its `_made`


def _complete_fields(key: str, work: str, artist: str, talent: str) -> tuple:
    return key, "complete", {"art": work, "artist": artist, "talent": talent,
                             "cost": works.cost(work, artist, talent)}


_COMPLETE_KEYS = {t: f"complete {t}" for a in ARTISTS.values() for t in a.talents}
_complete_action = described(_complete_fields, action_text)  # the cost made when asked


def _build(s: State, seat: int, acts: LegalActions) -> None:
    owner, field = next_activity(s)
    finish, abandon = _BUILDS[field][s.quarters[owner][field - 1][0]]
    _put(acts, finish)
    _put(acts, abandon)


# field -> building -> its actions in phase 6, made once
_BUILDS = {field: {b: (_made("finish", "finish", field=field, building=b,
                             cost=dict(BUILDINGS[b].cost)),
                       _made("abandon", "abandon", field=field, building=b))
                   for b in BUILDINGS} for field in range(1, 6)}


def _art_stage(s: State, seat: int, acts: LegalActions) -> None:
    work = works.next_work(s)
    artist = s.plans[work][1]
    for t in works.affordable_talents(s, work):
        key = _COMPLETE_KEYS[t]
        acts.keys.append(key)
        acts.makers.append((_complete_action, (key, work, artist, t)))
    made = _ABANDONED_ART.get((work, artist))
    if made is None:  # a few hundred in all (work, artist): each made once
        made = _ABANDONED_ART[work, artist] = _made("abandon", "abandon", art=work, artist=artist)
    _put(acts, made)


_ABANDONED_ART: dict = {}


def _every(parts_of):
    """A stage's actions from its parts: all of every part."""
    def every(s: State, seat: int, acts: LegalActions) -> None:
        keys, makers = acts.keys, acts.makers
        for count, fill, what in parts_of(s, seat)[1]:
            fill(keys, makers, s, seat, what, 0, count)
    return every


_PARTS = {"place": _place_parts, "market": _market_parts}  # the stages listing dozens
_STAGES = {"start": _start, "guard": _guard, "convert": _convert, "place": _every(_place_parts),
           "market": _every(_market_parts), "build": _build, "art": _art_stage}


def legal_actions(s: State, seat: int) -> LegalActions:
    return compute(s, seat)


def seats_to_act(s: State) -> tuple[int, ...]:
    seat = s.seat  # read once: a state's fields are costly to read
    return () if seat is None or s.stage == "over" else _ALONE[seat]


_ALONE = tuple((seat,) for seat in range(MAX_PLAYERS))  # made once: every decision asks


_PICKED: tuple = (None, None, None, None)  # (state, seat, key, its maker entry (maker, args))


def pick(s: State, seat: int, rng: Rng) -> str:
    """The random bot's key: what `domain.shared.bots.choose` draws from `compute(s, seat)`
    (one `rng.below` over all the actions, the same draw), but in phases 4 and 5 only the part
    the draw falls in is listed; its maker entry is kept for `decide`, which is asked next."""
    global _PICKED
    parts_of = _PARTS.get(s.stage)
    if parts_of is None or seat != s.seat:
        acts = compute(s, seat)
        keys = acts.keys
        if not keys:
            raise ValueError(f"seat {seat} has nothing to do")  # as the shared bot
        i = rng.below(len(keys))
        key = keys[i]
        _PICKED = (s, seat, key, acts.makers[i])
        return key
    total, parts = parts_of(s, seat)
    i = rng.below(total)  # never 0: one may always pass
    for count, fill, what in parts:
        if i < count:
            keys, makers = [], []  # not a LegalActions: one action, and none of its methods
            fill(keys, makers, s, seat, what, i, i + 1)
            key = keys[0]
            _PICKED = (s, seat, key, makers[0])
            return key
        i -= count
    raise AssertionError("the draw is below the sum of the counts")


def picked_action(s: State, seat: int, key: str) -> tuple | None:
    """(kind, fields) of the key the random bot just drew by `pick` for this state and seat,
    else None. A drawn key is a legal one, so already in its canonical spelling."""
    picked = _PICKED
    if picked[0] is s and picked[1] == seat and picked[2] == key:
        maker, args = picked[3]
        if maker is _make:  # made once (`_made`): its fields are at hand
            return args[1:]
        return maker.plain(*args)[1:]  # `described`: without the description, as `details`
    return None


def action_for_key(s: State, seat: int, key: str) -> tuple | None:
    """(kind, fields) of a legal key."""
    return picked_action(s, seat, key) or compute(s, seat).details(key)
