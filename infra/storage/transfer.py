"""Export a game's stored events as JSON lines, and import them into any store.

One line per stored event, in version order:
    {"game_id": "<uuid>", "version": 1, "event": "Created", "timestamp": "<iso>",
     "fields": {...the stored event's own fields...}}
The export holds everything stored, including the secret seed and token hashes: it is an
administrator's backup, not something to show players. Import re-checks the sequence by
replaying it through the shell and the decider, then saves it in one transaction.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime
from typing import TextIO
from uuid import UUID

from eventsourcing.persistence import IntegrityError
from eventsourcing.utils import get_topic

from domain import games
from domain.shared.shell import GameMatch
from infra.duty import ledger as duties
from infra.game_service.errors import ImportRejected

EVENT_CLASSES = {cls.__name__: cls for cls in (
    GameMatch.Created, GameMatch.SeatJoined, GameMatch.Started, GameMatch.Decided,
    GameMatch.GameEvent, GameMatch.Finished, GameMatch.SeatLeft, GameMatch.Cancelled,
    GameMatch.TimedOut, GameMatch.Conceded, GameMatch.TakenOver, GameMatch.Undone,
    GameMatch.Rematched, GameMatch.WebhookSet, GameMatch.Forked)}
_HEADER = ("originator_id", "originator_version", "timestamp", "originator_topic")


def export_lines(service, game_id: UUID | str) -> Iterable[str]:
    for e in service.stored_events(game_id):
        fields = {k: v for k, v in vars(e).items() if k not in _HEADER}
        yield json.dumps({"game_id": str(e.originator_id), "version": e.originator_version,
                          "event": type(e).__name__, "timestamp": e.timestamp.isoformat(),
                          "fields": fields}, ensure_ascii=False, separators=(",", ":"))


def export_game(service, game_id: UUID | str, out: TextIO) -> int:
    n = 0
    for line in export_lines(service, game_id):
        out.write(line + "\n")
        n += 1
    return n


def import_game(service, lines: Iterable[str]) -> UUID:
    """Re-create an exported game; raises ImportRejected (nothing stored) if it is not valid."""
    events = [_event(i, line) for i, line in enumerate(lines, start=1) if line.strip()]
    if not events:
        raise ImportRejected("no events to import")
    game_id = events[0].originator_id
    if any(e.originator_id != game_id for e in events):
        raise ImportRejected("all lines must belong to one game")
    if not isinstance(events[0], GameMatch.Created):
        raise ImportRejected("the first event must be Created")
    try:
        games.get(events[0].game)
    except games.UnknownGame:
        raise ImportRejected(f"unknown game {events[0].game!r}") from None
    aggregate = None
    try:
        for e in events:
            aggregate = e.mutate(aggregate)
    except Exception as e:  # the sequence does not replay: refuse it whole
        raise ImportRejected(f"events do not replay: {e}") from e
    snapshot = None
    if service.snapshots is not None:
        snapshot = service.mapper.to_stored_event(GameMatch.Snapshot.take(aggregate))
    try:  # events, snapshot and duties in one transaction (as every save)
        service.events.put(events, snapshot=snapshot, duties=duties.derive(aggregate))
    except IntegrityError:
        raise ImportRejected(f"game {game_id} already exists in this store") from None
    if aggregate.bot_seats_to_act():
        service.bots.notify(game_id)
    return game_id


def _event(n: int, line: str):
    try:
        row = json.loads(line)
        cls = EVENT_CLASSES[row["event"]]
        kwargs = dict(row["fields"])
        kwargs.update(originator_id=UUID(row["game_id"]), originator_version=int(row["version"]),
                      timestamp=datetime.fromisoformat(row["timestamp"]))
        if cls is GameMatch.Created:
            kwargs["originator_topic"] = get_topic(GameMatch)
        return cls(**kwargs)
    except (ValueError, KeyError, TypeError) as e:
        raise ImportRejected(f"line {n} is not an exported event: {e}") from e
