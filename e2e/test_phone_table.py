"""The tables on a phone (390x844) as a player sees them: the Swingo table at the
river with every card inside its seat and nothing covering the last move, even
while the cards move (each animation held at its first frame); 7 to 10 Swingo
players without scrolling; tap targets 44 px high; the title on one line;
Swoop's hand big enough to tap; the announcer cleared for a new game. A small
phone (360x640): the title whole, every other seat readable, the label of your
hole cards on one line. Compact seats show a name of ten letters; once a match
is over every other seat shows whole. A desktop: Swingo's pot lists have no
bullets."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Browser, Page

from .conftest import _new_page
from .test_layout import outside, start, to_lobby
from .test_ui_swingo import play_a_move, play_until, start_swingo
from .test_ui_swoop import my_turns, play_a_turn, start_swoop
from .ui_helpers import (
    NEXT_FRAMES_JS,
    ONE_LINE,
    expect,
    finish_motion,
    open_app,
    scroll_to_rest,
    shot,
    wait_turn_or_end,
)

#: Boxes that overlap by more than a pixel (a card's shadow is not its box).
OVERLAPS_JS = """
const box = e => e.getBoundingClientRect();
const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
                       Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 &&
                         a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
"""


def freeze_animations(page: Page) -> None:
    """Hold every animation at its first frame: what a player sees as a move
    lands (a card sliding from where it was) stays on screen to be measured."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0})


def river_problems(page: Page) -> list[str]:
    found: list[str] = page.evaluate("() => {" + OVERLAPS_JS + """
        const bad = [];
        const river = document.querySelector('[data-testid=river] .card');
        const last = document.querySelector('[data-testid=last-move]');
        if (meet(box(river), box(last))) bad.push('the river card covers the last move');
        for (const seat of document.querySelectorAll('.swingo-seat'))
          for (const c of seat.querySelectorAll('.card'))
            if (!inside(box(c), box(seat)))
              bad.push(`a card of ${seat.dataset.testid} is outside it`);
        for (const best of document.querySelectorAll('[data-testid=best-now]')) {
          const words = [...best.querySelectorAll('strong, .borrow-note')];
          for (const chip of best.querySelectorAll('.best-card'))
            for (const w of words)
              if (meet(box(chip), box(w))) bad.push(`"${w.textContent}" covers a card`);
          for (const c of document.querySelectorAll('#app .card'))
            if (meet(box(c), box(best))) bad.push(`a card covers "Best now"`);
        }
        return bad;
    }""")
    return found


def test_swingo_river_on_a_phone(phone: Page, app_url: str) -> None:
    freeze_animations(phone)
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone)
    for _ in range(30):
        assert wait_turn_or_end(phone) == "controls"
        river = phone.locator("[data-testid=river] .card:not(.empty)").count()
        if river and phone.get_by_test_id("amount-min").count():
            break
        play_a_move(phone)
    else:
        raise AssertionError("no bet to answer at the river")
    shot(phone, "phone-swingo-river")  # e2e/artifacts
    assert river_problems(phone) == []
    assert title_lines(phone) == 1


def title_lines(page: Page) -> int:
    """How many lines the top bar's title takes."""
    lines: int = page.evaluate("""() => {
        const t = document.querySelector('.topbar-title');
        return Math.round(t.getBoundingClientRect().height /
                          parseFloat(getComputedStyle(t).lineHeight));
    }""")
    return lines


def fit(page: Page) -> dict[str, Any]:
    m: dict[str, Any] = page.evaluate("""() => {
        const o = document.querySelector('.felt-others');
        const more = document.querySelector('[data-testid=since-more]');
        const hand = document.querySelector('.swoop-hand .card');
        const ups = [...document.querySelectorAll('[data-testid^=my-up-]')]
            .map(e => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height));
        return {page: document.documentElement.scrollHeight - innerHeight,
                up: ups.length ? Math.min(...ups) : null,
                others: o ? o.scrollHeight - o.clientHeight : 0,
                more: more ? more.getBoundingClientRect().height : null,
                hand: hand ? hand.getBoundingClientRect().width : null};
    }""")
    return m


