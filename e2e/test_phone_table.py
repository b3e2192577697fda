"""The tables on a phone (390x844) as a player sees them: the Swingo table at the
river with every card inside its seat and nothing covering the last move, even
while the cards move (each animation held at its first frame); 7 to 10 Swingo
players without scrolling; tap targets 44 px high; the title on one line;
Swoop's hand big enough to tap; the announcer cleared for a new game."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from .test_layout import start
from .test_ui_swingo import play_a_move, start_swingo
from .ui_helpers import open_app, shot, wait_turn_or_end

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
        return {page: document.documentElement.scrollHeight - innerHeight,
                others: o ? o.scrollHeight - o.clientHeight : 0,
                more: more ? more.getBoundingClientRect().height : null,
                hand: hand ? hand.getBoundingClientRect().width : null};
    }""")
    return m


def test_phone_tables_fit_and_taps(phone: Page, app_url: str) -> None:
    """Swingo with 7 to 10 players: every seat on screen, nothing scrolls;
    "+N earlier" 44 px high; the title on one line; Swoop's hand at 3 players
    at least 50 px wide a card."""
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
