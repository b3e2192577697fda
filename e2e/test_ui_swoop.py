"""User journeys at the Swoop table, in a real Chromium on a phone viewport.

A one-deal match (``Match ends at`` 1 point) keeps a full game short: played by
clicking (tap the first card of a rank, Play; turn a mystery card when that is
all there is) to the score table. Console errors fail every test (conftest).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Page, expect

from .ui_helpers import (
    THINKING_ANSWERED_S,
    XSS,
    finish_motion,
    go_offline_after_the_first_visit,
    open_app,
    run_axe,
    saved_game,
    shot,
    wait_ready,
    wait_turn_or_end,
)


def start_swoop(page: Page, *, players: int = 3, humans: int = 1,
                names: list[str] | None = None, target: int = 1) -> None:
    page.get_by_test_id("game-swoop").click()
    page.get_by_test_id("players").select_option(str(players))
    for i in range(1, humans):
        page.get_by_test_id(f"seat-{i}-player").select_option("human")
    for i, name in enumerate(names or []):
        page.get_by_test_id(f"seat-{i}-name").fill(name)
    page.get_by_test_id("opt-target").fill(str(target))
    page.get_by_test_id("start").click()


def play_a_turn(page: Page) -> None:
    """Tap one card (hand, else face-up, else a mystery card) and play it."""
    if page.get_by_test_id("revealed-card").count() == 0:
        pick = page.locator("[data-testid^=my-hand-], [data-testid^=my-up-]")
        if pick.count():
            pick.first.click(position={"x": 6, "y": 12})  # its corner: hand cards overlap
        else:
            page.locator("[data-testid^=turn-mystery-]").first.click()
    page.get_by_test_id("action-play").click()


def play_to_the_next_deal(page: Page, turns: int = 120) -> None:
    """Play turns (:func:`play_a_turn`) until the deal ends, then tap Next deal and
    wait for the next deal's first turn of a person."""
    for _ in range(turns):
        state = wait_turn_or_end(page, dismiss=False)
        if state == "next":
            page.get_by_test_id("next-result").click()
            break
        assert state == "controls", state
        play_a_turn(page)
    else:
        raise AssertionError(f"the deal did not end in {turns} turns")
    assert wait_turn_or_end(page) == "controls"


def table_text(page: Page) -> str:
    return page.get_by_test_id("swoop-table").inner_text()


def cards_text(page: Page) -> str:
    """The table's words but its line for the last move: on a phone that line is
    left to the strip since your move, which a reload starts afresh."""
    return page.evaluate("""() => { const t = document.querySelector(
        '[data-testid=swoop-table]').cloneNode(true);
      t.querySelectorAll('.last-event').forEach(e => e.remove());
      return t.textContent; }""")