def test_phone_tables_fit_and_taps(phone: Page, app_url: str) -> None:
    """Swingo with 7 to 10 players: every seat on screen, nothing scrolls;
    "+N earlier" 44 px high; the title on one line; Swoop's hand at 3 players
    at least 50 px wide a card, its face-up cards 44 px (they were 39)."""
    open_app(phone, app_url, "seed=11&botdelay=0")
    bad: dict[str, object] = {}
    mores = []
    for game, players in (("swingo", 7), ("swingo", 8), ("swingo", 9), ("swingo", 10),
                          ("swoop", 3), ("swoop", 8)):
        start(phone, game, players)
        m = fit(phone)
        found = []
        if m["page"] > 1 or (game == "swingo" and m["others"] > 1):
            found.append(f"scrolls: {m}")
        if m["more"] is not None:
            mores.append(m["more"])
            if m["more"] < 44:
                found.append(f"'+N earlier' is {m['more']} px high")
        if title_lines(phone) != 1:
            found.append("the title takes two lines")
        if game == "swoop" and players == 3 and m["hand"] < 50:
            found.append(f"hand cards {m['hand']} px wide")
        if game == "swoop" and m["up"] is not None and m["up"] < 44:  # playtest: 39 px
            found.append(f"face-up cards {m['up']} px wide")
        if found:
            bad[f"{game}-{players}"] = found
            shot(phone, f"phone-failed-{game}-{players}")
    assert bad == {}
    assert mores, "no '+N earlier' to measure"


def test_a_new_game_clears_the_announcer(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone)
    wait_turn_or_end(phone)
    play_a_move(phone)
    wait_turn_or_end(phone)
    said = phone.get_by_test_id("announcer").text_content()
    assert said
    start(phone, "swap-poker", 2)  # Menu, then a new game over this one: you start
    assert phone.get_by_test_id("announcer").text_content() == ""


#: Each other seat's name and the title: cut (text wider than its box), hidden
#: (outside the strip of seats, which must not scroll), and the seats' names.
SEATS_JS = """() => {
    const cut = e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1;
    const others = document.querySelector('.felt-others');
    const strip = others.getBoundingClientRect();
    const bad = [];
    if (cut(document.querySelector('.topbar-title'))) bad.push('the title is cut');
    if (others.scrollHeight > others.clientHeight + 1) bad.push('the seats scroll');
    for (const s of others.querySelectorAll('.swingo-seat')) {
      const b = s.getBoundingClientRect(), n = s.querySelector('.seat-name');
      if (b.bottom > strip.bottom + 1) bad.push(`${n.textContent} is below the strip`);
      if (cut(n)) bad.push(`${n.textContent} is cut`);
    }
    if (document.documentElement.scrollHeight > innerHeight + 1) bad.push('the page scrolls');
    return bad;
}"""


