"""Where the event store and the read-side views live (built from infra's Settings).

The projections never read the environment and never import infra: infra (or the caller)
passes its Settings; anything with `.backend`, `.sqlite_path` and `.postgres` (host, port,
user, password, dbname, schema) works. SQLite views live in their own file next to the
event store (`<events>.readside.sqlite3`), PostgreSQL views in the event store's schema
(tables prefixed `rm_`).
"""
from __future__ import annotations

import hashlib
import zlib
from dataclasses import dataclass, replace
from pathlib import Path

SQLITE_EVENTS_TABLE = "stored_events"
POSTGRES_EVENTS_TABLE = "signoria_events"  # the GameService application is named "signoria"
SQLITE_SNAPSHOTS_TABLE = "stored_snapshots"  # the write side's snapshots (newest per game)
POSTGRES_SNAPSHOTS_TABLE = "signoria_snapshots"


@dataclass(frozen=True)
class PgConn:
    host: str
    port: int
    user: str
    password: str
    dbname: str
    schema: str = "public"
    views_schema: str | None = None  # default: the event store's schema

    @property
    def view_schema(self) -> str:
        return self.views_schema or self.schema

    def conninfo(self) -> str:
        parts = [f"host={self.host}", f"port={self.port}", f"user={self.user}",
                 f"dbname={self.dbname}"]
        if self.password:
            parts.append(f"password={self.password}")
        return " ".join(parts)


MB = 1 << 20


def channel(namespace: str, what: str) -> str:
    """A LISTEN/NOTIFY channel (or lock) name of one deployment: channels are global to a
    database, so two deployments sharing one (in two schemas) must not share names. Quote it
    as an identifier; names past PostgreSQL's 63 bytes are shortened by a hash."""
    name = f"signoria:{namespace}:{what}"
    if len(name.encode()) > 63:
        name = f"signoria:{hashlib.sha1(namespace.encode()).hexdigest()[:20]}:{what}"
    return name


@dataclass(frozen=True)
class Config:
    events_path: Path | None = None      # SQLite event store
    views_path: Path | None = None       # SQLite read-side file
    postgres: PgConn | None = None       # PostgreSQL (events and views)
    namespace: str = "signoria"          # the deployment (channels, leases)
    cache_bytes: int = 32 * MB           # each projection's in-memory game states
    replay_cache_bytes: int = 32 * MB    # replay states

    @property
    def backend(self) -> str:
        return "postgres" if self.postgres else "sqlite"

    @property
    def events_channel(self) -> str:
        """NOTIFYed by the write side on every save."""
        return channel(self.namespace, "events")

    @property
    def changes_channel(self) -> str:
        """NOTIFYed by the projection runner with each batch it commits."""
        return channel(self.namespace, "readside")

    @classmethod
    def sqlite(cls, events_path, views_path=None) -> Config:
        events_path = Path(events_path)
        if views_path is None:
            views_path = events_path.with_name(events_path.stem + ".readside.sqlite3")
        return cls(events_path=events_path, views_path=Path(views_path))

    @classmethod
    def from_settings(cls, settings) -> Config:
        """From infra.settings.Settings (None: the default SQLite file ./data/signoria.sqlite3)."""
        if settings is None:
            return cls.sqlite(Path("data") / "signoria.sqlite3")
        if isinstance(settings, Config):
            return settings
        sizes = {"cache_bytes": int(getattr(settings, "projection_cache_mb", 32)) * MB,
                 "replay_cache_bytes": int(getattr(settings, "replay_cache_mb", 32)) * MB}
        pg = getattr(settings, "postgres", None)
        if pg is not None:
            namespace = getattr(settings, "namespace", None) or pg.schema or "public"
            return cls(postgres=PgConn(host=pg.host, port=int(pg.port), user=pg.user,
                                       password=pg.password, dbname=pg.dbname,
                                       schema=pg.schema or "public"),
                       namespace=namespace, **sizes)
        return replace(cls.sqlite(settings.sqlite_path), **sizes)

    def with_views(self, target) -> Config:
        """The same event store with other views: a SQLite file path, or on PostgreSQL a
        schema name (used to compare a live build with a rebuild)."""
        if self.postgres is not None:
            return replace(self, postgres=replace(self.postgres, views_schema=str(target)))
        return replace(self, views_path=Path(target))


APP_KEY = 0x5167  # first half of every advisory-lock key of this service ("Sg")


def lock_key(name: str) -> tuple[int, int]:
    """The two-int advisory-lock key of a named lock (pg_locks shows them as classid/objid)."""
    return APP_KEY, zlib.crc32(name.encode()) & 0x7FFFFFFF
