"""GameService: the write side. Load a game, let its decider decide, save all resulting events in
one transaction with an optimistic version check; retry a lost race by deciding again.

    svc = GameService()                       # store chosen by infra.settings
    created = svc.create_game(game="lorenzo", seats=["human:Ann", "open", "bot:random"])
    joined = svc.join_game(created.game_id, "Bea")          # full -> started in the same save
    result = svc.play(created.game_id, created.tokens[0], "pass", idempotency_key="k1")

Errors are typed (infra.game_service.errors); nothing is stored when one is raised.
"""
from __future__ import annotations

import json
import logging
import random
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import (
    IntegrityError,
    JSONTranscoder,
    Mapper,
    Recording,
    StoredEvent,
)
from eventsourcing.utils import Environment, get_topic

from domain import games
from domain.shared import clock as clocks
from domain.shared.errors import RuleViolation
from domain.shared.shell import BOT, FINISHED, LOBBY, OLD_SNAPSHOT, GameMatch, domain_dicts
from infra.duty import ledger as duty_sql
from infra.game_service import lobby
from infra.game_service.cache import AggregateCache
from infra.game_service.errors import (
    GameAlreadyStarted,
    GameFinished,
    GameNotFound,
    GameNotStarted,
    IdempotencyKeyReused,
    InvalidCommand,
    SeatUnavailable,
    ServiceError,
    Unauthorized,
    VersionConflict,
    WouldWait,
)
from infra.game_service.forks import ForkCommands, Origin
from infra.game_service.results import (
    CommandResult,
    GameCreated,
    Outcome,
    PersistedGame,
    SeatJoined,
)
from infra.game_service.table import TableCommands
from infra.logs import GAME_ID
from infra.metrics import COMMAND_SECONDS, COMMANDS, labelled
from infra.settings import Settings
from infra.settings import load as load_settings
from infra.storage import migrate, stores
from infra.storage.mapper import CommandEventMapper
from infra.storage.state_codec import StateBoxAsPlain
from projections import handoff

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 50
STRIPES = (1 << 16) - 1  # game locks: a mask of the game id's hash (GameService._game_lock)
MAX_KEY = 200