def test_a_small_phone_shows_the_title_and_every_seat(browser: Browser, app_url: str) -> None:
    """Playtest at 360x640: with Undo in the top bar the title was cut to
    "Swin...", and the other seats were squeezed into a strip that scrolled.
    Now the title is whole, every name whole, and 2 to 5 players' seats fit."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 360, "height": 640}, errors)
    try:
        open_app(page, app_url, "seed=11&botdelay=0")
        bad: dict[int, list[str]] = {}
        for players in (2, 3, 4, 5, 6):
            start(page, "swingo", players)
            undo = page.locator("[data-testid=undo], [data-testid=undo-off]")
            for _ in range(4):  # a move made: Undo in the top bar
                if undo.count() and not page.get_by_test_id("hole-choice").count():
                    break
                play_a_move(page)
                assert wait_turn_or_end(page) == "controls"
            finish_motion(page)
            assert undo.count()
            found: list[str] = page.evaluate(SEATS_JS)
            if players == 6:  # facing a bet, three rows of controls: the seats' last
                found = [f for f in found  # row scrolls (not room for all yet)
                         if f != "the seats scroll" and not f.endswith("below the strip")]
            if found:
                bad[players] = found
                shot(page, f"small-phone-failed-swingo-{players}")
        assert bad == {}
    finally:
        page.context.close()
    assert errors == []


def test_compact_seats_show_a_name_of_ten_letters(phone: Page, app_url: str) -> None:
    """Playtest: three seats a row (7-10 players) cut a name after five letters.
    Ten letters show whole; a longer name ends in "..." with its title whole."""
    names = ["You", "Maximilian", "Christophe", "Alexandra", "Bartholomew-Jones",
             "Jo", "Benedetta", "Guinevere", "Rosalind", "Ann"]
    open_app(phone, app_url, "seed=11&botdelay=0")
    to_lobby(phone)
    phone.get_by_test_id("game-swingo").click()
    phone.get_by_test_id("players").select_option("10")
    for i, name in enumerate(names):
        phone.get_by_test_id(f"seat-{i}-name").fill(name)
    phone.get_by_test_id("start").click()
    phone.wait_for_selector("[data-testid=controls]", timeout=60_000)
    seats: list[dict[str, Any]] = phone.evaluate("""() =>
        [...document.querySelectorAll('.felt-others .seat-name')].map(n => ({
            text: n.textContent, title: n.title, cut: n.scrollWidth > n.clientWidth + 1}))""")
    assert len(seats) == 9
    assert {s["text"] for s in seats if s["cut"]} == {"Bartholomew-Jones"}, seats
    assert all(s["title"] == s["text"] for s in seats)


def test_swingo_pot_lists_have_no_bullets_on_a_desktop(desktop: Page, app_url: str) -> None:
    """Playtest: the pots of a hand's result were a bulleted list on a desktop."""
    open_app(desktop, app_url, "seed=3&botdelay=0")
    start_swingo(desktop, hands=2)
    while wait_turn_or_end(desktop, dismiss=False) == "controls":
        play_a_move(desktop)
    assert desktop.get_by_test_id("pot-winners").count()
    styles: list[str] = desktop.evaluate("""() =>
        [...document.querySelectorAll('[data-testid=pot-winners] li, .side-pots li')]
            .map(li => getComputedStyle(li).listStyleType)""")
    assert styles and set(styles) == {"none"}
    # a tap target 44 px high: the result's own heading opens and closes it
    heights: list[float] = desktop.evaluate("""() =>
        [...document.querySelectorAll('.swingo-last summary')]
            .map(s => s.getBoundingClientRect().height)""")
    assert heights and min(heights) >= 44


def test_the_label_of_your_hole_cards_takes_one_line_on_a_phone(browser: Browser,
                                                               app_url: str) -> None:
    """Playtest at 360x640: "Your hole cards (your board is above)" took two lines
    beside the two cards (at 390 px too). On a phone it says it in fewer words,
    on one line, and the two cards stay beside it."""
    for size in ({"width": 360, "height": 640}, {"width": 390, "height": 844}):
        errors: list[str] = []
        page = _new_page(browser, size, errors)
        try:
            open_app(page, app_url, "seed=11&botdelay=0")
            start(page, "swingo", 3)
            play_until(page, "my-hole", moves=12)
            finish_motion(page)
            got = page.evaluate("""() => {
                const label = document.querySelector('[data-testid=my-hole] > span');
                const r = label.getBoundingClientRect();
                const first = document.querySelector('[data-testid=my-hole] .card');
                return {text: label.innerText, left: first.getBoundingClientRect().left,
                        right: r.right, lines: Math.round(r.height /
                            parseFloat(getComputedStyle(label).lineHeight))};
            }""")
            if got["lines"] != 1:
                shot(page, f"hole-label-failed-{size['width']}")  # e2e/artifacts
            assert got["lines"] == 1, (size, got)
            assert got["text"].startswith("Your hole cards"), got
            assert got["right"] <= got["left"], got  # the cards beside the words, not under
        finally:
            page.context.close()
        assert errors == []


#: The strip of other seats: how far it scrolls, its cue under it (its arrows:
#: more below, more above; null when not shown), and where its seats' rows start
#: (from the top of what it scrolls).
STRIP_JS = """() => {
    const o = document.querySelector('.felt-others');
    const s = getComputedStyle(o, '::after');
    const cue = s.display === 'none' || s.content === 'none' ? '' : s.content;
    const top = o.getBoundingClientRect().top - o.scrollTop;
    const rows = [...o.querySelectorAll('[data-testid^=seat-]')]
        .map(s => Math.round(s.getBoundingClientRect().top - top));
    return {over: o.scrollHeight - o.clientHeight, at: o.scrollTop,
            more: cue.includes('\u2193') ? cue : null, back: cue.includes('\u2191') ? cue : null,
            rows: [...new Set(rows)]};
}"""


