"""The round's flow: the 9 phases in their fixed order. After each command `advance` runs
everything automatic (income, activities and works nobody can pay, offices, the end of the
round) until a seat must decide or the game is over. Every decision belongs to one seat at a
time, in turn order, so each pending decision is one `Pending` event."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import BUILDINGS, CATALOG
from domain.florenza.rules import activities, end_of_round, income, market, offices, works
from domain.florenza.rules.placing import next_placer
from domain.florenza.rules.scoring import rank, scores
from domain.florenza.tx import Tx

START_PICKS = CATALOG.family["start_buildings"]


def buildings_placed(s) -> int:
    return sum(1 for q in s.quarters for f in q if f is not None)


def start_options(s) -> list[str]:
    """The start buildings one may pick: those with tiles left, except the buildings that
    exist once in the game (they are built in play; rules notes)."""
    return [b for b, left in s.tiles.items() if left > 0 and BUILDINGS[b].copies > 1]


def start_picker(order, picks: int) -> int:
    """Who picks the next start building: against the turn order, then along it (snake):
    the last in turn order chooses first, to make up for placing last (rules notes)."""
    n = len(order)
    lap, i = divmod(picks, n)
    return order[n - 1 - i if lap % 2 == 0 else i]


def after_start_pick(tx: Tx) -> None:
    """Each family chooses its start buildings, snake-wise over the turn order; then round 1."""
    s = tx.state
    picks = buildings_placed(s)
    if picks < START_PICKS * s.n:
        tx.emit(ev.pending(start_picker(s.order, picks), "start"))
    else:
        begin_round(tx, 1)


def begin_round(tx: Tx, number: int) -> None:
    """Phases 1-3 (from round 2), then placing."""
    tx.emit(ev.RoundStarted(number))
    s = tx.state
    if number > 1:
        income.pay_income(tx)
        if s.captain is not None:
            tx.emit(ev.pending(s.captain, "guard"))
            return
    after_captain(tx)


def after_captain(tx: Tx) -> None:
    s = tx.state
    if s.round > 1 and s.bishop is not None:
        tx.emit(ev.pending(s.bishop, "convert"))
        return
    continue_placing(tx, None)


def continue_placing(tx: Tx, after: int | None) -> None:
    """The next seat still placing (phase 4), else the market."""
    seat = next_placer(tx.state, after)
    if seat is not None:
        tx.emit(_PLACING[seat])
        return
    s = tx.state
    tx.emit(ev.MarketOpened(seats=[x for x in s.order if x in s.market]))
    continue_market(tx)


_PLACING = ev.PENDING["place"]  # per seat, `ev.pending(seat, "place")` without a call


def continue_market(tx: Tx) -> None:
    """The next trader (phase 5), a seat with nothing left to do being done at once; then the
    activities."""
    while True:
        s = tx.state
        seat = market.next_trader(s)
        if seat is None:
            break
        if market.has_options(s, seat):
            tx.emit(ev.pending(seat, "market"))
            return
        tx.emit(ev.passed(seat, "market"))
    continue_activities(tx)


def continue_activities(tx: Tx) -> None:
    if not activities.run(tx):
        continue_works(tx)


def continue_works(tx: Tx) -> None:
    """Phase 7, then phases 8 and 9, then the next round or the end."""
    if works.run(tx):
        return
    offices.name_offices(tx)
    end_of_round.end_round(tx)
    s = tx.state
    if s.round >= end_of_round.ROUNDS:
        sc = scores(s)
        ranking, ranks, winners = rank(sc)
        tx.emit(ev.GameEnded(scores=sc, ranking=ranking, ranks=ranks, winners=winners))
    else:
        begin_round(tx, s.round + 1)
