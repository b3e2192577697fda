"""Undo says what it took back (playtest 2: after Undo the announcer still said
"You check" and nothing said what had been undone)."""

from __future__ import annotations

import asyncio
import html as htmlmod
import json
import random
import re

import pytest
from cardui.controller import Controller
from cardui.session import Seat

from .conftest import FakePlatform
from .test_fair_play import _controller, _press, _start, _until


def _to_undo(c: Controller) -> None:
    _until(c, lambda: c.session.can_undo())


def _my_fresh_turn(c: Controller):
    """The person's turn with nothing of theirs to take back yet."""
    s = lambda: c.session  # noqa: E731
    return lambda: (s().next_human() is not None and not s().pending_result
                    and not s().can_undo())


def _replies_said(c: Controller) -> str:
    """", and Ben's reply" when Undo takes the bots' replies back too, else ""."""
    from cardui.screens import replies_words

    said = replies_words(c.session.undo_replies(), c.session.names)
    return f", and {said}" if said else ""


def test_undo_says_what_it_took_back_and_announces_it(platform: FakePlatform):
    """Playtest: after Undo the announcer still said "You check" and nothing said
    what had been taken back. Now the caption (the announcer's words, a new one) and
    the status line say it, in the game's words."""
    c = _controller(platform, seed=5)
    _start(c, "swap-poker", [Seat("You", "human"), Seat("Ben", "bot", "easy")])
    _until(c, _my_fresh_turn(c))
    _press(c, "swap")
    mine = c.caption
    assert mine.startswith("You ")
    _to_undo(c)
    shown = c.caption_id
    too = _replies_said(c)  # Ben's reply is taken back too, and said so
    c.ui("undo")
    assert c.caption_id == shown + 1  # the announcer speaks again (app.render)
    assert c.caption == f"Undone: you {mine[4:]}{too}."
    assert c.status() == f"Undone: you {mine[4:]}{too}. Your move."
    assert f"Undone: you {mine[4:]}{too}. Your move." in htmlmod.unescape(str(c.html()))
    # the next move is announced as usual; the status is the turn's again
    _press(c)
    assert not c.caption.startswith("Undone") and not c.status().startswith("Undone")


def test_undo_names_the_person_you_whatever_the_seat_is_called(platform: FakePlatform):
    """Solo: the one person reads it ("you"), even when the seat is called "Me"."""
    c = _controller(platform, seed=5)
    _start(c, "swap-poker", [Seat("Me", "human"), Seat("Ben", "bot", "easy")])
    _until(c, _my_fresh_turn(c))
    _press(c, "pass")
    assert c.caption.startswith("Me passes")
    _to_undo(c)
    c.ui("undo")
    assert re.fullmatch(r"Undone: you pass(, and Ben's repl(y|ies))?\.", c.caption)


@pytest.mark.parametrize("game,players", [("swingo", 2), ("swap-poker", 2), ("swoop", 3)])
def test_undo_words_are_the_taken_back_moves_own_public_lines(platform: FakePlatform,
                                                              game: str, players: int):
    """Each game: the words are that move's own lines from the log the person saw
    before the Undo (so no card they could not see), with "you" for them."""
    from cardui.screens import event_plain

    c = _controller(platform, seed=2)
    _start(c, game, [Seat("You", "human")]
           + [Seat(n, "bot", "easy") for n in ("Ben", "Cy")[:players - 1]])
    _to_undo(c)
    seen = [event_plain(str(e["text"]), c.session.names) for e in c.session.state.events]
    c.ui("undo")
    said = c.caption
    assert said.startswith("Undone: you ") and said.endswith(".")
    # "you play Joker and swoop, 4 cards set aside": the lines of one move joined
    seen = [line.replace("! ", ", ") for line in seen]
    lines = re.split(r"; | and ", said[len("Undone: "):-1].split(", and ")[0])
    for line in lines:
        assert "You " + line.removeprefix("you ") in seen, (line, said)


