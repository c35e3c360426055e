"""`views` (all viewers at once) equals `view` for each viewer, at every step of games."""
from domain.lorenzo import GAME
from domain.lorenzo.playout import play_game


def test_views_equal_view_for_every_viewer():
    for variant, seed in (("advanced", 3), ("basic", 4)):
        checked = 0

        def check(state, event):
            nonlocal checked
            if state is None or checked > 400:
                return
            viewers = [None, *range(state.n), 9]
            assert GAME.views(state, viewers) == [GAME.view(state, v) for v in viewers]
            checked += 1
        play_game(3, seed, ("greedy", "random"), variant, on_event=check)
        assert checked > 100
