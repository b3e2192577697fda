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
