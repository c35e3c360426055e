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
    import os

    import uvicorn

    from infra.settings import SettingsError

    try:
        settings = settings_for(args.db)
    except SettingsError as e:
        print(f"signoria serve: {e}", file=sys.stderr)
        return 2
    if args.db:  # the app loads its settings itself (infra.settings); hand --db over to it
        os.environ["SIGNORIA_DATABASE_URL"] = (
            args.db if settings.postgres else f"sqlite:///{settings.sqlite_path}")
    where = (f"PostgreSQL {settings.postgres.host}:{settings.postgres.port}/"
             f"{settings.postgres.dbname}" if settings.postgres else f"SQLite {settings.sqlite_path}")
    print(f"signoria: serving GraphQL at http://{args.host}:{args.port}/graphql ({where})",
          file=sys.stderr, flush=True)
    # By import string: uvicorn composes the app; infra never imports the api package.
    # http: uvicorn's httptools protocol sending each connection's writes once per loop turn
    # (api.http_protocol); no per-message deflate: compressing small JSON messages costs more
    # CPU than it saves on the wire (and a zlib context per WebSocket connection).
    uvicorn.run("api.app:serve_app", factory=True, host=args.host, port=args.port,
                log_level=args.log_level, http="api.http_protocol:HttpProtocol",
                ws="websockets-sansio", ws_per_message_deflate=False, lifespan="on",
                access_log=bool(getattr(args, "access_log", False)))
    return 0
