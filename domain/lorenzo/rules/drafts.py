"""Advanced set-up drafts ("Spielaufbau"): personal bonus tiles chosen in reverse turn order;
leaders dealt 4 each, each keeps one and passes the rest to the right-hand neighbour (seat
i passes to seat i-1) until everyone holds 4. Draft hands are hidden from other seats."""
from domain.lorenzo import events as ev
from domain.lorenzo.state import State
from domain.lorenzo.tx import Tx


def tile_picker(s: State) -> int | None:
    if s.phase != "tiles":
        return None
    chosen = 0  # a loop: cheaper than sum() of a generator
    for p in s.players:
        if p.bonus_tile is not None:
            chosen += 1
    return s.turn_order[-1 - chosen]


def choose_tile(tx: Tx, seat: int, tile: int) -> None:
    tx.emit(ev.BonusTileChosen(seat=seat, tile=tile))


def drafting_seats(s: State) -> tuple[int, ...]:
    if s.phase != "leaders":
        return ()
    kept, out = s.draft_round, []  # a loop: each of a generator's steps re-enters the
    for p in s.players:  # interpreter (asked thrice per draft decision)
        if p.draft_hand and len(p.leaders_hand) <= kept:
            out.append(p.seat)
    return tuple(out)


def draft(tx: Tx, seat: int, slug: str) -> None:
    tx.emit(ev.LeaderDrafted(seat=seat, leader=slug))
    s = tx.state
    if drafting_seats(s):
        return
    n = s.n
    hands = [[] for _ in range(n)]
    for p in s.players:
        hands[(p.seat - 1) % n] = list(p.draft_hand)
    tx.emit(ev.DraftHandsPassed(hands=hands))
