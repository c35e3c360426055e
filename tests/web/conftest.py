"""Browser tests of the web client: a real `signoria serve` process on a free port (one per
session, its own SQLite file) and Debian's Chromium driven by Playwright for Python.

Chromium: /usr/bin/chromium (or SIGNORIA_CHROMIUM), started headless with the flags a closed
network needs. Without Chromium or Playwright the browser tests skip locally and FAIL when CI
is set. Every page a test opens goes through `open_page`: a request to any other origin is
aborted and fails the test, and so does a console error or an uncaught exception. Screenshots
go to tests/web/artifacts/ (git-ignored)."""
from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from infra.settings import in_ci
from tests.support.server import serve

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]


def _unavailable(reason: str):
    if in_ci():
        pytest.fail(f"{reason} (CI is set: the browser tests must run; .ci/run installs "
                    "Debian's chromium package)", pytrace=False)
    pytest.skip(reason)


def chromium_path() -> str:
    path = os.environ.get("SIGNORIA_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).is_file():
        _unavailable(f"Chromium not found at {path}: apt-get install -y chromium")
    return path


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> str:
    """Base URL of a `signoria serve` process (bots on, rate limit off, analyses at a small
    search budget)."""
    with serve(tmp_path_factory.mktemp("web-serve"),
               env={"SIGNORIA_ANALYSIS_BUDGET": "4"}) as srv:
        yield srv.base


@pytest.fixture(scope="session")
def browser():
    executable = chromium_path()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=executable, headless=True, args=CHROMIUM_FLAGS)
        try:
            yield b
        finally:
            b.close()


@dataclass
class Watch:
    """What a browser context did that a test must not allow."""
    origin: str
    foreign: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    sockets: list[str] = field(default_factory=list)

    def check(self) -> None:
        assert not self.foreign, f"requests to other origins: {self.foreign}"
        assert not self.errors, f"console errors: {self.errors}"
        bad = [u for u in self.sockets if _origin(u).split("://")[1] != self.origin.split("://")[1]]
        assert not bad, f"WebSockets to other hosts: {bad}"


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@pytest.fixture
def open_context(browser, server):
    """`open_context(**options) -> (context, watch)`: a fresh browser context (own storage)
    whose every request outside the server's origin is aborted and recorded."""
    made: list[tuple[object, Watch]] = []

    def make(**options):
        context = browser.new_context(**options)
        watch = Watch(origin=server)

        def route(r):
            url = r.request.url
            watch.requests.append(url)
            if _origin(url) == server or url.startswith(("data:", "blob:")):
                r.continue_()
            else:
                watch.foreign.append(url)
                r.abort()

        context.route("**/*", route)

        def on_page(page):
            page.on("console", lambda m: m.type == "error" and watch.errors.append(
                f"{m.text} @ {m.location}"))
            page.on("pageerror", lambda e: watch.errors.append(f"uncaught: {e}"))
            page.on("websocket", lambda ws: watch.sockets.append(ws.url))

        context.on("page", on_page)
        made.append((context, watch))
        return context, watch

    yield make
    try:
        for _, watch in made:
            watch.check()
    finally:
        for context, _ in made:
            context.close()


def screenshot(page, name: str, full_page: bool = True) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path
