"""Why a key was refused: a typed RuleViolation naming the rule (codes are a public contract,
listed in docs/florenza-notation.md). Only called for keys that are not legal."""
from __future__ import annotations

from domain.florenza.catalog import ARTISTS, BOARD_ART, BUILDINGS, CLERICS, MATERIALS, QUARTER_ART
from domain.florenza.legal import compute, seats_to_act
from domain.florenza.notation import VERBS
from domain.florenza.rules import clerics, market, placing
from domain.florenza.rules.supply import FAME_FLOOR
from domain.florenza.state import State, art_key
from domain.shared.errors import MalformedAction, NotYourTurn, RuleViolation

_STAGE_VERBS = {
    "start": ("pick",), "guard": ("guard", "pass"), "convert": ("convert", "banish", "pass"),
    "place": ("occupy", "plan", "art", "market", "donate", "pass"),
    "market": ("sell", "buy", "trade", "pass"), "build": ("finish", "abandon"),
    "art": ("complete", "abandon"),
}
_STAGE_TEXT = {"start": "choose a start building (pick)", "guard": "guard or pass (captain)",
               "convert": "convert, banish or pass (bishop)",
               "place": "place a worker or pass", "market": "trade at the market or pass",
               "build": "finish or abandon a building", "art": "complete or abandon a work"}


def _v(code: str, text: str) -> RuleViolation:
    return RuleViolation(code, text)


def _occupy(s: State, seat: int, w: list) -> RuleViolation | None:
    owner, dot, field = (w[1] if len(w) == 2 else "").partition(".")
    if not (dot and owner.isdigit() and field in ("1", "2", "3", "4", "5")):
        return MalformedAction("expected `occupy <seat>.<field 1-5>`, e.g. `occupy 1.2`")
    owner, field = int(owner), int(field)
    if owner >= s.n:
        return _v("unknown_seat", f"there is no seat {owner}")
    f = s.quarters[owner][field - 1]
    if f is None or not f[1]:
        return _v("no_finished_building", f"field {field} of seat {owner} holds no finished "
                  "building")
    if not BUILDINGS[f[0]].occupiable:
        return _v("house_not_occupiable", "a Casa, Casamento or Palagio works only in phase 1")
    if f[2] is not None:
        return _v("field_occupied", "a worker already stands there")
    if owner != seat and s.fame[seat] <= FAME_FLOOR:
        return _v("fame_too_low", "at -3 fame you may not occupy another family's building")
    return None


def _plan(s: State, seat: int, w: list) -> RuleViolation | None:
    if len(w) != 2 or w[1] not in BUILDINGS:
        return MalformedAction(f"expected `plan <building>`: {', '.join(BUILDINGS)}")
    if placing.free_field(s, seat) is None:
        return _v("quarter_full", "every field of your quarter holds a building")
    if s.tiles[w[1]] <= 0:
        return _v("no_tile_left", f"no {BUILDINGS[w[1]].name} tile is left in the supply")
    return None


def _art(s: State, seat: int, w: list) -> RuleViolation | None:
    if len(w) != 3 or (w[1] not in QUARTER_ART and w[1] not in BOARD_ART) or w[2] not in ARTISTS:
        return MalformedAction("expected `art <work> <artist>`, e.g. `art palace.1 giotto`")
    key = art_key(seat, w[1])
    if key in s.works:
        return _v("work_completed", "that work of art is already completed")
    if key in s.plans:
        return _v("work_planned", "a worker already stands on that work of art")
    artist = w[2]
    if artist not in s.people:
        return _v("artist_not_in_florence", f"{ARTISTS[artist].name} is not under the cards")
    if artist not in placing.free_artists(s, seat):
        return _v("artist_unavailable", f"{ARTISTS[artist].name} is hired or guarded")
    field = (QUARTER_ART.get(w[1]) or BOARD_ART[w[1]])
    return _v("talent_mismatch", f"{ARTISTS[artist].name} has none of the talents "
              f"{', '.join(field.talents)}")


def _donate(s: State, seat: int, w: list) -> RuleViolation | None:
    if len(w) != 3 or w[1] not in CLERICS or w[2] not in clerics.PULPITS:
        return MalformedAction("expected `donate <cleric> church|pulpit`")
    c = w[1]
    if c not in s.people:
        return _v("cleric_not_in_florence", f"{CLERICS[c].name} is not under the cards")
    if c in s.busy:
        return _v("cleric_unavailable", f"{CLERICS[c].name} already preaches or is banished")
    if w[2] not in clerics.free_pulpits(s, seat):
        return _v("pulpit_taken", "that pulpit is taken (the cathedral's only once completed)")
    return _v("cannot_afford", f"you cannot pay what {CLERICS[c].name} asks")


def _trade(s: State, seat: int, w: list) -> RuleViolation | None:
    verb = w[0]
    if verb in ("sell", "buy") and (len(w) != 2 or w[1] not in MATERIALS):
        return MalformedAction(f"expected `{verb} <material>`: {', '.join(MATERIALS)}")
    if verb == "trade" and (len(w) != 3 or w[2] not in MATERIALS
                            or not all(m in MATERIALS for m in w[1].split("+"))):
        return MalformedAction("expected `trade <m>+<m> <m>`, e.g. `trade wood+wood gold`")
    if verb in s.used:
        return _v("option_used", f"you have already used {verb} at this market")
    if verb == "buy" and s.florins[seat] < market.BUY:
        return _v("cannot_afford", "buying costs 200 florins")
    return _v("material_missing", "you or the supply lack that material")


def _place(s: State, seat: int, w: list) -> RuleViolation | None:
    verb = w[0]
    if verb != "pass" and s.area[seat] <= 0:
        return _v("no_worker", "no worker left in your material area")
    if verb == "market" and seat in s.market:
        return _v("market_once", "at most one worker per family at the market")
    return {"occupy": _occupy, "plan": _plan, "art": _art, "donate": _donate}.get(
        verb, lambda *a: None)(s, seat, w)


def _illegal(s: State, seat: int, key: str) -> RuleViolation:
    legal = compute(s, seat).keys[:12]
    return _v("illegal_action", f"{key!r} is not a legal action now; legal: "
              + "; ".join(legal))


def diagnose(s: State, seat: int, key: str) -> RuleViolation:
    words = key.split()
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.n:
        return _v("unknown_seat", f"there is no seat {seat}")
    if not words or words[0] not in VERBS:
        return MalformedAction(f"unknown action {key!r}; actions start with one of "
                               f"{', '.join(VERBS)}")
    if seat not in seats_to_act(s):
        return NotYourTurn()
    if words[0] not in _STAGE_VERBS[s.stage]:
        return _v("wrong_stage", f"now {_STAGE_TEXT[s.stage]}")
    found = None
    if s.stage == "place":
        found = _place(s, seat, words)
    elif s.stage == "market":
        found = _trade(s, seat, words) if words[0] != "pass" else None
    return found or _illegal(s, seat, key)
