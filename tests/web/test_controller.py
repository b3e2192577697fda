"""The controller driven as a player would, with a fake browser (CPython)."""

from __future__ import annotations

import asyncio
import json

import pytest
from cardui.controller import Controller, Params
from cardui.session import Seat, Session, Setup
from cardui.store import DAMAGED_KEY, SAVE_KEY, run_now

from .conftest import FakePlatform

XSS = "<img src=x onerror=alert(1)>"


@pytest.fixture(autouse=True)
def _toy_is_public(monkeypatch):
    from tests.toy_game import HighCard  # registers toy-high-card

    monkeypatch.setattr(HighCard, "listed", True)


def _controller(platform: FakePlatform, **params) -> Controller:
    c = Controller(platform, Params(**params))
    run_now(c.open())
    return c


def _start(c: Controller, game: str, seats: list[Seat]) -> None:
    c.lobby_change("game", game)
    c.lobby_change("players", str(len(seats)))
    c.form.seats = seats
    c.start_game()


def _press_first_action(c: Controller) -> None:
    s = c.session
    seat = s.next_human()
    legal = s.legal_json(seat)
    c.act({"action": json.dumps(legal[0])})


def test_lobby_lists_games_and_starts_a_solo_game(platform):
    c = _controller(platform, seed=5)
    assert "lobby" in c.html()
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("Bot", "bot", "easy")])
    assert c.screen == "table" and c.session.setup.seed == 5
    assert SAVE_KEY in platform.storage
    html = c.html()
    assert 'data-testid="table"' in html and 'data-testid="controls"' in html


def test_a_solo_game_plays_to_the_result_and_counts_in_the_stats(platform):
    c = _controller(platform, seed=3)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B1", "bot"), Seat("B2", "bot")])
    while not c.session.over:
        if c.bots_pending():
            asyncio.run(c.run_bots())
        else:
            _press_first_action(c)
    assert 'data-testid="results"' in c.html()
    assert json.loads(platform.storage["cardtable.stats.v1"])["toy-high-card"]["played"] == 1
    # reloading the finished game does not count it twice
    c2 = _controller(platform)
    assert c2.stats["toy-high-card"]["played"] == 1


def test_a_rejected_action_shows_the_engines_message_and_changes_nothing(platform):
    c = _controller(platform, seed=3)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("You2", "human")])
    c.ui("handoff-ready")
    before = c.session.state.to_json()
    c.act({"action": json.dumps({"type": "swap", "card": "2c"})})
    assert c.message and "not a legal move" in c.message
    assert c.session.state.to_json() == before
    c.act({"action": json.dumps({"type": "fly"})})
    assert "nknown action type" in c.message
    assert 'data-testid="message"' in c.html() and "nknown action type" in c.html()


def test_pass_and_play_hands_off_and_hides_the_table(platform):
    c = _controller(platform, seed=3)
    _start(c, "toy-high-card", [Seat("Ana", "human"), Seat(XSS, "human")])
    html = c.html()
    assert 'data-testid="handoff"' in html and "Ana" in html
    assert 'data-testid="table"' not in html and "data-card" not in html
    c.ui("handoff-ready")
    assert 'data-testid="table"' in c.html()
    _press_first_action(c)
    html = c.html()
    assert 'data-testid="handoff"' in html and "data-card" not in html
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


def test_reload_resumes_the_same_state(platform):
    c = _controller(platform, seed=9)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot"), Seat("C", "bot")])
    _press_first_action(c)
    saved = c.session.state.to_json()
    c2 = _controller(platform)
    assert c2.screen == "table" and c2.session.state.to_json() == saved
    assert c2.bots_pending()


def test_undo_takes_back_the_last_own_move_and_the_bots_after_it(platform):
    c = _controller(platform, seed=11)
    _start(c, "toy-high-card", [Seat("B0", "bot"), Seat("Me", "human"), Seat("B2", "bot")])
    asyncio.run(c.run_bots())
    after_first_bot = c.session.state.to_json()
    assert not c.session.can_undo()
    _press_first_action(c)
    asyncio.run(c.run_bots())
    assert c.session.over or c.session.can_undo()
    c.ui("undo")
    assert c.session.state.to_json() == after_first_bot
    assert json.loads(platform.storage[SAVE_KEY])["game"] == after_first_bot