class GameService(TableCommands, ForkCommands, Application[UUID]):
    name = "signoria"

    def __init__(self, settings: Settings | None = None, *, run_bots: bool | None = None,
                 clock: Callable[[], int] | None = None, ensure_schema: bool = True) -> None:
        self.settings = settings or load_settings()
        # the time commands are stored at (epoch ms): a recorded fact for clocks and move
        # times; tests inject a fake clock here
        self.now = clock or _epoch_ms
        self._game_locks: dict[int, threading.Lock] = {}  # by stripe (`_game_lock`)
        self._resnapshot: set[UUID] = set()  # games loaded from a snapshot of the old shape
        if ensure_schema:  # tables come from infra.storage.migrate only (under its lock)
            migrate.ensure(self.settings)
        super().__init__(env=stores.eventsourcing_env(self.settings))
        if self.snapshots is not None:  # our recorders store a due snapshot with the save
            self.recorder.snapshots_table = self.snapshots.recorder.events_table_name
        if self.settings.postgres is not None:
            from projections.config import channel

            ns = self.settings.namespace
            self.recorder.set_channels(channel(ns, "events"), channel(ns, "duties"))
        from domain.shared.lru import resize_group

        resize_group("engine", self.settings.engine_cache_mb << 20)  # engines' own caches
        if self.settings.cache_size > 0:  # bounded by bytes as well as by games
            self.repository.cache = AggregateCache(self.settings.cache_size,
                                                   self.settings.cache_mb << 20)
        from infra.duty.bots import BotRunner

        self.bots = BotRunner(self)
        if self.settings.run_bots if run_bots is None else run_bots:
            self.bots.start()

    # -- library hooks -------------------------------------------------------------------------

    def construct_env(self, name: str, env=None) -> Environment:
        # Only infra.settings reads the process environment.
        return Environment(name, dict(env or {}))

    def construct_mapper(self) -> Mapper:
        return self.factory.mapper(transcoder=self.construct_transcoder(),
                                   mapper_class=CommandEventMapper)

    def register_transcodings(self, transcoder: JSONTranscoder) -> None:
        super().register_transcodings(transcoder)
        transcoder.register(StateBoxAsPlain())

    def close(self) -> None:
        bots = getattr(self, "bots", None)
        if bots is not None:
            bots.stop()
        close_writer = getattr(getattr(self, "recorder", None), "close", None)
        if close_writer is not None:
            close_writer()
        super().close()

    # -- lobby ---------------------------------------------------------------------------------

    def create_game(self, *, game: str = games.DEFAULT, seats: Sequence, variant: str | None = None,
                    seed: int | None = None, preset: dict | None = None,
                    game_id: UUID | None = None, clock: dict | None = None,
                    private: bool = False, creator: str | None = None,
                    origin: Origin | None = None) -> GameCreated:
        """Create a game; human seats get tokens now, open seats wait for `join_game`.
        A game without open seats starts at once (in the same transaction). `clock`: rules
        for domain.shared.clock; `private`: unlisted, joined only with the invitation code
        the result carries; `creator`: an opaque client key (bounds open games per client);
        `origin`: a fork's (infra.game_service.forks), whose first state it holds instead of a set-up."""
        decider = _decider(game)
        variant = decider.variants[0] if variant is None else variant
        if variant not in decider.variants:
            raise InvalidCommand(f"{game} has the variants {', '.join(decider.variants)}")
        seed = self._seed_of(seed)
        if preset is not None and not isinstance(preset, dict):
            raise InvalidCommand("preset must be a JSON object")
        preset = _plain(preset)
        seat_records, tokens = lobby.build_seats(seats, decider)
        if origin is None:
            _setup(decider, len(seat_records), variant, seed, preset)  # reject a bad setup now
        else:  # a fork is practice: unrated
            seat_records = [{**s, "player": None} for s in seat_records]
        if game_id is not None and not isinstance(game_id, UUID):
            game_id = _game_id(game_id)
        try:
            rules = None if clock is None else clocks.Rules.parse(clock).as_dict()
        except clocks.ClockError as e:
            raise InvalidCommand(str(e)) from None
        invite = lobby.new_token() if private else None
        table = {"private": bool(private), "creator": creator,
                 "invite_hash": None if invite is None else lobby.hash_token(invite)}
        agg = GameMatch.create(game=game, variant=variant, seed=seed, preset=preset,
                               seats=seat_records, id=game_id, clock=rules, table=table)
        if origin is not None:
            agg.forked(*origin)
        if not agg.open_seats():
            self._start(agg)
        try:
            recordings = self._save(agg)
        except IntegrityError:
            labelled(COMMANDS, "create", "refused").inc()
            raise InvalidCommand(f"game {game_id} already exists") from None
        labelled(COMMANDS, "create", "accepted").inc()
        return GameCreated(game_id=agg.id, version=agg.version,
                           position=recordings[-1].notification.id, tokens=tokens,
                           started=agg.status != LOBBY, invite_code=invite)

    def join_game(self, game_id: UUID | str, name: str, *, seat: int | None = None,
                  player_key: str | None = None, invite_code: str | None = None) -> SeatJoined:
        """Take an open seat (the first one, or `seat`); the game starts when none is left.
        `player_key` (from `lobby.new_player_key`) makes the seat count for that player's
        rating; a private table needs its `invite_code`."""
        name = lobby.check_name(name)
        player = None if player_key is None else lobby.player_id(player_key)
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise InvalidCommand("seat must be an integer")

        def step(agg: GameMatch, conflicted: bool) -> Outcome:
            if agg.status != LOBBY:
                raise GameAlreadyStarted(f"game {agg.id} has already started")
            invite_hash = (agg.table or {}).get("invite_hash")
            if invite_hash is not None and not (
                    isinstance(invite_code, str) and invite_code
                    and lobby.hashes_match(lobby.hash_token(invite_code), invite_hash)):
                raise Unauthorized("this table is private: its invitation code is needed")
            open_seats = agg.open_seats()
            chosen = open_seats[0] if seat is None else seat
            if chosen not in open_seats:
                raise SeatUnavailable(f"seat {seat} is not open")
            token = lobby.new_token()
            work = agg.fork()
            # a fork is practice: unrated (infra.game_service.forks)
            work.join(chosen, name, lobby.hash_token(token),
                      player if agg.origin is None else None)
            if not work.open_seats():
                self._start(work)
            return Outcome(work=work, finish=lambda w, rec: SeatJoined(
                game_id=w.id, seat=chosen, token=token, version=w.version,
                position=rec[-1].notification.id, started=w.status != LOBBY))

        return self._run(game_id, step, command="join")

    # -- moves ---------------------------------------------------------------------------------

    def play(self, game_id: UUID | str, token: str, action: str, *,
             expected_version: int | None = None,
             idempotency_key: str | None = None, wait: bool = True) -> CommandResult:
        """Decide `action` (a legal-action key) for the seat holding `token`.

        Without `expected_version`, a lost race is decided again against the new state and
        stored if still legal (else VersionConflict). With it, any other version conflicts.
        A repeated `idempotency_key` returns the original result and stores nothing.
        `wait=False`: raise WouldWait rather than wait for anything (see `_run`), the disk
        included: await `flushed()` before answering."""
        _check_command(action, expected_version, idempotency_key)
        if not isinstance(token, str) or not token:
            raise Unauthorized("a seat token is required")

        def step(agg: GameMatch, conflicted: bool) -> Outcome:
            seat = _seat_for_token(agg, token)
            if agg.seats[seat]["kind"] == BOT:
                raise RuleViolation("seat_taken_over", "a bot plays this seat now (it was "
                                    f"{agg.seats[seat].get('taken_over', 'taken over')})")
            return self._decide(agg, seat, action, expected_version, idempotency_key,
                                conflicted)

        return self._run(game_id, step, strict=expected_version is not None, command="play",
                         wait=wait)

    async def flushed(self) -> None:
        """Every save of this process on disk: a move saved with `wait=False` on SQLite returns
        before the fsync its commit shares with others (projections.wal_sync), and is
        answered after this."""
        flushed = getattr(self.recorder, "flushed", None)
        if flushed is not None:
            await flushed()

    def play_seat(self, game_id: UUID | str, seat: int, action: str, *,
                  expected_version: int | None = None,
                  idempotency_key: str | None = None) -> CommandResult:
        """Trusted in-process move for a seat (bots, simulations, tests): no token check."""
        _check_command(action, expected_version, idempotency_key)

        def step(agg: GameMatch, conflicted: bool) -> Outcome:
            if not isinstance(seat, int) or not 0 <= seat < len(agg.seats):
                raise InvalidCommand("no such seat")
            return self._decide(agg, seat, action, expected_version, idempotency_key,
                                conflicted)

        return self._run(game_id, step, strict=expected_version is not None,
                         command="play_seat")

    def _decide(self, agg: GameMatch, seat: int, action: str, expected_version: int | None,
                key: str | None, conflicted: bool) -> Outcome:
        action = agg.decider.normalise(action)  # two spellings of one action are one command
        if key is not None and key in agg.commands:
            return Outcome(answer=self._replay(agg, key, seat, action))
        if expected_version is not None and agg.version != expected_version:
            raise VersionConflict(f"game is at version {agg.version}, not {expected_version}",
                                  expected=expected_version, actual=agg.version)
        if agg.status == LOBBY:
            raise GameNotStarted(f"game {agg.id} is waiting for players")
        if agg.status == FINISHED:
            raise GameFinished(f"game {agg.id} is over")
        if action == "undo":
            return self._take_back(agg, seat, key)
        decider = agg.decider
        try:
            events, state = _step(decider, agg.state, seat, action)
        except RuleViolation as e:
            if conflicted:
                raise VersionConflict(f"the game moved on and `{action}` is no longer "
                                      f"accepted: {e.message}", actual=agg.version,
                                      cause=e) from e
            raise
        # JSON-native by the Decider contract, so no round trip (tests check it per game).
        data = [decider.event_to_dict(e) for e in events]
        if not data:
            raise InvalidCommand(f"`{action}` changes nothing")
        work = agg.fork()
        work.record(data, seat=seat, action=action, idempotency_key=key, state=state,
                    at=self.now())
        return Outcome(work=work, finish=lambda w, rec: CommandResult(
            game_id=w.id, seat=seat, action=action, version=w.version,
            position=rec[-1].notification.id, events=tuple(data),
            finished=w.status == FINISHED, game=w.game, first_step=agg.t.steps + 1,
            event_position=rec[0].notification.id,
            names=tuple(s.get("name") for s in w.seats)))

    def _take_back(self, agg: GameMatch, seat: int, key: str | None) -> Outcome:
        """`undo`: the seat takes back its last command, if the policy allows it
        (domain.shared.undo; a refusal names the rule)."""
        refused = agg.undo_refusal(seat)
        if refused is not None:
            raise RuleViolation(*refused)
        work = agg.fork()
        work.take_back(seat, self.now(), idempotency_key=key)
        return Outcome(work=work, finish=lambda w, rec: CommandResult(
            game_id=w.id, seat=seat, action="undo", version=w.version,
            position=rec[-1].notification.id, events=(), finished=False))

    def _replay(self, agg: GameMatch, key: str, seat: int, action: str) -> CommandResult:
        stored_seat, stored_action, first, last = agg.commands[key]
        if isinstance(stored_action, str):  # stored before keys were normalised
            stored_action = agg.decider.normalise(stored_action)
        if (stored_seat, stored_action) != (seat, action):
            # (never say which action: it may be another seat's, and hidden)
            raise IdempotencyKeyReused("this idempotency key was already used for another "
                                       "action in this game")
        stored = list(self.events.get(agg.id, gt=first - 1, lte=last + 1))
        version = last + 1 if len(stored) > last - first + 1 and isinstance(
            stored[-1], GameMatch.Finished) else last
        position = stores.notification_ids(self.recorder, agg.id, [version])[version]
        data = tuple(domain_dicts(stored))
        return CommandResult(game_id=agg.id, seat=seat, action=action, version=version,
                             position=position, events=data,
                             finished=version != last, replayed=True)

    # -- the optimistic loop -----------------------------------------------------------------

    def _run(self, game_id: UUID | str, step: Callable[[GameMatch, bool], Outcome], *,
             strict: bool = False, command: str = "command", wait: bool = True):
        """Decide and save with an optimistic version check.

        The first attempt decides on the cached aggregate without asking the store for newer
        events (this process saves through the cache, so it is usually current). If the cache
        was behind, the save conflicts, or the step raises: the next attempt loads the stored
        state (fast-forward), so no answer is ever given on a stale game.

        `wait=False` (the API runs a move on its event loop, api.context): only the first
        attempt, and only when nothing must be waited for: a local store (SQLite), the game's
        lock free, its aggregate cached, the store's writer free. Anything that would load the
        game or decide again raises WouldWait with nothing stored (a refusal on the cached
        aggregate too: it is checked again on the stored state), and the caller runs the
        command again with `wait=True`."""
        gid = _game_id(game_id)
        token = GAME_ID.set(str(gid))  # log lines of this command name its game
        started = time.perf_counter()
        outcome = "refused"
        try:
            # Commands on one game queue here within this process; races remain between
            # processes.
            lock = self._game_lock(gid)
            if not lock.acquire(blocking=wait):
                raise WouldWait("another command on this game is under way")
            try:
                if not wait and self.settings.backend != "sqlite":
                    raise WouldWait("the store is not local")  # a save waits on the network
                result = self._attempts(gid, step, strict, wait)
            finally:
                lock.release()
            outcome = "accepted"
            return result
        except WouldWait:
            outcome = "deferred"
            raise
        except VersionConflict:
            outcome = "conflicted"
            raise
        finally:
            GAME_ID.reset(token)
            labelled(COMMANDS, command, outcome).inc()
            labelled(COMMAND_SECONDS, command).observe(time.perf_counter() - started)

    def _game_lock(self, gid: UUID) -> threading.Lock:
        """The lock commands on this game take, shared by the games of one stripe: their
        commands wait for each other, and a move on the event loop that finds its stripe held
        goes to the writer's thread (api.context). Many stripes, made when first used (with
        256, 50 games in play shared a few)."""
        stripe = hash(gid) & STRIPES
        lock = self._game_locks.get(stripe)
        if lock is None:  # setdefault: two threads making the first get the same one
            lock = self._game_locks.setdefault(stripe, threading.Lock())
        return lock

    def _attempts(self, gid: UUID, step: Callable[[GameMatch, bool], Outcome], strict: bool,
                  wait: bool = True):
        conflicted = False
        fresh = self.repository.cache is None
        for attempt in range(MAX_ATTEMPTS):
            if fresh and not wait:  # loading the stored game (and deciding again) waits on I/O
                raise WouldWait("the game must be loaded from the store")
            agg = self._load(gid) if fresh else self._cached(gid, wait)
            try:
                outcome = step(agg, conflicted)
            except (ServiceError, RuleViolation):
                if fresh:
                    raise
                fresh = True
                continue
            if outcome.work is None:
                return outcome.answer
            try:
                recordings = self._save(outcome.work, wait=wait)
            except IntegrityError:
                if strict:
                    raise VersionConflict("another command was stored first") from None
                conflicted = fresh = True
                if attempt > 2:
                    time.sleep(random.uniform(0, 0.001 * attempt))
                continue
            return outcome.finish(outcome.work, recordings)
        raise VersionConflict(f"gave up after {MAX_ATTEMPTS} conflicting attempts")

    def _cached(self, gid: UUID, wait: bool = True) -> GameMatch:
        try:
            return self.repository.cache.get(gid).fork()
        except KeyError:
            if not wait:
                raise WouldWait("the game is not cached") from None
            return self._load(gid)

    def _start(self, agg: GameMatch) -> None:
        if agg.origin is not None:  # a fork: set up by its `Forked` record
            agg.start(None, at=self.now())
            return
        decider = agg.decider
        setup = _setup(decider, len(agg.seats), agg.variant, agg.seed, agg.preset)
        agg.start(_plain([decider.event_to_dict(e) for e in setup]), at=self.now())

    _seat_of_token = staticmethod(lambda agg, token: _seat_for_token(agg, token))
    _game_id_of = staticmethod(lambda game_id: _game_id(game_id))
    _step_of = staticmethod(lambda decider, state, seat, action: _step(decider, state, seat,
                                                                       action))

    def _load(self, gid: UUID) -> GameMatch:
        try:
            agg = self.repository.get(gid)
        except AggregateNotFoundError:
            raise GameNotFound(f"no game {gid}") from None
        if agg.__dict__.pop(OLD_SNAPSHOT, False):
            agg = self._refold(gid)
        return agg

    def _refold(self, gid: UUID) -> GameMatch:
        """A game whose latest snapshot predates the table fold, folded from its events (that
        snapshot lacks what only they hold); its next save takes a snapshot of today's shape."""
        agg = None
        for event in self.events.get(gid):
            agg = event.mutate(agg)
        self._resnapshot.add(gid)
        if self.repository.cache is not None:
            self.repository.cache.put(gid, agg.fork())
        return agg

    def _save(self, work: GameMatch, *, wait: bool = True) -> list[Recording]:
        before = work.version - len(work.pending_events)
        snapshot = self._snapshot_due(work, before)
        # Straight to the event store: Application.save only adds protocol checks, library
        # snapshot intervals (we take our own) and follower hooks we do not use. A due
        # snapshot and the game's duties go into the same transaction: no commit of their own.
        # (On SQLite the recorder queues this process's writers on one connection.)
        duties = duty_sql.derive(work)
        bots = self.bots
        leased = duties is not None and bots.running and bool(work.bot_seats_to_act())
        if leased:
            # this process plays the bot move at once (notify below): nobody else need look
            duties = duties.leased("bot", bots.owner, bots.lease)
        recordings = self.events.put(work.collect_events(), snapshot=snapshot, duties=duties,
                                     **({} if wait else {"wait": False}))
        handoff.offer(str(work.id), work.version, work.t)  # the read side need not fold it
        cache = self.repository.cache
        if cache is not None:
            cache.put(work.id, work.fork())
        if work.bot_seats_to_act():
            bots.notify(work.id, work.version if leased else None)
        elif duties is not None and duties.due_now:  # a turn notification: send it now
            self.bots.wake()
        return recordings

    def _snapshot_due(self, work: GameMatch, before: int) -> StoredEvent | None:
        """The stored snapshot to save with this command: every `snapshot_every` versions and
        when the game ends. Taking one must never fail the command (it only speeds up cold
        loads), so a failure is logged and the command is saved without it."""
        every = self.settings.snapshot_every
        crossed = every > 0 and work.version // every > before // every
        if self.snapshots is None or not (crossed or work.status == FINISHED
                                          or work.id in self._resnapshot):
            return None
        try:
            self._resnapshot.discard(work.id)
            return self.mapper.to_stored_event(GameMatch.Snapshot.take(work))
        except Exception:
            log.exception("snapshot of game %s at version %s failed", work.id, work.version)
            return None

    # -- reading (the write side's own view; queries belong to projections) --------------------

    def game(self, game_id: UUID | str) -> GameMatch:
        """The current aggregate (a private copy)."""
        return self._load(_game_id(game_id))

    def seat_of(self, game_id: UUID | str, token: str) -> int:
        return _seat_for_token(self.game(game_id), token)

    def view(self, game_id: UUID | str, token: str | None = None) -> dict:
        """Lobby facts plus the decider's view for the token's seat (spectator without one)."""
        agg = self.game(game_id)
        seat = None if token is None else _seat_for_token(agg, token)
        return {
            "game_id": str(agg.id), "game": agg.game, "variant": agg.variant,
            "status": agg.status, "version": agg.version, "seat": seat,
            "seats": [{"kind": s["kind"], "name": s["name"], "bot": s["bot"]}
                      for s in agg.seats],
            "state": None if agg.state is None else agg.decider.view(agg.state, seat),
        }

    def legal_actions(self, game_id: UUID | str, token: str) -> list:
        agg = self.game(game_id)
        seat = _seat_for_token(agg, token)
        if agg.state is None or agg.status == FINISHED:
            return []
        return agg.decider.legal_actions(agg.state, seat)

    def stored_events(self, game_id: UUID | str) -> list:
        """Every stored event of a game, in version order (GameMatch.* event objects)."""
        gid = _game_id(game_id)
        events = list(self.events.get(gid))
        if not events:
            raise GameNotFound(f"no game {gid}")
        return events

    def position(self) -> int:
        """The last position of the global notification log (0 when empty)."""
        return self.recorder.max_notification_id() or 0

    def unfinished_games(self) -> list[UUID]:
        """Ids of stored games not finished, from the notification log (topic-filtered)."""
        created, finished = get_topic(GameMatch.Created), get_topic(GameMatch.Finished)
        open_games: dict[UUID, None] = {}
        start = 1
        while True:
            batch = self.recorder.select_notifications(start, 500, topics=[created, finished])
            for n in batch:
                if n.topic == created:
                    open_games[n.originator_id] = None
                else:
                    open_games.pop(n.originator_id, None)
            if len(batch) < 500:
                return [UUID(str(g)) for g in open_games]
            start = batch[-1].id + 1

    def write_duties(self, write: duty_sql.DutyWrite) -> None:
        """Replace a game's duties outside a save (the migration back-filling them)."""
        datastore = self.recorder.datastore
        if self.settings.postgres is None:
            with datastore.transaction(commit=True) as cur:
                duty_sql.sqlite_write(cur, write)
            return
        from psycopg import ClientCursor

        sql, params = duty_sql.pg_statements(write, self.recorder.duties_table,
                                             self.recorder.duties_channel)
        with datastore.get_connection() as conn, conn.transaction(), ClientCursor(conn) as c:
            c.execute(sql, params)


