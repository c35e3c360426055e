"""The game-generic object types: a game as one viewer sees it, its seats, progress and result,
game summaries and hosted game types. Whatever only one game has sits behind a union filled by
that game's plug-in (api.schema.games): `Game.view`, `GameType.catalogue`, and the LegalAction
and PendingDecision interfaces.

Read-model dicts (projections.snapshot shape) arrive as they are; `Game.of(...)` wraps one and
every field reads from it, so every field of one Game is at the version it states."""
from __future__ import annotations

import re
from functools import reduce
from operator import or_
from typing import Annotated

import strawberry

from api.http_cache import note_volatile
from api.schema.enums import (
    BotKind,
    ClockMode,
    GameName,
    GameStatus,
    SeatKind,
    TimeoutPolicy,
    Variant,
)
from api.schema.games import plugin, union_members
from api.schema.games.base import LegalAction, PendingDecision, undo_action
from api.schema.language import in_words
from api.schema.plain import ByContent
from domain import games

F = strawberry.field

def camel(name: str) -> str:
    """`cards_and_actions` -> `cardsAndActions` (the schema's way of naming)."""
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), name)


def _union(name: str, attr: str, description: str):
    members = union_members(attr)
    return Annotated[reduce(or_, members), strawberry.union(name, description=description)]


GameView = _union("GameView", "VIEW", "The game-specific part of a Game (LorenzoView, ...).")
GameCatalogue = _union("GameCatalogue", "CATALOGUE", "A game's components and rules as data.")
GameAnalytics = _union("GameAnalytics", "ANALYTICS", "A game's own statistics.")


# -- seats, players -------------------------------------------------------------------------------

@strawberry.type(description="A rating identity: a human registered with registerPlayer "
                             "(id `p-…`), or every bot of one kind (id `bot-<kind>`).")
class PlayerRef:
    id: strawberry.ID = F(description="The identity (public; a human's is derived from their "
                                      "secret player key, so nobody can claim it by name).")
    name: str | None = F(description="Its latest display name.")
    kind: SeatKind = F(description="HUMAN or BOT.")


@strawberry.type(description="A seat of a game, as anyone may see it (tokens are never shown).")
class Seat:
    seat: int = F(description="Seat number (0-based), the order in which seats were given at "
                              "creation.")
    kind: SeatKind = F(description="Human, bot or open.")
    name: str | None = F(description="Player or bot name; null while open.")
    bot: BotKind | None = F(description="Bot kind of a bot seat.")
    player: PlayerRef | None = F(description="The seat's rating identity (null for open seats "
                                              "and humans who joined without a player key).")
    taken_over: str | None = F(description="Why a bot plays this human's seat (conceded, "
                                            "timeout); null otherwise.")


def seat_of(s: dict) -> Seat:
    kind = SeatKind(s["kind"])
    player = s.get("player")
    return Seat(seat=int(s["seat"]), kind=kind, name=s.get("name"),
                bot=BotKind(s["bot"]) if s.get("bot") else None,
                player=None if player is None else PlayerRef(
                    id=strawberry.ID(player), name=s.get("name"),
                    kind=SeatKind.HUMAN if s.get("taken_over") else kind),
                taken_over=s.get("taken_over"))


@strawberry.type(description="A seat's clock.")
class SeatClock:
    seat: int = F(description="Seat.")
    remaining_ms: int = F(description="Milliseconds left now: the time bank (real-time), or "
                                      "until this move's deadline (turn clock).")
    running: bool = F(description="Whether the seat's clock runs (it must act).")
    deadline: str | None = F(description="When its time runs out (ISO 8601, UTC), while it "
                                         "runs.")


@strawberry.type(description="How long a seat takes over its moves (the time from when it "
                             "had to act to its command being stored).")
class SeatMoveTime:
    seat: int = F(description="Seat.")
    moves: int = F(description="Moves timed so far.")
    mean_ms: int | None = F(description="Mean milliseconds per move (null before the first).")


@strawberry.type(description="Who follows the game live right now (WebSocket subscriptions "
                             "to it, across every server process).")
class GamePresence:
    seats: list[int] = F(description="Seats with a live connection.")
    spectators: int = F(description="Connections watching without a seat.")


@strawberry.type(description="A game's clock, as of the moment of the query.")
class GameClock:
    mode: ClockMode = F(description="Real-time bank or turn deadline.")
    on_timeout: TimeoutPolicy = F(description="What happens when a seat's time runs out.")
    initial_ms: int | None = F(description="Real-time: the starting bank.")
    increment_ms: int | None = F(description="Real-time: added after each move.")
    max_ms: int | None = F(description="Real-time: the bank's cap.")
    per_move_ms: int | None = F(description="Turn clock: time for each move.")
    seats: list[SeatClock] = F(description="Each seat's clock.")


