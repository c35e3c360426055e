"""Every string the web client translates (`t("...")` in api/web/src) is in the German and
Italian dictionaries (api/web/src/i18n/{de,it}.json), with the same {placeholders}; the two
dictionaries hold the same strings."""
from __future__ import annotations

import json
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "api" / "web" / "src"
CALL = re.compile(r'\bt(?:r)?\(\s*("(?:[^"\\]|\\.)*")')
HOLE = re.compile(r"\{(\w+)\}")


def used() -> set[str]:
    return {json.loads(m.group(1)) for p in SRC.rglob("*.ts*")
            for m in CALL.finditer(p.read_text(encoding="utf-8"))}


def dictionary(lang: str) -> dict[str, str]:
    return json.loads((SRC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def test_every_string_the_client_translates_is_in_both_dictionaries():
    de, it = dictionary("de"), dictionary("it")
    assert set(de) == set(it)
    missing = sorted(k for k in used() if k not in de)
    assert not missing, missing
    for table in (de, it):
        for english, translated in table.items():
            assert set(HOLE.findall(translated)) == set(HOLE.findall(english)), translated
