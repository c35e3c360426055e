"""`signoria export GAME_ID` and `signoria import FILE` on the configured store."""
from __future__ import annotations

import sys
from contextlib import nullcontext

from infra.game_service.errors import ServiceError


def run_export(args) -> int:
    from infra.game_service.service import GameService
    from infra.storage.transfer import export_game

    with GameService(run_bots=False) as service:
        target = nullcontext(sys.stdout) if args.output == "-" else open(  # noqa: SIM115
            args.output, "w", encoding="utf-8")
        try:
            with target as out:
                n = export_game(service, args.game_id, out)
        except ServiceError as e:
            print(f"signoria export: {e}", file=sys.stderr)
            return 1
    print(f"exported {n} events of game {args.game_id}", file=sys.stderr)
    return 0


def run_import(args) -> int:
    from infra.game_service.service import GameService
    from infra.storage.transfer import import_game

    source = nullcontext(sys.stdin) if args.file == "-" else open(  # noqa: SIM115
        args.file, encoding="utf-8")
    with GameService(run_bots=False) as service, source as lines:
        try:
            game_id = import_game(service, lines)
        except ServiceError as e:
            print(f"signoria import: {e}", file=sys.stderr)
            return 1
    print(game_id)
    return 0
