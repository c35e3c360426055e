"""GAME: Lorenzo il Magnifico as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.lorenzo import bots, events, random_pick
from domain.lorenzo.catalog.board import MAX_PLAYERS, MIN_PLAYERS
from domain.lorenzo.decide import decide, step
from domain.lorenzo.describe import describe_event, message_of
from domain.lorenzo.evolve import evolve, fold
from domain.lorenzo.i18n import translations
from domain.lorenzo.legal import legal_actions, seats_to_act
from domain.lorenzo.notation import normalise
from domain.lorenzo.pending import pending, reveals
from domain.lorenzo.redact import redact_action, redact_event
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.setup import VARIANTS, setup_event
from domain.lorenzo.sample import SEARCH, sample
from domain.lorenzo.tx import Tx
from domain.lorenzo.view import reveal, view, views
from domain.shared import search
from domain.shared.decider import GameInfo, Outcome, Progress, declare
from domain.shared.messages import number, progressed

ROUNDS = 6


def outcome(state) -> Outcome | None:
    """Lorenzo ranks strictly (ties: further ahead in turn order), so no victory is shared."""
    if state is None or state.result is None:
        return None
    r = state.result
    ranking = tuple(r["ranking"])
    ranks = [0] * len(ranking)
    for place, seat in enumerate(ranking):
        ranks[seat] = place
    return Outcome(ranking=ranking, ranks=tuple(ranks),
                   scores=tuple(s["total"] for s in r["scores"]),
                   breakdown=tuple({k: v for k, v in s.items() if k != "total"}
                                   for s in r["scores"]),
                   winners=(ranking[0],))


def progress(state) -> Progress:
    if state is None:
        return progressed(0, ROUNDS, "not started")
    if state.phase == "over":
        return progressed(ROUNDS, ROUNDS, "finished")
    if state.round == 0:
        return progressed(0, ROUNDS, "set-up")
    return progressed(state.round, ROUNDS, "round {round} of {rounds}, period {period}",
                      round=number(state.round), rounds=number(ROUNDS),
                      period=number(state.period))


def setup(*, players: int, variant: str = "basic", seed: int = 0,
          preset: dict | None = None) -> list:
    """The set-up event and everything automatic after it (the first round's deal)."""
    tx = Tx(None)
    tx.emit(setup_event(players, variant, seed, preset))
    settle(tx)
    return tx.events


GAME = declare(
    GameInfo(name="lorenzo", title="Lorenzo il Magnifico", variants=VARIANTS,
             min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, bot_kinds=bots.BOT_KINDS + (search.KIND,)),
    setup=setup, decide=decide, evolve=evolve, legal_actions=legal_actions,
    seats_to_act=seats_to_act, is_over=lambda state: state is not None and state.phase == "over",
    view=view, outcome=outcome, progress=progress, pending=pending, message=message_of,
    reveals=reveals, event_to_dict=events.to_dict, event_from_dict=events.from_dict,
    describe_event=describe_event, redact_event=redact_event,
    bot_action=search.bot_action(lambda: GAME, SEARCH, bots.choose),
    sample=sample,  # what a fork redraws (domain.shared.fork)
    random_key=random_pick.pick,  # a placement turn counted, not listed
    fold=fold,
    step=step,  # (events, new state): saves callers folding the events again
    views=views,  # view for several viewers, the board built once
    reveal=reveal,  # everything, at any step (finished games' replays)
    normalise=normalise, redact_action=redact_action, translations=translations,
    search=SEARCH)  # the search bot's sampler, also for analysis (domain.shared.analysis)
