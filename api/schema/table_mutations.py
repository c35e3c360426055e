"""Mutations around a game rather than in it (infra.game_service.table): concede, leave an open seat,
cancel an open game, rematch, turn-notification webhooks. Each needs a seat token of the game
and answers a union: the success type or a typed error; nothing changes on an error."""
from __future__ import annotations

from typing import Annotated

import strawberry

from api.context import api, token_of
from api.errors import to_typed
from api.schema import failures as fl
from api.schema.args import A
from api.schema.guards import limited as _limited
from api.schema.guards import looked_up as _looked_up
from api.schema.payloads import GameRef
from infra.game_service.errors import ServiceError

F = strawberry.field


@strawberry.input(description="A seat's command on a game.")
class SeatCommandInput:
    game_id: strawberry.ID = F(description="The game.")
    token: str | None = F(default=None, description="The seat token (or "
                                                    "`Authorization: Bearer`).")


@strawberry.input(description="Where a seat's turn notifications go.")
class WebhookInput:
    game_id: strawberry.ID = F(description="The game.")
    url: str | None = F(description="An http(s) URL the service POSTs to when it becomes "
                                    "the seat's turn (or its clock runs low); null stops them.")
    token: str | None = F(default=None, description="The seat token (or "
                                                    "`Authorization: Bearer`).")


@strawberry.type(description="The command was stored.")
class SeatCommandDone:
    game: GameRef = F(description="The game.")
    version: int = F(description="The game's version after the command.")
    consistency: str = F(description="Read-your-writes position of this write.")


@strawberry.type(description="The rematch: a new game with the same players, seats rotated "
                             "by one; every human keeps their token.")
class RematchCreated:
    game: GameRef = F(description="The new game.")
    of: strawberry.ID = F(description="The finished game it follows.")
    consistency: str = F(description="Read-your-writes position.")


Failures = (fl.GameNotFound | fl.Unauthorized | fl.GameNotStarted | fl.GameFinished
            | fl.GameAlreadyStarted | fl.InvalidInput | fl.RateLimited)
SeatCommandResult = Annotated[SeatCommandDone | Failures,
                              strawberry.union("SeatCommandResult",
                                               description="A seat command's outcome.")]
RematchResult = Annotated[RematchCreated | Failures | fl.GameNotFinished,
                          strawberry.union("RematchResult", description="rematch outcome.")]


async def _seat_command(info, inp, fn, *args):

    token = token_of(info, inp.token)
    gid = str(inp.game_id)
    limited = _limited(info, token, gid)
    if limited:
        return limited
    if not token:
        return fl.Unauthorized(code="unauthorized", message="a seat token is required")
    refused = await _looked_up(info, gid, token)
    if refused:
        return refused
    state = api(info)
    try:
        res = await state.command(fn, gid, token, *args)
    except ServiceError as e:
        typed = to_typed(e)
        if typed is None:
            raise
        return typed
    state.wrote(res.game_id, res.position)
    return res, token


@strawberry.type(description="Commands around a game: leaving it, rematches, notifications.")
class TableMutation:
    @F(description="Give up a running game: your seat is ranked last (rated as a loss) and a "
                   "bot plays it on.")
    async def concede(self, info: strawberry.Info,
                      input: Annotated[SeatCommandInput, A(description="The game.")]
                      ) -> SeatCommandResult:
        return await _done(info, input, api(info).service.concede)

    @F(description="Leave your seat of a game that has not started: it is open again.")
    async def leave_game(self, info: strawberry.Info,
                         input: Annotated[SeatCommandInput, A(description="The game.")]
                         ) -> SeatCommandResult:
        done = await _done(info, input, api(info).service.leave_seat)
        if isinstance(done, SeatCommandDone):
            api(info).forget(str(input.game_id), token_of(info, input.token))
        return done

    @F(description="Cancel a game you created, before it starts.")
    async def cancel_game(self, info: strawberry.Info,
                          input: Annotated[SeatCommandInput, A(description="The game.")]
                          ) -> SeatCommandResult:
        return await _done(info, input, api(info).service.cancel_game)

    @F(description="Play again: from a finished game, a new game with the same players (seat "
                   "order rotated by one) in which every human keeps their token. Asked "
                   "again, it answers the same game.")
    async def rematch(self, info: strawberry.Info,
                      input: Annotated[SeatCommandInput, A(description="The finished game.")]
                      ) -> RematchResult:
        done = await _seat_command(info, input, api(info).service.rematch)
        if not isinstance(done, tuple):
            return done
        res, token = done
        return RematchCreated(game=GameRef(id=strawberry.ID(str(res.game_id)),
                                           position=res.position, token=token),
                              of=input.game_id, consistency=str(res.position))

    @F(description="Turn notifications for your seat: the service POSTs a signed JSON payload "
                   "to `url` when it becomes your turn or your clock runs low (docs/api.md).")
    async def set_webhook(self, info: strawberry.Info,
                          input: Annotated[WebhookInput, A(description="Where to.")]
                          ) -> SeatCommandResult:
        return await _done(info, input, api(info).service.set_webhook, input.url)


async def _done(info, inp, fn, *args):
    done = await _seat_command(info, inp, fn, *args)
    if not isinstance(done, tuple):
        return done
    res, token = done
    return SeatCommandDone(game=GameRef(id=strawberry.ID(str(res.game_id)),
                                        position=res.position, token=token),
                           version=res.version, consistency=str(res.position))
