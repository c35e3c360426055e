"""Stored events read by the read side (projections.source) decode exactly as the event
store's own transcoder decodes them, whichever way `_fields` takes: the C decoder alone when
the timestamp is the one transcoded value, the transcoder otherwise."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from uuid import UUID, uuid4

import pytest

from projections import source

_ENCODE = source.transcoder().encode


def _transcoded(state: bytes) -> tuple[dict, str]:
    fields = source._decode(state)
    return fields, source._iso(fields.pop("timestamp", None))


@pytest.mark.parametrize("timestamp", [
    datetime(2026, 11, 28, 20, 36, 50, 358735, tzinfo=UTC),  # as the store writes them
    datetime(2026, 11, 28, 20, 36, 50, tzinfo=UTC),  # no microseconds: isoformat drops them
    datetime(2026, 11, 28, 21, 36, 50, 5, tzinfo=timezone(timedelta(hours=1))),  # not UTC
])
def test_a_stored_event_with_its_timestamp_reads_as_the_transcoder_reads_it(timestamp):
    state = _ENCODE({"timestamp": timestamp, "events": [{"type": "CardTaken", "seat": 1,
                                                         "card": 12, "v": 1}],
                     "seat": 1, "action": "take 12", "note": 'a "_type_" in a text'})
    fields, ts = source._fields(state)
    assert (fields, ts) == _transcoded(state)
    assert datetime.fromisoformat(ts) == timestamp
    assert "timestamp" not in fields


def test_other_transcoded_values_go_through_the_transcoder():
    gid = uuid4()
    for state in (_ENCODE({"timestamp": datetime.now(UTC), "game_id": gid}),
                  _ENCODE({"game_id": gid}),  # no timestamp at all
                  _ENCODE({"events": []})):
        fields, ts = source._fields(state)
        assert (fields, ts) == _transcoded(state)
    assert source._fields(_ENCODE({"timestamp": datetime.now(UTC), "game_id": gid}))[0][
        "game_id"] == gid


def test_a_game_id_reads_in_its_canonical_form_however_it_is_stored():
    gid = uuid4()
    assert source._game_id(gid.hex) == source._game_id(str(gid)) == source._game_id(gid) \
        == str(gid)
    with pytest.raises(ValueError):
        source._game_id("not-a-uuid")
    assert UUID(source._game_id(gid.hex.upper())) == gid
