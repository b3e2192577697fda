"""Learn (issue 19) in a real browser at phone size: a hint matches the hard bot's
move on the same seed; the how-to opens inside the app and returns without a
reboot; each guided first game is played through by following its instructions."""

from __future__ import annotations

import json
import sys

from playwright.sync_api import Page, expect

from .ui_helpers import ROOT, open_app, saved_game, shot, start_swap_poker, wait_turn_or_end

WEB_PY = ROOT / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))


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
    phone.get_by_test_id("hint").click()
    line = phone.get_by_test_id("coach-hint")
    expect(line).to_be_visible()
    assert line.inner_text().strip() == _expected_hint(phone)
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
    phone.get_by_test_id("howto-all").click()
    expect(phone.get_by_test_id("howto-text")).to_contain_text("Swap Poker")
    phone.get_by_test_id("howto-back").click()
    expect(phone.get_by_test_id("controls")).to_be_visible()
    assert phone.evaluate("() => window.__sameBoot") == "yes"  # the app was not rebooted
    assert json.loads(json.loads(saved_game(phone)["text"])["game"])["log"] == log
