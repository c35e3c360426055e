"""Bot playouts: a whole game played by bots, pure and deterministic (seeded)."""
from __future__ import annotations

from domain.lorenzo.bots import choose
from domain.lorenzo.evolve import evolve, fold
from domain.lorenzo.game import GAME
from domain.lorenzo.legal import seats_to_act
from domain.shared.rng import Rng

MAX_DECISIONS = 5000  # a game has a few hundred; more means a rules bug, not a long game


def play_game(players: int, seed: int, bots: tuple[str, ...] = ("random",),
              variant: str = "basic", on_event=None):
    """Play one game; returns (final state, all events, decisions as (seat, key)).
    `bots` is cycled over the seats; `on_event(state, event)` sees every event."""
    events = GAME.setup(players=players, variant=variant, seed=seed)
    state = fold(events)
    if on_event:
        for e in events:
            on_event(None, e)
    rng = Rng(seed).fork(7)
    moves = []
    while state.phase != "over":
        if len(moves) >= MAX_DECISIONS:
            raise RuntimeError(f"game {seed} did not finish in {MAX_DECISIONS} decisions")
        seat = seats_to_act(state)[0]
        key = choose(state, seat, bots[seat % len(bots)], rng)
        moves.append((seat, key))
        if on_event:
            new = GAME.decide(state, seat, key)
            for e in new:
                state = evolve(state, e)
                on_event(state, e)
        else:
            new, state = GAME.step(state, seat, key)
        events += new
    return state, events, moves
