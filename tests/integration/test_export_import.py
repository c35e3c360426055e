"""`signoria export` then `signoria import` into the other store gives an identical game."""
from __future__ import annotations

import io
import json

import pytest

from infra.console.main import main
from infra.game_service.errors import GameNotFound, ImportRejected
from infra.storage.transfer import export_game, import_game
from tests.conftest import postgres_url_of
from tests.support.checks import replayed_state


def finished_bot_game(service):
    created = service.create_game(game="race", seats=["bot:random", "human:Ann", "bot:stepper"],
                                  seed=8, preset={"target": 9})
    ann = created.tokens[1]
    service.bots.start(resume=True)
    while service.game(created.game_id).status != "finished":
        assert service.bots.wait_idle(10)
        agg = service.game(created.game_id)
        if 1 in agg.decider.seats_to_act(agg.state):
            service.play(created.game_id, ann, "roll")
    assert service.bots.wait_idle(10)
    return created.game_id


def use_store(monkeypatch, settings):
    monkeypatch.delenv("SIGNORIA_DATABASE_URL", raising=False)
    monkeypatch.setenv("SIGNORIA_BOTS", "0")
    if settings.postgres is not None:
        monkeypatch.setenv("SIGNORIA_DATABASE_URL", postgres_url_of(settings))
    else:
        monkeypatch.setenv("SIGNORIA_SQLITE_PATH", str(settings.sqlite_path))


@pytest.mark.postgres
@pytest.mark.parametrize("source,target", [("sqlite", "postgres"), ("postgres", "sqlite")])
def test_cli_export_then_import_into_the_other_store(source, target, make_store, make_service,
                                                     tmp_path, monkeypatch, capsys):
    src_settings, dst_settings = make_store(source), make_store(target)
    src = make_service(src_settings)
    game_id = finished_bot_game(src)

    dump = tmp_path / "game.jsonl"
    use_store(monkeypatch, src_settings)
    assert main(["export", str(game_id), "-o", str(dump)]) == 0
    lines = dump.read_text().splitlines()
    assert len(lines) == src.game(game_id).version
    assert json.loads(lines[0])["event"] == "Created"

    use_store(monkeypatch, dst_settings)
    capsys.readouterr()
    assert main(["import", str(dump)]) == 0
    assert capsys.readouterr().out.strip() == str(game_id)

    dst = make_service(dst_settings)
    original, copy = src.game(game_id), dst.game(game_id)
    assert copy == original
    assert copy.status == "finished" and copy.state == original.state
    assert replayed_state(dst, game_id) == original.state
    assert [vars(e) for e in dst.stored_events(game_id)] == [
        vars(e) for e in src.stored_events(game_id)]

    assert main(["import", str(dump)]) == 1  # already there: refused, nothing added
    assert dst.game(game_id).version == original.version


def test_export_of_unknown_game_fails_cleanly(service):
    with pytest.raises(GameNotFound):
        export_game(service, "00000000-0000-0000-0000-000000000000", io.StringIO())


def test_import_rejects_a_tampered_file_and_stores_nothing(make_store, make_service):
    src = make_service(make_store("sqlite"))
    created = src.create_game(game="race", seats=["human:Ann", "human:Bea"], seed=4)
    src.play(created.game_id, created.tokens[0], "step.2")
    out = io.StringIO()
    export_game(src, created.game_id, out)
    lines = out.getvalue().splitlines()

    dst = make_service(make_store("sqlite"))
    bad = [json.loads(x) for x in lines]
    bad[-1]["version"] = 99  # a gap in the sequence
    for tampered in ([json.dumps(x) for x in bad], lines[1:], ["{not json"], []):
        with pytest.raises(ImportRejected):
            import_game(dst, tampered)
    assert dst.position() == 0
    assert import_game(dst, lines) == created.game_id
    assert dst.game(created.game_id) == src.game(created.game_id)
