"""A seeded corpus for the read-side tests: bot games stored through the write side, with the
engine's own record of each (final state, events, moves) to check the projections against.

Finished games are stored whole (`persist_finished_game`); a few games are played command by
command through `play_seat` (one with an open seat joined later) and some are left running,
so redaction has live hidden information (advanced variant: leader drafts and hands)."""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.lorenzo.playout import play_game
from infra.game_service.service import persist_finished_game

BOTS = ("random", "greedy")


@dataclass
class Game:
    game_id: str
    players: int
    variant: str
    seed: int
    moves: list
    played: int            # moves stored so far
    finished: bool
    state: object = None   # the engine's final state (finished games)
    events: list = field(default_factory=list)


def finished_game(service, players: int, seed: int, variant: str = "basic") -> Game:
    state, events, moves = play_game(players, seed, BOTS, variant)
    saved = persist_finished_game(service, variant=variant, players=players, seed=seed,
                                  moves=moves, bots=BOTS)
    return Game(str(saved.game_id), players, variant, seed, moves, len(moves), True, state,
                events)


def played_game(service, players: int, seed: int, variant: str, upto: int | None,
                after_move=None) -> Game:
    """A game of humans played command by command; `upto` moves (None: to the end)."""
    state, events, moves = play_game(players, seed, BOTS, variant)
    names = [f"player-{seed}-{i}" for i in range(players)]
    created = service.create_game(seats=[f"human:{names[0]}", *["open"] * (players - 1)],
                                  variant=variant, seed=seed)
    gid = created.game_id
    for name in names[1:]:
        service.join_game(gid, name)
    todo = moves if upto is None else moves[:upto]
    for seat, key in todo:
        service.play_seat(gid, seat, key)
        if after_move is not None:
            after_move()
    finished = len(todo) == len(moves)
    return Game(str(gid), players, variant, seed, moves, len(todo), finished,
                state if finished else None, events if finished else [])


def engine_events(game: Game) -> list:
    """The engine's own events for the moves stored so far (independent of the store)."""
    from domain.lorenzo import GAME

    events = GAME.setup(players=game.players, variant=game.variant, seed=game.seed)
    state = GAME.fold(events)
    for seat, key in game.moves[:game.played]:
        new = GAME.decide(state, seat, key)
        state = GAME.fold(new, state)
        events += new
    return events