def backfill_duties(settings: Settings) -> int:
    """Write the duties every unfinished stored game owes (migration step 3); how many."""
    service = GameService(settings, ensure_schema=False, run_bots=False)
    try:
        owed = 0
        for gid in service.unfinished_games():
            write = duty_sql.derive(service.game(gid))
            if write is not None and write.duties:
                owed += 1
                service.write_duties(write)
        return owed
    finally:
        service.close()


migrate.BACKFILL = backfill_duties


# -- simulation support --------------------------------------------------------------------------

def persist_finished_game(service: GameService | None = None, *, game: str = games.DEFAULT,
                          variant: str, players: int, seed: int,
                          moves: Iterable[tuple[int, str]], bots: Sequence[str] = ("random",),
                          preset: dict | None = None) -> PersistedGame:
    """Store a game played in-process (e.g. by `signoria simulate`) as one bot-filled game.

    The game is set up from (`game`, `variant`, `players`, `seed`, `preset`) exactly as the
    engine's `setup` does, then every (seat, action key) in `moves` is decided again in order;
    all events are saved in one transaction. `bots` gives the bot kind per seat (cycled).
    Raises RuleViolation if a move is not legal (nothing is stored). With `service=None` a
    service on the configured store is opened and closed around the call.
    """
    if service is None:
        with GameService(run_bots=False) as own:
            return persist_finished_game(own, game=game, variant=variant, players=players,
                                         seed=seed, moves=moves, bots=bots, preset=preset)
    decider = _decider(game)
    kinds = [bots[i % len(bots)] for i in range(players)]
    seats, _ = lobby.build_seats([lobby.SeatSpec.robot(k) for k in kinds], decider)
    agg = GameMatch.create(game=game, variant=variant, seed=seed, preset=_plain(preset),
                           seats=seats)
    service._start(agg)
    for seat, key in moves:
        events, state = _step(decider, agg.state, seat, key)
        agg.record([decider.event_to_dict(e) for e in events], seat=seat, action=key,
                   state=state)
    recordings = service._save(agg)
    return PersistedGame(game_id=agg.id, version=agg.version,
                         position=recordings[-1].notification.id,
                         finished=agg.status == FINISHED)


