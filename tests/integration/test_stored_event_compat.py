"""Stores written before one-`Decided`-per-command (one `GameEvent` per domain event) still
load, continue, answer idempotent retries and project exactly like today's format."""
from __future__ import annotations

from uuid import uuid4

from domain import games
from domain.lorenzo.playout import play_game
from domain.shared.shell import GameMatch
from infra.game_service import lobby
from infra.game_service.service import _plain
from projections.config import Config
from projections.source import EventSource, expand
from tests.support.checks import replayed_state

SEED, MOVES = 11, 25


def _old_format_game(service, moves):
    """A 2-player Lorenzo game stored the way earlier versions did: GameEvent per domain
    event, parts numbered per command; the first move carries an idempotency key."""
    decider = games.get("lorenzo")
    seats, tokens = lobby.build_seats(["human:Ann", "human:Bea"], decider)
    agg = GameMatch.create(game="lorenzo", variant="basic", seed=SEED, preset=None,
                           seats=seats)

    def record(events, seat, action, key=None):
        data = _plain([decider.event_to_dict(e) for e in events])
        command_id = uuid4().hex
        for part, item in enumerate(data, start=1):
            agg.trigger_event(GameMatch.GameEvent, data=item, seat=seat, action=action,
                              command_id=command_id, idempotency_key=key, part=part,
                              parts=len(data))

    agg.trigger_event(GameMatch.Started, players=2)
    record(decider.setup(players=2, variant="basic", seed=SEED), None, None)
    for n, (seat, key) in enumerate(moves):
        record(decider.decide(agg.state, seat, key), seat, key, "first" if n == 0 else None)
    service.save(agg)
    return agg.id, tokens


def test_old_format_game_loads_continues_and_projects_like_new(service, make_service, store):
    _, _, all_moves = play_game(2, SEED)
    old_id, tokens = _old_format_game(service, all_moves[:MOVES])
    expected_after = games.get("lorenzo").fold(
        games.get("lorenzo").setup(players=2, variant="basic", seed=SEED))
    for seat, key in all_moves[:MOVES]:
        expected_after = games.get("lorenzo").step(expected_after, seat, key)[1]

    cold = make_service(store).game(old_id)
    assert cold.state == expected_after

    # A retry of an old command is answered from the old events; nothing new is stored.
    seat0, key0 = all_moves[0]
    before = service.game(old_id).version
    again = service.play(old_id, tokens[seat0], key0, idempotency_key="first")
    assert again.replayed and again.events and service.game(old_id).version == before

    # The game continues in today's format.
    seat, key = all_moves[MOVES]
    result = service.play(old_id, tokens[seat], key)
    assert result.version == before + 1
    stored = service.stored_events(old_id)
    assert isinstance(stored[-1], GameMatch.Decided)
    assert any(isinstance(e, GameMatch.GameEvent) for e in stored)
    assert replayed_state(service, old_id) == service.game(old_id).state

    # The same moves stored today give the read side the same domain-event records.
    new = service.create_game(game="lorenzo", seats=["human:Ann", "human:Bea"], seed=SEED)
    for seat, key in all_moves[:MOVES + 1]:
        service.play(new.game_id, new.tokens[seat], key)
    source = EventSource(Config.from_settings(store))

    def domain_records(game_id):
        return [(r.fields["data"], r.fields["seat"], r.fields["action"], r.fields["part"],
                 r.fields["parts"]) for r in expand(source.game(str(game_id), 10**12))
                if r.kind == "GameEvent"]

    try:
        old_records, new_records = domain_records(old_id), domain_records(new.game_id)
    finally:
        source.close()
    assert len(old_records) > MOVES
    assert old_records == new_records
