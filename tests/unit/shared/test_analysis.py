"""Analysis of a finished game (domain.shared.analysis): every decision judged, figures that
hang together, reproducible from the same seed, moves judged by what their player could see,
and only finished games of games with a search."""
import pytest

from domain.ilvecchio import GAME as ILVECCHIO
from domain.lorenzo import GAME as LORENZO
from domain.patrizier import GAME as PATRIZIER
from domain.shared import analysis
from domain.shared.playout import play_game
from domain.shared.rng import Rng
from tests.unit.shared.test_search import _lorenzo_hidden_changed, _lorenzo_mid_game

FEW = 6  # iterations per decision: enough to exercise every figure, cheap enough for a test


def _decisions(decider, players: int, seed: int, bots=("greedy",)):
    final, _, moves = play_game(decider, players, seed, bots)
    s = decider.fold(decider.setup(players=players, variant=decider.variants[0], seed=seed))
    out = []
    for i, (seat, key) in enumerate(moves):
        out.append(analysis.Decision(i + 1, s, seat, key))
        s = decider.step(s, seat, key)[1]
    return out, final


@pytest.fixture(scope="module")
def game():
    return _decisions(LORENZO, 2, 31)


@pytest.fixture(scope="module")
def result(game):
    decisions, final = game
    return analysis.analyse(LORENZO, decisions, final, budget=FEW, seed=5)


def test_every_decision_is_judged_with_figures_that_hang_together(game, result):
    decisions, final = game
    assert [e["version"] for e in result["steps"]] == [d.version for d in decisions]
    for d, e in zip(decisions, result["steps"], strict=True):
        keys = [a.key for a in LORENZO.legal_actions(d.state, d.seat)]
        assert e["action"] == d.key and e["seat"] == d.seat
        assert e["best"] in keys and e["best_description"]
        assert sum(e["chances"]) == pytest.approx(1, abs=1e-3)
        assert e["best_chance"] == e["chances"][d.seat]
        assert e["loss"] == pytest.approx(max(0.0, e["best_chance"] - e["played_chance"]),
                                          abs=2e-4)
        assert e["label"] == (analysis.FORCED if len(keys) == 1 else analysis.label(e["loss"]))
        if e["label"] != analysis.FORCED:
            assert e["samples"] >= FEW
    winner = LORENZO.outcome(final).winners[0]
    assert result["final"][winner] == 1.0
    assert all(a is None or 0 <= a <= 100 for a in result["accuracy"])


def test_the_same_seed_gives_the_same_analysis(game, result):
    decisions, final = game
    assert analysis.analyse(LORENZO, decisions, final, budget=FEW, seed=5) == result


def test_labels_and_accuracy_follow_the_documented_thresholds():
    assert [analysis.label(x) for x in (0.0, 0.049, 0.05, 0.1, 0.149, 0.15, 0.6)] == [
        "good", "good", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    figures = [analysis.accuracy(x) for x in (0.0, 0.05, 0.1, 0.3, 1.0)]
    assert figures[0] == pytest.approx(100, abs=0.01)
    assert figures == sorted(figures, reverse=True) and figures[-1] >= 0


def test_a_move_is_judged_by_what_its_player_could_see():
    s, seat = _lorenzo_mid_game()
    key = LORENZO.legal_actions(s, seat)[0].key
    before = [0.25] * 4
    one = analysis.decision(LORENZO, analysis.Decision(1, s, seat, key), Rng(9), FEW, before)
    other = analysis.decision(LORENZO, analysis.Decision(1, _lorenzo_hidden_changed(s, seat),
                                                         seat, key), Rng(9), FEW, before)
    assert one == other


def test_only_finished_games_of_games_with_a_search_are_analysed(game):
    decisions, final = game
    with pytest.raises(analysis.NotAnalysable):
        analysis.analyse(LORENZO, decisions[:5], decisions[5].state, budget=FEW)
    vecchio, end = _decisions(ILVECCHIO, 2, 3, ("random",))
    with pytest.raises(analysis.NotAnalysable):
        analysis.analyse(ILVECCHIO, vecchio, end, budget=FEW)


def test_patrizier_is_analysed_through_the_same_protocol():
    decisions, final = _decisions(PATRIZIER, 2, 4)
    result = analysis.analyse(PATRIZIER, decisions, final, budget=FEW)
    assert len(result["steps"]) == len(decisions)
    assert result["final"][PATRIZIER.outcome(final).winners[0]] > 0
    assert all(a is not None for a in result["accuracy"])
