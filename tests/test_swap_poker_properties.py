"""Swap Poker properties (hypothesis): termination after exactly 24 moves (P-2),
conservation of the 52 cards (P-1, P-4), illegal moves change nothing, JSON round trips."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import cardtable
from cardtable import IllegalAction
from cardtable.actions import action_from_json
from cardtable.games.swap_poker import ACTION_TYPES, Pass, Stack, Swap

ALL_CODES = {r + s for r in "23456789TJQKA" for s in "cdhs"}


def random_game(seed: int, choices: random.Random):
    state = cardtable.new_game("swap-poker", seed=seed)
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[choices.randrange(len(legal))])
    return state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), pick=st.integers(0, 2**31))
def test_every_random_game_ends_after_24_moves_with_12_top_cards_and_52_cards(seed, pick):
    """P-2: "each player makes exactly 12 moves (24 in all)"; P-4: cards are only moved,
    stacked or dealt from the pack, never lost or duplicated."""
    state = random_game(seed, random.Random(pick))
    assert len(state.log) == 24
    view = state.view(None)
    codes = [c for row in view["rows"] for stack in row for c in stack]
    assert sum(1 for row in view["rows"] for stack in row if stack) == 12
    assert len(codes) == len(set(codes)) and set(codes) <= ALL_CODES
    assert len(codes) + view["pack"] == 52
    assert len(set(codes) | {c.code for c in state.pack}) == 52
    assert state.public_state() == {"cards": 52, "top_cards": 12}
    assert state.outcome is not None and view["result"] == state.outcome


rows = st.sampled_from(["top", "bottom", "middle", 0, None])
cols = st.one_of(st.integers(-2, 8), st.booleans(), st.none(), st.just("1"))
actions = st.one_of(
    st.just(Pass()),
    st.builds(lambda k, r, c: k((r, c)), st.sampled_from([Swap, Stack]), rows, cols),
    st.builds(lambda k, t: k(t), st.sampled_from([Swap, Stack]),
              st.one_of(st.just(()), st.tuples(st.just("top")), st.just(("top", 1, 2)))),
)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**20), moves=st.integers(0, 23), action=actions)
def test_illegal_actions_raise_and_change_nothing(seed, moves, action):
    state = cardtable.new_game("swap-poker", seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions(state.to_act[0])
        state.apply(state.to_act[0], legal[rng.randrange(len(legal))])
    seat = state.to_act[0]
    before, view = state.to_json(), state.view(seat)
    if action in state.legal_actions(seat):
        return
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        assert exc.message and exc.code
    else:
        raise AssertionError(f"{action} was accepted")
    assert state.to_json() == before and state.view(seat) == view
    # the other seat may never act
    try:
        state.apply(1 - seat, Pass())
    except IllegalAction as exc:
        assert exc.code == "not-your-turn"
    else:
        raise AssertionError("the idle seat acted")
    assert state.to_json() == before


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**20), games=st.sampled_from([1, 3]),
       first=st.sampled_from(["bottom", "top"]))
def test_saves_and_actions_round_trip_through_json(seed, games, first):
    state = cardtable.new_game("swap-poker", seed=seed, options={"games": games, "first": first})
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act[0]
        for a in state.legal_actions(seat):
            assert action_from_json(json.loads(json.dumps(a.to_json())), ACTION_TYPES) == a
        json.dumps(state.view(seat))
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
        if rng.random() < 0.1:
            text = state.to_json()
            loaded = cardtable.load_game(text)
            assert loaded.to_json() == text and loaded.view(0) == state.view(0)
    text = state.to_json()
    assert cardtable.load_game(text).to_json() == text
    clone = state.clone()
    assert clone.to_json() == text and clone.view(1) == state.view(1)


def test_clone_is_independent():
    state = cardtable.new_game("swap-poker", seed=5)
    clone = state.clone()
    clone.apply(0, Stack(("bottom", 1)))
    assert state.view(0)["rows"][1][1] != clone.view(0)["rows"][1][1]
    assert len(state.log) == 0 and state.view(0)["pack"] == 40