def test_a_corrupt_save_is_kept_whichever_button_is_pressed(platform):
    """Issue 20.3: a damaged save is moved aside, exact, and kept through Start
    and reloads until the person deletes it."""
    raw = '{"app": "cardtable-ui", "version": 1, "setup": {oops \ud800'
    platform.storage[SAVE_KEY] = raw
    c = _controller(platform, seed=3)
    html = c.html()
    assert 'data-testid="bad-save"' in html and "not readable" in html
    kept = f"{DAMAGED_KEY}.1"
    assert platform.storage[kept] == raw and SAVE_KEY not in platform.storage
    assert platform.blobs[-1] == raw and f'href="blob:fake/{len(platform.blobs)}"' in html
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot")])
    assert platform.storage[kept] == raw and SAVE_KEY in platform.storage
    c2 = _controller(platform)
    c2.ui("lobby")
    assert 'data-testid="bad-save"' in c2.html() and platform.storage[kept] == raw
    c2.ui("delete-damaged", kept)
    assert kept not in platform.storage and 'data-testid="bad-save"' not in c2.html()


def test_an_edited_save_is_refused_with_the_engines_reason(platform):
    c = _controller(platform, seed=1)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot")])
    wrapper = json.loads(platform.storage[SAVE_KEY])
    wrapper["game"] = wrapper["game"].replace('"seed":1', '"seed":2')
    platform.storage[SAVE_KEY] = json.dumps(wrapper)
    c2 = _controller(platform)
    assert "checksum" in c2.html()


def test_blocked_storage_plays_on_and_says_saves_are_off():
    p = FakePlatform(broken=True)
    c = _controller(p, seed=2)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot")])
    assert c.screen == "table"
    assert 'data-testid="saves-off"' in c.html()
    _press_first_action(c)
    asyncio.run(c.run_bots())
    assert c.session.over


def test_session_save_round_trip():
    setup = Setup("toy-high-card", [Seat("A", "human"), Seat("B", "bot", "hard")], 4)
    s = Session(setup)
    s2 = Session.from_save(s.to_save())
    assert s2.setup == s.setup and s2.state.to_json() == s.state.to_json()


def test_a_table_with_no_person_is_refused(platform):
    c = _controller(platform)
    c.lobby_change("game", "toy-high-card")
    c.form.seats = [Seat("A", "bot"), Seat("B", "bot")]
    c.start_game()
    assert c.screen == "lobby" and "person" in c.html()


# -- issue 20: two tabs, full storage -------------------------------------------------

def _tabs(storage: dict[str, str]):
    from .conftest import FakeLocks

    locks = FakeLocks()
    return FakePlatform(storage, locks=locks), locks


