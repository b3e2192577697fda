"""The other seats around the oval felt of a wide screen, as a playtest found
them: with three seats across the top (Swoop or Swingo at 6 or 8 players) the
third wrapped under the first two, so the order around the table broke (Eli sat
under Cleo and Dev, not to Dev's right). For every player count, on three
desktop sizes: the top seats in one row, every seat in play order (up the left,
across the top, down the right), none overlapping another or the middle, every
card inside its seat, no side scrolling, and your own place and the controls on
screen. A bet badge inside its seat's box, as it pulses too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from .conftest import _new_page
from .test_layout import outside, start
from .test_phone_table import freeze_animations
from .test_ui_swingo import play_a_move, start_swingo
from .test_ui_swoop import play_a_turn, play_to_the_next_deal, start_swoop
from .ui_helpers import finish_motion, open_app, shot, wait_turn_or_end

SIZES = {"1280x800": (1280, 800), "1024x768": (1024, 768), "1440x900": (1440, 900)}
#: Every player count of each game (Swoop 3-8, Swingo 2-10).
COUNTS = [("swoop", n) for n in range(3, 9)] + [("swingo", n) for n in range(2, 11)]
OWN = {"swoop": ".swoop-me", "swingo": "[data-testid=mine]"}

#: What is wrong with the seats around the felt, and the seats' numbers in the
#: order a player reads them around the oval.
SEATS_JS = """() => {
    const box = e => e.getBoundingClientRect();
    const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
                           Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 &&
                             a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
    const seatsOf = side => [...document.querySelectorAll(`.felt-${side} > [data-testid^=seat-]`)];
    const name = s => s.querySelector('.seat-name').textContent;
    const bad = [];
    const top = seatsOf('top');
    if (new Set(top.map(s => Math.round(box(s).top))).size > 1)
      bad.push('the top seats are on more than one row: ' + top.map(name).join(', '));
    const seats = [...document.querySelectorAll('.felt-others [data-testid^=seat-]')];
    const keep = [...document.querySelectorAll('.felt-middle .card, .felt-me')];
    seats.forEach((s, i) => {
      for (const t of seats.slice(i + 1))
        if (meet(box(s), box(t))) bad.push(`${name(s)} and ${name(t)} overlap`);
      for (const k of keep)
        if (meet(box(s), box(k))) bad.push(`${name(s)} covers ${k.className}`);
      for (const c of s.querySelectorAll('.card'))
        if (!inside(box(c), box(s))) bad.push(`a card of ${name(s)} is outside the seat`);
      if (!inside(box(s), {left: 0, top: 0, right: innerWidth, bottom: innerHeight}))
        bad.push(`${name(s)} is off the screen`);
    });
    for (const side of document.querySelectorAll('.felt-side'))
      if (side.scrollHeight > side.clientHeight + 1 || side.scrollWidth > side.clientWidth + 1)
        bad.push(`${side.className} scrolls`);
    if (document.documentElement.scrollHeight > innerHeight + 1) bad.push('the page scrolls');
    const by = (list, key, sign) => [...list].sort((a, b) => sign * (box(a)[key] - box(b)[key]));
    const around = [...by(seatsOf('left'), 'top', -1), ...by(top, 'left', 1),
                    ...by(seatsOf('right'), 'top', 1)];
    return {bad, around: around.map(s => +s.dataset.testid.slice(5)), seats: seats.length};
}"""


@pytest.fixture(params=list(SIZES))
def wide(request: pytest.FixtureRequest, browser: Browser, app_url: str) -> Iterator[Page]:
    errors: list[str] = []
    width, height = SIZES[request.param]
    page = _new_page(browser, {"width": width, "height": height}, errors)
    open_app(page, app_url, "seed=11&botdelay=0")
    yield page
    page.context.close()
    assert errors == [], f"console errors: {errors}"


def test_every_seat_sits_around_the_oval_in_play_order_on_a_desktop(wide: Page) -> None:
    size = "{width}x{height}".format(**wide.viewport_size or {})
    bad: dict[str, object] = {}
    for game, players in COUNTS:
        start(wide, game, players)
        got = wide.evaluate(SEATS_JS)
        found = list(got["bad"])
        if got["around"] != list(range(1, players)):  # you are seat 0, the others after you
            found.append(f"seats around the oval in the order {got['around']}")
        found += outside(wide, OWN[game]) + outside(wide, "[data-testid=controls]")
        if found:
            bad[f"{game}-{players}"] = found
            shot(wide, f"desktop-seats-failed-{size}-{game}-{players}")  # e2e/artifacts
    assert bad == {}


LONG_NAMES = ["Alessandra", "Bernadette"]

#: The bet badges that cross their seat's edge (part inside its box, part out).
BETS_ACROSS_JS = """() => [...document.querySelectorAll('.felt-others .bet')].filter(b => {
    const s = b.closest('.swingo-seat').getBoundingClientRect();
    const r = b.getBoundingClientRect();
    const inside = r.left >= s.left - .5 && r.right <= s.right + .5 &&
                   r.top >= s.top - .5 && r.bottom <= s.bottom + .5;
    const apart = r.right <= s.left || r.left >= s.right || r.bottom <= s.top || r.top >= s.bottom;
    return !inside && !apart;
  }).map(b => b.textContent + ' of ' +
              b.closest('.swingo-seat').querySelector('.seat-name').textContent)"""


def test_a_bet_badge_never_crosses_its_seats_border(browser: Browser, app_url: str) -> None:
    """Playtest at 1280x800, Swingo for 5: "the 'bet 72' badge overlaps the border of
    Cleo's seat box" (the bet just made pulses, and it grew past the box's edge).
    Every bet badge sits wholly inside its seat's box, at the first frame of its
    pulse too (each animation held there)."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 1280, "height": 800}, errors)
    try:
        freeze_animations(page)
        open_app(page, app_url, "seed=11&botdelay=0")
        # long names: a bet wraps to the start of its seat's second line, as Cleo's
        # did; with 3 players the seat that bets last before you is at the top
        start_swingo(page, players=3, hands=3, names=["You", *LONG_NAMES])
        pulsed = 0
        bad: list[str] = []
        for _ in range(30):
            if wait_turn_or_end(page) != "controls":
                break
            pulsed += page.locator(".felt-others .swingo-seat.moved .bet").count()
            found = page.evaluate(BETS_ACROSS_JS)
            if found and not bad:
                shot(page, "desktop-bet-across-its-seat")  # e2e/artifacts
            bad += found
            play_a_move(page)
        assert pulsed, "no bet just made to see pulse"
        assert bad == []
    finally:
        page.context.close()
    assert errors == []


