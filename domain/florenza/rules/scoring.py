"""End of the game: +1 per fame in certificates, +1 per fame on the track, +1 for the captain
and +1 for the bishop named in phase 8 of the last round, +1 per 3 materials, +1 per 300
florins; -1 per building field of one's quarter without a building, -1 per work of art of
one's palace and church not completed (phase 7 settles every planned work, so at the end these
are the fields without a crest; docs/florenza-rules-notes.md), -4 without a completed work in
one's palace, -4 without one in one's church. Most points win;
ties: most materials, then most money, then a shared victory."""
from __future__ import annotations

from domain.florenza.catalog import QUARTER_ART
from domain.florenza.state import State, art_key

NO_SET_PENALTY = 4


def score(s: State, seat: int) -> dict:
    mine = [art_key(seat, f) for f in QUARTER_ART]
    done = {k for k in mine if s.works.get(k) == seat}
    empty = sum(1 for f in s.quarters[seat] if f is None or not f[1])
    places = {QUARTER_ART[k.partition(":")[2]].place for k in done}
    out = {"certificates": s.certificates[seat], "fame": s.fame[seat],
           "captain": int(s.captain == seat), "bishop": int(s.bishop == seat),
           "materials": sum(s.goods[seat]) // 3, "florins": s.florins[seat] // 300,
           "empty_fields": -empty, "unfinished_works": len(done) - len(mine),
           "no_palace_work": 0 if "palace" in places else -NO_SET_PENALTY,
           "no_church_work": 0 if "church" in places else -NO_SET_PENALTY}
    out["total"] = sum(out.values())
    out["tiebreak"] = [sum(s.goods[seat]), s.florins[seat]]
    return out


def scores(s: State) -> list[dict]:
    return [score(s, seat) for seat in range(s.n)]


def rank(scores: list[dict]) -> tuple[list, list, list]:
    """(ranking best first, rank per seat, winners)."""
    key = [(sc["total"], *sc["tiebreak"]) for sc in scores]
    ranking = sorted(range(len(scores)), key=lambda seat: (tuple(-x for x in key[seat]), seat))
    ranks = [sum(1 for other in key if other > mine) for mine in key]
    return ranking, ranks, [seat for seat in ranking if ranks[seat] == 0]
