"""Writes docs/i18n-gaps.md: what the German and Italian log-message tables still lack
(api.i18n_gaps). Run after changing a game's messages or tables."""
from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from api.i18n_gaps import report  # noqa: E402

TARGET = pathlib.Path(__file__).resolve().parents[1] / "docs" / "i18n-gaps.md"

if __name__ == "__main__":
    TARGET.write_text(report(), encoding="utf-8")
    print(f"wrote {TARGET}")
