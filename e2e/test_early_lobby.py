"""The lobby before Python (issue 17, part 2): the build writes the lobby into
index.html, so it is on screen and usable before the runtime has loaded; Python
takes it over as the person left it, and a Start tapped meanwhile starts the game
once Python is up. The runtime is held back (or blocked) by routing its wasm."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from .ui_helpers import READY_TIMEOUT, wait_ready


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    # no service worker: page.route sees every request the page makes
    ctx = browser.new_context(viewport={"width": 390, "height": 844},
                              service_workers="block")
    yield ctx
    ctx.close()


class Held:
    """The runtime's wasm requests, held until :meth:`release` (later ones pass)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.routes: list[Route] = []
        self.released = False
        page.route("**/*.wasm", self.handle)

    def handle(self, route: Route) -> None:
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        for _ in range(200):  # the request reaches the handler while the test waits
            if self.routes:
                break
            self.page.wait_for_timeout(50)
        assert self.routes, "the page never asked for the runtime"
        self.released = True
        for route in self.routes:
            route.continue_()


def hold_runtime(page: Page) -> Held:
    return Held(page)


def release(page: Page, held: Held) -> None:
    held.release()


def python_is_up(page: Page) -> bool:
    return page.evaluate("() => document.documentElement.hasAttribute('data-screen')")


def visible_seats(page: Page) -> int:
    return page.locator(".seat-row:visible").count()


def test_a_game_tapped_before_the_lobbys_script_runs_is_the_one_shown(
        context: BrowserContext, site_url: str) -> None:
    """CI of this stop: Swoop tapped as the written lobby showed, before its script
    ran (a module script waits for the page): the radio was checked but the form
    kept Swingo's five seats. The script now shows the game tapped."""
    page = context.new_page()
    held: list[Route] = []
    page.route("**/early.js", lambda route: held.append(route))
    page.route("**/*.wasm", lambda route: route.abort())
    page.goto(site_url, wait_until="commit")
    expect(page.get_by_test_id("lobby")).to_be_visible()
    page.get_by_test_id("game-swoop").click()
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the page never asked for the lobby's script"
    page.unroute("**/early.js")
    held[0].continue_()
    expect(page.get_by_test_id("players")).to_have_value("4")
    assert visible_seats(page) == 4


