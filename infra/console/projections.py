"""`signoria projections run|rebuild|status`: the read side as a separate process.

`run` follows the event store; any number may run (with `serve` processes that run
projections too): the holder of the projection lease advances the read models, the others
stand by and take over when it dies (projections.runner)."""
from __future__ import annotations

import json
import logging
import sys
import time

from infra.console.worker import add_worker_options, settings_or_exit, start_ops, wait_for_stop
from projections.changes import ChangeBus
from projections.config import Config
from projections.lease import LeaseBusy
from projections.registry import NAMES, all_projections, by_name
from projections.runner import Runner, rebuild
from projections.store import ViewStore

log = logging.getLogger(__name__)


def _open(command: str):
    settings = settings_or_exit(f"projections {command}")
    if settings is None:
        return None, None, None
    config = Config.from_settings(settings)
    return settings, config, ViewStore.open(config, all_projections())


def _bar(out=sys.stderr):
    started = time.perf_counter()

    def progress(done: int, head: int) -> None:
        width = 30
        frac = done / head if head else 1.0
        rate = done / max(time.perf_counter() - started, 1e-9)
        out.write(f"\r[{'#' * int(frac * width):<{width}}] {done}/{head} "
                  f"({frac:.0%}, {rate:,.0f} notifications/s)")
        out.flush()
    return progress


def run_run(args) -> int:
    settings, config, store = _open("run")
    if store is None:
        return 2
    bus = ChangeBus.for_config(config)
    runner = Runner(config, store, store.projections, changes=bus, poll_interval=args.poll)
    try:
        if args.until_caught_up:
            try:
                runner.catch_up(wait=args.wait)
            except LeaseBusy as e:
                print(f"signoria projections run: {e}", file=sys.stderr)
                return 3
            return 0

        def ready():
            status = store.status()
            lag = max((r["lag"] for r in status), default=0)
            failing = runner.error is not None  # its last batch failed (the database?)
            return not failing, {"lease": runner.active, "lag": lag, "failing": failing}

        start_ops(args, settings, ready)
        from infra import metrics

        metrics.watch(read=_Status(store, runner))
        runner.start()
        log.info("following the %s event store (standing by until the lease is free)",
                 config.backend)
        wait_for_stop()
        return 0
    finally:
        runner.stop()
        bus.close()
        store.close()


class _Status:
    """What infra.metrics asks a read side for, without a ReadModels."""

    def __init__(self, store, runner) -> None:
        self.store, self.runner = store, runner

    def status(self):
        return self.store.status()


def run_rebuild(args) -> int:
    _, config, store = _open("rebuild")
    if store is None:
        return 2
    try:
        chosen = [by_name(args.name)] if args.name else all_projections()
        target = [p for p in store.projections if p.name in {c.name for c in chosen}]
        started = time.perf_counter()
        n = rebuild(config, store, target, progress=None if args.quiet else _bar(),
                    wait=args.wait)
        elapsed = time.perf_counter() - started
        if not args.quiet:
            sys.stderr.write("\n")
        print(f"rebuilt {', '.join(p.name for p in target)}: {n} notifications in "
              f"{elapsed:.2f}s")
        return 0
    except KeyError as e:
        print(e.args[0], file=sys.stderr)
        return 2
    except LeaseBusy as e:
        print(f"signoria projections rebuild: {e}", file=sys.stderr)
        return 3
    finally:
        store.close()


def run_status(args) -> int:
    _, _, store = _open("status")
    if store is None:
        return 2
    try:
        rows = store.status()
    finally:
        store.close()
    if args.json:
        print(json.dumps(rows))
    else:
        for r in rows:
            print(f"{r['name']:<10} position {r['position']:>10}  lag {r['lag']:>8}")
    return 0


def add_parser(sub) -> None:
    p = sub.add_parser("projections", help="run, rebuild or inspect the read models")
    cmds = p.add_subparsers(dest="projections_command", required=True)
    r = cmds.add_parser("run", help="follow the event store and keep the read models current "
                                    "(lease-aware: any number may run)")
    r.add_argument("--until-caught-up", action="store_true",
                   help="stop once the end of the log is reached")
    r.add_argument("--poll", type=float, default=0.05, help="poll interval (s)")
    r.add_argument("--wait", type=float, default=30.0,
                   help="--until-caught-up: seconds to wait for the lease (default 30)")
    add_worker_options(r)
    r.set_defaults(func=run_run)
    b = cmds.add_parser("rebuild", help="rebuild read models from scratch (PostgreSQL: the "
                                        "running projections pause meanwhile)")
    b.add_argument("name", nargs="?", choices=NAMES, help="one read model (default: all)")
    b.add_argument("--quiet", action="store_true", help="no progress bar")
    b.add_argument("--wait", type=float, default=60.0,
                   help="seconds to wait for the projection lease (default 60)")
    b.set_defaults(func=run_rebuild)
    s = cmds.add_parser("status", help="each read model's position and lag")
    s.add_argument("--json", action="store_true", help="print the status as JSON")
    s.set_defaults(func=run_status)
