"""Patrizier facts computed from engine states, to check the read side and the API against."""
from __future__ import annotations

from domain.patrizier import GAME as ENGINE
from domain.patrizier.catalog import CITIES
from domain.patrizier.rules.final_scoring import heads_count


def final_facts(states) -> dict:
    """Patrizier's analytics computed straight from the engine's final states: {"seats",
    "turns" (by position from the start seat): {key: [games, wins, score]}, "sizes": {floors:
    {games, inPlay, scored, tiles, fame, winnerTiles, winnerFame, both}}, "heads": {head:
    [seats, heads, sets, winner seats, winner sets]}}."""
    seats: dict[int, list] = {}
    turns: dict[int, list] = {}
    sizes: dict[int, dict] = {}
    heads: dict[str, list] = {}
    for s in states:
        o = ENGINE.outcome(s)
        won = set(o.winners)
        for seat in range(s.n):
            w = int(seat in won)
            for table, key in ((seats, seat), (turns, (seat - s.start_seat) % s.n)):
                row = table.setdefault(key, [0, 0, 0])
                row[0], row[1], row[2] = row[0] + 1, row[1] + w, row[2] + o.scores[seat]
            for head, n in heads_count(s.played[seat]).items():
                row = heads.setdefault(head, [0, 0, 0, 0, 0])
                for i, v in enumerate((1, n, n // 3, w, w * (n // 3))):
                    row[i] += v
        for size in {CITIES[c].floors for c in s.cities}:
            sizes.setdefault(size, {"games": 0, "inPlay": 0, "scored": 0, "tiles": 0,
                                    "fame": 0, "winnerTiles": 0, "winnerFame": 0,
                                    "both": 0})["games"] += 1
        for city in s.cities:
            row = sizes[CITIES[city].floors]
            row["inPlay"] += 1
            row["scored"] += city in s.scored
            owners = [seat for seat in range(s.n) for c, _ in s.fame[seat] if c == city]
            row["both"] += len(owners) == 2 and owners[0] == owners[1]
        for seat in range(s.n):
            for city, fame in s.fame[seat]:
                row = sizes[CITIES[city].floors]
                row["tiles"] += 1
                row["fame"] += fame
                row["winnerTiles"] += seat in won
                row["winnerFame"] += fame if seat in won else 0
    return {"seats": seats, "turns": turns, "sizes": sizes, "heads": heads}
