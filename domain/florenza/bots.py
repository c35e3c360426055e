"""Bots: `random` (uniform over the legal actions) and `greedy` (a one-step heuristic valuing
each action in end-game points: a work of art it can pay for after what it already owes, its
fame and the penalties it avoids; a workshop's products; a building it can pay for, by the
rounds left; workers from a sermon; the market for what its plans lack; it always finishes
what it can pay). Both only choose among `legal_actions` and take their randomness from the Rng
they are given, so a bot game is reproducible from its seeds."""
from __future__ import annotations

from domain.florenza.catalog import ARTISTS, BUILDINGS, CLERICS, QUARTER_ART
from domain.florenza.legal import compute, pick
from domain.florenza.rules import works
from domain.florenza.rules.end_of_round import ROUNDS
from domain.florenza.rules.supply import plus
from domain.florenza.state import M_INDEX, State, art_field, art_key
from domain.shared import bots
from domain.shared.rng import Rng

BOT_KINDS = bots.BOT_KINDS
WORTH = {"florins": 1 / 250, "fame": 1.0, "bishop": 0.5, "workers": 0.3}
MATERIAL_WORTH = 0.4


def worth(amounts: dict) -> float:
    """Rough end-game points of an amount dict."""
    return sum(v * WORTH.get(k, MATERIAL_WORTH) for k, v in amounts.items())


def owed(s: State, seat: int) -> dict:
    """What the seat's plans will ask in phases 6 and 7 (the cheapest talent of each work)."""
    parts = [BUILDINGS[f[0]].cost for f in s.quarters[seat] if f is not None and not f[1]]
    for key, (who, artist) in s.plans.items():
        if who == seat:
            parts.append(min((works.cost(key, artist, t) for t in works.talents(key, artist)),
                             key=worth))
    return plus(*parts)


def lacking(s: State, seat: int, extra: dict) -> dict:
    """What the seat lacks to pay its plans and `extra`."""
    need = plus(owed(s, seat), extra)
    out = {}
    for k, v in need.items():
        have = s.florins[seat] if k == "florins" else s.goods[seat][M_INDEX[k]]
        if v > have:
            out[k] = v - have
    return out


def _mean(values) -> float:
    return sum(values) / len(values)


def _art_score(s: State, seat: int, f: dict) -> float:
    key, artist = f["art"], f["artist"]
    best = max(f["talents"], key=lambda t: _mean(ARTISTS[artist].talents[t].fame))
    if lacking(s, seat, works.cost(key, artist, best)):
        return -1.0
    field, owner = art_field(key)
    dice = 2 if field.place == "cathedral" else 1
    fame = _mean(ARTISTS[artist].talents[best].fame) + 0.4 * (dice - 1)
    value = fame + field.fame + 0.5 * field.bishop - worth(works.cost(key, artist, best)) * 0.5
    if owner is not None:
        done = [k for k in QUARTER_ART if QUARTER_ART[k].place == field.place
                and (art_key(seat, k) in s.works or art_key(seat, k) in s.plans)]
        value += 1 + (4 if not done else 0) + (2 if len(done) == 3 else 0)
    return value + worth(field.income) * (ROUNDS - s.round)


def _building_score(s: State, seat: int, b: str) -> float:
    building = BUILDINGS[b]
    left = ROUNDS - s.round
    if s.stage != "start" and lacking(s, seat, building.cost):
        return -1.0
    per_round = worth(building.income) or 0.6 * worth(building.produces)
    return 1 + building.fame_on_completion + per_round * left * 0.5 - 0.3 * worth(building.cost)


def _donate_score(s: State, seat: int, f: dict) -> float:
    c = CLERICS[f["cleric"]]
    if lacking(s, seat, {"florins": c.cost}):
        return -1.0
    return (_mean(c.sermon) * 0.5 * (s.area[seat] < 3) + c.fame + 0.5 * c.bishop
            - c.cost / 250)


def _market_score(s: State, seat: int, a) -> float:
    f = a.fields
    short = lacking(s, seat, {})
    if a.kind == "buy":
        return 1.0 if f["material"] in short and "florins" not in lacking(
            s, seat, {"florins": 200}) else -0.1
    if a.kind == "sell":
        m = f["material"]
        spare = s.goods[seat][M_INDEX[m]] - owed(s, seat).get(m, 0)
        return 0.5 if "florins" in short and spare > 0 else (0.05 if spare > 2 else -0.1)
    if a.kind == "trade":
        spare = all(s.goods[seat][M_INDEX[m]] - owed(s, seat).get(m, 0) >= f["give"].count(m)
                    for m in set(f["give"]))
        return 0.9 if f["get"] in short and spare else -0.1
    return 0.0


def _score(s: State, seat: int, a) -> float:
    k, f = a.kind, a.fields
    if k in ("pick", "plan"):
        return _building_score(s, seat, f["building"])
    if k == "occupy":
        return worth(BUILDINGS[f["building"]].produces) - f["fame"] * 1.5
    if k == "art":
        return _art_score(s, seat, f)
    if k == "donate":
        return _donate_score(s, seat, f)
    if k == "market":
        return 0.6 if lacking(s, seat, {}) and seat not in s.market else 0.1
    if k in ("sell", "buy", "trade"):
        return _market_score(s, seat, a)
    if k == "complete":
        artist = ARTISTS[f["artist"]]
        return 10 + _mean(artist.talents[f["talent"]].fame) - worth(f["cost"]) * 0.1
    if k == "finish":
        return 10.0
    if k in ("guard_worker", "convert"):
        return 0.5 + 0.1 * s.fame[f["victim"]]
    if k in ("guard_artist", "banish"):
        return 0.2
    return 0.0  # pass, abandon


def choose(s: State, seat: int, kind: str, rng: Rng) -> str:
    if kind == "random":
        return pick(s, seat, rng)
    return bots.choose(compute(s, seat), seat, kind, rng, lambda a: _score(s, seat, a))
