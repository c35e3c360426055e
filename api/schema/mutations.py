"""Mutations: commands to the write side (`infra.game_service.service.GameService`). Expected failures are
typed union members (api.schema.failures); nothing is stored when one is returned."""
from __future__ import annotations

from typing import Annotated, NewType

import strawberry
from strawberry.scalars import JSON

from api.context import api, client_address, run, token_digest, token_of
from api.errors import to_typed
from api.schema import failures as fl
from api.schema import payloads as pl
from api.schema.args import A
from api.schema.enums import (
    DEFAULT_GAME,
    BotKind,
    ClockMode,
    GameName,
    SeatKind,
    TimeoutPolicy,
    Variant,
)
from api.schema.guards import limited as _limited
from api.schema.guards import looked_up as _looked_up
from api.schema.table_mutations import TableMutation
from api.schema.types import PlayerRef
from domain.shared.clock import MAX_MS
from domain.shared.errors import RuleViolation as DomainRuleViolation
from infra.game_service import lobby
from infra.game_service.errors import InvalidCommand, ServiceError

F = strawberry.field
MAX_SEED = 2**62


def _seed_value(value):
    # Any value passes validation; createGame checks it and answers InvalidInput, so a bad
    # seed is a typed failure like every other bad input, not a GraphQL validation error.
    return value


def check_seed(value) -> int | None:
    if value is None:
        return None
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MAX_SEED:
        raise InvalidCommand("a seed is a whole number from 0 to 2^62-1 (a JSON number or "
                             "its decimal text)")
    return value


Seed = NewType("Seed", object)
SEED_SCALAR = strawberry.scalar(
    name="Seed", serialize=lambda _: None, parse_value=_seed_value,
    description="A game seed: a whole number 0 to 2^62-1, as a JSON number or decimal "
                "string (anything else answers InvalidInput). Input only: seeds are secret "
                "and never returned.")


@strawberry.input(description="A seat at creation, in seat order: a human (`name`), a bot "
                              "(`bot`) or, in openGame, an open seat (`open: true`).")
class PlayerInput:
    name: str | None = F(default=None, description="Display name (1-40 characters; required "
                                                   "for a human seat, optional for a bot).")
    bot: BotKind | None = F(default=None, description="A bot of this kind (one of the game's "
                                                      "`botKinds`).")
    open: bool = F(default=False, description="An open seat, joined later with joinGame.")
    player_key: str | None = F(default=None, description="A human's secret player key "
                                                         "(registerPlayer): the seat counts "
                                                         "for that identity's rating.")


@strawberry.input(description="A game's clock: a time bank per seat (REALTIME: initial, added "
                              "per move, capped) or a deadline per move (TURN).")
class ClockInput:
    mode: ClockMode = F(description="REALTIME or TURN.")
    on_timeout: TimeoutPolicy = F(default=TimeoutPolicy.BOT_MOVE,
                                  description="What happens when a seat's time runs out.")
    initial_seconds: int | None = F(default=None, description="REALTIME: the starting bank.")
    increment_seconds: int | None = F(default=None, description="REALTIME: added after each "
                                                                "move (default 0).")
    max_seconds: int | None = F(default=None, description="REALTIME: the bank's cap (default: "
                                                          "none).")
    per_move_seconds: int | None = F(default=None, description="TURN: time for each move, "
                                                               "e.g. 86400 for a day.")

    def as_rules(self) -> dict:
        """The clock rules (domain.shared.clock), checked here so a refusal names this
        input's fields; a field of the other mode is refused, never ignored."""
        own = _CLOCK_FIELDS[self.mode.value]
        out = {"mode": self.mode.value, "on_timeout": self.on_timeout.value}
        for name in ("initial", "increment", "max", "per_move"):
            value = getattr(self, f"{name}_seconds")
            field = f"{_camel(name)}Seconds"
            if value is None:
                continue
            if name not in own:
                raise InvalidCommand(f"a {self.mode.name} clock has no {field} (it takes "
                                     + ", ".join(f"{_camel(f)}Seconds" for f in own) + ")")
            if not 0 <= value <= MAX_MS // 1000:
                raise InvalidCommand(f"{field} is 0 to {MAX_MS // 1000} seconds")
            out[f"{name}_ms"] = value * 1000
        need = own[0]
        if not out.get(f"{need}_ms"):
            raise InvalidCommand(f"a {self.mode.name} clock needs {_camel(need)}Seconds > 0")
        if self.max_seconds and self.max_seconds < (self.initial_seconds or 0):
            raise InvalidCommand("maxSeconds may not be below initialSeconds")
        return out


_CLOCK_FIELDS = {"realtime": ("initial", "increment", "max"), "turn": ("per_move",)}


def _camel(name: str) -> str:
    return "perMove" if name == "per_move" else name


