"""Settings: the only place that reads environment variables.

    SIGNORIA_DATABASE_URL   postgresql://user[:password]@host[:port]/dbname[?schema=name]
                            selects PostgreSQL; unset (or sqlite:///path) selects SQLite
    SIGNORIA_DATA_DIR       directory for the SQLite file (default ./data)
    SIGNORIA_SQLITE_PATH    the SQLite file itself (default $SIGNORIA_DATA_DIR/signoria.sqlite3)
    SIGNORIA_CACHE_SIZE     aggregate cache size (default 1000 games; 0 disables the cache)
    SIGNORIA_SNAPSHOT_EVERY snapshot interval in stored events (default 50; finished games
                            are always snapshotted)
    SIGNORIA_BOTS           "1" (default) runs bot seats in the service; "0" leaves them idle
    SIGNORIA_ALLOWED_ORIGINS  API: comma-separated origins allowed for CORS and WebSocket
                            handshakes (default: none, i.e. same-origin and non-browser clients)
    SIGNORIA_RATE_LIMIT     API: requests per second per seat token / client (default 50; 0 = off)
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
                    run_bots=env.get("SIGNORIA_BOTS", "1").strip() not in ("0", "false", "no"),
                    postgres_pool_size=_int(env, "SIGNORIA_POSTGRES_POOL_SIZE", 5),
                    allowed_origins=tuple(o.strip() for o in env.get(
                        "SIGNORIA_ALLOWED_ORIGINS", "").split(",") if o.strip()),
                    rate_limit=_float(env, "SIGNORIA_RATE_LIMIT", 50.0))


def postgres_test_url() -> str:
    return os.environ.get("SIGNORIA_TEST_POSTGRES_URL") or DEFAULT_TEST_POSTGRES_URL


def in_ci() -> bool:
    return bool(os.environ.get("CI", "").strip())
