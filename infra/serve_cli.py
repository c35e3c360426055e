"""`signoria serve`: run the GraphQL API (uvicorn) with the projections in-process.

The store comes from infra.settings (embedded SQLite under ./data by default, PostgreSQL when
SIGNORIA_DATABASE_URL is set); `--db` overrides it with a SQLite path or a postgresql:// URL."""
from __future__ import annotations

import sys


def settings_for(db: str | None):
    from infra.settings import load

    settings = load()
    if db:
        if db.startswith(("postgresql://", "postgres://", "postgresql+psycopg://")):
            settings = settings.with_postgres(db)
        else:
            settings = settings.with_sqlite(db[len("sqlite:///"):] if db.startswith(
                "sqlite:///") else db)
    return settings


def run_serve(args) -> int:
    import uvicorn

    from api.app import create_app
    from infra.settings import SettingsError

    try:
        settings = settings_for(args.db)
    except SettingsError as e:
        print(f"signoria serve: {e}", file=sys.stderr)
        return 2
    where = (f"PostgreSQL {settings.postgres.host}:{settings.postgres.port}/"
             f"{settings.postgres.dbname}" if settings.postgres else f"SQLite {settings.sqlite_path}")
    print(f"signoria: serving GraphQL at http://{args.host}:{args.port}/graphql ({where})",
          file=sys.stderr, flush=True)
    uvicorn.run(create_app(settings), host=args.host, port=args.port,
                log_level=args.log_level, ws="websockets", lifespan="on")
    return 0
