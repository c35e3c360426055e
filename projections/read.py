"""The read side's query facade: what the API (and the CLI, the benches) code against.

Queries never load aggregates: everything here reads the projection tables (built from the
event store's notification log by `projections.runner`), or, for replay, the game-log table.

    rm = ReadModels(settings)          # infra.settings.Settings (duck-typed: .backend,
                                       # .sqlite_path, .postgres) or a projections.config.Config
    rm.start()                         # run the projections in a background thread (optional)
    rm.board(game_id, viewer_seat)     -> dict | None
        the game as that viewer sees it at one version (projections.snapshot: game, variant,
        status, version, seats, view, seats_to_act, pending, progress, outcome,
        legal_actions) plus {"game_id", "viewer"}; None = spectator; hidden information
        redacted while the game runs, everything revealed once it is over;
        `seat_part=False`: a running game's view and legal actions left out (not derived)
    rm.versions_and_boards(game_ids, boards) -> ([version or None per id], {game_id: row}
        for the ids in `boards`)
    rm.board_of(game_id, viewer_seat, row, held_only=False) -> as `board` (NOT_HELD:
        `held_only` and the viewer's part would need a database read): `board` from a row
        read with the versions, so a `game` query reads once (api.board_rows)
    rm.game_list(*, game=None, status=None, variant=None, players=None, open_only=False,
                 first=20, after=None)
        -> {"items": [summary...], "end_cursor": str | None, "has_next": bool}
        summary = {game_id, game, status ("lobby" | "playing" | "finished"), variant,
                   players, seats [{seat, kind, name, bot, player}], open_seats,
                   seats_to_act, progress, outcome, created_at, last_activity, version,
                   cursor}; newest activity first; `after` is the `end_cursor` of the
                   previous page (BadCursor, a ValueError, for anything else)
    rm.game_summary(game_id)           -> summary | None
    rm.game_log(game_id, viewer_seat, after=0, first=100)
        -> [{"step", "position", "version", "type", "description", "action", "seat", "data"}]
        every domain event with step > after (step 1 = first event), redacted for the viewer
        while the game runs, complete once it is over
    rm.replay_length(game_id, viewer_seat) -> int | None  number of steps (domain events)
    rm.replay_state(game_id, step, viewer_seat) -> dict | None (None: no such game)
        {"game_id", "step", "length", "finished", "event" (the step's log entry or None),
         "snapshot" (projections.snapshot shape after `step` events)}; spectator/seat-
        redacted while the game runs, fully revealed (every hand) when it is finished
    rm.replay_moves(game_id, viewer_seat) -> [{"first_step", "step", "version", "seat",
        "action", "description"}] one entry per command (`step`: once its events applied)
    rm.analytics(*, game="lorenzo", variant=None, players=None, since=None, until=None)
        finished games only; since/until are ISO dates or datetimes on the game's end time
    rm.ratings(game="lorenzo", first=50, after=None) -> [{"player", "name", "kind", "mu",
        "sigma", "ordinal", "games", "cursor"}] best ordinal first; `after` = a `cursor`
        (BadCursor otherwise)
    rm.rating(game, player)            -> one rating or None
    rm.analysis(game_id)               -> {"status", "done", "total", "budget", "seed",
        "result", ...} or None (projections.analysis)
    rm.rating_history(player, game="lorenzo") -> [{"game_id", "position", "before", "after"
        ({mu, sigma, ordinal}), "rank", "players", "at"}]
    rm.player_games(player, game, variant=, players=, since=, until=) -> [{"game_id",
        "variant", "players", "at", "seat", "rank", "score", "won", "rated", "before",
        "after"}] oldest first
    rm.known_player(player)            -> bool whether it has a rated game on any ladder
    rm.position()                      -> int  notification id every projection has processed
    rm.reached(position)               -> bool whether it is known to be processed (no wait)
    rm.wait_for(position, timeout)     -> bool read-your-writes: True once position() >= it;
                                       works in any process, whether it runs the projections
                                       or not (it hears the runner's change signal, and asks
                                       the tracking table as a fallback)
    rm.wake()                          something was just written: the in-process runner
                                       reads the log now instead of at its next poll
    rm.runner                          the in-process Runner (None unless started): `active`
                                       says whether it holds the projection lease
    rm.changes                         ChangeBus: subscribe(game_id | None) -> Subscription
                                       (thread-safe; .get(timeout) -> (game_id, position) or
                                       None; iterable); unsubscribe(subscription)
    rm.status()                        -> [{"name", "position", "lag"}]
    rm.stop() / rm.close()

Viewer identity is the seat number: the API maps tokens to seats via the write side.
"""
from __future__ import annotations

