"""Playtest 3: Menu -> End match -> "Keep playing" landed on the lobby, and a solo
game asked "End this match for everyone?"; "Keep playing" instead of a new game did
the same."""

from __future__ import annotations

from cardui.session import Seat

from .test_fair_play import _controller, _start, _until


def _to_my_turn(c, game: str, seats: list[Seat]) -> None:
    _start(c, game, seats)
    _until(c, lambda: c.session.next_human() is not None)


def _keep_playing_returns_to_the_table(platform, ask) -> None:
    """For Swoop and Swingo on the person's turn with a card picked: ``ask(c)`` puts
    a question; "Keep playing" returns to the table as it was."""
    for game in ("swoop", "swingo"):
        c = _controller(platform, seed=1)
        _to_my_turn(c, game, [Seat("Me", "human"), Seat("B1", "bot"), Seat("B2", "bot")])
        c.ui("select", "hand-0")
        before = c.session.state.to_json()
        ask(c)
        c.ui("confirm-no")
        html = str(c.html())
        assert c.screen == "table", game
        assert 'data-testid="screen-table"' in html and 'data-testid="confirm"' not in html
        assert 'data-testid="controls"' in html  # still the person's turn
        assert c.session.state.to_json() == before and c.selection == "hand-0"
        assert not c.session.over


def test_keep_playing_after_end_match_returns_to_the_table_as_it_was(platform):
    def ask(c) -> None:
        c.ui("lobby")
        c.ui("end-match")
        assert 'data-testid="confirm"' in str(c.html())
    _keep_playing_returns_to_the_table(platform, ask)


def test_keep_playing_instead_of_a_new_game_returns_to_the_table_as_it_was(platform):
    """Menu -> New game -> Start game over a game in progress asks "Start a new
    game?"; "Keep playing" stayed in the lobby. It returns to the table as it was."""
    def ask(c) -> None:
        c.ui("new-game")
        c.start_game()
        assert "Start a new game?" in str(c.html())
    _keep_playing_returns_to_the_table(platform, ask)


def test_solo_end_match_does_not_ask_for_everyone(platform):
    c = _controller(platform, seed=1)
    _to_my_turn(c, "swoop", [Seat("Me", "human"), Seat("B1", "bot"), Seat("B2", "bot")])
    c.ui("lobby")
    c.ui("end-match")
    html = str(c.html())
    assert "End this match?" in html and "for everyone" not in html


def test_pass_and_play_end_match_asks_for_everyone(platform):
    c = _controller(platform, seed=1)
    _start(c, "swingo", [Seat("Ana", "human"), Seat("Bo", "human")])
    c.ui("end-match")  # from the hand-off screen
    assert "End this match for everyone?" in str(c.html())
    c.ui("confirm-no")
    assert c.screen == "table" and 'data-testid="handoff"' in str(c.html())
