"""Why a key was refused: a typed RuleViolation naming the rule (codes are a public contract,
listed in docs/patrizier-notation.md). Only called for keys that are not legal."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS, CITIES
from domain.patrizier.describe import card_text, city_name
from domain.patrizier.legal import compute, seats_to_act
from domain.patrizier.notation import VERBS, parse_site
from domain.patrizier.rules.building import floors_to_build, leaves_a_site_empty
from domain.patrizier.state import State
from domain.shared.errors import MalformedAction, NotYourTurn, RuleViolation

_STAGE_VERB = {"play": "play", "move": "move", "take": "take"}
_STAGE_TEXT = {"play": "play a card", "move": "decide whether to move a floor",
               "take": "choose the card to take"}


def _sites(s: State, words: list[str]) -> list[tuple[str, int]] | RuleViolation:
    out = []
    for w in words:
        site = parse_site(w)
        if site is None or site[0] not in CITIES:
            return MalformedAction(f"{w!r} is not a tower: write <city>.<1|2>, e.g. bologna.1")
        if site[0] not in s.cities:
            return RuleViolation("city_not_in_play", f"{city_name(site[0])} is not in this game")
        out.append(site)
    return out


def _play(s: State, seat: int, words: list[str]) -> RuleViolation | None:
    if len(words) < 2 or not (words[1].isascii() and words[1].isdigit()):
        return MalformedAction("expected `play <card> [<city>.<1|2> ...]`, e.g. "
                               "`play 12 firenze.1 firenze.2`")
    card = int(words[1])
    if card not in CARDS:  # no such card at all: not a key of the notation
        return MalformedAction(f"there is no card {card}: cards are numbered 1-{max(CARDS)}")
    if card not in s.hands[seat]:
        return RuleViolation("card_not_in_hand", f"card {card} is not in your hand")
    sites = _sites(s, words[2:])
    if isinstance(sites, RuleViolation):
        return sites
    city = CARDS[card].city
    wrong = [c for c, _ in sites if c != city]
    if wrong:
        return RuleViolation("wrong_city", f"{card_text(card)} builds in {city_name(city)}, "
                             f"not in {city_name(wrong[0])}")
    k = floors_to_build(s, seat, card)
    if len(sites) != k:
        why = "" if k == CARDS[card].crests else " (as many as your supply holds)"
        return RuleViolation("wrong_floor_count", f"{card_text(card)} builds {k} floor(s)"
                             f"{why}: name one tower for each")
    if leaves_a_site_empty(s, city, tuple(t for _, t in sites)):
        return RuleViolation("tower_left_empty", f"the last floor of {city_name(city)} must go "
                             "on its empty site: every tower needs at least one floor")
    return None


def _move(s: State, seat: int, words: list[str]) -> RuleViolation | None:
    sites = _sites(s, words[1:2]) if len(words) == 2 else MalformedAction(
        "expected `move <city>.<1|2>` or `move none`")
    if isinstance(sites, RuleViolation):
        return sites
    city, tower = sites[0]
    if city == s.turn_city:
        return RuleViolation("city_just_built", f"you just built in {city_name(city)}: move "
                             "in another city")
    if city in s.scored:
        return RuleViolation("city_scored", f"{city_name(city)} is already scored")
    if not any(seat in t for t in s.towers[city]):
        return RuleViolation("no_floor_owned", f"you own no floor in {city_name(city)}")
    if not s.towers[city][tower - 1]:
        return RuleViolation("empty_tower", f"{city_name(city)} tower {tower} has no floor")
    return None


def _take(s: State, seat: int, words: list[str]) -> RuleViolation | None:
    if len(words) != 2 or words[1] not in CITIES:
        return MalformedAction("expected `take <city>`, e.g. `take roma`")
    city = words[1]
    if city not in s.cities:
        return RuleViolation("city_not_in_play", f"{city_name(city)} is not in this game")
    if s.display[city] is None:
        return RuleViolation("no_card_there", f"no card lies beside {city_name(city)}")
    return None


def _illegal(s: State, seat: int, key: str) -> RuleViolation:
    """When no specific rule explains the refusal: the legal keys, so the caller can retry."""
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
        return NotYourTurn()
    verb, stage = words[0], s.stage
    if verb != _STAGE_VERB[stage]:
        if stage == "play":
            return RuleViolation("nothing_pending", f"no {verb} decision is pending: play a "
                                 "card first")
        return RuleViolation("decision_pending", f"first {_STAGE_TEXT[stage]}")
    found = {"play": _play, "move": _move, "take": _take}[verb](s, seat, words)
    return found or _illegal(s, seat, key)
