"""Subscriptions (graphql-transport-ws). Each follows the read models: a change signal wakes it,
then it reads the projections from its own cursor, so a client that reconnects with the last
`cursor` it saw as `after` gets every later event exactly once."""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import AsyncGenerator
from functools import partial
from typing import Annotated

import strawberry

from api.context import api, run, viewer_seat, wait
from api.errors import ApiError
from api.schema import types as t
from api.schema.args import A, After, Consistency, GameId, Token
from api.schema.events import GameEvent, event_of
from api.schema.queries import (
    ReplayStep,
    consistency_of,
    consistent,
    game_id_of,
    replay_step,
    step_after,
)
from api.schema.shared import shared
from api.selection import asks_for_seat_part
from projections import repeats

F = strawberry.field
log = logging.getLogger(__name__)
BATCH = 200
IDLE_CHECK = 15.0  # seconds between checks that a quiet game still exists
EVENTS_KEPT = 8192

# (game, viewer seat, step) -> (log entry, its GameEvent): the subscribers of a game receive
# the same event objects, so each event is executed and encoded once per distinct
# subscription (api.schema.shared). An entry is reused only for an equal log entry (a
# finished game reveals what was hidden, and its entries change).
_events: OrderedDict = OrderedDict()


def _shared_event(game_id: str, seat: int | None, d: dict) -> GameEvent:
    key = (game_id, seat, d.get("step"))
    hit = _events.get(key)
    if hit is not None and (hit[0] is d or hit[0] == d):
        return hit[1]
    ev = shared(event_of(d, game_id))
    _events[key] = (d, ev)
    if len(_events) > EVENTS_KEPT:
        _events.popitem(last=False)
    return ev


async def _finished(info, game_id: str) -> bool | None:
    state = api(info)
    summary = await state.shared(("summary", game_id), state.read.game_summary, game_id)
    if summary is None:
        return None
    return summary["status"] == "finished"


async def _board(info, game_id: str, seat: int | None, seat_part: bool) -> t.Game | None:
    """The viewer's game (one shared read for all subscribers with the same viewer and the
    same need of the viewer's part: api.selection)."""
    state = api(info)
    board = await state.shared(("board", game_id, seat, seat_part), partial(
        state.read.board, game_id, seat, seat_part=seat_part))
    if board is None:
        return None
    return shared(t.Game.of(board))


@contextlib.asynccontextmanager
async def _following(info, game_id: str, seat: int | None):
    """A change listener for the game; the connection counts as following it while the
    subscription runs (api.presence; the store is told off the event loop, without waiting
    at the end)."""
    state = api(info)
    connection = id(info.context)
    if state.presence.arrive(game_id, seat, connection):
        await run(state.presence.write, game_id)
    try:
        with state.fanout.listening(game_id) as listener:
            yield listener
    finally:
        if state.presence.depart(game_id, seat, connection):
            asyncio.get_running_loop().run_in_executor(None, _quietly, state.presence.write,
                                                       game_id)


def _quietly(fn, *args) -> None:
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001 - presence goes stale by itself if this fails
        repeats.report("presence update failed", e)


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
        "Every event of the game after the cursor `after` (omitted: from the start), as the "
        "viewer may see it, then each new one as it is stored. Reconnect with the last "
        "`cursor` received as `after`: no gap, no duplicate. Completes after the game's last "
        "event."))
    async def game_events(self, info: strawberry.Info, game_id: GameId,
                          token: Token = None, after: After = None,
                          consistency: Consistency = None
                          ) -> AsyncGenerator[GameEvent, None]:
        gid = game_id_of(game_id)
        seat = await viewer_seat(info, gid, token)
        state = api(info)
        await consistent(info, consistency_of(consistency))
        await _known(info, gid)
        cursor = await step_after(info, gid, after)
        async with _following(info, gid, seat) as listener:
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
        "The game as the viewer sees it now, then after each change: each message is the "
        "game at its latest version when it is sent (legal actions included) or a change of "
        "`presence`. Versions stored while a message was on its way are coalesced into the "
        "next one, so `version` may grow by more than one (bot moves, several seats acting): "
        "a client that needs every step reads `gameEvents` from its last cursor. Completes "
        "once the finished game has been sent."))
    async def game_updated(self, info: strawberry.Info, game_id: GameId,
                           token: Token = None, consistency: Consistency = None
                           ) -> AsyncGenerator[t.Game, None]:
        gid = game_id_of(game_id)
        state = api(info)
        seat = await viewer_seat(info, gid, token)
        await consistent(info, consistency_of(consistency))
        await _known(info, gid)
        part = asks_for_seat_part(info)
        async with _following(info, gid, seat) as listener:
            sent = None
            while True:
                game = await _board(info, gid, seat, part)
                if game is None:
                    raise ApiError("game_not_found", f"no game {gid}")
                presence = await state.shared(("presence", gid), state.presence.of, gid)
                now = (int(game.data["version"]), presence["spectators"],
                       tuple(presence["seats"]))
                if now != sent:
                    sent = now
                    if presence != game.data.get("presence"):
                        game = t.Game.of({**game.data, "presence": presence})
                    yield game
                if game.data["status"] == "finished":
                    return
                await listener.wait(IDLE_CHECK)

    @strawberry.subscription(description=(
        "The lobby: each listed game whose summary changed (created, joined, started, "
        "moved, finished). Private tables are not announced."))
    async def lobby_updated(self, info: strawberry.Info
                            ) -> AsyncGenerator[t.GameSummary, None]:
        state = api(info)
        with state.fanout.listening(None) as listener:
            while True:
                await listener.wait()
                for gid in listener.take():
                    summary = await run(state.read.game_summary, gid)
                    if summary is not None and not summary["private"]:
                        yield t.summary_of(summary)

    @strawberry.subscription(description=(
        "A replay played back: each step from `fromStep` to the end, `speed` steps per "
        "second (at most the server's limit), as `replay.step` gives them. A running game "
        "(as the viewer may see it) plays up to its latest step."))
    async def replay_playback(
            self, info: strawberry.Info, game_id: GameId, token: Token = None,
            speed: Annotated[float, A(description="Steps per second.")] = 2.0,
            from_step: Annotated[int, A(description="First step to send.")] = 0,
    ) -> AsyncGenerator[ReplayStep, None]:
        if not speed > 0:
            raise ApiError("bad_input", "speed must be positive")
        if from_step < 0:
            raise ApiError("bad_step", "fromStep must be 0 or more")
        gid = game_id_of(game_id)
        state = api(info)
        seat = await viewer_seat(info, gid, token)
        speed = min(speed, state.limits.max_replay_speed)
        await _known(info, gid)
        length = await run(state.read.replay_length, gid, seat) or 0
        for step in range(min(from_step, length), length + 1):
            yield await replay_step(info, gid, step, seat)
            if step < length:
                await asyncio.sleep(1.0 / speed)