def test_the_lobby_is_usable_without_the_runtime_and_start_says_why_not(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    page.route("**/*.wasm", lambda route: route.abort())
    page.goto(site_url)
    # the first paint is the lobby, written by the build, with no Python at all
    expect(page.get_by_test_id("lobby")).to_be_visible()
    assert page.get_by_test_id("resume").count() == 0  # no claim of a saved game
    assert page.get_by_test_id("stats-swoop").count() == 0  # nor of statistics
    page.get_by_test_id("game-swoop").click()
    expect(page.get_by_test_id("players")).to_have_value("4")
    assert visible_seats(page) == 4
    page.get_by_test_id("players").select_option("6")
    assert visible_seats(page) == 6
    page.get_by_test_id("seat-5-player").select_option("human")
    page.get_by_test_id("seat-5-name").fill("Zoë")
    page.wait_for_selector("html[data-boot=failed]", state="attached", timeout=60_000)
    page.get_by_test_id("start").click()
    message = page.get_by_test_id("lobby-message")
    expect(message).to_contain_text("Card Table could not start (")
    expect(message).to_contain_text("reload the page")
    expect(page.get_by_test_id("start")).to_have_text("Start game")
    expect(page.get_by_test_id("boot")).to_contain_text("could not start")
    # what was chosen is still there
    expect(page.get_by_test_id("seat-5-name")).to_have_value("Zoë")
    assert not python_is_up(page)


def test_a_start_tapped_before_python_starts_the_game_once_python_is_up(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    held = hold_runtime(page)
    page.goto(site_url + "?seed=5&botdelay=0")
    page.get_by_test_id("game-swap-poker").click()
    page.get_by_test_id("seat-0-name").fill("Quinn")
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("start")).to_have_text("Starting…")
    assert not python_is_up(page)
    release(page, held)
    page.wait_for_selector("html[data-screen=screen-table]", state="attached",
                           timeout=READY_TIMEOUT)
    expect(page.get_by_test_id("table")).to_contain_text("Quinn")


def test_python_takes_over_the_lobby_as_the_person_left_it(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    held = hold_runtime(page)
    page.goto(site_url)
    page.get_by_test_id("game-swoop").click()
    page.get_by_test_id("players").select_option("5")
    page.get_by_test_id("seat-2-player").select_option("human")
    page.get_by_test_id("speed").select_option("fast")
    name = page.get_by_test_id("seat-2-name")
    name.fill("Ro")
    release(page, held)
    page.wait_for_selector("html[data-screen=lobby]", state="attached", timeout=READY_TIMEOUT)
    # typing goes on where it was: the field kept the focus and the caret
    page.keyboard.type("sa")
    expect(page.get_by_test_id("seat-2-name")).to_have_value("Rosa")
    assert page.locator("#game-radio-swoop").is_checked()
    expect(page.get_by_test_id("players")).to_have_value("5")
    assert visible_seats(page) == 5
    expect(page.get_by_test_id("seat-2-player")).to_have_value("human")
    expect(page.get_by_test_id("speed")).to_have_value("fast")
    assert page.get_by_test_id("stats-swoop").count() == 1  # Python's own lobby now


def test_a_returning_player_sees_their_game_and_resume_only_from_python(
        browser: Browser, site_url: str) -> None:
    ctx = browser.new_context(viewport={"width": 390, "height": 844},
                              service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(site_url + "?seed=3&botdelay=0")
        wait_ready(page)
        page.get_by_test_id("game-swap-poker").click()
        page.get_by_test_id("start").click()
        page.wait_for_selector("[data-testid=controls]", timeout=60_000)
        page.wait_for_selector("html[data-saving=false]", state="attached")

        held = hold_runtime(page)
        page.reload()
        # the last game chosen, and no Resume before Python has read the store
        assert page.locator("#game-radio-swap-poker").is_checked()
        assert page.get_by_test_id("resume").count() == 0
        page.get_by_test_id("seat-0-name").fill("Bo")  # a new setup begun
        release(page, held)
        # the saved game gives way to the lobby the person is using, with Resume
        page.wait_for_selector("html[data-screen=lobby]", state="attached",
                               timeout=READY_TIMEOUT)
        expect(page.get_by_test_id("resume")).to_be_visible()
        expect(page.get_by_test_id("seat-0-name")).to_have_value("Bo")
        page.get_by_test_id("resume").click()
        page.wait_for_selector("html[data-screen=screen-table]", state="attached")
    finally:
        ctx.close()


def test_an_option_the_rules_fix_is_shown_fixed_before_python_s12(
        context: BrowserContext, site_url: str) -> None:
    """S-12: high-low Swingo is always fixed limit; the written lobby shows it so
    (and frees the choice again) before Python runs, as Python's lobby does."""
    page = context.new_page()
    page.route("**/*.wasm", lambda route: route.abort())
    page.goto(site_url)
    page.get_by_test_id("game-swingo").click()
    betting = page.get_by_test_id("opt-betting")
    page.get_by_test_id("opt-betting").select_option("pot-limit")
    page.get_by_test_id("opt-variant").select_option("high-low")
    expect(betting).to_be_disabled()
    expect(betting).to_have_value("fixed-limit")
    expect(page.locator("#opt-betting-help")).to_contain_text("Always fixed limit")
    page.get_by_test_id("opt-variant").select_option("low")
    expect(betting).to_be_enabled()
    expect(betting).to_have_value("pot-limit")  # the person's own choice, back
    assert not python_is_up(page)


def test_low_hands_show_only_with_a_low_half_before_python_s11(
        context: BrowserContext, site_url: str) -> None:
    """S-11: "Low hands" matters only for low and high-low Swingo; the written lobby
    hides it for high, as Python's lobby does (playtest)."""
    page = context.new_page()
    page.route("**/*.wasm", lambda route: route.abort())
    page.goto(site_url)
    page.get_by_test_id("game-swingo").click()
    low = page.get_by_test_id("opt-low_ranking")
    expect(low).to_be_hidden()
    page.get_by_test_id("opt-variant").select_option("low")
    expect(low).to_be_visible()
    page.get_by_test_id("opt-variant").select_option("high")
    expect(low).to_be_hidden()
    assert not python_is_up(page)


def test_an_option_the_rules_fix_is_shown_fixed_once_python_is_up_s12(
        context: BrowserContext, site_url: str) -> None:
    """S-12 in Python's lobby (playtest: Betting stayed "Pot limit" and changeable
    after choosing high-low once Python had taken over)."""
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    assert python_is_up(page)
    page.get_by_test_id("game-swingo").click()
    betting = page.get_by_test_id("opt-betting")
    betting.select_option("pot-limit")
    variant = page.get_by_test_id("opt-variant")
    variant.focus()  # as a tap on the menu does
    variant.select_option("high-low")
    expect(betting).to_be_disabled()
    expect(betting).to_have_value("fixed-limit")
    expect(page.locator("#opt-betting-help")).to_contain_text("Always fixed limit")
    expect(variant).to_be_focused()  # redrawn, the focus kept
    page.get_by_test_id("opt-variant").select_option("low")
    expect(betting).to_be_enabled()
    expect(betting).to_have_value("pot-limit")  # the person's own choice, back


def test_a_second_person_seated_names_the_first_seat_as_the_game_will(
        context: BrowserContext, site_url: str) -> None:
    """Playtest at 390x844, pass-and-play: "with two people on one phone, seat 1
    shows 'You' in the lobby but plays as 'Player 1 (you)'". Before Python is up and
    after, a second person seated makes the first seat's "You" the name the game
    will use, "Player 1"; with one person left it is "You" again."""
    page = context.new_page()
    held = hold_runtime(page)
    page.goto(site_url + "?seed=7&botdelay=0")
    first = page.get_by_test_id("seat-0-name")
    page.get_by_test_id("game-swap-poker").click()
    page.get_by_test_id("seat-1-player").select_option("human")
    expect(first).to_have_value("Player 1")
    page.get_by_test_id("seat-1-player").select_option("bot:medium")
    expect(first).to_have_value("You")
    page.get_by_test_id("seat-1-player").select_option("human")
    expect(first).to_have_value("Player 1")
    assert not python_is_up(page)
    release(page, held)
    page.wait_for_selector("html[data-screen=lobby]", state="attached", timeout=READY_TIMEOUT)
    expect(first).to_have_value("Player 1")
    page.get_by_test_id("seat-1-player").select_option("bot:easy")  # Python's lobby now
    expect(first).to_have_value("You")
    page.get_by_test_id("seat-1-player").select_option("human")
    expect(first).to_have_value("Player 1")
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("seat-0-bar")).to_contain_text("Player 1 (you)")


def test_a_bot_seat_turned_to_a_person_is_player_n_before_and_after_python(
        context: BrowserContext, site_url: str) -> None:
    """Playtest, pass-and-play: seat 2 turned to a person kept the bot's name "Ana"
    while seat 1 became "Player 1", so the hand-offs read "Pass to Player 1" and
    "Pass to Ana". The bot's name goes with the bot, in the lobby the build wrote
    (before Python is up) and in Python's; a name typed stays."""
    page = context.new_page()
    held = hold_runtime(page)
    page.goto(site_url + "?seed=7&botdelay=0")
    page.get_by_test_id("game-swap-poker").click()
    second = page.get_by_test_id("seat-1-name")
    page.get_by_test_id("seat-1-player").select_option("human")
    expect(second).to_have_value("Player 2")
    page.get_by_test_id("seat-1-player").select_option("bot:medium")
    expect(second).to_have_value("Ana")
    expect(page.get_by_test_id("seat-0-name")).to_have_value("You")
    assert not python_is_up(page)
    release(page, held)
    page.wait_for_selector("html[data-screen=lobby]", state="attached", timeout=READY_TIMEOUT)
    page.get_by_test_id("seat-1-player").select_option("human")  # Python's lobby now
    expect(second).to_have_value("Player 2")
    page.get_by_test_id("seat-1-player").select_option("bot:easy")
    expect(second).to_have_value("Ana")
    second.fill("Bea")
    page.get_by_test_id("seat-1-player").select_option("human")
    expect(second).to_have_value("Bea")