def test_solo_deal_against_bots_to_the_score_table(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=5&botdelay=0")
    start_swoop(phone)
    turns = 0
    while (state := wait_turn_or_end(phone)) != "results":
        if turns == 3:
            shot(phone, "swoop-phone-table", docs=True)
            assert run_axe(phone) == []
        play_a_turn(phone)
        turns += 1
        assert turns < 400, "the deal did not end"
    assert state == "results"
    expect(phone.get_by_test_id("score-table")).to_be_visible()
    expect(phone.get_by_test_id("result-title")).to_contain_text("win")
    phone.get_by_test_id("results").scroll_into_view_if_needed()
    shot(phone, "swoop-phone-result", docs=True)
    assert run_axe(phone) == []


def test_pass_and_play_hand_off_hides_every_card_and_names_are_text(phone: Page,
                                                                     app_url: str) -> None:
    open_app(phone, app_url, "seed=6&botdelay=0")
    start_swoop(phone, humans=2, names=["Ana", XSS])
    handoff = phone.get_by_test_id("handoff")
    for _ in range(2):
        expect(handoff).to_be_visible()
        assert phone.locator("[data-card]").count() == 0
        assert phone.locator("[data-testid=my-hand]").count() == 0
        phone.get_by_test_id("handoff-ready").click()
        expect(phone.get_by_test_id("my-hand")).to_be_visible()
        play_a_turn(phone)
        while wait_turn_or_end(phone) == "controls":  # a swoop: play again
            play_a_turn(phone)
    shot(phone, "swoop-phone-handoff", docs=True)
    phone.get_by_test_id("handoff-ready").click()
    expect(phone.get_by_test_id("swoop-table")).to_contain_text(XSS)  # a name, as text
    assert phone.locator("#app img").count() == 0


def test_reload_in_the_middle_resumes_the_same_deal(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=8&botdelay=0")
    start_swoop(phone, target=500)
    for _ in range(3):
        wait_turn_or_end(phone)
        play_a_turn(phone)
    wait_turn_or_end(phone)
    before = cards_text(phone)
    saved = saved_game(phone)["text"]
    phone.reload()
    wait_ready(phone)
    wait_turn_or_end(phone)
    assert cards_text(phone) == before
    assert saved_game(phone)["text"] == saved  # the same game (its revision moved on)


def test_offline_after_the_first_visit(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=5&botdelay=0")
    go_offline_after_the_first_visit(phone)
    start_swoop(phone)
    assert wait_turn_or_end(phone) == "controls"
    play_a_turn(phone)
    assert wait_turn_or_end(phone) in ("controls", "results")
    phone.context.set_offline(False)


def test_page_answers_while_a_hard_bot_thinks(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=5&botdelay=0&botthink=2500")
    phone.get_by_test_id("game-swoop").click()
    phone.get_by_test_id("players").select_option("3")
    for seat in (1, 2):
        phone.get_by_test_id(f"seat-{seat}-player").select_option("bot:hard")
    phone.get_by_test_id("start").click()
    status = phone.get_by_test_id("status")
    expect(status).not_to_be_empty(timeout=60_000)
    for _ in range(5):  # my turn first (a swoop plays again): play until a bot moves
        if "Your move" not in status.inner_text():
            break
        play_a_turn(phone)
        phone.wait_for_timeout(300)
    expect(phone.get_by_test_id("status")).to_contain_text("thinking", timeout=60_000)
    started = time.monotonic()
    phone.get_by_test_id("log-toggle").click()
    expect(phone.get_by_test_id("log")).to_be_visible(timeout=2000)
    # under the bot's 2.5 s of thinking: a page that waited for it would take longer
    # (1.0 s failed a quiet CI run once at 1.34 s, with the other test process busy)
    assert time.monotonic() - started < THINKING_ANSWERED_S
    expect(phone.get_by_test_id("status")).to_contain_text("thinking")  # still thinking


def test_desktop_table(desktop: Page, app_url: str) -> None:
    open_app(desktop, app_url, "seed=12&botdelay=0")
    start_swoop(desktop, players=5, target=500)
    for _ in range(3):
        assert wait_turn_or_end(desktop) == "controls"
        play_a_turn(desktop)
    wait_turn_or_end(desktop)
    expect(desktop.get_by_test_id("pile")).to_be_visible()
    assert desktop.locator("[data-testid^=hand-count-]").count() == 5  # yours too
    shot(desktop, "swoop-desktop-table", docs=True)
    assert run_axe(desktop) == []


def test_picking_a_card_of_a_rank_leaves_the_next_one_of_that_rank_tappable(
        phone: Page, app_url: str) -> None:
    """Playtest: picking the first 2♦ of "2♦ 2♦ 2♥ 2♠" raised it over the next card
    of the group, which was left a 6 px sliver to tap, so building a swoop (W-6)
    meant hitting slivers and a tap on the 2♥ picked the 2♠. A picked card rises,
    and each next card of its rank still shows (and takes taps on) its own corner."""
    open_app(phone, app_url)
    start_swoop(phone, players=4)
    wait_turn_or_end(phone)
    group = phone.locator(".swoop-hand .rank-group:has(> .card + .card)").first
    expect(group).to_be_visible()
    cards = group.locator("button.card")
    cards.first.click(position={"x": 6, "y": 12})
    expect(cards.first).to_have_class(re.compile(r"\bselected\b"))
    phone.wait_for_timeout(300)  # the picked card's rise
    for i in range(1, cards.count()):
        hit = cards.nth(i).evaluate("""c => { const r = c.getBoundingClientRect();
            const at = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
            return at !== null && c.contains(at); }""")
        assert hit, f"card {i + 1} of the group is under the picked one"


def my_turns(page: Page, most: int,
             play: Callable[[Page], None] = play_a_turn) -> Iterator[int]:
    """Up to ``most`` of the person's turns, each as it settles (no move in flight,
    no card moving); after each a turn is played (``play``: Swoop's, by default)."""
    for turn in range(most):
        if wait_turn_or_end(page) != "controls":
            return
        page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
        finish_motion(page)
        yield turn
        play(page)


def test_so_far_stands_on_the_line_of_its_first_move(phone: Page, app_url: str) -> None:
    """A playtest at 390x844: at Swoop's start "So far:" stood alone on its line,
    "Deal 1: you play first, with the highest card drawn" under it. The move
    starts beside the label and wraps on from it."""
    open_app(phone, app_url, "seed=7&botdelay=0")
    start_swoop(phone, players=4, target=60)
    assert wait_turn_or_end(phone) == "controls"
    expect(phone.locator(".since-label")).to_have_text("So far:")
    apart = phone.evaluate("""() => {
        const label = document.querySelector('.since-label').getBoundingClientRect();
        const first = [...document.querySelectorAll('.since-item')]
            .find(i => i.getBoundingClientRect().width > 1);
        return first.getClientRects()[0].top - label.bottom; }""")
    assert apart < 0, apart


#: Each face-up joker's JOKER on the page: its card's test id, whether the word
#: overflows its box (the card's width), and how far its text pokes out of the card, px.
JOKER_WORDS_JS = """() => [...document.querySelectorAll('.card.joker .joker-word')]
  .filter(w => w.getBoundingClientRect().width > 0).map(w => {
    const card = w.closest('.card'), c = card.getBoundingClientRect();
    const range = document.createRange(); range.selectNodeContents(w);
    const t = range.getBoundingClientRect();
    return {card: (w.closest('[data-testid]') || card).dataset.testid || card.className,
            cardWidth: c.width, overflows: w.scrollWidth > w.clientWidth,
            out: Math.max(c.left - t.left, t.right - c.right, c.top - t.top, t.bottom - c.bottom)};
  })"""


@pytest.mark.parametrize(("size", "players"), [("phone", 4), ("phone", 6), ("desktop", 4),
                                               ("desktop", 5)])
def test_a_joker_shows_its_word_whole_on_every_card(request: pytest.FixtureRequest,
                                                    app_url: str, size: str,
                                                    players: int) -> None:
    """A playtest at 390x844 (seed 12, 4 players): Cleo's small face-up joker read
    "JOKEI", the word cut by its card's edge (8 px at least, on a 24 px card). On
    every card that shows a joker, the seats' small ones and your hand's, at a
    phone's size and a desktop's, the word JOKER fits inside its card."""
    page: Page = request.getfixturevalue(size)
    open_app(page, app_url, "seed=12&botdelay=0")
    start_swoop(page, players=players, target=500)
    assert wait_turn_or_end(page) == "controls"
    page.wait_for_selector("html[data-busy=false] [data-testid=controls]")
    finish_motion(page)
    words = page.evaluate(JOKER_WORDS_JS)
    assert words, "no joker shows in this deal"
    if (size, players) == ("phone", 4):  # the playtest's: a seat's small card and yours
        assert {w["card"] for w in words} >= {"slot-3-1", "my-hand-10"}, words
    bad = [w for w in words if w["overflows"] or w["out"] > 0.5]
    assert bad == [], bad
