"""The random bot counts a placement turn's actions and lists only the one its draw falls on
(domain.lorenzo.random_pick): it must draw exactly the key a uniform draw over the whole legal
list gives with the same generator, and what it keeps for `decide` must be that action's kind
and fields."""
import pytest

from domain.lorenzo import GAME, legal, random_pick
from domain.lorenzo.playout import play_game
from domain.shared.rng import Rng


@pytest.mark.parametrize("players, seed, variant", [(2, 5, "basic"), (3, 8, "advanced"),
                                                     (4, 2, "basic"), (4, 13, "advanced")])
def test_pick_draws_what_a_draw_over_the_whole_list_draws(players, seed, variant):
    _, _, moves = play_game(players, seed, ("random",), variant)
    s = GAME.fold(GAME.setup(players=players, variant=variant, seed=seed))
    placement_turns = 0
    for number, (seat, key) in enumerate(moves):
        whole = legal.compute(s, seat)
        placement_turns += any(k.startswith("place ") for k in whole.keys)
        for draw in range(3):
            picked = random_pick.pick(s, seat, Rng(number * 3 + draw))
            assert picked == whole.keys[Rng(number * 3 + draw).below(len(whole.keys))]
            assert random_pick.picked_action(s, seat, picked) == whole.details(picked)
            assert random_pick.picked_action(s, seat, picked) == \
                legal.action_for_key(s, seat, picked)
        _, s = GAME.step(s, seat, key)
    assert placement_turns > 20  # the counted path was taken, not only the listed one


def test_a_picked_key_is_kept_for_its_state_only():
    s = GAME.fold(GAME.setup(players=2, variant="basic", seed=3))
    while not any(k.startswith("place ") for k in legal.compute(s, GAME.seats_to_act(s)[0]).keys):
        seat = GAME.seats_to_act(s)[0]
        _, s = GAME.step(s, seat, legal.compute(s, seat).keys[0])
    seat = GAME.seats_to_act(s)[0]
    key = random_pick.pick(s, seat, Rng(1))
    assert random_pick.picked_action(s, 1 - seat, key) is None
    assert random_pick.picked_action(s, seat, key + "x") is None
    other = GAME.fold(GAME.setup(players=2, variant="basic", seed=3))
    assert random_pick.picked_action(other, seat, key) is None


@pytest.mark.parametrize("players, seed, variant", [(2, 4, "basic"), (4, 7, "advanced")])
def test_a_privileges_options_are_the_whole_list(players, seed, variant):
    """`privilege_turn` (the random bot's shortcut past `compute` on a council privilege) gives
    exactly the keys and maker entries `compute` lists, and None whenever there is more."""
    _, _, moves = play_game(players, seed, ("random",), variant)
    s = GAME.fold(GAME.setup(players=players, variant=variant, seed=seed))
    privileges = 0
    for seat, key in moves:
        options = legal.privilege_turn(s, seat)
        whole = legal.compute(s, seat)
        if options is None:
            assert not all(k.startswith("privilege ") for k in whole.keys) or not whole.keys
        else:
            privileges += 1
            assert [k for k, _ in options] == whole.keys
            assert [entry for _, entry in options] == whole.makers
        _, s = GAME.step(s, seat, key)
    assert privileges > 5


@pytest.mark.parametrize("players, seed, variant", [(4, 3, "basic"), (3, 6, "advanced")])
def test_each_parts_count_is_what_it_lists(players, seed, variant):
    """`placement_parts` counts each member's placements without listing them (bisections):
    each count must be what that part lists, and a slice must list those numbered in it."""
    _, _, moves = play_game(players, seed, ("random",), variant)
    s = GAME.fold(GAME.setup(players=players, variant=variant, seed=seed))
    parts_seen = 0
    for seat, key in moves:
        if legal.on_placement_turn(s, seat):
            for fill, args, count in legal.placement_parts(s, seat):
                keys, makers = [], []
                assert fill(keys, makers, args, 0, 1 << 30) == count == len(keys)
                for i in range(count):
                    one, _ = [], []
                    fill(one, _, args, i, i + 1)
                    assert one == [keys[i]]
                parts_seen += count > 0
        _, s = GAME.step(s, seat, key)
    assert parts_seen > 20
