"""What every mutation checks first: the caller's request rate (api.context.check_rate), and
the seat of the token it sends (api.context.seat_for: unknown tokens cost a look-up)."""
from __future__ import annotations

from api.context import check_rate, seat_for
from api.errors import ApiError, to_typed
from api.schema import failures as fl
from infra.game_service.errors import ServiceError


def limited(info, token: str | None, game_id: str | None = None):
    """A RateLimited failure when the caller is over its rate, else None."""
    wait = check_rate(info, token, game_id)
    if wait:
        return fl.RateLimited(code="rate_limited", message="too many requests; retry later",
                              retry_after=round(wait, 3))
    return None


async def looked_up(info, game_id: str, token: str):
    """None when the token holds a seat of the game, else the typed refusal (RateLimited: too
    many unknown tokens from this address; Unauthorized ...)."""
    try:
        await seat_for(info, game_id, token)
    except ApiError as e:
        return fl.RateLimited(code=e.code, message=e.message, retry_after=e.retry_after or 1.0)
    except ServiceError as e:
        typed = to_typed(e)
        if typed is None:
            raise
        return typed
    return None
