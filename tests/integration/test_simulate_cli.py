"""`signoria simulate`: prints a summary with every game scored (any registered game, players
validated per game); `--persist` stores the games."""
import json

from domain.lorenzo import GAME
from infra.console import main as cli
from infra.settings import load


def test_simulate_prints_a_json_summary_with_every_game_scored(capsys):
    assert cli.main(["simulate", "--games", "6", "--players", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == out["scored"] == 6
    assert len(out["mean_score"]) == len(out["win_share"]) == 4
    assert abs(sum(out["win_share"]) - 1) < 1e-9
    assert out["games_per_second"] > 0


def test_simulate_advanced_with_mixed_bots(capsys):
    assert cli.main(["simulate", "--games", "3", "--players", "3", "--variant", "advanced",
                     "--bots", "greedy,random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["scored"] == 3 and out["bots"] == ["greedy", "random", "greedy"]


def test_simulate_persist_stores_finished_games(tmp_path, monkeypatch, capsys, make_service):
    monkeypatch.setenv("SIGNORIA_DATA_DIR", str(tmp_path))
    assert cli.main(["simulate", "--games", "2", "--players", "2", "--seed", "7",
                     "--persist", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["persisted"] == 2
    svc = make_service(load({"SIGNORIA_DATA_DIR": str(tmp_path)}))
    finished = [gid for gid in _all_games(svc)]
    assert len(finished) == 2
    for gid in finished:
        agg = svc.game(gid)
        assert GAME.is_over(agg.state)


def _all_games(svc):
    seen = []
    for n in svc.recorder.select_notifications(start=1, limit=100000):
        if n.originator_id not in seen:
            seen.append(n.originator_id)
    return seen


def test_simulate_patrizier_five_players_with_its_default_variant(capsys):
    assert cli.main(["simulate", "--game", "patrizier", "--games", "20", "--players", "5",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == out["scored"] == 20 and out["variant"] == "standard"
    assert len(out["mean_score"]) == len(out["win_share"]) == 5
    assert abs(sum(out["win_share"]) - 1) < 0.01  # shared victories are split, then rounded
    assert all(score > 0 for score in out["mean_score"])


def test_simulate_florenza_200_four_player_games_all_scored(capsys):
    """The issue's bar: `signoria simulate --game florenza --games 200 --players 4 --json`."""
    assert cli.main(["simulate", "--game", "florenza", "--games", "200", "--players", "4",
                     "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == out["scored"] == 200 and len(out["win_share"]) == 4
    assert abs(sum(out["win_share"]) - 1) < 0.01


def test_simulate_greedy_beats_random_at_patrizier(capsys):
    assert cli.main(["simulate", "--game", "patrizier", "--games", "30", "--players", "2",
                     "--bots", "greedy,random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["win_share"][0] > out["win_share"][1]


def test_simulate_validates_players_variant_and_bots_per_game(capsys):
    assert cli.main(["simulate", "--game", "patrizier", "--players", "6"]) == 2
    assert "2-5 for patrizier" in capsys.readouterr().err
    assert cli.main(["simulate", "--players", "5"]) == 2
    assert "2-4 for lorenzo" in capsys.readouterr().err
    assert cli.main(["simulate", "--game", "patrizier", "--variant", "advanced"]) == 2
    assert "standard" in capsys.readouterr().err
    assert cli.main(["simulate", "--game", "patrizier", "--bots", "clever"]) == 2
    assert "greedy" in capsys.readouterr().err
    assert cli.main(["simulate", "--game", "go"]) == 2
    assert "patrizier" in capsys.readouterr().err


def test_simulate_persist_stores_finished_patrizier_games(tmp_path, monkeypatch, capsys,
                                                          make_service):
    from domain.patrizier import GAME as PATRIZIER

    monkeypatch.setenv("SIGNORIA_DATA_DIR", str(tmp_path))
    assert cli.main(["simulate", "--game", "patrizier", "--games", "2", "--players", "3",
                     "--persist", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["persisted"] == 2
    svc = make_service(load({"SIGNORIA_DATA_DIR": str(tmp_path)}))
    finished = _all_games(svc)
    assert len(finished) == 2
    assert all(PATRIZIER.is_over(svc.game(gid).state) for gid in finished)


def test_the_generic_playout_plays_lorenzo_exactly_as_lorenzos_own():
    """simulate now plays through domain.shared.playout: Lorenzo's games (and so its summary)
    are the ones domain.lorenzo.playout plays."""
    from domain.lorenzo.playout import play_game as lorenzo_play
    from domain.shared.playout import play_game

    for variant, bots in (("basic", ("random",)), ("advanced", ("greedy", "random"))):
        mine = play_game(GAME, 3, 5, bots, variant)
        theirs = lorenzo_play(3, 5, bots, variant)
        assert mine[2] == theirs[2] and mine[0] == theirs[0]
