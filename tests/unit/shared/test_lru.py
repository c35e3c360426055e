"""The byte-bounded LRU cache (domain.shared.lru): entries leave oldest first once their
measured bytes pass the bound; a held key's new value keeps its measured size until measured
again (`replace`)."""
from domain.shared.lru import ByteLRU


def test_the_oldest_entries_leave_once_the_bytes_pass_the_bound():
    cache = ByteLRU("test_bound", 100, sizeof=len)
    cache.put("a", "x" * 40)
    cache.put("b", "x" * 40)
    cache.get("a")  # used: "b" is now the oldest
    cache.put("c", "x" * 40)
    assert cache.keys() == ["a", "c"] and cache.bytes == 80 and cache.evictions == 1


def test_replace_keeps_the_measured_size_and_counts_as_a_use():
    measured = []
    cache = ByteLRU("test_replace", 100, sizeof=lambda v: measured.append(v) or len(v))
    cache.put("a", "x" * 30)
    cache.put("b", "x" * 30)
    cache.replace("a", "x" * 60)  # a grown value: its old measure stands
    assert cache.get("a") == "x" * 60 and cache.size_of("a") == 30 and cache.bytes == 60
    assert measured == ["x" * 30, "x" * 30]  # not measured again
    cache.put("c", "x" * 50)  # over the bound: "b" is the oldest now, "a" was just used
    assert cache.keys() == ["a", "c"]
    cache.replace("new", "x" * 10)  # not held: measured as `put` does
    assert cache.size_of("new") == 10 and measured[-1] == "x" * 10