# -- helpers -------------------------------------------------------------------------------------

def _epoch_ms() -> int:
    return int(time.time() * 1000)


def _decider(name: object):
    if not isinstance(name, str):
        raise InvalidCommand("game must be a game name")
    try:
        return games.get(name)
    except games.UnknownGame:
        raise InvalidCommand(f"no game called {name}; hosted: {', '.join(games.names())}") from None


def _setup(decider, players: int, variant: str, seed: int, preset: dict | None) -> list:
    try:
        return decider.setup(players=players, variant=variant, seed=seed, preset=preset)
    except RuleViolation as e:
        raise InvalidCommand(f"cannot set up this game: {e.message}") from e


def _step(decider, state, seat: int, action: str) -> tuple[list, Any]:
    """Events of a command and the state they fold to."""
    return decider.step(state, seat, action)


def _game_id(game_id: object) -> UUID:
    if isinstance(game_id, UUID):
        return game_id
    try:
        return UUID(str(game_id))
    except ValueError:
        raise GameNotFound("no game with this id") from None


def _seat_for_token(agg: GameMatch, token: str) -> int:
    """The seat a token holds: a human's, or one a bot took over from that human (who still
    sees the game as that seat, and is offered the rematch, but no longer acts)."""
    if isinstance(token, str) and token:
        presented = lobby.hash_token(token)
        for i, s in enumerate(agg.seats):
            if s.get("token_hash") and lobby.hashes_match(presented, s["token_hash"]):
                return i
    raise Unauthorized("this token holds no seat in this game")


def _check_command(action: object, expected_version: object, key: object) -> None:
    if not isinstance(action, str) or not action.strip() or len(action) > MAX_KEY:
        raise InvalidCommand(f"an action is a legal action's key (1-{MAX_KEY} characters)")
    if expected_version is not None and (
            not isinstance(expected_version, int) or isinstance(expected_version, bool)
            or expected_version < 1):
        raise InvalidCommand("expectedVersion must be a positive integer")
    if key is not None and (not isinstance(key, str) or not key or len(key) > MAX_KEY):
        raise InvalidCommand(f"an idempotency key is 1-{MAX_KEY} characters")


def _plain(data: Any) -> Any:
    """What the store will give back (tuples -> lists): the live state is built from exactly it."""
    if data is None:
        return None
    try:
        return json.loads(json.dumps(data))
    except (TypeError, ValueError) as e:
        raise InvalidCommand(f"not JSON data: {e}") from e
