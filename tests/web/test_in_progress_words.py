"""The game in progress in words (a playtest at 768x1024, seed 3: the lobby said
"Game in progress: Swoop with You, Ana, Ben" and End match "(You, Ana, Ben; 7 moves
played)"): the players as a sentence lists them, "you" in lower case, names escaped."""

from __future__ import annotations

import html as htmlmod
import re

import pytest
from cardui.controller import Controller, Params
from cardui.session import Seat
from cardui.store import run_now

from .conftest import FakePlatform

XSS = "<img src=x onerror=alert(1)>"


def _started(platform: FakePlatform, game: str, seats: list[Seat]) -> Controller:
    c = Controller(platform, Params(seed=3))
    run_now(c.open())
    c.lobby_change("game", game)
    c.lobby_change("players", str(len(seats)))
    c.form.seats = seats
    c.start_game()
    assert c.screen == "table"
    return c


def _said(html: str, testid: str) -> str:
    found = re.search(rf'data-testid="{testid}"[^>]*>(.*?)</p>', html, re.S)
    assert found, testid
    return htmlmod.unescape(re.sub(r"<[^>]+>", "", found.group(1)))


def _in_progress(html: str) -> str:
    found = re.search(r"<p>Game in progress: (.*?)</p>", html, re.S)
    assert found
    return htmlmod.unescape(found.group(1))


def test_a_solo_game_in_progress_is_with_the_others_and_you_are_you(platform):
    c = _started(platform, "swoop", [Seat("You", "human"), Seat("Ana", "bot", "easy"),
                                     Seat("Ben", "bot", "easy")])
    c.ui("lobby")
    assert _in_progress(c.html()) == "Swoop with Ana and Ben"
    c.ui("end-match")
    moves = len(c.session.state.log)
    assert _said(c.html(), "confirm-detail") == (
        f"The Swoop match in progress (you, Ana and Ben; {moves} move"
        f"{'' if moves == 1 else 's'} played) will be lost and not counted.")


def test_pass_and_play_names_every_player_escaped(platform):
    c = _started(platform, "swingo", [Seat("Ana", "human"), Seat(XSS, "human"),
                                      Seat("Cleo", "human")])
    c.ui("lobby")
    html = c.html()
    assert _in_progress(html) == f"Swingo Poker with Ana, {XSS} and Cleo"
    assert "<img" not in html
    c.start_game()  # Start game over the match in progress: asked first
    assert c.confirm == "replace"
    assert _said(c.html(), "confirm-detail").startswith(
        f"The Swingo Poker match in progress (Ana, {XSS} and Cleo; ")


@pytest.mark.parametrize("game, games, whole", [
    ("swingo", None, "Swingo Poker match"), ("swoop", None, "Swoop match"),
    ("swap-poker", None, "Swap Poker game"), ("swap-poker", "3", "Swap Poker match"),
])
def test_every_question_calls_the_game_in_progress_what_its_result_does(
        platform, game, games, whole):
    """A playtest: Start game over a Swingo match asked about "The Swingo Poker game
    in progress", where its result, menu and rules say "match" ("You win the
    match!"), as Swoop's do; a Swap Poker game is a game (best of 3: a match)."""
    c = Controller(platform, Params(seed=3))
    run_now(c.open())
    c.lobby_change("game", game)
    if games:
        c.lobby_change("option", games, name="games")
    c.start_game()
    assert c.screen == "table"
    for ask in ("replace", "daily", "link", "import"):  # the lobby's, the share desk's
        c.confirm = ask
        said = _said(c.html(), "confirm-detail")
        assert said.startswith(f"The {whole} in progress ("), (ask, said)
    c.confirm = None
    c.ui("end-match")
    assert c.confirm == "end"
    said = _said(c.html(), "confirm-detail")
    assert said.startswith(f"The {whole} "), said
    assert " game " not in said.replace("Swap Poker game", ""), said
