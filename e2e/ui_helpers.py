"""Helpers shared by the UI journeys (e2e/test_ui_*.py): open the app, wait
until it is ready, play Swap Poker by clicking, run axe-core."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
SCREENSHOTS = ROOT / "docs" / "screenshots"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SAVE_KEY = "cardtable.save.v1"
XSS = "<img src=x onerror=alert(1)>"
READY_TIMEOUT = 90_000
#: With ``?botthink=2500`` (each bot decision takes 2.5 s): the page answers a click
#: within this while a bot thinks, so it did not wait for the bot.
THINKING_ANSWERED_S = 2.0


def site_with(site_dir: Path, out: Path, name: str, text: str) -> Path:
    """A copy of the built site at ``out`` with the file ``name`` replaced by
    ``text`` (and the build's compressed copies of the old one gone)."""
    site = shutil.copytree(site_dir, out)
    (site / name).write_text(text)
    for stale in site.glob(f"{name}.*"):
        stale.unlink()
    return site


def wait_ready(page: Page) -> None:
    """The page is ready when the app's root shows a screen (lobby, table, hand-off)."""
    page.wait_for_selector("html[data-screen]:not([data-screen=''])", timeout=READY_TIMEOUT)


def go_offline_after_the_first_visit(page: Page) -> None:
    """Wait until the service worker has cached the whole site (it says so once
    Python has started), then cut the network and load the page again from it."""
    page.wait_for_selector("html[data-cached=all]", state="attached", timeout=60_000)
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)


def open_app(page: Page, base: str, query: str = "seed=7&botdelay=0") -> None:
    url = base.rstrip("/") + "/" + (f"?{query}" if query else "")
    page.goto(url)
    wait_ready(page)


#: The running game as the page stored it (IndexedDB), or null.
READ_SAVE_JS = """async () => {
  const db = await new Promise((ok, no) => { const r = indexedDB.open("cardtable", 1);
    r.onupgradeneeded = () => r.result.createObjectStore("kv");
    r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const v = await new Promise((ok, no) => {
    const r = db.transaction("kv").objectStore("kv").get("save");
    r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  db.close();
  return v && typeof v.text === "string" ? v : null;
}"""


#: Two frames on: what follows a box's scroll state (the strip of seats' cue, a
#: container query) has caught up with it.
NEXT_FRAMES_JS = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


#: Every card's slide, fade and pulse (motion.py) brought to its end at once, then
#: two frames on: the page as it rests once they are over, without waiting out the
#: 300 ms of each (an animation's end is the same whether waited for or finished).
FINISH_MOTION_JS = """async () => {
  for (const a of document.getAnimations())
    if (a.effect && a.effect.getTiming().iterations !== Infinity) a.finish();
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); }"""


def finish_motion(page: Page) -> None:
    """The page at rest: every running animation finished (``FINISH_MOTION_JS``)."""
    page.evaluate(FINISH_MOTION_JS)


#: Scrolls the element (``how``: "by" px down, or "to" an offset) and gives its
#: offset once the scroll and its snap are over: at its "scrollend" (which waits
#: for the snap, however slow the machine), or two frames on when it did not move;
#: then two frames more (what follows the scroll state, such as the strip's cue).
SCROLL_TO_REST_JS = """([sel, how, px]) => new Promise(done => {
  const o = document.querySelector(sel); let moved = false;
  const frames = f => requestAnimationFrame(() => requestAnimationFrame(f));
  const end = () => { o.removeEventListener('scrollend', end);
                      frames(() => done(o.scrollTop)); };
  o.addEventListener('scroll', () => { moved = true; }, {once: true});
  o.addEventListener('scrollend', end);
  if (how === 'by') o.scrollBy(0, px); else o.scrollTo(0, px);
  frames(() => { if (!moved) end(); });
  setTimeout(end, 10000);
})"""


def scroll_to_rest(page: Page, selector: str, *, by: int | None = None,
                   to: int | None = None) -> float:
    """Scroll the element ``by`` px down or ``to`` an offset; its offset at rest."""
    how, px = ("by", by) if by is not None else ("to", to or 0)
    return float(page.evaluate(SCROLL_TO_REST_JS, [selector, how, px]))


def wait_saved(page: Page) -> None:
    """Wait until the page's last save has landed (or failed)."""
    page.wait_for_selector("html[data-saving=false]", state="attached", timeout=30_000)


def saved_game(page: Page) -> dict[str, Any] | None:
    """The stored save (``{rev, moves, text}``) once the page's writes landed."""
    wait_saved(page)
    record: dict[str, Any] | None = page.evaluate(READ_SAVE_JS)
    return record


def saved_log(page: Page) -> list[Any]:
    """The action log of the stored game ([] when none is stored)."""
    record = saved_game(page)
    if record is None:
        return []
    return list(json.loads(json.loads(record["text"])["game"])["log"])


def clear_storage(page: Page) -> None:
    page.evaluate("() => { localStorage.clear(); }")


def start_swap_poker(page: Page, *, humans: int = 1, names: list[str] | None = None) -> None:
    page.get_by_test_id("game-swap-poker").click()
    names = names or []
    if humans == 2:
        page.get_by_test_id("seat-1-player").select_option("human")
    for i, name in enumerate(names):
        page.get_by_test_id(f"seat-{i}-name").fill(name)
    page.get_by_test_id("start").click()


