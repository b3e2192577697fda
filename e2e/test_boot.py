"""The page boots to the lobby in every service-worker case (issue 14, Boot):
controlled, first visit, hard reload (a load the active worker does not control),
a worker whose install fails, and no service worker at all."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page
from tools.serve import serve_in_thread

from .ui_helpers import site_with, wait_ready

#: The lobby comes within this time in every case (the old hard-reload hang never did).
BOOT_TIMEOUT = 60_000


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    yield ctx
    ctx.close()


def booted(page: Page) -> None:
    """The lobby is on screen (not the boot screen, not a failure message)."""
    page.wait_for_selector("html[data-screen=lobby]", state="attached", timeout=BOOT_TIMEOUT)
    assert page.get_attribute("html", "data-boot") is None
    assert page.get_by_test_id("boot").count() == 0


def controlled(page: Page) -> bool:
    return bool(page.evaluate("() => navigator.serviceWorker.controller !== null"))


def test_a_first_visit_boots_under_the_new_worker(context: BrowserContext,
                                                 site_url: str) -> None:
    page = context.new_page()
    page.goto(site_url)
    booted(page)
    page.wait_for_selector("html[data-offline=ready]", state="attached")  # it takes
    assert controlled(page)  # over beside the start, not before it


def test_a_controlled_load_boots(context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    page.reload()
    booted(page)
    assert controlled(page)


def test_a_hard_reload_boots_without_the_worker(context: BrowserContext,
                                               site_url: str) -> None:
    """Shift+Reload bypasses the active worker: the page is not controlled and no
    controller change comes; it used to wait for one on the boot screen for good."""
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    assert controlled(page)
    cdp = context.new_cdp_session(page)
    cdp.send("Page.reload", {"ignoreCache": True})  # what Shift+Reload sends
    page.wait_for_load_state("domcontentloaded")
    booted(page)
    assert not controlled(page)
    assert page.get_attribute("html", "data-offline") == "ready"  # the next load is
    page.reload()
    booted(page)
    assert controlled(page)


FAILING_WORKER = """
self.addEventListener("install", (event) => {
  event.waitUntil(Promise.reject(new Error("this worker cannot install")));
});
"""


def test_a_worker_that_fails_to_install_does_not_stop_the_boot(
        context: BrowserContext, site_dir: Path, tmp_path: Path) -> None:
    site = site_with(site_dir, tmp_path / "site", "sw.js", FAILING_WORKER)
    server, url = serve_in_thread(site)
    try:
        page = context.new_page()
        page.goto(url)
        booted(page)
        assert not controlled(page)
        assert page.get_attribute("html", "data-offline") == "off"
    finally:
        server.shutdown()


def test_a_browser_without_service_workers_boots(context: BrowserContext,
                                                 site_url: str) -> None:
    """As on plain http from another host (not a secure context): no
    ``navigator.serviceWorker`` at all."""
    context.add_init_script("delete Navigator.prototype.serviceWorker;")
    page = context.new_page()
    page.goto(site_url)
    booted(page)
    assert page.evaluate("() => 'serviceWorker' in navigator") is False
    assert page.get_attribute("html", "data-offline") == "off"
