"""forkGame: a new game played on from a step of another (infra.game_service.forks, docs/api.md "Forks").
Seats are chosen as in createGame/openGame and the answer is theirs; the root `Mutation` is
completed here (it needs their input types)."""
from __future__ import annotations

from typing import Annotated

import strawberry

from api.context import token_of
from api.schema import failures as fl
from api.schema import mutations as m
from api.schema import payloads as pl
from api.schema.args import A
from api.schema.guards import looked_up as _looked_up

F = strawberry.field


@strawberry.input(description="Play on from a step of a finished game (anyone), or of your "
                              "own running game (with your seat's token: from what your "
                              "seat knows).")
class ForkGameInput:
    game_id: strawberry.ID = F(description="The game to play on from.")
    step: int = F(description="A step of its replay (0 to its length). A step inside a move "
                              "starts from the position before that move (inside the set-up: "
                              "from its end).")
    players: list[m.PlayerInput] = F(description="The new game's seats in order, as many as "
                                                 "the game has: humans, bots or open seats "
                                                 "(`open: true`).")
    token: str | None = F(default=None, description="A seat token of the game (or "
                                                    "`Authorization: Bearer`): needed to fork "
                                                    "a running game.")
    seed: m.Seed | None = F(default=None, description="Seed of what is drawn afresh (secret: "
                                                      "never shown back). Random if omitted.")
    clock: m.ClockInput | None = F(default=None, description="A clock for the new game (none "
                                                             "if omitted).")
    private: bool = F(default=False, description="An unlisted table (it needs an open seat).")


ForkGameResult = Annotated[
    pl.GameCreated | fl.GameNotFound | fl.GameNotStarted | fl.Unauthorized | fl.InvalidInput
    | fl.RateLimited,
    strawberry.union("ForkGameResult", description="forkGame outcome (a bad step is "
                                                   "InvalidInput `bad_step`; a game that "
                                                   "cannot redraw its hidden state, "
                                                   "`fork_unsupported`).")]


@strawberry.type(description="Commands. Each answers a union: the success type or a typed "
                             "error; nothing changes on an error.")
class Mutation(m.Mutation):
    @F(description="Play on from here: a new game starting at a step of a finished game, or "
                   "of your own running game from your seat's knowledge. What was hidden "
                   "or still to come there (deck order, other hands, future dice) is drawn "
                   "afresh; its log begins 'Continued from game X at step N' and "
                   "`Game.origin` names both.")
    async def fork_game(self, info: strawberry.Info,
                        input: Annotated[ForkGameInput, A(description="Where from, and the "
                                                                      "seats.")]
                        ) -> ForkGameResult:
        gid = str(input.game_id)
        token = token_of(info, input.token)
        if token:
            refused = await _looked_up(info, gid, token)
            if refused:
                return refused

        def create(state, seats, creator):
            return state.command(
                state.service.fork_game, gid, input.step, seats=seats, token=token,
                seed=m.check_seed(input.seed),
                clock=None if input.clock is None else input.clock.as_rules(),
                private=input.private, creator=creator)

        return await m.new_game(info, input, create, allow_open=True, token=token)
