"""Mutations: commands to the write side (`infra.service.GameService`). Expected failures are
typed union members (see api.schema.types); nothing is stored when one is returned."""
from __future__ import annotations

from typing import Annotated, NewType

import strawberry
from graphql import GraphQLError
from strawberry.scalars import JSON

from api.context import api, check_rate, run, token_of
from api.errors import to_typed
from api.schema import types as t
from api.schema.args import A
from domain import games
from domain.shared.errors import RuleViolation as DomainRuleViolation
from infra.errors import ServiceError

F = strawberry.field
MAX_SEED = 2**62


def _parse_seed(value) -> int:
    if isinstance(value, bool):
        raise GraphQLError("a seed is a whole number")
    if isinstance(value, int):
        seed = value
    elif isinstance(value, str) and value.strip().isdigit():
        seed = int(value.strip())
    else:
        raise GraphQLError("a seed is a whole number (or its decimal text)")
    if not 0 <= seed < MAX_SEED:
        raise GraphQLError("a seed is 0 to 2^62-1")
    return seed


Seed = NewType("Seed", int)
SEED_SCALAR = strawberry.scalar(
    name="Seed", serialize=lambda _: None, parse_value=_parse_seed,
    description="A game seed: a whole number 0 to 2^62-1, as a JSON number or decimal "
                "string. Input only: seeds are secret and never returned.")


@strawberry.input(description="A seat at creation, in seat order.")
class PlayerInput:
    name: str | None = F(default=None, description="Display name (required for a human "
                                                   "seat; optional for a bot).")
    bot: str | None = F(default="", description="Empty or null for a human seat, else a bot "
                                                "kind: `random` or `greedy`.")
    open: bool = F(default=False, description="An open seat, joined later with joinGame "
                                              "(name and bot are ignored).")


@strawberry.input(description="A new game.")
class CreateGameInput:
    players: list[PlayerInput] = F(description="2-4 seats in seat order.")
    variant: str = F(default="basic", description="basic or advanced.")
    seed: Seed | None = F(default=None, description="Seed of the game's randomness (secret: "
                                                    "never shown back). Random if omitted.")
    setup: JSON | None = F(default=None, description=(
        "The engine's preset set-up JSON (docs/lorenzo-preset.md): any of `turn_order` "
        "(permutation of seats), `dice` (up to 6 rounds of {black, white, orange}), `decks` "
        "({type: {\"1\"|\"2\"|\"3\": [card numbers]}}), `excommunications` (one tile per "
        "period), and for the advanced variant `bonus_tiles` and `leaders` (hands). Unknown "
        "keys or impossible values answer InvalidInput."))


@strawberry.input(description="A game with open seats for others to join.")
class OpenGameInput:
    players: list[PlayerInput] = F(description="2-4 seats in seat order; at least one with "
                                               "`open: true`.")
    variant: str = F(default="basic", description="basic or advanced.")
    seed: Seed | None = F(default=None, description="Secret seed (random if omitted).")
    setup: JSON | None = F(default=None, description="Preset set-up JSON, as in createGame.")


@strawberry.input(description="Take an open seat.")
class JoinGameInput:
    game_id: strawberry.ID = F(description="The game.")
    name: str = F(description="Your display name (1-40 characters).")
    seat: int | None = F(default=None, description="A particular open seat (default: the "
                                                   "first).")


@strawberry.input(description="Start a game.")
class StartGameInput:
    game_id: strawberry.ID = F(description="The game.")
    token: str | None = F(default=None, description="A seat token of the game (or "
                                                    "`Authorization: Bearer`).")


@strawberry.input(description="An action for a seat.")
class SubmitActionInput:
    game_id: strawberry.ID = F(description="The game.")
    action: str = F(description="A legal action's `key` (see legalActions).")
    token: str | None = F(default=None, description="The seat token (or "
                                                    "`Authorization: Bearer`).")
    expected_version: int | None = F(default=None, description=(
        "The game version the action was chosen on: any other version answers "
        "VersionConflict. Without it, a concurrent change is tolerated if the action is still "
        "legal."))
    idempotency_key: str | None = F(default=None, description=(
        "A key (1-200 characters) unique per intended action: a retry with the same key "
        "returns the first result and stores nothing new."))


def _limited(info, token: str | None):
    wait = check_rate(info, token)
    if wait:
        return t.RateLimited(code="rate_limited", message="too many requests; retry later",
                             retry_after=round(wait, 3))
    return None


def _seats(players: list[PlayerInput], allow_open: bool):
    out = []
    for p in players:
        if p.open:
            if not allow_open:
                raise _Invalid("createGame seats are human or bot; use openGame for open seats")
            out.append({"kind": "open"})
        elif p.bot:
            out.append({"kind": "bot", "bot": p.bot, "name": p.name})
        else:
            out.append({"kind": "human", "name": p.name})
    return out


class _Invalid(Exception):
    pass


def _event(data: dict, seat: int | None, index: int, version: int) -> t.GameEvent:
    decider = games.get("lorenzo")
    shown = decider.redact_event(data, seat, False)
    try:
        text = decider.describe_event(shown)
    except Exception:  # noqa: BLE001 - a description is a courtesy
        text = str(shown.get("type", ""))
    return t.GameEvent(step=0, version=version, type=str(shown.get("type", "")),
                       seat=shown.get("seat"), description=text, data=shown)


