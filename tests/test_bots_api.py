"""The bot interface: reference bots registered but not listed, and one-line reasons."""

from __future__ import annotations

import random

import pytest

from cardtable import new_game
from cardtable.bots import (
    LEVELS,
    RandomBot,
    bot_levels,
    choose_with_reason,
    make_bot,
    register_bot,
)


def test_a_reference_bot_is_made_on_request_but_not_listed():
    @register_bot("toy-high-card", "test-reference", listed=False)
    class Reference(RandomBot):
        pass

    assert "test-reference" not in bot_levels("toy-high-card")
    assert "test-reference" in bot_levels("toy-high-card", listed=False)
    assert isinstance(make_bot("toy-high-card", "test-reference"), Reference)


def test_only_the_three_levels_may_be_listed():
    with pytest.raises(ValueError, match="listed bot level"):
        register_bot("swoop", "greedy")
    with pytest.raises(ValueError, match="word"):
        register_bot("swoop", "two words", listed=False)


@pytest.mark.parametrize("game,players", [("swoop", 4), ("swap-poker", 2), ("swingo", 5)])
def test_a_reason_comes_with_the_same_move_as_choose(game, players):
    """Asking for the reason never changes the move (same generator, same choice)."""
    state = new_game(game, players=players, seed=3)
    for level in bot_levels(game, listed=False):
        seat = state.to_act[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        move = make_bot(game, level).choose(view, legal, random.Random(1))
        again, reason = choose_with_reason(make_bot(game, level), view, legal, random.Random(1))
        assert again == move, level
        assert isinstance(reason, str) and reason and "\n" not in reason, level
    assert set(LEVELS) <= set(bot_levels(game))
