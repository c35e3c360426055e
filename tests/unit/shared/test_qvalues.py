"""HTTP weighted lists as the API reads them (Accept, Accept-Language, Accept-Encoding)."""
from domain.shared.qvalues import weighted


def test_items_keep_their_order_and_quality():
    assert weighted("gzip, deflate, BR;q=0.5") == [("gzip", 1.0), ("deflate", 1.0), ("br", 0.5)]
    assert weighted("application/json;charset=utf-8;q=0.2") == [("application/json", 0.2)]
    assert weighted("de;q=x") == [("de", 0.0)]  # unreadable: refused
    assert weighted(None) == [("", 1.0)]