def test_undo_that_takes_back_a_bots_reply_says_so_by_name(platform: FakePlatform):
    """Playtest 3, Swap Poker: "Undone: you swap 2♠ with 4♣. Your move." though Ana's
    reply was taken back too. Now: "..., and Ana's reply." -- her name only, not her
    move's cards."""
    from cardui.screens import event_plain

    c = _controller(platform, seed=2)
    _start(c, "swap-poker", [Seat("You", "human"), Seat("Ana", "bot", "easy")])
    _until(c, _my_fresh_turn(c))
    _press(c, "swap")
    mine = c.caption
    _to_undo(c)
    before = len(c.session.state.log)
    theirs = [event_plain(str(e["text"]), c.session.names)
              for e in c.session.state.events if str(e["text"]).startswith("{1}")]
    assert any(seat == 1 for seat, _a in c.session.state.log[-1:])  # Ana replied
    c.ui("undo")
    assert len(c.session.state.log) < before - 1  # her reply went too
    assert c.caption == f"Undone: you {mine[4:]}, and Ana's reply."
    assert c.status() == f"Undone: you {mine[4:]}, and Ana's reply. Your move."
    assert not any(t[4:] in c.caption for t in theirs)  # never her move's cards


def test_undo_that_takes_back_several_bots_replies_names_them_all(platform: FakePlatform):
    for seed in range(1, 30):  # a deal where both bots answer the person's move
        c = _controller(platform, seed=seed)
        _start(c, "swingo", [Seat("You", "human"), Seat("Ana", "bot", "easy"),
                             Seat("Ben", "bot", "easy")])
        _until(c, _my_fresh_turn(c))
        _press(c)
        _to_undo(c)
        log = c.session.state.log
        mine = max(i for i, (seat, _a) in enumerate(log) if seat == 0)
        order = list(dict.fromkeys(c.session.names[seat] for seat, _a in log[mine + 1:]))
        if len(order) == 2:
            break
    else:
        raise AssertionError("no deal where both bots reply")
    c.ui("undo")
    assert c.caption.endswith(f", and the replies of {order[0]} and {order[1]}.")
    assert c.caption.count("Ana") == 1 and c.caption.count("Ben") == 1


def test_a_move_that_gives_another_turn_is_said_with_it(platform: FakePlatform):
    """Playtest 14, Swoop: after your swoop the strip since your move went blank and
    the status said only "Your move.": it says the swoop and that it is your move
    again (W-6: a swoop gives another turn)."""
    c = _controller(platform, seed=3)
    _start(c, "swoop", [Seat("You", "human"), Seat("Ben", "bot", "easy"),
                        Seat("Cleo", "bot", "easy")], target=2000)
    s = c.session

    def swooped() -> bool:
        return (s.next_human() == 0 and not s.pending_result and bool(s.state.log)
                and s.state.log[-1][0] == 0)

    for _ in range(3000):
        if swooped():
            break
        if c.bots_pending():
            asyncio.run(c.run_bots())
        elif s.pending_result:
            c.ui("next-result")
        else:  # a swoop when one is on offer, else the first move
            legal = s.legal_json(0)
            tens = [a for a in legal if any(str(x)[0] in "T*" for x in a.get("cards", []))]
            c.act({"action": json.dumps((tens or legal)[0])})
    assert swooped()
    said = c.status()
    assert said.startswith("You ") and said.endswith(". Your move again."), said
    assert "swoop" in said or "four" in said or "clears" in said, said


@pytest.mark.parametrize("people", [1, 2])
def test_a_turned_mystery_card_is_said_to_be_played_next(platform: FakePlatform, people: int):
    """W-7: a turned mystery card must be played at once (playtest 17, pass-and-play:
    "Bob turns a mystery card: 5♠. Bob, your move again.")."""
    c = _controller(platform, seed=3)
    seats = [Seat("Ana", "human"), Seat("Bob", "human" if people == 2 else "bot", "easy"),
             Seat("Cleo", "bot", "easy")]
    _start(c, "swoop", seats, deal="mystery-only")
    s = c.session
    for _ in range(500):
        seat = s.next_human()
        if seat is not None and any(a["type"] == "turn" for a in s.legal_json(seat)):
            break
        if c.bots_pending():
            asyncio.run(c.run_bots())
        else:
            c.ui("handoff-ready")
            c.act({"action": json.dumps(s.legal_json(s.next_human())[0])})
    c.ui("handoff-ready")
    c.act({"action": json.dumps(next(a for a in s.legal_json(seat) if a["type"] == "turn"))})
    said = c.status()
    name = s.names[seat]
    assert said.startswith(f"{name} turns") or said.startswith("You turn"), said
    assert said.endswith("Now play it." if people == 1 else f"{name}, now play it."), said


