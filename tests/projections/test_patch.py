"""A seat's stored board view is a patch on the spectator's: applying it gives the seat's view."""
from domain.lorenzo import GAME
from domain.lorenzo.playout import play_game
from projections.board.patch import apply, diff


def test_patch_roundtrip_on_plain_values():
    a = {"x": [1, {"y": 2}], "z": None}
    b = {"x": [1, {"y": 3}], "z": [4]}
    assert apply(a, diff(a, b)) == b and apply(a, None) == a and diff(a, a) is None
    assert apply([1, 2], diff([1, 2], [1, 2, 3])) == [1, 2, 3]
    assert a == {"x": [1, {"y": 2}], "z": None}  # applying never changes the base


def test_every_seat_view_is_the_public_view_plus_its_patch():
    seen = 0

    def check(state, event):
        nonlocal seen
        if state is None or seen > 300:
            return
        public = GAME.view(state, None)
        for seat in range(state.n):
            mine = GAME.view(state, seat)
            assert apply(public, diff(public, mine)) == mine
        seen += 1

    play_game(3, 21, ("greedy",), "advanced", on_event=check)
    assert seen > 100
