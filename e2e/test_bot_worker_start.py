"""The bot worker when it is needed, not before (issue 17, part 3): it starts at an
idle moment after the lobby is up, or when a game with bots begins; until it is
ready the bots think on the page in slices, so the table keeps answering."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from .ui_helpers import READY_TIMEOUT, wait_ready

#: Records each Worker the page creates: its script, when, and the screen shown
#: then; and when the first screen came (``data-screen`` set by Python).
WATCH_WORKERS = """
window.__workers = [];
window.__screenAt = null;
const Original = window.Worker;
window.Worker = class extends Original {
  constructor(url, options) {
    window.__workers.push({ url: String(url), at: performance.now(),
      screen: document.documentElement.getAttribute("data-screen") });
    super(url, options);
  }
};
new MutationObserver(() => {
  if (window.__screenAt === null && document.documentElement.hasAttribute("data-screen")) {
    window.__screenAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-screen"] });
"""


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    ctx.add_init_script(WATCH_WORKERS)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    ctx.close()
    assert errors == []


def test_the_worker_starts_after_the_lobby_when_the_page_is_idle(page: Page,
                                                                site_url: str) -> None:
    page.goto(site_url)
    page.wait_for_selector("html[data-screen=lobby]", state="attached", timeout=READY_TIMEOUT)
    assert page.evaluate("() => window.__workers.length") == 0
    assert page.get_attribute("html", "data-worker") is None
    page.wait_for_selector("html[data-worker=ready]", state="attached", timeout=60_000)
    workers = page.evaluate("() => window.__workers")
    screen_at = page.evaluate("() => window.__screenAt")
    assert len(workers) == 1 and workers[0]["url"].endswith("bot_worker.js")
    assert workers[0]["screen"] == "lobby" and workers[0]["at"] > screen_at


def test_the_first_bot_move_does_not_wait_for_the_worker(page: Page, site_url: str) -> None:
    # Swoop, seed 1: Ana (seat 2, a bot) plays first
    page.goto(site_url + "?seed=1&botdelay=0")
    wait_ready(page)
    page.get_by_test_id("game-swoop").click()
    page.get_by_test_id("start").click()
    page.wait_for_selector("html[data-bots]:not([data-bots=''])", state="attached",
                           timeout=30_000)
    assert page.get_attribute("html", "data-bots") == "page"
    workers = page.evaluate("() => window.__workers")
    # the game with bots started the worker at once; its move did not wait for it
    assert len(workers) == 1 and workers[0]["screen"] != "lobby"
    # once it is ready, the bots think there
    page.wait_for_selector("html[data-worker=ready]", state="attached", timeout=60_000)


def test_the_page_answers_while_a_bot_thinks_on_the_page(page: Page, site_url: str) -> None:
    """No worker at all (``noworker``): a slow, busy bot (``botthink``, spent in
    slices like a hard bot's samples) thinks on the page for 20 s; Menu answers
    long before it is done."""
    page.goto(site_url + "?seed=1&botdelay=0&botthink=20000&noworker")
    wait_ready(page)
    page.get_by_test_id("game-swoop").click()
    page.get_by_test_id("seat-1-player").select_option("bot:hard")
    page.get_by_test_id("start").click()
    page.wait_for_selector("html[data-screen=screen-table]", state="attached")
    status = page.get_by_test_id("status")
    page.wait_for_function("() => document.querySelector('[data-testid=status]')"
                           ".textContent.includes('thinking')", timeout=10_000)
    assert "Ana" in status.inner_text()
    page.get_by_test_id("menu").click()
    page.wait_for_selector("html[data-screen=lobby]", state="attached", timeout=10_000)
    # the bot had not moved yet: no move was announced
    assert page.get_by_test_id("announcer").text_content() == ""
    assert page.evaluate("() => window.__workers.length") == 0
