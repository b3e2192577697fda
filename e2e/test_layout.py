"""Layout at every size (issue 18.1): for each game at its smallest and largest
player count, on two phones, a tablet both ways and a desktop, the acting
person's own cards and the controls are on screen together without scrolling,
no page is wider than the viewport, and axe finds nothing serious.

One browser page per viewport serves every game (Menu, then a new game), so the
runtime starts five times, not fifty.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from .conftest import _new_page
from .ui_helpers import NARROWEST_STRIP, finish_motion, open_app, run_axe, shot, wait_ready

VIEWPORTS = {
    "phone-small": {"width": 360, "height": 640},
    "phone": {"width": 390, "height": 844},
    "tablet": {"width": 768, "height": 1024},
    "tablet-landscape": {"width": 1024, "height": 768},
    "desktop": {"width": 1280, "height": 800},
}
#: (game id, players, the selector of the acting person's own cards)
GAMES = [
    ("swap-poker", 2, "[data-testid=swap-table]"),
    ("swoop", 3, ".swoop-me"),
    ("swoop", 8, ".swoop-me"),
    ("swingo", 2, "[data-testid=mine]"),
    ("swingo", 10, "[data-testid=mine]"),
]
#: Screenshots for the README and docs: phone, tablet, desktop.
SHOT_SIZES = {"phone": "phone", "tablet": "tablet", "desktop": "desktop"}


class Pages:
    """One page per viewport, opened on first use, with its console errors."""

    def __init__(self, browser: Browser, url: str) -> None:
        self.browser = browser
        self.url = url
        self.pages: dict[str, tuple[Page, list[str]]] = {}

    def get(self, size: str) -> tuple[Page, list[str]]:
        if size not in self.pages:
            self.close()  # one runtime at a time: the machine is small
            errors: list[str] = []
            page = _new_page(self.browser, VIEWPORTS[size], errors)
            open_app(page, self.url, "seed=11&botdelay=0")
            self.pages[size] = (page, errors)
        return self.pages[size]

    def close(self) -> None:
        for page, _errors in self.pages.values():
            page.context.close()
        self.pages.clear()


@pytest.fixture(scope="module")
def pages(browser: Browser, site_url: str) -> Iterator[Pages]:
    p = Pages(browser, site_url)
    yield p
    p.close()


def to_lobby(page: Page) -> None:
    if page.get_by_test_id("menu").count():
        page.get_by_test_id("menu").click()
    page.wait_for_selector("[data-testid=start]")


def start(page: Page, game: str, players: int) -> None:
    to_lobby(page)
    page.get_by_test_id(f"game-{game}").click()
    if game != "swap-poker":
        page.get_by_test_id("players").select_option(str(players))
    page.get_by_test_id("start").click()
    wait_ready(page)
    page.wait_for_selector("[data-testid=controls], [data-testid=confirm]", timeout=60_000)
    if page.get_by_test_id("confirm").count():  # a game in progress: replace it (issue 14)
        page.get_by_test_id("confirm-yes").click()
    for _ in range(20):  # a hand that ended at once (a bot folded) waits for Next
        page.wait_for_selector("[data-testid=controls], [data-testid=round-result]",
                               timeout=60_000)
        if not page.get_by_test_id("round-result").count():
            break
        page.get_by_test_id("next-result").click()
    if page.get_by_test_id("hole-choice").count() == 0 and game == "swingo":
        page.wait_for_selector("[data-testid=mine]")
    # where things rest, not where a card is while it slides (motion.py)
    finish_motion(page)


def outside(page: Page, selector: str, *, across_only: bool = False) -> list[str]:
    """Descriptions of the elements matching ``selector`` (and their cards and
    buttons) that are not wholly inside the viewport, or whose top-left corner is
    hidden (under the action bar, or clipped by a scrolled box)."""
    result: list[str] = page.evaluate(
        """([sel, across]) => {
            const vw = innerWidth, vh = innerHeight, bad = [];
            for (const root of document.querySelectorAll(sel)) {
              for (const e of [root, ...root.querySelectorAll('.card, button')]) {
                const r = e.getBoundingClientRect();
                if (r.width === 0 && r.height === 0) continue;
                const hit = across || e === root || e.classList.contains('mystery') ? e :
                  document.elementFromPoint(r.left + Math.min(r.width / 2, 12),
                                          r.top + Math.min(r.height / 2, 12));
                if (r.left < -1 || r.right > vw + 1 || !hit || !e.contains(hit) ||
                    (!across && (r.top < -1 || r.bottom > vh + 1)))
                  bad.push(`${e.dataset.testid || e.className} at ` +
                           `${Math.round(r.left)},${Math.round(r.top)},` +
                           `${Math.round(r.right)},${Math.round(r.bottom)} in ${vw}x${vh}`);
              }
            }
            return bad;
        }""", [selector, across_only])
    return result


def page_width(page: Page) -> dict[str, Any]:
    return page.evaluate(
        "() => ({scroll: document.documentElement.scrollWidth, inner: innerWidth})")


@pytest.mark.parametrize(("game", "players", "own"), GAMES,
                         ids=[f"{g}-{n}" for g, n, _o in GAMES])
@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_own_cards_and_controls_fit(pages: Pages, size: str, game: str, players: int,
                                    own: str) -> None:
    page, errors = pages.get(size)
    start(page, game, players)
    page.evaluate("scrollTo(0, 0)")  # what shows without scrolling
    width = page_width(page)
    assert width["scroll"] <= width["inner"], width
    assert page.locator(own).count() == 1
    assert outside(page, own) == []
    assert outside(page, "[data-testid=controls]") == []
    if game == "swoop":  # each card of a rank leaves a tap target's least, 24 px
        # (playtest 17: 22 px at 360x640 with eight players)
        assert page.evaluate(NARROWEST_STRIP) >= 24
    assert run_axe(page) == []
    if size in SHOT_SIZES and players > 2 or game == "swap-poker" and size in SHOT_SIZES:
        shot(page, f"{game}-{players}-{SHOT_SIZES[size]}", docs=True)
    assert errors == []


@pytest.mark.parametrize("size", ["phone-small", "phone"])
def test_lobby_fits_a_phone(pages: Pages, size: str) -> None:
    page, errors = pages.get(size)
    to_lobby(page)
    for game in ("swingo", "swoop"):
        page.get_by_test_id(f"game-{game}").click()
        page.get_by_test_id("players").select_option("8")
        width = page_width(page)
        assert width["scroll"] <= width["inner"], width
        assert outside(page, ".seat-row", across_only=True) == []
    assert run_axe(page) == []
    assert errors == []


#: The player counts between the smallest and the largest (Swingo 3-9, Swoop 4-7):
#: every one on the smallest phone (the tightest fit); on the desktop felt, where
#: seats sit around the oval, an odd and an even count of each game.
BETWEEN = {
    "phone-small": ([("swingo", n, "[data-testid=mine]") for n in range(3, 10)]
                    + [("swoop", n, ".swoop-me") for n in range(4, 8)]),
    "desktop": [("swingo", 5, "[data-testid=mine]"), ("swingo", 6, "[data-testid=mine]"),
                ("swoop", 5, ".swoop-me"), ("swoop", 6, ".swoop-me")],
}


@pytest.mark.parametrize("size", list(BETWEEN))
def test_every_player_count_between_fits(pages: Pages, size: str) -> None:
    """Issue 18.1 for the counts between: the person's own cards and the controls
    on screen, nothing wider than it."""
    page, errors = pages.get(size)
    bad: dict[str, object] = {}
    for game, players, own in BETWEEN[size]:
        start(page, game, players)
        page.evaluate("scrollTo(0, 0)")
        width = page_width(page)
        found = (outside(page, own) + outside(page, "[data-testid=controls]")
                 + ([f"page {width}"] if width["scroll"] > width["inner"] else []))
        if page.locator(own).count() != 1:
            found.append(f"{page.locator(own).count()} of {own}")
        if found:
            bad[f"{game}-{players}"] = found
            shot(page, f"layout-failed-{size}-{game}-{players}")  # e2e/artifacts
    assert bad == {}
    assert errors == []


def test_phone_taps_and_the_other_seats_fit(pages: Pages) -> None:
    """A playtest at 390x844: the top bar's buttons and Hint are 44 px high on one
    row; Swingo's other seats fit their room (none cut off at the bottom); the
    strip since your move never scrolls sideways."""
    page, errors = pages.get("phone")
    bad: dict[str, object] = {}
    for game, players in (("swingo", 4), ("swingo", 5), ("swingo", 6), ("swoop", 4)):
        start(page, game, players)
        page.evaluate("scrollTo(0, 0)")
        m = page.evaluate("""() => {
            const box = e => e.getBoundingClientRect();
            const taps = [...document.querySelectorAll('.topbar .btn, [data-testid=get-hint]')]
              .map(e => [e.dataset.testid, Math.round(box(e).height), Math.round(box(e).top)]);
            const o = document.querySelector('.felt-others');
            const s = document.querySelector('[data-testid=since]');
            return {taps, others: o ? o.scrollHeight - o.clientHeight : 0,
                    since: s ? s.scrollWidth - s.clientWidth : 0};
        }""")
        found = [t for t in m["taps"] if t[1] < 44]
        if len({t[2] for t in m["taps"] if t[0] != "get-hint"}) > 1:
            found.append(f"top bar on more than one row: {m['taps']}")
        if m["others"] > 1:
            found.append(f"other seats overflow by {m['others']} px")
        if m["since"] > 1:
            found.append(f"strip scrolls by {m['since']} px")
        if found:
            bad[f"{game}-{players}"] = found
            shot(page, f"layout-failed-taps-{game}-{players}")
    assert bad == {}
    assert errors == []
