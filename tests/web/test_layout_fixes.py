"""A playtest of the table's layout (under CPython): the strip since your move
shows the latest moves whole, a result says how it ended, the joker's face,
Undo keeps its place while the bots play, replay buttons, the lobby's note."""

from __future__ import annotations

import asyncio
import json
import re

from cardui.cards import card
from cardui.controller import Controller, Params
from cardui.lobby import LobbyState
from cardui.replay import recent_list
from cardui.screens import SINCE_SHOWN, SINCE_SHOWN_WIDE, before_the_next_round, since_strip
from cardui.session import Seat

from .test_moves_seen import my_move, swoop_game


def test_the_strip_shows_the_latest_moves_whole_and_counts_the_earlier():
    events = [{"seat": 1, "text": f"{{1}} swoops! {n} cards set aside"} for n in range(13)]
    html = str(since_strip(events, ["Me", "Ben"]))
    items = re.findall(r'<li class="([^"]*)"', html)
    assert len(items) == 13  # every move stays in the list (read out by screen readers)
    shown = [c for c in items if "since-early" not in c]
    assert len(shown) == SINCE_SHOWN  # the phone shows the latest few in full
    assert sum("since-old" not in c for c in items) == SINCE_SHOWN_WIDE
    said = re.sub(r"<[^>]+>", "", html)  # "+10" and " earlier" (a phone shows "+10")
    assert f"+{13 - SINCE_SHOWN} earlier" in said and f"+{13 - SINCE_SHOWN_WIDE} earlier" in said
    assert 'data-ui="open-log"' in html
    assert "tabindex" not in html  # nothing scrolls sideways any more
    # the newest in the list's last place
    assert html.rindex("12 cards set aside") > html.rindex("11 cards set aside")


def test_a_short_strip_has_no_more_button():
    html = str(since_strip([{"seat": 1, "text": "{1} plays 5\u2665"}], ["Me", "Ben"]))
    assert "since-more" not in html and "since-early" not in html


def test_with_no_move_since_mine_the_strip_has_no_empty_since_you_label():
    """Playtest: "Since you:" followed by nothing but Skip, while the bots had not
    moved yet."""
    assert str(since_strip([], ["Me", "Ben"])) == ""
    assert "Since you:" in str(since_strip([{"seat": 1, "text": "{1} plays 5\u2665"}],
                                           ["Me", "Ben"]))


def test_more_opens_the_log_and_keeps_it_open(platform):
    c = swoop_game(platform)
    c.ui("open-log")
    assert c.log_open
    c.ui("open-log")
    assert c.log_open


def test_a_bots_winning_moves_are_said_on_the_result(platform):
    """Playtest: Ben swooped twice, turned a Joker and went out, and the screen
    jumped to "Deal 1: Ben went out". The result now says how it ended."""
    for seed in range(1, 30):
        c = swoop_game(platform, seed)
        asyncio.run(c.run_bots())
        for _ in range(80):
            s = c.session
            if s.over or s.pending_result or s.next_human() is None:
                break
            my_move(c)
            asyncio.run(c.run_bots())
        s = c.session
        if not s.pending_result:
            continue
        since = c.since_last_turn(0, own=True)  # from my last move (playtest 14)
        bots = [e for e in since if e.get("seat") not in (None, 0)
                and not str(e["text"]).startswith("Deal ")]
        if not bots:
            continue  # my own move ended it
        html = str(c.html())
        assert 'data-testid="round-result"' in html
        ended = html[html.index('data-testid="how-it-ended"'):]
        ended = ended[:ended.index("</ol>")]
        assert "How it ended" in ended
        assert ended.count("<li") == min(len([e for e in since
                                              if not str(e["text"]).startswith("Deal ")]),
                                         8) + (1 if "earlier move" in ended else 0)
        assert "Ben" in ended or "Cy" in ended or "Di" in ended
        assert "Deal 1:" not in ended  # the title says it
        return
    raise AssertionError("no deal ended by a bot in the seeds tried")


def test_a_joker_has_a_face_of_its_own():
    html = str(card("Xr"))
    corner = re.search(r'<span class="corner">(.*?)</span></span>', html)
    assert corner and ">J<" not in corner.group(1) and "\u2605" in corner.group(1)
    assert ">JOKER<" in html
    assert 'aria-label="Red joker"' in html
    assert 'class="card red joker"' in html


