"""Queries: read the projections (`projections.read.ReadModels`), never the aggregate. A game's
legal actions are part of its read model, stored at the version they belong to."""
from __future__ import annotations

import datetime as dt
from typing import Annotated
from uuid import UUID

import strawberry

from api import board_rows
from api.context import api, run, viewer_seat, wait
from api.errors import ApiError
from api.http_cache import note_game
from api.limits import page_size
from api.schema import pages
from api.schema import stats as st
from api.schema import types as t
from api.schema.args import A, After, Consistency, First, GameId, GameOf, Token
from api.schema.enums import DEFAULT_GAME, GameName, GameStatus, Variant
from api.schema.events import GameEvent, ReplayMove, cursor_step, event_of, move_of
from api.schema.games.base import LegalAction
from api.selection import asks_for_seat_part
from domain import games
from projections.tables import NOT_HELD

F = strawberry.field
READ_YOUR_WRITES_TIMEOUT = 5.0


def game_id_of(value) -> str:
    """A game id as the read models key it; anything that is not a UUID is no game."""
    try:
        return str(UUID(str(value)))
    except ValueError:
        raise ApiError("game_not_found", "no game with this id") from None


def consistency_of(value: str | None) -> int | None:
    if value is None or value == "":
        return None
    if not (value.isascii() and value.isdigit()) or len(value) > 19:
        raise ApiError("bad_consistency", "consistency is the `consistency` string a write "
                                          "returned")
    return int(value)


async def consistent(info, position: int | None) -> None:
    """Wait (bounded) until this process's read models include `position`."""
    if position:
        state = api(info)
        if not await wait(state.read.wait_for, position, READ_YOUR_WRITES_TIMEOUT):
            raise ApiError("consistency_timeout", "the read models did not reach that "
                                                  "position in time; retry")


async def load_game(info, game_id: str, token: str | None, *, position: int | None = None,
                    missing_ok: bool = False, seat_part: bool = True) -> t.Game | None:
    """The game for the token's viewer (spectator without one). With `position`, first wait
    until the read models have processed it (read-your-writes). `seat_part=False`: without
    the viewer's view and legal actions (a selection that reads neither:
    api.selection)."""
    gid = game_id_of(game_id)
    state = api(info)
    seat = await viewer_seat(info, gid, token)
    if position is not None:
        await consistent(info, position)
        board = await run(state.read.board, gid, seat, seat_part=seat_part)
    else:
        await state.caught_up(gid)
        board = await _board(state, gid, seat, seat_part)
    if board is None and position is None:
        # maybe just created: wait until the read models saw everything written so far
        if await wait(state.read.wait_for, await run(state.service.position),
                      READ_YOUR_WRITES_TIMEOUT):
            board = await run(state.read.board, gid, seat, seat_part=seat_part)
    if board is None:
        if missing_ok:
            return None
        raise ApiError("game_not_found", f"no game {gid}")
    note_game(gid, board.get("status"), board.get("private"))
    if seat is not None:
        board["viewer"] = seat
    return t.Game.of(board)


async def _board(state, gid: str, seat: int | None, seat_part: bool) -> dict | None:
    """The board as `read.board` gives it; from the row the answer-cache look-up read with
    the game's version (api.board_rows) when there is one: on the event loop when this
    process holds the viewer's part or the game's table (no database read), else in a worker
    thread, as `read.board` always was."""
    row = board_rows.row_of(gid)
    if row is None:
        return await run(state.read.board, gid, seat, seat_part=seat_part)
    board = state.read.board_of(gid, seat, row, held_only=True, seat_part=seat_part)
    if board is NOT_HELD:
        board = await run(state.read.board_of, gid, seat, row, seat_part=seat_part)
    return board


async def read_input(fn, *args, **kwargs):
    """A read-model call whose ValueError (bad cursor, bad date ...) is the client's error."""
    from projections.games.queries import BadCursor as GamesCursor
    from projections.ratings.queries import BadCursor as RatingsCursor

    try:
        return await run(fn, *args, **kwargs)
    except (GamesCursor, RatingsCursor) as e:
        raise ApiError("bad_cursor", str(e)[:200]) from None
    except ValueError as e:
        raise ApiError("bad_input", str(e)[:200]) from None


async def known_player(info, player: str) -> None:
    """`player_not_found` unless the identity has a rated game of some game (a registered
    identity is not stored before its first rated game)."""
    if not await run(api(info).read.known_player, player):
        raise ApiError("player_not_found", "no rated game of this player")


