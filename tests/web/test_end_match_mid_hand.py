"""Playtest 10 (Swingo, seed 5, phone): Menu -> End match mid-hand; the question said
the match ends "when this hand is over". When the hand ended, the page said "Tap Next
hand when you are ready." with a Next hand button, and only that tap showed "The match
was ended after 1 hand". S-2: the match ends by Stop at the next hand's start; the
match result now comes as the hand ends, that hand's result in it."""

from __future__ import annotations

import asyncio
import html
import re

import pytest
from cardui.controller import Controller
from cardui.session import Seat

from .test_fair_play import _controller, _press, _start, _until

PLAYTEST = ["You", "Ana", "Ben", "Cleo", "Dev"]


def _end_match_on_my_turn(c: Controller) -> None:
    _until(c, lambda: c.session.next_human() is not None)
    _end_the_match(c)


def _end_the_match(c: Controller) -> None:
    c.ui("end-match")
    c.ui("confirm-yes")
    assert not c.session.over and c.message == ""
    # a note, read out politely, not a refusal in red (playtest 12), on the table
    # (pass-and-play may hand the device over first)
    page = str(c.html())
    assert 'data-testid="handoff"' in page or (
        '<p class="note" role="status" data-testid="note">The match ends when this hand'
        ' is over.</p>') in page


def _play_out(c: Controller) -> list[str]:
    """Play until the match is over, handing the device over in pass-and-play; the
    status lines seen while a result waited (there must be none)."""
    waited = []
    for _ in range(500):
        s = c.session
        if s.over:
            return waited
        if s.pending_result:
            waited.append(c.status())
            c.ui("next-result")
        elif c.bots_pending():
            asyncio.run(c.run_bots())
        elif s.needs_handoff(c.shown) is not None:
            c.ui("handoff-ready")
        else:
            _press(c)
    raise AssertionError("the match never ended")


def _assert_the_match_result_shows_hand_1(c: Controller) -> None:
    s = c.session
    assert s.over and s.state.view(None)["stopped"]
    page = str(c.html())
    assert 'data-testid="next-result"' not in page and "Next hand" not in page
    title = re.search(r'data-testid="result-title"[^>]*>([^<]*)<', page).group(1)
    assert c.status() == f"Game over. {html.unescape(title)}"
    assert c.message == "" and 'data-testid="note"' not in page
    assert "The match was ended after 1 hand:" in page
    assert "Hand 1 result (" in page
    ended = re.search(r'data-testid="how-it-ended".*?</ol>', page, re.S)
    # how hand 1 ended, not the blinds of the hand dealt before the Stop
    assert ended is None or "posts the" not in ended.group(0)
    # the news line and the log end with hand 1 too: no hand 2 dealt and handed back
    last = re.search(r'data-testid="last-move"[^>]*>([^<]*)<', page)
    assert last is not None and last.group(1) == "The match stops after hand 1"
    c.ui("toggle-log")
    log = str(c.html()).partition('data-testid="log"')[2]
    assert "Hand 2" not in log and "handed back" not in log
    assert re.findall(r"<li>([^<]*)</li>", log)[-1] == "The match stops after hand 1"


def test_ending_the_match_mid_hand_shows_the_match_result_when_a_bot_ends_the_hand(platform):
    c = _controller(platform, seed=5)
    _start(c, "swingo", [Seat(PLAYTEST[0], "human")] + [Seat(n, "bot") for n in PLAYTEST[1:]])
    _end_match_on_my_turn(c)
    moves = len(c.session.state.log)
    assert _play_out(c) == []
    last = c.session.state.log[-2]  # the move before the Stop ended hand 1
    assert last[0] != 0, "the playtest's case: a bot's move ended the hand"
    assert len(c.session.state.log) > moves
    _assert_the_match_result_shows_hand_1(c)


def test_heads_up_the_match_ends_after_this_hand_not_the_next(platform):
    """Heads-up the person is first to act in hand 2 (S-3): the Stop was never played
    after "Next hand", and the match went on a whole hand more (S-2)."""
    c = _controller(platform, seed=3)
    _start(c, "swingo", [Seat("You", "human"), Seat("Dev", "bot")])
    _end_match_on_my_turn(c)
    assert _play_out(c) == []
    assert c.session.state.outcome["hands"] == 2  # stopped at hand 2's start
    _assert_the_match_result_shows_hand_1(c)


@pytest.mark.parametrize("seed", [1, 7])
def test_pass_and_play_ending_the_match_shows_its_result_when_the_hand_ends(platform, seed):
    """Pass-and-play, a person's move ending the hand (seed 1) or a bot's (seed 7):
    after a bot's, "Next hand" came, then Bo, first to act in hand 2, played it
    out: the Stop is offered only before anyone acts (S-2)."""
    c = _controller(platform, seed=seed)
    _start(c, "swingo", [Seat("Ana", "human"), Seat("Bo", "human"), Seat("Cy", "bot")])
    _until(c, lambda: c.session.next_human() is not None)
    c.ui("handoff-ready")
    _press(c)  # a hand begun: Stop is no longer offered (S-2)
    _end_the_match(c)  # from the hand-off or the table
    assert _play_out(c) == []
    _assert_the_match_result_shows_hand_1(c)
    assert 'data-testid="handoff"' not in str(c.html())


def test_a_result_saved_with_the_match_ending_leads_to_the_match_result(platform):
    """A game saved before this fix, its hand's result waiting with End match asked:
    the button says where it leads, and leads there."""
    c = _controller(platform, seed=5)
    _start(c, "swingo", [Seat(PLAYTEST[0], "human")] + [Seat(n, "bot") for n in PLAYTEST[1:]])
    _until(c, lambda: c.session.pending_result)
    c.session.stop_requested = True  # as such a save loads
    page = str(c.html())
    assert 'data-testid="next-result" autofocus>See the match result<' in page
    assert c.status() == "Tap See the match result when you are ready."
    c.ui("next-result")
    _assert_the_match_result_shows_hand_1(c)


def test_after_folding_the_match_result_drops_the_ends_when_over_message(platform):
    """You fold, then End match while the bots finish the hand: the result came with
    "The match ends when this hand is over." still under it."""
    c = _controller(platform, seed=5)
    _start(c, "swingo", [Seat(PLAYTEST[0], "human")] + [Seat(n, "bot") for n in PLAYTEST[1:]])
    _until(c, lambda: c.session.next_human() is not None)
    _press(c, "fold")
    _end_the_match(c)
    assert _play_out(c) == []
    _assert_the_match_result_shows_hand_1(c)


@pytest.mark.parametrize(("game", "players", "options"), [
    ("swingo", 3, {"hands": 1}), ("swoop", 3, {"target": 1}), ("swap-poker", 2, {"games": 3})])
def test_the_status_line_says_who_won_once_the_game_is_over(platform, game, players, options):
    """A playtest at 390x844 saw "Game over." at the head of the last hand's table and
    "Dev wins the match!" far below it: the status line says the result's head too
    (S-2, W-11, P-1: the match's winner)."""
    c = _controller(platform, seed=4, bot_delay=0)
    seats = [Seat("You", "human")] + [Seat(n, "bot", "easy") for n in PLAYTEST[1:players]]
    _start(c, game, seats, **options)
    _until(c, lambda: c.session.over)
    page = str(c.html())
    title = html.unescape(re.search(r'data-testid="result-title"[^>]*>([^<]*)<', page).group(1))
    assert re.fullmatch(r"(You win|\w+ wins) the match(, \d games? to \d)?!|.* share .*!", title)
    assert c.status() == f"Game over. {title}"
