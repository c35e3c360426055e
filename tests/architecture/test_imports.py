"""Dependency direction (DESIGN.md): domain imports only the standard library (its shell alone
imports eventsourcing.domain); nobody imports api; projections never import infra or api."""
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STDLIB = set(sys.stdlib_module_names)


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), str(path))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def modules(package: str):
    yield from (ROOT / package).rglob("*.py")


def test_domain_is_pure():
    for path in modules("domain"):
        allowed = {"eventsourcing"} if path.name == "shell.py" else set()
        for name in imports(path):
            top = name.split(".")[0]
            assert top in STDLIB or top == "domain" or top in allowed, f"{path}: imports {name}"


def test_nobody_imports_the_api():
    for package in ("domain", "projections", "infra"):
        for path in modules(package):
            for name in imports(path):
                assert name.split(".")[0] != "api", f"{path}: imports {name}"


def test_projections_do_not_import_infra():
    for path in modules("projections"):
        for name in imports(path):
            assert name.split(".")[0] != "infra", f"{path}: imports {name}"
