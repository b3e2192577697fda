"""User journeys at the Swingo Poker table, in a real Chromium on a phone viewport.

``Hands to play`` 1 makes a match of one hand: played by clicking (check or call,
keep the first two cards, show) to the result with every player's five cards and
the borrowed card. Console errors fail every test (conftest).
"""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from .conftest import _new_page
from .ui_helpers import (
    XSS,
    finish_motion,
    go_offline_after_the_first_visit,
    open_app,
    run_axe,
    saved_game,
    saved_log,
    shot,
    wait_ready,
    wait_turn_or_end,
)


def start_swingo(page: Page, *, players: int = 3, humans: int = 1,
                 names: list[str] | None = None, hands: int = 1) -> None:
    page.get_by_test_id("game-swingo").click()
    page.get_by_test_id("players").select_option(str(players))
    for i in range(1, humans):
        page.get_by_test_id(f"seat-{i}-player").select_option("human")
    for i, name in enumerate(names or []):
        page.get_by_test_id(f"seat-{i}-name").fill(name)
    page.get_by_test_id("opt-hands").fill(str(hands))
    page.get_by_test_id("start").click()


def play_a_move(page: Page) -> None:
    """Keep the first two cards; else show, declare high, check or call."""
    if page.get_by_test_id("hole-choice").count():
        page.get_by_test_id("my-card-0").click()
        page.get_by_test_id("my-card-1").click()
        page.get_by_test_id("action-choose-hole").click()
        return
    for testid in ("action-show", "action-declare-high", "action-check", "action-call"):
        button = page.get_by_test_id(testid)
        if button.count():
            button.click()
            return
    raise AssertionError("no move offered")


def play_until(page: Page, testid: str, *, moves: int) -> None:
    """Play moves (:func:`play_a_move`) until ``testid`` is on the table on the
    person's turn, in at most ``moves`` moves."""
    for _ in range(moves):
        assert wait_turn_or_end(page) == "controls"
        if page.get_by_test_id(testid).count():
            return
        play_a_move(page)
    raise AssertionError(f"no {testid} in {moves} moves")


def table_text(page: Page) -> str:
    return page.get_by_test_id("swingo-table").inner_text()


def test_solo_hand_against_bots_to_the_result(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone)
    moves = 0
    while wait_turn_or_end(phone) != "results":
        if phone.get_by_test_id("hole-choice").count() and moves < 3:
            shot(phone, "swingo-phone-choose", docs=True)
        if phone.get_by_test_id("amount-min").count() and moves < 6:
            # where the cards rest, not where one is while it slides (motion.py)
            finish_motion(phone)
            shot(phone, "swingo-phone-table", docs=True)
            assert run_axe(phone) == []
        play_a_move(phone)
        moves += 1
        assert moves < 60, "the hand did not end"
    results = phone.get_by_test_id("results")
    expect(results.get_by_test_id("standings")).to_be_visible()
    expect(results.get_by_test_id("last-hand")).to_be_visible()
    expect(results.get_by_test_id("pot-winners")).not_to_be_empty()
    results.scroll_into_view_if_needed()
    # three players sit in one row: the strip shows it whole, the shown hole cards
    # too, and says nothing of "more players" (it covered Ben's shown A♥ K♠)
    hidden = phone.evaluate("""() => { const o = document.querySelector('.felt-others');
        return o.scrollHeight - o.clientHeight; }""")
    assert hidden <= 1, f"{hidden} px of the seats are cut off"
    shot(phone, "swingo-phone-result", docs=True, full_page=True)
    assert run_axe(phone) == []


