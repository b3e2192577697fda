"""Guided first games (issue 19): every script replays through the real engine
(each move legal, each lesson reached, the game over at the end), and the
controller plays a guide as a beginner would, waiting for the instructed move."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from cardui.controller import Controller, Params
from cardui.guides import Guide, GuideRun, guides, offered, same_action
from cardui.session import Seat
from cardui.store import SAVE_KEY, run_now

from .conftest import FakePlatform

GUIDES = guides()


def test_every_listed_game_with_a_guide_is_known():
    assert "swoop" in GUIDES


@pytest.mark.parametrize("game", sorted(GUIDES))
def test_the_script_replays_through_the_engine_and_reaches_every_lesson(game):
    guide: Guide = GUIDES[game]
    s = guide.new_session()
    assert s.solo and s.humans == [guide.person]
    reached: list[str] = []
    for i, step in enumerate(guide.steps):
        assert not s.over, f"step {i}: the game ended early"
        assert step.seat in s.state.to_act, f"step {i}: seat {step.seat} is not to act"
        assert offered(s, step.seat, step.action), \
            f"step {i}: {step.action} is not among the legal moves"
        s.apply(step.seat, step.action)  # raises IllegalAction if not
        if step.seat == guide.person:
            assert step.say, f"step {i}: the person's step needs its sentence"
        if step.lesson:
            reached.append(step.lesson)
    assert s.over, "the script must end the game (its result ends the lesson)"
    reached += list(guide.final_lessons)
    wanted = [key for key, _words in guide.lessons]
    assert [x for x in reached if x in wanted] == wanted  # each lesson, in order
    assert guide.intro and guide.outro
    assert guide.person in s.state.outcome.get("winners", [guide.person])


def test_a_mystery_card_to_turn_is_named_by_its_place_when_more_than_one_could_be():
    """Playtest 9 (W-7): with two mystery cards uncovered, the lesson said "the
    mystery card under it ... tap it" and "Turn the mystery card under your 7" after
    the 7 had gone; the table shows only "?" cards. A step that turns one of several
    says which by its place from the left."""
    guide: Guide = GUIDES["swoop"]
    s = guide.new_session()
    for i, step in enumerate(guide.steps):
        turns = [a for a in s.legal_json(step.seat) if a["type"] == "turn"]
        if step.action["type"] == "turn" and len(turns) > 1:
            place = ("first", "second", "third", "fourth")[step.action["slot"]]
            assert re.search(rf"\b{place}\b[^.:]*from the left", step.say), \
                f"step {i}: {step.say}"
        s.apply(step.seat, step.action)


def _controller(platform: FakePlatform) -> Controller:
    c = Controller(platform, Params(seed=5, bot_delay=0))
    run_now(c.open())
    return c


def _bots(c: Controller) -> None:
    if c.bots_pending():
        asyncio.run(c.run_bots())


def _play_guide(c: Controller, *, wrong_first: bool = True) -> list[str]:
    """Follow the instructions: "Next" when a sentence waits, else the move the
    line asks for (the ``data-guide-action`` on the table)."""
    said: list[str] = []
    run = c.guide
    assert run is not None
    for _ in range(200):
        s = c.session
        if s.over:
            break
        html = str(c.html())
        if 'data-testid="guide-next"' in html:
            c.ui("guide-next")
            _bots(c)
            continue
        step = run.step(s)
        assert step is not None and step.seat == run.guide.person, "waiting for nothing"
        assert 'data-testid="coach-guide"' in html
        assert "data-guide-action" in html
        said.append(step.say)
        if wrong_first:
            others = [a for a in s.legal_json(step.seat)
                      if not same_action(s, a, step.action)]
            if others:
                before = s.state.to_json()
                c.act({"action": json.dumps(others[0])})
                assert c.message.startswith("Not that move in this lesson. ")
                assert s.state.to_json() == before
        c.act({"action": json.dumps(step.action)})
        assert c.message == ""
        _bots(c)
    return said


@pytest.mark.parametrize("game", sorted(GUIDES))
def test_a_guide_is_played_by_following_its_lines_and_keeps_the_game_in_progress(game):
    platform = FakePlatform()
    c = _controller(platform)
    c.lobby_change("game", "swap-poker")
    c.form.seats = [Seat("Me"), Seat("Bot", "bot", "easy")]
    c.start_game()
    _bots(c)
    real = c.session
    stored = platform.storage.get(SAVE_KEY)
    c.ui("lobby")
    assert f'data-testid="learn-{game}"' in str(c.html())
    c.ui("learn", game)
    assert c.screen == "table" and c.guide is not None and c.session is not real
    assert 'data-testid="get-hint"' not in str(c.html())  # no hints, no undo in a lesson
    said = _play_guide(c)
    assert len(said) == sum(1 for x in GUIDES[game].steps if x.seat == GUIDES[game].person)
    html = str(c.html())
    assert c.session.over and 'data-testid="results"' in html
    assert 'data-testid="hints-used"' not in html  # a lesson offers none to count
    assert GUIDES[game].outro.split(":")[0].split(",")[0] in html.replace("&#x27;", "'")
    assert c.settings["learned"] == [game]
    # a lesson ends on its own words and the next lesson (playtest 18: "Rematch")
    nxt = next(g for g in ("swingo", "swoop", "swap-poker") if g != game)
    assert re.search(rf'data-arg="{nxt}" data-testid="next-lesson">Next lesson: ', html)
    assert ">Play the lesson again<" in html and ">Back to the lobby<" in html
    assert ">Rematch<" not in html
    assert platform.storage.get(SAVE_KEY) == stored  # the lesson was never saved
    assert "stats" not in platform.storage.get("cardtable.stats.v1", "") or \
        json.loads(platform.storage["cardtable.stats.v1"]).get(game, {}).get("played", 0) == 0
    c.ui("learn", nxt)  # the next lesson, the game in progress still set aside
    assert c.guide is not None and c.session.setup.game == nxt and c.session.state.log == []
    c.ui("new-game")
    assert c.screen == "lobby" and c.session is real and c.guide is None
    assert f'data-testid="learned-{game}"' in str(c.html())
    c.ui("resume")
    assert c.screen == "table" and c.session is real


def test_the_person_can_leave_at_any_step_and_start_again():
    c = _controller(FakePlatform())
    c.ui("learn", "swoop")
    c.ui("guide-next")
    _bots(c)
    run = c.guide
    assert isinstance(run, GuideRun) and len(c.session.state.log) == 2
    c.ui("lobby")  # Menu
    assert c.screen == "lobby" and c.guide is None and c.session is None
    assert "learned" not in c.settings
    c.ui("learn", "swoop")
    assert c.guide is not None and c.session.state.log == []
    c.ui("end-match")  # never ends a stored game: it leaves the lesson
    assert c.guide is None and c.screen == "lobby" and c.confirm is None


def test_bots_wait_while_a_sentence_is_read():
    c = _controller(FakePlatform())
    c.ui("learn", "swoop")
    assert not c.bots_pending() and 'data-testid="guide-next"' in str(c.html())
    c.ui("guide-next")
    assert c.bots_pending()


def test_the_swap_poker_lines_name_the_cards_as_they_lie():
    """P-2, P-4 (playtest 18): "your four Kings still stand" named a King the pack had
    dealt unsaid, and "your spot moves on to your K♠" when the spot was on it."""
    guide: Guide = GUIDES["swap-poker"]
    s = guide.new_session()
    checked = set()
    for step in guide.steps:
        s.apply(step.seat, step.action)
        view = s.state.view(guide.person)
        row = view["rows"][view["row_owner"].index(guide.person)]
        tops = [spot[-1] for spot in row]
        if "four Kings!" in step.say:  # said after the move it follows
            assert sum(c[0] == "K" for c in tops) == 4, tops
            assert "Kc" in tops
            checked.add("kings")
        nxt = guide.steps[guide.steps.index(step) + 1] if step is not guide.steps[-1] else None
        if nxt is not None and nxt.say.startswith("Your spot is on your K\u2660"):
            at = view["active"][guide.person]["col"]
            assert tops[at] == "Ks", (tops, at)
            checked.add("spot")
    assert checked == {"kings", "spot"}
