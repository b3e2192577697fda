"""A Swingo match ended from the menu (S-2) shows the last hand played and the
standings, not the unplayed hand dealt before the Stop (playtest 2)."""

from __future__ import annotations

import re

from cardui.session import Seat
from cardui.tables import UiCtx
from cardui.tables.swingo import render_table

import cardtable

from .test_fair_play import _controller, _start, _until

NAMES = ["You", "Ben", "Dev"]


def _ctx() -> UiCtx:
    return UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0,
                 extra={"legal": [], "last_event": ""})


def test_a_match_ended_from_the_menu_shows_the_last_hand_not_a_fresh_deal(platform):
    """S-2: Stop is offered at a new hand's start, so the next hand is dealt before
    the menu's End match stops it. The final table shows no card of that unplayed
    hand, its dealer nor its number; the result shows the last hand played."""
    c = _controller(platform, seed=1)
    _start(c, "swingo", [Seat("You", "human"), Seat("Ben", "bot"), Seat("Dev", "bot")])
    _until(c, lambda: c.session.pending_result)
    c.ui("next-result")
    s = c.session
    assert s.state.view(0)["hand"] == 2 and s.state.view(0)["own"]["cards"]
    c.ui("end-match")
    c.ui("confirm-yes")
    _until(c, lambda: c.session.over, limit=400)
    view = c.session.state.view(0)
    assert view["stopped"] and view["hand"] == 2
    unplayed = view["own"]["cards"]
    page = str(c.html())
    felt = re.search(r'data-testid="swingo-table".*?data-testid="results"', page, re.S)
    assert felt is not None, "the table and the result below it"
    for code in unplayed:
        assert f'data-card="{code}"' not in felt.group(0)
    assert "Hand 1 \u00b7 Match over" in felt.group(0) and "Hand 2" not in felt.group(0)
    last_dealer = view["last_hand"]["button"]
    assert re.findall(r'data-testid="dealer-(\d+)"', felt.group(0)) == [str(last_dealer)]
    assert "Hand 1 result" in page
    # no river to come (playtest 13: an empty "after round 2" beside the result)
    assert 'data-testid="river-later"' not in felt.group(0)
    # a save of the stopped match loads to the same screen
    from cardui.session import Session

    again = Session.from_save(c.session.to_save())
    assert again.state.view(0) == view


def test_a_match_stopped_before_its_first_hand_shows_no_cards():
    """S-2: stopped before anyone acted in hand 1: no hand was played at all."""
    s = cardtable.new_game("swingo", players=3, seed=1)
    stop = next(a for a in s.legal_actions(s.to_act[0]) if a.kind == "stop")
    s.apply(s.to_act[0], stop)
    view = s.view(0)
    page = str(render_table(view, _ctx()))
    for code in view["own"]["cards"]:
        assert f'data-card="{code}"' not in page
    assert "Match over" in page and "Hand 1" not in page
    assert 'data-testid="dealer-' not in page


def test_a_stopped_daily_counts_only_the_hands_played_and_a_replay_shows_no_unplayed_hand():
    """S-2: the daily line says "after 1 hand" for a match stopped at hand 2's start,
    and "Show all cards" at a replay's end shows no bot's unplayed hand."""
    from cardui.daily import share_text
    from cardui.replay import private_cards

    s = cardtable.new_game("swingo", players=3, seed=1, options={"stack": 400})
    while s.view(None)["hand"] == 1:
        seat = s.to_act[0]
        legal = s.legal_actions(seat)
        s.apply(seat, next((a for a in legal if a.kind in ("check", "call")), legal[0]))
    stop = next(a for a in s.legal_actions(s.to_act[0]) if a.kind == "stop")
    s.apply(s.to_act[0], stop)
    view = s.view(0)
    assert view["stopped"] and view["hand"] == 2
    line = share_text("swingo", "Swingo Poker", "2026-01-01", view, 0, 5, {"stack": 400})
    assert " after 1 hand" in line
    for seat in range(3):
        assert s.view(seat)["own"]["cards"]  # the engine still holds the unplayed deal
        assert private_cards("swingo", s.view(seat)) == []


def test_your_shown_hole_cards_show_once_when_the_match_is_over(platform):
    """Playtest 12 (390x844): a match over after its hands showed your hole cards
    twice, small as "Hole:" in your seat and big under "Your hole cards"."""
    c = _controller(platform, seed=6)
    _start(c, "swingo", [Seat("You", "human"), Seat("Ben", "bot"), Seat("Dev", "bot")],
           hands=1)
    _until(c, lambda: c.session.over, limit=400)
    view = c.session.state.view(0)
    hole = view["own"]["hole"]
    page = str(c.html())
    mine = re.search(r'data-testid="seat-0".*?</section>', page, re.S)
    assert mine is not None and "Hole:" not in mine.group(0)
    big = re.search(r'data-testid="my-hole".*?</div></div>', page, re.S)
    assert big is not None and all(f'data-card="{code}"' in big.group(0) for code in hole)
