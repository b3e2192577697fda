"""Learn (issue 19) in a real browser at phone size: a hint matches the hard bot's
move on the same seed; the how-to opens inside the app and returns without a
reboot; each guided first game is played through by following its instructions."""

from __future__ import annotations

import itertools
import json

from playwright.sync_api import Page, expect

from .ui_helpers import (
    open_app,
    run_axe,
    saved_game,
    shot,
    start_swap_poker,
    wait_turn_or_end,
)


def _expected_hint(page: Page) -> str:
    """The hard bot's line for the person's seat in the stored game, worked out
    here in CPython from the save the page wrote."""
    from cardui.hints import hint_for
    from cardui.session import Session

    record = saved_game(page)
    assert record is not None
    session = Session.from_save(record["text"])
    seat = session.next_human()
    assert seat is not None
    return hint_for(session, seat).text


def test_a_hint_is_offered_and_is_the_hard_bots_move_on_the_same_seed(phone: Page,
                                                                       app_url: str):
    open_app(phone, app_url, "seed=7&botdelay=0")
    start_swap_poker(phone)
    assert wait_turn_or_end(phone) == "controls"
    phone.get_by_test_id("get-hint").click()
    line = phone.get_by_test_id("coach-hint")
    expect(line).to_be_visible()
    assert line.inner_text().strip() == _expected_hint(phone)
    assert run_axe(phone) == []
    shot(phone, "learn-phone-hint", docs=True)
    record = saved_game(phone)
    assert record is not None and json.loads(record["text"])["hints"] == 1


def test_how_to_play_opens_inside_the_app_and_returns_to_the_game(phone: Page, app_url: str):
    open_app(phone, app_url, "seed=7&botdelay=0")
    phone.get_by_test_id("game-swoop").click()
    phone.get_by_test_id("lobby-howto").click()
    expect(phone.get_by_test_id("howto-text")).to_contain_text("Mystery cards")
    phone.get_by_test_id("howto-back").click()
    expect(phone.get_by_test_id("lobby")).to_be_visible()
    phone.get_by_test_id("start").click()
    assert wait_turn_or_end(phone) == "controls"
    log = json.loads(json.loads(saved_game(phone)["text"])["game"])["log"]
    phone.evaluate("() => { window.__sameBoot = 'yes'; }")
    phone.get_by_test_id("howto-link").click()
    expect(phone.get_by_test_id("howto-text")).to_contain_text("Mystery cards")
    assert phone.url.rstrip("/").endswith("botdelay=0")  # no page was loaded
    shot(phone, "learn-phone-howto", docs=True)
    assert run_axe(phone) == []
    phone.get_by_test_id("howto-all").click()
    expect(phone.get_by_test_id("howto-text")).to_contain_text("Swap Poker")
    phone.get_by_test_id("howto-back").click()
    expect(phone.get_by_test_id("controls")).to_be_visible()
    assert phone.evaluate("() => window.__sameBoot") == "yes"  # the app was not rebooted
    assert json.loads(json.loads(saved_game(phone)["text"])["game"])["log"] == log


def test_the_browsers_back_button_closes_the_rules_and_returns_to_the_game(phone: Page,
                                                                          app_url: str):
    """A phone's back gesture on the Rules screen: back to the table, not off the
    site (the Rules screen has a history entry of its own); the screen's own Back
    button takes that entry off again, so the next browser Back is not swallowed."""
    open_app(phone, app_url, "seed=7&botdelay=0")
    phone.get_by_test_id("game-swoop").click()
    phone.get_by_test_id("start").click()
    assert wait_turn_or_end(phone) == "controls"
    url = phone.url
    phone.evaluate("() => { window.__sameBoot = 'yes'; }")
    phone.get_by_test_id("howto-link").click()
    expect(phone.get_by_test_id("howto-text")).to_contain_text("Mystery cards")
    phone.go_back()
    expect(phone.get_by_test_id("controls")).to_be_visible()
    assert phone.url == url
    assert phone.evaluate("() => window.__sameBoot") == "yes"  # the app was not left
    phone.get_by_test_id("howto-link").click()
    expect(phone.get_by_test_id("howto-text")).to_be_visible()
    phone.get_by_test_id("howto-back").click()
    expect(phone.get_by_test_id("controls")).to_be_visible()
    phone.wait_for_function("() => history.state === null")  # the Rules entry is gone
    assert phone.get_by_test_id("howto-text").count() == 0


