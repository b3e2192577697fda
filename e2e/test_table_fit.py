"""A second playtest of the tables on phones (360x640, 390x844) and a desktop
(1280x800), measured in a real Chromium:

- Swingo's "What each choice leaves on your board": opening it squeezed the strip
  of other seats to 0 px on a phone (the seats on a desktop) and cut the list off.
- The strip of other seats: at 360x640 Swoop's was shorter than one row (0 px
  once the Play bar showed); at 390x844 "more players" covered Cleo, the last
  seat; Swingo's second row of 8 players was half under it.
- Swap Poker: the dashed ring of the last move crossed a label of the cards
  underneath (6 of diamonds read as a 5), a count badge covered a label.
- A picked quick amount in Swingo's betting was dark and looked switched off.
- A Swingo seat's "to act" or "declared high" lay over its cards on a phone, and
  "declared high" went under some names and beside others on a desktop.
- At 360 px the title took two lines once Undo showed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from .conftest import _new_page
from .test_layout import outside, start, to_lobby
from .test_phone_table import title_lines
from .test_ui_swingo import play_a_move, play_until, start_swingo
from .ui_helpers import (
    ARTIFACTS,
    NEXT_FRAMES_JS,
    finish_motion,
    open_app,
    play_one_move,
    run_axe,
    scroll_to_rest,
    shot,
    wait_turn_or_end,
)

SIZES = {"360x640": (360, 640), "390x844": (390, 844), "1280x800": (1280, 800)}
PHONES = ["360x640", "390x844"]

#: Geometry helpers: a box, whether two boxes meet, and the part of an element
#: left visible by the boxes that clip it (overflow other than visible; the page's
#: own scrolling does not count: a page can be scrolled to it).
GEOMETRY_JS = """
const box = e => e.getBoundingClientRect();
const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
                       Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
const shown = e => {
  const r = box(e);
  let v = {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
  for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.display === 'contents') continue;
    const q = box(a);
    if (s.overflowX !== 'visible') {
      v.left = Math.max(v.left, q.left); v.right = Math.min(v.right, q.right); }
    if (s.overflowY !== 'visible') {
      v.top = Math.max(v.top, q.top); v.bottom = Math.min(v.bottom, q.bottom); }
  }
  return v;
};
const whole = e => { const r = box(e), v = shown(e);
  return v.left <= r.left + 1 && v.top <= r.top + 1 && v.right >= r.right - 1 &&
         v.bottom >= r.bottom - 1 && r.height > 0; };
