"""Phones held sideways (844x390, 740x360, a touch screen): each game at the
table on your move. Before, the table was one screen high there: the other
seats had 0 px ("more players" over nothing), Swap Poker's rows and seat bars
were cut off by the felt, Swingo's "Best now" too, Swoop's hand at 740x360.
Now the page is as long as the table and scrolls as a page does, the controls
at the foot of the screen: scrolled down, your cards and the controls show
together; every seat shows whole somewhere on the page; nothing is wider than
the screen; the top bar takes a small part of the height."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from .conftest import _new_page
from .test_layout import outside, page_width, start
from .test_table_fit import GEOMETRY_JS, settle
from .ui_helpers import open_app, shot

SIZES = {"844x390": (844, 390), "740x360": (740, 360)}

#: (game, players, your own cards, the parts of the table to see whole on the page)
GAMES = [
    ("swoop", 4, ".swoop-me", ".felt-others [data-testid^=seat-], .swoop-middle"),
    ("swingo", 5, "[data-testid=mine]",
     ".felt-others [data-testid^=seat-], [data-testid=best-now]"),
    ("swap-poker", 2, "[data-testid=row-bottom], [data-testid=seat-0-bar]",
     "[data-testid=swap-table] :is(.card, .seat-bar)"),
]

#: The parts (and their cards) that a box with its own overflow cuts off: the
#: page's own scrolling does not count (a page can be scrolled to them).
CUT_JS = "(sel) => {" + GEOMETRY_JS + """
    const bad = [];
    for (const root of document.querySelectorAll(sel))
      for (const e of [root, ...root.querySelectorAll('.card')])
        if (!whole(e)) bad.push(`${said(e)} is cut off`);
    return bad;
}"""


#: The cards of ``sel`` whose foot (its left corner, where a fan shows it) is
#: under something: the controls' bar (``outside`` looks at the top corner only).
#: A mystery card lies under a face-up card.
FOOT_HIDDEN_JS = """(sel) => {
    const bad = [];
    for (const root of document.querySelectorAll(sel))
      for (const e of root.querySelectorAll('.card:not(.mystery)')) {  // under a face
        const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 12),
                                             r.bottom - Math.min(r.height / 2, 12));
        if (!hit || !e.contains(hit))
          bad.push(`${e.dataset.testid || e.className}'s foot is under ` +
                   `${hit ? hit.dataset.testid || hit.className : 'nothing'}`);
      }
    return bad;
}"""


def hidden(page: Page, selector: str) -> list[str]:
    """``outside`` and the cards whose foot is under something."""
    found: list[str] = outside(page, selector) + page.evaluate(FOOT_HIDDEN_JS, selector)
    return found


@pytest.fixture(params=list(SIZES))
def sideways(request: pytest.FixtureRequest, browser: Browser, app_url: str) -> Iterator[Page]:
    errors: list[str] = []
    width, height = SIZES[request.param]
    page = _new_page(browser, {"width": width, "height": height}, errors,
                     is_mobile=True, has_touch=True)
    open_app(page, app_url, "seed=11&botdelay=0")
    yield page
    page.context.close()
    assert errors == [], f"console errors: {errors}"


def test_your_cards_and_the_controls_show_together_on_a_phone_held_sideways(
        sideways: Page) -> None:
    page = sideways
    size = "{width}x{height}".format(**page.viewport_size)  # type: ignore[arg-type]
    bad: dict[str, list[str]] = {}
    for game, players, own, table in GAMES:
        start(page, game, players)
        settle(page)
        page.evaluate("scrollTo(0, 0)")
        found: list[str] = []
        width = page_width(page)
        if width["scroll"] > width["inner"]:
            found.append(f"the page is wider than the screen: {width}")
        bar = page.evaluate("() => document.querySelector('.topbar').getBoundingClientRect()"
                            ".height / innerHeight")
        if bar > .2:
            found.append(f"the top bar takes {bar:.0%} of the height")
        found += page.evaluate(CUT_JS, table) + page.evaluate(CUT_JS, own)
        page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")  # scrolled down
        settle(page)
        found += hidden(page, own)
        if game == "swoop":  # its controls come with a card picked
            page.locator(".swoop-hand button.card").first.click()
            page.wait_for_selector("[data-testid=action-play]")
            settle(page)
            found += [f"with a card picked: {f}" for f in hidden(page, own)]
        if page.locator("[data-testid=controls] button").count() == 0:
            found.append("no controls")
        found += outside(page, "[data-testid=controls]")
        if found:
            bad[game] = found
        shot(page, f"sideways-{size}-{game}")  # e2e/artifacts
    assert bad == {}


def test_a_move_that_makes_it_your_turn_brings_your_cards_into_view(sideways: Page) -> None:
    """A playtest at 844x390, Swingo with 5: at the hole choice, the page stayed on the
    bots' seats, your cards below the fold and nothing saying it was your move. A
    move that makes it your turn (here the bots' calls before the choice) scrolls
    your cards into view."""
    page = sideways
    start(page, "swingo", 5)
    for _ in range(6):  # call (or check) until the hole choice
        if page.get_by_test_id("hole-choice").count():
            break
        settle(page)
        page.evaluate("scrollTo(0, 0)")  # as a player reading the seats leaves it
        page.locator("[data-testid=action-call], [data-testid=action-check]").first.click()
        page.wait_for_timeout(300)
        page.wait_for_selector("html[data-busy=false] :is([data-testid=hole-choice],"
                               " [data-testid=controls] button)", timeout=60_000)
    else:
        pytest.skip("no hole choice reached")
    settle(page)
    assert hidden(page, "[data-testid=hole-choice]") == []


#: Where the other seats lie: how much of the screen's width they span, and
#: their rows.
SEATS_SPAN_JS = """() => {
    const seats = [...document.querySelectorAll('.felt-others [data-testid^=seat-]')]
        .map(s => s.getBoundingClientRect());
    const left = Math.min(...seats.map(r => r.left)), right = Math.max(...seats.map(r => r.right));
    return {span: (right - left) / innerWidth,
            rows: new Set(seats.map(r => Math.round(r.top))).size};
}"""


def test_swingo_seats_use_the_width_of_a_phone_held_sideways(sideways: Page) -> None:
    """Playtest at 844x390: Swingo's felt stayed as narrow as a phone held upright
    (two seats a row in the middle of the screen), so the seats were scrolled past.
    The felt takes the width, the seats in more columns: a 5-player game's other
    four seats in one row, an 8-player game's seven in two."""
    page = sideways
    size = "{width}x{height}".format(**page.viewport_size)  # type: ignore[arg-type]
    found: dict[int, dict[str, float]] = {}
    for players, rows in ((5, 1), (8, 2)):
        start(page, "swingo", players)
        settle(page)
        page.evaluate("scrollTo(0, 0)")
        got = page.evaluate(SEATS_SPAN_JS)
        if got["span"] < .8 or got["rows"] > rows:
            found[players] = got
        shot(page, f"sideways-{size}-swingo-{players}")  # e2e/artifacts
    assert found == {}
