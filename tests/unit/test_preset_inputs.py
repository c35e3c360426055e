"""A preset is client JSON (createGame's `setup`): whatever its shape, setting up a game either
works or raises InvalidSetup, for every hosted game, never another exception."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain import games
from domain.shared.errors import InvalidSetup

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from(["1-1", "2-3", "francesco-sforza", "bologna", "1",
                                                "giotto", "savonarola"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.text(max_size=6) | st.sampled_from(["1", "2", "3", "territory", "black"]), inner,
        max_size=5),
    max_leaves=25)


# every game's preset keys (docs/lorenzo-preset.md, docs/patrizier-preset.md,
# docs/florenza-notation.md) and a stray one
KEYS = ["turn_order", "dice", "decks", "excommunications", "bonus_tiles", "leaders",
        "start_seat", "hands", "display", "pile", "deck", "order", "people", "bag", "dice_seed"]


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(game=st.sampled_from(["lorenzo", "patrizier", "florenza"]), data=st.data())
def test_any_preset_sets_up_or_is_refused_cleanly(game, data):
    decider = games.get(game)
    keys = data.draw(st.lists(st.sampled_from(KEYS), max_size=3, unique=True))
    preset = {k: data.draw(JSON) for k in keys}
    players = data.draw(st.integers(decider.min_players, decider.max_players))
    variant = data.draw(st.sampled_from(decider.variants))
    try:
        decider.setup(players=players, variant=variant, seed=1, preset=preset)
    except InvalidSetup:
        pass