def test_a_swingo_move_after_your_own_is_not_said_again(platform: FakePlatform):
    """A playtest, Swingo: after the hole choice the status read "Dev shows the board
    7♦ 6♦ 8♦. Your move again." Nothing gave a second move: the next round of
    betting (S-6) is simply your move; "again" is Swoop's swoop (W-6). Another read
    it as if Dev alone had shown a board: every board shown is in the strip."""
    seen = []
    for seed in range(1, 40):
        c = _controller(platform, seed=seed)
        _start(c, "swingo", [Seat("You", "human"), Seat("Ben", "bot", "easy"),
                             Seat("Cleo", "bot", "easy")], hands=2)
        s = c.session
        for _ in range(200):
            if s.over:
                break
            if c.bots_pending():
                asyncio.run(c.run_bots())
            elif s.pending_result:
                c.ui("next-result")
            else:
                if s.state.log and s.state.log[-1][0] == 0:
                    seen.append(c.status())
                _press(c)
        if seen:
            break
    assert seen, "no turn of yours right after your own move"
    assert all(said == "Your move." for said in seen), seen  # the boards are in the strip


@pytest.mark.parametrize("game", ["swoop", "swap-poker"])
def test_undo_brings_back_the_moves_since_your_turn(platform: FakePlatform, game: str):
    """A playtest at 1280x800: after Undo the strip of moves since your turn went
    blank ("Cleo plays 9♠ 9♣" and her reason gone), though the table was back at
    that turn. It shows again what it showed before the move taken back."""
    c = _controller(platform, seed=5)
    _start(c, game, [Seat("You", "human"), Seat("Ben", "bot", "easy"),
                     Seat("Cy", "bot", "easy")][:3 if game == "swoop" else 2])
    s = c.session

    def my_turn() -> bool:
        return s.next_human() is not None and not s.pending_result

    for _ in range(40):  # a move of yours after the bots' that Undo can take back
        _until(c, my_turn)
        shown = c.since_last_turn(0)
        _press(c)
        _until(c, my_turn)
        if shown and s.can_undo():
            break
    else:
        raise AssertionError("no move to take back after the bots' moves")
    c.ui("undo")
    assert c.since_last_turn(0) == shown


def test_the_first_move_of_a_deal_you_lead_after_going_out_is_not_said_again():
    """A playtest, Swoop: you went out (your move ended deal 1) and, next clockwise
    (W-2), led deal 2; the status read "Deal 2: you play first, next clockwise. Your
    move again." A new deal's first move is simply your move."""
    from cardtable.bots import choose_action, make_bot

    hard = make_bot("swoop", "hard")
    for seed in range(1, 60):
        c = _controller(FakePlatform(), seed=seed)
        _start(c, "swoop", [Seat("You", "human"), Seat("Ben", "bot", "easy"),
                            Seat("Cleo", "bot", "easy")], target=2000)
        s = c.session
        while not s.over and (s.pending_result or s.state.view(None).get("deal") == 1):
            if c.bots_pending():
                asyncio.run(c.run_bots())
            elif s.pending_result:
                c.ui("next-result")
            else:
                action = choose_action(s.state, 0, hard, random.Random(seed))
                c.act({"action": json.dumps(action.to_json())})
        if s.next_human() == 0 and s.state.log and s.state.log[-1][0] == 0:
            break
    else:
        pytest.fail("no seed where you go out and lead the next deal")
    assert str(s.state.events[-1]["text"]).startswith("Deal 2: {0} plays first")
    assert c.status() == "Your move."  # the deal's own line says who plays first
