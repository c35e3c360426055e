"""Bots: `random` (uniform over the legal actions) and `greedy` (a one-step heuristic: power
points a track field brings, what goods are worth towards the next province or office, what
travel and lying down cost). Both only choose among `legal_actions` and take their randomness
from the Rng they are given, so a bot game is reproducible from its seeds."""
from __future__ import annotations

from domain.ilvecchio.catalog import TOWNS
from domain.ilvecchio.legal import compute
from domain.ilvecchio.rules.offices import price
from domain.ilvecchio.rules.scoring import majority
from domain.ilvecchio.rules.towns import gains
from domain.ilvecchio.rules.tracks import field_stats, next_field
from domain.ilvecchio.rules.travel import DIST
from domain.ilvecchio.state import State
from domain.shared.rng import Rng

BOT_KINDS = ("random", "greedy")
WORTH = {"florins": 0.3, "scrolls": 1.1, "coaches": 0.5, "bishops": 0.6, "assassin": 1.2,
         "knight": 1.2, "abbot": 1.2}
TILE_WORTH = 1.5  # a province tile's one-off function; an office tile's points or bonus


ENOUGH = {"florins": 10, "scrolls": 2, "coaches": 1, "bishops": 1, "assassin": 2,
          "knight": 2, "abbot": 2}  # beyond this a token is worth a quarter
_SLOT = {g: i for i, g in enumerate(("florins", "scrolls", "coaches", "bishops", "assassin",
                                     "knight", "abbot"))}


def _goods(delta: dict, have: tuple = ()) -> float:
    total = 0.0
    for k, v in delta.items():
        held = have[_SLOT[k]] if have else 0
        if v > 0 and held >= ENOUGH[k]:
            total += 0.25 * WORTH[k] * v
        else:
            total += WORTH[k] * v
    return total


def _travel(f: dict) -> float:
    if f["coach"] is None:
        return 0.0
    return WORTH["coaches"] if f["coach"] else WORTH["florins"] * DIST[(f["origin"], f["town"])]


def _track(s: State, seat: int, track: str, base: float) -> float:
    seats = s.tracks[track]
    gain = base + field_stats(track, next_field(s, track)).points
    if majority(s, track) != seat and seats.count(seat) + 1 >= max(
            (seats.count(x) for x in set(seats)), default=0):
        gain += 2.0  # taking or tying the majority
    if seat not in seats:
        gain += 1.0  # towards a member on every track
    return gain


def _score(s: State, seat: int, a) -> float:
    f, kind = a.fields, a.kind
    if kind == "town":
        colour = TOWNS[f["town"]].colour
        lay = 0.0 if f["bishop"] else 0.5
        return _goods(gains(s, seat, colour, f["take"], f["buy"]), s.goods[seat]) - _travel(f) - lay - (
            WORTH["bishops"] if f["bishop"] else 0.0)
    if kind == "province":
        paid = {p: -f["payment"].count(p) for p in set(f["payment"])}
        florins = 0 if "chiesa-3" in f["using"] else field_stats(
            f["region"], next_field(s, f["region"])).cost
        paid["florins"] = -florins
        return _track(s, seat, f["region"], TILE_WORTH) + _goods(paid) - _travel(f) - \
            0.8 * len(f["using"])
    if kind == "office":
        paid = {k: -v for k, v in price(s, f["track"]).items()}
        return _track(s, seat, f["track"], TILE_WORTH + 0.5) + _goods(paid) - _travel(f)
    if kind == "recover":
        return 0.3 + 0.6 * sum(s.down[seat])
    if kind == "reinforce":
        return 1.0
    if kind == "use":
        return 0.4
    if kind == "pass":
        return 1.5 if f["whole"] else 0.0
    if kind == "tribute":
        return -WORTH[f["good"]] * (3 if f["good"] == "florins" else 1)
    if kind == "member":
        return -0.5 if f["how"] == "lay" else -1.0
    if kind in ("place", "setup_place"):
        towns = f.get("towns") or [f.get("town")]
        if towns == [None]:
            return 0.0
        return sum(1.0 + (0.6 if TOWNS[t].colour in ("red", "florence") else 0.0)
                   + (0.4 if t in s.intermediaries.values() else 0.0) for t in towns)
    return 0.0  # choose, pick, bonus: any will do


def choose(s: State, seat: int, kind: str, rng: Rng) -> str:
    acts = compute(s, seat)
    if not acts:
        raise ValueError(f"seat {seat} has nothing to do")
    if kind == "random":
        keys = acts.keys
        return keys[rng.below(len(keys))]
    if kind == "greedy":
        best, best_score = acts.keys[0], float("-inf")
        for a in acts:
            sc = _score(s, seat, a) + rng.below(1000) * 1e-6
            if sc > best_score:
                best, best_score = a.key, sc
        return best
    raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")