def test_a_phone_strip_of_seats_that_scrolls_says_so_and_stops_at_whole_rows(
        phone: Page, app_url: str) -> None:
    """Playtest at 390x844, Swingo with 8 players after Hint: the coach line took
    the room of the seats' last row, and Gus (still in the hand) was cut off with
    no sign the strip scrolls. Now "more players" shows under its bottom edge while
    there is more below, with an arrow up once scrolled (a second playtest: over
    the edge it covered a seat), and a scroll stops with a row of seats at the top."""
    open_app(phone, app_url, "seed=11&botdelay=0")
    start(phone, "swingo", 8)
    phone.get_by_test_id("get-hint").click()
    phone.wait_for_selector("[data-testid=coach-hint]")  # the hint's lines in place
    finish_motion(phone)
    phone.evaluate(NEXT_FRAMES_JS)  # the cue follows the strip's scroll state a frame later
    got = phone.evaluate(STRIP_JS)
    assert got["over"] > 1, f"the seats fit: nothing to show ({got})"
    assert got["more"] and "more players" in got["more"], got
    assert got["back"] is None, got
    assert outside(phone, "[data-testid=mine]") == []
    assert outside(phone, "[data-testid=controls]") == []
    scroll_to_rest(phone, ".felt-others", by=12)  # and its snap
    got = phone.evaluate(STRIP_JS)
    assert got["at"] in got["rows"] or got["at"] >= got["over"] - 1, got
    scroll_to_rest(phone, ".felt-others", to=9999)
    shot(phone, "phone-strip-scrolled")  # e2e/artifacts
    got = phone.evaluate(STRIP_JS)
    assert got["more"] is None and got["back"], got


def test_last_hands_result_sits_after_the_seats_during_the_next_hand(
        phone: Page, app_url: str) -> None:
    """Playtest at 390x844: through all of hand 2, the folded "Hand 1 result" panel
    sat at the top of the strip of seats and pushed Ana and Ben under the "more
    players" cue. While a hand is played, the last one's result (closed) comes after
    the seats in the strip; it is still there to open."""
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone, players=5, hands=3)
    closed = phone.locator("[data-testid=others] [data-testid=last-hand]:not([open])")
    for _ in range(40):
        if wait_turn_or_end(phone) != "controls":
            break
        if closed.count():
            break
        fold = phone.get_by_test_id("action-fold")
        fold.click() if fold.count() else play_a_move(phone)
    assert closed.count() == 1, "no second hand with the first one's result"
    first_seat = phone.locator("[data-testid=others] [data-testid^=seat-]").first
    shot(phone, "swingo-phone-next-hand")  # e2e/artifacts
    assert first_seat.bounding_box()["y"] < closed.bounding_box()["y"]


TEN_LETTERS = ["Maximilian", "Christophe", "Alessandra", "Evangeline", "Bernadette",
               "Wilhelmina", "Jacqueline"]

#: Each other seat's line (name, cards in hand, points) with three-digit points
#: and a two-digit hand: how many rows its parts take, and whether a name is cut.
SEAT_LINES_JS = """() => {
    for (const s of document.querySelectorAll('.felt-others .swoop-seat .score'))
        s.firstChild.textContent = s.firstChild.textContent.replace(/\\d+/, '109');
    for (const h of document.querySelectorAll('.felt-others .swoop-seat .hand-count'))
        h.querySelector('[aria-hidden=true]:not(.card)').textContent = '\\u00d712';
    return [...document.querySelectorAll('.felt-others .seat-line')].map(line => {
        const parts = [...line.children].map(c => c.getBoundingClientRect())
            .filter(r => r.height > 0);
        const name = line.querySelector('.seat-name');
        return {text: line.innerText.replace(/\\s+/g, ' '),
                rows: new Set(parts.map(r => Math.round(r.top / 8))).size > 1 &&
                      Math.max(...parts.map(r => r.top)) >= Math.min(...parts.map(r => r.bottom))
                      ? 2 : 1,
                cut: name.scrollWidth > name.clientWidth + 1};
    });
}"""