def test_the_browsers_back_button_closes_the_log_and_the_menu(phone: Page, app_url: str):
    """A playtest at 390x844 (Swingo, seed 9): a phone's back gesture with the log
    open, or in the menu, left the site (the Rules alone had a history entry).
    Back closes the log, and from the menu returns to the game; closed by their
    own buttons they leave no entry behind."""
    open_app(phone, app_url, "seed=9&botdelay=0")
    phone.get_by_test_id("start").click()
    assert wait_turn_or_end(phone) == "controls"
    url = phone.url
    phone.evaluate("() => { window.__sameBoot = 'yes'; }")
    phone.get_by_test_id("log-toggle").click()
    expect(phone.get_by_test_id("log")).to_be_visible()
    phone.go_back()
    expect(phone.get_by_test_id("log")).to_have_count(0)
    expect(phone.get_by_test_id("controls")).to_be_visible()
    phone.get_by_test_id("menu").click()
    expect(phone.get_by_test_id("lobby")).to_be_visible()
    phone.go_back()
    expect(phone.get_by_test_id("controls")).to_be_visible()
    assert phone.url == url
    assert phone.evaluate("() => window.__sameBoot") == "yes"  # the app was not left
    phone.get_by_test_id("menu").click()
    phone.get_by_test_id("resume").click()
    expect(phone.get_by_test_id("controls")).to_be_visible()
    phone.wait_for_function("() => history.state === null")  # the menu's entry is gone


def _do_swoop(page: Page, action: dict) -> None:
    """Do the instructed Swoop move by tapping, as the line says."""
    if action["type"] == "turn":
        page.get_by_test_id(f"turn-mystery-{action['slot']}").click()
        return
    for code in action["hand"]:
        page.locator(f"[data-testid^=my-hand-][data-card='{code}'][aria-pressed=false]"
                     ).first.click()
    for slot in action["face_up"]:
        page.get_by_test_id(f"my-up-{slot}").click()
    page.get_by_test_id("action-play").click()


def _do_swap_poker(page: Page, action: dict) -> None:
    """Do the instructed Swap Poker move: tap the card it names, then Swap or Stack."""
    if action["type"] == "pass":
        page.get_by_test_id("action-pass").click()
        return
    row, col = action["to"]
    page.get_by_test_id(f"target-{row}-{col + 1}").click()
    page.get_by_test_id(f"action-{action['type']}").click()


def _do_swingo(page: Page, action: dict) -> None:
    """Do the instructed Swingo move: tap the two hole cards then Keep, or the button."""
    if action["type"] == "choose-hole":
        for code in action["cards"]:
            page.locator(f"[data-testid^=my-card-][data-card='{code}']").click()
        page.get_by_test_id("action-choose-hole").click()
        return
    page.get_by_test_id(f"action-{action['type']}").click()


FOLLOW = {"swoop": _do_swoop, "swap-poker": _do_swap_poker, "swingo": _do_swingo}


def _follow_guide(page: Page, game: str, tops: list[int] | None = None, *,
                  docs: bool = True) -> int:
    """Tap Next when a sentence waits, else do what the line asks, until the result;
    ``tops``: where the table starts at each step the person takes, noted; ``docs``:
    the second step's screenshot for the docs (a phone's) taken."""
    steps = 0
    for _ in range(120):
        page.wait_for_selector("[data-testid=guide-next], [data-guide-action],"
                               " [data-testid=results]", timeout=30_000)
        if page.locator("[data-testid=results]").count():
            return steps
        if page.locator("[data-testid=guide-next]").count():
            page.get_by_test_id("guide-next").click()
            continue
        step = page.locator("[data-guide-action]")
        expect(step.get_by_test_id("coach-guide")).to_be_visible()
        action = json.loads(step.get_attribute("data-guide-action") or "{}")
        before = step.get_attribute("data-guide-step")
        if steps == 1 and docs:  # the second instruction, waiting for the person
            shot(page, f"learn-phone-{game}", docs=True)
        if tops is not None:
            tops.append(page.evaluate("() => Math.round(document.querySelector("
                                      "'[data-testid=table]').getBoundingClientRect().top)"))
        FOLLOW[game](page, action)
        steps += 1
        page.wait_for_function(
            "(b) => { const e = document.querySelector('[data-guide-action]');"
            " return !e || e.getAttribute('data-guide-step') !== b ||"
            " document.querySelector('[data-testid=guide-next]'); }", arg=before)
    raise AssertionError("the guide did not end")


def test_the_guided_swoop_is_played_through_by_following_its_instructions(phone: Page,
                                                                         app_url: str):
    open_app(phone, app_url, "botdelay=0")
    assert run_axe(phone) == []  # the lobby with Learn to play
    phone.get_by_test_id("learn-swoop").click()
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("Ann drew the highest card")
    assert run_axe(phone) == []  # a lesson's line with Next
    assert _follow_guide(phone, "swoop") == 12
    results = phone.get_by_test_id("results")
    expect(results).to_contain_text("You win the match")
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("lowest total wins")
    shot(phone, "learn-phone-swoop-result", docs=True)
    phone.get_by_test_id("new-game").click()
    expect(phone.get_by_test_id("learned-swoop")).to_be_visible()
    phone.get_by_test_id("learn").scroll_into_view_if_needed()
    shot(phone, "learn-phone-lobby", docs=True)


