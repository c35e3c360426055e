"""GAME: Lorenzo il Magnifico as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.lorenzo import bots, events
from domain.lorenzo.decide import decide, step
from domain.lorenzo.describe import describe_event, message_of
from domain.lorenzo.evolve import evolve, fold
from domain.lorenzo.legal import legal_actions, seats_to_act
from domain.lorenzo.notation import normalise
from domain.lorenzo.pending import pending, reveals
from domain.lorenzo.redact import redact_action, redact_event
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.setup import VARIANTS, setup_event
from domain.lorenzo.sample import SEARCH
from domain.lorenzo.tx import Tx
from domain.lorenzo.view import reveal, view, views
from domain.shared import search
from domain.shared.decider import GameInfo, Outcome, Progress

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
        return Progress(0, ROUNDS, "not started")
    if state.phase == "over":
        return Progress(ROUNDS, ROUNDS, "finished")
    if state.round == 0:
        return Progress(0, ROUNDS, "set-up")
    return Progress(state.round, ROUNDS,
                    f"round {state.round} of {ROUNDS}, period {state.period}")


class Lorenzo:
    name = "lorenzo"
    variants = VARIANTS
    min_players = 2
    max_players = 4
    bot_kinds = bots.BOT_KINDS
    info = GameInfo(name="lorenzo", title="Lorenzo il Magnifico", variants=VARIANTS,
                    min_players=2, max_players=4, bot_kinds=bots.BOT_KINDS)
    outcome = staticmethod(outcome)
    progress = staticmethod(progress)
    pending = staticmethod(pending)
    message = staticmethod(message_of)
    reveals = staticmethod(reveals)
    normalise = staticmethod(normalise)

    @staticmethod
    def setup(*, players: int, variant: str = "basic", seed: int = 0,
              preset: dict | None = None) -> list:
        """The set-up event and everything automatic after it (the first round's deal)."""
        tx = Tx(None)
        tx.emit(setup_event(players, variant, seed, preset))
        settle(tx)
        return tx.events

    decide = staticmethod(decide)
    step = staticmethod(step)  # (events, new state): saves callers folding the events again
    evolve = staticmethod(evolve)
    fold = staticmethod(fold)
    legal_actions = staticmethod(legal_actions)
    seats_to_act = staticmethod(seats_to_act)
    view = staticmethod(view)
    views = staticmethod(views)  # view for several viewers, the board built once
    reveal = staticmethod(reveal)  # everything, at any step (finished games' replays)
    event_to_dict = staticmethod(events.to_dict)
    event_from_dict = staticmethod(events.from_dict)
    describe_event = staticmethod(describe_event)
    redact_event = staticmethod(redact_event)
    redact_action = staticmethod(redact_action)

    @staticmethod
    def is_over(state) -> bool:
        return state is not None and state.phase == "over"

    @staticmethod
    def bot_action(state, seat: int, kind: str, rng) -> str:
        if kind == "search":
            return search.choose(GAME, SEARCH, state, seat, rng)
        return bots.choose(state, seat, kind, rng)


GAME = Lorenzo()
