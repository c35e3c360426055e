"""Why a key was refused: a typed RuleViolation naming the rule (codes are a public contract,
listed in docs/ilvecchio-notation.md). Only called for keys that are not legal."""
from __future__ import annotations

from domain.ilvecchio.catalog import FLORENCE, REGION_OF_TOWN, TILES, TOWNS, TRACKS
from domain.ilvecchio.legal import compute, seats_to_act
from domain.ilvecchio.notation import MAIN_VERBS, VERBS, parse_route
from domain.ilvecchio.rules.offices import SCROLLS
from domain.ilvecchio.rules.provinces import TOWNS as RED_TOWNS
from domain.ilvecchio.rules.towns import TARGETS
from domain.ilvecchio.rules.tracks import open_to
from domain.ilvecchio.rules.travel import DIST
from domain.ilvecchio.state import G, State, event_pending, own_pending
from domain.shared.errors import MalformedAction, NotYourTurn, RuleViolation

_ANSWER = {"council_start": "choose", "setup_place": "place", "place": "place",
           "province_pick": "pick", "office_pick": "pick", "tribute": "tribute",
           "member": "lay|return", "bonus_follower": "bonus"}
_TEXT = {"council_start": "choose your start council tile", "setup_place": "place two members",
         "place": "place a member (or `place none`)", "province_pick": "pick a province tile",
         "office_pick": "pick one of the tiles you drew", "tribute": "pay the tribute",
         "member": "lay a member down or take one back", "bonus_follower": "take your follower"}


def _route(s: State, seat: int, word: str, targets) -> RuleViolation | None:
    origin, town, coach = parse_route(word)
    for t in (origin, town):
        if t not in TOWNS:
            return MalformedAction(f"{t!r} is not a town; routes are <town>, <from>><town> "
                                   "or <from>><town>:coach")
    if town not in targets:
        return None  # the action names why
    if not s.up[seat][TOWNS[origin].index]:
        return RuleViolation("no_standing_member", f"you have no standing member in "
                             f"{TOWNS[origin].name}")
    if coach and not s.goods[seat][G["coaches"]]:
        return RuleViolation("no_coach", "you have no coach to travel with")
    if coach is False and DIST[(origin, town)] > s.goods[seat][G["florins"]]:
        return RuleViolation("not_enough_florins", f"the road from {TOWNS[origin].name} to "
                             f"{TOWNS[town].name} costs {DIST[(origin, town)]} florins")
    return None


def _target(words: list[str]) -> str | None:
    return parse_route(words[1])[1] if len(words) > 1 else None


def _main(s: State, seat: int, verb: str, words: list[str]) -> RuleViolation | None:
    if verb == "pass" and not s.double:
        return RuleViolation("no_double_turn", "only a double turn can be given up")
    if verb == "reinforce" and not s.supply[seat]:
        return RuleViolation("no_member_in_supply", "no family member is left in your supply")
    if verb == "use":
        tile = words[1] if len(words) > 1 else None
        if tile not in TILES or tile.split("-")[0] not in ("milano", "venezia", "chiesa"):
            return MalformedAction("expected `use <province tile> [...]`, e.g. `use milano-2`")
        if tile not in s.provinces[seat]:
            return RuleViolation("tile_not_owned", f"you do not own {tile}")
        if tile in s.used[seat]:
            return RuleViolation("tile_used", f"{tile} is already used")
        return None
    if verb not in ("town", "province", "office"):
        return None
    if len(words) < 3:
        return MalformedAction(f"expected `{verb} <route> ...`, see the notation")
    town = _target(words)
    targets = {"town": TARGETS, "province": RED_TOWNS, "office": (FLORENCE,)}[verb]
    problem = _route(s, seat, words[1], targets)
    if problem:
        return problem
    if town not in targets:
        where = {"town": "a town with a symbol", "province": "a red town (Vernio, Vicchio, "
                 "Sovicille)", "office": "Florence"}[verb]
        return RuleViolation("wrong_town", f"this action needs a member in {where}")
    if verb == "office":
        track = words[2]
        if track not in ("council", "nobility"):
            return MalformedAction("the office track is `council` or `nobility`")
        if s.goods[seat][G["scrolls"]] < SCROLLS:
            return RuleViolation("not_enough_scrolls", "an office costs 2 scrolls")
        if not open_to(s, track):
            return RuleViolation("track_full", f"the {TRACKS[track].name} track is full")
    if verb == "province":
        region = REGION_OF_TOWN[town]
        if not open_to(s, region):
            return RuleViolation("track_full", f"the {TRACKS[region].name} track is full")
    if verb == "town" and not s.goods[seat][G["bishops"]] and "bishop" not in words:
        colour = TOWNS[town].colour
        if colour != "green" and s.intermediaries.get(colour) != town:
            return RuleViolation("no_intermediary", f"no intermediary is in {TOWNS[town].name} "
                                 "and you have no bishop")
    return None


def _illegal(s: State, seat: int, key: str) -> RuleViolation:
    legal = compute(s, seat).keys[:12]
    return RuleViolation("illegal_action", f"{key!r} is not a legal action now; legal: "
                         + "; ".join(legal))


def diagnose(s: State, seat: int, key: str) -> RuleViolation:
    words = key.split()
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.n:
        return RuleViolation("unknown_seat", f"there is no seat {seat}")
    if not words or words[0] not in VERBS:
        return MalformedAction(f"unknown action {key!r}; actions start with one of "
                               f"{', '.join(VERBS)}")
    if seat not in seats_to_act(s):
        if event_pending(s) and words[0] in MAIN_VERBS and seat == s.seat:
            return RuleViolation("event_pending", "every seat must first answer the "
                                 "Il Vecchio event")
        return NotYourTurn()
    verb = words[0]
    p = own_pending(s, seat)
    if p is not None:
        if verb not in _ANSWER[p.kind].split("|"):
            return RuleViolation("decision_pending", f"first {_TEXT[p.kind]}")
        return _illegal(s, seat, key)
    if verb not in MAIN_VERBS:
        return RuleViolation("nothing_pending", f"no {verb} decision is pending: take an action")
    return _main(s, seat, verb, words) or _illegal(s, seat, key)
