"""`signoria analyse`: queue the analysis of finished games and, unless `--queue`, perform
it in this process (claiming each duty like any runner, so a worker never does it twice).
One JSON line per game: its status, progress and, once done, each seat's accuracy."""
from __future__ import annotations

import json
import os
import socket
import sys
import time
from uuid import UUID

from infra.duty import analysis as analysis_duty
from infra.game_service.errors import ServiceError


def _game_ids(args, service) -> list[UUID]:
    ids = []
    for text in args.game_ids:
        try:
            ids.append(UUID(text))
        except ValueError:
            print(f"signoria analyse: not a game id: {text!r}", file=sys.stderr)
    if args.finished:
        ids += [g for g in analysis_duty.finished_games(service) if g not in ids]
    return ids


def run_analyse(args) -> int:
    from infra.duty.ledger import DutyTable
    from infra.game_service.service import GameService

    failed = 0
    with GameService(run_bots=False) as service:
        table = DutyTable(service)
        owner = f"{socket.gethostname()}:{os.getpid()}:analyse"
        lease = max(30.0, float(service.settings.duty_lease_seconds))
        for gid in _game_ids(args, service):
            try:
                status, _ = analysis_duty.request(service, gid, budget=args.budget)
            except ServiceError as e:
                if not args.finished:  # a batch passes over games it cannot analyse
                    print(json.dumps({"game_id": str(gid), "error": e.code,
                                      "message": e.message}), flush=True)
                    failed += 1
                continue
            outcome, cpu = status, 0.0
            if not args.queue and status in ("queued", "running"):
                claim = table.claim(gid, analysis_duty.KIND, owner, lease)
                if claim is None:
                    outcome = "held by another worker"
                else:
                    start = time.process_time()
                    outcome = analysis_duty.perform(service, claim, table, owner, lease)
                    cpu = time.process_time() - start
            stream = analysis_duty.load(service, gid)
            print(json.dumps({"game_id": str(gid), "status": stream.status,
                              "outcome": outcome, "budget": stream.budget,
                              "cpu_s": round(cpu, 2),
                              "accuracy": stream.result["accuracy"]
                              if stream.status == "done" else None}), flush=True)
    return 1 if failed else 0


def add_parser(sub) -> None:
    p = sub.add_parser("analyse", help="analyse finished games (docs/analysis.md)")
    p.add_argument("game_ids", nargs="*", metavar="GAME_ID", help="games to analyse")
    p.add_argument("--finished", action="store_true",
                   help="also every finished game whose rules offer a search (a batch)")
    p.add_argument("--queue", action="store_true",
                   help="only queue the duties (a `duties run` worker performs them)")
    p.add_argument("--budget", type=int, default=None,
                   help="search iterations per decision for newly queued analyses "
                        "(default: SIGNORIA_ANALYSIS_BUDGET, else the game's search budget per move)")
    p.set_defaults(func=run_analyse)
