"""A GraphQL client over several API processes: a request that meets a dead process, an
`unavailable` database or a transport error is sent again (same variables, so the same
idempotency key) to the next process until it gets an answer or its deadline passes."""
from __future__ import annotations

import random
import time

import httpx

RETRIED = {"unavailable", "consistency_timeout", "rate_limited"}


class Gone(RuntimeError):
    """No process answered before the deadline."""


class Api:
    def __init__(self, urls: list[str], timeout: float = 10.0) -> None:
        self.urls = list(urls)
        self.http = httpx.Client(timeout=timeout)
        self.retries = 0

    def call(self, query: str, variables: dict, *, token: str | None = None,
             deadline: float = 120.0) -> dict:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        end = time.monotonic() + deadline
        start = random.randrange(len(self.urls))
        attempt = 0
        while True:
            url = self.urls[(start + attempt) % len(self.urls)]
            try:
                r = self.http.post(url + "/graphql", headers=headers,
                                   json={"query": query, "variables": variables})
                body = r.json() if r.status_code in (200, 503) else None
            except (httpx.HTTPError, ValueError):
                body = None
            errors = (body or {}).get("errors") or ()
            codes = {(e.get("extensions") or {}).get("code") for e in errors}
            if body is not None and body.get("data") and not codes & RETRIED:
                return body["data"]
            if body is not None and errors and not codes & RETRIED:
                raise RuntimeError(f"GraphQL error: {errors}")
            attempt += 1
            self.retries += 1
            if time.monotonic() > end:
                raise Gone(f"no answer in {deadline}s: {query[:40]}")
            time.sleep(min(1.0, 0.1 * attempt))

    def close(self) -> None:
        self.http.close()
