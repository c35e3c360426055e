"""Subscriptions (graphql-transport-ws). Each follows the read models: a change signal wakes it,
then it reads the projections from its own cursor, so a client that reconnects with the last
`step` it saw as `after` gets every later event exactly once."""
from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import AsyncGenerator
from typing import Annotated

import strawberry

from api.context import api, run, token_of, viewer_seat, wait
from api.errors import ApiError
from api.schema import types as t
from api.schema.args import A, AfterStep, GameId, Token
from api.schema.queries import event_of
from api.schema.shared import shared

F = strawberry.field
BATCH = 200
IDLE_CHECK = 15.0  # seconds between checks that a quiet game still exists
EVENTS_KEPT = 8192

# (game, viewer seat, step) -> (log entry, its GameEvent): the subscribers of a game receive
# the same event objects, so each event is executed and encoded once per distinct
# subscription (api.schema.shared). An entry is reused only for an equal log entry (a
# finished game reveals what was hidden, and its entries change).
_events: OrderedDict = OrderedDict()


def _shared_event(game_id: str, seat: int | None, d: dict) -> t.GameEvent:
    key = (game_id, seat, d.get("step"))
    hit = _events.get(key)
    if hit is not None and (hit[0] is d or hit[0] == d):
        return hit[1]
    ev = shared(event_of(d))
    _events[key] = (d, ev)
    if len(_events) > EVENTS_KEPT:
        _events.popitem(last=False)
    return ev


async def _finished(info, game_id: str) -> bool | None:
    state = api(info)
    summary = await state.shared(("summary", game_id), state.read.game_summary, game_id)
    if summary is None:
        return None
    return t.status_of(summary.get("status")) == t.GameStatus.FINISHED


async def _board(info, game_id: str, token: str | None) -> t.Game | None:
    """The viewer's board (one shared read for all subscribers with the same viewer)."""
    state = api(info)
    seat = await viewer_seat(info, game_id, token)
    board = await state.shared(("board", game_id, seat), state.read.board, game_id, seat)
    if board is None:
        return None
    board = dict(board)
    board.setdefault("viewer_seat", seat)
    return t.Game.of(board, token_of(info, token))


async def _known(info, game_id: str) -> None:
    """Raise game_not_found unless the read models know the game (after catching up with
    everything already written)."""
    state = api(info)
    await state.caught_up(game_id)
    if await run(state.read.game_summary, game_id) is not None:
        return
    await wait(state.read.wait_for, await run(state.service.position), 5.0)
    if await run(state.read.game_summary, game_id) is None:
        raise ApiError("game_not_found", f"no game {game_id}")


@strawberry.type(description="Live updates over WebSocket (graphql-transport-ws). Send the "
                             "seat token as the `connection_init` payload "
                             "`{\"Authorization\": \"Bearer <token>\"}` or as the `token` "
                             "argument.")
class Subscription:
    @strawberry.subscription(description=(
        "Every event of the game after step `after` (0 = from the start), as the viewer may "
        "see it, then each new one as it is stored. Reconnect with the last `step` received as "
        "`after`: no gap, no duplicate. Completes after the game's last event."))
    async def game_events(self, info: strawberry.Info, game_id: GameId,
                          token: Token = None,
                          after: AfterStep = None) -> AsyncGenerator[t.GameEvent, None]:
        gid = str(game_id)
        seat = await viewer_seat(info, gid, token)
        state = api(info)
        await _known(info, gid)
        with state.fanout.listening(gid) as listener:
            cursor = after or 0
            check = True  # whether the game may have finished since the last look
            while True:
                items = await state.shared(("log", gid, seat, cursor), state.read.game_log,
                                           gid, seat, cursor, BATCH)
                for d in items:
                    ev = _shared_event(gid, seat, d)
                    cursor = max(cursor, ev.step)
                    yield ev
                # a game finishes with its last events: look when events came (or at the
                # start, or after a quiet spell), not on every change signal
                check = check or bool(items)
                if len(items) >= BATCH:
                    continue
                if check and await _finished(info, gid):
                    # Projections advance separately: the summary may say "finished" before
                    # the log has the last events. Once every projection has reached what is
                    # written now, the finished game's log is complete.
                    written = await run(state.service.position)
                    await wait(state.read.wait_for, written, 5.0)
                    tail = await run(state.read.game_log, gid, seat, cursor, BATCH)
                    if not tail:
                        return
                    continue
                check = not await listener.wait(IDLE_CHECK)  # False: checked, nothing new

    @strawberry.subscription(description=(
        "The game as the viewer sees it now, then after every change. Completes once the "
        "finished game has been sent."))
    async def game_updated(self, info: strawberry.Info, game_id: GameId,
                           token: Token = None) -> AsyncGenerator[t.Game, None]:
        gid = str(game_id)
        state = api(info)
        await viewer_seat(info, gid, token)
        await _known(info, gid)
        with state.fanout.listening(gid) as listener:
            sent = -1
            while True:
                game = await _board(info, gid, token)
                if game is None:
                    raise ApiError("game_not_found", f"no game {gid}")
                version = int(game.data.get("version") or 0)
                if version != sent:
                    sent = version
                    yield game
                if t.status_of(game.data.get("status"), game.v) == t.GameStatus.FINISHED:
                    return
                await listener.wait(IDLE_CHECK)

    @strawberry.subscription(description=(
        "The lobby: each game whose summary changed (created, joined, started, moved, "
        "finished)."))
    async def lobby_updated(self, info: strawberry.Info) -> AsyncGenerator[t.GameSummary, None]:
        state = api(info)
        with state.fanout.listening(None) as listener:
            while True:
                await listener.wait()
                for gid in listener.take():
                    summary = await run(state.read.game_summary, gid)
                    if summary is not None:
                        yield t.summary_of(summary)

    @strawberry.subscription(description=(
        "A finished game's states from step 0 to the end, `speed` states per second "
        "(at most the server's limit)."))
    async def replay_playback(
            self, info: strawberry.Info, game_id: GameId,
            speed: Annotated[float, A(description="States per second.")] = 2.0,
            from_step: Annotated[int, A(description="First step to send.")] = 0,
    ) -> AsyncGenerator[t.Game, None]:
        gid = str(game_id)
        state = api(info)
        if not speed > 0:
            raise ApiError("bad_input", "speed must be positive")
        speed = min(speed, state.limits.max_replay_speed)
        await _known(info, gid)
        if not await _finished(info, gid):
            raise ApiError("game_not_finished", "only a finished game can be played back")
        length = await run(state.read.replay_length, gid, None)
        for step in range(max(0, from_step), length + 1):
            board = dict(await run(state.read.replay_state, gid, step, None))
            board.setdefault("game_id", gid)
            board.setdefault("status", "finished" if step == length else "playing")
            yield t.Game.of(board)
            if step < length:
                await asyncio.sleep(1.0 / speed)
