"""The catalogue is complete and matches the cross-checked reference data."""
import json
from pathlib import Path

from domain.lorenzo.catalog import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS
from domain.lorenzo.catalog.board import FAITH_TRACK_VP, TERRITORY_MILITARY, faith_vp
from domain.lorenzo.catalog.cards import deck

REFERENCE = Path(__file__).resolve().parents[4] / "shared" / "reference" / "lorenzo_data.json"


def test_counts():
    assert len(CARDS) == 96 and len(LEADERS) == 20 and len(EXCOMMUNICATIONS) == 21
    assert sorted(BONUS_TILES) == [0, 1, 2, 3, 4]
    for t in ("territory", "building", "character", "venture"):
        for period in (1, 2, 3):
            assert len(deck(t, period)) == 8


def test_numbers_types_and_periods_follow_the_printed_numbering():
    for cid, card in CARDS.items():
        assert card.type == ("territory", "building", "character", "venture")[(cid - 1) // 24]
        assert card.period == ((cid - 1) % 24) // 8 + 1


def test_every_card_matches_the_reference_data():
    if not REFERENCE.exists():  # the packaged catalogue is the project's own copy
        return
    ref = {c["id"]: c for c in json.loads(REFERENCE.read_text())["development_cards"]}
    for cid, card in CARDS.items():
        r = ref[cid]
        assert card.slug == r["slug"] and card.name == r["name"]
        assert [(c.requires, c.pay) for c in card.costs] == \
            [(o["requires"], o["pay"]) for o in r["cost_options"]]
        assert list(card.immediate) == r["immediate_effects"]


def test_board_tracks():
    assert FAITH_TRACK_VP == (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 22, 25, 30)
    assert faith_vp(40) == 30 and faith_vp(3) == 3
    assert TERRITORY_MILITARY == (0, 0, 3, 7, 12, 18)


def test_excommunication_tiles_seven_per_period():
    for period in (1, 2, 3):
        assert sum(1 for t in EXCOMMUNICATIONS.values() if t.period == period) == 7
