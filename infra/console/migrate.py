"""`signoria migrate [--check]`: apply pending schema migrations (infra.storage.migrate)."""
from __future__ import annotations

import sys


def run_migrate(args) -> int:
    from infra.console.serve import settings_for
    from infra.game_service import service  # noqa: F401 - service: the duties back-fill step
    from infra.settings import SettingsError
    from infra.storage import migrate  # noqa: F401 - service: the duties back-fill step

    try:
        settings = settings_for(args.db)
        current = migrate.current_version(settings)
        if args.check:
            pending = max(0, migrate.LATEST - current)
            print(f"schema version {current} of {migrate.LATEST}: "
                  f"{pending} migration(s) pending")
            return 1 if pending or current > migrate.LATEST else 0
        applied = migrate.migrate(settings)
    except (SettingsError, migrate.SchemaError) as e:
        print(f"signoria migrate: {e}", file=sys.stderr)
        return 2
    for version, description in applied:
        print(f"applied {version}: {description}")
    print(f"schema version {migrate.LATEST} (up to date)")
    return 0
