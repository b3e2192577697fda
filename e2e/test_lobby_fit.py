"""The lobby on a phone shows every seat's "Played by" choice in full (found
playing the built site: "Bot — medium" was cut to "Bot — mediu")."""

from __future__ import annotations

from playwright.sync_api import Page

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
