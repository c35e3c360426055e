"""Settings: the only place that reads environment variables.

    SIGNORIA_DATABASE_URL   postgresql://user[:password]@host[:port]/dbname[?schema=name]
                            selects PostgreSQL; unset (or sqlite:///path) selects SQLite
    SIGNORIA_DATA_DIR       directory for the SQLite file (default ./data)
    SIGNORIA_SQLITE_PATH    the SQLite file itself (default $SIGNORIA_DATA_DIR/signoria.sqlite3)
    SIGNORIA_CACHE_SIZE     aggregate cache size (default 1000 games; 0 disables the cache)
    SIGNORIA_CACHE_MB       aggregate cache bound in MiB (default 64; estimated bytes)
    SIGNORIA_PROJECTION_CACHE_MB  each projection's in-memory game states (board, analytics,
                            ratings), MiB (default 32); evicted games are reloaded on demand
    SIGNORIA_REPLAY_CACHE_MB  replay states cache, MiB (default 32)
    SIGNORIA_ENGINE_CACHE_MB  the Lorenzo engine's perks cache, MiB (default 8)
    SIGNORIA_SNAPSHOT_EVERY snapshot interval in stored events (default 50; finished games
                            are always snapshotted)
    SIGNORIA_BOTS           "1" (default): this process plays due bot moves (its own at once,
                            others' from the duties table); "0": it leaves them to others
    SIGNORIA_PROJECTIONS    "1" (default): `serve` runs the projections in-process (only the
                            holder of the lease advances them); "0": API only
    SIGNORIA_POSTGRES_POOL_SIZE  connections per pool (default 5; the write side's pool may
                            overflow to twice that; the read side has its own pool of 4 + 8)
    SIGNORIA_DEPLOYMENT     namespace of the LISTEN/NOTIFY channels and advisory locks
                            (default: the PostgreSQL schema), so deployments sharing a
                            database never wake or block each other
    SIGNORIA_AUTO_MIGRATE   "1" (default): processes apply pending migrations at start (under
                            the migration lock); "0": they refuse to start until
                            `signoria migrate` has run
    SIGNORIA_READY_MAX_LAG  /health/ready answers 503 while the projections are more than this
                            many notifications behind the event store (default 1000)
    SIGNORIA_DUTY_LEASE_SECONDS  how long a process may hold a due duty (a bot move) before
                            another may take it over (default 10)
    SIGNORIA_ANALYSIS_BUDGET  search iterations per decision of an analysis requested here
                            (default 0: the game's search bot budget per move)
    SIGNORIA_WEBHOOK_ALLOW_PRIVATE  "1": turn-notification webhooks may go to private and
                            loopback addresses (default "0": only public hosts, checked when a
                            URL is set and again before each delivery)
    SIGNORIA_HTTP_KEEPALIVE  API: seconds an idle HTTP connection is kept open (default 75:
                            longer than clients' and load balancers' idle timeouts, so a
                            client never reuses a connection the server is closing)
    SIGNORIA_TRUSTED_PROXIES  API: comma-separated addresses or CIDR networks of reverse
                            proxies whose X-Forwarded-For is believed (default: none)
    SIGNORIA_LOG_FORMAT     "json" or "text" (default: json unless stderr is a terminal)
    SIGNORIA_CPUS           the CPUs this process's threads run on, as Linux lists them ("0",
                            "0,2", "1-3"; default: not pinned). One CPU per process makes a
                            move cheaper (infra.cpus); give each process of a host its own
    SIGNORIA_ALLOWED_ORIGINS  API: comma-separated origins allowed for CORS and WebSocket
                            handshakes (default: none, i.e. same-origin and non-browser clients)
    SIGNORIA_RATE_LIMIT     API: requests per second per seat token / client (default 50; 0 = off)
    SIGNORIA_PERSISTED_QUERIES  API: "auto" (default: any document, and Apollo's automatic
                            persisted queries) or "trusted" (only the web client's documents,
                            registered when it is built: api/web/dist/persisted-documents.json)
    SIGNORIA_TEST_POSTGRES_URL  PostgreSQL used by the test suite
                            (default postgresql://postgres@127.0.0.1:5432/test)
    CI                      when set, PostgreSQL tests fail instead of skipping
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

DEFAULT_TEST_POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"


class SettingsError(ValueError):
    """A setting has a value the service cannot use."""


@dataclass(frozen=True)
class PostgresUrl:
    host: str
    port: int
    user: str
    password: str
    dbname: str
    schema: str = "public"

    @classmethod
    def parse(cls, url: str) -> PostgresUrl:
        parts = urlsplit(url)
        if parts.scheme not in ("postgresql", "postgres", "postgresql+psycopg"):
            raise SettingsError(f"not a postgresql:// URL: {url!r}")
        query = parse_qs(parts.query)
        return cls(host=parts.hostname or "127.0.0.1", port=parts.port or 5432,
                   user=unquote(parts.username or "postgres"),
                   password=unquote(parts.password or ""),
                   dbname=unquote(parts.path.lstrip("/")) or "postgres",
                   schema=(query.get("schema") or ["public"])[0])

    def conninfo(self) -> str:
        """A libpq connection string (for raw psycopg connections, e.g. benchmarks)."""
        parts = [f"host={self.host}", f"port={self.port}", f"user={self.user}",
                 f"dbname={self.dbname}"]
        if self.password:
            parts.append(f"password={self.password}")
        return " ".join(parts)


@dataclass(frozen=True)
class Settings:
    sqlite_path: Path
    postgres: PostgresUrl | None = None
    cache_size: int = 1000
    snapshot_every: int = 50
    run_bots: bool = True
    postgres_pool_size: int = 5
    allowed_origins: tuple[str, ...] = ()
    rate_limit: float = 50.0
    cache_mb: int = 64
    projection_cache_mb: int = 32
    replay_cache_mb: int = 32
    engine_cache_mb: int = 8
    run_projections: bool = True
    deployment: str = ""
    auto_migrate: bool = True
    ready_max_lag: int = 1000
    ready_gate: bool = True
    duty_lease_seconds: float = 10.0
    webhook_allow_private: bool = False
    trusted_proxies: tuple[str, ...] = ()
    log_format: str = ""
    http_keepalive: float = 75.0
    presence_heartbeat: float = 10.0
    persisted_queries: str = "auto"
    analysis_budget: int = 0  # 0: the game's search budget per move (domain.shared.analysis)
    cpus: tuple[int, ...] = ()  # () : not pinned (infra.cpus)

    @property
    def namespace(self) -> str:
        """The deployment's name for channels and locks (SIGNORIA_DEPLOYMENT, else the
        PostgreSQL schema, else "signoria")."""
        if self.deployment:
            return self.deployment
        return self.postgres.schema if self.postgres else "signoria"

    @property
    def backend(self) -> str:
        return "postgres" if self.postgres else "sqlite"

    def with_postgres(self, url: str) -> Settings:
        return replace(self, postgres=PostgresUrl.parse(url))

    def with_sqlite(self, path: str | Path) -> Settings:
        return replace(self, postgres=None, sqlite_path=Path(path))


def _int(env: dict, key: str, default: int) -> int:
    raw = env.get(key, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise SettingsError(f"{key} must be an integer, got {raw!r}") from None


def _float(env: dict, key: str, default: float) -> float:
    raw = env.get(key, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise SettingsError(f"{key} must be a number, got {raw!r}") from None


def _flag(env: dict, key: str, default: bool) -> bool:
    raw = env.get(key, "").strip().lower()
    if not raw:
        return default
    if raw in ("1", "true", "yes", "on"):
        return True
    if raw in ("0", "false", "no", "off"):
        return False
    raise SettingsError(f"{key} must be 1 or 0, got {raw!r}")


def _list(env: dict, key: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in env.get(key, "").split(",") if v.strip())


def _proxies(env: dict) -> tuple[str, ...]:
    import ipaddress

    out = _list(env, "SIGNORIA_TRUSTED_PROXIES")
    for item in out:
        try:
            ipaddress.ip_network(item, strict=False)
        except ValueError:
            raise SettingsError(f"SIGNORIA_TRUSTED_PROXIES: {item!r} is not an address or "
                                "network") from None
    return out


def _persisted(env: dict) -> str:
    raw = env.get("SIGNORIA_PERSISTED_QUERIES", "").strip().lower() or "auto"
    if raw not in ("auto", "trusted"):
        raise SettingsError(f"SIGNORIA_PERSISTED_QUERIES must be auto or trusted, got {raw!r}")
    return raw


def _log_format(env: dict) -> str:
    raw = env.get("SIGNORIA_LOG_FORMAT", "").strip().lower()
    if raw not in ("", "json", "text"):
        raise SettingsError(f"SIGNORIA_LOG_FORMAT must be json or text, got {raw!r}")
    return raw


def _cpus(env: dict) -> tuple[int, ...]:
    from infra import cpus

    try:
        return cpus.parse(env.get("SIGNORIA_CPUS", ""))
    except cpus.CpusError as e:
        raise SettingsError(str(e)) from None


def load(env: dict | None = None) -> Settings:
    """Settings from `env` (default: the process environment)."""
    env = dict(os.environ if env is None else env)
    data_dir = Path(env.get("SIGNORIA_DATA_DIR") or "data")
    sqlite_path = Path(env.get("SIGNORIA_SQLITE_PATH") or data_dir / "signoria.sqlite3")
    url = env.get("SIGNORIA_DATABASE_URL", "").strip()
    postgres = None
    if url.startswith("sqlite:///"):
        sqlite_path = Path(url[len("sqlite:///"):])
    elif url:
        postgres = PostgresUrl.parse(url)
    return Settings(sqlite_path=sqlite_path, postgres=postgres,
                    cache_size=_int(env, "SIGNORIA_CACHE_SIZE", 1000),
                    snapshot_every=_int(env, "SIGNORIA_SNAPSHOT_EVERY", 50),
                    run_bots=_flag(env, "SIGNORIA_BOTS", True),
                    postgres_pool_size=_int(env, "SIGNORIA_POSTGRES_POOL_SIZE", 5),
                    allowed_origins=_list(env, "SIGNORIA_ALLOWED_ORIGINS"),
                    rate_limit=_float(env, "SIGNORIA_RATE_LIMIT", 50.0),
                    cache_mb=_int(env, "SIGNORIA_CACHE_MB", 64),
                    projection_cache_mb=_int(env, "SIGNORIA_PROJECTION_CACHE_MB", 32),
                    replay_cache_mb=_int(env, "SIGNORIA_REPLAY_CACHE_MB", 32),
                    engine_cache_mb=_int(env, "SIGNORIA_ENGINE_CACHE_MB", 8),
                    run_projections=_flag(env, "SIGNORIA_PROJECTIONS", True),
                    deployment=env.get("SIGNORIA_DEPLOYMENT", "").strip(),
                    auto_migrate=_flag(env, "SIGNORIA_AUTO_MIGRATE", True),
                    ready_max_lag=_int(env, "SIGNORIA_READY_MAX_LAG", 1000),
                    ready_gate=_flag(env, "SIGNORIA_READY_GATE", True),
                    duty_lease_seconds=_float(env, "SIGNORIA_DUTY_LEASE_SECONDS", 10.0),
                    webhook_allow_private=_flag(env, "SIGNORIA_WEBHOOK_ALLOW_PRIVATE", False),
                    trusted_proxies=_proxies(env), log_format=_log_format(env),
                    http_keepalive=_float(env, "SIGNORIA_HTTP_KEEPALIVE", 75.0),
                    presence_heartbeat=_float(env, "SIGNORIA_PRESENCE_HEARTBEAT", 10.0),
                    persisted_queries=_persisted(env),
                    analysis_budget=_int(env, "SIGNORIA_ANALYSIS_BUDGET", 0),
                    cpus=_cpus(env))


def postgres_test_url() -> str:
    return os.environ.get("SIGNORIA_TEST_POSTGRES_URL") or DEFAULT_TEST_POSTGRES_URL


def in_ci() -> bool:
    return bool(os.environ.get("CI", "").strip())
