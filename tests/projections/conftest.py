"""The read-side corpus, built once per session on SQLite, with the projections run *live*
(small batches interleaved with the writes, one simulated restart) into views file A."""
from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import pytest

from infra.duty import analysis as analysis_duty
from infra.duty.ledger import DutyTable
from infra.game_service.service import GameService
from infra.settings import Settings
from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner
from tests.projections.corpus import Game, finished_game, played_game

FINISHED_2P = 150
FINISHED_ADV_3P = 10


@dataclass
class Corpus:
    settings: Settings
    config: Config
    read: ReadModels
    games: list[Game]

    def finished(self) -> list[Game]:
        return [g for g in self.games if g.finished]

    def running(self) -> list[Game]:
        return [g for g in self.games if not g.finished]


def analyse(service: GameService, game_id: str) -> None:
    """A finished game's analysis at a tiny budget, performed as a duty runner would."""
    gid = UUID(game_id)
    analysis_duty.request(service, gid, budget=2)
    table = DutyTable(service)
    claim = table.claim(gid, analysis_duty.KIND, "corpus", 60.0)
    assert analysis_duty.perform(service, claim, table, "corpus", 60.0) == "done"


def build_corpus(settings: Settings, config: Config, *, finished_2p: int,
                 finished_adv: int, restart_at: int | None = None) -> Corpus:
    read = ReadModels(config=config)
    live = Runner(config, read.store, all_projections(), batch_size=97)
    games: list[Game] = []
    with GameService(settings, run_bots=False) as service:
        for i in range(finished_2p):
            games.append(finished_game(service, 2, 1 + i))
            if i % 10 == 9:
                live.catch_up()
            if restart_at is not None and i == restart_at:  # a process restart mid-log
                live.stop()
                live = Runner(config, read.store, all_projections(), batch_size=61)
        for i in range(finished_adv):
            games.append(finished_game(service, 3, 1001 + i, "advanced"))
        analyse(service, games[0].game_id)  # the analysis stream, projected with the rest
        live.catch_up()
        games.append(played_game(service, 2, 2001, "advanced", None, after_move=live.run_once))
        games.append(played_game(service, 3, 2002, "advanced", 45, after_move=live.run_once))
        games.append(played_game(service, 2, 2003, "advanced", 12))
        games.append(played_game(service, 4, 2004, "basic", 70))
        games.append(played_game(service, 2, 2005, "basic", 0))
        live.catch_up()
    live.stop()
    return Corpus(settings, config, read, games)


@pytest.fixture(scope="session")
def corpus(tmp_path_factory):
    root = tmp_path_factory.mktemp("readside")
    settings = Settings(sqlite_path=root / "events.sqlite3", run_bots=False)
    config = Config.from_settings(settings)
    built = build_corpus(settings, config, finished_2p=FINISHED_2P,
                         finished_adv=FINISHED_ADV_3P, restart_at=80)
    yield built
    built.read.close()
