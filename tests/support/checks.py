"""Assertions about stored games shared by the integration tests."""
from __future__ import annotations

from domain import games
from domain.shared.shell import GameMatch, domain_dicts
from domain.shared.table import forked_state


def replayed_state(service, game_id):
    """Engine state rebuilt by folding the stored domain events one by one (no shell, no
    cache); a command taken back (`Undone`) restores the state from before it; a fork starts
    from its `Forked` record's state."""
    events = service.stored_events(game_id)
    decider = games.get(events[0].game)
    state, before = None, {}
    for e in events:
        if isinstance(e, GameMatch.Undone):
            state = before[e.version]
            continue
        if isinstance(e, GameMatch.Forked):  # a fork starts from its recorded position
            state = forked_state(e.__dict__)
        before[e.originator_version] = state
        for d in domain_dicts([e]):
            state = decider.evolve(state, decider.event_from_dict(d))
    return state


def assert_commands_whole(service, game_id) -> list:
    """Versions run 1..n without gaps and every command is one stored event holding all of its
    domain events (so no command can be half-applied); returns the stored events."""
    events = service.stored_events(game_id)
    versions = [e.originator_version for e in events]
    assert versions == list(range(1, len(events) + 1)), "versions must be 1..n without gaps"
    decider = games.get(events[0].game)
    for e in events:
        if isinstance(e, GameMatch.Decided):
            assert e.events, f"empty command at version {e.originator_version}"
            for d in e.events:
                decider.event_from_dict(d)  # every part is a whole, decodable domain event
    return events


def fresh_copy(service_factory, settings, game_id):
    """The game as loaded cold by a new service on the same store (cache empty)."""
    svc = service_factory(settings)
    return svc.game(game_id)
