"""`decide` checks one key without enumerating every legal action (one member on one space, one
privilege or floor, a cheap proof that nothing can be placed, fields without descriptions):
each shortcut must agree exactly with the full enumeration, at every decision of real games."""
import pytest

from domain.lorenzo import legal
from domain.lorenzo.legal import action_for_key, compute, legal_for_key, placements
from domain.lorenzo.playout import play_game
from domain.lorenzo.rules.placement import ALL_SPACES
from domain.lorenzo.state import MEMBERS
from domain.shared.decider import LegalActions
from tests.unit.lorenzo.scenario import new, occupy, turn_of, with_res, with_tower

GAMES = [("basic", 4, 61), ("basic", 4, 65), ("basic", 2, 62), ("advanced", 3, 63),
         ("advanced", 4, 64)]


def _decisions(variant, players, seed):
    """(state, seat) at every decision of a bot game, each state a fresh object (no memo)."""
    seen = []

    def collect(state, event):
        if state is not None and state.phase == "actions":
            for seat in legal.seats_to_act(state):
                seen.append((state._replace(), seat))

    play_game(players, seed, ("random",) if seed % 2 else ("random", "greedy"), variant,
              on_event=collect)
    return seen


def _entries(acts: LegalActions) -> list:
    return list(zip(acts.keys, acts.makers, strict=True))


@pytest.mark.parametrize("variant,players,seed", GAMES)
def test_one_placement_is_what_the_full_enumeration_has_for_it(variant, players, seed):
    checked = 0
    for state, seat in _decisions(variant, players, seed):
        if state.pending or state.acted or state.current_seat != seat:
            continue
        full = LegalActions()
        placements(state, seat, full)
        for member in MEMBERS + ("purple",):
            for space in ALL_SPACES + ("tower.green.5", "market"):
                one = LegalActions()
                legal._place_one(state, seat, member, space, one)
                want = [(k, m) for k, m in _entries(full) if k.split(" ")[1:3] == [member, space]]
                assert _entries(one) == want, (member, space)
                checked += 1
        if legal._cannot_place(state, seat):
            assert not full.keys
    assert checked > 1000


@pytest.mark.parametrize("variant,players,seed", GAMES)
def test_one_decision_action_is_what_the_full_list_has_for_it(variant, players, seed):
    checked = 0
    for state, seat in _decisions(variant, players, seed):
        if not state.pending or state.pending[0][0] != seat:
            continue
        verb = state.pending[0][1]["kind"]
        if verb not in ("privilege", "take"):
            continue
        full = _entries(compute(state, seat))
        words = {k.split(" ")[1] for k, _ in full} | {"none", "9", "tower.blue.9"}
        for word in words:
            got = _entries(legal_for_key(state, seat, f"{verb} {word}"))
            assert got == [(k, m) for k, m in full
                           if k.split(" ")[1] == word or k == "take none"], word
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("variant,players,seed", GAMES)
def test_checked_action_has_the_fields_of_the_legal_action(variant, players, seed):
    checked = 0
    for state, seat in _decisions(variant, players, seed):
        acts = compute(state, seat)
        for a in list(acts)[::3]:
            assert action_for_key(state, seat, a.key) == (a.kind, a.fields), a.key
            checked += 1
        for key in ("pass", "privilege 1", "take none", "place neutral council +1",
                    "place black tower.green.1", "end"):
            want = acts.find(key)
            assert action_for_key(state, seat, key) == (want and (want.kind, want.fields)), key
    assert checked > 300


@pytest.mark.parametrize("space,other", [("tower.green.2", "tower.green.1"),
                                         ("harvest.2", "harvest.1"),
                                         ("production.1", "production.2")])
def test_one_placement_keeps_the_one_colour_rule(space, other):
    """An own coloured member in the tower or area blocks the checked key, an own neutral or
    another seat's coloured member does not (rare in bot games, so arranged here)."""
    s = with_tower(new(players=3, dice=(6, 6, 6)), "tower.green.2", 7)
    s = turn_of(with_res(s, 0, coins=9, servants=9), 0)
    for occupant, blocked in ((0, "white"), (0, "neutral"), (1, "white")):
        arranged = occupy(s, other, occupant, blocked)
        one = LegalActions()
        legal._place_one(arranged, 0, "black", space, one)
        full = LegalActions()
        placements(arranged, 0, full)
        assert one.keys == [k for k in full.keys if k.split(" ")[1:3] == ["black", space]]
        assert bool(one.keys) == (blocked == "neutral" or occupant == 1), (occupant, blocked)
