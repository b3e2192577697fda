"""The lobby before Python (issue 17).

The build writes the lobby into ``index.html`` with this package's own render
code, run under CPython (:func:`index_page`): the lobby of the first game in
``#app`` and one ``<template>`` per game, so the first paint is the lobby and a
person can pick a game, its options, the seats and their names at once.
``web/early.js`` runs that form until Python is up (switching games, showing the
seats chosen, holding a Start tapped meanwhile); then :func:`adopt` takes the
form over as the person left it.

The written lobby claims nothing it cannot know yet: no saved game (Resume
appears when Python has read the store), no statistics, no storage warnings.
"""

from __future__ import annotations

import json
from typing import Any

from .lobby import LobbyState, lobby_screen
from .markup import Html, el

#: Where ``web/index.html`` takes the written lobby and the other games' lobbies.
LOBBY_MARK = "<!-- lobby -->"
TEMPLATES_MARK = "<!-- lobbies -->"


def written_lobby(games: list[dict[str, Any]], game: dict[str, Any]) -> Html:
    """``game``'s lobby with its default setup, and a row for every seat it can
    have: those beyond the default players are hidden until more are chosen."""
    form = LobbyState.for_game(game)
    form.resize(game["max_players"])
    form.players = game["default_players"]
    return lobby_screen(games, form, stats=None)


def index_page(template: str, games: list[dict[str, Any]] | None = None) -> str:
    """``web/index.html`` with the lobbies written in."""
    if LOBBY_MARK not in template or TEMPLATES_MARK not in template:
        raise ValueError(f"index.html must have {LOBBY_MARK} and {TEMPLATES_MARK}")
    if games is None:
        from .controller import public_games

        games = public_games()
    lobbies = {g["id"]: written_lobby(games, g) for g in games}
    templates = "\n".join(el("template", {"data_lobby_game": gid}, html)
                          for gid, html in lobbies.items())
    return (template.replace(LOBBY_MARK, lobbies[games[0]["id"]])
            .replace(TEMPLATES_MARK, templates + "\n" + games_script(games)))


#: The ``<script type="application/json">`` the build writes the lobby's games in.
GAMES_ID = "lobby-games"


def games_script(games: list[dict[str, Any]]) -> str:
    """The games as JSON in the page (``<`` escaped, so no text in it can close
    the script): the controller reads them instead of importing every game module
    before the lobby shows (:func:`page_games`)."""
    text = json.dumps(games, separators=(",", ":"), sort_keys=True).replace("<", "\\u003c")
    return f'<script type="application/json" id="{GAMES_ID}">{text}</script>'


def page_games(text: str | None) -> list[dict[str, Any]] | None:
    """The games :func:`games_script` wrote, or None when the page has none (or
    not a list of games): the controller then asks the registries."""
    try:
        games = json.loads(text) if text else None
    except ValueError:
        return None
    if not isinstance(games, list) or not games or not all(
            isinstance(g, dict) and "id" in g and "options" in g for g in games):
        return None
    return games


def adopt(controller: Any, form: dict[str, Any]) -> None:
    """Take over the written lobby's form as ``web/early.js`` read it (``form``:
    ``game``, ``players``, ``options`` {name: value}, ``seats`` [{name, player}],
    ``speed``, ``sounds``, ``touched``). A saved game resumed by Python gives way
    to the lobby (its Resume button) when the person had begun a new setup."""
    c = controller
    game = form.get("game")
    if isinstance(game, str) and game != c.form.game:
        c.lobby_change("game", game)
    players = form.get("players")
    if players:
        c.lobby_change("players", str(players))
    for name, value in (form.get("options") or {}).items():
        c.lobby_change("option", str(value), name=str(name))
    for i, seat in enumerate(form.get("seats") or []):
        if seat.get("player"):
            c.lobby_change("seat-player", str(seat["player"]), seat=i)
        if seat.get("name") is not None:
            c.lobby_change("seat-name", str(seat["name"]), seat=i)
    speed = form.get("speed")
    if speed and speed != c.settings.get("speed"):
        c.lobby_change("speed", str(speed))
    sounds = form.get("sounds")
    if sounds in ("on", "off") and (sounds == "on") != bool(c.settings.get("sounds")):
        c.lobby_change("sounds", sounds)
    if form.get("touched") and c.screen == "table":
        c.screen = "lobby"
