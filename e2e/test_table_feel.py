"""The table's feel (issue 18.2-18.4): every bot move between two of the
person's turns is in the "since your last turn" strip, in order; a bot's move
animates (Web Animations API) and nothing animates under reduced motion; whole
games played with the keyboard alone never leave the focus on the page body.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import PHONE, _new_page
from .test_ui_swingo import play_a_move, play_until, start_swingo
from .test_ui_swoop import my_turns, play_a_turn, play_to_the_next_deal, start_swoop
from .ui_helpers import (
    COVERED,
    NARROWEST_STRIP,
    finish_motion,
    open_app,
    play_one_move,
    start_swap_poker,
    wait_turn_or_end,
)

#: Counts the animations the page starts (``Element.animate`` calls) and, on every
#: animation frame, the most running at once. A call is counted even when a busy
#: main thread skips every frame while a short animation runs (a slow CI machine).
RECORDER = """() => { window.__maxAnims = 0; window.__animCalls = 0; window.__turn = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...a) {
    window.__animCalls++;
    if (['status', 'controls'].includes(this.dataset.testid))
      window.__turn.push([this.dataset.testid, (a[1] && a[1].delay) || 0]);
    return animate.apply(this, a); };
  const f = () => {
  window.__maxAnims = Math.max(window.__maxAnims, document.getAnimations().length);
  requestAnimationFrame(f); }; requestAnimationFrame(f); }"""
#: Counts the fading copies of cards leaving the middle (a pile swooped away) and
#: of bets sliding into the pot (``chips``), and the pulses started on a winner's
#: chips in a result (``__won``: counted when started, so a busy main thread that
#: skips the pulse's frames cannot hide it; CI once missed one sampled by frame).
LEAVING = """() => { window.__leaving = 0; window.__chips = 0; window.__won = 0;
  new MutationObserver(ms => { for (const m of ms)
  for (const n of m.addedNodes) if (n.classList && n.classList.contains('leaving')) {
    window.__leaving++; if (n.classList.contains('chips')) window.__chips++; }
  }).observe(document.body, {childList: true});
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...a) {
    if (this.matches('.result-hand.winner .net')) window.__won++;
    return animate.apply(this, a); }; }"""
ACTIVE = "() => { const a = document.activeElement; " \
         "return !a || a === document.body ? 'body' : (a.dataset.testid || a.tagName); }"


@pytest.fixture
def reduced(browser: Browser) -> Iterator[Page]:
    errors: list[str] = []
    page = _new_page(browser, PHONE, errors)
    page.emulate_media(reduced_motion="reduce")
    yield page
    page.context.close()
    assert errors == []


#: The log's latest line shows inside its panel.
LATEST_IN_LOG = """() => { const p = document.querySelector('[data-testid=log]');
  const l = document.querySelector('[data-testid=log-current] li:last-child');
  const a = p.getBoundingClientRect(), b = l.getBoundingClientRect();
  return b.top >= a.top - 1 && b.bottom <= a.bottom + 1; }"""


def texts(page: Page, selector: str) -> list[str]:
    return [t.strip() for t in page.locator(selector).all_inner_texts()]


def test_every_bot_move_since_my_turn_is_in_the_strip_in_order(phone: Page,
                                                               app_url: str) -> None:
    open_app(phone, app_url, "seed=21&botdelay=0")
    start_swoop(phone, players=4, target=500)
    checked = 0
    # the log closes by Close at its head, a tap beside it (which does nothing
    # else), Escape, and Log (a playtest: it lay over Hint, and only Log closed it)
    for how in ("close", "beside", "escape", "log"):
        assert wait_turn_or_end(phone) == "controls"
        strip = texts(phone, "[data-testid=since-list] li")
        phone.get_by_test_id("log-toggle").click()
        said = texts(phone, "[data-testid=log-current] li")
        # the log opens on its latest line (playtest 6: at its top, the latest below)
        assert phone.evaluate(LATEST_IN_LOG), said[-3:]
        # a bot's move is followed by its reason (playtest 8); the move is the strip's
        assert any(". Why: " in t for t in said if not t.startswith("You ")), said
        log = [t.split(". Why: ")[0] for t in said]
        if how == "close":
            phone.get_by_test_id("log-close").click()
        elif how == "beside":  # a card of your hand, below the panel
            phone.locator("[data-testid^=my-hand-]").last.click(position={"x": 6, "y": 12})
        elif how == "escape":
            phone.keyboard.press("Escape")
        else:
            phone.get_by_test_id("log-toggle").click()
        expect(phone.get_by_test_id("log")).to_have_count(0)
        expect(phone.get_by_test_id("action-play")).to_have_count(0)  # nothing picked
        # my moves: the draw for the first player (W-2) opens deal 1's group, no move
        mine = [i for i, t in enumerate(log) if t.startswith("You ") and " draw " not in t]
        if mine:  # the log's events after my last move are the strip, in order
            assert strip == log[mine[-1] + 1:]
            checked += bool(strip)
        play_a_turn(phone)
    assert checked >= 2


def bot_moves_with_motion(page: Page, app_url: str) -> int:
    """The most animations at once while the bots answer the person's first move."""
    open_app(page, app_url, "seed=22&botdelay=300")
    start_swoop(page, players=3, target=500)
    for _ in range(8):  # a swoop plays again: play until the bots are to move
        wait_turn_or_end(page)
        play_a_turn(page)
        if page.evaluate("() => document.documentElement.dataset.busy") == "true":
            break
    page.evaluate(RECORDER)
    page.wait_for_selector("html[data-busy=false] [data-testid=controls]", timeout=30_000)
    page.wait_for_timeout(100)
    return int(page.evaluate("() => window.__maxAnims + window.__animCalls"))