def wait_turn_or_end(page: Page, timeout: float = 60_000, *, dismiss: bool = True) -> str:
    """Wait until a person must act (controls / hand-off) or the game is over; a
    hand's or deal's result that waits for "Next" is dismissed (``dismiss``) or
    returned as ``"next"``."""
    while True:
        page.wait_for_selector(
            "[data-testid=controls], [data-testid=results], [data-testid=handoff],"
            " [data-testid=round-result], [data-testid=out-panel]", timeout=timeout)
        if page.locator("[data-testid=round-result]").count():
            if not dismiss:
                return "next"
            page.get_by_test_id("next-result").click()
            continue
        if page.locator("[data-testid=out-panel]").count():
            return "out"
        if page.locator("[data-testid=results]").count():
            return "results"
        if page.locator("[data-testid=handoff]").count():
            return "handoff"
        return "controls"


def play_one_move(page: Page, n: int) -> None:
    """Make a legal move by clicking: alternately swap, stack and pass."""
    targets = page.locator("[data-testid^=target-]")
    count = targets.count()
    if n % 3 == 2 or count == 0:
        page.get_by_test_id("action-pass").click()
    else:
        targets.nth(n % count).click()
        page.get_by_test_id("action-swap" if n % 3 == 0 else "action-stack").click()


def run_axe(page: Page) -> list[dict[str, Any]]:
    """Serious and critical axe-core violations on the page as it is now."""
    # at rest: the turn's line fades in as the last card lands (motion.py), and a
    # fading line's contrast is not the one a person reads
    page.evaluate(AT_REST_JS)
    # evaluated by the test driver, not as a page script: the site's CSP allows no
    # inline script, and the audit must not need one
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    result = page.evaluate("async () => JSON.stringify(await axe.run(document, "
                           "{resultTypes: ['violations']}))")
    violations = json.loads(result)["violations"]
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"],
         "nodes": [n["html"][:160] for n in v["nodes"][:3]]}
        for v in violations if v["impact"] in ("serious", "critical")
    ]


#: The narrowest strip of a Swoop hand card left showing under the next of its rank,
#: px (99: no two of a rank).
NARROWEST_STRIP = """() => Math.min(99, ...[...document.querySelectorAll(
  '.swoop-hand .rank-group > .card + .card')].map(c =>
  c.getBoundingClientRect().left - c.previousElementSibling.getBoundingClientRect().left))"""
#: Every card's slide (motion.py) ended, at most 2 s on: a shot of the table at rest.
AT_REST_JS = """() => Promise.race([
    Promise.all(document.getAnimations()
      .filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)
      .map(a => a.finished.catch(() => null))),
    new Promise(r => setTimeout(r, 2000))])"""


def shot(page: Page, name: str, *, docs: bool = False, full_page: bool = False) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page)
    if docs:  # the docs show the table at rest, not a card mid-slide
        page.evaluate(AT_REST_JS)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page)


def table_text(page: Page) -> str:
    return page.get_by_test_id("swap-table").inner_text()


__all__ = ["expect"]


#: Records, on every animation frame, what moves over a result panel (a hand's,
#: deal's or game's result, the out-of-chips panel): a flying copy of a card or
#: chips, or an element sliding (translated) across it. ``window.__covered``.
COVERED = """() => { window.__covered = [];
  const panels = '[data-testid=round-result], [data-testid=results], [data-testid=out-panel]';
  const f = () => { for (const p of document.querySelectorAll(panels)) {
    const b = p.getBoundingClientRect();
    const hit = r => r.width > 0 && r.left < b.right && r.right > b.left
      && r.top < b.bottom && r.bottom > b.top;
    for (const g of document.querySelectorAll('.leaving'))
      if (hit(g.getBoundingClientRect())) window.__covered.push('copy ' + g.className);
    for (const a of document.getAnimations()) {
      const t = a.effect && a.effect.target;
      if (!t || !t.isConnected || a.playState !== 'running') continue;
      const m = new DOMMatrix(getComputedStyle(t).transform);
      if ((Math.abs(m.e) > 1 || Math.abs(m.f) > 1) && hit(t.getBoundingClientRect()))
        window.__covered.push('moving ' + (t.dataset.card || t.className)); } }
    requestAnimationFrame(f); };
  requestAnimationFrame(f); }"""

#: True when the element's text takes one line (no word wrapped onto a second).
ONE_LINE = """(e) => { const r = document.createRange(); r.selectNodeContents(e);
  return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size === 1; }"""

#: The chip standings' columns: the widest gap from a place to its name, and the
#: distinct left edges of the names and right edges of the chips (one each: a table).
STANDINGS_COLUMNS = """(ol) => { const rows = [...ol.querySelectorAll('li')].map(li => [
    li.querySelector('.place'), li.querySelector('.who'), li.querySelector('.chips')]
    .map(x => x.getBoundingClientRect()));
  return {gap: Math.max(...rows.map(([p, w]) => w.left - p.right)),
          names: new Set(rows.map(([, w]) => Math.round(w.left))).size,
          chips: new Set(rows.map(([, , c]) => Math.round(c.right))).size}; }"""
