"""The lobby on a phone shows every seat's "Played by" choice in full (found
playing the built site: "Bot — medium" was cut to "Bot — mediu")."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .ui_helpers import open_app

#: Seat selects whose chosen label (text, padding and the arrow) is wider than the box.
CUT_SELECTS = """() => [...document.querySelectorAll('[data-testid$=-player]')]
  .filter(s => s.offsetParent !== null).filter(s => {
    const cs = getComputedStyle(s), span = document.createElement('span');
    span.style.font = cs.font; span.style.whiteSpace = 'pre';
    span.textContent = s.options[s.selectedIndex].text; document.body.append(span);
    const need = span.getBoundingClientRect().width + parseFloat(cs.paddingLeft)
      + parseFloat(cs.paddingRight) + 18;  /* the drop-down arrow */
    span.remove(); return need > s.clientWidth; }).map(s => s.dataset.testid)"""


def test_played_by_labels_fit_on_a_phone(phone: Page, app_url: str) -> None:
    open_app(phone, app_url, "seed=1&botdelay=0")
    for game in ("swingo", "swoop", "swap-poker"):
        phone.get_by_test_id(f"game-{game}").click()
        assert phone.evaluate(CUT_SELECTS) == [], game


#: The lines of an element's text: its words grouped by the line box each starts on,
#: and the words broken across two lines (a hyphen is a break chance).
LINES = """(sel) => { const lines = new Map(), broken = [];
  const walk = document.createTreeWalker(document.querySelector(sel), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode())
    for (const m of n.data.matchAll(/\\S+/g)) { const r = document.createRange();
      r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      const rects = [...r.getClientRects()];
      if (new Set(rects.map(x => Math.round(x.top))).size > 1) broken.push(m[0]);
      const top = Math.round(rects[0].top);
      lines.set(top, [...(lines.get(top) || []), m[0]]); }
  return {lines: [...lines.values()], broken}; }"""


def test_the_tagline_leaves_no_word_alone_on_a_phone(phone: Page, app_url: str) -> None:
    """Playtest: at 390 px "pass-and-" ended a line and "play." stood alone below."""
    open_app(phone, app_url, "seed=1&botdelay=0")
    got = phone.evaluate(LINES, ".brand-sub")
    assert got["broken"] == [], got
    assert all(len(line) > 1 for line in got["lines"]), got


def _in_view(page: Page, testid: str) -> bool:
    return page.evaluate("""(id) => { const r = document.querySelector(`[data-testid=${id}]`)
      .getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }""", testid)


def test_start_and_the_lessons_are_in_reach_from_the_top_of_a_phones_lobby(
        phone: Page, app_url: str) -> None:
    """Playtest 16: on a phone Start sat 2,300 px down, below every option, and
    "Learn to play" and the daily deals below it. Start stays at the screen's foot
    while the form runs on; the head says where the lessons and the deals are."""
    open_app(phone, app_url, "seed=1&botdelay=0")
    assert _in_view(phone, "start") and _in_view(phone, "lobby-jump")
    assert not _in_view(phone, "learn")
    phone.mouse.wheel(0, 1200)
    expect(phone.get_by_test_id("seat-2-name")).to_be_in_viewport()
    assert _in_view(phone, "start")
    phone.mouse.wheel(0, -3000)
    phone.get_by_test_id("lobby-jump").get_by_role("link", name="Learn to play").click()
    expect(phone.get_by_test_id("learn-swoop")).to_be_in_viewport()
