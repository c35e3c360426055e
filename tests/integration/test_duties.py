"""Duties on SQLite and PostgreSQL: derived from the store with each save, leased to one
performer at a time, taken over when a lease expires (a crashed process), never performed
twice, and nothing scanned at start-up."""
from __future__ import annotations

import time
from dataclasses import replace
from uuid import UUID

from infra.duty.ledger import DutyTable


def _duties(service, game_id) -> list:
    table = DutyTable(service)
    gid = game_id if service.settings.postgres else UUID(str(game_id)).hex
    return table._run(f"SELECT kind, version, lease_owner FROM {table.table} WHERE "
                      "game_id = %s", [gid], commit=False)


def test_a_duty_exists_exactly_while_a_bot_is_due(store, make_service):
    service = make_service(store)
    humans = service.create_game(game="race", seats=["human:A", "human:B"], seed=1)
    assert _duties(service, humans.game_id) == []  # a human-only game writes no duty at all
    mixed = service.create_game(game="race", seats=["bot:stepper", "human:Ann"], seed=2)
    [duty] = _duties(service, mixed.game_id)
    assert (duty["kind"], duty["version"]) == ("bot", mixed.version)
    table = DutyTable(service)
    claim = table.claim(mixed.game_id, "bot", "me", 30)
    assert claim is not None and claim.version == mixed.version
    assert table.claim(mixed.game_id, "bot", "someone else", 30) is None  # leased: not twice
    assert table.claim_due("someone else", 30) == []
    service.play_seat(mixed.game_id, 0, "step.1", expected_version=claim.version)
    assert _duties(service, mixed.game_id) == []  # the human's turn: the save cleared it
    service.play_seat(mixed.game_id, 1, "step.1")
    [duty] = _duties(service, mixed.game_id)  # the bot's turn again: a fresh, free duty
    assert duty["lease_owner"] is None and duty["version"] == mixed.version + 2


def test_a_crashed_claimer_s_duty_is_taken_over_when_its_lease_expires(store, make_service):
    first = make_service(store)  # bots off: as a process that saved and then died
    created = first.create_game(game="race", seats=["bot:random", "bot:stepper"], seed=5)
    dead = DutyTable(first).claim(created.game_id, "bot", "dead process", 1.0)
    assert dead is not None
    other = make_service(replace(store, duty_lease_seconds=5.0), run_bots=True)
    started = time.monotonic()
    assert other.bots.wait_idle(60)
    assert other.game(created.game_id).status == "finished"
    assert time.monotonic() - started >= 0.5  # it waited for the dead lease to run out
    assert other.bots.moves > 0 and not other.bots.failures


def test_a_runner_knows_when_a_dead_process_s_lease_runs_out(store, make_service):
    """The next claim is planned for the moment the held lease ends (a runner sleeping until
    its next poll would take the duty over up to a poll interval late)."""
    service = make_service(store)
    created = service.create_game(game="race", seats=["bot:random", "bot:stepper"], seed=5)
    table = DutyTable(service)
    assert table.next_due(("bot",)) <= 0  # free and due: claim now
    assert table.claim(created.game_id, "bot", "dead process", 30.0) is not None
    soon = table.next_due(("bot",))
    assert soon is not None and 28.0 < soon <= 30.0
    claims, soon = table.claim_round("alive", 10.0, 8, ("bot",))
    assert claims == [] and soon is not None and 28.0 < soon <= 30.0
    assert table.next_due(("clock",)) is None  # nothing of that kind, held or free


def test_two_performers_never_move_twice_for_one_duty(store, make_service):
    a = make_service(store, run_bots=True)
    b = make_service(store, run_bots=True)
    games = [a.create_game(game="race", seats=["bot:random", "bot:random"], seed=10 + i)
             for i in range(4)]
    assert a.bots.wait_idle(120) and b.bots.wait_idle(120)
    for created in games:
        agg = a.game(created.game_id)
        assert agg.status == "finished"
        # one stored command per version: a duty performed twice would have conflicted
        assert agg.state is not None
    assert a.bots.moves + b.bots.moves == sum(
        len([e for e in a.stored_events(g.game_id) if type(e).__name__ == "Decided"]) - 1
        for g in games)
    assert b.bots.moves > 0 or a.bots.moves > 0
