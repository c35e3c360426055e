"""Lighthouse scores of every page of the web client (prints JSON): a real `signoria serve` on a
free port (its own SQLite file, bots on) and Debian's Chromium driven by npm `lighthouse@12.2.3`
(installed on first use into ops/bench/.lighthouse/, git-ignored; 13 needs Node 22).

    .venv/bin/python ops/bench/lighthouse_bench.py [--runs 3] [--pages lobby,lorenzo_replay]
                                                    [--forms mobile,desktop]

Pages (tests/web/scenes.py): the lobby, the Lorenzo, Patrizier, Il Vecchio and Florenza boards
as spectator and as the seat to act (a private link), the replays of finished games of bots
(4-player Lorenzo and Il Vecchio, 3-player Patrizier and Florenza) at mid-game, the dashboard. Forms: `mobile` (Lighthouse's default emulation: a
mid-range phone on a slow 4G, simulated) and `desktop` (`--preset=desktop`).

For each page and form, the median of `--runs` runs of: the four category scores
(performance, accessibility, best-practices, seo; 0-100), CLS, LCP and TBT (ms), the bytes
transferred and those of /graphql answers, and the audits that failed in any run.
Goals (issue 27): performance >= 95 mobile / >= 98 desktop, the others 100, CLS <= 0.05,
the Lorenzo replay's first view <= 150 KB transferred."""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.server import serve  # noqa: E402
from tests.web import scenes  # noqa: E402
from tests.web.conftest import chromium_path  # noqa: E402

VERSION = "12.2.3"
CACHE = Path(__file__).resolve().parent / ".lighthouse"
CLI = CACHE / "node_modules" / "lighthouse" / "cli" / "index.js"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = {"cls": "cumulative-layout-shift", "lcp_ms": "largest-contentful-paint",
           "tbt_ms": "total-blocking-time", "bytes": "total-byte-weight"}


def install() -> None:
    if CLI.is_file() and json.loads((CLI.parents[1] / "package.json").read_text())[
            "version"] == VERSION:
        return
    CACHE.mkdir(exist_ok=True)
    subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--prefix", str(CACHE),
                    f"lighthouse@{VERSION}"], check=True, stdout=sys.stderr)


def run_once(url: str, form: str, chromium: str, keep: Path | None = None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        cmd = ["node", str(CLI), url, f"--chrome-path={chromium}", "--output=json",
               f"--output-path={out}", "--quiet",
               f"--only-categories={','.join(CATEGORIES)}",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu "
               "--disable-background-networking --disable-component-update"]
        if form == "desktop":
            cmd.append("--preset=desktop")
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        report = json.loads(out.read_text())
        if keep is not None:  # the whole report, for its long tasks and bootup times
            keep.mkdir(parents=True, exist_ok=True)
            n = len(list(keep.glob("*.json")))
            (keep / f"{n:03d}-{form}.json").write_text(out.read_text())
    audits = report["audits"]
    figures = {c: round(100 * (report["categories"][c]["score"] or 0)) for c in CATEGORIES}
    for name, audit in METRICS.items():
        figures[name] = audits[audit].get("numericValue")
    requests = audits["network-requests"]["details"]["items"]
    figures["graphql_bytes"] = sum(r.get("transferSize", 0) for r in requests
                                   if r["url"].split("?")[0].endswith("/graphql"))
    figures["graphql_requests"] = sum(1 for r in requests
                                      if r["url"].split("?")[0].endswith("/graphql"))
    # what moved (the worst layout shifts' elements), to find the cause of a CLS
    figures["shifted"] = [i.get("node", {}).get("selector", "?") for i in
                          audits.get("layout-shifts", {}).get("details", {}).get("items", [])][:3]
    figures["failed"] = sorted(
        a for c in CATEGORIES for a in (ref["id"] for ref in report["categories"][c]["auditRefs"])
        if audits[a].get("scoreDisplayMode") in ("binary", "numeric")
        and audits[a].get("score") is not None and audits[a]["score"] < 0.9
        and ref_weight(report, c, a) > 0)
    return figures


def ref_weight(report: dict, category: str, audit: str) -> float:
    return next(r["weight"] for r in report["categories"][category]["auditRefs"]
                if r["id"] == audit)


def median(runs: list[dict]) -> dict:
    out = {}
    for key in runs[0]:
        if key in ("failed", "shifted"):
            out[key] = sorted({a for r in runs for a in r[key]})
        else:
            values = [r[key] for r in runs if r[key] is not None]
            value = statistics.median(values) if values else None
            out[key] = round(value, 3) if isinstance(value, float) else value
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", default="", help="comma-separated page names (default all)")
    parser.add_argument("--forms", default="mobile,desktop")
    parser.add_argument("--keep", type=Path, default=None,
                        help="a directory to keep every run's whole report in")
    args = parser.parse_args()
    install()
    chromium = chromium_path()
    with tempfile.TemporaryDirectory() as tmp, serve(Path(tmp)) as srv:
        pages = scenes.pages(srv.base)
        wanted = [p for p in args.pages.split(",") if p] or list(pages)
        results = {}
        for name in wanted:
            for form in args.forms.split(","):
                runs = [run_once(pages[name], form, chromium, args.keep and args.keep / name) for _ in range(args.runs)]
                results.setdefault(name, {})[form] = median(runs)
                print(f"{name} {form}: {results[name][form]}", file=sys.stderr, flush=True)
    print(json.dumps({"lighthouse": VERSION, "runs": args.runs, "pages": results}, indent=1))


if __name__ == "__main__":
    main()