@strawberry.input(description="A new game.")
class CreateGameInput:
    players: list[PlayerInput] = F(description="The seats in order (the game's player "
                                               "count range).")
    game: GameName = F(default=DEFAULT_GAME, description="Which game.")
    variant: Variant | None = F(default=None, description="One of the game's variants "
                                                          "(default: its first).")
    seed: Seed | None = F(default=None, description="Seed of the game's randomness (secret: "
                                                    "never shown back). Random if omitted.")
    setup: JSON | None = F(default=None, description=(
        "The engine's preset set-up JSON (Lorenzo: docs/lorenzo-preset.md). Unknown keys or "
        "impossible values answer InvalidInput."))
    clock: ClockInput | None = F(default=None, description="A clock for the game (none if "
                                                          "omitted).")
    private: bool = F(default=False, description="openGame: an unlisted table, joined only "
                                                 "with the invitation code the result gives.")


@strawberry.input(description="Take an open seat.")
class JoinGameInput:
    game_id: strawberry.ID = F(description="The game.")
    name: str = F(description="Your display name (1-40 characters).")
    seat: int | None = F(default=None, description="A particular open seat (default: the "
                                                   "first).")
    player_key: str | None = F(default=None, description="Your secret player key, to be "
                                                         "rated as that identity.")
    invite_code: str | None = F(default=None, description="A private table's invitation "
                                                          "code.")


@strawberry.input(description="Start a game.")
class StartGameInput:
    game_id: strawberry.ID = F(description="The game.")
    token: str | None = F(default=None, description="A seat token of the game (or "
                                                    "`Authorization: Bearer`).")


@strawberry.input(description="An action for a seat.")
class SubmitActionInput:
    game_id: strawberry.ID = F(description="The game.")
    action: str = F(description="A legal action's `key` (any case and spacing: the same "
                                "action).")
    token: str | None = F(default=None, description="The seat token (or "
                                                    "`Authorization: Bearer`).")
    expected_version: int | None = F(default=None, description=(
        "The game version the action was chosen on (`Game.version`): any other version "
        "answers VersionConflict. Without it, a concurrent change is tolerated if the action "
        "is still legal."))
    idempotency_key: str | None = F(default=None, description=(
        "A key (1-200 characters) unique per intended action: a retry with the same key "
        "returns the first result and stores nothing new."))


@strawberry.input(description="A new rating identity.")
class RegisterPlayerInput:
    name: str = F(description="Display name (1-40 characters); names may repeat, identities "
                              "do not.")


def _seats(players: list[PlayerInput], allow_open: bool) -> list[dict]:
    out = []
    for p in players:
        if p.open:
            if not allow_open:
                raise InvalidCommand("createGame seats are humans or bots; use openGame for "
                                     "open seats")
            out.append({"kind": "open"})
        elif p.bot is not None:
            out.append({"kind": "bot", "bot": p.bot.value, "name": p.name})
        else:
            out.append({"kind": "human", "name": p.name, "player_key": p.player_key})
    return out


def _failure(e: Exception):
    typed = to_typed(e)
    if typed is None:
        raise e
    return typed


async def _refused(info, e: Exception):
    """The typed error; a version conflict also says where the current version can be read
    (the store's position now includes it)."""
    typed = _failure(e)
    if isinstance(typed, fl.VersionConflict):
        typed.consistency = str(await run(api(info).service.position))
    return typed


async def _create(info, inp: CreateGameInput, allow_open: bool):
    def create(state, seats, creator):
        if allow_open and not any(s["kind"] == "open" for s in seats):
            raise InvalidCommand("openGame needs at least one open seat")
        if inp.setup is not None and not isinstance(inp.setup, dict):
            raise InvalidCommand("setup must be a JSON object")
        return state.command(
            state.service.create_game, game=inp.game.value, seats=seats,
            variant=None if inp.variant is None else inp.variant.value,
            seed=check_seed(inp.seed), preset=inp.setup,
            clock=None if inp.clock is None else inp.clock.as_rules(),
            private=inp.private, creator=creator)

    return await new_game(info, inp, create, allow_open=allow_open)


async def new_game(info, inp, create, *, allow_open: bool, token: str | None = None):
    """A new game (createGame, openGame, forkGame): `create(state, seats, creator)` is the
    write side's command; the checks, limits and answer are shared."""
    limited = _limited(info, token)
    if limited:
        return limited
    state = api(info)
    try:
        seats = _seats(inp.players, allow_open)
        has_open = any(s["kind"] == "open" for s in seats)
        if inp.private and not has_open:
            raise InvalidCommand("a private table has open seats: use openGame")
        creator = "c-" + token_digest(client_address(info))[:16]
        if has_open:
            await state.caught_up()  # this process's own writes count at once
            held = await run(state.read.open_games_of, creator)
            if held >= state.limits.max_open_games:
                raise InvalidCommand(f"you already hold {held} games that have not started: "
                                     "start or cancel one first")
        created = await create(state, seats, creator)
    except (ServiceError, DomainRuleViolation) as e:
        return _failure(e)
    state.wrote(created.game_id, created.position)
    for seat, token in created.tokens.items():
        state.remember(created.game_id, token, seat)
    creator = next(iter(created.tokens.values()), None)
    names = [s.get("name") or (lobby.bot_name(s["bot"], i) if s["kind"] == "bot" else None)
             for i, s in enumerate(seats)]
    return pl.GameCreated(
        game=pl.GameRef(id=strawberry.ID(str(created.game_id)), position=created.position,
                        token=creator),
        seats=[pl.SeatToken(seat=i, name=names[i], kind=SeatKind(s["kind"]),
                            token=created.tokens.get(i)) for i, s in enumerate(seats)],
        started=created.started, version=created.version,
        consistency=str(created.position), invite_code=created.invite_code)


