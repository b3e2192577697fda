"""How to play inside the app (issue 19): the how-to pages' own text (the
``<main>`` of ``howto/<page>.html``, fetched from the site, so offline from the
service worker's cache; the index from the registry, as the build writes it)
shown as a screen of the app, with a Back that returns to the lobby or the
table as they were. Nothing reboots: links between the pages stay in the app.

The pages are this site's own static files (no player data), so their markup
is shown as it is; a page that cannot be read says so and offers Back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardtable import game_types

from .howto import index_main
from .markup import Html, el

INDEX = "index.html"
_PAGE = re.compile(r"^[a-z0-9][a-z0-9-]*\.html$")
_MAIN = re.compile(r"<main\b[^>]*>(.*)</main>", re.S)
_LINK = re.compile(r'<a href="([a-z0-9][a-z0-9-]*\.html)"')


def page_for(game: str | None) -> str:
    """The game's how-to page (``GameType.howto``), else the index."""
    cls = game_types().get(game) if game else None
    return cls.howto if cls is not None and cls.howto else INDEX


def valid_page(page: str | None) -> bool:
    return page is not None and bool(_PAGE.match(page))


def page_main(text: str) -> str | None:
    """The inside of a how-to page's ``<main>``, its links to other how-to pages
    kept in the app (``data-ui="howto"``); None when the text has no main."""
    m = _MAIN.search(text)
    if m is None:
        return None
    return _LINK.sub(lambda x: f'<a href="howto/{x.group(1)}" data-ui="howto" '
                               f'data-arg="{x.group(1)}"', m.group(1))


def index_content() -> str:
    """The index, as the build writes it (``howto.index_main``)."""
    return page_main(str(index_main())) or ""


@dataclass
class HowtoView:
    """What the how-to screen shows: the page, its text once read (None while
    loading), an error, and the screen to go back to."""

    page: str
    back: str
    content: str | None = None
    error: str = ""


async def load(view: HowtoView, fetch: Any) -> None:
    """Read ``view.page`` with ``fetch(path) -> text`` (the platform's)."""
    if view.page == INDEX:
        view.content = index_content()
        return
    try:
        text = await fetch(f"howto/{view.page}")
    except Exception:
        text = None
    main = page_main(text) if isinstance(text, str) else None
    if main is None:
        view.error = ("This page could not be read. It is kept for offline play once the "
                      "site has been loaded with a connection.")
    else:
        view.content = main


def howto_screen(view: HowtoView) -> Html:
    back = "Back to the game" if view.back == "table" else "Back"
    nav = el("nav", {"class_": "howto-nav", "aria_label": "Pages"},
             el("button", {"type": "button", "class_": "btn btn-quiet",
                           "data_ui": "howto-back", "data_testid": "howto-back",
                           "autofocus": True}, back),
             el("button", {"type": "button", "class_": "btn btn-quiet", "data_ui": "howto",
                           "data_arg": INDEX, "data_testid": "howto-all"}, "All games")
             if view.page != INDEX else None)
    if view.content is not None:
        body: Any = Html(view.content)
    elif view.error:
        body = el("p", {"class_": "message", "role": "alert",
                        "data_testid": "howto-error"}, view.error)
    else:
        body = el("p", {"data_testid": "howto-loading"}, "Loading\u2026")
    return el("div", {"class_": "screen screen-howto", "data_testid": "howto-screen",
                      "data_page": view.page},
              el("link", {"rel": "stylesheet", "href": "css/howto.css"}),
              nav,
              el("main", {"class_": "howto", "data_testid": "howto-text"}, body))
