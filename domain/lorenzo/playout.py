"""Bot playouts: a whole game played by bots, pure and deterministic (seeded). Lorenzo's games
are the ones the generic playout (domain.shared.playout) plays; this keeps Lorenzo's defaults."""
from __future__ import annotations

from domain.lorenzo.game import GAME
from domain.shared import playout

MAX_DECISIONS = 5000  # a game has a few hundred; more means a rules bug, not a long game


def play_game(players: int, seed: int, bots: tuple[str, ...] = ("random",),
              variant: str = "basic", on_event=None):
    """Play one game; returns (final state, all events, decisions as (seat, key)).
    `bots` is cycled over the seats; `on_event(state, event)` sees every event."""
    return playout.play_game(GAME, players, seed, bots, variant, on_event,
                             max_decisions=MAX_DECISIONS)
