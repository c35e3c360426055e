"""A preset is client JSON (createGame's `setup`): whatever its shape, setting up Il Vecchio
either works or raises InvalidSetup, never another exception (docs/ilvecchio-preset.md)."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.ilvecchio import GAME
from domain.ilvecchio.rules.setup import PRESET_KEYS
from domain.shared.errors import InvalidSetup

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from(["council-1", "nobility-2", "tribute", "1"]),
    lambda inner: st.lists(inner, max_size=8) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=25)


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_preset_sets_up_or_is_refused_cleanly(data):
    keys = data.draw(st.lists(st.sampled_from([*PRESET_KEYS, "deck"]), max_size=3, unique=True))
    preset = {k: data.draw(JSON) for k in keys}
    players = data.draw(st.integers(GAME.min_players, GAME.max_players))
    try:
        GAME.setup(players=players, variant=data.draw(st.sampled_from(GAME.variants)), seed=1,
                   preset=preset)
    except InvalidSetup:
        pass


def test_a_full_preset_fixes_every_random_part():
    preset = {"start_seat": 1, "dealt": [["council-1", "council-2", "council-3"],
                                         ["council-4", "council-5", "council-6"]],
              "council_stack": [f"council-{i}" for i in range(12, 6, -1)],
              "nobility_stack": [f"nobility-{i}" for i in range(1, 13)],
              "crests": ["tribute", "intermediaries", "family_member", "tribute"], "stream": 7}
    a = GAME.setup(players=2, seed=1, preset=preset)
    b = GAME.setup(players=2, seed=999, preset=preset)
    assert [GAME.event_to_dict(e) for e in a] == [GAME.event_to_dict(e) for e in b]
    s = GAME.fold(a)
    assert s.start_seat == 1 and s.crests[0] == "tribute"
    assert s.stacks["nobility"][0] == "nobility-1"
