"""The fast encoding of `Decided` writes exactly the library's bytes (so any reader, and the
library itself, decodes it as before)."""
from __future__ import annotations

from eventsourcing.persistence import Mapper

from domain.lorenzo.playout import play_game
from domain.shared.shell import GameMatch
from infra.storage.mapper import CommandEventMapper

KEYS = ["plain", "schlüssel-ä", "tab\tquote\"slash/back\\", "line\u2028sep\u2029", "\x01ctl"]


def test_decided_events_encode_to_the_library_bytes(make_store, make_service):
    service = make_service(make_store("sqlite"))
    assert isinstance(service.mapper, CommandEventMapper)
    library = Mapper(transcoder=service.mapper.transcoder)
    _, _, moves = play_game(3, 5, ("random",), "advanced")
    created = service.create_game(game="lorenzo", variant="advanced", seed=5,
                                  seats=[f"human:P{i}" for i in range(3)])
    for n, (seat, key) in enumerate(moves):
        service.play(created.game_id, created.tokens[seat], key,
                     idempotency_key=f"{KEYS[n % len(KEYS)]}-{n}" if n % 3 else None)
    decided = [e for e in service.stored_events(created.game_id)
               if isinstance(e, GameMatch.Decided)]
    assert len(decided) == len(moves) + 1
    for event in decided:
        fast, slow = service.mapper.to_stored_event(event), library.to_stored_event(event)
        assert fast == slow
        assert library.to_domain_event(fast) == event
