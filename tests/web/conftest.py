"""The UI's pure modules (web/py) run under CPython: put them on the path."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))


@pytest.fixture(autouse=True)
def _event_loop_or_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide under Node cannot run an asyncio loop to completion (no WebAssembly
    stack switching there): a test that calls ``asyncio.run`` is skipped in it, by
    name of the reason, instead of being listed by hand. The browser journeys in
    e2e/ run the same loops in the page."""
    if sys.platform != "emscripten":
        return

    def run(main: Any, **_kwargs: Any) -> Any:
        main.close()
        pytest.skip("runs an event loop to completion: not possible in Pyodide under Node")

    monkeypatch.setattr(asyncio, "run", run)


class FakeLocks:
    """The Web Locks API for one lock, shared by the tabs of one browser."""

    def __init__(self) -> None:
        self.holder: object | None = None
        self.on_lost: Callable[[], None] | None = None

    def claim(self, tab: object, steal: bool, on_lost: Callable[[], None]) -> bool:
        if self.holder is not None and self.holder is not tab:
            if not steal:
                return False
            lost = self.on_lost
            self.holder, self.on_lost = tab, on_lost
            if lost is not None:
                lost()
            return True
        self.holder, self.on_lost = tab, on_lost
        return True


class FakePlatform:
    """The browser, as the controller sees it: a dict for localStorage (and,
    by the same layout, the save store: ``store.MemoryBackend``; ``limit``
    caps its characters as a quota), a shared lock for tabs, bots answered
    in-process, no waiting; background jobs (``spawn``) run at once."""

    def __init__(self, storage: dict[str, str] | None = None, *, broken: bool = False,
                 locks: FakeLocks | None = None, limit: int | None = None) -> None:
        from cardui.store import MemoryBackend, SaveStore

        self.storage = storage if storage is not None else {}
        self.broken = broken
        self.reduced_motion = False
        self.blobs: list[str] = []
        self.requests: list[dict[str, Any]] = []
        self.last_reason = ""
        self.locks = locks or FakeLocks()
        self.backend = MemoryBackend(self.storage, limit=limit, url=self.blob_url)
        self.saves = SaveStore(None if broken else self.backend, spawn=self.spawn,
                               mark_get=self.storage_get, mark_set=self.storage_set)

    def spawn(self, coro: Any) -> Any:
        from cardui.store import run_now

        return run_now(coro)

    async def claim(self, steal: bool, on_lost: Callable[[], None]) -> bool:
        return self.locks.claim(self, steal, on_lost)

    def storage_get(self, key: str) -> str | None:
        if self.broken:
            raise RuntimeError("SecurityError: storage blocked")
        return self.storage.get(key)

    def storage_set(self, key: str, value: str) -> None:
        if self.broken:
            raise RuntimeError("QuotaExceededError")
        self.storage[key] = value

    def storage_remove(self, key: str) -> None:
        if self.broken:
            raise RuntimeError("SecurityError")
        self.storage.pop(key, None)

    def random(self) -> float:
        return 0.25

    def blob_url(self, text: str) -> str:
        self.blobs.append(text)
        return f"blob:fake/{len(self.blobs)}"

    async def sleep(self, ms: float) -> None:
        await asyncio.sleep(0)

    async def fetch_text(self, path: str) -> str:
        """A file of the site, read from ``web/`` (as the page fetches it)."""
        return (WEB_PY.parent / path).read_text(encoding="utf-8")

    async def ask_bot(self, request: dict[str, Any]) -> dict[str, Any]:
        from cardui.session import bot_choose_with_reason

        self.requests.append(request)
        action, self.last_reason = bot_choose_with_reason(request)
        return action


@pytest.fixture
def platform() -> FakePlatform:
    return FakePlatform()
