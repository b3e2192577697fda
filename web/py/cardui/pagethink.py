"""Bots thinking on the page, in slices (issue 17).

Until the bot worker is ready (it starts when the page is idle after the lobby,
or when a game with bots begins), a bot's move is thought out on the page. The
decision is the engine's own (``cardtable.bots.decision``) with a ``pace``: every
few random draws, once a slice of :data:`SLICE_MS` is used up, the page hands
the browser back (``run_sync`` on a ``setTimeout(0)`` promise, WebAssembly stack
switching), so a click or a key is answered between a hard bot's samples. A
timer, not ``asyncio.sleep(0)``: Pyodide runs that through a MessageChannel,
whose tasks Chromium lets starve input (a click took 13 s instead of 0.3 s
against a loop yielding that way). Where the browser cannot switch stacks the
move is thought out in one go, after a paint.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .session import bot_choose_with_reason

#: Milliseconds of thinking between two hand-backs to the browser (each costs a
#: timer's few milliseconds).
SLICE_MS = 16.0


def pacer(slice_ms: float = SLICE_MS) -> Callable[[], None] | None:
    """A ``pace()`` that yields to the browser once ``slice_ms`` have passed since
    the last yield; None where this Python cannot yield from inside a call."""
    try:
        import js  # type: ignore[import-not-found]
        from pyodide.ffi import can_run_sync, run_sync  # type: ignore[import-not-found]
    except ImportError:
        return None
    if not can_run_sync():
        return None
    last = time.monotonic()

    def pace() -> None:
        nonlocal last
        if (time.monotonic() - last) * 1000 >= slice_ms:
            run_sync(js.Promise.new(lambda ok, _no: js.setTimeout(ok, 0)))
            last = time.monotonic()

    return pace


def think(request: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The bot's move and its reason, thought out on the page in slices. A
    ``think_ms`` in the request (a test hook: a slow, busy bot) is spent in
    slices too."""
    pace = pacer()
    started = time.monotonic()
    action, reason = bot_choose_with_reason(request, pace)
    deadline = started + float(request.get("think_ms", 0)) / 1000
    while time.monotonic() < deadline:
        if pace is not None:
            pace()
    return action, reason