def test_a_swoop_seats_line_with_three_digit_points_takes_one_line(browser: Browser,
                                                                  app_url: str) -> None:
    """Playtest at 390x844 and 360x640: once Cleo had 109 points, her seat's line
    ("Cleo \u00d79 109 pts") took two lines, her seat grew and her face-up cards went
    under "more players". With a ten-letter name, a two-digit hand and three-digit
    points, each seat's line takes one line, the name whole, at 3 to 8 players; at 4,
    whose three other seats stand side by side, the name has a line of its own."""
    for size in ({"width": 360, "height": 640}, {"width": 390, "height": 844}):
        errors: list[str] = []
        page = _new_page(browser, size, errors)
        try:
            open_app(page, app_url, "seed=11&botdelay=0")
            bad: dict[int, list[dict[str, Any]]] = {}
            for players in range(3, 9):
                to_lobby(page)
                page.get_by_test_id("game-swoop").click()
                page.get_by_test_id("players").select_option(str(players))
                for i in range(1, players):
                    page.get_by_test_id(f"seat-{i}-name").fill(TEN_LETTERS[i - 1])
                page.get_by_test_id("start").click()
                page.wait_for_selector("[data-testid=controls], [data-testid=confirm]",
                                       timeout=60_000)
                if page.get_by_test_id("confirm").count():
                    page.get_by_test_id("confirm-yes").click()
                assert wait_turn_or_end(page) == "controls"
                finish_motion(page)
                lines: list[dict[str, Any]] = page.evaluate(SEAT_LINES_JS)
                assert len(lines) == players - 1
                rows = 2 if players == 4 else 1
                wrong = [line for line in lines if line["rows"] != rows or line["cut"]]
                if wrong:
                    bad[players] = wrong
                shot(page, f"swoop-seat-line-{size['width']}-{players}")  # e2e/artifacts
            assert bad == {}, (size, bad)
        finally:
            page.context.close()
        assert errors == []


#: Each seat in the strip of other seats: whether it shows whole in the strip's
#: box (none below or above what the strip shows), and the cue under the strip.
SEATS_WHOLE_JS = """() => {
    const o = document.querySelector('.felt-others');
    const b = o.getBoundingClientRect();
    const s = getComputedStyle(o, '::after');
    return {over: o.scrollHeight - o.clientHeight,
            cue: s.display === 'none' || s.content === 'none' ? '' : s.content,
            cut: [...o.querySelectorAll('[data-testid^=seat-]')].filter(e => {
                const r = e.getBoundingClientRect();
                return r.top < b.top - 1 || r.bottom > b.bottom + 1; })
              .map(e => e.dataset.testid),
            seats: o.querySelectorAll('[data-testid^=seat-]').length};
}"""


def test_swoop_for_four_shows_the_three_other_seats_on_every_turn(phone: Page,
                                                                   app_url: str) -> None:
    """This stop at 390x844, Swoop for 4 (the lobby's default): once a bot's reason
    showed above the felt, the strip of seats kept Cleo only and "more players",
    Ana's and Ben's face-up cards out of sight for the whole deal. The three other
    seats stand side by side in one row: on each of your turns all three show whole
    and no cue is under them."""
    open_app(phone, app_url, "seed=11&botdelay=0")
    start_swoop(phone, players=4, target=500)
    turns, coached = 0, 0
    for turns in my_turns(phone, 10):
        phone.evaluate(NEXT_FRAMES_JS)  # the cue follows the strip's scroll state a frame later
        got = phone.evaluate(SEATS_WHOLE_JS)
        assert got["seats"] == 3 and got["over"] <= 1 and got["cut"] == [], (turns, got)
        assert "more players" not in got["cue"], (turns, got)
        coached += phone.locator(".coach").count()
    assert turns >= 4
    # a bot's reason was above the felt at some turn (read after the last move, with
    # the bots still playing on a busy machine, it was not there yet)
    assert coached


def test_every_seat_shows_whole_when_the_match_is_over(phone: Page, app_url: str) -> None:
    """Playtest at 390x844, Swoop for 4 (seed 11) at the end of a match: "the
    opponents' area shows only one seat (Cleo) plus '\u2191 more players'; you have
    to scroll inside it to see the others' final cards". Once the result shows,
    every other seat shows whole without scrolling inside the strip (the page
    itself scrolls), and no "more players" cue is left under it."""
    open_app(phone, app_url, "seed=11&botdelay=0")
    start_swoop(phone, players=4, target=1)
    for _ in range(200):
        if wait_turn_or_end(phone) != "controls":
            break
        play_a_turn(phone)
    phone.wait_for_selector("[data-testid=results]")
    phone.evaluate(NEXT_FRAMES_JS)  # the cue follows the strip's scroll state a frame later
    shot(phone, "swoop-phone-match-over")  # e2e/artifacts
    got = phone.evaluate(SEATS_WHOLE_JS)
    assert got["seats"] == 3, got
    assert got["over"] <= 1 and got["cut"] == [], got
    assert "more players" not in got["cue"], got


