"""User journeys at the Swingo Poker table, in a real Chromium on a phone viewport.

``Hands to play`` 1 makes a match of one hand: played by clicking (check or call,
keep the first two cards, show) to the result with every player's five cards and
the borrowed card. Console errors fail every test (conftest).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .ui_helpers import (
    XSS,
    go_offline_after_the_first_visit,
    open_app,
    run_axe,
    saved_game,
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
            phone.evaluate("() => Promise.all(document.getAnimations().map(a => a.finished))")
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
