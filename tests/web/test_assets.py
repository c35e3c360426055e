"""Every file the client's pages reference is served by the real server with 200 — followed
through the stylesheets' url(...) and the scripts' imports — and none is elsewhere."""
from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import httpx

Q = "[\"'`]"
IMPORT = re.compile(rf"(?:\bfrom\s*|\bimport\s*\(\s*|new (?:Worker|URL)\(\s*){Q}"
                    rf"(\.{{1,2}}/[\w.-]+\.\w+|/assets/[\w.-]+){Q}")  # a file: not "./module" in a message
PRELOAD = re.compile(rf"{Q}(assets/[\w.-]+\.\w+){Q}")  # Vite's preload lists (from the root)
CSS_URL = re.compile(r"""url\(\s*["']?([^"')]+)["']?\s*\)""")


class Refs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "img") and a.get("src"):
            self.refs.append(a["src"])
        if tag == "link" and a.get("href"):
            self.refs.append(a["href"])


def _crawl(client: httpx.Client, base: str, page_path: str, headers: dict) -> set[str]:
    page = client.get(page_path, headers=headers)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    parser = Refs()
    parser.feed(page.text)
    assert parser.refs, f"{page_path} references nothing"
    todo = [urljoin(base + page_path, ref) for ref in parser.refs]
    seen: set[str] = set()
    while todo:
        url = todo.pop()
        if url in seen or url.startswith("data:"):
            continue
        seen.add(url)
        assert urlsplit(url).netloc == urlsplit(base).netloc, f"{page_path} needs {url}"
        r = client.get(url)
        assert r.status_code == 200, f"{url}: {r.status_code}"
        kind = r.headers["content-type"]
        if kind.startswith("text/css"):
            todo += [urljoin(url, u) for u in CSS_URL.findall(r.text) if not u.startswith("data:")]
        elif kind.startswith("text/javascript"):
            todo += [urljoin(url, u) for u in IMPORT.findall(r.text)]
            todo += [f"{base}/{u}" for u in PRELOAD.findall(r.text)]
    return seen


def test_every_referenced_asset_is_ours(server):
    with httpx.Client(base_url=server, timeout=10) as client:
        shell = _crawl(client, server, "/", {})
        graphiql = _crawl(client, server, "/graphql", {"Accept": "text/html"})
    assert any(u.endswith(".css") for u in shell) and any(u.endswith(".js") for u in shell)
    # GraphiQL's editor workers and font are found through its scripts and stylesheet
    assert any(".worker-" in u for u in graphiql), sorted(graphiql)
    assert any(u.endswith(".ttf") for u in graphiql), sorted(graphiql)