import threading
import time

from domain import games
from projections import analysis, analytics, ratings
from projections.board import queries as board_queries
from projections.changes import ChangeBus
from projections.config import Config
from projections.games import queries as game_queries
from projections.log import queries as log_queries
from projections.registry import all_projections
from projections.replay.cache import ReplayCache
from projections.runner import Runner
from projections.store import ViewStore
from projections.tables import Tables


class ReadModels:
    """Queries over the projections, plus (optionally) the in-process projection runner."""

    def __init__(self, settings=None, *, config: Config | None = None,
                 poll_interval: float = 0.05, create_tables: bool = True) -> None:
        self.config = config or Config.from_settings(settings)
        self.store = ViewStore.open(self.config, all_projections(), create=create_tables)
        self.changes = ChangeBus.for_config(self.config)
        self._replay = ReplayCache(self.store, self.config.replay_cache_bytes)
        self.tables = Tables(self.config)  # seats' parts of running games, derived on read
        self._poll_interval = poll_interval
        self._runner: Runner | None = None
        self._lock = threading.Lock()

    # -- running the projections in-process --------------------------------------------------

    def start(self) -> None:
        """Follow the notification log in a background thread (idempotent)."""
        with self._lock:
            if self._runner is None:
                self._runner = Runner(self.config, self.store, all_projections(),
                                      changes=self.changes,
                                      poll_interval=self._poll_interval)
                self._runner.start()

    def stop(self) -> None:
        with self._lock:
            runner, self._runner = self._runner, None
        if runner is not None:
            runner.stop()

    def close(self) -> None:
        self.stop()
        self.changes.close()
        self.tables.close()
        self.store.close()

    def __enter__(self) -> ReadModels:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- positions ----------------------------------------------------------------------------

    @property
    def runner(self) -> Runner | None:
        return self._runner

    @property
    def replay_cache(self):
        return self._replay.cache

    def position(self) -> int:
        """The notification id every projection has processed (0 before any)."""
        position = self.store.min_position()
        self.changes.note_done(position)
        return position

    def reached(self, position: int) -> bool:
        """Known to be processed by every projection, without waiting (a database look only
        when no signal said so)."""
        return self.changes.done >= position or self.position() >= position

    def wait_for(self, position: int, timeout: float) -> bool:
        """Block until every projection processed `position` (read-your-writes), in any
        process: the runner's signals say when (`changes.done`); the tracking table is asked
        at the start and now and then in case a signal was missed."""
        if self.changes.done >= position:
            return True
        self.changes.watch()  # listening before the look below: no signal falls between
        deadline = time.monotonic() + timeout
        signals = self.config.postgres is not None or self._runner is not None
        while True:
            if self.position() >= position:
                return True
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            # with signals, the table is only a fallback; SQLite without a runner here polls
            if self.changes.wait_done(position, min(remaining, 0.5 if signals else 0.02)):
                return True

    def wake(self) -> None:
        """Tell the in-process runner that something was just written (it polls otherwise):
        a command's views and change signal then follow at once, not after a poll interval."""
        runner = self._runner
        if runner is not None and runner.active:  # a standby has nothing to do with it
            runner.wake()

    def status(self) -> list[dict]:
        """Each projection's position and lag behind the notification log."""
        return self.store.status()

    # -- queries ------------------------------------------------------------------------------

    def board(self, game_id, viewer_seat: int | None = None, *,
              seat_part: bool = True) -> dict | None:
        return board_queries.board(self.store, self.tables, str(game_id), viewer_seat,
                                   seat_part=seat_part)

    def board_of(self, game_id: str, viewer_seat: int | None, row, *,
                 held_only: bool = False, seat_part: bool = True):
        """`board` from the game's row as `versions_and_boards` read it (see
        projections.board.queries.of_row: `held_only`, NOT_HELD, `seat_part`)."""
        return board_queries.of_row(self.tables, game_id, viewer_seat, row,
                                    held_only=held_only, seat_part=seat_part)

    def versions_and_boards(self, game_ids: list[str],
                            boards: list[str]) -> tuple[list[int | None], dict]:
        """`versions(game_ids)` and, in the same statement, the board row of each game in
        `boards` ({game id: row}, for `board_of`): a `game` query's answer-cache look-up and,
        when it misses, the game it answers with, in one read."""
        with self.store.read() as cur:
            rows = cur.execute(*_statement(game_ids, boards)).fetchall()
        return _found(game_ids, boards, rows)

    def versions_and_boards_now(self, game_ids: list[str], boards: list[str]):
        """`versions_and_boards` read on the calling thread (the event loop) when that needs no
        wait (ViewStore.read_now), else None: read it in a worker thread."""
        rows = self.store.read_now(*_statement(game_ids, boards))
        return None if rows is None else _found(game_ids, boards, rows)

    def versions(self, game_ids: list[str]) -> list[int | None]:
        """Each game's version in the read models (None: unknown), in one statement."""
        return self.versions_and_boards(game_ids, [])[0]

    def game_list(self, *, game: str | None = None, status: str | None = None,
                  variant: str | None = None, players: int | None = None,
                  open_only: bool = False, first: int = 20, after: str | None = None) -> dict:
        return game_queries.game_list(self.store, game=game, status=status, variant=variant,
                                      players=players, open_only=open_only, first=first,
                                      after=after)

    def game_summary(self, game_id) -> dict | None:
        return game_queries.game_summary(self.store, str(game_id))

    def open_games_of(self, creator: str) -> int:
        return game_queries.open_games_of(self.store, creator)

    def game_log(self, game_id, viewer_seat: int | None = None, after: int = 0,
                 first: int = 100) -> list[dict]:
        return log_queries.game_log(self.store, str(game_id), viewer_seat, after, first)

    def command_log(self, game_id, version: int, viewer_seat: int | None = None) -> list[dict]:
        """The log entries of the command stored at `version` (as game_log entries)."""
        return log_queries.command_log(self.store, str(game_id), version, viewer_seat)

    def replay_length(self, game_id, viewer_seat: int | None = None) -> int | None:
        return log_queries.length(self.store, str(game_id))

    def replay_state(self, game_id, step: int, viewer_seat: int | None = None) -> dict | None:
        return self._replay.state_at(str(game_id), step, viewer_seat)

    def replay_moves(self, game_id, viewer_seat: int | None = None) -> list[dict] | None:
        return self._replay.moves(str(game_id), viewer_seat)

    def replay_actions(self, game_id) -> list[dict]:
        return log_queries.actions(self.store, str(game_id))

    def analytics(self, *, game: str = games.DEFAULT, variant: str | None = None,
                  players: int | None = None, since=None, until=None) -> dict:
        return analytics.query(self.store, game=game, variant=variant, players=players,
                               since=since, until=until)

    def ratings(self, game: str = games.DEFAULT, first: int = 50,
                after: str | None = None) -> list[dict]:
        return ratings.leaderboard(self.store, game=game, first=first, after=after)

    def rating(self, game: str, player: str) -> dict | None:
        return ratings.rating(self.store, game, player)

    def rating_history(self, player: str, game: str = games.DEFAULT) -> list[dict]:
        return ratings.history(self.store, player, game=game)

    def player_games(self, player: str, game: str = games.DEFAULT, **filters) -> list[dict]:
        """One identity's rated games under analytics filters."""
        return ratings.player_games(self.store, player, game=game, **filters)

    def analysis(self, game_id) -> dict | None:
        """A game's analysis (projections.analysis) or None: never requested."""
        return analysis.analysis(self.store, game_id)

    def known_player(self, player: str) -> bool:
        """Whether the identity has a rated game on any game's ladder."""
        return ratings.known(self.store, player)


def _statement(game_ids: list[str], boards: list[str]) -> tuple[str, list]:
    """`versions_and_boards`' one statement: the versions, joined with the spectator's board
    rows when any board is asked for (`gameEvents` and `replay` need none)."""
    marks = ", ".join("?" * len(game_ids))
    if not boards:
        return f"SELECT game_id, version FROM rm_games WHERE game_id IN ({marks})", \
            list(game_ids)
    return ("SELECT g.game_id, g.version, b.version AS board_version, b.view "
            "FROM rm_games g LEFT JOIN rm_board b ON b.game_id = g.game_id "
            f"AND b.viewer = ? WHERE g.game_id IN ({marks})",
            [board_queries.SPECTATOR, *game_ids])


def _found(game_ids: list[str], boards: list[str], rows) -> tuple[list, dict]:
    """`versions_and_boards`' answer from its statement's rows."""
    found = {r["game_id"]: r["version"] for r in rows}
    rows_of = {r["game_id"]: {"version": r["board_version"], "view": r["view"]}
               for r in rows if r["view"] is not None and r["game_id"] in boards} \
        if boards else {}
    return [found.get(g) for g in game_ids], rows_of