def test_a_bot_move_animates(phone: Page, app_url: str) -> None:
    assert bot_moves_with_motion(phone, app_url) > 0
    # "Your move." and the controls come in as the bot's card lands (playtest 15:
    # the line said it while the card was still flying, about 300 ms)
    turn = phone.evaluate("() => window.__turn")
    assert {"status", "controls"} <= {name for name, delay in turn if delay >= 200}, turn


def test_nothing_animates_with_reduced_motion(reduced: Page, app_url: str) -> None:
    assert bot_moves_with_motion(reduced, app_url) == 0


def press(page: Page, key: str) -> None:
    page.keyboard.press(key)
    assert page.evaluate(ACTIVE) != "body", f"focus lost after {key}"


def tab_to(page: Page, prefix: str, limit: int = 40) -> None:
    for _ in range(limit):
        if str(page.evaluate(ACTIVE)).startswith(prefix):
            return
        press(page, "Tab")
    raise AssertionError(f"no {prefix} control reached by Tab")


def test_a_whole_swap_poker_game_by_keyboard(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=23&botdelay=0")
    start_swap_poker(phone)
    moves = 0
    while wait_turn_or_end(phone) == "controls":
        phone.wait_for_selector("html[data-busy=false]", state="attached")
        first = str(phone.evaluate(ACTIVE))
        if first.startswith("target-") and moves % 3 != 2:
            press(phone, "ArrowRight" if moves % 2 else "Enter")
            if moves % 2:
                press(phone, "Enter")
            tab_to(phone, "action-swap" if moves % 3 == 0 else "action-stack")
        else:
            tab_to(phone, "action-pass")
        press(phone, "Enter")
        moves += 1
        assert moves < 60
    assert phone.get_by_test_id("results").count() == 1
    assert moves >= 6


def test_a_whole_swoop_deal_by_keyboard(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=24&botdelay=0")
    start_swoop(phone, players=3, target=1)
    phone.evaluate(LEAVING)
    turns = 0
    escaped = False
    while wait_turn_or_end(phone) == "controls":
        phone.wait_for_selector("html[data-busy=false]", state="attached")
        first = str(phone.evaluate(ACTIVE))
        if first.startswith(("my-hand-", "my-up-")) and not escaped:
            press(phone, "Enter")
            assert phone.locator("[aria-pressed=true]").count() == 1
            press(phone, "Escape")  # clears the selection
            assert phone.locator("[aria-pressed=true]").count() == 0
            escaped = True
        if phone.get_by_test_id("action-play").count() == 0:
            press(phone, "Enter")  # pick the focused card, or turn the mystery card
        if phone.get_by_test_id("action-play").count() == 0:
            phone.wait_for_selector("[data-testid=action-play]")
        tab_to(phone, "action-play")
        press(phone, "Enter")
        turns += 1
        assert turns < 300
    assert phone.get_by_test_id("score-table").count() == 1
    assert escaped
    assert phone.evaluate("window.__leaving") > 0  # a swooped pile visibly leaves


#: The cards to choose from that Tab stops at, per group of them (``data-roving``).
TAB_STOPS_JS = """() => [...document.querySelectorAll('[data-roving]')].map(g =>
  [...g.querySelectorAll('button[data-ui=select]')].filter(b => b.tabIndex >= 0).length)"""
#: Whether the focus is in the group of cards it was in when ``keep`` was asked.
SAME_GROUP_JS = """(keep) => { const g = document.activeElement.closest('[data-roving]');
  if (keep) { window.__group = g; return true; }
  return g !== null && g === window.__group; }"""


@pytest.mark.parametrize("game", ["swoop", "swingo", "swap-poker"])
def test_your_cards_are_one_tab_stop_and_the_arrow_keys_move_between_them(
        phone: Page, app_url: str, game: str) -> None:
    """Playtest: every card was a Tab stop of its own, so a keyboard player went
    through a whole hand, card by card, to reach Play. Each group of cards to choose
    from (Swoop's hand and face-up cards, Swingo's five to pick the hole cards from,
    a Swap Poker row) is one Tab stop: the arrow keys move between its cards (Home
    and End to the first and the last), the card reached is the stop, and Tab leaves
    the group."""
    open_app(phone, app_url, "seed=24&botdelay=0")
    if game == "swoop":
        start_swoop(phone, players=3, target=1)
    elif game == "swingo":
        start_swingo(phone, players=3, hands=1)
        play_until(phone, "hole-choice", moves=6)
    else:
        start_swap_poker(phone)
    assert wait_turn_or_end(phone) == "controls"
    phone.wait_for_selector("html[data-busy=false] [data-roving] button[data-ui=select]",
                            state="attached")
    stops = phone.evaluate(TAB_STOPS_JS)
    assert 1 in stops and set(stops) <= {0, 1}, stops
    stop = phone.locator("[data-roving] button[data-ui=select][tabindex='0']").first
    stop.focus()
    if game != "swap-poker":  # a row's targets need not stand side by side
        start = str(phone.evaluate(ACTIVE))
        press(phone, "ArrowRight")
        moved = str(phone.evaluate(ACTIVE))
        assert moved.startswith(("my-hand-", "my-up-", "my-card-")) and moved != start
        assert phone.evaluate(TAB_STOPS_JS) == stops  # one stop still: the card reached
        assert phone.get_by_test_id(moved).get_attribute("tabindex") == "0"
        press(phone, "End")  # the last card of the group, Home the first (playtest 20)
        ends = phone.evaluate("""() => [...document.activeElement.closest('[data-roving]')
          .querySelectorAll('button[data-ui=select]')].map(b => b.dataset.testid)""")
        assert phone.evaluate(ACTIVE) == ends[-1]
        press(phone, "Home")
        assert phone.evaluate(ACTIVE) == ends[0]
    phone.evaluate(SAME_GROUP_JS, True)
    phone.keyboard.press("Tab")  # to the next control, or out of the page after the last
    assert phone.evaluate(SAME_GROUP_JS, False) is False, phone.evaluate(ACTIVE)


#: The focused card's place among its group's cards, and the group's count.
PLACE_JS = """() => { const a = document.activeElement, g = a.closest('[data-roving]');
  if (!g) return null; const all = [...g.querySelectorAll('button')];
  return [all.indexOf(a), all.length]; }"""


def test_arrow_keys_stay_in_your_cards_and_a_move_keeps_the_place(
        phone: Page, app_url: str) -> None:
    """Playtest: ArrowUp from your Swoop cards went to Hint, ArrowDown did nothing,
    and after a move the focus was back on the first card. The arrow keys stay in
    the cards (a toolbar: Left and Right the previous and next card, Up and Down the
    card above or below, none past the edge), and after a move the focus is where it
    was in the row (the card that took the played card's place)."""
    open_app(phone, app_url, "seed=24&botdelay=0")
    start_swoop(phone, players=3, target=1)
    assert wait_turn_or_end(phone) == "controls"
    phone.wait_for_selector("html[data-busy=false] [data-roving] button[data-ui=select]",
                            state="attached")
    phone.locator("[data-roving] button[data-ui=select][tabindex='0']").first.focus()
    phone.evaluate(SAME_GROUP_JS, True)
    seen = []
    for key in ["ArrowDown"] * 4 + ["ArrowUp"] * 4 + ["ArrowLeft", "End", "ArrowRight"]:
        press(phone, key)
        assert phone.evaluate(SAME_GROUP_JS, False), (key, phone.evaluate(ACTIVE))
        seen.append(phone.evaluate(ACTIVE))
    assert seen[3].startswith("my-hand-") and seen[7] == "my-up-0" == seen[8], seen
    assert seen[9] == seen[10], seen  # the last card: nothing past it
    press(phone, "Home")
    for _ in range(5):
        press(phone, "ArrowRight")
    place = phone.evaluate(PLACE_JS)
    assert place[0] == 5, place
    press(phone, "Enter")
    tab_to(phone, "action-play")
    press(phone, "Enter")
    assert wait_turn_or_end(phone) == "controls"
    phone.wait_for_selector("html[data-busy=false] [data-roving] button[data-ui=select]",
                            state="attached")
    now = phone.evaluate(PLACE_JS)
    assert now is not None and now[0] == min(5, now[1] - 1), (now, phone.evaluate(ACTIVE))


#: Every animation held at ``at`` (0 to 1) of its run.
HOLD_AT_JS = """(at) => { for (const a of document.getAnimations()) {
  const t = a.effect.getTiming(); a.pause();
  a.currentTime = (t.delay || 0) + t.duration * at; } }"""
#: The cards flying to the pile that something else on the page is drawn over
#: (what is topmost at a corner of the card and at its middle).
UNDER_JS = """() => { const bad = [];
  for (const c of document.querySelectorAll('[data-testid=pile] .pile-card')) {
    if (!c.getAnimations().length) continue;
    const r = c.getBoundingClientRect();
    for (const [x, y] of [[r.left + 6, r.top + 6], [r.left + r.width / 2, r.top + r.height / 2]]) {
      const top = document.elementFromPoint(x, y);
      if (top && !top.closest('.pile-card, .leaving'))
        bad.push(`${c.dataset.card} under ${top.className || top.tagName}`); } }
  return bad; }"""


def test_your_cards_fly_to_the_pile_over_the_table(phone: Page, app_url: str) -> None:
    """Playtest at 390x844: while your cards flew onto the pile, what they passed
    was drawn over them (your own line and face-up cards, the pile's line). A card
    in flight is drawn over the table."""
    open_app(phone, app_url, "seed=24&botdelay=5000")
    start_swoop(phone, players=3, target=1)
    under: list[str] = []
    for _ in range(3):
        assert wait_turn_or_end(phone) == "controls"
        phone.wait_for_selector("html[data-busy=false] [data-testid^=my-hand-]")
        finish_motion(phone)
        ranks = phone.evaluate("""() => { const by = {};
          for (const b of document.querySelectorAll('[data-testid^=my-hand-]'))
            (by[b.dataset.card.slice(0, -1)] ||= []).push(b.dataset.testid);
          return Object.values(by).sort((a, b) => b.length - a.length)[0]; }""")
        for testid in ranks:
            phone.get_by_test_id(testid).click()
        phone.get_by_test_id("action-play").click()
        phone.wait_for_function("() => document.querySelector('[data-testid=pile] .pile-card')"
                                " && document.getAnimations().length > 0")
        for at in (.2, .4, .6, .8):
            phone.evaluate(HOLD_AT_JS, at)
            under += phone.evaluate(UNDER_JS)
        finish_motion(phone)
        phone.get_by_test_id("skip").click()  # the bots play at once
    assert under == [], under


def test_arrow_keys_on_the_game_picker_keep_the_focus(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=25&botdelay=0")
    phone.locator("input[name=game]:checked").focus()
    before = phone.locator("input[name=game]:checked").get_attribute("value")
    phone.keyboard.press("ArrowDown")
    phone.wait_for_function(f"() => document.querySelector('input[name=game]:checked')"
                            f".value !== {before!r}")
    assert phone.evaluate("() => document.activeElement.name") == "game"
    assert phone.evaluate("() => document.activeElement.checked") is True


def test_swingo_bets_slide_into_the_pot_and_nothing_flies_over_the_result(
        phone: Page, app_url: str) -> None:
    """When a betting round ends, the bets in front of the seats slide into the pot;
    when the hand's result shows, the winner's chips pulse there and nothing flies
    over the result (playtest: cards and chips crossed it, covering the scores)."""
    from .test_ui_swingo import play_a_move, start_swingo
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone)
    phone.evaluate(LEAVING)
    phone.evaluate(COVERED)
    moves = 0
    while wait_turn_or_end(phone) != "results" and not phone.evaluate("window.__chips"):
        play_a_move(phone)
        moves += 1
        assert moves < 60
    assert phone.evaluate("window.__chips") > 0
    assert phone.evaluate("window.__won") == 0
    while wait_turn_or_end(phone, dismiss=False) == "controls":
        play_a_move(phone)
        moves += 1
        assert moves < 60
    phone.wait_for_function("() => window.__won > 0", timeout=5_000)
    assert phone.evaluate("window.__covered") == []


#: Counts the Web Audio sources the page creates (a card swish or a chip click).
SOUNDS = """(() => { window.__sounds = 0; const P = AudioContext.prototype;
  for (const name of ['createBufferSource', 'createOscillator']) { const f = P[name];
    P[name] = function (...a) { window.__sounds++; return f.apply(this, a); }; } })()"""


def test_sounds_are_off_by_default_and_play_once_turned_on(phone: Page, app_url: str) -> None:
    """Issue 18.6: card and chip sounds are synthesized (Web Audio), off by default,
    turned on in the menu; a move then makes a sound."""
    phone.add_init_script(SOUNDS)
    open_app(phone, app_url, "seed=23&botdelay=0")
    assert phone.get_by_test_id("sounds").input_value() == "off"
    start_swap_poker(phone)
    assert wait_turn_or_end(phone) == "controls"
    phone.get_by_test_id("action-pass").click()
    assert wait_turn_or_end(phone) == "controls"
    assert phone.evaluate("window.__sounds") == 0
    phone.get_by_test_id("menu").click()
    phone.get_by_test_id("sounds").select_option("on")
    phone.get_by_test_id("resume").click()
    assert wait_turn_or_end(phone) == "controls"
    phone.get_by_test_id("action-pass").click()
    wait_turn_or_end(phone)
    assert phone.evaluate("window.__sounds") > 0


#: The newest item of the "since" strip against the strip's visible box.
NEWEST_IN_VIEW = """() => { const list = document.querySelector('[data-testid=since-list]');
  if (!list || !list.lastElementChild) return null;
  const a = list.getBoundingClientRect(), b = list.lastElementChild.getBoundingClientRect();
  return b.left >= a.left - 1 && b.right <= a.right + 1; }"""


TWO_LINES = """() => document.querySelector('[data-testid=since-list]')
  .lastElementChild.getBoundingClientRect().height < 50"""


def test_the_newest_move_in_the_strip_is_never_cut_off_on_a_phone(phone: Page,
                                                                  app_url: str) -> None:
    """A long event ("Ben picks up the pile (1 card) and plays 3♠") shows whole, on
    two lines at most ("Deal 1: you play first, with the highest card drawn" takes
    two); the news keeps its room, so the felt stays put (tests below)."""
    open_app(phone, app_url, "seed=5&botdelay=0")
    start_swoop(phone, players=3, target=1)
    seen = 0
    while wait_turn_or_end(phone) == "controls":
        fits = phone.evaluate(NEWEST_IN_VIEW)
        if fits is not None:
            assert fits, phone.get_by_test_id("since-list").inner_text()
            assert phone.evaluate(TWO_LINES), "the newest move took more than two lines"
            seen += 1
        play_a_turn(phone)
    # a finished match says how it ended in its result, not in a "since you" strip
    assert phone.evaluate(NEWEST_IN_VIEW) is None
    assert seen >= 3


#: Notes, after every change to the page, how far down the felt starts, and
#: whether it is the person's turn (the controls show).
FELT_TOPS = """() => { window.__tops = []; new MutationObserver(() => {
  const f = document.querySelector('.felt');
  if (f) window.__tops.push([Math.round(f.getBoundingClientRect().top),
                             !!document.querySelector('[data-testid=controls]')]);
  }).observe(document.body, {childList: true, subtree: true}); }"""
#: How many rows the strip since your move wraps to (its label and moves).
SINCE_ROWS = """() => { const s = document.querySelector('[data-testid=since]');
  if (!s) return 0;
  const boxes = [...s.querySelectorAll('.since-label, .since-item')]
    .map(e => e.getBoundingClientRect()).filter(b => b.width > 1)
    .sort((a, b) => a.top - b.top);
  let rows = 0, foot = -Infinity;
  for (const b of boxes) { if (b.top >= foot - 1) { rows++; foot = b.bottom; }
                           else foot = Math.max(foot, b.bottom); }
  return rows; }"""


@pytest.mark.parametrize("game", ["swoop", "swingo"])
def test_the_table_stays_put_while_the_bots_play(phone: Page, app_url: str, game: str) -> None:
    """A playtest at 390x844: the strip of moves since your turn grew from one row
    to three as the bots played, and Skip came and went beside whose turn it is, so
    the felt moved up and down, by up to 140 px, at almost every bot's move. The
    strip keeps to its rows (the latest moves; "+N earlier" counts the rest: three
    rows on a phone this tall, playtest 19, else two), and
    while the bots play the rows above the felt grow but never shrink: the felt
    never moves up, and moves down at most once between two of your turns."""
    open_app(phone, app_url, "seed=11&botdelay=150")
    if game == "swoop":
        start_swoop(phone, players=4, target=500)
    else:
        start_swingo(phone, players=5)
    assert wait_turn_or_end(phone) == "controls"
    phone.evaluate(FELT_TOPS)
    full: list[int] = []  # the rows a strip filled before moves went behind "+N"
    for _ in range(4):
        (play_a_turn if game == "swoop" else play_a_move)(phone)
        assert wait_turn_or_end(phone) == "controls"
        phone.wait_for_selector("html[data-busy=false] [data-testid=controls]",
                                timeout=30_000)
        rows = phone.evaluate(SINCE_ROWS)
        assert rows <= 3, phone.get_by_test_id("since").inner_text()
        hidden = phone.evaluate("""() => [...document.querySelectorAll('.since-item')]
            .filter(e => e.getBoundingClientRect().width <= 1).length""")
        if hidden:
            said = phone.get_by_test_id("since-more").inner_text()
            assert re.match(rf"\+{hidden}\s+more", said), said  # "+4 more" ("+4 earlier" wider)
            full.append(rows)
    phases: list[list[int]] = [[]]
    for top, my_turn in phone.evaluate("() => window.__tops"):
        if my_turn and phases[-1]:
            phases.append([])
        elif not my_turn:
            phases[-1].append(top)
    moves = [phase for phase in phases if phase]
    assert len(moves) >= 3, phases
    assert 3 in full or not full, full  # a move is hidden only once the rows are full
    for tops in moves:
        assert tops == sorted(tops) and len(set(tops)) <= 2, tops


#: On every animation frame: the foot of your own cards, whether the controls show
#: (your turn), and your hand's height, each time one changes.
OWN_TOPS = """() => { window.__own = []; const f = () => {
  const m = document.querySelector('.swoop-me');
  if (m) { const e = [Math.round(m.getBoundingClientRect().bottom),
                      !!document.querySelector('[data-testid=controls]'),
                      Math.round(m.querySelector('.swoop-hand').getBoundingClientRect().height)];
    const l = window.__own[window.__own.length - 1];
    if (!l || l[0] !== e[0] || l[1] !== e[1] || l[2] !== e[2]) window.__own.push(e); }
  requestAnimationFrame(f); }; requestAnimationFrame(f); }"""


def test_your_cards_stay_put_when_your_turn_ends_on_a_phone(phone: Page, app_url: str) -> None:
    """Playtest 10, Swoop at 390x844: your cards' top sat at 394, 433, 476 and 497
    px on different turns of one game. With the controls gone while the bots
    played, the strip of seats grew a row into their room and moved your cards
    down about 100 px, and back up at your turn, every turn. The controls' room is
    kept while the bots play, so your cards stay where your turn left them, but
    where your hand took a row more or less. This stop, Swoop for 4 with its other
    seats in one row: your first move brought Skip beside whose turn it is (21
    px), and the room kept gave way to each bot's reason (67 px)."""
    open_app(phone, app_url, "seed=7&botdelay=150")
    start_swoop(phone, players=4, target=60)
    assert wait_turn_or_end(phone) == "controls"
    phone.evaluate(OWN_TOPS)
    for _ in range(8):
        phone.wait_for_selector("html[data-busy=false] [data-testid=controls]",
                                timeout=30_000)
        play_a_turn(phone)
        if wait_turn_or_end(phone) != "controls":
            break
    own: list[list[Any]] = phone.evaluate("() => window.__own")
    turn_ends = [(a[0], b[0]) for a, b in itertools.pairwise(own)
                 if a[1] and not b[1] and a[2] == b[2]]  # the same rows of cards
    jumps = [pair for pair in turn_ends if abs(pair[0] - pair[1]) > 3]
    assert len(turn_ends) >= 5, own
    assert jumps == [], own


@pytest.mark.parametrize("seed", [1, 4])
def test_the_swoop_felt_keeps_its_place_from_your_first_turn(phone: Page, app_url: str,
                                                            seed: int) -> None:
    """A playtest, Swoop for 4 at 390x844: the felt's top sat at 148, 190 and 160 px
    on different turns: the news above it grew from the Hint button alone (you
    played first) to the strip's two rows and a reason of two lines, then three; a
    held room of the controls cut it at other turns; and a hand of 20 cards took
    four rows and cut it for a turn. The news keeps the room of its tallest from
    your first turn, your held controls give way before it, and a long hand among
    few players has smaller cards. Seed 4: you play first; seed 1: a hand of 20."""
    open_app(phone, app_url, f"seed={seed}&botdelay=0")
    start_swoop(phone, players=4, target=500)
    tops = [phone.evaluate(
        "() => Math.round(document.querySelector('.felt').getBoundingClientRect().top)")
        for _ in my_turns(phone, 10)]
    assert len(tops) == 10 and max(tops) - min(tops) <= 2, tops


def test_the_swoop_felt_stays_put_from_the_bots_first_moves_to_your_first_turn(
        phone: Page, app_url: str) -> None:
    """A playtest at 390x844, Swoop for 3 (seed 11), the bots at their normal pace:
    Ana drew the highest card and played first, Ben swooped and played on, and as
    Ben's last cards flew to the pile at your first turn the whole felt moved 17 px
    down: while the bots played first, the room kept for your controls squeezed the
    news under the height it keeps from your first turn. The felt stays where the
    bots' first moves showed it."""
    open_app(phone, app_url, "seed=11&botdelay=150")
    phone.evaluate(FELT_TOPS)
    start_swoop(phone, players=3, target=500)
    assert wait_turn_or_end(phone) == "controls"
    phone.wait_for_selector("html[data-busy=false] [data-testid=controls]", timeout=30_000)
    tops: list[list[Any]] = phone.evaluate("() => window.__tops")
    bots = sorted({top for top, mine in tops if not mine})
    mine = phone.evaluate(
        "() => Math.round(document.querySelector('.felt').getBoundingClientRect().top)")
    assert bots, tops  # the bots moved first
    assert all(abs(top - mine) <= 2 for top in bots), (bots, mine)


#: On each of your turns: whether you are choosing your hole cards or to show them,
#: and the top of your first card that shows big (of five before the hole choice,
#: two after).
MY_CARDS = """() => [
  !!document.querySelector('[data-testid=hole-choice], [data-testid=action-show]'),
  Math.round(document.querySelector('[data-testid=mine] .card').getBoundingClientRect().top)]"""


def test_your_swingo_cards_stay_put_through_a_match_on_a_phone(phone: Page,
                                                               app_url: str) -> None:
    """A playtest, Swingo at 390x844: your cards' top took values from 361 to 461 px
    in one match, moved by each line the middle and the other seats gained or
    lost, by a "½ pot" that wrapped the quick amounts onto a row of their own, and
    by "5♥ from Cleo" under "Best now". Your place sits at the felt's foot above
    the controls, which keep a row for the quick amounts, and "Best now" keeps a
    second line: your cards stay where they are on every turn, and from the match's
    first turn. Two turns apart: the hole choice (with its lines above and below
    the cards), and show or muck, where the strip of seats may take some of the
    controls' room to show the hands shown (test_a_hint_read_once_...)."""
    open_app(phone, app_url, "seed=7&botdelay=0")
    start_swingo(phone, players=5, hands=3)
    tops: dict[bool, list[int]] = {True: [], False: []}
    for _ in range(30):
        if wait_turn_or_end(phone) != "controls":
            break
        phone.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        choosing, top = phone.evaluate(MY_CARDS)
        tops[choosing].append(top)
        # the page is one screen high (it was 845 px in 844, playtest 12)
        assert phone.evaluate("() => document.documentElement.scrollHeight") <= 844
        play_a_move(phone)
    assert len(tops[True]) >= 3 and len(tops[False]) >= 10, tops
    assert max(tops[False]) - min(tops[False]) <= 2, tops


def test_a_new_deal_shows_the_other_seats_before_the_last_deals_result(phone: Page,
                                                                      app_url: str) -> None:
    """Playtest 13, Swoop at 390x844 (seed 33, 4 players): at the first turn of deal
    2 the strip of other seats showed "Cleo went out and won deal 1" and its table,
    cut under "more players", and none of the others' face-up cards. The last deal's
    result now sits after the seats, as Swingo's last hand does, and the cue says so."""
    open_app(phone, app_url, "seed=33&botdelay=0")
    start_swoop(phone, players=4, target=500)
    play_to_the_next_deal(phone, turns=80)
    phone.wait_for_selector("[data-testid=deal-banner]")
    seat_top, news_top = phone.evaluate("""() => [
        document.querySelector('.felt-others [data-testid^=seat-]'),
        document.querySelector('[data-testid=deal-banner]')]
        .map(e => e.getBoundingClientRect().top)""")
    strip = phone.evaluate(
        "() => document.querySelector('.felt-others').getBoundingClientRect().top")
    assert seat_top < news_top and seat_top - strip < 12


#: Your Swap Poker row's top and the table's top and height, in px.
SWAP_PLACES = """() => { const t = document.querySelector('[data-testid=swap-table]');
  const r = document.querySelector('[data-testid=row-bottom]');
  return [r.getBoundingClientRect().top, t.getBoundingClientRect().top,
          t.getBoundingClientRect().height].map(Math.round); }"""


def test_your_swap_poker_row_and_the_table_stay_put_on_a_phone(phone: Page,
                                                                app_url: str) -> None:
    """Playtest 12, Swap Poker at 390x844 (seed 8): your row's top sat at 365, 419
    and 413 px on different turns, and the felt's foot moved 27 px. The news grew
    from the Hint button alone (you moved first) to the strip and Ana's reason;
    the line between the rows took one line or two ("Ana stacks K♠ on K♥; 7♣ is
    dealt"); and your bar one line or two, as the hand's name fitted beside
    "8 moves left" or not."""
    open_app(phone, app_url, "seed=8&botdelay=0")
    start_swap_poker(phone)
    places = []
    for n in range(12):
        if wait_turn_or_end(phone) != "controls":
            break
        phone.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        finish_motion(phone)
        places.append(tuple(phone.evaluate(SWAP_PLACES)))
        play_one_move(phone, n)
    assert len(places) >= 10 and len(set(places)) == 1, places


def _your_turn_with_hint(page: Page, app_url: str, game: str) -> None:
    """``game`` started (seed 5), at your first turn with the Hint button ready."""
    open_app(page, app_url, "seed=5&botdelay=0")
    if game == "swingo":
        start_swingo(page, players=5)
    elif game == "swoop":
        start_swoop(page, players=4, target=500)
    else:
        start_swap_poker(page)
    assert wait_turn_or_end(page) == "controls"
    page.wait_for_selector("html[data-busy=false] [data-testid=get-hint]")


#: The controls' top and the room of their first line (the line on how to choose,
#: or the hint in its place), margin included, in px.
CONTROLS_HEAD = """() => { const c = document.querySelector('[data-testid=controls]');
  const line = [...c.querySelectorAll(':scope .hint, :scope > .coach')]
    .find(e => e.getBoundingClientRect().height > 0);
  const room = line ? line.getBoundingClientRect().height
    + parseFloat(getComputedStyle(line).marginBottom) : 0;
  return [Math.round(c.getBoundingClientRect().top), Math.round(room)]; }"""


@pytest.mark.parametrize("game", ["swingo", "swoop", "swap-poker"])
def test_a_hint_heads_the_controls_and_leaves_the_felt_in_place(phone: Page, app_url: str,
                                                                game: str) -> None:
    """At 390x844 a Swingo hint took three lines above the felt and moved the whole
    table down 67 px, and back up after the move. A hint now heads the controls,
    above the button it rings, in place of the line on how to choose; nothing on the
    felt moves, and on a phone the ring takes no room of its own."""
    _your_turn_with_hint(phone, app_url, game)
    felt = ".felt, [data-testid=swap-table]"
    top = f"() => document.querySelector('{felt}').getBoundingClientRect().top"
    before, (head, line) = phone.evaluate(top), phone.evaluate(CONTROLS_HEAD)
    phone.get_by_test_id("get-hint").click()
    phone.wait_for_selector("[data-testid=controls] [data-testid=coach-hint]")
    assert phone.evaluate(top) == before
    # the controls grow by the hint's lines only (the ringed button's "hint" tag and
    # its room moved your cards 20 px more); Swoop's hint picks cards, which brings
    # Play, as your own picking does
    after, hint = phone.evaluate(CONTROLS_HEAD)
    if game != "swoop":
        assert head - after <= hint - line + 1, (head, after, line, hint)
    assert phone.locator("[data-testid=controls] .hint").is_hidden()
    assert phone.locator("[data-hinted]").count() >= 1


def test_a_hint_on_a_tablet_takes_the_room_of_its_lines_only(browser: Browser,
                                                              app_url: str) -> None:
    """A playtest at 768x1024, Swingo: Hint moved your seat up 47 px, 20 of them for
    the room of the ringed button's "hint" tag; as on a phone, it has none."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 768, "height": 1024}, errors, has_touch=True)
    try:
        _your_turn_with_hint(page, app_url, "swingo")
        head, line = page.evaluate(CONTROLS_HEAD)
        page.get_by_test_id("get-hint").click()
        page.wait_for_selector("[data-testid=controls] [data-testid=coach-hint]")
        after, hint = page.evaluate(CONTROLS_HEAD)
    finally:
        page.context.close()
    assert head - after <= hint - line + 1, (head, after, line, hint)
    assert errors == []


#: Whether the strip of other seats shows them all (it does not scroll), and your
#: place's top, in px.
STRIP_AND_MINE = """() => { const o = document.querySelector('.felt-others');
  return [o.scrollHeight <= o.clientHeight + 1,
          Math.round(document.querySelector('.felt-me').getBoundingClientRect().top)]; }"""


def test_a_hint_read_once_leaves_every_seat_in_view_for_the_rest_of_the_game(
        phone: Page, app_url: str) -> None:
    """This stop, Swingo with 5 at 390x844 (seed 5): the controls held a hint's
    height after it was read, so on every later turn an empty band sat at the
    screen's foot and the strip of other seats scrolled to one row ("more
    players"); and at the showdown Dev's shown hole cards were out of sight
    while you chose to show or muck. The controls' room is kept only while every
    seat still shows."""
    _your_turn_with_hint(phone, app_url, "swingo")
    first = phone.evaluate(STRIP_AND_MINE)
    phone.get_by_test_id("get-hint").click()
    phone.wait_for_selector("[data-testid=controls] [data-testid=coach-hint]")
    play_a_move(phone)
    later = []
    for _ in range(4):
        if wait_turn_or_end(phone) != "controls":
            break
        phone.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        finish_motion(phone)
        if not phone.get_by_test_id("hole-choice").count():
            later.append(phone.evaluate(STRIP_AND_MINE))
        play_a_move(phone)
    assert first[0] and later, (first, later)
    assert all(shown for shown, _top in later), (first, later)


#: The felt's top and height and your own place's top, in px.
FELT_AND_MINE = """() => { const f = document.querySelector('.felt, [data-testid=swap-table]');
  const m = document.querySelector('.felt-me, [data-testid=swap-table]');
  return [f.getBoundingClientRect().top, f.getBoundingClientRect().height,
          m.getBoundingClientRect().top].map(Math.round); }"""


@pytest.mark.parametrize("game", ["swingo", "swoop", "swap-poker"])
def test_a_hint_leaves_the_oval_and_your_cards_in_place_on_a_desktop(browser: Browser,
                                                                    app_url: str,
                                                                    game: str) -> None:
    """Playtest 12 at 1280x800: Hint moved the table up 14-44 px and your Swoop hand
    66 px: the hint's line, the room of its tag and Swoop's Play button (the hint
    picks the cards) grew the controls, and the oval shrank. The controls keep
    their height (Play waits there, off, until cards are picked)."""
    errors: list[str] = []
    page = _new_page(browser, {"width": 1280, "height": 800}, errors)
    try:
        _your_turn_with_hint(page, app_url, game)
        before = page.evaluate(FELT_AND_MINE)
        page.get_by_test_id("get-hint").click()
        page.wait_for_selector("[data-testid=controls] [data-testid=coach-hint]")
        page.wait_for_selector("html[data-busy=false]")
        assert page.evaluate(FELT_AND_MINE) == before
    finally:
        page.context.close()
    assert errors == []


#: The Hint button and the last bot's reason, each wholly inside the news's
#: visible box (the news scrolls when a big hand needs the room).
NEWS_FOOT_SHOWN = """() => { const n = document.querySelector('.table-news');
  const box = n.getBoundingClientRect(), bad = [];
  for (const e of n.querySelectorAll('[data-testid=get-hint], .coach-text')) {
    const r = e.getBoundingClientRect();
    if (r.top < box.top - 1 || r.bottom > box.bottom + 1) bad.push(e.textContent); }
  return bad; }"""




@contextmanager
def opened(browser: Browser, app_url: str, size: tuple[int, int], query: str,
           **extra: Any) -> Iterator[Page]:
    """A page of ``size`` open at the app with ``query``; no console error by its end."""
    errors: list[str] = []
    page = _new_page(browser, {"width": size[0], "height": size[1]}, errors, **extra)
    try:
        open_app(page, app_url, query)
        yield page
    finally:
        page.context.close()
    assert errors == []


@pytest.fixture
def small_phone(browser: Browser) -> Iterator[Page]:
    errors: list[str] = []
    page = _new_page(browser, {"width": 390, "height": 740}, errors)
    yield page
    page.context.close()
    assert errors == []


def test_a_big_hand_leaves_the_hint_button_and_the_reason_in_view(small_phone: Page,
                                                                  app_url: str) -> None:
    """Playtest 11, Swoop at 390x844 with 21 cards in hand: the news above the felt
    was cut to 75 of its 113 px to leave the hand room, and showed its top: "Why:
    no card in hand or", and no Hint button. It now shows its foot: the latest
    moves, the reason whole and the Hint button; older moves scroll off its top.
    At turn 9 here, "Cleo picks up the pile (3 cards) and plays 4♠",
    stuck to "Since you:" with no place to break, ran past the screen's edge.
    At 390x844 a long hand now takes three rows and leaves the news whole, so this
    is played on a phone a little shorter (390x740), where the news is still cut."""
    phone = small_phone
    open_app(phone, app_url, "seed=7&botdelay=0")
    start_swoop(phone, players=4, target=60)
    cut = 0
    for _ in range(9):
        assert wait_turn_or_end(phone) == "controls"
        phone.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        cut += phone.evaluate("""() => { const n = document.querySelector('.table-news');
            return n.scrollHeight > n.clientHeight + 1; }""")
        assert phone.evaluate(NEWS_FOOT_SHOWN) == []
        assert phone.evaluate(NARROWEST_STRIP) >= 14  # "10" whole (playtest 12)
        assert phone.evaluate("""() => { const s = document.querySelector('.since');
            return s ? s.scrollWidth - s.clientWidth : 0; }""") <= 1
        play_a_turn(phone)
    assert cut >= 2  # the deal reaches the big hands it was seen with


#: The face-up cards of yours that an animation started on, by card.
#: And the first frame's shadow of each seat's flash as it moves.
MY_UP_ANIMATED = """() => { window.__myUp = []; window.__flash = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...a) {
    if (this.dataset && this.dataset.card && this.closest('.swoop-me'))
      window.__myUp.push(this.dataset.card);
    if (this.matches('[data-testid^=seat-]')) window.__flash.push(a[0][0].boxShadow);
    return animate.apply(this, a); }; }"""


def test_a_bots_card_never_flies_out_of_your_own_face_up_card(browser: Browser,
                                                              app_url: str) -> None:
    """A playtest at 1280x800 (Swoop, seed 4, two packs): you played A♥ and kept
    K♦ face up; Ana's K♦ from her hand then flew to the pile out of your K♦, which
    flipped as if dealt again. It looked as if she took your card. A card that
    stays in its box keeps its place there; yours do not move at all. And the
    seat that moves flashes inside its edge, which its strip or side cut."""
    with opened(browser, app_url, (1280, 800), "seed=4&botdelay=400") as page:
        start_swoop(page, players=4, target=60)
        assert wait_turn_or_end(page) == "controls"
        page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        assert page.get_by_test_id("my-up-2").get_attribute("data-card") == "Kd"
        page.get_by_test_id("my-up-3").click()  # A♥
        page.evaluate(MY_UP_ANIMATED)
        page.get_by_test_id("action-play").click()
        assert wait_turn_or_end(page) == "controls"
        page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        log = page.evaluate("() => document.querySelector('.since').textContent")
        assert "Ana plays K♦" in log, log
        assert page.evaluate("() => window.__myUp") == []
        # a seat's flash inside its edge: outside, its strip or side cut it (playtest 12)
        flashes = page.evaluate("() => window.__flash")
        assert flashes and all(f.startswith("inset") for f in flashes), flashes



def test_the_felt_keeps_the_tablets_width_from_turn_to_turn(browser: Browser,
                                                            app_url: str) -> None:
    """A playtest at 768x1024, Swingo for 8: the felt went 593, 664, 685, 550 px
    wide from one turn to the next (as wide as what was on it), and its seats
    moved between three columns and four. It is as wide as the screen."""
    with opened(browser, app_url, (768, 1024), "seed=5&botdelay=0", has_touch=True) as page:
        start_swingo(page, players=8, hands=3)
        widths = [page.evaluate("""() => [document.querySelector(
            '.screen-table > .table-area').getBoundingClientRect().width,
            document.querySelector('.screen-table').clientWidth]""")
            for _ in my_turns(page, 8, play_a_move)]
    assert len(widths) == 8 and len({round(w) for w, _ in widths}) == 1, widths
    assert all(w >= screen - 20 for w, screen in widths), widths  # its padding aside
