"""An HTTP header's weighted list (`Accept`, `Accept-Language`, `Accept-Encoding`): each item
with its quality, in the order given. Standard library only: the domain's language choice
reads it too."""
from __future__ import annotations


def weighted(header: str | None) -> list[tuple[str, float]]:
    """[(item lower-cased, q)], q 1.0 when not given and 0.0 when unreadable (refused)."""
    out = []
    for part in (header or "").split(","):
        item, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        out.append((item.strip().lower(), q))
    return out
