"""Game end ("Spielende"): the game ends when no player holds a card. Every 3 equal heads on the
played cards score 6 fame; fame tiles and heads are added up. The most fame wins; a tie goes to
more floors left in supply; a further tie is a shared victory."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS, HEADS
from domain.patrizier.state import State

SET_SIZE, SET_FAME = 3, 6  # "Für je 3 gleiche Patrizierköpfe erhält ein Spieler 6 Ruhmespunkte"


def game_over(s: State) -> bool:
    """"Das Spiel endet, wenn kein Spieler mehr eine Auftragskarte auf der Hand hat.\""""
    return not any(s.hands)


def heads_count(cards) -> dict[str, int]:
    """Heads per type on a played stack (a double-head card counts two)."""
    out = dict.fromkeys(HEADS, 0)
    for cid in cards:
        c = CARDS[cid]
        if c.heads:
            out[c.head] += c.heads
    return out


def head_fame(cards) -> int:
    """6 fame per set of 3 equal heads."""
    return sum(n // SET_SIZE * SET_FAME for n in heads_count(cards).values())


def scores(s: State) -> list[dict]:
    """Per seat: {"cities": tiles' fame, "heads": head sets' fame, "total", "supply"}."""
    out = []
    for seat in range(s.n):
        cities = sum(f for _, f in s.fame[seat])
        heads = head_fame(s.played[seat])
        out.append({"cities": cities, "heads": heads, "total": cities + heads,
                    "supply": s.supply[seat]})
    return out


def rank(scores: list[dict]) -> tuple[list, list, list]:
    """(ranking best first, rank per seat, winners): by total, then floors left in supply
    ("wer mehr Stockwerke in seinem Vorrat hat"); seats equal in both share a rank
    ("Bei erneutem Gleichstand sind alle betroffenen Spieler Sieger")."""
    key = [(sc["total"], sc["supply"]) for sc in scores]
    ranking = sorted(range(len(scores)), key=lambda seat: (-key[seat][0], -key[seat][1], seat))
    ranks = [sum(1 for other in key if other > mine) for mine in key]
    winners = [seat for seat in ranking if ranks[seat] == 0]
    return ranking, ranks, winners
