"""Legal actions lean on caches that outlive a game (perks by what they depend on, floor cards
shared by every player with the same profile): with those caches warm from other games, they
must give exactly what they give from cold, at every decision."""
import pytest

from domain.lorenzo import dealt, legal, occupancy
from domain.lorenzo.legal import compute, seats_to_act
from domain.lorenzo.playout import play_game
from domain.lorenzo.rules import towers, values
from domain.lorenzo.rules.placement import TOWER_SPACES


def _with_cold_caches(fn, *args):
    """fn(*args) worked out with empty caches (the warm ones are put back after), and without
    the facts evolve keeps up to date as members are placed and cards taken (worked out from
    the state instead)."""
    caches = (values._perks_cache, values._perks_by_seat, towers._TABLES, towers._SHARED,
              legal._others_by_seat, legal._others_by_value)
    saved = [dict(cache) for cache in caches]
    memos = occupancy._last, dealt.last
    for cache in caches:
        cache.clear()
    occupancy._last, dealt.last = (None, 0, 0), (None, ())
    try:
        return fn(*args)
    finally:
        for cache, content in zip(caches, saved, strict=True):
            cache.clear()
            cache.update(content)
        occupancy._last, dealt.last = memos


def _full(state, seat) -> list:
    return [tuple(a) for a in compute(state, seat)]


@pytest.mark.parametrize("variant,players,seed", [("basic", 4, 41), ("basic", 3, 42),
                                                   ("advanced", 4, 43), ("advanced", 2, 44)])
def test_warm_caches_give_what_cold_caches_give(variant, players, seed):
    for warm_up in range(3):  # other games fill the caches first
        play_game(4, 900 + warm_up, ("random", "greedy"), variant)
    checked = 0

    def check(state, event):
        nonlocal checked
        if state is None or state.phase == "over":
            return
        for seat in seats_to_act(state):
            assert _full(state, seat) == _with_cold_caches(_full, state, seat), (seed, seat, event)
            checked += 1

    play_game(players, seed, ("random", "greedy"), variant, on_event=check)
    assert checked > 300


def _offers(state, seat, extra) -> list:
    """Every floor's offers: the payments the shared floor cards let through, as they let them."""
    return towers.floor_offers(state, seat, TOWER_SPACES, extra)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_floor_cards_shared_between_players_are_each_players_own(variant):
    """A floor card is shared by every player whose perks agree on its card type: it must be the
    same as one worked out for this player alone, for every player, floor and extra discount."""
    checked = 0

    def check(state, event):
        nonlocal checked
        if type(event).__name__ != "TurnEnded" or state.phase != "actions":
            return
        for seat in range(state.n):
            for extra in ({}, {"wood": 1, "stone": 1}, {"coins": 2}):
                warm = _offers(state, seat, extra)
                assert warm == _with_cold_caches(_offers, state, seat, extra), (seat, event)
                checked += 1

    for seed in range(4):
        play_game(4, 950 + seed, ("random", "greedy"), variant, on_event=check)
    assert checked > 400
