"""Turn flow ("Spielablauf"): play a card, build, the special action, take a card, refill, in
exactly this order; then the next player clockwise who still holds a card. After each command
`continue_turn` runs everything automatic until a seat must decide or the game is over."""
from __future__ import annotations

from domain.patrizier import events as ev
from domain.patrizier.catalog import CARDS
from domain.patrizier.rules import final_scoring
from domain.patrizier.rules.cards import take, take_options
from domain.patrizier.rules.moving import decline, move_cities
from domain.patrizier.state import State
from domain.patrizier.tx import Tx


def next_seat(s: State) -> int:
    """The next seat clockwise (seat order) holding a card; players without cards are passed."""
    for step in range(1, s.n + 1):
        seat = (s.seat + step) % s.n
        if s.hands[seat]:
            return seat
    raise AssertionError("called with no card in any hand")  # pragma: no cover


def end_turn(tx: Tx) -> None:
    """The next player's turn, or the end of the game when no player holds a card."""
    s = tx.state
    if not final_scoring.game_over(s):
        tx.emit(ev.TurnStarted(seat=next_seat(s)))
        return
    scores = final_scoring.scores(s)
    ranking, ranks, winners = final_scoring.rank(scores)
    tx.emit(ev.GameEnded(scores=scores, ranking=ranking, ranks=ranks, winners=winners))


def continue_turn(tx: Tx, seat: int) -> None:
    """Advance from the build (or a resolved move) through what needs no decision: the move
    decision, a choice of card, or a forced take and refill, then the next turn."""
    s = tx.state
    if s.stage == "build" and CARDS[s.card].moves:
        if move_cities(s, seat):
            tx.emit(ev.DecisionPending(seat=seat, kind="move"))
            return
        decline(tx, seat, possible=False)
    cities, _ = take_options(tx.state)
    if len(cities) > 1:
        tx.emit(ev.DecisionPending(seat=seat, kind="take"))
        return
    if cities:  # the card beside the city built in, or the only card left anywhere
        take(tx, seat, cities[0])
    end_turn(tx)
