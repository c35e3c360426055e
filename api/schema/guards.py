"""What every mutation checks first: the caller's request rate (api.context.check_rate)."""
from __future__ import annotations

from api.context import check_rate
from api.schema import failures as fl


def limited(info, token: str | None, game_id: str | None = None):
    """A RateLimited failure when the caller is over its rate, else None."""
    wait = check_rate(info, token, game_id)
    if wait:
        return fl.RateLimited(code="rate_limited", message="too many requests; retry later",
                              retry_after=round(wait, 3))
    return None