#: The other seats whose board is shown: their box's top, their first card's top,
#: and whether they have a bet.
SHOWN_BOARDS = """() => [...document.querySelectorAll('.felt-others .swingo-seat')]
  .filter(s => s.querySelector('.board > .card:not(.back)'))
  .map(s => [Math.round(s.getBoundingClientRect().top),
             Math.round(s.querySelector('.board > .card').getBoundingClientRect().top),
             !!s.querySelector('.bet')])"""


def test_a_bet_beside_a_shown_board_keeps_the_cards_in_line(phone: Page, app_url: str) -> None:
    """A playtest, Swingo for 5 at 390x844, rounds 2 and 3: "bet 4" wrapped under
    Ben's shown board, over the cards' foot, and pushed them up out of line with
    Ana's. The bet has a line of its own under the cards (on their foot it hid a
    card: test_table_fit.test_no_bet_covers_a_card_of_the_other_seats); the boards
    of a row stay in line."""
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone, players=5)
    with_bets = 0
    for _ in range(12):
        if wait_turn_or_end(phone) != "controls":
            break
        seats = phone.evaluate(SHOWN_BOARDS)
        with_bets += sum(bet for _top, _card, bet in seats)
        for top, card, _bet in seats:
            assert {c for t, c, _b in seats if t == top} == {card}, seats
        play_a_move(phone)
    assert with_bets >= 1


#: The moves of the strip since your turn broken across lines though a line would
#: hold them whole (a move wider than a line may break inside itself), and what the
#: button counting the earlier moves shows.
SINCE_CHIPS_JS = """() => {
    const strip = document.querySelector('[data-testid=since]');
    const broken = [];
    for (const item of strip.querySelectorAll('.since-item')) {
      if (item.getBoundingClientRect().width <= 1) continue;
      const whole = item.cloneNode(true);
      whole.style.cssText = 'position:absolute;visibility:hidden;display:inline-block;'
                            + 'white-space:nowrap;max-width:none';
      strip.appendChild(whole);
      const width = whole.getBoundingClientRect().width;
      whole.remove();
      const tops = new Set([...item.getClientRects()].map(r => Math.round(r.top)));
      if (tops.size > 1 && width <= strip.clientWidth) broken.push(item.textContent);
    }
    return broken; }"""


def test_a_move_in_the_strip_wraps_whole_and_its_count_says_more(phone: Page,
                                                                  app_url: str) -> None:
    """A playtest at 390x844, Swingo for 5 (seed 11), your first decision: "So far:
    Ben posts the big blind" on one line and its "2" alone on the next, as if a move
    of its own; and the button beside the strip said "+2", no word. Every move that
    a line would hold shows on one line (it moves to the next line whole); the button
    says "+2 more" on screen and "+2 more moves" to a screen reader, as high as a tap
    target, clear of Hint, which keeps its place at the strip's right."""
    open_app(phone, app_url, "seed=11&botdelay=0")
    start_swingo(phone, players=5, hands=2)
    assert wait_turn_or_end(phone) == "controls"
    phone.wait_for_selector("html[data-busy=false] [data-testid=controls]")
    assert phone.evaluate(SINCE_CHIPS_JS) == []
    more = phone.get_by_test_id("since-more")
    said = more.inner_text()  # what shows: its words not shown are not rendered
    assert re.match(r"\+\d+\s+more\b", said) and "earlier" not in said, said
    expect(more).to_have_accessible_name(re.compile(r"^\+\d+ more moves in the log$"))
    box = more.bounding_box()
    hint = phone.get_by_test_id("get-hint").bounding_box()
    assert box is not None and hint is not None
    assert box["height"] >= 44 and box["x"] + box["width"] <= hint["x"], (box, hint)
    assert hint["x"] + hint["width"] <= 390 and phone.evaluate(
        ONE_LINE, phone.get_by_test_id("get-hint").element_handle())
