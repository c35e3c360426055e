"""A whole game played by bots over the Decider protocol: pure and deterministic (seeded), for
any registered game (simulation, benchmarks, property tests)."""
from __future__ import annotations

from domain.shared.rng import Rng

MAX_DECISIONS = 20000  # far above any real game: more means a rules bug, not a long game


def play_game(decider, players: int, seed: int, bots: tuple[str, ...] = ("random",),
              variant: str | None = None, on_event=None, *,
              max_decisions: int = MAX_DECISIONS):
    """Play one game; returns (final state, all events, decisions as (seat, key)).
    `bots` is cycled over the seats; `variant` defaults to the game's first;
    `on_event(state, event)` sees every event with the state it leads to (None for set-up)."""
    events = decider.setup(players=players, variant=variant or decider.variants[0], seed=seed)
    state = decider.fold(events)
    if on_event:
        for e in events:
            on_event(None, e)
    rng = Rng(seed).fork(7)
    moves = []
    # the protocol's functions looked up once: a game is hundreds of decisions
    is_over, seats_to_act, bot_action = decider.is_over, decider.seats_to_act, decider.bot_action
    step = None if on_event or not hasattr(decider, "step") else decider.step  # step: optional
    kinds = len(bots)
    while not is_over(state):
        if len(moves) >= max_decisions:
            raise RuntimeError(f"game {seed} did not finish in {max_decisions} decisions")
        seat = seats_to_act(state)[0]
        key = bot_action(state, seat, bots[seat % kinds], rng)
        moves.append((seat, key))
        if step is None:
            new = decider.decide(state, seat, key)
            for e in new:
                state = decider.evolve(state, e)
                if on_event:
                    on_event(state, e)
        else:
            new, state = step(state, seat, key)
        events += new
    return state, events, moves