def test_a_big_swoop_hand_leaves_every_seat_and_the_pile_whole(browser: Browser,
                                                               app_url: str) -> None:
    """A playtest at 1280x800: once your Swoop hand held 20 cards in two rows, the
    middle's row of the felt had no height left, and the pile (three jacks) covered
    the lower half of Ben's face-up cards across the top. The middle keeps its
    height, the top seats theirs, and a hand of more than 12 cards uses smaller
    cards (one row of 20 here), so every seat, the pile and your hand show whole."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 1280, "height": 800}, errors)
    try:
        open_app(page, app_url, "seed=7&botdelay=0")
        start_swoop(page, players=4, target=60)
        biggest = 0
        for _ in range(12):
            assert wait_turn_or_end(page) == "controls"
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
            held = page.locator("[data-testid=my-hand] .card").count()
            if held > 12:
                page.wait_for_function("() => document.getAnimations().length === 0")
                biggest = held
                got = page.evaluate(SEATS_JS)
                assert got["bad"] == [], got
                assert outside(page, ".swoop-me") == []
                break
            play_a_turn(page)
        assert biggest > 12, "the deal never gave you a big hand"
    finally:
        page.context.close()
    assert errors == []


#: Parts of Swap Poker's table cut by its visible box: each bar and row, by test id.
SWAP_CUT = """() => { const t = document.querySelector('[data-testid=swap-table]');
  const box = t.getBoundingClientRect();
  return [...t.querySelectorAll('.seat-bar, .swap-row')].filter(e => {
    const r = e.getBoundingClientRect();
    return r.top < box.top - 1 || r.bottom > box.bottom + 1; }).map(e => e.dataset.testid); }"""


def _swap_bars_whole(browser: Browser, app_url: str, size: tuple[int, int], query: str,
                     moves: int, *, ana_first_hard: bool = False) -> None:
    """Swap Poker at ``size``: both bars whole at each of ``moves`` turns (passing)."""
    errors: list[str] = []
    page = _new_page(browser, {"width": size[0], "height": size[1]}, errors)
    try:
        open_app(page, app_url, query)
        page.get_by_test_id("game-swap-poker").click()
        if ana_first_hard:
            page.get_by_test_id("opt-first").select_option(index=1)
            page.get_by_test_id("seat-1-player").select_option("bot:hard")
        page.get_by_test_id("start").click()
        for n in range(moves):
            assert wait_turn_or_end(page) == "controls"
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
            assert page.evaluate(SWAP_CUT) == [], n
            page.get_by_test_id("action-pass").click()
    finally:
        page.context.close()
    assert errors == []


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720)])
def test_swap_poker_shows_both_bars_whole_on_a_desktop(browser: Browser, app_url: str,
                                                       size: tuple[int, int]) -> None:
    """Playtest 13 at 1280x800 (seed 44): once "Since you" and Ana's reason showed
    above the felt, the table was 28 px too high for its box: centred, it lost the
    top of Ana's bar and half of yours (at 1280x720 from the first pass on). The
    cards fit the height left to them."""
    _swap_bars_whole(browser, app_url, size, "seed=44&botdelay=0", 3)


def test_swap_poker_shows_your_bar_whole_when_the_rows_above_are_taller(
        browser: Browser, app_url: str) -> None:
    """Playtest 14 at 1280x800 (seed 1432323797, Ana first, hard): with the bots at
    a speed that shows Skip while they think, the status row kept Skip's height, and
    your bar was cut by the felt's foot on every turn. The cards fit the felt's box
    as it is, whatever the rows above it take."""
    _swap_bars_whole(browser, app_url, (1280, 800), "seed=1432323797&botdelay=700", 2,
                     ana_first_hard=True)


#: The other seats whose cards reach out of their box.
SEATS_SPILLED = """() => [...document.querySelectorAll('.felt-others .swingo-seat')]
  .filter(s => { const b = s.getBoundingClientRect();
    return [...s.querySelectorAll('.card')]
      .some(c => c.getBoundingClientRect().bottom > b.bottom + 1); })
  .map(s => s.querySelector('.seat-name').textContent)"""


def test_the_last_hands_result_leaves_the_top_seats_whole_on_a_desktop(browser: Browser,
                                                                       app_url: str) -> None:
    """Playtest 13, Swingo high-low at 1280x800 (seed 22, 5 players, hand 1 folded):
    in hand 2, with "Hand 1 result" above them, Ben's and Cleo's board cards spilled
    out of their boxes and the river box ran into Ben's. The felt's rows are never
    less than what they hold (the felt scrolls if it must)."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 1280, "height": 800}, errors)
    try:
        open_app(page, app_url, "seed=22&botdelay=0")
        page.get_by_test_id("game-swingo").click()
        page.get_by_test_id("players").select_option("5")
        page.get_by_test_id("opt-variant").select_option("high-low")
        page.get_by_test_id("opt-hands").fill("3")
        page.get_by_test_id("start").click()
        hand, checked = 1, 0
        for _ in range(12):
            state = wait_turn_or_end(page, dismiss=False)
            if state == "next":
                page.get_by_test_id("next-result").click()
                hand += 1
                continue
            assert state == "controls"
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
            if hand == 2:
                assert page.evaluate(SEATS_SPILLED) == []
                checked += 1
            if hand == 1 and page.get_by_test_id("action-fold").count():
                page.get_by_test_id("action-fold").click()
            else:
                play_a_move(page)
        assert checked >= 2
    finally:
        page.context.close()
    assert errors == []


