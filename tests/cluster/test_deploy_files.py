"""The deployment files stay in step with the launcher and the code: compose runs the
launcher's commands for each role, the image holds every package, and every setting they set
is one the service reads."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from launch import commands

from infra import settings as settings_module

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "ops" / "deploy"


def _services() -> dict[str, list[str]]:
    """service name -> its command (compose.yaml writes commands as JSON arrays)."""
    out, current = {}, None
    for line in (DEPLOY / "compose.yaml").read_text().splitlines():
        m = re.match(r"^  ([a-z0-9-]+):\s*$", line)
        if m:
            current = m.group(1)
        m = re.match(r"^    command: (\[.*\])\s*$", line)
        if m and current:
            out[current] = json.loads(m.group(1))
    return out


def test_compose_runs_the_launcher_s_commands():
    expected = commands(api_port="8000", http_port="9100")
    services = _services()
    roles = {"migrate": "migrate", "api-1": "api", "api-2": "api",
             "projections": "projections", "duties": "duties"}
    assert set(services) == set(roles)
    for service, role in roles.items():
        assert services[service] == expected[role], service


def test_the_image_holds_every_package_and_compose_sets_only_known_settings():
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    pyproject = (ROOT / "pyproject.toml").read_text()
    packages = re.search(r'include = \[(.*?)\]', pyproject).group(1)
    for package in re.findall(r'"(\w+)\*"', packages):
        assert f"COPY {package} ./{package}" in dockerfile, package
    documented = settings_module.__doc__
    compose = (DEPLOY / "compose.yaml").read_text()
    for key in set(re.findall(r"\b(SIGNORIA_[A-Z_]+)\b", compose)) - {"SIGNORIA_HEALTH_PORT"}:
        assert key in documented, key


def test_the_front_door_config_is_valid_and_what_compose_mounts(tmp_path):
    from frontdoor import NGINX, FrontDoor

    mounted = re.findall(r"- \./(nginx/[\w./-]+):/etc/nginx/", (DEPLOY / "compose.yaml")
                         .read_text())
    assert sorted(mounted) == ["nginx/nginx.conf", "nginx/signoria"]
    assert all((DEPLOY / m).exists() for m in mounted)
    if not Path(NGINX).exists():
        return  # (nginx -t needs nginx)
    main = FrontDoor(tmp_path, ["http://127.0.0.1:9"]).write()
    checked = subprocess.run([NGINX, "-t", "-p", str(tmp_path), "-c", str(main), "-e",
                              "stderr"], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
