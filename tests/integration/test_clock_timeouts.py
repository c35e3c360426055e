"""Clocks enforced by the service, with an injected fake clock (the domain never reads time):
the deadline is a durable duty; when it passes, the game's policy is one save of immutable
events — a bot plays the move, a bot takes the seat over, or the seat is expelled and ranked
last. Early, twice or on a moved game, a time-out stores nothing."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from domain.shared.shell import GameMatch
from infra.duty.ledger import DutyTable
from infra.game_service.errors import InvalidCommand, VersionConflict
from infra.game_service.service import GameService

START = 1_800_000_000_000
MINUTE = 60_000


class FakeClock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> int:
        return self.now


def _kinds(service, gid) -> list[str]:
    return [type(e).__name__ for e in service.events.get(gid)]


@pytest.fixture
def clocked(store):
    fake = FakeClock()
    service = GameService(store, run_bots=False, clock=fake)
    yield service, fake
    service.close()


def _game(service, policy: str):
    return service.create_game(game="race", variant="turns", seed=3,
                               seats=["human:Ann", "human:Bea"],
                               clock={"mode": "turn", "per_move_ms": MINUTE,
                                      "on_timeout": policy}).game_id


def _clock_duty(service, gid):
    table = DutyTable(service)
    key = gid if table.postgres else gid.hex
    rows = table._run(f"SELECT kind, due_at, version FROM {table.table} WHERE game_id = %s "
                      "AND kind = 'clock'", [key], commit=False)
    return rows[0] if rows else None


def _due_ms(row) -> int:
    due = row["due_at"]
    return int((due.timestamp() if isinstance(due, datetime) else float(due)) * 1000)


@pytest.mark.parametrize("policy", ["bot_move", "bot_takeover", "expel"])
def test_a_clock_running_out_applies_the_policy(clocked, policy):
    service, fake = clocked
    gid = _game(service, policy)
    agg = service.game(gid)
    assert agg.deadline() == (START + MINUTE, 0)
    duty = _clock_duty(service, gid)  # durable: the deadline is in the duties table
    assert duty is not None and _due_ms(duty) == START + MINUTE
    assert duty["version"] == agg.version

    fake.now += MINUTE // 2
    with pytest.raises(InvalidCommand, match="no clock has run out"):
        service.time_out(gid, expected_version=agg.version)
    assert service.game(gid).version == agg.version  # nothing stored

    fake.now = START + MINUTE + 5
    done = service.time_out(gid, expected_version=agg.version)
    after = service.game(gid)
    kinds = _kinds(service, gid)[-4:]
    assert "TimedOut" in kinds
    timed = [e for e in service.events.get(gid) if isinstance(e, GameMatch.TimedOut)]
    assert (timed[0].seat, timed[0].policy, timed[0].at) == (0, policy, fake.now)
    if policy == "bot_move":
        assert kinds[-1] == "Decided" and after.seats[0]["kind"] == "human"
        assert after.state.turn == 1 and after.state.moves == 1  # the bot's move is stored
        assert not after.undo.items  # a move the service played is not taken back
        assert after.deadline() == (fake.now + MINUTE, 1)  # Bea's clock runs now
        assert _due_ms(_clock_duty(service, gid)) == fake.now + MINUTE
    else:
        assert after.seats[0]["kind"] == "bot" and after.seats[0]["taken_over"] == "timeout"
        assert after.left == ((0,) if policy == "expel" else ())
        assert after.bot_seats_to_act() == [0]  # the bot plays on from its duty
    assert done.version == after.version
    with pytest.raises(VersionConflict):  # performed twice: stores nothing
        service.time_out(gid, expected_version=agg.version)


def test_a_realtime_bank_runs_down_and_grows_by_the_increment(clocked):
    service, fake = clocked
    gid = service.create_game(game="race", variant="turns", seed=3,
                              seats=["human:Ann", "human:Bea"],
                              clock={"mode": "realtime", "initial_ms": 10 * MINUTE,
                                     "increment_ms": MINUTE, "max_ms": 12 * MINUTE}).game_id
    fake.now += 3 * MINUTE
    service.play_seat(gid, 0, "step.1")
    agg = service.game(gid)
    assert agg.clock.remaining[0] == 8 * MINUTE  # 10 - 3 + 1
    assert agg.deadline() == (fake.now + 10 * MINUTE, 1)
    decided = [e for e in service.events.get(gid) if isinstance(e, GameMatch.Decided)][-1]
    assert decided.took_ms == 3 * MINUTE and decided.at == fake.now  # kept for analytics
    stamp = datetime.fromtimestamp(agg.deadline()[0] / 1000, UTC)
    assert abs(_due_ms(_clock_duty(service, gid)) - stamp.timestamp() * 1000) < 1


def test_move_times_are_kept_for_analytics(clocked):
    """Each command records how long its seat had been due; the game shows each seat's mean
    so far, analytics the mean per seat, per player identity and per game."""
    from infra.game_service.lobby import SeatSpec, player_id
    from projections.analytics.queries import query
    from projections.config import Config
    from projections.read import ReadModels
    from projections.runner import rebuild

    service, fake = clocked
    seats = [SeatSpec(kind="human", name="Ann", player_key="k" * 32),
             SeatSpec(kind="human", name="Bea", player_key="q" * 32)]
    gid = service.create_game(game="race", variant="turns", seed=3, seats=seats,
                              preset={"target": 6}).game_id
    took = {0: [], 1: []}
    while service.game(gid).status == "playing":
        seat = service.game(gid).decider.seats_to_act(service.game(gid).state)[0]
        wait = (2 if seat == 0 else 5) * 1000 + len(took[seat]) * 100
        fake.now += wait
        service.play_seat(gid, seat, "step.2")
        took[seat].append(wait)
    rm = ReadModels(config=Config.from_settings(service.settings))
    try:
        rebuild(rm.config, rm.store, rm.store.projections)
        board = rm.board(str(gid), None)
        shown = {m["seat"]: m for m in board["move_times"]}
        for seat in (0, 1):
            assert shown[seat]["moves"] == len(took[seat])
            assert shown[seat]["mean_ms"] == round(sum(took[seat]) / len(took[seat]))
        stats = query(rm.store, game="race")
        by_seat = {s["seat"]: s["mean_move_seconds"] for s in stats["seats"]}
        assert by_seat[0] == round(sum(took[0]) / len(took[0]) / 1000, 3)
        everything = took[0] + took[1]
        assert stats["game_length"]["mean_move_seconds"] == round(
            sum(everything) / len(everything) / 1000, 3)
        players = {p["player"]: p for p in stats["players"]}
        ann = players[player_id("k" * 32)]
        assert ann["games"] == 1 and ann["mean_move_seconds"] == by_seat[0]
    finally:
        rm.close()
