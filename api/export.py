"""Export the schema's SDL to api/schema.graphql (the file frontends and the drift test read).

    python -m api.export            # write api/schema.graphql
    python -m api.export --check    # exit 1 if the file differs from the code
"""
from __future__ import annotations

import sys
from pathlib import Path

SCHEMA_FILE = Path(__file__).with_name("schema.graphql")


def main(argv: list[str] | None = None) -> int:
    from api.schema import sdl

    argv = sys.argv[1:] if argv is None else argv
    text = sdl()
    if "--check" in argv:
        current = SCHEMA_FILE.read_text() if SCHEMA_FILE.exists() else ""
        if current != text:
            print(f"{SCHEMA_FILE} is out of date: run `python -m api.export`", file=sys.stderr)
            return 1
        return 0
    SCHEMA_FILE.write_text(text)
    print(f"wrote {SCHEMA_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
