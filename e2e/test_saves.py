"""Never lose a game (issue 20), in a real Chromium: two tabs on one save,
nearly full storage, damaged saves. Swap Poker against a bot, played by
clicking; the stored save is read back from IndexedDB after every step."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Page, expect

from .conftest import PHONE
from .ui_helpers import (
    open_app,
    play_one_move,
    saved_game,
    saved_log,
    start_swap_poker,
    table_text,
    wait_ready,
    wait_saved,
    wait_turn_or_end,
)


@pytest.fixture
def profile(browser_type: BrowserType, browser_type_launch_args: dict[str, Any],
            tmp_path: Path) -> Iterator[tuple[BrowserContext, list[str]]]:
    """One persistent browser profile (as a person's browser): its pages share
    storage, Web Locks and BroadcastChannels. Console errors fail the test."""
    errors: list[str] = []
    context = browser_type.launch_persistent_context(
        str(tmp_path / "profile"), viewport=PHONE, accept_downloads=True,
        **browser_type_launch_args)
    context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    context.on("weberror", lambda e: errors.append(str(e.error)))
    yield context, errors
    context.close()
    assert errors == [], f"console errors: {errors}"


def _extends(log: list[Any], before: list[Any]) -> bool:
    return len(log) > len(before) and log[:len(before)] == before


def test_two_tabs_one_table_no_move_lost(profile: tuple[BrowserContext, list[str]],
                                         app_url: str) -> None:
    """Issue 20.1: tab B opening the game is told it is open in tab A; "Play
    here instead" moves the table (A stops and says why); the save only ever
    grows, read from both pages after every step."""
    context, _errors = profile
    a = context.pages[0] if context.pages else context.new_page()
    open_app(a, app_url, "seed=21&botdelay=0")
    start_swap_poker(a)
    log: list[Any] = []
    for n in range(2):
        wait_turn_or_end(a)
        play_one_move(a, n)
        wait_turn_or_end(a)
        now = saved_log(a)
        assert _extends(now, log)
        log = now
    shown_a = table_text(a)

    b = context.new_page()
    open_app(b, app_url, "seed=21&botdelay=0")
    expect(b.get_by_test_id("elsewhere")).to_be_visible()
    expect(b.get_by_test_id("elsewhere-reason")).to_have_attribute("data-reason", "open")
    assert saved_log(b) == log and saved_log(a) == log
    assert table_text(a) == shown_a  # A plays on, untouched

    b.get_by_test_id("play-here").click()
    wait_turn_or_end(b)
    expect(a.get_by_test_id("elsewhere-reason")).to_have_attribute("data-reason", "moved")
    assert table_text(b) == shown_a
    assert saved_log(b) == log and saved_log(a) == log

    play_one_move(b, 2)
    wait_turn_or_end(b)
    now = saved_log(b)
    assert _extends(now, log) and saved_log(a) == now
    log = now
    shown_b = table_text(b)
    expect(a.get_by_test_id("elsewhere")).to_be_visible()  # A still stopped: no fork

    a.get_by_test_id("play-here").click()
    wait_turn_or_end(a)
    expect(b.get_by_test_id("elsewhere-reason")).to_have_attribute("data-reason", "moved")
    assert table_text(a) == shown_b  # B's move is on A's table
    assert saved_log(a) == log and saved_log(b) == log
    play_one_move(a, 0)
    wait_turn_or_end(a)
    now = saved_log(a)
    assert _extends(now, log) and saved_log(b) == now
    log = now

    # reload both: the game as last shown, in the tab that has it; the other is told
    shown_a = table_text(a)
    a.reload()
    wait_ready(a)
    wait_turn_or_end(a)
    assert table_text(a) == shown_a and saved_log(a) == log
    b.reload()
    wait_ready(b)
    expect(b.get_by_test_id("elsewhere-reason")).to_have_attribute("data-reason", "open")
    assert saved_log(b) == log


FILL_LOCAL_STORAGE = """(free) => {
  localStorage.setItem("fill-pad", "x".repeat(free));
  let n = 1 << 22, i = 0;
  while (n >= 1) {
    try { localStorage.setItem("fill-" + i, "x".repeat(n)); i++; } catch (e) { n = n >> 1; }
  }
  localStorage.removeItem("fill-pad");
  let spare = 0;  // how many characters still fit, measured
  try { for (;;) { localStorage.setItem("probe", "x".repeat(spare + 10)); spare += 10; } }
  catch (e) { localStorage.removeItem("probe"); }
  return spare;
}"""


def _fill_quota(page: Page, free: int) -> dict[str, Any]:
    """Leave about ``free`` bytes of IndexedDB quota (the origin's quota set by
    the DevTools protocol to its usage + ``free``) and ``free`` characters of
    localStorage."""
    # the service worker's cache counts in the usage: let it finish first
    page.wait_for_selector("html[data-cached=all]", state="attached", timeout=60_000)
    usage = page.evaluate("async () => (await navigator.storage.estimate()).usage")
    origin = page.evaluate("() => location.origin")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": usage + free})
    spare = page.evaluate(FILL_LOCAL_STORAGE, free)
    return {"usage": usage, "local_spare": spare}


@pytest.mark.parametrize("free", [300, 2500])
def test_nearly_full_storage_resumes_exactly_or_says_so(
        profile: tuple[BrowserContext, list[str]], app_url: str, free: int) -> None:
    """Issue 20.2: with a few hundred bytes free, play on; after a reload the
    table is the game as last shown, or the page says plainly it is older and
    by how many moves."""
    context, _errors = profile
    page = context.pages[0] if context.pages else context.new_page()
    open_app(page, app_url, "seed=22&botdelay=0")
    filled = _fill_quota(page, free)
    start_swap_poker(page)
    shown: list[str] = []
    for n in range(5):
        if wait_turn_or_end(page) != "controls":
            break
        play_one_move(page, n)
        wait_turn_or_end(page)
        wait_saved(page)
        shown.append(table_text(page))
    saves_off = page.get_by_test_id("saves-off").count() > 0
    record = saved_game(page)
    mark = page.evaluate("() => localStorage.getItem('cardtable.save.shown')")
    page.reload()
    wait_ready(page)
    screen = page.evaluate("() => document.documentElement.dataset.screen")
    if screen == "lobby":  # not even the first position could be stored
        assert record is None and saves_off
        expect(page.get_by_test_id("lobby-message")).to_contain_text("could not be saved")
        outcome = "lobby: the game could not be saved, said so"
    else:
        wait_turn_or_end(page)
        if table_text(page) == shown[-1]:
            expect(page.get_by_test_id("message")).to_be_empty()
            outcome = "resumed exactly"
        else:
            message = page.get_by_test_id("message")
            expect(message).to_contain_text("older position")
            lost = int(message.inner_text().split("older position, ")[1].split()[0])
            assert record is not None and lost == int(mark.split()[1]) - record["moves"]
            outcome = f"resumed older, said so: {message.inner_text()!r}"
    print(f"\nfree={free}: {filled}, saves off: {saves_off}, stored moves: "
          f"{record and record['moves']}, {outcome}")


def test_start_over_a_damaged_save_keeps_it(profile: tuple[BrowserContext, list[str]],
                                            app_url: str) -> None:
    """Issue 20.3: a damaged save (with a lone UTF-16 surrogate) is kept through
    Start and reloads until deleted, and downloads byte for byte."""
    context, _errors = profile
    page = context.pages[0] if context.pages else context.new_page()
    open_app(page, app_url, "seed=23&botdelay=0")
    head = '{"app": "cardtable-ui", "version": 1, "setup": {"game": "swap-poker", BROKEN '
    page.evaluate("""async (head) => {
      const raw = head + String.fromCharCode(0xD800) + " \u00e9 end";
      const db = await new Promise((ok) => { const r = indexedDB.open("cardtable", 1);
        r.onsuccess = () => ok(r.result); });
      await new Promise((ok) => { const t = db.transaction("kv", "readwrite");
        t.objectStore("kv").put({rev: 5, moves: 3, text: raw}, "save");
        t.oncomplete = ok; });
      db.close();
    }""", head)
    expected = (head + "\ud800 \u00e9 end").encode("utf-8", "surrogatepass")

    def download() -> bytes:
        with page.expect_download() as info:
            page.get_by_test_id("bad-save-download").click()
        path = info.value.path()
        assert path is not None
        return Path(path).read_bytes()

    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("bad-save-message")).to_contain_text("not readable")
    assert download() == expected
    start_swap_poker(page)  # the ordinary Start button
    wait_turn_or_end(page)
    play_one_move(page, 0)
    wait_turn_or_end(page)
    assert json.loads(saved_game(page)["text"])["setup"]["game"] == "swap-poker"
    page.reload()
    wait_ready(page)
    wait_turn_or_end(page)
    page.get_by_test_id("menu").click()
    expect(page.get_by_test_id("bad-save")).to_be_visible()
    assert download() == expected
    page.get_by_test_id("bad-save-delete").click()
    expect(page.get_by_test_id("bad-save")).to_have_count(0)
    page.reload()
    wait_ready(page)
    page.get_by_test_id("menu").click()
    expect(page.get_by_test_id("bad-save")).to_have_count(0)


def test_without_indexeddb_the_game_is_kept_in_local_storage(
        profile: tuple[BrowserContext, list[str]], app_url: str) -> None:
    """Issue 20.2: localStorage is the fallback when IndexedDB will not open;
    a reload resumes the game as last shown."""
    context, _errors = profile
    context.add_init_script("""
        const open = IDBFactory.prototype.open;
        IDBFactory.prototype.open = function (name, version) {
            if (name === 'cardtable') throw new DOMException('refused', 'SecurityError');
            return open.call(this, name, version); };""")
    page = context.pages[0] if context.pages else context.new_page()
    open_app(page, app_url, "seed=24&botdelay=0")
    assert page.evaluate("() => document.documentElement.dataset.store") == "localstorage"
    start_swap_poker(page)
    for n in range(2):
        wait_turn_or_end(page)
        play_one_move(page, n)
    wait_turn_or_end(page)
    wait_saved(page)
    shown = table_text(page)
    text = page.evaluate("() => localStorage.getItem('cardtable.save.v1')")
    log = json.loads(json.loads(text)["game"])["log"]
    assert len(log) >= 4 and page.get_by_test_id("saves-off").count() == 0
    page.reload()
    wait_ready(page)
    wait_turn_or_end(page)
    assert table_text(page) == shown
    expect(page.get_by_test_id("message")).to_be_empty()
    assert page.evaluate("() => localStorage.getItem('cardtable.save.v1')") == text


def test_a_reload_keeps_the_moves_since_yours_and_rings_no_button(phone: Page,
                                                                  app_url: str) -> None:
    """Playtest 10 (Swingo at 390x844): a reloaded game came back as it was, but
    "Since you: Ben checks · Dev bets 3" was gone, and "Call 3" came up with a focus
    ring, which read as a recommendation. The strip is saved; a control focused for
    the person shows a ring only once they use keys."""
    from .test_ui_swingo import play_a_move, start_swingo

    open_app(phone, app_url, "seed=5&botdelay=0")
    start_swingo(phone)
    for _ in range(12):
        assert wait_turn_or_end(phone) == "controls"
        if phone.locator("[data-testid=since-list] li").count():
            break
        play_a_move(phone)
    since = phone.get_by_test_id("since-list").inner_text()
    assert since
    wait_saved(phone)
    phone.reload()
    wait_ready(phone)
    assert wait_turn_or_end(phone) == "controls"
    assert phone.get_by_test_id("since-list").inner_text() == since
    ringed = "() => document.activeElement.matches(':focus-visible')"
    assert phone.evaluate("() => document.activeElement !== document.body")
    assert phone.evaluate(ringed) is False
    phone.keyboard.press("Tab")
    assert phone.evaluate(ringed) is True
