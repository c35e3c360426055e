"""How HTTP answers are compressed: which coding a request gets, at which level.

Answers over 1 KB go brotli, else gzip, when the client accepts it (a `q=0` refuses): a
replay step's or a board's JSON shrinks about tenfold, which a phone on a slow network feels.
A cheap level and a 256 KB window for answers: compressing one was a tenth of a game read's
CPU at brotli's default (5, 4 MB), and quality 2, not 4, compresses a 4-player `game` answer
(11 KB) in a third of the CPU, to 2.14 KB, not 1.96.

The GraphQL controller compresses its own answers (api.controller), in one call, and keeps the
compressed bytes with a kept answer (api.response_cache): a repeated read is not compressed
again, and a move's small answer makes no compressor at all. Litestar's streaming middleware
(process, flush, finish, per response; a compressor made for every response, even one too
small to compress) cost a `game` read 0.3 ms of CPU on this 2-core machine, most of it page
faults of the compressor's fresh tables. The middleware still serves the other routes, at the
same levels (api.app); the client's built files are compressed once per process, better
(api.web_routes)."""
from __future__ import annotations

import gzip
from functools import lru_cache

import brotli

from domain.shared.qvalues import weighted

SKIP = "skip_compression"  # a route's opt: it compresses its own answers (api.app)
MIN_BYTES = 1024
BROTLI_QUALITY, BROTLI_LGWIN = 2, 18
GZIP_LEVEL = 6
IDENTITY = "identity"


@lru_cache(maxsize=256)  # clients send a few distinct headers, each on every request
def accepted(accept_encoding: str | None) -> str | None:
    """br, else gzip, when the client accepts it (`q=0` refuses), else None."""
    offered = dict(weighted(accept_encoding or ""))
    return next((e for e in ("br", "gzip") if offered.get(e, 0) > 0), None)


def coding_for(accept_encoding: str | None, size: int) -> str:
    """The content coding an answer of `size` bytes goes out in (part of its strong ETag:
    each coding is other bytes)."""
    if size < MIN_BYTES:
        return IDENTITY
    return accepted(accept_encoding) or IDENTITY


def compress(body: bytes, coding: str) -> bytes:
    """`body` in `coding` (as is for identity)."""
    if coding == "br":
        return brotli.compress(body, quality=BROTLI_QUALITY, lgwin=BROTLI_LGWIN)
    if coding == "gzip":
        return gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0)
    return body
