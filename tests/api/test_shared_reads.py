"""Reads shared between concurrent callers (`ApiState.shared`: many subscribers of one game
wake together and read once). A caller that goes away - a subscriber leaving while the read
runs - must not take the read away from the others: it did, and the one who had joined it
got no first message, ever (tests/api/test_presence_exact_e2e.py hung on it)."""
from __future__ import annotations

import asyncio
import threading
import types

from api.context import ApiState


def _state():
    state = types.SimpleNamespace(_inflight={})
    state._settled = lambda key, task: ApiState._settled(state, key, task)
    return state


def test_a_caller_leaving_does_not_cancel_the_read_others_wait_for():
    state, release = _state(), threading.Event()

    def slow_read():
        release.wait(5)
        return "page"

    async def scenario():
        first = asyncio.create_task(ApiState.shared(state, ("k",), slow_read))
        await asyncio.sleep(0.05)  # the first caller's read is under way
        second = asyncio.create_task(ApiState.shared(state, ("k",), slow_read))
        await asyncio.sleep(0.05)
        first.cancel()  # the first subscriber leaves
        await asyncio.sleep(0.05)
        release.set()
        got = await asyncio.wait_for(second, 5)
        assert first.cancelled()
        return got

    assert asyncio.run(scenario()) == "page"
    assert state._inflight == {}  # nothing left behind for the next callers


def test_a_failed_read_fails_every_caller_and_is_not_kept():
    state = _state()

    def broken():
        raise RuntimeError("database away")

    async def scenario():
        calls = [ApiState.shared(state, ("k",), broken) for _ in range(3)]
        return await asyncio.gather(*calls, return_exceptions=True)

    results = asyncio.run(scenario())
    assert all(isinstance(r, RuntimeError) for r in results)
    assert state._inflight == {}
