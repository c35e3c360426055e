"""The rating model (projections.ratings.skill): OpenSkill's Weng-Lin (Plackett-Luce) over
one free-for-all match per game, ties and the conservative display figure."""
from __future__ import annotations

import pytest

from projections.ratings import skill

NEW = skill.INITIAL


def test_a_new_identity_starts_at_mu_25_and_displays_0():
    assert NEW == pytest.approx((25.0, 25.0 / 3))
    assert skill.ordinal(*NEW) == pytest.approx(0.0)


def test_a_free_for_all_orders_everyone_by_place_and_makes_everyone_surer():
    after = skill.update([NEW] * 4, [0, 1, 2, 3])
    mus = [mu for mu, _ in after]
    assert mus == sorted(mus, reverse=True) and len(set(mus)) == 4
    assert mus[0] > 25 > mus[3]
    assert all(sigma < NEW[1] for _, sigma in after)


def test_tied_places_move_equal_players_equally():
    first, tie_a, tie_b = skill.update([NEW] * 3, [0, 1, 1])
    assert tie_a == pytest.approx(tie_b)
    assert first[0] > tie_a[0]
    drawn = skill.update([NEW, NEW], [0, 0])
    assert drawn[0] == pytest.approx(drawn[1]) and drawn[0][0] == pytest.approx(25.0)


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one():
    strong, weak = (32.0, 4.0), (18.0, 4.0)
    over_strong = skill.update([NEW, strong], [0, 1])[0][0] - 25
    over_weak = skill.update([NEW, weak], [0, 1])[0][0] - 25
    assert over_strong > over_weak > 0


def test_one_rated_seat_is_no_match():
    assert skill.update([NEW], [0]) == [NEW]