def clock_of(c: dict | None, seats: int) -> GameClock | None:
    """The stored clock (projections.snapshot.clock_view) at this moment."""
    if not c:
        return None
    import datetime as dt
    import time

    from domain.shared import clock as clocks

    rules = clocks.Rules(**{k: c[k] for k in ("mode", "on_timeout", "initial_ms",
                                               "increment_ms", "max_ms", "per_move_ms")
                            if k in c})
    now = int(time.time() * 1000)
    out = []
    running = c.get("running") or [None] * seats
    k = clocks.Clock(tuple(c.get("remaining") or (rules.initial_ms,) * seats), tuple(running))
    for seat in range(seats):
        end = clocks.deadline(rules, k, seat)
        out.append(SeatClock(
            seat=seat, remaining_ms=clocks.left(rules, k, seat, now), running=end is not None,
            deadline=None if end is None else dt.datetime.fromtimestamp(
                end / 1000, tz=dt.UTC).isoformat(timespec="milliseconds")))
    real = rules.mode == "realtime"
    return GameClock(mode=ClockMode(rules.mode), on_timeout=TimeoutPolicy(rules.on_timeout),
                     initial_ms=rules.initial_ms if real else None,
                     increment_ms=rules.increment_ms if real else None,
                     max_ms=rules.max_ms if real else None,
                     per_move_ms=None if real else rules.per_move_ms, seats=out)


@strawberry.type(description="How far a game is: `turn` grows through the game.")
class Progress:
    turn: int = F(description="Round or turn counter (0 before the first).")
    total: int | None = F(description="Its final value when known in advance (Lorenzo: 6).")
    english: strawberry.Private[str] = ""
    message: strawberry.Private[dict | None] = None

    text: str = in_words("In words, e.g. `round 3 of 6, period 2`")


def progress_of(p: dict | None) -> Progress | None:
    return None if not p else Progress(turn=int(p["turn"]), total=p.get("total"),
                                       english=str(p["text"]), message=p.get("message"))


@strawberry.type(description="Points of one scoring category.")
class ScorePart:
    category: str = F(description="The category, named as in the game's own score type "
                                  "(e.g. cardsAndActions, faith).")
    points: int = F(description="Points (negative for penalties).")


@strawberry.type(description="A seat's final score.")
class SeatScore:
    seat: int = F(description="Seat.")
    rank: int = F(description="0 = first; tied seats share a rank (a shared victory).")
    total: int = F(description="Final score.")
    parts: list[ScorePart] = F(description="Where the points came from, in the game's order of "
                                         "scoring categories.")


@strawberry.type(description="The outcome of a finished game.")
class GameResult:
    ranking: list[int] = F(description="Seats from first to last (tied seats in seat order).")
    ranks: list[int] = F(description="Per seat: its rank (0 = first).")
    winners: list[int] = F(description="The seats ranked first (more than one: shared).")
    scores: list[SeatScore] = F(description="One entry per seat, in seat order.")


def _parts(breakdown: dict, order: list) -> list[ScorePart]:
    """In the game's order of categories (then any others by name)."""
    keys = [k for k in order if k in breakdown] + sorted(set(breakdown) - set(order))
    return [ScorePart(category=camel(k), points=int(breakdown[k])) for k in keys]


def result_of(o: dict | None) -> GameResult | None:
    if not o:
        return None
    order = o.get("categories") or []
    return GameResult(
        ranking=list(o["ranking"]), ranks=list(o["ranks"]), winners=list(o["winners"]),
        scores=[SeatScore(seat=i, rank=o["ranks"][i], total=o["scores"][i],
                          parts=_parts(o["breakdown"][i], order))
                for i in range(len(o["scores"]))])


# -- the game ------------------------------------------------------------------------------------

_actions: dict[str, ByContent] = {}  # per game: legal actions' typed objects, shared


def _names(data: dict) -> list:
    return [s.get("name") for s in data.get("seats") or ()]


@strawberry.type(description="A fork's origin: the game and the step it was played on "
                             "from (its log's first entry says it too).")
class GameOrigin:
    game_id: strawberry.ID = F(description="The game it was forked from.")
    step: int = F(description="The step of that game's replay it starts at.")


