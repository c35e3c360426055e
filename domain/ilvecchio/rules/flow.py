"""Turn flow ("Spielablauf", "Spielende"): the set-up placements and start tiles, then one
action per turn clockwise; the round in which the last crest goes is played to its end (the
start player's right neighbour), then every seat from the start player has a double turn (two
actions, or give it up whole for 2 power points), then the final scoring once every pending
choice is made. `advance` runs after every command: all that needs no decision."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG
from domain.ilvecchio.rules import scoring
from domain.ilvecchio.rules.chance import shuffled
from domain.ilvecchio.rules.council import reveal_all
from domain.ilvecchio.rules.reinforcement import ask_setup_place
from domain.ilvecchio.state import EVENT_KINDS, HOLDING_KINDS, State


def last_seat(s: State) -> int:
    """The start player's right neighbour ends every round."""
    return (s.start_seat - 1) % s.n


def doubles_done(s: State) -> bool:
    return s.double and all(d is not None for d in s.doubled)


def can_act(s: State, seat: int) -> bool:
    """May `seat` take an action (or use a tile) now?"""
    if s.stage != "play" or seat != s.seat or s.acted or doubles_done(s):
        return False
    for p in s.pending:
        if p.seat == seat or p.kind in EVENT_KINDS:
            return False
    return True


def _holding(s: State, seat: int) -> bool:
    return any(p.seat == seat and p.kind in HOLDING_KINDS for p in s.pending)


def start_turn(tx, seat: int, double: bool) -> None:
    tx.emit(ev.TurnStarted(seat=seat, actions=2 if double else 1, double=double))
    reveal_all(tx, seat)


def end_turn(tx) -> None:
    s = tx.state
    if s.seat != last_seat(s):
        start_turn(tx, (s.seat + 1) % s.n, s.double)
    elif s.double:
        advance(tx)  # every double turn is over: score once the choices are made
    elif s.ending:
        start_turn(tx, s.start_seat, True)
    else:
        start_turn(tx, s.start_seat, False)


def start_tile_chosen(tx) -> None:
    """Once every start tile is chosen the rest are shuffled into the new council stack."""
    s = tx.state
    if any(p.kind == "council_start" for p in s.pending):
        return
    chosen = {t for mine in s.council for t in mine}
    tx.emit(ev.CouncilStackFormed(stack=shuffled(s, [t for t in CATALOG.council
                                                     if t not in chosen])))


def next_placement(tx, seat: int) -> None:
    s = tx.state
    nxt = (seat + 1) % s.n
    round_ = s.setup_round + (1 if nxt == s.start_seat else 0)
    if round_ <= 2:
        ask_setup_place(tx, nxt, round_)


def finish(tx) -> None:
    rows = scoring.scores(tx.state)
    ranking, ranks, winners = scoring.rank(rows)
    tx.emit(ev.GameEnded(scores=rows, ranking=ranking, ranks=ranks, winners=winners))


def advance(tx) -> None:
    """Everything automatic after a command, up to the next decision."""
    s = tx.state
    if s.stage == "setup":
        if s.setup_round == 3 and not any(p.kind == "council_start" for p in s.pending):
            start_turn(tx, s.start_seat, False)
        return
    if s.stage != "play":
        return
    if doubles_done(s):
        if not s.pending:
            finish(tx)
        return
    if not s.acted or _holding(s, s.seat):
        return
    tx.emit(ev.ActionDone(seat=s.seat))
    if tx.state.actions_left > 0:
        return  # the double turn's second action
    if s.double:
        tx.emit(ev.DoubleTurnEnded(seat=s.seat, skipped=False))
    end_turn(tx)


def give_up(tx, seat: int) -> None:
    """"Verzichtet ein Spieler auf seinen kompletten Doppelzug, erhält er ... 2 Machtpunkte";
    giving up only the second action earns nothing."""
    tx.emit(ev.DoubleTurnEnded(seat=seat, skipped=tx.state.actions_left == 2))
    end_turn(tx)