def test_pass_and_play_hole_cards_are_chosen_behind_hand_offs(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=4&botdelay=0")
    start_swingo(phone, humans=2, names=["Ana", XSS])
    handoffs = choices = 0
    for _ in range(30):
        state = wait_turn_or_end(phone)
        if state == "results":
            break
        if state == "handoff":
            handoffs += 1
            assert phone.locator("[data-card]").count() == 0  # no card while passing
            assert phone.locator("[data-testid=mine]").count() == 0
            if handoffs == 1:
                shot(phone, "swingo-phone-handoff", docs=True)
                assert run_axe(phone) == []
            phone.get_by_test_id("handoff-ready").click()
            continue
        if phone.get_by_test_id("hole-choice").count():
            expect(phone.get_by_test_id("swingo-table")).to_contain_text(XSS)
            assert phone.locator("#app img").count() == 0
            # only this person's five cards are face up: nobody else's are in the DOM
            mine = set(phone.get_by_test_id("hole-choice").locator("[data-card]")
                       .evaluate_all("els => els.map(e => e.dataset.card)"))
            assert len(mine) == 5
            shown = set(phone.locator("#app [data-card]")
                        .evaluate_all("els => els.map(e => e.dataset.card)"))
            assert shown == mine, shown - mine
            if not choices:
                assert run_axe(phone) == []
            choices += 1
        play_a_move(phone)
    assert handoffs >= 2 and choices >= 2


def test_reload_in_the_middle_resumes_the_same_hand(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=9&botdelay=0")
    start_swingo(phone, hands=3)
    for _ in range(2):
        wait_turn_or_end(phone)
        play_a_move(phone)
    wait_turn_or_end(phone)
    before = table_text(phone)
    saved = saved_game(phone)["text"]
    phone.reload()
    wait_ready(phone)
    wait_turn_or_end(phone)
    assert table_text(phone) == before
    assert saved_game(phone)["text"] == saved  # the same game (its revision moved on)


def test_offline_after_the_first_visit(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=3&botdelay=0")
    go_offline_after_the_first_visit(phone)
    start_swingo(phone)
    assert wait_turn_or_end(phone) == "controls"
    play_a_move(phone)
    assert wait_turn_or_end(phone) in ("controls", "results")
    phone.context.set_offline(False)


def test_a_hands_result_on_a_desktop_shows_the_hands_two_a_row(desktop: Page,
                                                                app_url: str) -> None:
    """Playtest 14 at 1280x800: a hand's result was a column 515 px wide, the five
    shown hands one under another, and the river twice the size of the boards at
    the panel's left edge. The hands stand two a row and the river is a board's
    size, in the middle."""
    open_app(desktop, app_url, "seed=11&botdelay=0")
    start_swingo(desktop, players=5, hands=3)
    for _ in range(40):
        if wait_turn_or_end(desktop, dismiss=False) != "controls":
            break
        play_a_move(desktop)
    desktop.wait_for_selector("[data-testid=round-result] .result-hand + .result-hand")
    got = desktop.evaluate("""() => {
        const r = e => e.getBoundingClientRect();
        const hands = [...document.querySelectorAll('.round-result .result-hand')].map(r);
        const river = r(document.querySelector('.result-river .card'));
        const board = r(document.querySelector('.result-hand .result-board .card'));
        const panel = r(document.querySelector('.round-result'));
        return {tops: hands.map(h => Math.round(h.top)), river: river.width,
                board: board.width, middle: river.left + river.width / 2 - panel.left,
                panel: panel.width}; }""")
    assert got["tops"][0] == got["tops"][1] and got["tops"][2] > got["tops"][0], got
    assert abs(got["river"] - got["board"]) <= 1, got
    assert got["panel"] / 3 < got["middle"] < got["panel"] * 2 / 3, got
    shot(desktop, "swingo-desktop-hand-result")  # e2e/artifacts


def test_desktop_table(desktop: Page, app_url: str) -> None:
    open_app(desktop, app_url, "seed=13&botdelay=0")
    start_swingo(desktop, players=6, hands=2)
    for _ in range(4):
        if wait_turn_or_end(desktop) != "controls":
            break
        play_a_move(desktop)
    wait_turn_or_end(desktop)
    expect(desktop.get_by_test_id("pot")).to_be_visible()
    assert desktop.locator("[data-testid^=stack-]").count() == 6
    shot(desktop, "swingo-desktop-table", docs=True)
    assert run_axe(desktop) == []


def test_your_board_on_a_desktop_is_as_big_as_the_others_and_in_the_middle(
        desktop: Page, app_url: str) -> None:
    """A playtest at 1280x800 (seed 5, 3 players): your board was three cards 36 px
    wide at the left end of a bar across the felt, under "You 388 chips", smaller
    than Ana's and Ben's 48 px boards above. It sits in your bar's middle, beside
    your name, its cards no smaller than the others'."""
    open_app(desktop, app_url, "seed=5&botdelay=0")
    start_swingo(desktop, players=3, hands=3)
    shown = ("[data-testid=board-0] .card:not(.back)",
             ".felt-others .board .card:not(.back)")
    for _ in range(20):
        assert wait_turn_or_end(desktop) == "controls"
        if all(desktop.locator(s).count() for s in shown):
            break
        play_a_move(desktop)
    finish_motion(desktop)
    got = desktop.evaluate("""() => {
        const r = s => document.querySelector(s).getBoundingClientRect();
        const cards = [...document.querySelectorAll('[data-testid=board-0] .card')]
            .map(c => c.getBoundingClientRect());
        const seat = r('.felt-me [data-testid=seat-0]'), line = r('.felt-me .seat-line');
        return {mine: cards[0].width, other: r('.felt-others .board .card:not(.back)').width,
                middle: (cards[0].left + cards[2].right) / 2 - seat.left, seat: seat.width,
                beside: cards[0].top < line.bottom}; }""")
    assert got["mine"] >= got["other"] - 0.5, got
    assert got["seat"] / 3 < got["middle"] < got["seat"] * 2 / 3, got
    assert got["beside"], got


def first_bet_turn(page: Page) -> None:
    """Play (check, call, keep the first two) until a pot-limit bet or raise with
    quick amounts is offered."""
    for _ in range(30):
        assert wait_turn_or_end(page) == "controls"
        if page.locator("[data-testid=amount-pot], [data-testid=amount-all-in]").count():
            return
        play_a_move(page)
    raise AssertionError("no bet or raise with quick amounts offered")


def test_a_quick_amount_only_picks_it_and_the_main_button_bets_it(phone: Page,
                                                                  app_url: str) -> None:
    """Playtest: tapping "Pot 16" to choose an amount bet the pot at once (and Undo
    was refused once a board was shown). A quick amount now only picks the amount,
    shown pressed and on the main button; the main button alone bets it."""
    open_app(phone, app_url, "seed=3&botdelay=0")
    start_swingo(phone, hands=3)
    first_bet_turn(phone)
    before = saved_log(phone)
    top = phone.locator("[data-testid=amount-pot], [data-testid=amount-all-in]").first
    amount = int(top.inner_text().split()[-1])
    top.click()
    expect(top).to_have_attribute("aria-pressed", "true")
    chosen = phone.get_by_test_id("amount-chosen")
    expect(chosen).to_have_text(re.compile(rf"^(Bet|Raise to) {amount}( \(all-in\))?$"))
    expect(phone.get_by_test_id("amount-min")).to_have_attribute("aria-pressed", "false")
    assert saved_log(phone) == before  # nothing was bet
    expect(phone.get_by_test_id("controls")).to_be_visible()
    chosen.focus()  # by the keyboard too
    phone.keyboard.press("Enter")
    wait_turn_or_end(phone)
    seat, action = saved_log(phone)[len(before)]
    assert seat == 0 and action.get("amount", action.get("to")) == amount, action


BETTING_FIT_JS = """() => {
    const list = document.querySelector('[data-testid=controls] .action-list');
    const buttons = [...list.querySelectorAll('button')].map(b => b.getBoundingClientRect());
    const tops = [];
    for (const r of buttons)
      if (!tops.some(t => Math.abs(t - r.top) < 10)) tops.push(r.top);
    return {rows: tops.length,
            small: buttons.filter(r => r.height < 44 || r.width < 44).length,
            outside: buttons.filter(r => r.left < 0 || r.right > innerWidth + 0.5).length,
            scrolls: document.documentElement.scrollHeight > innerHeight + 1};
}"""


def test_the_betting_controls_fit_a_phone_and_keep_their_rows(browser: Browser,
                                                               app_url: str) -> None:
    """Fold or check, call, the quick amounts (half pot too) and the stepper around
    the main button: every tap target 44 px, on the screen, in two rows at 360x640
    (the label "Raise to:" and three quick amounts took three before). A phone
    with room (390x844) gives the quick amounts a row of their own, two of them or
    three, so the controls are as high whichever show (a "½ pot" that wrapped them
    moved your cards above the controls up 54 px mid-hand)."""
    for size in ({"width": 360, "height": 640}, {"width": 390, "height": 844}):
        errors: list[str] = []
        page = _new_page(browser, size, errors)
        try:
            open_app(page, app_url, "seed=3&botdelay=0")
            start_swingo(page, hands=3)
            seen = {}
            for _ in range(40):
                first_bet_turn(page)
                half = page.get_by_test_id("amount-half-pot").count() > 0
                if half not in seen:
                    page.locator("[data-testid=amount-pot], [data-testid=amount-all-in]"
                                 ).first.click()
                    seen[half] = page.evaluate(BETTING_FIT_JS)
                    shot(page, f"swingo-amounts-{size['width']}-{'half' if half else 'two'}")
                if len(seen) == 2:
                    break
                play_a_move(page)
            ok = {"rows": 2 if size["height"] < 700 else 3, "small": 0, "outside": 0,
                  "scrolls": False}
            assert seen == {True: ok, False: ok}, (size, seen)
        finally:
            page.context.close()
        assert errors == []
