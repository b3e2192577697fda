"""Swingo's ends of hands and matches in words (playtest notes): what decided a pot
between hands of the same name, your own show in "How it ended", and what a seat
that folded the last hand shows on the final table."""

from __future__ import annotations

import asyncio
import html as htmllib
import json
import re

import pytest
from cardui.results import round_result
from cardui.session import Seat
from cardui.tables import UiCtx
from cardui.tables.swingo import render_table

import cardtable
from cardtable.games.swingo.actions import Call, Check, Fold

from .conftest import FakePlatform
from .test_fair_play import _controller, _press, _start

NAMES = ["You", "Ana", "Ben"]


def _ctx() -> UiCtx:
    return UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0,
                 extra={"legal": [], "last_event": ""})


def _text(page: str) -> str:
    return htmllib.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def _player(seat: int, cards: str, name: str) -> dict[str, object]:
    codes = cards.split()
    return {"seat": seat, "board": codes[2:], "hole": codes[:2], "shown": True,
            "mucked": False, "declaration": None, "low": None,
            "hand": {"cards": codes, "name": name, "borrowed": None, "borrowed_from": None}}


def _result(winners: list[tuple[int, int]], *players: dict[str, object]) -> dict[str, object]:
    amount = sum(a for _s, a in winners)
    return {"hand": 3, "river": None, "ended_by": "showdown",
            "last_hand": {"hand": 3, "ended_by": "showdown", "river": "3s", "button": 0,
                          "net": [0, 0, 0], "stacks": [400, 400, 400],
                          "pots": [{"label": "main pot", "amount": amount, "half": None,
                                    "eligible": [0, 1, 2],
                                    "winners": [{"seat": s, "amount": a}
                                                for s, a in winners]}],
                          "players": list(players)}}


def test_hands_of_the_same_name_say_the_card_that_decided_the_pot():
    """Playtest: Ben's and your hands both read "Flush, Ace high", Ben won, and
    nothing said why. The pot says which card decided it, as the table names cards."""
    view = _result([(2, 30)], _player(0, "Ah Qh 9h 7h 3h", "Flush, Ace high"),
                   _player(1, "Kd Kc 8s 5d 2c", "Pair of Kings"),
                   _player(2, "As Ks 9s 7s 3s", "Flush, Ace high"))
    said = _text(str(round_result("swingo", view, _ctx())))
    assert "Ben's flush, Ace high, beats yours on the second card: K\u2660 against Q\u2665." \
        in said
    assert "split" not in said and "Ana's" not in said  # her pair is no such tie

def test_a_kicker_after_a_pair_and_a_genuine_split():
    view = _result([(1, 30)], _player(1, "Kd Kc 9s 5d 2c", "Pair of Kings"),
                   _player(0, "Ks Kh 7h 5h 2h", "Pair of Kings"))
    said = _text(str(round_result("swingo", view, _ctx())))
    assert "Ana's pair of Kings beats yours on the third card: 9\u2660 against 7\u2665." in said
    split = _result([(2, 15), (0, 15)], _player(2, "Ts 9s 8d 7c 6h", "Straight, Ten high"),
                    _player(0, "Th 9h 8c 7d 6s", "Straight, Ten high"))
    said = _text(str(round_result("swingo", split, _ctx())))
    assert "Equal hands: you and Ben split it." in said and "beats" not in said
    # high-low: your better flush lost for declaring both (S-12), not on a card
    both = _result([(2, 30)], {**_player(0, "As Ks 9s 7s 3s", "Flush, Ace high"),
                               "declaration": "both"},
                   {**_player(2, "Ah Qh 9h 7h 3h", "Flush, Ace high"), "declaration": "high"})
    both["last_hand"]["pots"][0] |= {"half": "high",  # type: ignore[index]
                                     "both_lost": [{"seat": 0, "halves": ["low"]}]}
    said = _text(str(round_result("swingo", both, _ctx())))
    assert "Declaring both, you lost the low half" in said and "beats" not in said