async def _create(info, inp, allow_open: bool):
    limited = _limited(info, None)
    if limited:
        return limited
    try:
        seats = _seats(inp.players, allow_open)
        if not allow_open and not seats:
            raise _Invalid("players must list 2-4 seats")
        if allow_open and not any(s["kind"] == "open" for s in seats):
            raise _Invalid("openGame needs at least one open seat")
        if inp.setup is not None and not isinstance(inp.setup, dict):
            raise _Invalid("setup must be a JSON object")
        state = api(info)
        created = await state.command(state.service.create_game, game="lorenzo", seats=seats,
                                      variant=inp.variant, seed=inp.seed, preset=inp.setup)
    except _Invalid as e:
        return t.InvalidInput(code="invalid_command", message=str(e))
    except (ServiceError, DomainRuleViolation) as e:
        typed = to_typed(e)
        if typed is None:
            raise
        return typed
    api(info).wrote(created.game_id, created.position)
    creator = next(iter(created.tokens.values()), None)
    return t.GameCreated(
        game=t.GameRef(id=strawberry.ID(str(created.game_id)), position=created.position,
                       token=creator),
        seats=[t.SeatToken(seat=i, name=s.get("name") or (
            f"{s['bot']} bot {i + 1}" if s["kind"] == "bot" else None),
            kind=t.SeatKind(s["kind"]), token=created.tokens.get(i))
            for i, s in enumerate(seats)],
        started=created.started, version=created.version)


@strawberry.type(description="Commands. Each answers a union: the success type or a typed "
                             "error; nothing changes on an error.")
class Mutation:
    @F(description="Create a game with human and bot seats; starts at once. Human seats get "
                   "their tokens here (shown once).")
    async def create_game(self, info: strawberry.Info,
                          input: Annotated[CreateGameInput, A(description="The command.")]) -> t.CreateGameResult:
        return await _create(info, input, allow_open=False)

    @F(description="Create a game with open seats (a lobby game); it starts when the last "
                   "open seat is joined.")
    async def open_game(self, info: strawberry.Info, input: Annotated[OpenGameInput, A(description="The command.")]) -> t.CreateGameResult:
        return await _create(info, input, allow_open=True)

    @F(description="Take an open seat; answers the seat's token (shown once).")
    async def join_game(self, info: strawberry.Info, input: Annotated[JoinGameInput, A(description="The command.")]) -> t.JoinGameResult:
        limited = _limited(info, None)
        if limited:
            return limited
        try:
            joined = await api(info).command(api(info).service.join_game, str(input.game_id),
                                             input.name, seat=input.seat)
        except ServiceError as e:
            typed = to_typed(e)
            if typed is None:
                raise
            return typed
        api(info).wrote(joined.game_id, joined.position)
        return t.SeatJoined(game=t.GameRef(id=strawberry.ID(str(joined.game_id)),
                                           position=joined.position, token=joined.token),
                            seat=joined.seat, token=joined.token, started=joined.started,
                            version=joined.version)

    @F(description="Start a game. A game starts by itself when its last seat is filled, so "
                   "this confirms a running game or lists the seats still open.")
    async def start_game(self, info: strawberry.Info,
                         input: Annotated[StartGameInput, A(description="The command.")]) -> t.StartGameResult:
        token = token_of(info, input.token)
        limited = _limited(info, token)
        if limited:
            return limited
        gid = str(input.game_id)
        try:
            if not token:
                return t.Unauthorized(code="unauthorized", message="a seat token is required")
            await api(info).seat_of(gid, token)
            view = await run(api(info).service.view, gid, None)
        except ServiceError as e:
            typed = to_typed(e)
            if typed is None:
                raise
            return typed
        if view["status"] == "lobby":
            open_seats = [i for i, s in enumerate(view["seats"]) if s["kind"] == "open"]
            return t.SeatsStillOpen(code="seats_still_open",
                                    message="the game starts when every seat is taken",
                                    open_seats=open_seats)
        if view["status"] == "finished":
            return t.GameFinished(code="game_finished", message="the game is over")
        position = await run(api(info).service.position)
        return t.GameStarted(game=t.GameRef(id=strawberry.ID(gid), position=position,
                                            token=token), version=view["version"])

    @F(description="Play a legal action for the token's seat.")
    async def submit_action(self, info: strawberry.Info,
                            input: Annotated[SubmitActionInput, A(description="The command.")]) -> t.SubmitActionResult:
        token = token_of(info, input.token)
        limited = _limited(info, token)
        if limited:
            return limited
        try:
            state = api(info)
            res = await state.command(state.service.play, str(input.game_id), token or "",
                                      input.action, expected_version=input.expected_version,
                                      idempotency_key=input.idempotency_key)
        except (ServiceError, DomainRuleViolation) as e:
            typed = to_typed(e)
            if typed is None:
                raise
            return typed
        api(info).wrote(res.game_id, res.position)
        # A command is one stored event (docs/events-store.md): its events share its version,
        # as in the game log; a game-ending command's `Finished` takes one more version.
        stored_at = res.version - 1 if res.finished else res.version
        return t.ActionAccepted(
            game_id=strawberry.ID(str(res.game_id)), version=res.version,
            events=[_event(d, res.seat, i, stored_at) for i, d in enumerate(res.events)],
            finished=res.finished, replayed=res.replayed, position=res.position, token=token)
