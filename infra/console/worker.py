"""What the worker commands (`projections run`, `duties run`) share: schema check, logging,
the ops HTTP endpoint and a stop on SIGTERM / Ctrl-C."""
from __future__ import annotations

import signal
import sys
import threading

from infra.settings import Settings, SettingsError, load


def settings_or_exit(command: str) -> Settings | None:
    """The settings, checked and with the schema current (None: the error was printed)."""
    from infra import cpus
    from infra.game_service import service  # noqa: F401 - service: the duties back-fill step
    from infra.storage import migrate  # noqa: F401 - service: the duties back-fill step

    try:
        settings = load()
        cpus.pin(settings.cpus)  # before the worker starts its threads
        migrate.ensure(settings)
    except (SettingsError, migrate.SchemaError, cpus.CpusError) as e:
        print(f"signoria {command}: {e}", file=sys.stderr)
        return None
    return settings


def add_worker_options(p) -> None:
    p.add_argument("--http-port", type=int, default=None,
                   help="serve /metrics, /health/live and /health/ready on this port")
    p.add_argument("--http-host", default="127.0.0.1",
                   help="address of its /health and /metrics server (default: 127.0.0.1)")
    p.add_argument("--log-format", choices=("json", "text"), default=None,
                   help="default: SIGNORIA_LOG_FORMAT, else json unless stderr is a terminal")


def start_ops(args, settings: Settings, ready) -> None:
    from infra import logs

    logs.configure(args.log_format or settings.log_format)
    if args.http_port is not None:
        from infra.ops_http import serve

        serve(args.http_host, args.http_port, ready)


def wait_for_stop() -> None:
    """Block until SIGTERM or Ctrl-C."""
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