def test_a_second_tab_is_told_and_play_here_moves_the_table_without_losing_a_move():
    """Issue 20.1: one tab owns the table (the lock); the other says so; "play
    here instead" moves it, the first tab stops; the save only grows."""
    storage: dict[str, str] = {}
    pa, locks = _tabs(storage)
    a = _controller(pa, seed=5)
    _start(a, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot"), Seat("C", "bot")])
    _press_first_action(a)
    saved = storage[SAVE_KEY]
    b = _controller(FakePlatform(storage, locks=locks))
    assert b.screen == "elsewhere" and 'data-reason="open"' in b.html()
    assert storage[SAVE_KEY] == saved and not b.bots_pending()
    b.ui("play-here")
    assert b.screen == "table" and a.screen == "elsewhere" and 'data-reason="moved"' in a.html()
    assert b.session.state.to_json() == a.session.state.to_json()
    asyncio.run(b.run_bots())
    after_b = storage[SAVE_KEY]
    assert json.loads(after_b)["game"] == b.session.state.to_json() != json.loads(saved)["game"]
    a.save()  # a stopped tab never writes
    assert storage[SAVE_KEY] == after_b
    a.ui("play-here")
    assert a.screen == "table" and b.screen == "elsewhere"
    assert a.session.state.to_json() == b.session.state.to_json()


def test_a_save_never_overwrites_a_newer_one():
    """Issue 20.1: without the lock (no Web Locks), a tab whose save was moved on
    elsewhere has its write refused and stops, saying its move was not kept."""
    storage: dict[str, str] = {}
    pa, _locks = _tabs(storage)
    a = _controller(pa, seed=6)
    _start(a, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot"), Seat("C", "bot")])
    b = _controller(FakePlatform(storage))  # its own lock: it cannot see A's
    assert b.screen == "table"
    _press_first_action(b)
    newer = storage[SAVE_KEY]
    _press_first_action(a)
    assert storage[SAVE_KEY] == newer  # refused: B's save is newer
    assert a.screen == "elsewhere" and 'data-reason="unsaved"' in a.html()


def test_a_full_storage_resume_says_how_many_moves_were_lost():
    """Issue 20.2: when saves start failing, a reload shows the older position
    and says plainly how many moves it lacks."""
    storage: dict[str, str] = {}
    p = FakePlatform(storage)
    c = _controller(p, seed=7)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot"), Seat("C", "bot")])
    stored = storage[SAVE_KEY]
    p.backend.limit = sum(len(k) + len(v) for k, v in storage.items()) + 5
    _press_first_action(c)
    asyncio.run(c.run_bots())
    shown = len(c.session.state.log)
    assert storage[SAVE_KEY] == stored and 'data-testid="saves-off"' in c.html()
    c2 = _controller(FakePlatform(storage))
    assert c2.session.state.to_json() == json.loads(stored)["game"]
    assert f"{shown} moves before the last one shown" in c2.message
    assert _controller(FakePlatform(storage)).message == ""  # said once, not on every start


def test_a_game_left_after_its_end_is_not_reported_as_lost(platform):
    """Issue 20.2: only a save older than the position shown is reported."""
    c = _controller(platform, seed=8)
    _start(c, "toy-high-card", [Seat("Me", "human"), Seat("B", "bot")])
    while not c.session.over:
        if c.session.next_human() is not None:
            _press_first_action(c)
        asyncio.run(c.run_bots())
    c.ui("new-game")
    assert SAVE_KEY not in platform.storage
    c2 = _controller(platform)
    assert c2.screen == "lobby" and c2.lobby_message == "" and c2.message == ""


def _moved_cards(html: str) -> list[str]:
    """The cards ringed as the last move's (a spot marked ``moved``)."""
    import re

    return re.findall(r'class="spot[^"]*\bmoved\b[^"]*"[^>]*>.*?data-card="(\w+)"', html)


def test_a_swap_poker_swap_rings_both_cards_it_moved(platform):
    """A playtest: after "Ana swaps A♣ with Q♦" only A♣ was ringed as the last move,
    though Q♦ had moved too (into Ana's spot); a swap's two cards are ringed, a
    stack's spot and the spot it left (a card underneath, or one dealt, shows)."""
    c = _controller(platform, seed=7, bot_delay=0)
    _start(c, "swap-poker", [Seat("Me", "human"), Seat("Ana", "bot", "easy")])
    if c.bots_pending():
        asyncio.run(c.run_bots())
    s = c.session
    swap = next(a for a in s.legal_json(0) if a["type"] == "swap")
    mine = s.state.view(0)["rows"][1][0][-1]  # your spot: the bottom row's first
    to = swap["to"]
    row, col = (0 if to[0] == "top" else 1), to[1]
    theirs = s.state.view(0)["rows"][row][col][-1]
    c.act({"action": json.dumps(swap)})
    assert sorted(_moved_cards(c.html())) == sorted([mine, theirs])
    for _ in range(6):  # Ana's moves: two spots ringed, none for a pass
        asyncio.run(c.run_bots())
        passed = c.last_move["action"]["type"] == "pass"
        assert len(_moved_cards(c.html())) == (0 if passed else 2), c.last_move
        c.act({"action": json.dumps({"type": "pass"})})
