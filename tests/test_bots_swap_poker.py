"""Swap Poker bots: legal moves from the view only; medium takes the best immediate
gain; hard finds the winning last move; the hidden pack order never changes a move."""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable import bot_rng
from cardtable.bots import bot_levels, choose_action, make_bot
from cardtable.games.swap_poker import Pass, Stack, Swap, stacked_deck

LEVELS = ["easy", "medium", "hard"]


def test_three_levels_are_registered():
    assert bot_levels("swap-poker") == LEVELS


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_plays_whole_games_legally(level):
    for seed in range(3):
        state = cardtable.new_game("swap-poker", seed=seed, options={"games": 3})
        bot = make_bot("swap-poker", level)
        rngs = [bot_rng(seed, s) for s in (0, 1)]
        while not state.is_over:
            seat = state.to_act[0]
            action = choose_action(state, seat, bot, rngs[seat])
            assert action in state.legal_actions(seat)
            state.apply(seat, action)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_sees_only_the_view_the_pack_order_changes_nothing(level):
    """Two states differing only in the hidden pack order give the same view and the
    same bot move, as long as no card is dealt from the pack."""
    top, bottom = "Ah Kh Qd 9c 7s 3d", "As Ks Qc 9d 7h 3c"
    rest = sorted(set(r + s for r in "23456789TJQKA" for s in "cdhs")
                  - set((top + " " + bottom).split()))
    random.Random(1).shuffle(rest)
    a = cardtable.new_game("swap-poker", seed=1, deck=stacked_deck(top, bottom, rest))
    b = cardtable.new_game("swap-poker", seed=1, deck=stacked_deck(top, bottom, rest[::-1]))
    bot = make_bot("swap-poker", level)
    for _ in range(6):
        seat = a.to_act[0]
        assert a.view(seat) == b.view(seat)
        move_a = choose_action(a, seat, bot, random.Random(7))
        move_b = choose_action(b, seat, bot, random.Random(7))
        assert move_a == move_b
        nondealing = [m for m in a.legal_actions(seat) if not isinstance(m, Stack)]
        step = move_a if not isinstance(move_a, Stack) else nondealing[0]
        a.apply(seat, step)
        b.apply(seat, step)


def test_medium_takes_the_card_that_makes_its_hand():
    """Greedy: swapping the Ace from above makes a pair of Aces for the bottom row."""
    state = cardtable.new_game("swap-poker", seed=2, deck=stacked_deck(
        "Ad 2c 4d 6h 8s Tc", "Jh As 3h 5c 7d 9h", "Qc"))
    action = choose_action(state, 0, make_bot("swap-poker", "medium"), random.Random(0))
    assert action == Swap(("top", 0))


def test_hard_finds_the_winning_last_move():
    """Last move of the game: the top row has a pair of Kings; the bottom player
    (to move last, at bottom col 5) must take the King across to win."""
    state = cardtable.new_game("swap-poker", seed=3, options={"first": "top"},
                               deck=stacked_deck("Kd 2c 4d 6h 8s Ks", "Jh Qs 3h 5c 7d 9h"))
    while len(state.log) < 23:
        state.apply(state.to_act[0], Pass())
    assert state.to_act == (0,) and state.view(0)["active"][0] == {"row": "bottom", "col": 5}
    action = choose_action(state, 0, make_bot("swap-poker", "hard"), random.Random(0))
    assert action == Swap(("top", 5))
    state.apply(0, action)
    assert state.outcome["winners"] == [0]
