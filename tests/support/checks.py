"""Assertions about stored games shared by the integration tests."""
from __future__ import annotations

from collections import defaultdict

from domain import games
from domain.shared.shell import GameMatch


def replayed_state(service, game_id):
    """Engine state rebuilt by folding the stored domain events one by one (no shell, no cache)."""
    events = service.stored_events(game_id)
    decider = games.get(events[0].game)
    domain_events = [decider.event_from_dict(e.data) for e in events
                     if isinstance(e, GameMatch.GameEvent)]
    return decider.fold(domain_events)


def assert_commands_whole(service, game_id) -> list:
    """Every command's events are all stored, contiguous and in order; returns stored events."""
    events = service.stored_events(game_id)
    versions = [e.originator_version for e in events]
    assert versions == list(range(1, len(events) + 1)), "versions must be 1..n without gaps"
    parts = defaultdict(list)
    for e in events:
        if isinstance(e, GameMatch.GameEvent):
            parts[e.command_id].append((e.originator_version, e.part, e.parts))
    for command_id, items in parts.items():
        n = items[0][2]
        assert [p for _, p, _ in items] == list(range(1, n + 1)), f"half-applied {command_id}"
        first = items[0][0]
        assert [v for v, _, _ in items] == list(range(first, first + n))
    return events


def fresh_copy(service_factory, settings, game_id):
    """The game as loaded cold by a new service on the same store (cache empty)."""
    svc = service_factory(settings)
    return svc.game(game_id)
