"""The committed build (api/web/dist) is the build of the committed sources: forgetting to run
ops/build_web.py after changing api/web fails here. Needs no npm."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("build_web", ROOT / "ops" / "build_web.py")
build_web = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_web)


def test_dist_matches_the_sources():
    assert build_web.problems() == []


def test_the_check_notices_a_changed_source(tmp_path):
    import shutil

    web = tmp_path / "web"
    shutil.copytree(build_web.WEB, web, ignore=shutil.ignore_patterns("node_modules"))
    assert build_web.problems(web) == []
    (web / "src" / "graphql.ts").write_text((web / "src" / "graphql.ts").read_text() + "\n")
    assert "changed since the last build" in build_web.problems(web)[0]
    (web / "src" / "graphql.ts").write_text((build_web.WEB / "src" / "graphql.ts").read_text())
    (web / "dist" / "index.html").write_text("edited by hand")
    assert "differs from its build-info.json" in build_web.problems(web)[0]


def test_the_shell_has_the_block_the_server_fills():
    html = (build_web.DIST / "index.html").read_text()
    assert '<script type="application/json" id="signoria-meta">{}</script>' in html
    for page in ("index.html", "graphiql.html"):
        refs = re.findall(r'(?:src|href)="([^"]+)"', (build_web.DIST / page).read_text())
        assert refs and all(r.startswith("/assets/") for r in refs), (page, refs)
