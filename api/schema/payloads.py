"""What successful mutations answer, and the result unions (success | typed failures).

Every result of a write carries `consistency`: the position of the write in the event store's
log. Pass it to a query or subscription (`consistency` argument, or the HTTP header
`Signoria-Consistency`) on any server process to read your own write."""
from __future__ import annotations

from typing import Annotated

import strawberry

from api.schema.enums import SeatKind
from api.schema.events import GameEvent
from api.schema.failures import (
    GameAlreadyStarted,
    GameFinished,
    GameNotFound,
    GameNotStarted,
    InvalidInput,
    NotYourTurn,
    RateLimited,
    RuleViolation,
    SeatsStillOpen,
    SeatUnavailable,
    Unauthorized,
    VersionConflict,
)
from api.schema.types import Game, PlayerRef
from api.selection import asks_for_seat_part

F = strawberry.field


@strawberry.type(description="A seat of a new game with its secret token (shown once: the "
                             "service stores only its hash). Bots and open seats have none.")
class SeatToken:
    seat: int = F(description="Seat number.")
    name: str | None = F(description="Player or bot name (null for an open seat).")
    kind: SeatKind = F(description="Human, bot or open.")
    token: str | None = F(description="The seat's token: send it as `Authorization: Bearer` "
                                      "or the `token` argument to act for this seat.")


@strawberry.type(description="A reference to a game, resolved from the read models once they "
                             "have caught up with the command (read-your-writes).")
class GameRef:
    id: strawberry.ID = F(description="Game id.")
    position: strawberry.Private[int]
    token: strawberry.Private[str | None] = None

    @F(description="The game as the command's author sees it (waits for the read models).")
    async def view(self, info: strawberry.Info) -> Game | None:
        from api.schema.queries import load_game

        return await load_game(info, str(self.id), self.token, position=self.position,
                               seat_part=asks_for_seat_part(info))


@strawberry.type(description="The game was created.")
class GameCreated:
    game: GameRef = F(description="The new game.")
    seats: list[SeatToken] = F(description="All seats in order, tokens for human seats.")
    started: bool = F(description="True when no seat is open (the game is running).")
    version: int = F(description="The game's version.")
    consistency: str = F(description="Read-your-writes position of this write.")
    invite_code: str | None = F(default=None, description="A private table's invitation code "
                                                          "(shown once): give it to those you "
                                                          "invite.")


@strawberry.type(description="You took a seat.")
class SeatJoined:
    game: GameRef = F(description="The game.")
    seat: int = F(description="Your seat.")
    token: str = F(description="Your secret seat token (shown once).")
    started: bool = F(description="True when this was the last open seat.")
    version: int = F(description="The game's version.")
    consistency: str = F(description="Read-your-writes position of this write.")


@strawberry.type(description="The game is running.")
class GameStarted:
    game: GameRef = F(description="The game.")
    version: int = F(description="The game's version.")
    consistency: str = F(description="Read-your-writes position.")


@strawberry.type(description="The action was stored.")
class ActionAccepted:
    game_id: strawberry.ID = F(description="Game id.")
    version: int = F(description="The game's version after the action.")
    finished: bool = F(description="The action ended the game.")
    replayed: bool = F(description="An earlier action with the same idempotency key was "
                                   "returned; nothing new was stored.")
    consistency: str = F(description="Read-your-writes position of this write.")
    position: strawberry.Private[int] = 0
    token: strawberry.Private[str | None] = None
    seat: strawberry.Private[int] = 0
    result: strawberry.Private[object] = None  # infra.game_service.results.CommandResult

    @F(description="Events the action produced, as the acting seat sees them (the entries "
                   "the game log holds for it).")
    async def events(self, info: strawberry.Info) -> list[GameEvent]:
        from api.context import api, run
        from api.schema.events import event_of
        from api.schema.queries import consistent
        from projections.log.queries import command_entries

        res = self.result
        if res is not None and res.first_step and not res.replayed:
            # answered from the write result: no wait for the read side, no store read
            return [event_of(d, str(self.game_id)) for d in command_entries(res.game, res,
                                                                         self.seat)]
        await consistent(info, self.position)
        # a game-ending command's `Finished` takes one more version than its events
        stored_at = self.version - 1 if self.finished else self.version
        entries = await run(api(info).read.command_log, str(self.game_id), stored_at,
                            self.seat)
        return [event_of(d, str(self.game_id)) for d in entries]

    @F(description="The game after the action as the acting seat sees it (waits for the "
                   "read models to include it; at a version >= `version`).")
    async def game(self, info: strawberry.Info) -> Game | None:
        from api.schema.queries import load_game

        return await load_game(info, str(self.game_id), self.token, position=self.position,
                               seat_part=asks_for_seat_part(info))


@strawberry.type(description="A rating identity for a human: keep `key` secret and send it "
                             "as `playerKey` when creating or joining games; they then count "
                             "for `player.id` on the ladders.")
class PlayerRegistered:
    player: PlayerRef = F(description="The public identity.")
    key: str = F(description="The secret player key (shown once, never stored).")


CreateGameResult = Annotated[
    GameCreated | InvalidInput | RateLimited,
    strawberry.union("CreateGameResult", description="createGame / openGame outcome.")]
JoinGameResult = Annotated[
    SeatJoined | GameNotFound | GameAlreadyStarted | SeatUnavailable | Unauthorized
    | InvalidInput | RateLimited,
    strawberry.union("JoinGameResult", description="joinGame outcome.")]
StartGameResult = Annotated[
    GameStarted | SeatsStillOpen | GameNotFound | Unauthorized | GameFinished | RateLimited,
    strawberry.union("StartGameResult", description="startGame outcome.")]
SubmitActionResult = Annotated[
    ActionAccepted | RuleViolation | NotYourTurn | VersionConflict | Unauthorized
    | GameNotFound | GameNotStarted | GameFinished | InvalidInput | RateLimited,
    strawberry.union("SubmitActionResult", description="submitAction outcome.")]
RegisterPlayerResult = Annotated[
    PlayerRegistered | InvalidInput | RateLimited,
    strawberry.union("RegisterPlayerResult", description="registerPlayer outcome.")]
