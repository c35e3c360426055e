"""Queries: read the projections (`projections.read.ReadModels`), never the aggregate. The one
exception is `legalActions`: the write side's `GameService.legal_actions` is the engine's single
answer to "what may this seat do now"."""
from __future__ import annotations

import datetime as dt
from typing import Annotated

import strawberry

from api.context import api, run, token_of, viewer_seat, wait
from api.errors import ApiError, api_error
from api.limits import page_size
from api.schema import types as t
from api.schema.args import A, After, AfterStep, First, GameId, Step, Token
from domain.lorenzo.catalog import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS
from infra.errors import ServiceError

F = strawberry.field
READ_STATUS = {t.GameStatus.LOBBY: "open", t.GameStatus.PLAYING: "running",
               t.GameStatus.FINISHED: "finished"}
READ_YOUR_WRITES_TIMEOUT = 5.0


async def load_game(info, game_id: str, token: str | None, *,
                    position: int | None = None) -> t.Game | None:
    """The board for the token's viewer (spectator without one); with `position`, first wait
    until the read models have processed it (read-your-writes)."""
    state = api(info)
    seat = await viewer_seat(info, game_id, token)
    if position is not None:
        await wait(state.read.wait_for, position, READ_YOUR_WRITES_TIMEOUT)
    else:
        await state.caught_up(game_id)
    board = await run(state.read.board, game_id, seat)
    if board is None and position is None:
        # maybe just created: wait until the read models saw everything written so far
        if await wait(state.read.wait_for, await run(state.service.position),
                     READ_YOUR_WRITES_TIMEOUT):
            board = await run(state.read.board, game_id, seat)
    if board is None:
        return None
    board = dict(board)
    board.setdefault("viewer_seat", seat)
    return t.Game.of(board, token_of(info, token))


async def load_legal_actions(info, game_id: str, token: str | None) -> list[t.LegalAction]:
    token = token_of(info, token)
    if not token:
        return []
    try:
        actions = await run(lambda: list(api(info).service.legal_actions(game_id, token)))
    except ServiceError as e:
        raise api_error(e) from None
    return [t.legal_action_of(a) for a in actions]


async def read_input(fn, *args, **kwargs):
    """A read-model call whose ValueError (bad cursor, bad date ...) is the client's error."""
    try:
        return await run(fn, *args, **kwargs)
    except ValueError as e:
        raise ApiError("bad_input", str(e)[:200]) from None


def event_of(d: dict) -> t.GameEvent:
    data = d.get("data") if isinstance(d.get("data"), dict) else d
    return t.GameEvent(step=int(d.get("step") or 0), version=int(d.get("version") or 0),
                       type=str(d.get("type") or data.get("type") or ""),
                       seat=d.get("seat", data.get("seat")),
                       description=str(d.get("description") or d.get("text") or ""),
                       data=data)


def _page(result, n: int | None = None) -> tuple[list, str | None, bool]:
    """(items, end cursor, has next) from a page dict or a list fetched with n + 1 items."""
    if isinstance(result, dict):
        return (list(result.get("items") or ()), _cursor(result.get("end_cursor")),
                bool(result.get("has_next")))
    items = list(result or ())
    more = n is not None and len(items) > n
    return items[:n] if more else items, None, more


def _cursor(c) -> str | None:
    return None if c is None else str(c)


def _int_cursor(after: str | None) -> int | None:
    if after is None or after == "":
        return None
    try:
        return int(after)
    except ValueError:
        raise ApiError("bad_cursor", "not a cursor of this list") from None


def _date(s: str | None):
    if s is None:
        return None
    try:
        return dt.datetime.fromisoformat(s)
    except ValueError:
        raise ApiError("bad_input", f"not an ISO 8601 date-time: {s!r}") from None


@strawberry.input(description="Which games to list.")
class GameFilter:
    status: t.GameStatus | None = F(default=None, description="Only games with this status.")
    variant: str | None = F(default=None, description="Only this variant (basic/advanced).")
    players: int | None = F(default=None, description="Only games with this many seats.")
    open_only: bool = F(default=False, description="Only lobby games with an open seat.")


@strawberry.input(description="Which finished games the statistics cover.")
class AnalyticsFilter:
    variant: str | None = F(default=None, description="Only this variant.")
    players: int | None = F(default=None, description="Only games with this many seats.")
    since: str | None = F(default=None, description="Finished at or after (ISO 8601).")
    until: str | None = F(default=None, description="Finished before (ISO 8601).")


@strawberry.type(description="A game's replay: its states step by step as the viewer may see "
                             "them (a finished game is revealed in full).")
class Replay:
    game_id: strawberry.ID = F(description="Game id.")
    length: int = F(description="Number of steps: events after the lobby. Step 0 is the "
                                "empty table, step `length` the latest (or final) state.")
    seat: strawberry.Private[int | None] = None

    @F(description="The game as it was after `step` events (0 <= step <= length).")
    async def state_at(self, info: strawberry.Info, step: Step) -> t.Game | None:
        if not 0 <= step <= self.length:
            raise ApiError("bad_step", f"step must be 0-{self.length}")
        board = await read_input(api(info).read.replay_state, str(self.game_id), step,
                                 self.seat)
        if board is None:
            return None
        board = dict(board)
        board.setdefault("game_id", str(self.game_id))
        board.setdefault("viewer_seat", self.seat)
        return t.Game.of(board)


