"""Bots choose only legal actions; greedy beats random in most 2-player games (the figure over
200 seeded games is measured with `signoria simulate --bots greedy,random`)."""
from domain.ilvecchio import GAME
from domain.shared.playout import play_game


def test_greedy_beats_random_in_at_least_70_percent_of_two_player_games_either_seat():
    wins = 0
    games = 30
    for seed in range(games):
        greedy = seed % 2
        bots = ("greedy", "random") if greedy == 0 else ("random", "greedy")
        state, _, _ = play_game(GAME, 2, 9000 + seed, bots)
        wins += GAME.outcome(state).winners == (greedy,)
    assert wins / games >= 0.7


def test_an_unknown_bot_kind_is_refused():
    import pytest
    s = GAME.fold(GAME.setup(players=2, seed=1))
    with pytest.raises(ValueError):
        GAME.bot_action(s, GAME.seats_to_act(s)[0], "clever", None)
