"""`signoria simulate`: prints a summary with every game scored; `--persist` stores the games."""
import json

from domain.lorenzo import GAME
from infra import cli
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