def test_the_guided_swap_poker_is_played_through_by_following_its_instructions(
        phone: Page, app_url: str):
    open_app(phone, app_url, "botdelay=0")
    phone.get_by_test_id("learn-swap-poker").click()
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("gold spot")
    tops: list[int] = []
    assert _follow_guide(phone, "swap-poker", tops) == 12
    # the lines grow the news, never shrink it: the table never jumps back up under
    # the finger (playtest 18: 207, 257, 239, 200, 255, 219, 186 px)
    assert all(b >= a for a, b in itertools.pairwise(tops)), tops
    expect(phone.get_by_test_id("results")).to_contain_text("Four Kings")
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("you win")
    shot(phone, "learn-phone-swap-poker-result", docs=True)


def test_the_guided_swingo_is_played_through_by_following_its_instructions(phone: Page,
                                                                          app_url: str):
    open_app(phone, app_url, "botdelay=0")
    phone.get_by_test_id("learn-swingo").click()
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("You deal this hand")
    assert _follow_guide(phone, "swingo") == 5
    expect(phone.get_by_test_id("results")).to_contain_text("Straight")
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("borrow one card")
    shot(phone, "learn-phone-swingo-result", docs=True)


#: How far the news scrolls, then the moves (and "+N more") shown in it that lie
#: partly outside its box.
NEWS_CUT = """() => { const n = document.querySelector('.table-news');
  const box = n.getBoundingClientRect();
  return [n.scrollHeight - n.clientHeight, ...[...n.querySelectorAll(
      '.since-item, .since-more')].filter(e => e.getBoundingClientRect().width > 1)
      .filter(e => { const b = e.getBoundingClientRect();
                     return b.top < box.top - 1 || b.bottom > box.bottom + 1; })
      .map(e => e.textContent)]; }"""


def test_the_guided_swoops_first_step_shows_its_strip_of_moves_whole(phone: Page,
                                                                    app_url: str):
    """A playtest at 390x844 (bots at their own pace, so Skip's room above): the
    first step's "So far" moves and "+1" were cut under "Ann to play.", their
    bottom edges only in sight. The lesson's news is whole, every move in it."""
    open_app(phone, app_url, "")
    phone.get_by_test_id("learn-swoop").click()
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("Ann drew the highest card")
    phone.wait_for_selector("html[data-busy=false]")
    cut = phone.evaluate(NEWS_CUT)
    assert cut[0] <= 1 and cut[1:] == [], cut


def test_the_guided_swingos_first_step_shows_its_strip_of_moves_whole(phone: Page,
                                                                     app_url: str):
    """A playtest at 390x844: Learn Swingo's first step (your move, the step's five
    lines under the strip) cut the "So far" strip at its top, "Ann posts the small
    blind 1" half hidden under "Your move.", the news scrolled to its foot. The news
    is not cut: it shows fewer moves ("+1 more" counts the rest), each whole."""
    open_app(phone, app_url, "")
    phone.get_by_test_id("learn-swingo").click()
    expect(phone.get_by_test_id("coach-guide")).to_contain_text("five cards each")
    phone.wait_for_selector("html[data-busy=false] [data-testid=controls]")
    cut = phone.evaluate(NEWS_CUT)
    assert cut[0] <= 1 and cut[1:] == [], cut


#: The result's heading box, the viewport's height and the top of the bar of
#: Rematch/New game at the foot of the result.
RESULT_HEAD_JS = """() => { const h = document.querySelector(
    '[data-testid=results] h2, [data-testid=results] h1');
  const bar = document.querySelector('[data-testid=results] > .results-actions');
  const b = h.getBoundingClientRect();
  return {text: h.textContent, top: b.top, bottom: b.bottom, height: innerHeight,
          bar: bar.getBoundingClientRect().top}; }"""


def test_the_guided_swingos_result_heading_is_in_view_when_it_comes(desktop: Page,
                                                                  app_url: str):
    """A playtest at 1024x768: at the end of the Swingo lesson its note pushed the
    result down, "You win the match!" half under the Rematch/New game bar at the
    foot of the screen. The result's heading is whole, in view, above the bar."""
    desktop.set_viewport_size({"width": 1024, "height": 768})
    open_app(desktop, app_url, "botdelay=0")
    desktop.get_by_test_id("learn-swingo").click()
    expect(desktop.get_by_test_id("coach-guide")).to_contain_text("You deal this hand")
    assert _follow_guide(desktop, "swingo", docs=False) == 5
    expect(desktop.get_by_test_id("results")).to_contain_text("You win the match")
    desktop.wait_for_selector("html[data-busy=false]")
    head = desktop.evaluate(RESULT_HEAD_JS)
    assert "win the match" in head["text"], head
    shot(desktop, "learn-1024-swingo-result")
    assert 0 <= head["top"] and head["bottom"] <= min(head["bar"], head["height"]), head
