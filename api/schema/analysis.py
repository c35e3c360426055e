"""Analysis of a finished game (docs/analysis.md): its types, the `analysis` query, the
`requestAnalysis` mutation and the `analysisUpdated` subscription. The analysis itself is a
duty performed by any duty runner (infra.duty.analysis), never here."""
from __future__ import annotations

import functools
from collections.abc import AsyncGenerator
from enum import Enum
from typing import Annotated
from uuid import UUID

import strawberry

from api.context import api, run
from api.errors import ApiError, to_typed
from api.schema import failures as fl
from api.schema.args import A, Consistency, GameId
from api.schema.guards import limited
from api.schema.language import in_words
from api.schema.queries import consistency_of, consistent, game_id_of
from infra.duty import analysis as analysis_duty
from infra.game_service.errors import ServiceError

F = strawberry.field
IDLE_CHECK = 15.0  # seconds between reads of a quiet analysis (a missed signal costs this)


@strawberry.enum(description="Where an analysis is.")
class AnalysisStatus(Enum):
    QUEUED = strawberry.enum_value("queued", description="Requested; no runner has started.")
    RUNNING = strawberry.enum_value("running", description="Under way: `done` of `total`.")
    DONE = strawberry.enum_value("done", description="Finished: the steps are there.")
    FAILED = strawberry.enum_value("failed", description="Could not be done (`reason`).")


@strawberry.enum(description="A move's label from its loss in win chance (docs/analysis.md): "
                             "inaccuracy from 0.05, mistake from 0.10, blunder from 0.15; "
                             "forced: the only legal action.")
class MoveLabel(Enum):
    GOOD = strawberry.enum_value("good", description="Lost less than 0.05.")
    INACCURACY = strawberry.enum_value("inaccuracy", description="Lost 0.05 to 0.10.")
    MISTAKE = strawberry.enum_value("mistake", description="Lost 0.10 to 0.15.")
    BLUNDER = strawberry.enum_value("blunder", description="Lost 0.15 or more.")
    FORCED = strawberry.enum_value("forced", description="The only legal action (not "
                                                         "searched).")


@strawberry.type(description="One decision of the game, judged by a search from its mover's "
                             "seat with what that seat could see then.")
class AnalysisStep:
    version: int = F(description="The game version of the command (a replay move's "
                                 "`version`).")
    seat: int = F(description="The mover.")
    action: str = F(description="The action key played.")
    chances: list[float] = F(description="Each seat's estimated chance of winning before the "
                                         "move, with the best move found (sum 1).")
    samples: int = F(description="Search iterations behind these figures (0: forced).")
    best: str = F(description="The best move found (action key).")
    best_chance: float = F(description="The mover's chance with the best move found.")
    played_chance: float = F(description="The mover's chance with the move played.")
    loss: float = F(description="The loss: bestChance - playedChance (0 when the move was "
                                "the best found or better).")
    label: MoveLabel = F(description="The move's label from its loss.")
    english: strawberry.Private[str] = ""
    message: strawberry.Private[dict | None] = None  # stored: analyses before it have none
    best_english: strawberry.Private[str] = ""
    best_message: strawberry.Private[dict | None] = None

    description: str = in_words("The action played, in words")
    best_description: str = in_words("The best move found, in words", "best_english",
                                     "best_message")

    @classmethod
    def of(cls, s: dict) -> AnalysisStep:
        s = dict(s)
        english, best_english = s.pop("description"), s.pop("best_description")
        return cls(**{**s, "english": english, "best_english": best_english,
                      "label": MoveLabel(s["label"])})


@strawberry.type(description="A finished game's analysis: queued, running (done of total "
                             "decisions) or done with its steps.")