def _play_to_the_end(seed: int) -> str:
    """A one-hand match with three bots: you call and show; the final page."""
    c = _controller(FakePlatform(), seed=seed, bot_delay=0)
    _start(c, "swingo", [Seat("You", "human")] + [Seat(n, "bot") for n in ("Ana", "Ben", "Cleo")],
           hands=1)
    for _ in range(80):
        s = c.session
        if s.over:
            break
        if c.bots_pending():
            asyncio.run(c.run_bots())
            continue
        shows = [a for a in s.legal_json(0) if a["type"] == "show"]
        c.act({"action": json.dumps(shows[0])}) if shows else _press(c, "call")
    assert c.session.over
    return str(c.html())


def test_the_final_result_tells_your_own_show_with_the_others():
    """Playtest: the match's last "How it ended" said "Ana shows A♦ 7♦, You win 6",
    not the cards you had shown just before (a hand's result between hands did)."""
    told = 0
    for seed in range(1, 12):
        page = _play_to_the_end(seed)
        if 'data-testid="how-it-ended"' not in page:
            continue  # your show ended it: nothing since to tell
        ended = page[page.index('data-testid="how-it-ended"'):]
        ended = _text(ended[:ended.index("</ol>")])
        if " show" not in ended:
            continue  # you folded
        assert re.search(r"How it ended You show \S+ \S+ ", ended), ended
        told += 1
    assert told >= 2


def _one_hand(*, fold: tuple[int, ...], stop: bool = False) -> dict[str, object]:
    """Hand 1 with ``fold`` folding at their first turn, the others checking or
    calling to its end; ``stop``: the match is then stopped at hand 2 (S-2), else
    it plays one hand."""
    s = cardtable.new_game("swingo", players=3, seed=5, options={"hands": 0 if stop else 1})
    while s.view(None)["hand"] == 1 and not s.is_over:
        seat = s.to_act[0]
        legal = s.legal_actions(seat)
        action = (Fold() if seat in fold and Fold() in legal else Check() if Check() in legal
                  else Call() if Call() in legal else legal[0])
        s.apply(seat, action)
    if stop:
        s.apply(s.to_act[0], next(a for a in s.legal_actions(s.to_act[0]) if a.kind == "stop"))
    assert s.is_over
    return s.view(0)


def _seat_box(page: str, seat: int) -> str:
    box = re.search(rf'<section [^>]*data-testid="seat-{seat}".*?</section>', page, re.S)
    assert box is not None
    return box.group(0)


@pytest.mark.parametrize("stop", [False, True])
def test_a_seat_that_folded_the_last_hand_says_so_at_the_match_end(stop):
    """Playtest: at the match's end Ana's seat, folded in the last hand, was an empty
    box beside the others' boards. It says so, its chips beside it; a match stopped
    from the menu shows the last hand's boards as well (not empty boxes)."""
    view = _one_hand(fold=(1,), stop=stop)
    page = str(render_table(view, _ctx()))
    ben = _seat_box(page, 1)
    assert "Folded in hand 1" in _text(ben) and re.search(r">\d+<span class=\"stack-unit", ben)
    assert 'aria-label="Ana, ' in ben and ', folded in hand 1"' in ben
    for seat in (0, 2):  # the two who played on show their boards
        assert 'data-testid="board-' in _seat_box(page, seat)
        assert "seat-note" not in _seat_box(page, seat)


def test_a_seat_that_won_the_last_hand_by_folds_says_so():
    view = _one_hand(fold=(0, 1, 2))
    winner = view["last_hand"]["pots"][0]["winners"][0]["seat"]  # type: ignore[index]
    page = str(render_table(view, _ctx()))
    assert "Won hand 1: the others folded" in _text(_seat_box(page, winner))
    assert sum("Folded in hand 1" in _text(_seat_box(page, s)) for s in range(3)) == 2
