"""GAME: Lorenzo il Magnifico as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.lorenzo import bots, events
from domain.lorenzo.decide import decide, step
from domain.lorenzo.describe import describe_event
from domain.lorenzo.evolve import evolve, fold
from domain.lorenzo.legal import legal_actions, seats_to_act
from domain.lorenzo.redact import redact_event
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.setup import VARIANTS, setup_event
from domain.lorenzo.tx import Tx
from domain.lorenzo.view import view, views


class Lorenzo:
    name = "lorenzo"
    variants = VARIANTS
    min_players = 2
    max_players = 4
    bot_kinds = bots.BOT_KINDS

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
    event_to_dict = staticmethod(events.to_dict)
    event_from_dict = staticmethod(events.from_dict)
    describe_event = staticmethod(describe_event)
    redact_event = staticmethod(redact_event)

    @staticmethod
    def is_over(state) -> bool:
        return state is not None and state.phase == "over"

    @staticmethod
    def bot_action(state, seat: int, kind: str, rng) -> str:
        return bots.choose(state, seat, kind, rng)


GAME = Lorenzo()