def _day_of(s: str | None) -> str | None:
    """A since/until filter as its UTC day (checked like the analytics' dates)."""
    d = _date(s)
    return None if d is None else d.isoformat()[:10]


def _date(s: str | None):
    if s is None:
        return None
    try:
        return dt.datetime.fromisoformat(s)
    except ValueError:
        raise ApiError("bad_input", "since/until are ISO 8601 dates, e.g. 2026-11-22") from None


async def step_after(info, game_id: str, after: str | None) -> int:
    """The step an event cursor of this (known) game stands for; `bad_cursor` for anything
    that is not one of its events' cursors (another game's, a step past its log)."""
    if after is None:
        return 0
    step = cursor_step(game_id, after)
    if step is not None and step > 0:
        state = api(info)
        length = await run(state.read.replay_length, game_id)
        if (length or 0) < step:  # perhaps written by another process: catch up first
            await wait(state.read.wait_for, await run(state.service.position),
                       READ_YOUR_WRITES_TIMEOUT)
            length = await run(state.read.replay_length, game_id)
        if (length or 0) >= step:
            return step
    raise ApiError("bad_cursor", "not a cursor of this game's events")


def check_for_game(game: str, variant: str | None = None, players: int | None = None) -> None:
    """Refuse a variant or player count the game does not have, listing what it has."""
    decider = games.get(game)
    if variant is not None and variant not in decider.variants:
        raise ApiError("bad_input", f"{game} has the variants "
                                    f"{', '.join(v.upper() for v in decider.variants)}")
    if players is not None and not decider.min_players <= players <= decider.max_players:
        raise ApiError("bad_input", f"{game} is played by {decider.min_players}-"
                                    f"{decider.max_players} players")


@strawberry.input(description="Which games to list.")
class GameFilter:
    game: GameName | None = F(default=None, description="Only this game.")
    status: GameStatus | None = F(default=None, description="Only games with this status.")
    variant: Variant | None = F(default=None, description="Only this variant.")
    players: int | None = F(default=None, description="Only games with this many seats.")
    open_only: bool = F(default=False, description="Only lobby games with an open seat.")


@strawberry.input(description="Which finished games the statistics cover.")
class AnalyticsFilter:
    variant: Variant | None = F(default=None, description="Only this variant (of the game).")
    players: int | None = F(default=None, description="Only games with this many seats.")
    since: str | None = F(default=None, description="Finished on or after this day (ISO "
                                                    "8601, UTC).")
    until: str | None = F(default=None, description="Finished on or before this day.")


@strawberry.type(description="One step of a replay: the game right after it, the event that "
                             "produced it and the command it belongs to.")
class ReplayStep:
    step: int = F(description="Events applied (0 = the table before the first).")
    game: t.Game = F(description="The game at this step (as `stateAt`).")
    event: GameEvent | None = F(description="The step's event (null at step 0).")
    game_id: strawberry.Private[str] = ""
    seat: strawberry.Private[int | None] = None

    @F(description="The command that produced it (null for the set-up and automatic events "
                   "before any).")
    async def move(self, info: strawberry.Info) -> ReplayMove | None:
        # read only when selected: a scrubbing client asks for the board, not the move list
        if not self.step:
            return None
        moves = await run(api(info).read.replay_moves, self.game_id, self.seat) or []
        move = next((m for m in moves if m["first_step"] <= self.step <= m["step"]), None)
        return None if move is None else move_of(move)


@strawberry.type(description="A game's replay: its states step by step as the viewer may see "
                             "them (a finished game is revealed in full at every step).")
class Replay:
    game_id: strawberry.ID = F(description="Game id.")
    length: int = F(description="Number of steps: events after the lobby. Step 0 is the "
                                "empty table, step `length` the latest (or final) state.")
    finished: bool = F(description="Whether the game is over (then `stateAt(length)` equals "
                                   "`game`).")
    seat: strawberry.Private[int | None] = None

    @F(description="The commands, in order, with the steps they produced (for a "
                   "jump-to-move list).")
    async def moves(self, info: strawberry.Info) -> list[ReplayMove]:
        moves = await run(api(info).read.replay_moves, str(self.game_id), self.seat)
        return [move_of(m) for m in moves or ()]

    @F(description="The game as it was after `step` events (0 <= step <= length).")
    async def state_at(self, info: strawberry.Info,
                       step: Annotated[int, A(description="Events applied.")]) -> t.Game:
        return (await self._frame(info, step)).game

    @F(description="The step with its event and command.")
    async def step(self, info: strawberry.Info,
                   step: Annotated[int, A(description="Events applied.")]) -> ReplayStep:
        return await self._frame(info, step)

    @F(description="Up to `first` consecutive steps from `start` (a window to scrub through "
                   "without a request per step; ends at `length`).")
    async def steps(self, info: strawberry.Info,
                    start: Annotated[int, A(description="The first step (0-length).")],
                    first: First = None) -> list[ReplayStep]:
        if not 0 <= start <= self.length:
            raise ApiError("bad_step", f"start must be 0-{self.length}")
        n = page_size(first, api(info).limits)
        gid = str(self.game_id)
        return [await replay_step(info, gid, s, self.seat)
                for s in range(start, min(self.length, start + n - 1) + 1)]

    async def _frame(self, info, step: int) -> ReplayStep:
        if not 0 <= step <= self.length:
            raise ApiError("bad_step", f"step must be 0-{self.length}")
        return await replay_step(info, str(self.game_id), step, self.seat)


