"""The reference web client and what surrounds it, served from the built files of api/web/dist
(committed; rebuilt by ops/build_web.py):

- `/` and the client's routes (`/game/<id>`, `/replay/<id>`, `/dashboard`, `/docs`): the
  single-page client's index.html (no-cache), with the API's version and the published docs
  filled into its `signoria-meta` JSON block;
- `/assets/<file>`: the hashed build files, cached for a year (`immutable`);
- `GET /graphql` from a browser: our GraphiQL page (`with_offline_graphiql`), which loads
  nothing from outside this origin;
- `/docs/<name>.md`: the project's docs/*.md, read-only, as text/markdown;
- `/schema.graphql`: the exported SDL.

Only files listed in dist/build-info.json are served, so no request path reaches the disk."""
from __future__ import annotations

import asyncio
import gzip
import json
import logging
import re
from functools import cache
from importlib import metadata
from pathlib import Path

import brotli
from litestar import MediaType, Request, Response, get
from litestar.exceptions import NotFoundException

from api import compression

log = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
DIST = HERE / "web" / "dist"
DOCS = HERE.parent / "docs"
SDL = HERE / "schema.graphql"

CONTENT_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".json": "application/json",
    ".ttf": "font/ttf",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".png": "image/png",
    ".wasm": "application/wasm",
}
IMMUTABLE = "public, max-age=31536000, immutable"
# the hashed build files are compressed once per process, at a better ratio than an answer's
# (api.compression), not on every request: their route compresses its own (compression.SKIP)
STATIC_BROTLI = 9
NO_CACHE = "no-cache"
# Everything comes from this origin; inline styles are what GraphiQL's editor sets.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; "
       "worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; "
       "frame-ancestors 'none'")
META_BLOCK = '<script type="application/json" id="signoria-meta">{}</script>'
DOC_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*\.md$")
CLIENT_ROUTES = ["/", "/game/{game_id:str}", "/replay/{game_id:str}", "/dashboard", "/docs"]


class WebClientMissing(RuntimeError):
    pass


@cache
def api_version() -> str:
    try:
        return metadata.version("signoria")
    except metadata.PackageNotFoundError:
        return "unknown"


@cache
def _build_files() -> frozenset[str]:
    info = DIST / "build-info.json"
    if not info.is_file():
        raise WebClientMissing(f"{info} is missing: run python3 ops/build_web.py")
    return frozenset(json.loads(info.read_text())["files"])


def published_docs() -> list[dict]:
    """docs/*.md with their first heading as title (none when the docs folder is not there,
    as in an installed wheel)."""
    if not DOCS.is_dir():
        return []
    out = []
    for path in sorted(DOCS.glob("*.md")):
        first = next((ln for ln in path.read_text(encoding="utf-8").splitlines()
                      if ln.startswith("# ")), path.stem)
        out.append({"name": path.name, "title": first.lstrip("# ").strip(),
                    "path": f"/docs/{path.name}"})
    return out


@cache
def _file(name: str) -> bytes:
    """A built file's bytes (compressed on the way out by the app's CompressionConfig)."""
    if name not in _build_files():
        raise NotFoundException()
    return (DIST / name).read_bytes()


def _send(name: str, cache_control: str, body: bytes | None = None,
          extra: dict | None = None) -> Response:
    try:
        plain = _file(name) if body is None else body
    except WebClientMissing as e:
        return Response(f"The web client is not built: {e}", status_code=503,
                        media_type=MediaType.TEXT)
    headers = {"Cache-Control": cache_control, "X-Content-Type-Options": "nosniff",
               **(extra or {})}
    media = CONTENT_TYPES.get(Path(name).suffix, "application/octet-stream")
    return Response(plain, media_type=media, headers=headers)


@cache
def _index_html() -> bytes:
    html = _file("index.html").decode()
    meta = {"version": api_version(), "graphql": "/graphql", "graphiql": "/graphql",
            "health": "/health", "schema": "/schema.graphql", "docs": published_docs()}
    # "</" cannot close the block: json.dumps output with "<" escaped
    text = json.dumps(meta, separators=(",", ":")).replace("<", "\\u003c")
    if META_BLOCK not in html:
        raise WebClientMissing("dist/index.html has no signoria-meta block: rebuild the client")
    return html.replace(META_BLOCK, META_BLOCK.replace("{}", text)).encode()


def _html(name: str, body: bytes | None = None) -> Response:
    return _send(name, NO_CACHE, body, {"Content-Security-Policy": CSP,
                                        "Referrer-Policy": "same-origin"})


@get(CLIENT_ROUTES, include_in_schema=False)
async def client_page() -> Response:
    try:
        body = _index_html()
    except WebClientMissing:
        body = None  # _send answers 503 with the reason
    return _html("index.html", body)


@cache
def _compressed(name: str, encoding: str) -> bytes:
    body = _file(name)
    if encoding == "br":
        return brotli.compress(body, quality=STATIC_BROTLI)
    return gzip.compress(body, compresslevel=9, mtime=0)


@get("/assets/{name:str}", include_in_schema=False, opt={compression.SKIP: True})
async def asset(request: Request) -> Response:
    name = f"assets/{request.path_params['name']}"
    try:
        size = len(_file(name))
    except WebClientMissing:
        return _send(name, IMMUTABLE)  # answers 503 with the reason
    encoding = compression.accepted(request.headers.get("accept-encoding"))
    if encoding is None or size < compression.MIN_BYTES:
        return _send(name, IMMUTABLE)
    # the first request of a file waits for its compression, off the event loop
    body = await asyncio.to_thread(_compressed, name, encoding)
    return _send(name, IMMUTABLE, body, {"Content-Encoding": encoding, "Vary": "Accept-Encoding"})


@get("/docs/{name:str}", include_in_schema=False)
async def doc(request: Request) -> Response:
    """A doc's markdown (`/docs/api.md`); other names under /docs are not found."""
    name = request.path_params["name"]
    if not DOC_NAME.match(name) or not (DOCS / name).is_file():
        raise NotFoundException()
    return Response((DOCS / name).read_bytes(), media_type="text/markdown",
                    headers={"Cache-Control": NO_CACHE, "X-Content-Type-Options": "nosniff"})


@get("/schema.graphql", include_in_schema=False)
async def schema_sdl() -> Response:
    return Response(SDL.read_bytes(), media_type=MediaType.TEXT,
                    headers={"Cache-Control": NO_CACHE, "X-Content-Type-Options": "nosniff"})


def web_routes() -> list:
    """The route handlers to mount beside the GraphQL controller."""
    return [client_page, asset, doc, schema_sdl]


def with_offline_graphiql(controller: type) -> type:
    """The GraphQL controller, its browser page (GET with Accept: text/html) replaced by our
    GraphiQL build: strawberry's own page loads its scripts and styles from a public CDN."""

    class GraphQLController(controller):
        async def render_graphql_ide(self, request: Request) -> Response:
            return _html("graphiql.html")

    GraphQLController.__name__ = GraphQLController.__qualname__ = controller.__name__
    return GraphQLController