def test_undo_keeps_its_place_while_the_bots_play(platform):
    """Playtest: Undo vanished during the bots' turns and Rules/Log/Menu jumped
    sideways. It stays, off, saying why."""
    c = swoop_game(platform)
    asyncio.run(c.run_bots())
    my_move(c)
    bars: list[str] = []

    def grab() -> None:
        if c.thinking is not None:
            html = str(c.html())
            bars.append(html[html.index('<nav class="topbar-actions"'):html.index("</nav>")])

    c.on_change = grab
    asyncio.run(c.run_bots())
    assert bars
    for bar in bars:
        assert 'data-testid="undo-off"' in bar and 'aria-disabled="true"' in bar
        assert "wait for your turn" in bar
        order = re.findall(r'data-testid="([a-z-]+)"', bar)
        assert order == ["howto-link", "log-toggle", "undo-off", "menu"]
    if c.session.next_human() is not None and c.session.can_undo():
        assert 'data-testid="undo"' in str(c.html())  # back on, in the same place


def test_undo_is_not_offered_in_pass_and_play(platform):
    c = Controller(platform, Params(seed=3, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swap-poker")
    c.form.seats = [Seat("Ann", "human"), Seat("Bo", "human")]
    c.start_game()
    assert c.undo_why() == ""


def test_replay_buttons_are_dark_on_the_light_panel():
    html = str(recent_list([{"game": "swoop", "title": "Swoop", "names": ["Me", "Ben"],
                             "moves": 3, "uid": "u1"}]))
    button = re.search(r'<button[^>]*data-testid="replay-recent"[^>]*>', html)
    assert button and 'class="btn"' in button.group(0)


def test_the_handover_note_shows_only_with_two_people(platform):
    c = Controller(platform, Params(seed=3, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swoop")
    c.lobby_change("players", "3")
    assert "share this device" not in str(c.html())
    c.form = LobbyState(c.form.game, c.form.players,
                        [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cy", "bot")],
                        dict(c.form.options))
    assert "share this device" in str(c.html())


def test_how_it_ended_lists_the_others_moves_not_mine_alone():
    from cardui.screens import how_it_ended

    names = ["Me", "Ben"]
    assert how_it_ended([{"seat": 0, "text": "{0} goes out and wins deal 1"}], names, 0) is None
    html = str(how_it_ended([{"seat": 1, "text": "{1} swoops! 4 cards set aside"},
                             {"seat": 1, "text": "{1} goes out and wins deal 3"},
                             {"seat": 1, "text": "Deal 3: {1} went out"}], names, 0))
    assert "How it ended" in html and "swoops!" in html and "wins deal 3" in html
    assert "Deal 3:" not in html  # the result's title says it
    many = [{"seat": 1, "text": f"{{1}} plays {n}\u2665"} for n in range(2, 12)]
    html = str(how_it_ended(many, names, 0))
    assert html.count("<li") == 8 and "2 earlier moves" in html


def test_how_it_ended_stops_where_the_round_ended_and_numbers_the_moves_shown():
    """Playtest: a Swingo hand's "How it ended" went on with the next hand's blinds
    ("Ben posts the small blind 1"), and the line counting the earlier moves was
    numbered as the first move."""
    from cardui.results import round_result
    from cardui.screens import how_it_ended
    from cardui.tables import UiCtx

    names = ["You", "Ana", "Ben"]
    ended = [{"seat": 1, "text": "{1} shows 9\u2665 J\u2666"},
             {"seat": 2, "text": "{2} wins 12 (main pot)"},
             {"seat": None, "text": "Hand 2: {1} deals"},
             {"seat": 2, "text": "{2} posts the small blind 1"},
             {"seat": 0, "text": "{0} posts the big blind 2"}]
    ctx = UiCtx(names=names, kinds=["human", "bot", "bot"], me=0)
    html = str(round_result("unknown", {}, ctx, ended=ended))
    assert "wins 12 (main pot)" in html and "shows" in html
    assert "blind" not in html
    for start in ("Deal 2: {1} plays first", "Game 2: {1} moves first"):
        html = str(round_result("unknown", {}, ctx, ended=[*ended[:2], {"seat": 1, "text": start},
                                                           ended[3]]))
        assert "wins 12" in html and "blind" not in html
    many = [{"seat": 1, "text": f"{{1}} plays {n}\u2665"} for n in range(2, 12)]
    html = str(how_it_ended(many, names, 0))
    assert html.count("<li") == 8 and '<ol aria-labelledby="how-ended-h" start="3">' in html
    assert re.search(r"<p[^>]*>\u2026 2 earlier moves \(in the log\)</p>", html)


def test_how_it_ended_starts_with_the_round_that_ended():
    """Playtest 6: hand 4's "How it ended" began with "Ben wins 26 (main pot)", the
    end of hand 3 (the person had not moved since). Only the round that ended is
    said: at a waiting result, and at the match's final result."""
    from cardui.results import round_result
    from cardui.screens import how_it_ended
    from cardui.tables import UiCtx

    names = ["You", "Ana", "Ben"]
    ended = [{"seat": 2, "text": "{2} wins 26 (main pot)"},
             {"seat": None, "text": "Hand 4: {0} deals"},
             {"seat": 1, "text": "{1} raises to 8"},
             {"seat": 2, "text": "{2} folds"},
             {"seat": 1, "text": "{1} wins 11 (main pot)"},
             {"seat": None, "text": "Hand 5: {1} deals"},
             {"seat": 2, "text": "{2} posts the small blind 1"}]
    ctx = UiCtx(names=names, kinds=["human", "bot", "bot"], me=0)
    html = str(round_result("unknown", {}, ctx, ended=ended))
    assert "raises to 8" in html and "wins 11" in html
    assert "wins 26" not in html and "blind" not in html
    final = str(how_it_ended(ended[:5], names, 0))
    assert "wins 11" in final and "wins 26" not in final


def test_the_lobby_names_the_first_person_as_the_game_will_and_back(platform):
    """Playtest, pass-and-play: seat 1 showed "You" in the lobby but played as
    "Player 1 (you)". A second person seated makes it "Player 1" in the lobby; one
    person left (a bot again, or fewer seats) makes it "You" again; a name typed
    stays the person's own at the start."""
    c = Controller(platform, Params(seed=3, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swoop")
    c.lobby_change("players", "4")
    c.lobby_change("seat-player", "human", seat=3)
    assert c.form.seats[0].name == "Player 1"
    c.lobby_change("seat-player", "bot:easy", seat=3)
    assert c.form.seats[0].name == "You"
    c.lobby_change("seat-player", "human", seat=3)
    c.lobby_change("players", "3")
    assert c.form.seats[0].name == "You"
    c.lobby_change("seat-name", "Player 1", seat=0)
    c.start_game()
    assert c.session is not None and c.session.setup.seats[0].name == "Player 1"


def test_how_it_ended_begins_with_your_own_show():
    """Playtest 14, Swingo: the hand's result said "How it ended: Ana shows 6♦ K♥,
    Ben shows 10♠ J♣, Cleo shows A♦ Q♦, You win 8", not the cards you had shown
    just before them. It tells the hand from your own last move."""
    from .conftest import FakePlatform
    from .test_fair_play import _controller, _press, _start

    for seed in range(1, 40):
        c = _controller(FakePlatform(), seed=seed, bot_delay=0)  # a save of its own
        _start(c, "swingo", [Seat("You", "human")] + [Seat(n, "bot") for n in "ABC"])
        for _ in range(60):
            s = c.session
            if s.pending_result or s.over:
                break
            if c.bots_pending():
                asyncio.run(c.run_bots())
                continue
            shows = [a for a in s.legal_json(0) if a["type"] == "show"]
            c.act({"action": json.dumps(shows[0])}) if shows else _press(c, "call")
        s = c.session
        texts = [str(e["text"]) for e in before_the_next_round(s.state.events)]
        if not s.pending_result or not texts[-3].startswith("{0} shows ") \
                or not re.match(r"\{[123]\} shows ", texts[-2]):
            continue  # your show, a bot's show, its win
        html = str(c.html())
        ended = html[html.index('data-testid="how-it-ended"'):]
        ended = ended[:ended.index("</ol>")]
        assert re.search(r"<li>\s*(<[^>]+>)*You(</[^>]+>)* show ", ended), ended
        assert ended.index("You") < ended.index(" shows ")  # yours first, then theirs
        return
    raise AssertionError("no hand where you showed first in the seeds tried")


def test_a_bot_seat_turned_to_a_person_is_player_n_and_back(platform):
    """Playtest, pass-and-play: seat 2 turned to "A person" kept the bot's name "Ana"
    while seat 1 became "Player 1", so the hand-offs read "Pass to Player 1" and
    "Pass to Ana". A bot's name goes with the bot; a name typed stays."""
    c = Controller(platform, Params(seed=3, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swap-poker")
    c.lobby_change("seat-player", "human", seat=1)
    assert [s.name for s in c.form.seats] == ["Player 1", "Player 2"]
    c.lobby_change("seat-player", "bot:easy", seat=1)
    assert [s.name for s in c.form.seats] == ["You", "Ana"]
    c.lobby_change("seat-name", "Bea", seat=1)
    c.lobby_change("seat-player", "human", seat=1)
    c.lobby_change("seat-player", "bot:easy", seat=1)
    assert c.form.seats[1].name == "Bea"
    c.lobby_change("seat-player", "human", seat=1)
    c.start_game()
    assert c.session is not None
    assert [s.name for s in c.session.setup.seats] == ["Player 1", "Bea"]
