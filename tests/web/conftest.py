"""The UI's pure modules (web/py) run under CPython: put them on the path."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))


class FakePlatform:
    """The browser, as the controller sees it: a dict for localStorage,
    bots answered in-process, no waiting."""

    def __init__(self, storage: dict[str, str] | None = None, *, broken: bool = False) -> None:
        self.storage = storage if storage is not None else {}
        self.broken = broken
        self.reduced_motion = False
        self.blobs: list[str] = []
        self.requests: list[dict[str, Any]] = []

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

    async def ask_bot(self, request: dict[str, Any]) -> dict[str, Any]:
        from cardui.session import bot_choose

        self.requests.append(request)
        return bot_choose(request)


@pytest.fixture
def platform() -> FakePlatform:
    return FakePlatform()