@strawberry.type(description="A game as one viewer sees it (a seat with its token, or a "
                             "spectator), all at one version: status, seats to act, pending "
                             "decisions and legal actions are those of `version`. Hidden "
                             "information of other seats is never included while it runs.")
class Game:
    id: strawberry.ID = F(description="Game id (UUID).")
    data: strawberry.Private[dict]

    @classmethod
    def of(cls, data: dict) -> Game:
        return cls(id=strawberry.ID(str(data.get("game_id"))), data=data)

    @F(description="Which game this is.")
    def game(self) -> GameName:
        return GameName(self.data["game"])

    @F(description="The variant played.")
    def variant(self) -> Variant:
        return Variant(self.data["variant"])

    @F(description="Lobby, playing or finished.")
    def status(self) -> GameStatus:
        return GameStatus(self.data["status"])

    @F(description="The game's version (stored commands and lobby changes); pass it as "
                   "`expectedVersion` to submitAction.")
    def version(self) -> int:
        return int(self.data["version"])

    @F(description="The viewer's seat; null for a spectator.")
    def viewer_seat(self) -> int | None:
        return self.data.get("viewer")

    @F(description="The seats in order.")
    def seats(self) -> list[Seat]:
        return [seat_of(s) for s in self.data.get("seats") or ()]

    @F(description="Seats that must act now (one seat, or several at once, e.g. during a "
                   "Vatican report).")
    def seats_to_act(self) -> list[int]:
        return list(self.data.get("seats_to_act") or ())

    @F(description="The only seat that must act now; null when none or several must.")
    def current_seat(self) -> int | None:
        due = self.data.get("seats_to_act") or ()
        return due[0] if len(due) == 1 else None

    @F(description="What each seat in `seatsToAct` must decide, one entry per seat.")
    def pending(self) -> list[PendingDecision]:
        p = plugin(self.data["game"])
        return [p.decision(d) for d in self.data.get("pending") or ()]

    @F(description="The viewer's legal actions at this version: empty for a spectator, for a "
                   "seat that need not act, and once the game is over.")
    def legal_actions(self) -> list[LegalAction]:
        game = self.data["game"]
        p = plugin(game)
        # shared by content (api.schema.plain.ByContent): a seat is offered mostly the same
        # actions from one turn to the next (nine in ten in a Lorenzo game), each the same
        # dict (projections.snapshot), so known by its identity
        kept = _actions.get(game) or _actions.setdefault(game, ByContent(2048))  # ~3 kB each
        return [kept.get(a, lambda a=a: undo_action(a) if a["kind"] == "undo"
                         else p.action(a), same=a)
                for a in self.data.get("legal_actions") or ()]

    @F(description="How far the game is (null in the lobby).")
    def progress(self) -> Progress | None:
        return progress_of(self.data.get("progress"))

    @F(description="The game's clock now (null for a game without one, and once it is over).")
    def clock(self) -> GameClock | None:
        note_volatile()  # time left now
        return clock_of(self.data.get("clock"), len(self.data.get("seats") or ()))

    @F(description="Which seats are connected now and how many spectators watch (gameUpdated "
                   "sends the game again when this changes).")
    async def presence(self, info: strawberry.Info) -> GamePresence:
        note_volatile()  # who watches now
        p = self.data.get("presence")
        if p is None:
            from api.context import api

            state = api(info)
            p = await state.shared(("presence", str(self.id)), state.presence.of, str(self.id))
        return GamePresence(seats=list(p["seats"]), spectators=int(p["spectators"]))

    @F(description="Each seat's move times so far, with or without a clock (a replay step: "
                   "up to that step).")
    def move_times(self) -> list[SeatMoveTime]:
        return [SeatMoveTime(seat=int(m["seat"]), moves=int(m["moves"]), mean_ms=m["mean_ms"])
                for m in self.data.get("move_times") or ()]

    @F(description="Seats that conceded or were expelled (ranked last), in the order they "
                   "left.")
    def left_seats(self) -> list[int]:
        return list(self.data.get("left") or ())

    @F(description="A private table: unlisted, joined only with its invitation code.")
    def private(self) -> bool:
        return bool(self.data.get("private"))

    @F(description="The rematch of this finished game, once someone asked for one.")
    def rematch(self) -> strawberry.ID | None:
        note_volatile()  # set after the game is over
        r = self.data.get("rematch")
        return None if r is None else strawberry.ID(r)

    @F(description="Where a fork was played on from (forkGame); null for any other game.")
    def origin(self) -> GameOrigin | None:
        o = self.data.get("origin")
        return None if o is None else GameOrigin(game_id=strawberry.ID(o["game_id"]),
                                                 step=int(o["step"]))

    @F(description="Ranking and scores; null until the game is over.")
    def result(self) -> GameResult | None:
        return result_of(self.data.get("outcome"))

    @F(description="The game-specific part (the board, the players' boards ...); null in the "
                   "lobby.")
    def view(self) -> GameView | None:
        v = self.data.get("view")
        if v is None:
            return None
        return plugin(self.data["game"]).view(self.data["game"], v, _names(self.data))


