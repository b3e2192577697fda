"""The lobby written into index.html by the build, and Python taking it over
(``cardui.early``, issue 17), under CPython; the browser side is e2e/test_early_lobby.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cardui import controller as controller_module
from cardui.controller import Controller, Params, public_games
from cardui.early import (
    GAMES_ID,
    LOBBY_MARK,
    TEMPLATES_MARK,
    adopt,
    games_script,
    index_page,
    page_games,
    written_lobby,
)
from cardui.session import Session, Setup
from cardui.store import run_now

from .conftest import FakePlatform

INDEX = Path(__file__).resolve().parents[2] / "web" / "index.html"


def _controller(platform: FakePlatform) -> Controller:
    c = Controller(platform, Params(seed=4))
    run_now(c.open())
    return c


def test_the_page_gets_every_games_lobby_and_the_first_on_screen():
    page = index_page(INDEX.read_text(encoding="utf-8"))
    games = public_games()
    assert LOBBY_MARK not in page and TEMPLATES_MARK not in page
    app = page[page.index('<div id="app">'):page.index("</div>\n<noscript>")]
    assert 'data-testid="lobby"' in app and f'value="{games[0]["id"]}" id=' in app
    for g in games:
        assert f'<template data-lobby-game="{g["id"]}">' in page


def test_the_written_lobby_claims_no_saved_game_no_statistics_no_warnings():
    games = public_games()
    for g in games:
        html = written_lobby(games, g)
        for testid in ("resume", "end-match", f"stats-{g['id']}", "saves-off", "bad-save"):
            assert f'data-testid="{testid}"' not in html


def test_every_seat_is_written_and_those_beyond_the_players_are_hidden():
    games = public_games()
    for g in games:
        html = written_lobby(games, g)
        rows = re.findall(r'<div class="seat-row[^"]*" data-testid="seat-(\d+)"[^>]*>', html)
        assert len(rows) == g["max_players"]
        hidden = re.findall(r'data-testid="seat-(\d+)" role="group" aria-label="[^"]*" hidden',
                            html)
        assert [int(i) for i in hidden] == list(range(g["default_players"], g["max_players"]))


def test_python_takes_the_form_over_as_the_person_left_it(platform):
    c = _controller(platform)
    swoop = next(g for g in public_games() if g["id"] == "swoop")
    option = swoop["options"][0] if swoop["options"] else None
    form = {"game": "swoop", "players": "5", "seats": [
        {"name": "Ada", "player": "human"}, {"name": "Ben", "player": "bot:easy"},
        {"name": "<b>Cy</b>", "player": "human"}, {"name": "Dee", "player": "bot:hard"},
        {"name": "Eve", "player": "bot:medium"}],
        "options": {}, "speed": "fast", "sounds": "on", "touched": True}
    if option is not None and option.get("choices"):
        form["options"] = {option["name"]: str(option["choices"][-1]).lower()}
    adopt(c, form)
    assert c.form.game == "swoop" and c.form.players == 5
    assert [(s.name, s.kind, s.level if s.kind == "bot" else None) for s in c.form.seats] == [
        ("Ada", "human", None), ("Ben", "bot", "easy"), ("<b>Cy</b>", "human", None),
        ("Dee", "bot", "hard"), ("Eve", "bot", "medium")]
    assert c.settings["speed"] == "fast" and c.settings["sounds"] is True
    assert c.settings["game"] == "swoop"  # remembered for the next visit
    html = c.html()
    assert "&lt;b&gt;Cy&lt;/b&gt;" in html and 'data-testid="stats-swoop"' in html


def test_a_saved_game_gives_way_to_a_setup_begun_before_python(platform):
    setup = Setup("swoop", [s for s in _controller(platform).form.seats], 9, {})
    platform.saves.save(Session(setup, uid="g1").to_save(), 0, 9, new=True)
    untouched = _controller(FakePlatform(dict(platform.storage)))
    assert untouched.screen == "table"
    adopt(untouched, {"game": "swoop", "touched": False})
    assert untouched.screen == "table"  # straight back to the game, as before
    touched = _controller(FakePlatform(dict(platform.storage)))
    adopt(touched, {"game": "swoop", "seats": [{"name": "New", "player": "human"}],
                    "touched": True})
    assert touched.screen == "lobby" and 'data-testid="resume"' in touched.html()
    touched.start_game()
    assert touched.confirm == "replace"  # Start never drops the game in progress unasked


def test_the_page_carries_the_lobbys_games_and_python_reads_them_back():
    """Issue 17: the lobby's games are written into the page, so Python shows the
    lobby before it imports a game module; nothing in them can close the script."""
    page = index_page(INDEX.read_text(encoding="utf-8"))
    start = page.index(f'<script type="application/json" id="{GAMES_ID}">')
    text = page[start:page.index("</script>", start)].split(">", 1)[1]
    assert "<" not in text
    assert page_games(text) == json.loads(json.dumps(public_games()))
    assert "</script><img" not in games_script([{"id": "</script><img>", "options": []}])
    for bad in (None, "", "not json", "{}", "[]", '[{"id": 1}]'):
        assert page_games(bad) is None


def test_a_controller_given_the_pages_games_renders_the_lobby_without_the_registries(
        monkeypatch):
    games = json.loads(json.dumps(public_games()))

    def no_registry() -> list:
        raise AssertionError("the lobby asked the registries")

    monkeypatch.setattr(controller_module, "public_games", no_registry)
    c = Controller(FakePlatform(), Params(seed=4), games=games)
    run_now(c.open())
    html = c.html()
    assert 'data-testid="lobby"' in html and c.games == games
