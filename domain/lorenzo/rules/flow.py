"""Game flow ("Ablauf"): rounds, turns, phases. After every command `settle` advances the game
until somebody must decide something."""
from domain.lorenzo import events as ev
from domain.lorenzo.catalog.board import COLOUR_OF_TYPE, TYPES
from domain.lorenzo.rules import leaders, vatican
from domain.lorenzo.rules.council import next_turn_order
from domain.lorenzo.rules.scoring import final_scores
from domain.lorenzo.rules.values import skips_first_turn
from domain.lorenzo.state import FIELD, State
from domain.lorenzo.tx import Tx

_PENDING, _PHASE, _TURN, _SCHEDULE, _ACTED, _ROUND, _VARIANT, _PLAYERS, _VATICAN = (
    FIELD[f] for f in ("pending", "phase", "turn", "schedule", "acted", "round", "variant",
                       "players", "vatican"))

ROUNDS = 6
TURNS_PER_ROUND = 4  # one per family member


def schedule(s: State) -> list[int]:
    """Four turns each in turn order; a player under tile 2-7 skips the first and moves last."""
    skip = [seat for seat in s.turn_order if skips_first_turn(s.players[seat])]
    turns = [seat for seat in s.turn_order if seat not in skip]
    for _ in range(TURNS_PER_ROUND - 1):
        turns += list(s.turn_order)
    return turns + skip


def start_round(tx: Tx) -> None:
    """Deal 4 cards per tower (bottom to top) and roll the dice (recorded at setup)."""
    s = tx.state
    rnd = s.round + 1
    cards = {COLOUR_OF_TYPE[t]: list(s.decks[t][:4]) for t in TYPES}
    tx.emit(ev.RoundStarted(round=rnd, period=(rnd + 1) // 2, dice=dict(s.dice_plan[rnd - 1]),
                            cards=cards, turn_order=list(s.turn_order),
                            schedule=schedule(s)))


def end_round(tx: Tx) -> None:
    s = tx.state
    tx.emit(ev.RoundEnded(round=s.round,
                          turn_order=next_turn_order(s.turn_order, s.occupants.get("council", ()))))


def end_game(tx: Tx) -> None:
    scores, ranking = final_scores(tx.state)
    tx.emit(ev.GameEnded(scores=scores, ranking=ranking, winner=ranking[0]))


def settle(tx: Tx) -> None:
    """Advance through everything automatic until a seat must decide (or the game is over).
    Reads the decision's fields as they are (`tx.fields`): building a State to read a few of
    them would cost more than the rest."""
    v = tx.fields
    while True:
        if v[_PENDING]:
            return
        phase = v[_PHASE]
        if phase == "actions":  # the commonest first
            turn, turns = v[_TURN], v[_SCHEDULE]
            if turn >= len(turns):
                if v[_ROUND] % 2 == 0:
                    vatican.start_report(tx)
                else:
                    end_round(tx)
                continue
            if not v[_ACTED]:
                return
            seat = turns[turn]
            # the seat's own turn, nothing pending: leader actions may follow the placement,
            # then `end` (`leaders.may_act`; in the advanced game only, so not asked in the basic)
            if v[_VARIANT] == "advanced" and leaders.actions_left(v[_PLAYERS][seat]):
                return
            tx.emit(ev.TURN_ENDED[seat])
            if turn + 1 < len(turns):
                return  # the next turn's seat is to place: nothing automatic before it
            continue
        if phase == "vatican":
            if v[_VATICAN]:
                return
            end_round(tx)
            continue
        if phase == "setup":
            if v[_ROUND] >= ROUNDS:
                end_game(tx)
            else:
                start_round(tx)
            continue
        if phase == "over" or phase == "tiles" or phase == "leaders":
            return
        raise AssertionError(f"unknown phase {phase}")  # pragma: no cover
