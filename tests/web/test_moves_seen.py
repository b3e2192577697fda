"""Every move seen (issue 18.3), under CPython: the strip since the person's
last move, the caption of each move, "skip", and the log grouped by hand."""

from __future__ import annotations

import asyncio
import json

from cardui.controller import Controller, Params
from cardui.screens import log_groups, log_panel
from cardui.session import Seat

from .conftest import FakePlatform


def _swoop(platform: FakePlatform) -> Controller:
    c = Controller(platform, Params(seed=4, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swoop")
    c.lobby_change("players", "4")
    c.form.seats = [Seat("Me", "human"), Seat("Ben", "bot"), Seat("Cy", "bot"),
                    Seat("Di", "bot")]
    c.start_game()
    return c


def _my_move(c: Controller) -> None:
    s = c.session
    legal = s.legal_json(s.next_human())
    c.act({"action": json.dumps(legal[0])})


def test_the_strip_holds_every_event_since_my_move_in_order(platform):
    c = _swoop(platform)
    asyncio.run(c.run_bots())
    for _ in range(3):
        _my_move(c)
        mark = len(c.session.state.events)
        assert c.since_last_turn() == []
        captions: list[str] = []
        c.on_change = lambda out=captions: out.append(c.caption)
        asyncio.run(c.run_bots())
        events = c.session.state.events
        assert c.since_last_turn() == events[mark:]
        # each bot's move got a caption, in order, naming the bot
        moves = [t for t in dict.fromkeys(captions) if t and not t.startswith("Me ")]
        assert all(t.split(" ")[0] in ("Ben", "Cy", "Di") for t in moves)
        if c.session.over:
            break
    html = c.html()
    assert 'data-testid="since-list"' in html


def test_skip_shows_the_bots_moves_at_once_until_my_turn(platform):
    c = _swoop(platform)
    c.params.bot_delay = 5000
    assert c.bot_delay() == 5000
    c.ui("skip")
    assert c.bot_delay() == 0
    asyncio.run(c.run_bots())  # no 5-second pauses
    _my_move(c)
    assert not c.skipping and c.bot_delay() == 5000


def test_the_log_is_grouped_by_hand_and_reads_oldest_first():
    events = [{"seat": 0, "text": "Hand 1: {0} deals"}, {"seat": 1, "text": "{1} folds"},
              {"seat": 0, "text": "Hand 2: {1} deals"}, {"seat": 0, "text": "{0} checks"}]
    groups = log_groups(events)
    assert [t for t, _g in groups] == ["Hand 1", "Hand 2"]
    html = log_panel(events, ["Ann", "Bo"], True)
    assert html.index("Hand 2") < html.index("Hand 1")  # the current hand first
    assert html.index("Hand 2: ") < html.index("checks")  # then oldest first


def test_swoop_deals_close_a_log_group():
    events = [{"seat": 0, "text": "{0} plays 5\u2665"},
              {"seat": 0, "text": "Deal 1: {0} went out"},
              {"seat": 1, "text": "{1} plays 9\u2660"}]
    assert [t for t, _g in log_groups(events)] == ["Deal 1", "Deal 2"]