async def replay_step(info, game_id: str, step: int, seat: int | None) -> ReplayStep:
    state = api(info)
    frame = await run(state.read.replay_state, game_id, step, seat)
    if frame is None:
        raise ApiError("game_not_found", f"no game {game_id}")
    snap = dict(frame["snapshot"])
    snap.update(game_id=game_id, viewer=seat)
    event = frame["event"]
    return ReplayStep(step=frame["step"], game=t.Game.of(snap),
                      event=None if event is None else event_of(event, game_id),
                      game_id=game_id, seat=seat)


@strawberry.type(description="Read operations.")
class Query:
    @F(description="Every hosted game: variants, player counts, bot kinds, whether its data "
                   "is provisional, and its catalogue. The default game first (clients open "
                   "on it), then by name.")
    def game_types(self) -> list[t.GameType]:
        # a third game sorts before the flagship by name: the default leads explicitly
        return [t.game_type(n) for n in sorted(games.names(), key=lambda n: n != games.DEFAULT)]

    @F(description="One hosted game.")
    def game_type(self, name: Annotated[GameName, A(description="The game.")]) -> t.GameType:
        return t.game_type(name.value)

    @F(description="A game as the viewer sees it: a seat with its token (argument or "
                   "`Authorization: Bearer`), or a spectator without one. An unknown id is "
                   "the error `game_not_found`.")
    async def game(self, info: strawberry.Info, id: GameId, token: Token = None,
                   consistency: Consistency = None) -> t.Game:
        return await load_game(info, str(id), token, position=consistency_of(consistency),
                               seat_part=asks_for_seat_part(info))

    @F(description="The viewer's legal actions now, each `key` a valid submitAction "
                   "`action` (the same as `game { legalActions }`): empty for a spectator "
                   "and for a seat that need not act.")
    async def legal_actions(self, info: strawberry.Info, game_id: GameId, token: Token = None,
                            consistency: Consistency = None) -> list[LegalAction]:
        game = await load_game(info, str(game_id), token,
                               position=consistency_of(consistency))
        return game.legal_actions()

    @F(description="Games, newest activity first, as a Relay-style connection.")
    async def games(self, info: strawberry.Info,
                    filter: Annotated[GameFilter | None, A(description="Which games.")] = None,
                    first: First = None, after: After = None,
                    consistency: Consistency = None) -> pages.GameConnection:
        f = filter or GameFilter()
        n = page_size(first, api(info).limits)
        if f.game is not None:
            check_for_game(f.game.value, f.variant.value if f.variant else None, f.players)
        await consistent(info, consistency_of(consistency))
        await api(info).caught_up()  # this process's own writes, to any game
        res = await read_input(
            api(info).read.game_list, game=f.game.value if f.game else None,
            status=f.status.value if f.status else None,
            variant=f.variant.value if f.variant else None, players=f.players,
            open_only=f.open_only, first=n, after=after)
        return pages.page(pages.GameEdge, pages.GameConnection,
                          [(d["cursor"], t.summary_of(d)) for d in res["items"]],
                          res["has_next"], after)

    @F(description="A game's events as the viewer may see them, after the cursor `after` "
                   "(an event's `cursor`, or `pageInfo.endCursor`).")
    async def game_events(self, info: strawberry.Info, game_id: GameId, token: Token = None,
                          after: After = None, first: First = None,
                          consistency: Consistency = None) -> pages.GameEventConnection:
        gid = game_id_of(game_id)
        n = page_size(first, api(info).limits)
        seat = await viewer_seat(info, gid, token)
        await consistent(info, consistency_of(consistency))
        await api(info).caught_up(gid)
        summary = await run(api(info).read.game_summary, gid)
        if summary is None:
            raise ApiError("game_not_found", f"no game {gid}")
        note_game(gid, summary["status"], summary["private"])  # (before the log is read)
        start = await step_after(info, gid, after)
        items = await read_input(api(info).read.game_log, gid, seat, start, n + 1)
        events = [event_of(d, gid) for d in items[:n]]
        return pages.page(pages.GameEventEdge, pages.GameEventConnection,
                          [(e.cursor, e) for e in events], len(items) > n, after)

    @F(description="A game's replay for the viewer (spectator without a token).")
    async def replay(self, info: strawberry.Info, game_id: GameId, token: Token = None,
                     consistency: Consistency = None) -> Replay:
        gid = game_id_of(game_id)
        seat = await viewer_seat(info, gid, token)
        await consistent(info, consistency_of(consistency))
        await api(info).caught_up(gid)
        summary = await run(api(info).read.game_summary, gid)
        length = await run(api(info).read.replay_length, gid, seat)
        if summary is None or length is None:
            raise ApiError("game_not_found", f"no game {gid}")
        note_game(gid, summary["status"], summary["private"])  # (before its steps are read)
        return Replay(game_id=strawberry.ID(gid), length=int(length),
                      finished=summary["status"] == "finished", seat=seat)

    @F(description="Statistics over a game's finished games.")
    async def analytics(self, info: strawberry.Info, game: GameOf = DEFAULT_GAME,
                        filter: Annotated[AnalyticsFilter | None,
                                          A(description="Which games.")] = None
                        ) -> st.Analytics:
        f = filter or AnalyticsFilter()
        check_for_game(game.value, f.variant.value if f.variant else None, f.players)
        data = await read_input(api(info).read.analytics, game=game.value,
                                variant=f.variant.value if f.variant else None,
                                players=f.players, since=_date(f.since), until=_date(f.until))
        return st.analytics_of(data)

    @F(description="A player's drill-down on one game's ladder: the rated games under the "
                   "filter with seat, rank, score and the rating after each, and the "
                   "current rating (`player_not_found` for an identity without a rated "
                   "game of any game).")
    async def player_analytics(self, info: strawberry.Info,
                               player: Annotated[strawberry.ID,
                                                 A(description="A PlayerRef id.")],
                               game: GameOf = DEFAULT_GAME,
                               filter: Annotated[AnalyticsFilter | None,
                                                 A(description="Which games.")] = None
                               ) -> st.PlayerAnalytics:
        f = filter or AnalyticsFilter()
        check_for_game(game.value, f.variant.value if f.variant else None, f.players)
        state = api(info)
        items = await read_input(state.read.player_games, str(player), game.value,
                                 variant=f.variant.value if f.variant else None,
                                 players=f.players, since=_day_of(f.since),
                                 until=_day_of(f.until))
        rating = await run(state.read.rating, game.value, str(player))
        if rating is None:
            await known_player(info, str(player))
        return st.player_analytics_of(str(player), rating, items)

    @F(description="A game's rating ladder, best first.")
    async def ratings(self, info: strawberry.Info, game: GameOf = DEFAULT_GAME,
                      first: First = None, after: After = None) -> pages.RatingConnection:
        n = page_size(first, api(info).limits)
        items = await read_input(api(info).read.ratings, game.value, n + 1, after)
        return pages.page(pages.RatingEdge, pages.RatingConnection,
                          [(d["cursor"], st.rating_of(d)) for d in items[:n]], len(items) > n,
                          after)

    @F(description="One identity's rating on a game's ladder (null if it has no rated game).")
    async def rating(self, info: strawberry.Info,
                     player: Annotated[strawberry.ID, A(description="A PlayerRef id.")],
                     game: GameOf = DEFAULT_GAME) -> st.Rating | None:
        d = await run(api(info).read.rating, game.value, str(player))
        return None if d is None else st.rating_of(d)

    @F(description="An identity's rating after each rated game, oldest first "
                   "(`player_not_found` for an identity without a rated game of any game).")
    async def rating_history(self, info: strawberry.Info,
                             player: Annotated[strawberry.ID, A(description="A PlayerRef "
                                                                            "id.")],
                             game: GameOf = DEFAULT_GAME) -> list[st.RatingChange]:
        items = await read_input(api(info).read.rating_history, str(player), game.value)
        if not items:  # none on this ladder: maybe on another game's
            await known_player(info, str(player))
        return [st.change_of(x) for x in items]
