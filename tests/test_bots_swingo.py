"""Swingo Poker bots: legal moves in every phase, from the view only, in their own
interest (S-13), and never mucking a winning hand."""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable import bot_rng
from cardtable.actions import is_offered
from cardtable.bots import bot_levels, choose_action, make_bot
from cardtable.games.swingo import stacked_deck
from cardtable.games.swingo.actions import Bet, Check, ChooseHole, Muck, Show, Stop


def test_three_levels_are_registered():
    assert bot_levels("swingo") == ["easy", "medium", "hard"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("options", [{}, {"variant": "low"}, {"variant": "high-low"}],
                         ids=["high", "low", "high-low"])
def test_every_bot_plays_a_whole_hand_legally(level, options):
    state = cardtable.new_game("swingo", players=4, seed=5, options={**options, "hands": 1})
    bot = make_bot("swingo", level)
    rngs = [bot_rng(5, s) for s in range(4)]
    seen = set()
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        action = choose_action(state, seat, bot, rngs[seat])
        assert is_offered(action, legal) and not isinstance(action, Stop | Muck)
        seen.add(action.kind)
        state.apply(seat, action)
    assert state.outcome is not None


def test_a_bot_never_mucks_and_chooses_two_of_its_own_cards():
    hands = ["Qc Qh 2s 3c 4h", "Jc Jh 8c 8h 9d", "Kc Tc Kd Td Jd"]
    s = cardtable.new_game("swingo", players=3, seed=11, deck=stacked_deck(hands, "Qd"))
    bot = make_bot("swingo", "medium")
    rng = random.Random(1)
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Check() if Check() in s.legal_actions(seat) else s.legal_actions(seat)[1])
    for seat in (0, 1, 2):
        action = choose_action(s, seat, bot, rng)
        assert isinstance(action, ChooseHole) and set(action.cards) <= set(hands[seat].split())
        s.apply(seat, action)
    while s.view(None)["phase"] == "bet":
        seat = s.to_act[0]
        s.apply(seat, Bet(2) if s.can_apply(seat, Bet(2)) else s.legal_actions(seat)[1])
    if s.view(None)["phase"] == "showdown":
        seat = s.to_act[0]
        assert choose_action(s, seat, make_bot("swingo", "hard"), rng) == Show()


def test_hard_bot_folds_a_hopeless_hand_to_a_big_bet_and_bets_a_strong_one():
    """S-13: bots play in their own interest: in the seed's example, facing A's bet, B
    (whose full house loses to C's straight flush made with B's own nine) folds."""
    hands = ["Qc Qh 2s 3c 4h", "Jc Jh 8c 8h 9d", "Kc Tc Kd Td Jd"]
    s = cardtable.new_game("swingo", players=3, seed=11, deck=stacked_deck(hands, "Qd"))
    for seat, action in ((0, "call"), (1, "call"), (2, "check")):
        s.apply(seat, next(a for a in s.legal_actions(seat) if a.kind == action))
    for seat, hole in enumerate([("Qc", "Qh"), ("Jc", "Jh"), ("Kc", "Tc")]):
        s.apply(seat, ChooseHole(hole))
    while s.view(None)["round"] == 2:
        s.apply(s.to_act[0], Check())
    hard = make_bot("swingo", "hard")
    s.apply(1, Check())
    # C (straight flush with B's nine) bets for value
    c_move = choose_action(s, 2, hard, bot_rng(1, 2))
    assert c_move.kind in ("bet", "check")
    s.apply(2, Check())
    s.apply(0, Bet(6))
    b_move = choose_action(s, 1, hard, bot_rng(1, 1))
    assert b_move.kind == "fold"