const said = e => `${e.dataset.testid || e.className} "${e.textContent.trim().slice(0, 20)}"`;
"""


@contextmanager
def sized(browser: Browser, app_url: str, size: str) -> Iterator[Page]:
    errors: list[str] = []
    width, height = SIZES[size]
    page = _new_page(browser, {"width": width, "height": height}, errors)
    try:
        open_app(page, app_url, "seed=11&botdelay=0")
        yield page
    finally:
        page.context.close()
    assert errors == [], f"console errors: {errors}"


def settle(page: Page) -> None:
    """Where things rest, not where a card is while it slides (motion.py), and
    two frames on (the strip's cue follows its scroll state a frame later)."""
    finish_motion(page)
    page.evaluate(NEXT_FRAMES_JS)


# -- Swingo: the list of what each choice leaves on your board -------------------

#: The other seats (each wholly shown, its height) and the list's lines.
CHOICES_JS = "() => {" + GEOMETRY_JS + """
    const seats = [...document.querySelectorAll('.felt-others [data-testid^=seat-]')];
    return {seats: seats.map(s => ({name: s.querySelector('.seat-name').textContent,
                                    whole: whole(s), height: box(s).height})),
            lines: [...document.querySelectorAll('[data-testid=every-choice] li')]
                       .map(li => ({text: li.textContent, whole: whole(li)}))};
}"""

#: Each line of the list (scrolled to when ``scroll``: the page scrolls): is it on
#: screen, the one on top there (not under the controls' bar)?
READ_EACH_LINE_JS = """(scroll) => {
    const bad = [];
    for (const li of document.querySelectorAll('[data-testid=every-choice] li')) {
      if (scroll) li.scrollIntoView({block: 'center'});
      const r = li.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (r.top < 0 || r.bottom > innerHeight || !hit || !li.contains(hit))
        bad.push(`"${li.textContent}" cannot be read (${hit ? hit.className : 'nothing'} there)`);
    }
    return bad;
}"""


@pytest.mark.parametrize("size", list(SIZES))
def test_opening_the_board_choices_keeps_the_seats_in_view_and_the_whole_list_readable(
        browser: Browser, app_url: str, size: str) -> None:
    with sized(browser, app_url, size) as page:
        start(page, "swingo", 6)
        play_until(page, "hole-choice", moves=8)
        settle(page)
        closed = page.evaluate(CHOICES_JS)
        page.locator("[data-testid=every-choice] summary").click()
        page.wait_for_timeout(300)  # scrolled to it
        settle(page)
        opened = page.evaluate(CHOICES_JS)
        on_screen = page.evaluate(READ_EACH_LINE_JS, False)  # without scrolling it
        shot(page, f"board-choices-open-{size}")  # e2e/artifacts
        assert len(opened["seats"]) == 5 and len(opened["lines"]) == 10, opened
        hidden = [s["name"] for s in opened["seats"] if not s["whole"]]
        squashed = [s["name"] for s, was in zip(opened["seats"], closed["seats"], strict=True)
                    if s["height"] < was["height"] - 1]
        cut = [line["text"] for line in opened["lines"] if not line["whole"]]
        assert (hidden, squashed, cut) == ([], [], []), opened
        assert on_screen == []
        assert page.evaluate(READ_EACH_LINE_JS, True) == []
        shot(page, f"board-choices-read-{size}")
        assert outside(page, "[data-testid=controls]") == []  # still at hand


#: The five cards' tops, and how often the way to choose is written on screen.
HOLE_CHOICE_JS = """() => ({
    tops: [...document.querySelectorAll('[data-testid=hole-choice] .card')]
              .map(c => Math.round(c.getBoundingClientRect().top)),
    said: (document.body.innerText.match(/Tap (the )?two cards/g) || []).length,
})"""


@pytest.mark.parametrize("size", list(SIZES))
def test_the_hole_choice_says_how_once_and_picking_leaves_the_cards_in_place(
        browser: Browser, app_url: str, size: str) -> None:
    """Playtest of this stop (390x844, seed 5): the way to choose hole cards took
    three lines above the cards and was said again by the controls; picking the
    second card swapped the closed list for a shorter line and moved the cards
    23 px. Now the controls say it, once, and the cards stay put."""
    with sized(browser, app_url, size) as page:
        start(page, "swingo", 5)
        play_until(page, "hole-choice", moves=8)
        settle(page)
        before = page.evaluate(HOLE_CHOICE_JS)
        assert before["said"] == 1, before
        for i in (0, 1):
            page.get_by_test_id(f"my-card-{i}").click()
            page.wait_for_selector("html[data-busy=false]")
        settle(page)
        after = page.evaluate(HOLE_CHOICE_JS)
        assert page.get_by_test_id("board-left").count() == 1
        # the unpicked cards (a picked one rises a little)
        assert after["tops"][2:] == before["tops"][2:], (before, after)


# -- the strip of other seats on a phone ---------------------------------------

#: What is wrong with the strip: no whole row of seats in it; a seat cut at its
#: foot (it ends at a whole row); its cue ("more players") over the name or cards
#: of a seat (where the seat shows).
STRIP_JS = "() => {" + GEOMETRY_JS + """
    const o = document.querySelector('.felt-others');
    const strip = box(o), bad = [];
    const seats = [...o.querySelectorAll('[data-testid^=seat-]')];
    const tops = [...new Set(seats.map(s => Math.round(box(s).top)))];
    const inStrip = s => box(s).top >= strip.top - 1 && box(s).bottom <= strip.bottom + 1;
    const rows = tops.map(t => seats.filter(s => Math.round(box(s).top) === t));
    if (!rows.some(row => row.every(inStrip)))
      bad.push(`no whole row of seats: the strip is ${Math.round(strip.height)} px high`);
    for (const s of seats)
      if (box(s).top < strip.bottom - 1 && box(s).bottom > strip.bottom + 1)
        bad.push(`${s.querySelector('.seat-name').textContent} is cut at the strip's foot`);
    for (const pseudo of ['::before', '::after']) {
      const c = getComputedStyle(o, pseudo);
      if (c.display === 'none' || c.content === 'none' || c.position !== 'absolute') continue;
      const felt = box(o.offsetParent);
      const top = felt.top + parseFloat(c.top), left = felt.left + parseFloat(c.left);
      const cue = {top, left, right: left + parseFloat(c.width) + parseFloat(c.paddingLeft) +
                   parseFloat(c.paddingRight),
                   bottom: top + parseFloat(c.height) + parseFloat(c.paddingTop) +
                   parseFloat(c.paddingBottom)};
      for (const s of seats)
        for (const part of s.querySelectorAll('.seat-name, .card, .stack, .score, .bet')) {
          const r = box(part), v = shown(part);
          const seen = {left: v.left, right: v.right, top: Math.max(v.top, r.top),
                        bottom: Math.min(v.bottom, r.bottom)};
          if (seen.bottom - seen.top > 1 && meet(seen, cue))
            bad.push(`${c.content} covers ` +
                     `${s.querySelector('.seat-name').textContent}'s ${part.className}`);
        }
      for (const part of o.offsetParent.querySelectorAll('.card, .pile-info, .pot'))
        if (!o.contains(part) && meet(box(part), cue))  // e.g. the pile's raised top run
          bad.push(`${c.content} covers ${part.dataset.card || part.className}`);
    }
    if (document.documentElement.scrollHeight > innerHeight + 1) bad.push('the page scrolls');
    const after = getComputedStyle(o, '::after');
    if (o.scrollHeight - o.clientHeight > 1 && !(after.display !== 'none' &&
        after.content.includes('more players')))
      bad.push('the strip scrolls without saying so');
    return {bad, over: o.scrollHeight - o.clientHeight,
            rows: tops.map(t => Math.round(t - strip.top + o.scrollTop))};
}"""


def strip_problems(page: Page, *, own: bool = True) -> list[str]:
    """``own``: also your own cards wholly on screen (not once one is picked: the
    picked card stands over the corner of the next in its fan)."""
    got = page.evaluate(STRIP_JS)
    found: list[str] = list(got["bad"]) + outside(page, "[data-testid=controls]")
    if own:
        found += outside(page, ".swoop-me, [data-testid=mine]")
    if got["over"] > 1:  # it scrolls: a scroll stops with a row of seats at the top
        at = scroll_to_rest(page, ".felt-others", by=12)
        if not any(abs(at - row) <= 1 for row in got["rows"]) and at < got["over"] - 1:
            found.append(f"a scroll stopped at {at}, between rows {got['rows']}")
        scroll_to_rest(page, ".felt-others", to=0)
    return found


#: (game, players) on a phone; each at its start, then with Swoop's Play bar (a card
#: picked) or Swingo's hint asked for.
STRIPS = [("swoop", n) for n in range(3, 9)] + [("swingo", n) for n in range(4, 11)]


@pytest.mark.parametrize("size", PHONES)
def test_the_strip_of_seats_shows_a_whole_row_and_its_cue_covers_no_seat(
        browser: Browser, app_url: str, size: str) -> None:
    bad: dict[str, list[str]] = {}
    with sized(browser, app_url, size) as page:
        for game, players in STRIPS:
            start(page, game, players)
            settle(page)
            found = strip_problems(page)
            if game == "swoop" and page.locator(".swoop-hand button.card").count():
                page.locator(".swoop-hand button.card").first.click()
                page.wait_for_selector("[data-testid=action-play]")
            elif game == "swingo" and page.get_by_test_id("get-hint").count():
                page.get_by_test_id("get-hint").click()
                page.wait_for_selector("[data-testid=coach-hint]")
            settle(page)
            found += [f"then: {f}" for f in strip_problems(page, own=False)]
            if found:
                bad[f"{game}-{players}"] = found
                shot(page, f"strip-failed-{size}-{game}-{players}")  # e2e/artifacts
    assert bad == {}


def test_the_strip_of_seats_ends_at_a_whole_row_through_a_swingo_match(
        browser: Browser, app_url: str) -> None:
    """Playtest 19, Swingo for 5 at 390x844 (seed 31): from hand 1's third turn the
    strip of seats was 79 px high for rows of 66 px, so the next row (Dev's seat,
    then the last hand's result) showed 13 px, cut at the strip's foot. At each of
    your turns through three hands, no seat and no result is cut there."""
    bad: list[str] = []
    with sized(browser, app_url, "390x844") as page:
        open_app(page, app_url, "seed=31&botdelay=0")
        start_swingo(page, players=5, hands=3)
        for turn in range(30):
            if wait_turn_or_end(page) != "controls":
                break
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
            settle(page)
            bad += [f"turn {turn}: {cut}" for cut in page.evaluate(CUT_AT_FOOT_JS)]
            play_a_move(page)
        assert turn >= 10
    assert bad == []


#: What in the strip of seats is cut at its foot: a seat or the last hand's result.
CUT_AT_FOOT_JS = """() => { const o = document.querySelector('.felt-others');
  const foot = o.getBoundingClientRect().bottom;
  return [...o.querySelectorAll(':scope > .felt-news, [data-testid^=seat-]')]
    .filter(p => { const b = p.getBoundingClientRect();
                   return b.top < foot - 1 && b.bottom > foot + 1; })
    .map(p => p.getAttribute('data-testid') || "the last hand's result"); }"""


#: Whether the strip of seats scrolls (some seat out of its view) and, if so, which.
HIDDEN_SEATS_JS = """() => {
    const o = document.querySelector('.felt-others'), b = o.getBoundingClientRect();
    return [...o.querySelectorAll('[data-testid^=seat-]')]
      .filter(s => s.getBoundingClientRect().bottom > b.bottom + 1)
      .map(s => s.querySelector('.seat-name').textContent);
}"""


def test_swoop_shows_every_other_seat_at_three_and_four_players_on_a_390_phone(
        browser: Browser, app_url: str) -> None:
    """A playtest at 390x844, Swoop with 4 players: Cleo, the third seat, was under
    "more players" while 66 px of felt stood empty (the pile's line on two rows, the
    cue's band kept under a strip that did not scroll). At its start, with the Play
    bar and with a hint, every seat shows."""
    bad: dict[str, list[str]] = {}
    with sized(browser, app_url, "390x844") as page:
        for players in (3, 4):
            start(page, "swoop", players)
            settle(page)
            hidden = {"start": page.evaluate(HIDDEN_SEATS_JS)}
            page.get_by_test_id("get-hint").click()
            page.wait_for_selector("[data-testid=coach-hint]")
            settle(page)
            hidden["hint"] = page.evaluate(HIDDEN_SEATS_JS)
            found = [f"{when}: {', '.join(names)} hidden"
                     for when, names in hidden.items() if names]
            if found:
                bad[f"swoop-{players}"] = found
                shot(page, f"seats-hidden-swoop-{players}")  # e2e/artifacts
    assert bad == {}


def swingo_turns(page: Page, app_url: str, seed: int, turns: int, *,
                 hint: bool = False) -> Iterator[str]:
    """Swingo for 5 at 390x844, three hands: at each of your first ``turns`` turns,
    at rest ("turn n"), and when ``hint`` with a hint asked for in the betting
    ("turn n, hint"); then a move (:func:`play_a_move`)."""
    open_app(page, app_url, f"seed={seed}&botdelay=0")
    start_swingo(page, players=5, hands=3)
    for turn in range(turns):
        if wait_turn_or_end(page) != "controls":
            return
        page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        settle(page)
        yield f"turn {turn}"
        if hint and not page.get_by_test_id("hole-choice").count():
            page.get_by_test_id("get-hint").click()
            page.wait_for_selector("[data-testid=coach-hint]")
            settle(page)
            yield f"turn {turn}, hint"
        play_a_move(page)


#: What a strip of seats hides that matters: a seat still in the hand out of view
#: while a folded one is in it, or the seat of the newest move (still in the hand).
LIVE_HIDDEN_JS = """() => {
    const o = document.querySelector('.felt-others'), b = o.getBoundingClientRect();
    const seats = [...o.querySelectorAll('[data-testid^=seat-]')];
    const name = s => s.querySelector('.seat-name').textContent.trim();
    const inView = s => { const r = s.getBoundingClientRect();
                          return r.top >= b.top - 1 && r.bottom <= b.bottom + 1; };
    const live = s => !s.matches('.status-folded, .status-out');
    const bad = seats.filter(s => live(s) && !inView(s)).map(s => `${name(s)} out of view`);
    if (!seats.some(s => !live(s) && inView(s))) bad.length = 0;
    const who = [...document.querySelectorAll('.since-item .who')].pop();
    const mover = who && seats.find(s => name(s) === who.textContent.trim());
    if (mover && live(mover) && !inView(mover))
      bad.push(`${name(mover)}, who just moved, out of view`);
    return bad;
}"""


@pytest.mark.parametrize("seed", [1, 2])
def test_the_strip_of_seats_shows_the_seats_still_in_the_hand(
        browser: Browser, app_url: str, seed: int) -> None:
    """A playtest, Swingo for 5 at 390x844: in round 3 the strip showed Dev's row
    only ("more players" above it), Ana, who had just called, out of sight, with
    empty felt under the middle; heads-up, with the Hint open, it showed the three
    folded seats and not Dev, who had just bet. At each turn, with and without a
    hint, every seat still in the hand shows before any folded one, and the seat of
    the newest move shows."""
    bad: list[str] = []
    with sized(browser, app_url, "390x844") as page:
        for when in swingo_turns(page, app_url, seed, 12, hint=True):
            found = page.evaluate(LIVE_HIDDEN_JS)
            if found:
                bad.append(f"{when}: {', '.join(found)}")
                shot(page, f"live-hidden-{seed}-{when.replace(' ', '-')}")  # e2e/artifacts
    assert bad == []


#: The strip's cue, and whether some seat is out of its view below.
CUE_JS = """() => {
    const o = document.querySelector('.felt-others'), b = o.getBoundingClientRect();
    return [getComputedStyle(o, '::after').content,
            [...o.querySelectorAll('[data-testid^=seat-]')]
              .some(s => s.getBoundingClientRect().bottom > b.bottom + 1)];
}"""


def test_the_strip_cue_says_more_players_only_with_a_seat_below(
        browser: Browser, app_url: str) -> None:
    """A playtest, Swingo for 5 at 390x844: at hand 3's start all four other seats
    showed, and the cue under them read "more players, last hand's result". It says
    "more players ... ↓" only with a seat below its view, at each turn and with the
    strip scrolled by hand to its foot and back."""
    bad: list[str] = []
    with sized(browser, app_url, "390x844") as page:
        for when in swingo_turns(page, app_url, 7, 10):
            views = [page.evaluate(CUE_JS)]
            if page.evaluate("() => { const o = document.querySelector('.felt-others');"
                             " return o.scrollHeight > o.clientHeight + 1; }"):
                for to in (999, 0):
                    scroll_to_rest(page, ".felt-others", to=to)
                    views.append(page.evaluate(CUE_JS))
            bad += [f"{when}: {cue}" for cue, below in views
                    if ("more players \u2193" in cue or "more players," in cue) != below]
    assert bad == []


#: Each bet of the other seats over a card.
BET_OVER_CARD_JS = "() => {" + GEOMETRY_JS + """
    const cards = [...document.querySelectorAll('.felt .card')];
    return [...document.querySelectorAll('.felt-others .bet')].flatMap(bet =>
      cards.filter(c => meet(box(bet), box(c))).map(c => `${said(bet)} over ${
        c.getAttribute('aria-label') || c.textContent}`));
}"""


def test_no_bet_covers_a_card_of_the_other_seats(browser: Browser, app_url: str) -> None:
    """A playtest, Swingo for 5 at 390x844: Dev's "bet 13" lay on his third board
    card, hiding its lower half. A seat's bet is beside or under its cards."""
    bad: list[str] = []
    with sized(browser, app_url, "390x844") as page:
        for when in swingo_turns(page, app_url, 7, 10):
            bad += [f"{when}: {found}" for found in page.evaluate(BET_OVER_CARD_JS)]
    assert bad == []


#: The tags of the other seats ("to act", "thinking...", "all-in", "folded", a
#: declaration) shown: each over a card, one of a shown board not in the seat's
#: line (above its cards), a declaration not beside the name (its middle outside
#: the name's line); and how many there are with a board shown.
TAGS_JS = "() => {" + GEOMETRY_JS + """
    const cards = [...document.querySelectorAll('.felt .card')], bad = [];
    let tags = 0;
    for (const seat of document.querySelectorAll('.felt-others .swingo-seat')) {
      const name = box(seat.querySelector('.seat-name'));
      const board = seat.querySelector('.board > .card:not(.back)');
      for (const tag of seat.querySelectorAll('.acting, .seat-line .status')) {
        const t = box(tag);
        if (t.width < 1) continue;
        if (board) tags += 1;
        for (const c of cards.filter(c => meet(t, box(c))))
          bad.push(`${said(tag)} over ${c.getAttribute('aria-label') || c.textContent}`);
        if (board && t.bottom > box(board).top + 1)
          bad.push(`${said(tag)} not above the cards`);
        const middle = (t.top + t.bottom) / 2;
        if (tag.textContent.includes('declared') && (middle < name.top || middle > name.bottom))
          bad.push(`${said(tag)} not beside the name`);
      }
    }
    return {bad, tags};
}"""

TAG_SIZES = {"390x844": (390, 844), "360x640": (360, 640), "1024x768": (1024, 768)}


def _swingo_game(page: Page, app_url: str, query: str, players: int,
                 variant: str | None = None) -> None:
    open_app(page, app_url, query)
    to_lobby(page)
    page.get_by_test_id("game-swingo").click()
    page.get_by_test_id("players").select_option(str(players))
    if variant:
        page.get_by_test_id("opt-variant").select_option(variant)
    page.get_by_test_id("opt-hands").fill("1")
    page.get_by_test_id("start").click()
    page.wait_for_selector("[data-testid=controls], [data-testid=confirm], .felt-others",
                           timeout=60_000)
    if page.get_by_test_id("confirm").count():  # a game in progress: replace it
        page.get_by_test_id("confirm-yes").click()


@pytest.mark.parametrize("size", list(TAG_SIZES))
def test_no_seat_tag_covers_a_card(browser: Browser, app_url: str, size: str) -> None:
    """A playtest at 390x844, Swingo for 5 (seed 21): "to act" sat on the foot of a
    seat's first board card on every bot's turn; high-low for 4 (seed 14) at the
    match's end: "declared high" covered most of Ben's hole cards. At 1024x768
    "declared high" went beside Dev's name and under Ben's. A seat's tag is beside
    its name and chips, over no card: on a bot's turn (the bots at their pace) and
    at the end of a high-low match."""
    errors: list[str] = []
    width, height = TAG_SIZES[size]
    page = _new_page(browser, {"width": width, "height": height}, errors)
    bad: list[str] = []
    try:
        _swingo_game(page, app_url, "seed=21&botdelay=700", 5)
        seen = 0
        for _ in range(40):  # a bot's turn with a board shown ("to act", "thinking")
            page.wait_for_selector(
                "[data-testid=controls], [data-testid=results], .felt-others"
                " .swingo-seat:has(> .board > .card:not(.back)) .acting", timeout=60_000)
            if page.locator(".felt-others .acting").count():
                settle(page)
                got = page.evaluate(TAGS_JS)
                seen += got["tags"]
                bad += [f"bot's turn: {found}" for found in got["bad"]]
                if seen >= 2:
                    break
                page.wait_for_timeout(300)
            elif wait_turn_or_end(page) == "controls":
                play_a_move(page)
            else:
                break
        assert seen >= 2
        _swingo_game(page, app_url, "seed=14&botdelay=0", 4, "high-low")
        for _ in range(30):
            if wait_turn_or_end(page) != "controls":
                break
            play_a_move(page)
        page.wait_for_selector("[data-testid=results]")
        settle(page)
        shot(page, f"tags-{size}-high-low-end")  # e2e/artifacts
        got = page.evaluate(TAGS_JS)
        assert page.locator(".felt-others .status", has_text="declared").count() >= 1
        bad += [f"high-low, the match's end: {found}" for found in got["bad"]]
    finally:
        page.context.close()
    assert bad == []
    assert errors == []


# -- the other seats' face-up cards on a phone ------------------------------------

#: Each face-up card of the other seats, every seat brought into the strip's view in
#: turn: its rank and its suit at least 11 px, wholly shown, and on top (no card, no
#: cue over them). The count of cards measured.
FACES_JS = "() => {" + GEOMETRY_JS + """
    const o = document.querySelector('.felt-others'), bad = [];
    const onTop = (e, card) => { const r = box(e);
      return [[.25, .25], [.75, .25], [.5, .5], [.25, .75], [.75, .75]].every(([x, y]) => {
        const hit = document.elementFromPoint(r.left + r.width * x, r.top + r.height * y);
        return hit && card.contains(hit); }); };
    let cards = 0;
    for (const seat of o.querySelectorAll('[data-testid^=seat-]')) {
      o.scrollTop += box(seat).top - box(o).top;
      const name = seat.querySelector('.seat-name').textContent;
      for (const card of seat.querySelectorAll('.card:not(.back)')) {
        const corner = card.querySelector('.corner');
        if (!corner) continue;
        cards += 1;
        for (const glyph of corner.children) {
          const said = `${name}'s ${card.dataset.card} ${glyph.className}`;
          const size = parseFloat(getComputedStyle(glyph).fontSize);
          if (size < 11) bad.push(`${said} is ${size.toFixed(1)} px`);
          if (!whole(glyph)) bad.push(`${said} is cut off`);
          else if (!onTop(glyph, card)) bad.push(`${said} is covered`);
        }
      }
    }
    o.scrollTop = 0;
    return {bad, cards};
}"""


@pytest.mark.parametrize("size", PHONES)
def test_every_face_up_card_of_the_other_seats_reads_on_a_phone(
        browser: Browser, app_url: str, size: str) -> None:
    """Playtest: at 390x844 Swoop's seats (8 players) showed their face-up cards
    18-23 px wide, Swingo's (6 to 10) boards 22 px wide and fanned over each
    other's corners: a rank and suit 7 to 8 px high, or half covered. Now each
    one's rank and suit are 11 px at least and on top, Swoop at its start and
    Swingo's boards once shown (after the hole cards are chosen)."""
    bad: dict[str, list[str]] = {}
    with sized(browser, app_url, size) as page:
        for game, players in (("swoop", 8), ("swingo", 6), ("swingo", 10)):
            start(page, game, players)
            if game == "swingo":
                play_until(page, "hole-choice", moves=8)
                play_a_move(page)
                play_until(page, "amount-min", moves=4)
            settle(page)
            got = page.evaluate(FACES_JS)
            settle(page)
            shot(page, f"faces-{size}-{game}-{players}")  # e2e/artifacts
            assert got["cards"] >= (20 if game == "swoop" else 3), got
            if got["bad"]:
                bad[f"{game}-{players}"] = got["bad"]
    assert bad == {}


# -- Swap Poker: the cards underneath and the counts --------------------------

#: Every label of a card underneath, every count and every card's corner (rank and
#: suit): wholly shown, on top where it is, its text not cut, and no label under
#: the ring drawn round its spot's card (the last move's dashed one).
LABELS_JS = "() => {" + GEOMETRY_JS + """
    const bad = [];
    const onTop = e => { const r = box(e);
      return [[.5, .5], [.25, .5], [.75, .5], [.5, .2], [.5, .8]].every(([x, y]) => {
        const hit = document.elementFromPoint(r.left + r.width * x, r.top + r.height * y);
        return hit && e.contains(hit); }); };
    const parts = [...document.querySelectorAll(
      '.under-card, .spot .depth, .swap-row .card .corner')];
    for (const e of parts) {
      if (!whole(e)) bad.push(`${said(e)} is cut off`);
      else if (!onTop(e)) bad.push(`${said(e)} is covered`);
      if (e.scrollWidth > e.clientWidth + 1) bad.push(`${said(e)}: its text is cut`);
    }
    for (const spot of document.querySelectorAll('.spot')) {
      const c = spot.querySelector('.card'), s = getComputedStyle(c);
      const ring = s.outlineStyle === 'none' ? 0 :
        parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
      const r = box(c);
      const out = {left: r.left - ring, right: r.right + ring,
                   top: r.top - ring, bottom: r.bottom + ring};
      for (const u of spot.querySelectorAll('.under-card'))
        if (ring && meet(box(u), out))
          bad.push(`the ring round ${c.dataset.card} crosses ${said(u)}`);
    }
    return {bad, labels: document.querySelectorAll('.under-card').length,
            moved: document.querySelectorAll('.spot.moved .under-card').length};
}"""


@pytest.mark.parametrize("size", PHONES)
def test_every_card_under_a_swap_poker_stack_and_every_count_shows_whole(
        browser: Browser, app_url: str, size: str) -> None:
    """Stack on the deepest spot offered at each turn (deep stacks, many labels)."""
    bad: dict[int, list[str]] = {}
    most = moved = 0
    with sized(browser, app_url, size) as page:
        start(page, "swap-poker", 2)
        for turn in range(12):
            if wait_turn_or_end(page) != "controls":
                break
            settle(page)
            got = page.evaluate(LABELS_JS)
            most, moved = max(most, got["labels"]), max(moved, got["moved"])
            if got["bad"]:
                bad[turn] = got["bad"]
                shot(page, f"swap-labels-failed-{size}-{turn}")  # e2e/artifacts
            targets = page.locator("[data-testid^=target-]")
            if not targets.count():
                page.get_by_test_id("action-pass").click()
                continue
            depths = [int(targets.nth(i).evaluate("e => e.closest('.spot').dataset.depth"))
                      for i in range(targets.count())]
            targets.nth(depths.index(max(depths))).click()
            stack = page.get_by_test_id("action-stack")
            (stack if stack.count() else page.get_by_test_id("action-swap")).click()
    assert bad == {}
    assert most >= 4 and moved, (most, moved)  # stacks to look at


# -- Swingo: the amount picked --------------------------------------------------

PRESET_JS = """() => {
    const lum = c => { const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; };
    const on = document.querySelector('.btn-preset[aria-pressed=true]');
    const off = document.querySelector('.btn-preset[aria-pressed=false]');
    const s = getComputedStyle(on);
    return {on: lum(s.backgroundColor), off: lum(getComputedStyle(off).backgroundColor),
            opacity: +s.opacity, text: lum(s.color),
            mark: getComputedStyle(on.querySelector('.preset-name'), '::before').content};
}"""


@pytest.mark.parametrize("size", PHONES)
def test_a_picked_quick_amount_reads_as_picked(browser: Browser, app_url: str,
                                              size: str) -> None:
    """Light, as a pressed key is lit (not darker than the others: a playtest
    read the dark one as switched off), dark text, a check mark; axe finds nothing."""
    with sized(browser, app_url, size) as page:
        start(page, "swingo", 8)
        assert page.locator(".btn-preset[aria-pressed=true]").count() == 1
        got = page.evaluate(PRESET_JS)
        ARTIFACTS.mkdir(exist_ok=True)
        page.get_by_test_id("controls").screenshot(path=str(ARTIFACTS / f"preset-{size}.png"))
        assert got["on"] >= 0.7 and got["text"] < 0.3 and got["opacity"] == 1, got
        assert "\u2713" in got["mark"], got
        assert run_axe(page) == []


# -- the top bar on a small phone ------------------------------------------------

def test_the_title_stays_on_one_line_beside_undo_on_a_small_phone(browser: Browser,
                                                                 app_url: str) -> None:
    with sized(browser, app_url, "360x640") as page:
        start(page, "swingo", 3)
        undo = page.locator("[data-testid=undo], [data-testid=undo-off]")
        for _ in range(6):
            if undo.count() and not page.get_by_test_id("hole-choice").count():
                break
            play_a_move(page)
            assert wait_turn_or_end(page) == "controls"
        assert undo.count()
        got: dict[str, Any] = page.evaluate("""() => {
            const t = document.querySelector('.topbar-title');
            const taps = [...document.querySelectorAll('.topbar .btn')]
                .map(b => b.getBoundingClientRect());
            return {cut: t.scrollWidth > t.clientWidth + 1, text: t.textContent,
                    rows: new Set(taps.map(r => Math.round(r.top))).size,
                    small: taps.filter(r => r.height < 44 || r.width < 44).length};
        }""")
        shot(page, "title-small-phone")
        assert title_lines(page) == 1, got
        assert got == {"cut": False, "text": "Swingo Poker", "rows": 1, "small": 0}


# -- Swap Poker: the felt on a phone ---------------------------------------------

#: The felt's empty bands: from the frame's inside edge to the first part of the
#: table (the top seat's bar) and from the last (yours) to the frame; the widest
#: gap between two cards of a row, and cards of a row that overlap.
SWAP_FELT_JS = "() => {" + GEOMETRY_JS + """
    const area = document.querySelector('.table-area'), s = getComputedStyle(area);
    const b = box(area), border = parseFloat(s.borderTopWidth) || 0;
    const parts = [...document.querySelectorAll('[data-testid=swap-table] > *')].map(box);
    const rows = [...document.querySelectorAll('.swap-row')].map(
      row => [...row.querySelectorAll('.card')].map(box));
    const overlaps = rows.flatMap(cards => cards.slice(1).filter(
      (c, i) => meet(c, cards[i])).map(c => Math.round(c.left)));
    return {above: Math.round(parts[0].top - b.top - border),
            below: Math.round(b.bottom - border - parts[parts.length - 1].bottom),
            row: Math.round(rows[0][5].right - rows[0][0].left), width: innerWidth,
            overlaps};
}"""


@pytest.mark.parametrize("size", PHONES)
def test_the_swap_poker_felt_holds_the_table_without_empty_bands_on_a_phone(
        browser: Browser, app_url: str, size: str) -> None:
    """A playtest at 390x844: 80 px of empty felt above the top seat's bar and as
    much under yours; the rows take the width (the cards as large as it allows),
    the felt is drawn round them, the controls stay on screen."""
    with sized(browser, app_url, size) as page:
        start(page, "swap-poker", 2)
        for n in range(3):
            assert wait_turn_or_end(page) == "controls"
            settle(page)
            got = page.evaluate(SWAP_FELT_JS)
            shot(page, f"swap-felt-{size}-{n}")  # e2e/artifacts
            assert got["above"] <= 16 and got["below"] <= 16, got
            assert got["row"] >= .85 * got["width"] and got["overlaps"] == [], got
            assert outside(page, "[data-testid=controls]") == []
            play_one_move(page, n)


def test_a_short_screen_says_it_is_your_move_before_a_card_is_picked(
        browser: Browser, app_url: str) -> None:
    """Playtest 5 at 360x640, Swoop with 6: "Your move." gives way on a short screen
    and so did the bar's hint, leaving an empty 13 px bar and only the gold frame to
    say it was your turn. With no button yet, the hint shows."""
    with sized(browser, app_url, "360x640") as page:
        start(page, "swoop", 6)
        settle(page)
        hint = page.locator("[data-testid=controls] [data-testid=hint]")
        assert hint.is_visible() and "Tap cards" in hint.inner_text()
        assert strip_problems(page) == []


#: The name of the seat behind the newest move in the strip since your move, and
#: whether that seat shows whole in the strip of seats (null: not a seat's move).
MOVER_SHOWN_JS = """() => {
    const item = [...document.querySelectorAll('.since-item')].pop();
    const who = item && item.querySelector('.who');
    if (!who) return null;
    const o = document.querySelector('.felt-others'), b = o.getBoundingClientRect();
    const seat = [...o.querySelectorAll('[data-testid^=seat-]')]
      .find(s => s.querySelector('.seat-name').textContent.trim() === who.textContent.trim());
    if (!seat) return null;
    const r = seat.getBoundingClientRect();
    return {who: who.textContent, shown: r.top >= b.top - 1 && r.bottom <= b.bottom + 1};
}"""


def test_the_seat_that_just_moved_shows_in_a_strip_that_scrolls(
        browser: Browser, app_url: str) -> None:
    """Playtest 5, Swoop with 6 and 8 on a phone: the seat that had just swooped was
    under "more players". The strip scrolls to the seat that moved."""
    seen = []
    with sized(browser, app_url, "360x640") as page:
        start(page, "swoop", 8)
        for _ in range(3):
            settle(page)
            mover = page.evaluate(MOVER_SHOWN_JS)
            if mover is not None:
                seen.append(mover)
            page.locator(".swoop-hand button.card, [data-testid^=my-up-],"
                         " [data-testid^=turn-mystery-]").first.click()
            if page.get_by_test_id("action-play").count():
                page.get_by_test_id("action-play").click()
            page.wait_for_timeout(300)
            page.wait_for_selector("html[data-busy=false] [data-testid=controls]",
                                   timeout=60_000)
    assert seen and all(m["shown"] for m in seen), seen


#: With a hint asked for: the moves since yours that the strip shows, each wholly in
#: view; the other seats, each whole; and the strip's cue, if it says "more
#: players", with a seat out of view.
HINT_ROOM_JS = "() => {" + GEOMETRY_JS + """
    const bad = [];
    for (const e of document.querySelectorAll('.since-label, .since-item'))
      if (!e.matches('.since-old, .since-early') && !whole(e)) bad.push(`${said(e)} is cut`);
    const label = document.querySelector('.since-label');  // playtest 9: "Since / you:"
    if (label && label.getClientRects().length > 1) bad.push('"Since you:" is on two lines');
    const seats = [...document.querySelectorAll('.felt-others [data-testid^=seat-]')];
    for (const s of seats) if (!whole(s)) bad.push(`${said(s)} is cut`);
    const cue = getComputedStyle(document.querySelector('.felt-others'), '::after').content;
    if (cue.includes('more players') && seats.every(whole))
      bad.push(`${cue} with every seat shown`);
    return bad;
}"""


def test_a_hint_on_a_small_phone_leaves_the_moves_since_yours_and_the_seats_whole(
        browser: Browser, app_url: str) -> None:
    """Playtest 8 at 360x640, Swingo for 4, hand 2: the hint's three lines pushed the
    strip of moves since yours under the felt (the tops of its pills peeked out), cut
    the seats' "has chosen", and the cue under them said "more players" of the last
    hand's result. A hint now takes the room of the game's line and of the words on
    how to choose (it says what to choose), and the cue names the result."""
    with sized(browser, app_url, "360x640") as page:
        start(page, "swingo", 4)
        play_until(page, "hole-choice", moves=8)
        play_a_move(page)
        play_until(page, "action-fold", moves=40)  # hand 1 or 2: its betting
        play_until(page, "hole-choice", moves=40)  # hand 2: the last result by the seats
        assert page.get_by_test_id("last-hand").count()
        for step in ("hole choice", "betting"):
            page.get_by_test_id("get-hint").click()
            page.wait_for_selector("[data-testid=coach-hint]")
            settle(page)
            shot(page, f"hint-room-{step.replace(' ', '-')}")  # e2e/artifacts
            assert page.evaluate(HINT_ROOM_JS) == [], step
            assert outside(page, "[data-testid=controls], [data-testid=mine]") == [], step
            play_a_move(page)
            play_until(page, "amount-min", moves=20)


#: A button's background now, and with the mouse (a finger's last tap) over it.
LIT_JS = """(testid) => getComputedStyle(
    document.querySelector(`[data-testid=${testid}]`)).backgroundColor"""


def test_a_touch_screen_lights_no_button_that_came_under_the_last_tap(
        browser: Browser, app_url: str) -> None:
    """Playtest 8 (high-low, 390x844): "Both" came up cream-filled, as if chosen,
    where the last tap had been: the hover colour. On a touch screen a button is not
    lit by hover (on a desktop it is)."""
    errors: list[str] = []
    for touch, lit in ((True, False), (False, True)):
        width, height = SIZES["390x844" if touch else "1280x800"]
        page = _new_page(browser, {"width": width, "height": height}, errors,
                         is_mobile=touch, has_touch=touch)
        try:
            open_app(page, app_url, "seed=11&botdelay=0")
            start(page, "swingo", 3)
            page.mouse.move(0, 0)
            settle(page)
            for testid in ("menu", "get-hint"):  # a quiet button, a plain one
                before = page.evaluate(LIT_JS, testid)
                page.get_by_test_id(testid).hover()
                page.wait_for_timeout(400)  # the colour's transition
                assert (page.evaluate(LIT_JS, testid) != before) is lit, (touch, testid)
                page.mouse.move(0, 0)
        finally:
            page.context.close()
    assert errors == []
