"""`Decider.random_key` (the random bot's draw and the search bot's playouts): for every hosted
game, along seeded games at every player count, it draws exactly the key a uniform draw over
the whole `legal_actions` list draws with the same generator, and `step` accepts it."""
import pytest

from domain import games
from domain.shared import playout
from domain.shared.decider import keys_of
from domain.shared.rng import Rng


@pytest.mark.parametrize("name", games.builtin())
def test_random_key_is_a_uniform_draw_over_the_legal_actions(name):
    g = games.get(name)
    checked = 0
    for players in range(g.min_players, g.max_players + 1):
        _, _, moves = playout.play_game(g, players, players, ("random",))
        s = g.fold(g.setup(players=players, variant=g.variants[0], seed=players))
        for number, (seat, key) in enumerate(moves[:150]):
            keys = keys_of(g.legal_actions(s, seat))
            drawn = g.random_key(s, seat, Rng(number))
            assert drawn == keys[Rng(number).below(len(keys))]
            g.step(s, seat, drawn)  # accepted (the state itself is not changed)
            s = g.step(s, seat, key)[1]
            checked += 1
    assert checked > 100
