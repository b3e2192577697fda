"""How to play inside the app (issue 19): the how-to pages' own text as a screen,
Back to where the person was, the game untouched."""

from __future__ import annotations

import asyncio
import re

from cardui.controller import Controller, Params
from cardui.howto_screen import HowtoView, howto_screen, load, page_for, page_main
from cardui.session import Seat
from cardui.store import run_now

from .conftest import WEB_PY, FakePlatform

HOWTO = WEB_PY.parent / "howto"


def _controller(platform: FakePlatform) -> Controller:
    c = Controller(platform, Params(seed=3, bot_delay=0))
    run_now(c.open())
    return c


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def test_the_screen_shows_the_same_text_as_the_howto_page(platform):
    for page in sorted(p.name for p in HOWTO.glob("*.html")):
        view = HowtoView(page, "lobby")
        asyncio.run(load(view, platform.fetch_text))
        source = (HOWTO / page).read_text(encoding="utf-8")
        main = re.search(r"<main\b[^>]*>(.*)</main>", source, re.S)
        assert main is not None and view.content is not None
        assert _text(view.content) == _text(main.group(1))  # the same words
        html = str(howto_screen(view))
        assert 'data-testid="howto-back"' in html and 'data-testid="howto-text"' in html


def test_links_between_pages_stay_in_the_app():
    main = page_main('<main class="howto"><a href="swoop.html">Swoop</a></main>')
    assert main == '<a href="howto/swoop.html" data-ui="howto" data-arg="swoop.html">Swoop</a>'
    view = HowtoView("index.html", "lobby")
    asyncio.run(load(view, None))
    assert 'data-ui="howto" data-arg="swoop.html"' in (view.content or "")


def test_a_page_that_cannot_be_read_says_so_and_offers_back():
    async def offline(path: str) -> str:
        raise OSError("offline")

    view = HowtoView("swoop.html", "table")
    asyncio.run(load(view, offline))
    html = str(howto_screen(view))
    assert 'data-testid="howto-error"' in html and "Back to the game" in html


def test_from_the_table_and_back_the_game_is_as_it_was(platform):
    c = _controller(platform)
    c.lobby_change("game", "swoop")
    c.form.seats = [Seat("You"), Seat("Ann", "bot", "easy"), Seat("Ben", "bot", "easy"),
                    Seat("Cy", "bot", "easy")]
    c.start_game()
    if c.bots_pending():
        asyncio.run(c.run_bots())
    s, log = c.session, list(c.session.state.log)
    assert 'data-ui="howto" data-arg="swoop.html"' in str(c.html())
    c.ui("howto", "swoop.html")
    html = str(c.html())
    assert c.screen == "howto" and "Mystery cards" in html and "Back to the game" in html
    assert not c.bots_pending()  # the game waits
    c.ui("howto", "index.html")  # "All games", then Back still goes to the table
    assert "howto-index" in str(c.html())
    c.ui("howto-back")
    assert c.screen == "table" and c.session is s and s.state.log == log
    assert 'data-testid="controls"' in str(c.html())


def test_from_the_lobby_and_back(platform):
    c = _controller(platform)
    c.lobby_change("game", "swap-poker")
    assert 'data-ui="howto" data-arg="swap-poker.html"' in str(c.html())
    c.ui("howto", "swap-poker.html")
    assert "Swap Poker" in str(c.html()) and c.howto is not None
    c.ui("howto-back")
    assert c.screen == "lobby" and 'data-testid="lobby"' in str(c.html())


def test_a_page_name_from_the_markup_is_never_a_path():
    c = _controller(FakePlatform())
    c.ui("howto", "../../etc/passwd")
    assert c.howto is not None and c.howto.page == page_for(c.form.game)


def test_back_closes_the_log_and_the_menu_as_it_closes_the_rules(platform):
    """A playtest at 390x844 (Swingo, seed 9): the phone's Back with the log open,
    or in the menu, left Card Table, where with the Rules open it returned to the
    game. Each has a step for Back (``back_step``, app.py keeps a history entry
    while there is one), which closes it; the bare table and lobby have none."""
    c = _controller(platform)
    assert c.back_step() is None  # the lobby with no game: Back leaves
    c.ui("howto", "swoop.html")
    assert c.back_step() == "howto-back"
    c.ui("howto-back")
    c.form.seats = [Seat("You"), Seat("Ann", "bot", "easy"), Seat("Ben", "bot", "easy")]
    c.start_game()
    if c.bots_pending():
        asyncio.run(c.run_bots())
    s = c.session
    assert c.screen == "table" and c.back_step() is None
    c.ui("toggle-log")
    assert c.back_step() == "close-log"
    c.ui(c.back_step())
    assert not c.log_open and c.back_step() is None
    c.ui("lobby")  # the Menu
    assert c.back_step() == "resume"
    c.ui("howto", "index.html")  # the Rules from the menu: Back to the menu, then the game
    c.ui(c.back_step())
    assert c.screen == "lobby" and c.back_step() == "resume"
    c.ui(c.back_step())
    assert c.screen == "table" and c.session is s and c.back_step() is None
