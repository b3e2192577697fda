"""Browser tests: build the site once per run, serve it on localhost (a secure
context, so the service worker runs), and drive it in a real Chromium.

Chromium: $CARDTABLE_CHROMIUM, else Debian's /usr/bin/chromium when present, else
Playwright's own browser (``playwright install chromium``, see README).

Under pytest-xdist (``./dev test`` runs two processes) every test that drives the
browser is one unit of work, so one process runs them one after the other while the
other runs the engine tests and the Node checks; the site is built once for both.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock
from playwright.sync_api import Browser, Page

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# the UI's own Python: tests check the page against it (the same deal, the same hint)
sys.path.insert(0, str(ROOT / "web" / "py"))

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


#: Browser tests that only measure the layout (no timing in them): one unit of
#: their own, handed out last, to the process that runs the rest once it is done.
#: (test_layout.py joined once the waits for the page at rest no longer failed on
#: a cancelled animation: with it the browser process ran about 1,080 s of tests
#: against the other's 900; then 890 against 780, and the last two joined.)
LAYOUT_ONLY = ("e2e/test_table_fit.py", "e2e/test_layout.py", "e2e/test_desktop_seats.py",
               "e2e/test_lobby_fit.py")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under xdist, the browser tests (pytest-playwright names them ``[chromium``)
    are one unit of work, handed out first (the largest): two browsers at once on
    a 2-core machine make the timing of both unreliable. The rest is shared out
    test by test, and last the layout-only browser tests, as one unit: by then
    the other process is on its last browser tests (the suite took 12-13 minutes
    with every browser test in one process, the other idle for the last 5)."""
    from xdist.scheduler import LoadScopeScheduling

    class BrowserTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            if "[chromium" not in nodeid:
                return nodeid
            return "layout" if nodeid.startswith(LAYOUT_ONLY) else "browser"

        def _assign_work_unit(self, node: Any) -> None:
            if "layout" in self.workqueue and len(self.workqueue) > 1:
                self.workqueue.move_to_end("layout")  # last
            super()._assign_work_unit(node)

    return BrowserTogether(config, log)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, freshly built from this checkout, once per run (shared by the
    xdist processes: the first to get here builds it, the other waits), or the one
    ``./dev test`` has just built from it ($CARDTABLE_SITE_DIR)."""
    if os.environ.get("CARDTABLE_SITE_DIR"):
        return Path(os.environ["CARDTABLE_SITE_DIR"])
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return build(tmp_path_factory.mktemp("site") / "_site", quiet=True)
    shared = tmp_path_factory.getbasetemp().parent
    out = shared / "site" / "_site"
    with FileLock(str(shared / "site.lock")):
        if not (shared / "site.built").exists():
            build(out, quiet=True)
            (shared / "site.built").touch()
    return out


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    if os.environ.get("CARDTABLE_URL"):
        yield os.environ["CARDTABLE_URL"]
        return
    server, url = serve_in_thread(site_dir)
    yield url
    server.shutdown()


# -- pages for the UI journeys (e2e/test_ui_*.py): phone and desktop, failing the
#    test on any console error or dialog

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}


@pytest.fixture
def app_url(site_url: str) -> str:
    """The served site (the UI journeys' name for it)."""
    return site_url


def _new_page(browser: Browser, viewport: dict[str, int], errors: list[str],
              **options: Any) -> Page:
    """``options``: more for the context (``is_mobile``, ``has_touch``)."""
    context = browser.new_context(viewport=viewport, accept_downloads=True, **options)
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: (errors.append(f"dialog: {d.message}"), d.dismiss()))
    return page


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    errors: list[str] = []
    page = _new_page(browser, PHONE, errors)
    yield page
    page.context.close()
    assert errors == [], f"console errors: {errors}"


@pytest.fixture
def desktop(browser: Browser) -> Iterator[Page]:
    errors: list[str] = []
    page = _new_page(browser, DESKTOP, errors)
    yield page
    page.context.close()
    assert errors == [], f"console errors: {errors}"
