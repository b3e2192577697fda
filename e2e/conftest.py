"""Browser tests: build the site once per run, serve it on localhost (a secure
context, so the service worker runs), and drive it in a real Chromium.

Chromium: $CARDTABLE_CHROMIUM, else Debian's /usr/bin/chromium when present, else
Playwright's own browser (``playwright install chromium``, see README).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.build_site import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

#: Flags for a headless Chromium in a closed network (no background calls home).
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync",
                 "--disable-quic"]


def chromium_path() -> str | None:
    for candidate in (os.environ.get("CARDTABLE_CHROMIUM"), "/usr/bin/chromium",
                      shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = {**browser_type_launch_args, "args": CHROMIUM_ARGS}
    path = chromium_path()
    if path:
        args["executable_path"] = path
    return args


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, freshly built from this checkout."""
    return build(tmp_path_factory.mktemp("site") / "_site", quiet=True)


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    if os.environ.get("CARDTABLE_URL"):
        yield os.environ["CARDTABLE_URL"]
        return
    server, url = serve_in_thread(site_dir)
    yield url
    server.shutdown()
