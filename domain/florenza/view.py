"""view(state, viewer): what a seat (or a spectator, viewer None) may see.

Florenza has no hidden hands: everything on the table is public (every family's florins,
materials, workers, points, quarter and works; the people under the "Leben in Florenz" cards;
the offices). Hidden while the game runs: the bag's order (only its size) and the dice seed.
A finished game shows the bag too."""
from __future__ import annotations

from domain.florenza.catalog import BOARD_ART, CATALOG, QUARTER_ART
from domain.florenza.legal import seats_to_act
from domain.florenza.rules.end_of_round import ROUNDS
from domain.florenza.rules.scoring import score
from domain.florenza.rules.supply import goods_dict
from domain.florenza.state import State, art_key, church


def _work(s: State, key: str, field) -> dict:
    plan = s.plans.get(key)
    return {"work": field.id, "key": key, "place": field.place, "name": field.name,
            "talents": list(field.talents), "cost": dict(field.cost), "fame": field.fame,
            "bishop": field.bishop, "income": dict(field.income),
            "crest": s.works.get(key),
            "planned": None if plan is None else {"seat": plan[0], "artist": plan[1]}}


def _quarter_field(f, i: int) -> dict:
    if f is None:
        return {"field": i, "building": None, "finished": False, "worker": None}
    return {"field": i, "building": f[0], "finished": f[1], "worker": f[2]}


def _player(s: State, seat: int) -> dict:
    return {"seat": seat, "florins": s.florins[seat], "goods": goods_dict(s.goods[seat]),
            "fame": s.fame[seat], "certificates": s.certificates[seat],
            "bishop_points": s.bishop_pts[seat], "supply_workers": s.reserve[seat],
            "area_workers": s.area[seat], "placed_workers": s.placed_workers(seat),
            "quarter": [_quarter_field(f, i + 1) for i, f in enumerate(s.quarters[seat])],
            "works": [_work(s, art_key(seat, f.id), f) for f in QUARTER_ART.values()],
            "church_cleric": (s.pulpits.get(church(seat)) or (None,))[0],
            "at_market": seat in s.market, "passed": seat in s.passed,
            "score": score(s, seat)}


def _people(s: State) -> list[dict]:
    return [{"person": p, "card": c, "status": s.busy.get(p)} for p, c in s.people.items()]


def view(s: State, viewer: int | None) -> dict:
    over = s.stage == "over"
    out = {
        "game": "florenza",
        "variant": s.variant,
        "players_count": s.n,
        "round": s.round,
        "rounds": ROUNDS,
        "stage": s.stage,
        "current_seat": s.seat,
        "seats_to_act": list(seats_to_act(s)),
        "order": list(s.order),
        "captain": s.captain,
        "bishop": s.bishop,
        "guarded_worker": s.guarded,
        "guarded_artist": s.reserved,
        "life_cards": [{"number": i + 1, "name": name}
                       for i, name in enumerate(CATALOG.life_cards)],
        "people": _people(s),
        "bag_size": len(s.bag),
        "stock": goods_dict(s.stock),
        "tiles": dict(s.tiles),
        "board": [_work(s, k, f) for k, f in BOARD_ART.items()],
        "pulpits": {k: {"cleric": c, "seat": who} for k, (c, who) in s.pulpits.items()},
        "market": list(s.market),
        "market_used": sorted(s.used),
        "masterpieces": sorted(s.masterpieces),
        "players": [_player(s, seat) for seat in range(s.n)],
        "result": s.result,
    }
    if over:
        out["bag"] = list(s.bag)
    return out


def reveal(s: State) -> dict:
    """Everything at any moment (a finished game's replay): the bag's order too."""
    out = view(s, None)
    out["bag"] = list(s.bag)
    return out


def views(s: State, viewers) -> list[dict]:
    """`view` for several viewers at once: nothing differs between seats, so one is built."""
    base = view(s, None)
    return [base for _ in viewers]
