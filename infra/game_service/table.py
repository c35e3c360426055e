"""The service's commands around a game rather than in it, as Board Game Arena has them:
leaving (concede a running game, leave an open seat, cancel an open game), rematches, turn
notifications and clock time-outs. Mixed into `GameService`; each is one optimistic save
through its `_run`, each is an event of the game's stream (domain.shared.shell).
"""
from __future__ import annotations

import secrets
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.persistence import IntegrityError

from domain.shared.rng import Rng
from domain.shared.shell import BOT, CANCELLED, FINISHED, LOBBY, OPEN, PLAYING, GameMatch
from infra.duty import addresses
from infra.game_service import lobby
from infra.game_service.errors import (
    GameAlreadyStarted,
    GameFinished,
    GameNotFinished,
    GameNotStarted,
    InvalidCommand,
    SeatUnavailable,
    Unauthorized,
    VersionConflict,
)
from infra.game_service.results import CommandResult, GameCreated, Outcome

MAX_URL = 500


def _result(seat: int, action: str):
    def finish(w: GameMatch, rec) -> CommandResult:
        return CommandResult(game_id=w.id, seat=seat, action=action, version=w.version,
                             position=rec[-1].notification.id, events=(),
                             finished=w.status == FINISHED)
    return finish


class TableCommands:
    """Needs the host's `_run`, `_seat_of_token`, `_step_of`, `_save`, `_start`, `now` and
    `settings`."""

    # how webhook hosts are resolved, at registration and delivery (tests set a stub)
    webhook_resolver = staticmethod(addresses.system_resolver)

    def concede(self, game_id, token: str) -> CommandResult:
        """Give up a running game: ranked last (rated as a loss); a bot plays the seat on."""
        def step(agg, conflicted):
            seat = self._seat_of_token(agg, token)
            if agg.status == LOBBY:
                raise GameNotStarted("the game has not started: leave the seat instead")
            if agg.status != PLAYING:
                raise GameFinished("the game is over")
            if seat in agg.left or agg.seats[seat]["kind"] == BOT:
                raise InvalidCommand("this seat has already left the game")
            work = agg.fork()
            work.concede(seat, agg.decider.bot_kinds[0], self.now())
            return Outcome(work=work, finish=_result(seat, "concede"))
        return self._run(game_id, step)

    def leave_seat(self, game_id, token: str) -> CommandResult:
        """Leave an open game's seat before the start: it is open again."""
        def step(agg, conflicted):
            seat = self._seat_of_token(agg, token)
            if agg.status != LOBBY:
                raise GameAlreadyStarted("the game has started: concede instead")
            if seat == agg.creator_seat():
                raise InvalidCommand("the creator cancels the game instead of leaving it")
            work = agg.fork()
            work.leave(seat)
            return Outcome(work=work, finish=_result(seat, "leave"))
        return self._run(game_id, step)

    def cancel_game(self, game_id, token: str) -> CommandResult:
        """The creator (the first human seat) cancels an open game before it starts."""
        def step(agg, conflicted):
            seat = self._seat_of_token(agg, token)
            if agg.status != LOBBY:
                raise GameAlreadyStarted("only a game that has not started can be cancelled")
            if seat != agg.creator_seat():
                raise Unauthorized("only the game's creator may cancel it")
            work = agg.fork()
            work.cancel(self.now())
            return Outcome(work=work, finish=_result(seat, "cancel"))
        return self._run(game_id, step)

    def rematch(self, game_id, token: str) -> GameCreated:
        """A new game with the same players from a finished one, seats rotated by one (the
        first seat goes last), the same game, variant, clock and bots; each human keeps
        their token. Its id follows from the finished game's, so asking twice (or from two
        processes at once) answers the same game."""
        new_id = uuid5(NAMESPACE_URL, f"signoria:rematch:{game_id}")

        def step(agg, conflicted):
            self._seat_of_token(agg, token)
            if agg.status in (LOBBY, CANCELLED):
                raise GameNotStarted("a rematch follows a finished game")
            if agg.status != FINISHED:
                raise GameNotFinished("a rematch follows a finished game: this one is "
                                      "still running")
            if agg.rematch is not None:
                return Outcome(answer=agg)
            work = agg.fork()
            work.rematched(str(new_id))
            return Outcome(work=work, finish=lambda w, rec: w)

        finished = self._run(game_id, step)
        try:
            return self._load_rematch(new_id)
        except Exception:  # not created yet (or a crash came between): create it now
            pass
        seats = [_for_rematch(s) for s in [*finished.seats[1:], *finished.seats[:1]]]
        new = GameMatch.create(game=finished.game, variant=finished.variant,
                               seed=secrets.randbits(62), preset=None, seats=seats, id=new_id,
                               clock=finished.clock_rules,
                               table={"rematch_of": str(finished.id)})
        self._start(new)
        try:
            recordings = self._save(new)
        except IntegrityError:  # another process created it first
            return self._load_rematch(new_id)
        return GameCreated(game_id=new.id, version=new.version,
                           position=recordings[-1].notification.id, tokens={}, started=True)

    def _load_rematch(self, new_id: UUID) -> GameCreated:
        new = self._load(new_id)
        return GameCreated(game_id=new.id, version=new.version, position=self.position(),
                           tokens={}, started=True)

    def time_out(self, game_id, expected_version: int) -> CommandResult:
        """A seat's clock ran out (the `clock` duty, at its deadline): the game's policy in
        one save: `bot_move` stores TimedOut and a bot's move for the seat; `bot_takeover`
        and `expel` store TimedOut and TakenOver (expel also ranks the seat last), and the
        bot plays on from the duty that save leaves."""
        def step(agg, conflicted):
            if agg.version != expected_version:
                raise VersionConflict(f"game is at version {agg.version}, not "
                                      f"{expected_version}", expected=expected_version,
                                      actual=agg.version)
            if agg.status != PLAYING:
                raise GameFinished("the game is over")
            found = agg.deadline()
            now = self.now()
            if found is None or found[0] > now:
                raise InvalidCommand("no clock has run out")
            seat = found[1]
            rules, decider = agg.rules(), agg.decider
            bot = decider.bot_kinds[0]
            work = agg.fork()
            work.time_out(seat, now, rules.on_timeout, bot)
            if rules.on_timeout == "bot_move":
                rng = Rng(agg.seed ^ (agg.version * 0x9E3779B1) ^ (seat << 48))
                action = decider.bot_action(work.state, seat, bot, rng)
                events, state = self._step_of(decider, work.state, seat, action)
                work.record([decider.event_to_dict(e) for e in events], seat=seat,
                             action=action, state=state, at=now)
            return Outcome(work=work, finish=_result(seat, "time_out"))
        return self._run(game_id, step, strict=True, command="time_out")

    def set_webhook(self, game_id, token: str, url: str | None) -> CommandResult:
        """Turn notifications for the token's seat go to `url` (None stops them)."""
        if url is not None:
            url = check_url(url, allow_private=getattr(self.settings,
                                                       "webhook_allow_private", False),
                            resolver=self.webhook_resolver)

        def step(agg, conflicted):
            seat = self._seat_of_token(agg, token)
            if agg.status in (FINISHED, CANCELLED):
                raise GameFinished("the game is over")
            work = agg.fork()
            work.set_webhook(seat, url)
            return Outcome(work=work, finish=_result(seat, "webhook"))
        return self._run(game_id, step)


def _for_rematch(seat: dict) -> dict:
    """A seat of the finished game as a seat of its rematch: humans keep name, identity and
    token (hash); a human a bot took over is human again; bots stay bots."""
    out = {k: v for k, v in seat.items() if k != "taken_over"}
    if seat.get("taken_over"):
        out.update(kind="human", bot=None)
    if out["kind"] == BOT:
        out["player"] = lobby.bot_player(out["bot"])
    if out["kind"] == OPEN:
        raise SeatUnavailable("a finished game has no open seat")
    return out


def check_url(url: object, *, allow_private: bool,
              resolver: addresses.Resolver = addresses.system_resolver) -> str:
    """A webhook URL: 1-MAX_URL characters that pass the address policy (infra.duty.addresses:
    every address its host resolves to is public, unless SIGNORIA_WEBHOOK_ALLOW_PRIVATE)."""
    if not isinstance(url, str) or not url or len(url) > MAX_URL:
        raise InvalidCommand(f"a webhook URL is 1-{MAX_URL} characters")
    try:
        addresses.check(url, allow_private=allow_private, resolver=resolver)
    except addresses.AddressRefused as e:
        raise InvalidCommand(f"webhook URL refused: {e}") from None
    return url
