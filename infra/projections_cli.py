"""`signoria projections run|rebuild|status`: the read side as a separate process."""
from __future__ import annotations

import json
import signal
import sys
import threading
import time

from infra.settings import load
from projections.changes import ChangeBus
from projections.config import Config
from projections.registry import NAMES, all_projections, by_name
from projections.runner import Runner, rebuild
from projections.store import ViewStore


def _open(args):
    config = Config.from_settings(load())
    return config, ViewStore.open(config, all_projections())


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
    config, store = _open(args)
    bus = ChangeBus.for_config(config)
    runner = Runner(config, store, store.projections, publish=bus.publish,
                    poll_interval=args.poll)
    try:
        if args.until_caught_up:
            runner.catch_up()
            return 0
        stop = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
        runner.start()
        print(f"following the {config.backend} event store (Ctrl-C to stop)", file=sys.stderr)
        try:
            while not stop.wait(0.5):
                pass
        except KeyboardInterrupt:
            pass
        return 0
    finally:
        runner.stop()
        bus.close()
        store.close()


def run_rebuild(args) -> int:
    config, store = _open(args)
    try:
        chosen = [by_name(args.name)] if args.name else all_projections()
        target = [p for p in store.projections if p.name in {c.name for c in chosen}]
        started = time.perf_counter()
        n = rebuild(config, store, target, progress=None if args.quiet else _bar())
        elapsed = time.perf_counter() - started
        if not args.quiet:
            sys.stderr.write("\n")
        print(f"rebuilt {', '.join(p.name for p in target)}: {n} notifications in "
              f"{elapsed:.2f}s")
        return 0
    except KeyError as e:
        print(e.args[0], file=sys.stderr)
        return 2
    finally:
        store.close()


def run_status(args) -> int:
    _, store = _open(args)
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
    r = cmds.add_parser("run", help="follow the event store and keep the read models current")
    r.add_argument("--until-caught-up", action="store_true",
                   help="stop once the end of the log is reached")
    r.add_argument("--poll", type=float, default=0.05, help="SQLite poll interval (s)")
    r.set_defaults(func=run_run)
    b = cmds.add_parser("rebuild", help="rebuild read models from scratch")
    b.add_argument("name", nargs="?", choices=NAMES, help="one read model (default: all)")
    b.add_argument("--quiet", action="store_true", help="no progress bar")
    b.set_defaults(func=run_rebuild)
    s = cmds.add_parser("status", help="each read model's position and lag")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=run_status)