@strawberry.type(description="Commands. Each answers a union: the success type or a typed "
                             "error; nothing changes on an error.")
class Mutation(TableMutation):
    @F(description="Create a game with human and bot seats; it starts at once. Human seats "
                   "get their tokens here (shown once).")
    async def create_game(self, info: strawberry.Info,
                          input: Annotated[CreateGameInput, A(description="The game.")]
                          ) -> pl.CreateGameResult:
        return await _create(info, input, allow_open=False)

    @F(description="Create a game with open seats (a lobby game); it starts when the last "
                   "open seat is joined.")
    async def open_game(self, info: strawberry.Info,
                        input: Annotated[CreateGameInput, A(description="The game.")]
                        ) -> pl.CreateGameResult:
        return await _create(info, input, allow_open=True)

    @F(description="Take an open seat; answers the seat's token (shown once).")
    async def join_game(self, info: strawberry.Info,
                        input: Annotated[JoinGameInput, A(description="The seat.")]
                        ) -> pl.JoinGameResult:
        limited = _limited(info, None)
        if limited:
            return limited
        state = api(info)
        try:
            joined = await state.command(state.service.join_game, str(input.game_id),
                                         input.name, seat=input.seat,
                                         player_key=input.player_key,
                                         invite_code=input.invite_code)
        except ServiceError as e:
            return _failure(e)
        state.wrote(joined.game_id, joined.position)
        state.remember(joined.game_id, joined.token, joined.seat)
        return pl.SeatJoined(game=pl.GameRef(id=strawberry.ID(str(joined.game_id)),
                                             position=joined.position, token=joined.token),
                             seat=joined.seat, token=joined.token, started=joined.started,
                             version=joined.version, consistency=str(joined.position))

    @F(description="Start a game. A game starts by itself when its last seat is filled, so "
                   "this confirms a running game or lists the seats still open.")
    async def start_game(self, info: strawberry.Info,
                         input: Annotated[StartGameInput, A(description="The game.")]
                         ) -> pl.StartGameResult:
        token = token_of(info, input.token)
        gid = str(input.game_id)
        limited = _limited(info, token, gid)
        if limited:
            return limited
        if not token:
            return fl.Unauthorized(code="unauthorized", message="a seat token is required")
        refused = await _looked_up(info, gid, token)
        if refused:
            return refused
        try:
            view = await run(api(info).service.view, gid, None)
        except ServiceError as e:
            return _failure(e)
        if view["status"] == "lobby":
            open_seats = [i for i, s in enumerate(view["seats"]) if s["kind"] == "open"]
            return fl.SeatsStillOpen(code="seats_still_open",
                                     message="the game starts when every seat is taken",
                                     open_seats=open_seats)
        if view["status"] == "finished":
            return fl.GameFinished(code="game_finished", message="the game is over")
        position = await run(api(info).service.position)
        return pl.GameStarted(game=pl.GameRef(id=strawberry.ID(gid), position=position,
                                              token=token), version=view["version"],
                              consistency=str(position))

    @F(description="Play a legal action for the token's seat.")
    async def submit_action(self, info: strawberry.Info,
                            input: Annotated[SubmitActionInput, A(description="The action.")]
                            ) -> pl.SubmitActionResult:
        token = token_of(info, input.token)
        gid = str(input.game_id)
        limited = _limited(info, token, gid)
        if limited:
            return limited
        state = api(info)
        refused = token and await _looked_up(info, gid, token)
        if refused:
            return refused
        try:
            res = await state.move(gid, token or "", input.action,
                                   expected_version=input.expected_version,
                                   idempotency_key=input.idempotency_key)
        except (ServiceError, DomainRuleViolation) as e:
            return await _refused(info, e)
        state.wrote(res.game_id, res.position)
        return pl.ActionAccepted(game_id=strawberry.ID(str(res.game_id)),
                                 version=res.version, finished=res.finished,
                                 replayed=res.replayed, consistency=str(res.position),
                                 position=res.position, token=token, seat=res.seat,
                                 result=res)

    @F(description="Get a rating identity: a public id and a secret key to send as "
                   "`playerKey` when creating or joining games.")
    async def register_player(self, info: strawberry.Info,
                              input: Annotated[RegisterPlayerInput, A(description="Who.")]
                              ) -> pl.RegisterPlayerResult:
        limited = _limited(info, None)
        if limited:
            return limited
        try:
            name = lobby.check_name(input.name)
        except ServiceError as e:
            return _failure(e)
        key = lobby.new_player_key()
        return pl.PlayerRegistered(player=PlayerRef(id=strawberry.ID(lobby.player_id(key)),
                                                    name=name, kind=SeatKind.HUMAN), key=key)
