"""The how-to index page (``howto/index.html``), written by the site build from the
game registry: every listed game with its player counts and tagline, linked to its
how-to page when it has one. Pure: game types in, a whole HTML page out."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable import GameType, listed_games

from .markup import Html, el, join

HEAD = Html(
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
    "<title>How to play \u2014 Card Table</title>\n"
    '<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">\n'
    '<link rel="stylesheet" href="../css/table.css">\n'
    '<link rel="stylesheet" href="../css/howto.css">\n</head>\n')


def players_text(game: GameType) -> str:
    """``"2 players"``, ``"3 to 8 players"``."""
    lo, hi = game.min_players, game.max_players
    return f"{lo} players" if lo == hi else f"{lo} to {hi} players"


def index_entry(game: GameType) -> Html:
    name = (el("a", {"href": game.howto}, game.title) if game.howto
            else el("strong", {}, game.title))
    return el("li", {"data_testid": f"howto-{game.id}"}, name,
              f" \u2014 {players_text(game)}. {game.tagline}".rstrip())


def index_main(games: Sequence[GameType] | None = None) -> Html:
    """The index's ``<main>``: the same in the page and in the app's own how-to
    screen (``howto_screen``); ``games`` defaults to the registry's listed games."""
    games = listed_games() if games is None else games
    return el("main", {"class_": "howto"},
              el("h1", {}, "How to play"),
              el("p", {"class_": "lead"}, "Pick a game to learn. Each page explains the rules,"
                 " the choices you can set before a game, and how to play it on this site."),
              el("ul", {"data_testid": "howto-index"}, [index_entry(g) for g in games]))


def index_page(games: Sequence[GameType] | None = None) -> str:
    """The whole page; ``games`` defaults to the registry's listed games."""
    body = el("body", {}, el(
        "div", {"id": "app"},
        el("nav", {"class_": "howto-nav", "aria_label": "Pages"},
           el("a", {"class_": "btn btn-quiet", "href": "../index.html",
                    "data_testid": "back-to-table"}, "Back to the table")),
        index_main(games)))
    return str(join([HEAD, body, Html("\n</html>\n")]))