@strawberry.type(description="Read operations.")
class Query:
    @F(description="A game as the viewer sees it: a seat with its token (argument or "
                   "`Authorization: Bearer`), or a spectator without one. Null if unknown.")
    async def game(self, info: strawberry.Info, id: GameId,
                   token: Token = None) -> t.Game | None:
        return await load_game(info, str(id), token)

    @F(description="What the token's seat may do now; each key is a valid submitAction "
                   "`action`. Empty when the seat need not act.")
    async def legal_actions(self, info: strawberry.Info, game_id: GameId,
                            token: Token = None) -> list[t.LegalAction]:
        if not token_of(info, token):
            raise ApiError("unauthorized", "a seat token is required")
        return await load_legal_actions(info, str(game_id), token)

    @F(description="Games, newest first, as a Relay-style connection.")
    async def games(self, info: strawberry.Info,
                    filter: Annotated[GameFilter | None, A(description="Which games.")] = None,
                    first: First = None, after: After = None) -> t.GameConnection:
        f = filter or GameFilter()
        n = page_size(first, api(info).limits)
        status = READ_STATUS[f.status] if f.status else None
        res = await read_input(api(info).read.game_list, status=status,
                        variant=f.variant, players=f.players, open_only=f.open_only,
                        first=n, after=after)
        items, end, more = _page(res)
        edges = []
        for d in items:
            s = t.summary_of(d)
            edges.append(t.GameEdge(cursor=str(d.get("cursor") or s.id), node=s))
        return t.GameConnection(edges=edges, page_info=t.PageInfo(
            has_next_page=more, end_cursor=end or (edges[-1].cursor if edges else None)))

    @F(description="A game's events as the viewer may see them, after version `after`.")
    async def game_events(self, info: strawberry.Info, game_id: GameId,
                          token: Token = None, after: AfterStep = None,
                          first: First = None) -> t.GameEventConnection:
        n = page_size(first, api(info).limits)
        seat = await viewer_seat(info, str(game_id), token)
        await api(info).caught_up(str(game_id))
        res = await read_input(api(info).read.game_log, str(game_id), seat, after or 0, n + 1)
        items, end, more = _page(res, n)
        events = [event_of(d) for d in items]
        return t.GameEventConnection(events=events, page_info=t.PageInfo(
            has_next_page=more, end_cursor=str(events[-1].step) if events else end))

    @F(description="A game's replay for the viewer (spectator without a token).")
    async def replay(self, info: strawberry.Info, game_id: GameId,
                     token: Token = None) -> Replay | None:
        seat = await viewer_seat(info, str(game_id), token)
        await api(info).caught_up(str(game_id))
        length = await run(api(info).read.replay_length, str(game_id), seat)
        if length is None:
            return None
        return Replay(game_id=game_id, length=int(length), seat=seat)

    @F(description="Statistics over finished games.")
    async def analytics(self, info: strawberry.Info,
                        filter: Annotated[AnalyticsFilter | None,
                                          A(description="Which games.")] = None) -> t.Analytics:
        f = filter or AnalyticsFilter()
        data = await read_input(api(info).read.analytics, variant=f.variant,
                                players=f.players, since=_date(f.since),
                                until=_date(f.until)) or {}
        return t.analytics_of(data)

    @F(description="Player ratings, best first.")
    async def ratings(self, info: strawberry.Info, first: First = None,
                      after: After = None) -> t.RatingConnection:
        n = page_size(first, api(info).limits)
        items, end, more = _page(await read_input(api(info).read.ratings, n + 1, after), n)
        edges = [t.RatingEdge(cursor=str(d.get("player")), node=t.Rating(
            player=str(d.get("player")), rating=float(d.get("rating") or 0),
            games=int(d.get("games") or 0), details=d)) for d in items]
        return t.RatingConnection(edges=edges, page_info=t.PageInfo(
            has_next_page=more, end_cursor=end or (edges[-1].cursor if edges else None)))

    @F(description="A player's rating after each rated game, oldest first.")
    async def rating_history(self, info: strawberry.Info,
                             player: Annotated[str, A(description="Player name.")]
                             ) -> list[t.RatingChange]:
        items = await read_input(api(info).read.rating_history, player) or []
        return [t.RatingChange(game_id=strawberry.ID(str(x.get("game_id"))),
                               before=float(x.get("before") or 0),
                               after=float(x.get("after") or 0), rank=x.get("rank"),
                               players=x.get("players"),
                               at=None if x.get("at") is None else str(x.get("at")))
                for x in items]

    @F(description="The development cards of the catalogue, by number.")
    def cards(self, type: Annotated[str | None, A(description="Only this card type.")] = None,
              period: Annotated[int | None, A(description="Only this period (1-3).")] = None
              ) -> list[t.Card]:
        return [t.Card(number=c.id) for c in sorted(CARDS.values(), key=lambda c: c.id)
                if (type is None or c.type == type) and (period is None or c.period == period)]

    @F(description="The leader cards of the catalogue.")
    def leaders(self) -> list[t.Leader]:
        return [t.Leader(slug=s) for s in sorted(LEADERS, key=lambda s: LEADERS[s].id)]

    @F(description="The excommunication tiles of the catalogue.")
    def excommunication_tiles(self) -> list[t.ExcommunicationTile]:
        return [t.ExcommunicationTile(id=i) for i in sorted(EXCOMMUNICATIONS)]

    @F(description="The personal bonus tiles of the catalogue.")
    def bonus_tiles(self) -> list[t.BonusTile]:
        return [t.BonusTile(id=i) for i in sorted(BONUS_TILES)]
