"""`signoria serve`: run the GraphQL API (uvicorn) with the projections and bots in-process.

The store comes from infra.settings (embedded SQLite under ./data by default, PostgreSQL when
SIGNORIA_DATABASE_URL is set); `--db` overrides it with a SQLite path or a postgresql:// URL.
`--projections off` / `--bots off` make an API-only process (a `projections run` worker and a
`duties run` worker do that work). Pending migrations are applied at start under the
migration lock (SIGNORIA_AUTO_MIGRATE=0: refuse to start instead)."""
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

    from infra import cpus, logs
    from infra.game_service import service  # noqa: F401 - loaded before the first request
    from infra.settings import SettingsError
    from infra.storage import migrate

    # the app loads its settings itself (infra.settings): hand the options over to it
    for option, key in (("projections", "SIGNORIA_PROJECTIONS"), ("bots", "SIGNORIA_BOTS"),
                        ("log_format", "SIGNORIA_LOG_FORMAT")):
        value = getattr(args, option, None)
        if value is not None:
            os.environ[key] = {"on": "1", "off": "0"}.get(value, value)
    try:
        settings = settings_for(args.db)
        cpus.pin(settings.cpus)  # before the service starts its threads
        if args.db:
            os.environ["SIGNORIA_DATABASE_URL"] = (
                args.db if settings.postgres else f"sqlite:///{settings.sqlite_path}")
        migrate.ensure(settings)
    except (SettingsError, migrate.SchemaError, cpus.CpusError) as e:
        print(f"signoria serve: {e}", file=sys.stderr)
        return 2
    log_config = logs.configure(settings.log_format, args.log_level)
    where = (f"PostgreSQL {settings.postgres.host}:{settings.postgres.port}/"
             f"{settings.postgres.dbname}" if settings.postgres else f"SQLite {settings.sqlite_path}")
    print(f"signoria: serving GraphQL at http://{args.host}:{args.port}/graphql ({where})",
          file=sys.stderr, flush=True)
    # By import string: uvicorn composes the app; infra never imports the api package.
    # http: uvicorn's httptools protocol sending each connection's writes once per loop turn
    # (api.http_protocol); per-message deflate where the client offers it: a board update is
    # 10-80 KB of JSON that shrinks about tenfold, which a phone on a slow network feels more
    # than the server its CPU (uvicorn keeps each connection's zlib context small: 4 KB windows).
    uvicorn.run("api.app:serve_app", factory=True, host=args.host, port=args.port,
                log_level=args.log_level, http="api.http_protocol:HttpProtocol",
                ws="websockets-sansio", ws_per_message_deflate=True, lifespan="on",
                # a protocol message is a small JSON object (a document is at most 64 KiB):
                # a larger frame closes the connection with 1009 before it is buffered
                ws_max_size=256 * 1024,
                access_log=bool(getattr(args, "access_log", False)), log_config=log_config,
                # uvicorn's 5 s equals common clients' idle expiry (httpx: 5 s): a request sent
                # on a connection the server is just closing fails (seen in the soak)
                timeout_keep_alive=settings.http_keepalive,
                proxy_headers=False)  # X-Forwarded-For: api.context, SIGNORIA_TRUSTED_PROXIES
    return 0
