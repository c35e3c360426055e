"""A seat's legal actions as stored (projections.snapshot.legal_dicts): an action listed lazily
by the same maker and arguments is one dict shared by every version and seat offered it, equal
to the one made afresh."""
from domain import games
from domain.lorenzo.playout import play_game
from projections import snapshot


def _fresh(decider, state, seat):
    return [snapshot._legal_dict(a, decider.name) for a in decider.legal_actions(state, seat)]


def test_shared_action_dicts_equal_fresh_ones():
    decider = games.get("lorenzo")
    _, _, moves = play_game(4, 3, ("random",), "basic")
    state, seen, shared = None, {}, 0
    for e in decider.setup(players=4, variant="basic", seed=3, preset=None):
        state = decider.evolve(state, e)
    for seat, key in moves[:60]:
        for s in decider.seats_to_act(state):
            got = snapshot.legal_dicts(decider, state, s)
            assert got == _fresh(decider, state, s)
            for d in got:
                shared += seen.get(d["key"]) is d
                seen[d["key"]] = d
        _, state = decider.step(state, seat, key)
    assert shared > 100  # offered again at later versions: the same dict