#: The moves since your turn: how many, and how many are shown in the strip.
SINCE_SHOWN_JS = """() => { const items = [...document.querySelectorAll('.since-item')];
  return [items.length, items.filter(i => i.getBoundingClientRect().width > 1).length]; }"""


def test_a_desktop_strip_of_moves_shows_what_its_row_holds(browser: Browser,
                                                           app_url: str) -> None:
    """Playtest 20 at 1280x800, Swoop for 4 (seed 51): at your third turn eight moves
    had come since yours, and the strip showed one, "Cleo plays J♦", beside "+7
    earlier", its row otherwise empty: "+N earlier" (44 px) was higher than the row
    (30 px), so the strip never fitted it. With two moves or more since your turn,
    at least two show (two short moves always fit a desktop's row)."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 1280, "height": 800}, errors)
    try:
        open_app(page, app_url, "seed=51&botdelay=0")
        start_swoop(page, players=4, target=500)
        seen = []
        for _ in range(12):
            if wait_turn_or_end(page) != "controls":
                break
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
            seen.append(page.evaluate(SINCE_SHOWN_JS))
            play_a_turn(page)
        assert any(n >= 6 for n, _ in seen), seen  # "+N earlier" came up
        assert all(shown >= min(n, 2) for n, shown in seen), seen
    finally:
        page.context.close()
    assert errors == []


def test_the_last_deals_result_leaves_your_cards_in_view_on_a_desktop(browser: Browser,
                                                                      app_url: str) -> None:
    """Playtest 20 at 1280x800, Swoop for 5: at your first turn of deal 2 (you lead
    it, W-2) the last deal's result, a panel with its table of points at the top of
    the oval, pushed the seats and the pile down and your cards under the controls,
    "×11" of your place in sight. It is a closed line now, as Swingo's last hand
    (open on a tap): your cards and the controls are on screen."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 1280, "height": 800}, errors)
    try:
        open_app(page, app_url, "seed=11&botdelay=0")  # deal 1 led by seat 4, deal 2 by you
        start_swoop(page, players=5, target=500)
        play_to_the_next_deal(page)
        assert page.get_by_test_id("deal-banner").count() == 1
        finish_motion(page)
        assert outside(page, ".swoop-me") + outside(page, "[data-testid=controls]") == []
    finally:
        page.context.close()
    assert errors == []