class GameAnalysis:
    game_id: strawberry.ID = F(description="The game.")
    status: AnalysisStatus = F(description="Where it is.")
    done: int = F(description="Decisions analysed so far.")
    total: int = F(description="Decisions to analyse.")
    budget: int = F(description="Search iterations per decision.")
    seed: int = F(description="The analysis seed (not the game's): with the game's events it "
                              "fixes the result.")
    steps: list[AnalysisStep] = F(description="Per decision, in game order (empty until "
                                              "done).")
    accuracy: list[float | None] = F(description="Per seat: the mean accuracy (0-100) of its "
                                                 "moves that were not forced.")
    final: list[float] = F(description="Per seat: its share of the victory at the end.")
    reason: str | None = F(description="Why it failed (status FAILED).")

    @classmethod
    def of(cls, d: dict) -> GameAnalysis:
        r = d["result"] or {}
        steps = [AnalysisStep.of(s) for s in r.get("steps", ())]
        return cls(game_id=strawberry.ID(d["game_id"]), status=AnalysisStatus(d["status"]),
                   done=d["done"], total=d["total"], budget=d["budget"], seed=d["seed"],
                   steps=steps, accuracy=list(r.get("accuracy", ())),
                   final=list(r.get("final", ())), reason=d["reason"])


@strawberry.type(description="The analysis is queued (or was already).")
class AnalysisRequested:
    analysis: GameAnalysis | None = F(description="Its state as the read models hold it "
                                                  "(null until they caught up: read it with "
                                                  "`consistency`).")
    consistency: str = F(description="Read-your-writes position of the request.")


RequestAnalysisResult = Annotated[
    AnalysisRequested | fl.GameNotFound | fl.GameNotFinished | fl.AnalysisUnavailable
    | fl.RateLimited,
    strawberry.union("RequestAnalysisResult", description="requestAnalysis outcome.")]


async def _read(info, gid: str) -> GameAnalysis | None:
    found = await run(api(info).read.analysis, gid)
    return None if found is None else GameAnalysis.of(found)


@strawberry.type
class AnalysisQuery:
    @F(description="A finished game's analysis (null: never requested; see requestAnalysis).")
    async def analysis(self, info: strawberry.Info, game_id: GameId,
                       consistency: Consistency = None) -> GameAnalysis | None:
        gid = game_id_of(game_id)
        await consistent(info, consistency_of(consistency))
        return await _read(info, gid)


@strawberry.type
class AnalysisMutation:
    @F(description="Queue the analysis of a finished game: a duty any worker performs; "
                   "follow it with `analysisUpdated`. Asked again, it answers the one queued "
                   "(or done). Anyone may ask: a finished game is public.")
    async def request_analysis(self, info: strawberry.Info,
                               game_id: Annotated[strawberry.ID,
                                                  A(description="The finished game.")]
                               ) -> RequestAnalysisResult:
        gid = str(game_id)
        refused = limited(info, None, gid)
        if refused:
            return refused
        try:
            uid = UUID(gid)
        except ValueError:
            return fl.GameNotFound(code="game_not_found", message="no game with this id")
        state = api(info)
        try:
            _, position = await state.command(functools.partial(analysis_duty.request,
                                                                state.service), uid)
        except ServiceError as e:
            typed = to_typed(e)
            if typed is None:
                raise
            return typed
        if position:
            state.wrote(gid, position)
            await consistent(info, position)
        return AnalysisRequested(analysis=await _read(info, gid), consistency=str(position))


@strawberry.type
class AnalysisSubscription:
    @strawberry.subscription(description=(
        "A game's analysis now and at each change (progress, result); completes once it is "
        "done or failed. The error `analysis_not_requested` if nobody asked for it."))
    async def analysis_updated(self, info: strawberry.Info, game_id: GameId,
                               consistency: Consistency = None
                               ) -> AsyncGenerator[GameAnalysis, None]:
        gid = game_id_of(game_id)
        await consistent(info, consistency_of(consistency))
        state = api(info)
        with state.fanout.listening(gid) as listener:
            sent = None
            while True:
                now = await _read(info, gid)
                if now is None:
                    raise ApiError("analysis_not_requested",
                                   "no analysis of this game was requested")
                if (now.status, now.done) != sent:
                    sent = (now.status, now.done)
                    yield now
                if now.status in (AnalysisStatus.DONE, AnalysisStatus.FAILED):
                    return
                await listener.wait(IDLE_CHECK)