# -- lists ---------------------------------------------------------------------------------------

@strawberry.type(description="A game in the lobby or game list.")
class GameSummary:
    id: strawberry.ID = F(description="Game id.")
    data: strawberry.Private[dict]

    @F(description="Which game.")
    def game(self) -> GameName:
        return GameName(self.data["game"])

    @F(description="The variant.")
    def variant(self) -> Variant:
        return Variant(self.data["variant"])

    @F(description="Lobby, playing or finished.")
    def status(self) -> GameStatus:
        return GameStatus(self.data["status"])

    @F(description="Number of seats.")
    def players(self) -> int:
        return int(self.data["players"])

    @F(description="Seats still to be joined.")
    def open_seats(self) -> int:
        return int(self.data["open_seats"])

    @F(description="The seats.")
    def seats(self) -> list[Seat]:
        return [seat_of(s) for s in self.data["seats"]]

    @F(description="Seats that must act now.")
    def seats_to_act(self) -> list[int]:
        return list(self.data.get("seats_to_act") or ())

    @F(description="The game's version.")
    def version(self) -> int:
        return int(self.data["version"])

    @F(description="How far the game is (null in the lobby).")
    def progress(self) -> Progress | None:
        return progress_of(self.data.get("progress"))

    @F(description="The rematch of this finished game, once someone asked for one.")
    def rematch(self) -> strawberry.ID | None:
        r = self.data.get("rematch")
        return None if r is None else strawberry.ID(r)

    @F(description="The winning seats of a finished game (empty before the end).")
    def winners(self) -> list[int]:
        o = self.data.get("outcome")
        return list(o["winners"]) if o else []

    @F(description="The winning seat of a finished game (the first of `winners`); null "
                   "before the end.")
    def winner(self) -> int | None:
        o = self.data.get("outcome")
        return o["winners"][0] if o and o["winners"] else None

    @F(description="Ranking and scores of a finished game.")
    def result(self) -> GameResult | None:
        return result_of(self.data.get("outcome"))

    @F(description="Creation time (ISO 8601, UTC).")
    def created_at(self) -> str:
        return str(self.data["created_at"])

    @F(description="Time of the last change (ISO 8601, UTC).")
    def updated_at(self) -> str:
        return str(self.data["last_activity"])


def summary_of(d: dict) -> GameSummary:
    return GameSummary(id=strawberry.ID(str(d["game_id"])), data=d)


# -- hosted games ----------------------------------------------------------------------------------

@strawberry.type(description="A hosted game: what can be created and how.")
class GameType:
    name: GameName = F(description="The game.")
    data: strawberry.Private[object]

    @F(description="Its title.")
    def title(self) -> str:
        return self.data.info.title

    @F(description="Its variants (the first is the default).")
    def variants(self) -> list[Variant]:
        return [Variant(v) for v in self.data.variants]

    @F(description="The variant used when none is given.")
    def default_variant(self) -> Variant:
        return Variant(self.data.variants[0])

    @F(description="Fewest seats.")
    def min_players(self) -> int:
        return self.data.min_players

    @F(description="Most seats.")
    def max_players(self) -> int:
        return self.data.max_players

    @F(description="Its bot kinds (the first is the default).")
    def bot_kinds(self) -> list[BotKind]:
        return [BotKind(b) for b in self.data.bot_kinds]

    @F(description="Whether some of its component data is inferred, not known (see "
                   "`provisionalNote`).")
    def provisional(self) -> bool:
        return bool(self.data.info.provisional)

    @F(description="What is provisional, in words (null when nothing is).")
    def provisional_note(self) -> str | None:
        return self.data.info.provisional_note or None

    @F(description="Whether its finished games can be analysed (requestAnalysis; "
                   "docs/analysis.md): its rules declare a search.")
    def analysable(self) -> bool:
        return self.data.search is not None

    @F(description="Its components and rules as data.")
    def catalogue(self) -> GameCatalogue:
        return plugin(self.data.name).catalogue_of(self.data.name)


def game_type(name: str) -> GameType:
    return GameType(name=GameName(name), data=games.get(name))
