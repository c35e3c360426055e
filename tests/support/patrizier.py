"""Patrizier facts computed from engine states, to check the read side and the API against."""
from __future__ import annotations

from domain.patrizier import GAME as ENGINE
from domain.patrizier.catalog import CITIES
from domain.patrizier.rules.final_scoring import heads_count

SIZE_KEYS = ("games", "cities_in_play", "cities_scored", "tiles_won", "fame_won",
             "tiles_won_by_winners", "fame_won_by_winners", "both_tiles_won")


def final_facts(states) -> dict:
    """Patrizier's analytics computed straight from the engine's final states: {"seats",
    "turns" (by position from the start seat): {key: [games, wins, score]}, "sizes": {floors:
    {games, cities_in_play, cities_scored, tiles_won, fame_won, tiles_won_by_winners,
    fame_won_by_winners, both_tiles_won}} (named as the read model names them), "heads": {head:
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
            sizes.setdefault(size, dict.fromkeys(SIZE_KEYS, 0))["games"] += 1
        for city in s.cities:
            row = sizes[CITIES[city].floors]
            row["cities_in_play"] += 1
            row["cities_scored"] += city in s.scored
            owners = [seat for seat in range(s.n) for c, _ in s.fame[seat] if c == city]
            row["both_tiles_won"] += len(owners) == 2 and owners[0] == owners[1]
        for seat in range(s.n):
            for city, fame in s.fame[seat]:
                row = sizes[CITIES[city].floors]
                row["tiles_won"] += 1
                row["fame_won"] += fame
                row["tiles_won_by_winners"] += seat in won
                row["fame_won_by_winners"] += fame if seat in won else 0
    return {"seats": seats, "turns": turns, "sizes": sizes, "heads": heads}
