"""Determinization: a game samples its hidden cards consistently with a seat's view
(``State.sample_hidden`` / ``cardtable.engine.sample_state``, OpenSpiel's
ResampleFromInfostate), W-13 and P-4 say what is hidden."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import new_game
from cardtable.bots import make_bot
from cardtable.engine import sample_state
from cardtable.sim.play import play_out, random_chooser

GAMES = [("swoop", 3), ("swoop", 4), ("swoop", 6), ("swap-poker", 2)]


def _position(game: str, players: int, seed: int, steps: int):
    state = new_game(game, players=players, seed=seed)
    play_out(state, random_chooser(random.Random(seed)), limit=steps)
    return state


def _without_history(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "moves"}


@pytest.mark.parametrize("game,players", GAMES)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 150), pick=st.integers(0, 10**6))
def test_sample_shows_the_seat_exactly_what_it_saw(game, players, seed, steps, pick):
    """W-13 / P-4: the sample keeps everything the seat sees, its legal moves and
    the card count; only hidden cards (and the history) may differ."""
    real = _position(game, players, seed, steps)
    seat = real.to_act[0] if real.to_act else pick % players
    sample = real.sample_hidden(seat, random.Random(pick))
    assert _without_history(sample.view(seat)) == _without_history(real.view(seat))
    assert set(sample.legal_actions(seat)) == set(real.legal_actions(seat))
    assert sample.public_state() == real.public_state()
    assert sample.to_act == real.to_act
    # the sample plays on by the rules
    play_out(sample, random_chooser(random.Random(pick)), limit=3000)
    assert sample.is_over or game == "swoop"


@pytest.mark.parametrize("game,players", GAMES)
def test_sample_depends_on_the_view_only(game, players):
    """No hidden card of the real state leaks: two states that look the same to the
    seat but hide different cards give the same sample and the same hard move."""
    for seed in range(6):
        real = _position(game, players, seed, 3 * seed)
        seat = real.to_act[0]
        twin = real.sample_hidden(seat, random.Random(99))  # same view, other hidden cards
        a = real.sample_hidden(seat, random.Random(5))
        b = twin.sample_hidden(seat, random.Random(5))
        assert a.to_json() == b.to_json()
        assert sample_state(real.view(seat), random.Random(5)).to_json() == a.to_json()
        bot = make_bot(game, "hard")
        legal = real.legal_actions(seat)
        assert bot.choose(real.view(seat), legal, random.Random(3)) == \
            bot.choose(twin.view(seat), legal, random.Random(3))


def test_swoop_sample_deals_the_unseen_cards_into_the_hidden_places():
    """W-1, W-13: the hidden places are filled from exactly the cards the seat has
    not seen: every pack card is somewhere, once."""
    real = _position("swoop", 4, 11, 40)
    seat = real.to_act[0]
    sample = real.sample_hidden(seat, random.Random(1))
    everywhere: Counter[str] = Counter(sample.pile.cards)
    everywhere.update(sample.gone)
    everywhere.update(sample.undealt)
    for s in range(4):
        everywhere.update(sample.remaining(s))
    if sample.revealed:
        everywhere[sample.revealed[1]] += 1
    assert everywhere == Counter(real.remaining(0)) + Counter(real.remaining(1)) + \
        Counter(real.remaining(2)) + Counter(real.remaining(3)) + Counter(real.pile.cards) + \
        Counter(real.gone) + Counter(real.undealt) + \
        (Counter([real.revealed[1]]) if real.revealed else Counter())
    assert sorted(sample.hands[seat]) == sorted(real.hands[seat])


def test_swap_poker_next_card_is_a_chance_outcome():
    """P-4: after a stack empties the active position, the card chosen by
    ``with_next_card`` is the one dealt."""
    from cardtable.games.swap_poker import Stack

    state = new_game("swap-poker", seed=4)
    sample = state.sample_hidden(0, random.Random(0))
    seen = {c for row in sample.view(0)["rows"] for stack in row for c in stack}
    card = next(r + s for r in "23456789TJQKA" for s in "cdhs" if r + s not in seen)
    forced = sample.with_next_card(card)
    forced.apply(0, Stack(("bottom", 1)))
    assert forced.view(0)["rows"][1][0] == [card]
    with pytest.raises(ValueError):
        forced.with_next_card(card)


@pytest.mark.parametrize("game,players", GAMES + [("swingo", 5)])
def test_every_view_names_its_game(game, players):
    """The engine's ``view["game"]`` is the game id for every game (Swap Poker's view
    once overwrote it with the number of the game in the match, so a bot could not
    tell which game a view was of)."""
    state = new_game(game, players=players, seed=1)
    assert state.view(0)["game"] == game
