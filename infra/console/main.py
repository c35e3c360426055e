"""The `signoria` console script. Each subcommand lives in its own module; this file only wires."""
from __future__ import annotations

import argparse
import sys

from domain import games


def _add_simulate(sub) -> None:
    p = sub.add_parser("simulate", help="play bot games in-process and print a summary")
    p.add_argument("--game", default=games.DEFAULT,
                   help=f"registered game (default: {games.DEFAULT})")
    p.add_argument("--games", type=int, default=10, help="games to play (default: 10)")
    p.add_argument("--players", type=int, default=4,
                   help="players per game, within the game's range (Lorenzo 2-4, Patrizier 2-5)")
    p.add_argument("--seed", type=int, default=1,
                   help="seed of the first game; game i uses seed + i (default: 1)")
    p.add_argument("--variant", default=None, help="default: the game's first variant")
    p.add_argument("--bots", default="random",
                   help="comma-separated bot kinds per seat (cycled), e.g. greedy,random")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--persist", action="store_true",
                   help="store the games in the configured event store")

    def run(args):
        from infra.console.simulate import run_cli
        return run_cli(args)

    p.set_defaults(func=run)


def _add_export(sub) -> None:
    p = sub.add_parser("export", help="write a game's stored events as JSON lines")
    p.add_argument("game_id", help="the game's id (UUID)")
    p.add_argument("-o", "--output", default="-", help="file to write (default: stdout)")

    def run(args):
        from infra.console.transfer import run_export
        return run_export(args)

    p.set_defaults(func=run)


def _add_import(sub) -> None:
    p = sub.add_parser("import", help="re-create an exported game in the configured store")
    p.add_argument("file", help="JSON lines written by `signoria export` ('-' for stdin)")

    def run(args):
        from infra.console.transfer import run_import
        return run_import(args)

    p.set_defaults(func=run)


def _add_serve(sub) -> None:
    p = sub.add_parser("serve", help="run the GraphQL API (GraphiQL at /graphql, health at "
                                     "/health, /health/live, /health/ready, metrics at "
                                     "/metrics) with the projections and bots in-process")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default: 127.0.0.1; 0.0.0.0 for every "
                        "interface)")
    p.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    p.add_argument("--db", default=None,
                   help="SQLite file or postgresql:// URL (default: from the settings)")
    p.add_argument("--projections", choices=("on", "off"), default=None,
                   help="run the projections in this process (default: SIGNORIA_PROJECTIONS, "
                        "on); off = API only, a `projections run` worker keeps them")
    p.add_argument("--bots", choices=("on", "off"), default=None,
                   help="play due bot moves in this process (default: SIGNORIA_BOTS, on)")
    p.add_argument("--log-level", default="info",
                   choices=("critical", "error", "warning", "info", "debug"),
                   help="the least severe log lines written (default: info)")
    p.add_argument("--log-format", choices=("json", "text"), default=None,
                   help="default: SIGNORIA_LOG_FORMAT, else json unless stderr is a terminal")
    p.add_argument("--access-log", action="store_true", help="log every HTTP request")

    def run(args):
        from infra.console.serve import run_serve
        return run_serve(args)

    p.set_defaults(func=run)


def _add_projections(sub) -> None:
    from infra.console.projections import add_parser

    add_parser(sub)


def _add_duties(sub) -> None:
    from infra.console.duties import add_parser

    add_parser(sub)


def _add_analyse(sub) -> None:
    from infra.console.analyse import add_parser

    add_parser(sub)


def _add_migrate(sub) -> None:
    p = sub.add_parser("migrate", help="create or upgrade every table (idempotent; safe to run "
                                       "from several processes at once)")
    p.add_argument("--db", default=None,
                   help="SQLite file or postgresql:// URL (default: from the settings)")
    p.add_argument("--check", action="store_true",
                   help="only report: exit 1 if migrations are pending")

    def run(args):
        from infra.console.migrate import run_migrate
        return run_migrate(args)

    p.set_defaults(func=run)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="signoria", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    _add_serve(sub)
    _add_simulate(sub)
    _add_export(sub)
    _add_import(sub)
    _add_projections(sub)
    _add_duties(sub)
    _add_analyse(sub)
    _add_migrate(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
