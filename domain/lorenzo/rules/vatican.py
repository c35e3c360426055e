"""Vatican report after rounds 2, 4 and 6 ("Vatikanbericht"): support the Church (faith to 0,
score the faith track, +5 with Sisto IV) or be excommunicated (forced below the threshold,
chosen at or above it). In the final report an excommunicated player still scores the track."""
from domain.lorenzo import events as ev
from domain.lorenzo.catalog.board import VATICAN_THRESHOLD, faith_vp
from domain.lorenzo.state import State
from domain.lorenzo.tx import Tx

SISTO_BONUS = 5


def start_report(tx: Tx) -> None:
    s = tx.state
    period = s.period
    tile = s.excommunications[period - 1]
    need = VATICAN_THRESHOLD[period]
    deciding = [seat for seat in s.turn_order if s.players[seat].res["faith_points"] >= need]
    tx.emit(ev.VaticanReport(period=period, tile=tile, threshold=need, deciding=deciding))
    for seat in s.turn_order:
        if seat not in deciding:
            excommunicate(tx, seat, forced=True)


def support(tx: Tx, seat: int) -> None:
    p = tx.state.players[seat]
    faith = p.res["faith_points"]
    vp = faith_vp(faith) + (SISTO_BONUS if p.leader_active("sisto-iv") else 0)
    tx.emit(ev.ChurchSupported(seat=seat, faith=faith, victory_points=vp))


def excommunicate(tx: Tx, seat: int, forced: bool) -> None:
    s = tx.state
    tx.emit(ev.Excommunicated(seat=seat, tile=s.excommunications[s.period - 1], forced=forced))
    if s.period == 3:
        faith = tx.state.players[seat].res["faith_points"]
        tx.emit(ev.FaithScored(seat=seat, faith=faith, victory_points=faith_vp(faith)))


def may_decide(s: State, seat: int) -> bool:
    return s.phase == "vatican" and seat in s.vatican