#: What of your Swingo place is not in the oval's view: under the felt's foot (its
#: padding is the oval's rim), or the felt scrolled (it shows no scroll bar).
OWN_PLACE_CUT_JS = """() => {
    const area = document.querySelector('.screen-table.playing > .table-area');
    const foot = area.getBoundingClientRect().bottom
                 - parseFloat(getComputedStyle(area).paddingBottom);
    const bad = [];
    if (area.scrollHeight > area.clientHeight + 1 || area.scrollTop > 0)
      bad.push(`the felt scrolls ${area.scrollHeight - area.clientHeight} px`);
    for (const e of document.querySelectorAll('.felt-me, .felt-me .card, [data-testid=best-now]'))
      if (e.getBoundingClientRect().bottom > foot + 1)
        bad.push(`${e.dataset.card || e.dataset.testid || e.className} ends at ` +
                 `${Math.round(e.getBoundingClientRect().bottom)}, ` +
                 `the felt at ${Math.round(foot)}`);
    return bad; }"""


@pytest.mark.parametrize("size", ["1280x800", "1024x768"])
def test_the_last_hands_result_and_a_bet_line_leave_your_place_in_view(
        browser: Browser, app_url: str, size: str) -> None:
    """A playtest at 1280x800, Swingo (seed 31 for 5, seed 23 for 8): in hand 2, with
    "Hand 1 result" at the felt's top and a top seat's "bet 3" on a line of its own,
    the felt held more than its height: your hole cards' foot and "Best now" were
    under the felt's rim, the felt scrolling with no scroll bar. At each of your turns
    of hand 2 your board, your hole cards and "Best now" end above the felt's foot and
    the felt does not scroll (tablefit.fit_swingo_mine makes your cards smaller); a
    folded top seat is a bar, not a box as high as the seat with the bet."""
    errors: list[str] = []
    width, height = SIZES[size]
    page = _new_page(browser, {"width": width, "height": height}, errors)
    try:
        open_app(page, app_url, "seed=23&botdelay=0")
        start_swingo(page, players=8, hands=4)
        hand, checked = 1, 0
        for _ in range(16):
            state = wait_turn_or_end(page, dismiss=False)
            if state == "next":
                hand += 1
                if hand > 2:
                    break
                page.get_by_test_id("next-result").click()
                continue
            assert state == "controls"
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
            if hand == 1:  # you fold: hand 2 has the result's bar at the felt's top
                fold = page.get_by_test_id("action-fold")
                fold.click() if fold.count() else play_a_move(page)
                continue
            finish_motion(page)
            assert page.locator(".felt-news").count() == 1
            cut = page.evaluate(OWN_PLACE_CUT_JS)
            if cut:
                shot(page, f"own-place-cut-{size}")  # e2e/artifacts
            assert cut == []
            tops = page.evaluate("""() => [...document.querySelectorAll(
                '.felt-top > .swingo-seat')].map(s => [s.matches('.status-folded'),
                s.getBoundingClientRect().height])""")
            lived = [h for folded, h in tops if not folded]
            for folded, h in tops:
                if folded and lived:
                    assert h < max(lived) - 20, tops
            checked += 1
            play_a_move(page)
        assert checked >= 3
    finally:
        page.context.close()
    assert errors == []
