"""`signoria duties run`: the bot/duty worker. It plays every due duty of the deployment (bot
moves now; deadlines later) that no other process holds, leasing each (infra.duty.bots); any
number may run beside API processes with or without bots."""
from __future__ import annotations

import logging

from infra.console.worker import add_worker_options, settings_or_exit, start_ops, wait_for_stop

log = logging.getLogger(__name__)


def run_duties(args) -> int:
    settings = settings_or_exit("duties run")
    if settings is None:
        return 2
    from infra import metrics
    from infra.game_service.service import GameService

    service = GameService(settings, run_bots=False)
    try:
        bots = service.bots
        bots.poll = args.poll

        def ready():
            return bots.running, {"moves": bots.moves}

        start_ops(args, settings, ready)
        metrics.watch(service=service, duty_runner=bots)
        bots.start()
        log.info("playing due duties (bots) of the %s store", settings.backend)
        wait_for_stop()
        return 0
    finally:
        service.close()


def add_parser(sub) -> None:
    p = sub.add_parser("duties", help="the duty worker: bot moves (and later deadlines)")
    cmds = p.add_subparsers(dest="duties_command", required=True)
    r = cmds.add_parser("run", help="play due duties until stopped (SIGTERM / Ctrl-C)")
    r.add_argument("--poll", type=float, default=1.0,
                   help="seconds between looks for due duties when nothing wakes it")
    add_worker_options(r)
    r.set_defaults(func=run_duties)
